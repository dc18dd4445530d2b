import Foundation

/// What a drop would do, as UIKit's `UIDropOperation`.
public enum UIDropOperation: UInt, Sendable {
  /// Nothing: the drop is not taken.
  case cancel = 0
  /// Not here: the drop is refused.
  case forbidden = 1
  /// The items are copied.
  case copy = 2
  /// The items are moved.
  case move = 3
}

/// A drop target's answer, as UIKit's `UIDropProposal`.
@preconcurrency @MainActor
open class UIDropProposal {
  /// What the drop would do.
  public let operation: UIDropOperation

  /// Creates a proposal.
  public init(operation: UIDropOperation) {
    self.operation = operation
  }
}

/// Answers for a drop interaction, as UIKit's `UIDropInteractionDelegate`; every method has a
/// default.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: AnyObject {
  /// Whether the view takes the session at all. Default: `true`.
  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession)
    -> Bool
  /// The drop came over the view. Default: nothing.
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
  /// The drop moved over the view: what it would do there. Default: `.cancel`.
  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
  ) -> UIDropProposal
  /// The drop left the view (or was not taken). Default: nothing.
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
  /// The items were dropped on the view: load them. Default: nothing.
  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
  /// The drop is over, after ``dropInteraction(_:performDrop:)``. Default: nothing.
  func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
  /// The session ended, taken or not. Default: nothing.
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
}

extension UIDropInteractionDelegate {
  /// Takes every session.
  public func dropInteraction(
    _ interaction: UIDropInteraction, canHandle session: any UIDropSession
  ) -> Bool { true }
  /// Does nothing.
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession
  ) {}
  /// Declines the drop.
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
  ) -> UIDropProposal { UIDropProposal(operation: .cancel) }
  /// Does nothing.
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession
  ) {}
  /// Does nothing.
  public func dropInteraction(
    _ interaction: UIDropInteraction, performDrop session: any UIDropSession
  ) {}
  /// Does nothing.
  public func dropInteraction(
    _ interaction: UIDropInteraction, concludeDrop session: any UIDropSession
  ) {}
  /// Does nothing.
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession
  ) {}
}

/// Lets a view take drops, as UIKit's `UIDropInteraction`.
///
/// On the desktop: files dropped on the window from a file manager (`UIWindow+FileDrop.swift`).
/// Drops come one at a time, so `allowsSimultaneousDropSessions` is left out.
@preconcurrency @MainActor
open class UIDropInteraction: UIInteraction {
  /// The delegate that decides and takes the drops.
  public private(set) weak var delegate: (any UIDropInteractionDelegate)?
  /// The view the interaction is added to.
  public private(set) weak var view: UIView?

  /// Creates an interaction asking `delegate`.
  public init(delegate: any UIDropInteractionDelegate) {
    self.delegate = delegate
  }

  /// Called before the interaction moves.
  open func willMove(to view: UIView?) {}

  /// Records the view.
  open func didMove(to view: UIView?) { self.view = view }
}
