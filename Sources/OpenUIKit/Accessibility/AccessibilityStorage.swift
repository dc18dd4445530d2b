import Foundation

/// The accessibility properties set on one responder, allocated on the first set so that the
/// many views that never set one carry a single `nil` pointer.
///
/// `nil` means unset: the getter answers the class's default.
@MainActor
final class AccessibilityStorage {
  var isElement: Bool?
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits?
  var frame: CGRect?
  var path: UIBezierPath?
  var activationPoint: CGPoint?
  var language: String?
  var elementsHidden: Bool?
  var viewIsModal: Bool?
  var groupsChildren: Bool?
  var elements: [Any]?
  var containerType: UIAccessibilityContainerType?
  var customActions: [UIAccessibilityCustomAction]?
  var respondsToUserInteraction: Bool?
  var userInputLabels: [String]?
  var identifier: String?

  /// The storage of responders other than views (controllers, `UIAccessibilityElement`s), by
  /// identity; main-thread state, cleared by each owner's deinit.
  nonisolated(unsafe) static var table: [ObjectIdentifier: AccessibilityStorage] = [:]

  /// Drops a responder's entry (its deinit, on whichever thread releases it last: a deinit runs
  /// where the last reference goes, which for these main-actor objects is the main thread).
  nonisolated static func forget(_ owner: ObjectIdentifier) {
    table[owner] = nil
  }
}
