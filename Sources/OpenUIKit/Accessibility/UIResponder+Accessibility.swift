import Foundation

extension UIResponder: UIAccessibilityIdentification {}

extension UIResponder {
  /// Stores a set accessibility property and tells the semantics phase.
  final func setAccessibility<Value>(
    _ keyPath: ReferenceWritableKeyPath<AccessibilityStorage, Value?>, _ value: Value?
  ) {
    let storage: AccessibilityStorage
    if let existing = accessibilityStorage {
      storage = existing
    } else {
      // Clearing what was never set allocates nothing.
      guard value != nil else { return }
      storage = AccessibilityStorage()
      accessibilityStorage = storage
    }
    storage[keyPath: keyPath] = value
    accessibilityPropertyDidChange()
  }
}
