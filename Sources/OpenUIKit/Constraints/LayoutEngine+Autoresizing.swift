import Foundation
import LayoutSolver

/// A view that translates its autoresizing mask, as constraints: UIKit's springs and struts.
///
/// Each axis's flexible parts (leading margin, length, trailing margin) share a change of the
/// superview's size in proportion to their current lengths (equally when they have none), as
/// `UIView.autoresize` moves the frame when the superview's bounds change. As constraints, the
/// origin and the length are linear in the superview's size: `x = L + a·(S′ − S)`,
/// `w = W + c·(S′ − S)`, with `a` and `c` the shares of the origin and length, `S` the size when
/// pinned. A view without a flexible part on an axis (or whose superview does not
/// `autoresizesSubviews`) is held at its frame on that axis. So other constraints see where the
/// view will be once its superview takes the size they solve, in the same solve.
struct AutoresizingShares: Equatable {
  /// The shares of the horizontal size change taken by the origin and the width.
  var x = 0.0
  var width = 0.0
  /// The shares of the vertical size change taken by the origin and the height.
  var y = 0.0
  var height = 0.0

  /// Whether any part flexes.
  var flexes: Bool { x != 0 || width != 0 || y != 0 || height != 0 }

  /// Whether the shares are the same but for rounding: recomputed from a frame the superview's
  /// resize moved by them, they come back equal to within a few ulps.
  func isClose(to other: AutoresizingShares?) -> Bool {
    guard let other else { return false }
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }
    return near(x, other.x) && near(width, other.width) && near(y, other.y)
      && near(height, other.height)
  }

  /// The shares of a mask for a view at `frame` in a superview of `size`.
  init(_ mask: UIView.AutoresizingMask, frame: CGRect, in size: CGSize) {
    (x, width) = Self.shares(
      origin: frame.minX, length: frame.width, total: size.width,
      lead: mask.contains(.flexibleLeftMargin), length: mask.contains(.flexibleWidth),
      trail: mask.contains(.flexibleRightMargin))
    (y, height) = Self.shares(
      origin: frame.minY, length: frame.height, total: size.height,
      lead: mask.contains(.flexibleTopMargin), length: mask.contains(.flexibleHeight),
      trail: mask.contains(.flexibleBottomMargin))
  }

  init() {}

  /// The origin's and the length's shares on one axis (`UIView.adjust`'s proportions).
  private static func shares(
    origin: CGFloat, length size: CGFloat, total: CGFloat, lead: Bool, length: Bool, trail: Bool
  ) -> (Double, Double) {
    guard lead || length || trail else { return (0, 0) }
    let leadPart = lead ? max(origin, 0) : 0
    let lengthPart = length ? max(size, 0) : 0
    let trailPart = trail ? max(total - origin - size, 0) : 0
    let sum = leadPart + lengthPart + trailPart
    guard sum > 0, sum.isFinite else {
      let count = Double((lead ? 1 : 0) + (length ? 1 : 0) + (trail ? 1 : 0))
      return (lead ? 1 / count : 0, length ? 1 / count : 0)
    }
    return (Double(leadPart / sum), Double(lengthPart / sum))
  }
}

extension LayoutEngine {
  /// Whether two pins' shares are the same (both held at the frame, or close).
  static func sameShares(_ a: AutoresizingShares?, _ b: AutoresizingShares?) -> Bool {
    guard let a else { return b == nil }
    return a.isClose(to: b)
  }

  /// The shares `view` takes of its superview's size changes, and the superview; `nil` when it
  /// is held at its frame (no flexible part, the engine's root, a superview that does not
  /// autoresize its subviews, or a stack view's arranged view).
  func autoresizing(of view: UIView, frame: CGRect) -> (AutoresizingShares, UIView)? {
    guard view !== root, view.translatesAutoresizingMaskIntoConstraints,
      !view.autoresizingMask.isEmpty, let superview = view.storedSuperview,
      superview.autoresizesSubviews
    else { return nil }
    let shares = AutoresizingShares(
      view.autoresizingMask, frame: frame, in: superview.bounds.size)
    return shares.flexes ? (shares, superview) : nil
  }

  /// The four pins of a view at `rect` (its alignment rectangle for `frame`): each variable equal
  /// to its value, plus its share of the superview's size change where it flexes.
  func autoresizingPins(
    of item: Item, rect: CGRect, frame: CGRect, priority: Double
  ) -> [LinearConstraint] {
    let values = [rect.minX, rect.minY, rect.width, rect.height].map(Double.init)
    let variables = [item.x, item.y, item.width, item.height]
    guard let view = item.view, let (shares, superview) = autoresizing(of: view, frame: frame)
    else {
      item.pinShares = nil
      return zip(variables, values).map { LinearConstraint($0, .equal, $1, priority: priority) }
    }
    item.pinShares = shares
    let outer = self.item(for: superview)
    // The superview's bounds size, from its variables (which place its alignment rectangle).
    let insets = superview.alignmentRectInsets
    let size = superview.bounds.size
    let width = LinearExpression(outer.width) + Double(insets.left + insets.right)
    let height = LinearExpression(outer.height) + Double(insets.top + insets.bottom)
    let sizes = [width, height, width, height]
    let current = [size.width, size.height, size.width, size.height].map(Double.init)
    let share = [shares.x, shares.y, shares.width, shares.height]
    return (0..<4).map { index in
      // v = value + share·(S′ − S)  ⇔  v − share·S′ = value − share·S
      LinearConstraint(
        LinearExpression(variables[index]) - share[index] * sizes[index], .equal,
        LinearExpression(values[index] - share[index] * current[index]), priority: priority)
    }
  }
}
