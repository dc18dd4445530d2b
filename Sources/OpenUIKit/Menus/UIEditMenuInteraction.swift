import Foundation

/// Where and why an edit menu opens, as UIKit's `UIEditMenuConfiguration` (iOS 16).
@preconcurrency @MainActor
open class UIEditMenuConfiguration {
  /// Names the configuration (told back to the delegate).
  public let identifier: any NSCopying
  /// Where the menu points, in the interaction's view's coordinates.
  public let sourcePoint: CGPoint

  /// Creates a configuration for a menu at `sourcePoint`.
  public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
    self.identifier = identifier ?? NSUUID()
    self.sourcePoint = sourcePoint
  }
}

/// An animator for edit-menu transitions (iOS 16): the desktop's menus appear and go at once, so
/// animations run at once and completions right after.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
  /// Adds animations run alongside the transition.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a completion run after the transition.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// Answers for an edit-menu interaction, as UIKit's `UIEditMenuInteractionDelegate` (iOS 16);
/// every method has a default.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
  /// The menu to show; default: the suggested actions, or none when there are none.
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu?
  /// The menu is about to show. Default: nothing.
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
    animator: any UIEditMenuInteractionAnimating)
  /// The menu is about to go (chosen from or dismissed). Default: nothing.
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
    animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
  /// The suggested actions as a menu, or `nil` when there are none.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? {
    suggestedActions.isEmpty ? nil : UIMenu(children: suggestedActions)
  }

  /// Does nothing.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
    animator: any UIEditMenuInteractionAnimating
  ) {}

  /// Does nothing.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
    animator: any UIEditMenuInteractionAnimating
  ) {}
}

/// Shows an edit menu for a view when the app asks, as UIKit's `UIEditMenuInteraction` (iOS 16):
/// apps call ``presentEditMenu(with:)`` from their own gesture (a tap on a selection, a right
/// click).
///
/// The menu is the framework's drawn menu, at the configuration's source point. The suggested
/// actions are a text field's Cut, Copy, Paste and Select All (then Undo and Redo) when a text
/// field is first responder in the view's window, else none: without selectors there is no
/// `canPerformAction(_:withSender:)` to ask other responders.
@preconcurrency @MainActor
open class UIEditMenuInteraction: UIInteraction {
  /// The delegate that makes the menus.
  public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
  /// The view the interaction is added to.
  public private(set) weak var view: UIView?
  /// The configuration of the menu shown, if any.
  private var shown: UIEditMenuConfiguration?

  /// Creates an interaction asking `delegate`.
  public init(delegate: (any UIEditMenuInteractionDelegate)?) {
    self.delegate = delegate
  }

  /// Called before the interaction moves.
  open func willMove(to view: UIView?) {
    if view !== self.view { dismissMenu() }
  }

  /// Records the view.
  open func didMove(to view: UIView?) { self.view = view }

  /// Shows the menu for `configuration`: the delegate's, else the suggested actions.
  open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
    guard let view, let window = view.window else { return }
    let suggested = suggestedActions(in: window)
    let menu =
      delegate.map {
        $0.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
      } ?? (suggested.isEmpty ? nil : UIMenu(children: suggested))
    guard let menu, !menu.children.isEmpty else { return }
    let animator = EditMenuAnimator()
    delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
    let location = view.convert(configuration.sourcePoint, to: window)
    window.present(menu, at: location) { [weak self] in
      guard let self, let shown = self.shown else { return }
      self.shown = nil
      let animator = EditMenuAnimator()
      self.delegate?.editMenuInteraction(self, willDismissMenuFor: shown, animator: animator)
      animator.finish()
    }
    shown = configuration
    animator.finish()
  }

  /// Closes the menu this interaction shows, if any.
  open func dismissMenu() {
    guard shown != nil else { return }
    view?.window?.dismissMenu()
  }

  /// Asks the delegate for the menu again and shows it in place of the one shown.
  open func reloadVisibleMenu() {
    guard let shown else { return }
    presentEditMenu(with: shown)
  }

  /// Where the menu points while shown (else `.zero`), in `view`'s coordinates.
  open func location(in view: UIView) -> CGPoint {
    guard let shown, let own = self.view else { return .zero }
    return own.convert(shown.sourcePoint, to: view)
  }

  private func suggestedActions(in window: UIWindow) -> [UIMenuElement] {
    (window.firstResponder as? any TextEditMenuProviding)?.contextEditMenu.children ?? []
  }
}

/// Runs added animations at once and completions after them.
@MainActor
final class EditMenuAnimator: UIEditMenuInteractionAnimating {
  private var completions: [() -> Void] = []

  func addAnimations(_ animations: @escaping () -> Void) { animations() }
  func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

  func finish() {
    let run = completions
    completions = []
    for completion in run { completion() }
  }
}
