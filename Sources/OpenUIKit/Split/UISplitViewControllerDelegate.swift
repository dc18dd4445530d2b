import Foundation

/// Told of a split view's collapses, expansions and display mode changes, as UIKit's
/// `UISplitViewControllerDelegate` (the iOS 14 column methods); every method is optional.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// The column shown when the interface collapses; `proposedTopColumn` is `.secondary`.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  /// The display mode used when the interface expands.
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode
  /// The interface collapsed to one column.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  /// The interface expanded to its columns.
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
  /// The display mode is about to change.
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
  /// A column is about to show.
  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  /// A column is about to hide.
  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
  /// Not implemented: the proposed column.
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  /// Not implemented: the proposed mode.
  public func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
  /// Not implemented.
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  /// Not implemented.
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  /// Not implemented.
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}
  /// Not implemented.
  public func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) {}
  /// Not implemented.
  public func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) {}
}
