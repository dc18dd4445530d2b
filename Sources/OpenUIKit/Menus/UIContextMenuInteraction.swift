import Foundation

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration`.
///
/// On the desktop a context menu is the menu alone, as in Mac Catalyst apps: the preview
/// provider is accepted for source compatibility and not shown.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
  /// Names the configuration (told back to the delegate).
  public let identifier: any NSCopying
  let actionProvider: (([UIMenuElement]) -> UIMenu?)?

  /// Creates a configuration whose `actionProvider` makes the menu, given the system's suggested
  /// elements (none on the desktop).
  public init(
    identifier: (any NSCopying)? = nil,
    previewProvider: (() -> UIViewController?)? = nil,
    actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil
  ) {
    self.identifier = identifier ?? NSUUID()
    self.actionProvider = actionProvider
  }
}

/// An animator for context-menu transitions: the desktop's menus appear and go at once, so the
/// delegate is given none.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// Adds a completion run after the transition.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// Answers for a context-menu interaction, as UIKit's `UIContextMenuInteractionDelegate`.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
  /// The configuration for a menu opened at `location` (the view's coordinates); `nil`: no menu.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?

  /// The menu is about to show. Default: nothing.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)

  /// The menu is about to go (chosen from or dismissed). Default: nothing.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// Does nothing.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
}

/// Opens a context menu for a view, as UIKit's `UIContextMenuInteraction`: on the desktop with a
/// right click or the Menu key (or Shift+F10) while the view or a subview has focus, as in Mac
/// Catalyst apps (`UIWindow+ContextMenus.swift`).
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
  /// The delegate that makes the menus.
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view the interaction is added to.
  public private(set) weak var view: UIView?

  /// Creates an interaction asking `delegate`.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
  }

  /// Called before the interaction moves.
  open func willMove(to view: UIView?) {}

  /// Records the view.
  open func didMove(to view: UIView?) { self.view = view }

  /// Where the pointer is, in `view`'s coordinates, while a menu is open (else `.zero`).
  open func location(in view: UIView?) -> CGPoint {
    guard let point = menuLocation, let window = self.view?.window else { return .zero }
    guard let view, view !== window else { return point }
    return view.convert(point, from: window)
  }

  /// Closes the interaction's menu if it is open.
  open func dismissMenu() {
    guard menuLocation != nil else { return }
    view?.window?.dismissMenu()
  }

  /// The window location the open menu was asked for.
  var menuLocation: CGPoint?
}
