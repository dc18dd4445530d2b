import Foundation

/// An action shown when a row is swiped, as UIKit's `UIContextualAction`: a titled button at the
/// row's edge whose handler says, through its completion, whether it did what it offered.
@preconcurrency @MainActor
open class UIContextualAction {
  /// How the action looks and acts.
  public enum Style: Int, Sendable {
    /// A gray button.
    case normal
    /// A red button for an action that removes something.
    case destructive
  }

  /// Runs the action: `sourceView` is the button; call `completionHandler` with whether it was
  /// performed (the row closes either way).
  public typealias Handler = (
    _ action: UIContextualAction, _ sourceView: UIView,
    _ completionHandler: @escaping (Bool) -> Void
  ) -> Void

  /// How the action looks.
  public let style: Style
  /// The button's title.
  open var title: String?
  /// The button's image, shown above the title.
  open var image: UIImage?
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The button's color; default system red for destructive actions, system gray otherwise.
  open var backgroundColor: UIColor!
  /// What the action does.
  public let handler: Handler

  /// Creates an action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
  }
}

/// The actions a swipe reveals at one edge of a row, as UIKit's `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
  /// The actions, the first nearest the edge.
  public let actions: [UIContextualAction]
  /// Whether swiping the row most of the way across performs the first action; default `true`.
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}
