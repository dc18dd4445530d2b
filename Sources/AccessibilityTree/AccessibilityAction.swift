/// Something an assistive technology can ask a node to do.
public enum AccessibilityAction: Hashable, Sendable {
  /// `accessibilityActivate()`, or a tap at the activation point when that returns false.
  case activate
  /// `accessibilityIncrement()`.
  case increment
  /// `accessibilityDecrement()`.
  case decrement
  /// `accessibilityScroll(_:)` by a page, in a direction.
  case scroll(ScrollDirection)
  /// Moves keyboard focus to it.
  case focus
  /// `accessibilityPerformEscape()`: dismisses what is modal.
  case escape
  /// The custom action at this index of `accessibilityCustomActions`, with its name.
  case custom(Int, String)

  /// A page-scroll direction, as `UIAccessibilityScrollDirection`.
  public enum ScrollDirection: String, Hashable, Sendable {
    case right, left, up, down, next, previous
  }

  /// The action's name as AT-SPI's `Action` interface and the dump give it.
  public var name: String {
    switch self {
    case .activate: "click"
    case .increment: "increment"
    case .decrement: "decrement"
    case .scroll(let direction): "scroll-\(direction.rawValue)"
    case .focus: "focus"
    case .escape: "escape"
    case .custom(_, let name): name
    }
  }
}
