/// What kind of container an accessibility container is, as UIKit's
/// `UIAccessibilityContainerType`.
public enum UIAccessibilityContainerType: Int, Sendable {
  /// No particular kind.
  case none = 0
  /// Rows and columns of data.
  case dataTable = 1
  /// An ordered list.
  case list = 2
  /// A region of the screen a person can jump to.
  case landmark = 3
  /// Elements read as one group.
  case semanticGroup = 4
}

/// A direction to scroll by a page, as UIKit's `UIAccessibilityScrollDirection`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
  case right = 1
  case left = 2
  case up = 3
  case down = 4
  case next = 5
  case previous = 6
}

/// Identifies an element for automation, as UIKit's `UIAccessibilityIdentification`.
///
/// Adopted by `UIView` (through `UIResponder`) and `UIBarButtonItem`; the identifier is exposed
/// to assistive technologies as the node's accessible id and never spoken.
@MainActor
public protocol UIAccessibilityIdentification {
  /// A string that identifies the element.
  var accessibilityIdentifier: String? { get set }
}
