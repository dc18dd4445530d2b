/// What kind of thing a node is, in terms every platform's accessibility API has a name for.
///
/// OpenUIKit derives it from `accessibilityTraits`, `accessibilityContainerType` and the kind of
/// view; the AT-SPI bridge maps each to an AT-SPI role (`Docs/Accessibility.md` has the table).
public enum AccessibilityRole: String, Sendable, CaseIterable {
  case application
  case window
  /// A modal dialog or alert (`accessibilityViewIsModal`).
  case dialog
  /// A container with no other meaning, exposed because it groups (`shouldGroupAccessibilityChildren`,
  /// `.semanticGroup`) or orders (`accessibilityElements`) its children.
  case group
  /// `.landmark` containers and navigation bars.
  case landmark
  case list
  case table
  /// A row of a table (a `UITableViewCell`).
  case cell
  case scrollArea
  case button
  /// `.toggleButton`, or a switch.
  case toggleButton
  case link
  case heading
  case staticText
  case image
  case textField
  /// Multi-line editable or selectable text (a text view).
  case textArea
  case searchField
  case secureTextField
  /// `.adjustable` with a continuous range (a slider).
  case slider
  /// `.adjustable` with steps (a stepper).
  case spinButton
  case progressIndicator
  /// A busy indicator with no value (an activity indicator).
  case busyIndicator
  case tabBar
  case tab
  case keyboardKey
  /// An element with no more specific role.
  case element
}
