import Foundation

extension UIView {
  /// Queues the view's node for the next semantics phase; nothing while no assistive technology
  /// listens.
  final func accessibilityNeedsUpdate() {
    guard AccessibilitySemantics.isListeningFlag else { return }
    AccessibilitySemantics.shared.viewNeedsUpdate(self)
  }

  /// The view's bounds in screen coordinates: `accessibilityFrame` unless set.
  final var boundsInScreenCoordinates: CGRect {
    UIAccessibility.convertToScreenCoordinates(bounds, in: self)
  }
}
