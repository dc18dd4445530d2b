import Foundation

extension UIView {
  /// Whether the constraints that affect the view leave its frame free to be more than one
  /// rectangle.
  ///
  /// For debugging, as in UIKit. A view that translates its autoresizing mask is never ambiguous;
  /// one that does not, and that no constraint names, always is.
  public var hasAmbiguousLayout: Bool { LayoutEngine.hasAmbiguousLayout(self) }

  /// Moves a view with an ambiguous layout to another frame its constraints allow, alternating
  /// between two on each call, to show in which way it is free.
  ///
  /// For debugging, as in UIKit; does nothing when the layout is not ambiguous.
  public func exerciseAmbiguityInLayout() { LayoutEngine.exercise(self) }

  /// The constraints that hold the view where it is along `axis`, for debugging.
  ///
  /// The active constraints tight at the current solution for the view's position or size on
  /// that axis, wherever they are held; the engine's own (pinned frames, intrinsic sizes) are
  /// not listed.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    LayoutEngine.constraintsAffectingLayout(of: self, for: axis)
  }
}

extension UILayoutGuide {
  /// Whether the constraints on the guide leave its frame free to be more than one rectangle
  /// (a system guide is always placed).
  public var hasAmbiguousLayout: Bool { LayoutEngine.hasAmbiguousLayout(self) }

  /// The constraints that hold the guide where it is along `axis`, for debugging.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    LayoutEngine.constraintsAffectingLayout(of: self, for: axis)
  }
}
