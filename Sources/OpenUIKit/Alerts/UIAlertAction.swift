import Foundation

/// A button of an alert or action sheet, as UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction {
  /// How an action looks and what it means.
  public enum Style: Int, Sendable {
    /// An ordinary choice.
    case `default` = 0
    /// Leaves without doing anything: at most one per alert; Escape chooses it, and an action
    /// sheet shown as a popover leaves it out (a click outside chooses it).
    case cancel = 1
    /// Changes or deletes data: shown in red.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The action's style.
  public let style: Style
  /// Whether the action can be chosen; a disabled button is grey and ignores clicks and keys.
  ///
  /// Default `true`.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { alert?.actionEnabledDidChange(self) } }
  }

  let handler: (@MainActor (UIAlertAction) -> Void)?
  /// The alert the action was added to.
  weak var alert: UIAlertController?

  /// Creates an action; `handler` runs after the alert is dismissed, with the action.
  public init(
    title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
