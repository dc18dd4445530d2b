import Foundation

/// The margins a view answers, as UIKit's: what it set (8 points on every side by default; zero
/// for a controller's root view), at least its controller's system minimum for a root view, plus
/// its safe area, and at least the superview's margins where it reaches into them.
extension UIView {
  /// Whether the margins are measured from the safe area: the safe area insets are added to the
  /// margins set, edge by edge, so that content placed by the margins stays clear of bars.
  ///
  /// Default `true`, as UIKit's.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { hasLayoutAttributes ? layoutAttributes.insetsFromSafeArea : true }
    set { changeMarginRule { $0.insetsFromSafeArea = newValue } }
  }

  /// Whether the superview's margins also count: where the view's edge lies closer to the
  /// superview's edge than the superview's margin, the view's margin grows to keep its content
  /// inside the superview's margin.
  ///
  /// Default `false`, as UIKit's. The margins are read as they are at the time (they follow the
  /// view's frame); `layoutMarginsDidChange()` is called when the superview's margins change, not
  /// for each move of the view.
  public var preservesSuperviewLayoutMargins: Bool {
    get { hasLayoutAttributes ? layoutAttributes.preservesSuperview : false }
    set { changeMarginRule { $0.preservesSuperview = newValue } }
  }

  /// Changes one of the rules the effective margins follow, and tells the view when they moved.
  private func changeMarginRule(_ change: (inout LayoutAttributes) -> Void) {
    let before = layoutMargins
    var attributes = layoutAttributes
    change(&attributes)
    layoutAttributes = attributes
    if layoutMargins != before { effectiveMarginsDidChange() }
  }

  /// The margins as they apply now (``layoutMargins``' getter).
  var effectiveLayoutMargins: UIEdgeInsets {
    let root = isViewControllerRoot
    guard hasLayoutAttributes || hasSafeAreaEntry || root else { return defaultLayoutMargins }
    let attributes = hasLayoutAttributes ? layoutAttributes : LayoutAttributes()
    var margins = root && !attributes.marginsWereSet ? .zero : attributes.layoutMargins
    if root, let controller = owningController, controller.viewRespectsSystemMinimumLayoutMargins {
      let minimum = UIEdgeInsets(
        controller.systemMinimumLayoutMargins, rightToLeft: isRightToLeft)
      margins = UIEdgeInsets(
        top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
        bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
    }
    if attributes.insetsFromSafeArea, hasSafeAreaEntry,
      let safe = UIView.safeAreaTable[ObjectIdentifier(self)]
    {
      margins = margins.adding(safe)
    }
    if attributes.preservesSuperview, let superview = storedSuperview {
      let outer = superview.layoutMargins
      let area = superview.bounds
      let frame = self.frame
      margins.top = max(margins.top, outer.top - (frame.minY - area.minY))
      margins.left = max(margins.left, outer.left - (frame.minX - area.minX))
      margins.bottom = max(margins.bottom, outer.bottom - (area.maxY - frame.maxY))
      margins.right = max(margins.right, outer.right - (area.maxX - frame.maxX))
    }
    return margins
  }

  /// The effective margins moved: constraints on margin attributes and guides are placed again,
  /// the view hears `layoutMarginsDidChange()` and lays out, and so do subviews that preserve its
  /// margins.
  func effectiveMarginsDidChange() {
    LayoutEngine.marginsChanged(self)
    layoutMarginsDidChange()
    setNeedsLayout()
    // A stack that arranges within its margins holds some as constants (its proportional
    // shares, its spanning fit).
    if let stack = self as? UIStackView, stack.isLayoutMarginsRelativeArrangement {
      stack.arrangementDidChange()
    }
    for subview in storedSubviews
    where subview.hasLayoutAttributes && subview.layoutAttributes.preservesSuperview {
      subview.effectiveMarginsDidChange()
    }
  }
}

extension UIViewController {
  /// The smallest margins the root view takes (unless
  /// ``viewRespectsSystemMinimumLayoutMargins`` is `false`): 20 points leading and trailing, 0
  /// top and bottom, as UIKit gives a regular-width interface (an iPad's, Mac Catalyst's, every
  /// desktop window's here); 16 points leading and trailing when the controller's horizontal size
  /// class is compact, as on an iPhone.
  public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let side: CGFloat = traitCollection.horizontalSizeClass == .compact ? 16 : 20
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }
}
