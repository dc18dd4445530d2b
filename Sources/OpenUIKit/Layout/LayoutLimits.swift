import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The numbers layout takes, and what it does with the ones it cannot: constraint constants and
/// multipliers, insets (layout margins, safe-area additions, content and indicator insets) and
/// fitting targets.
///
/// A NaN or infinite value is refused where a value stays (the old one stays; a constraint made
/// with one counts it as 0, or 1 for a multiplier), said once per name. A finite one beyond
/// ±``maximumMagnitude`` is brought back to it, said once, as UIKit substitutes "a smaller value"
/// for a constant that exceeds its internal limits: the solver moves a constant by its
/// difference, and one of 10¹⁹ set and then restored had lost the original to rounding (a view
/// left 0 wide); insets of 10³⁰⁰ left later layouts wrong after they were set back
/// (Docs/Limits.md).
enum LayoutLimits {
  /// The largest magnitude of a layout number, in points: far beyond any screen (a 100 million
  /// point constant keeps a hundredth of a nanometre's precision).
  static let maximumMagnitude: CGFloat = 1e8

  /// `value` within ±``maximumMagnitude`` (it is finite), said once per `name` when it was not.
  static func clamped(_ value: CGFloat, _ name: String) -> CGFloat {
    guard abs(value) > maximumMagnitude else { return value }
    Diagnostics.once(
      "layout-magnitude-\(name)",
      "\(name) \(value) exceeds the layout's limits; ±\(maximumMagnitude) is used (UIKit: \"a "
        + "smaller value will be substituted, but this problem should be fixed\")",
      module: "OpenUIKit")
    return value < 0 ? -maximumMagnitude : maximumMagnitude
  }

  /// `insets` as a view keeps them: refused (`old` stays) unless every edge is finite, each edge
  /// within ±``maximumMagnitude``.
  static func insets(_ insets: UIEdgeInsets, old: UIEdgeInsets, _ name: String) -> UIEdgeInsets {
    guard insets.isFinite else {
      Diagnostics.once(
        "layout-insets-\(name)", "\(name) \(insets) is not finite; it stays \(old)",
        module: "OpenUIKit")
      return old
    }
    return UIEdgeInsets(
      top: clamped(insets.top, name), left: clamped(insets.left, name),
      bottom: clamped(insets.bottom, name), right: clamped(insets.right, name))
  }

  /// A fitting target: each finite dimension within 0…``maximumMagnitude`` (a NaN or infinite
  /// one leaves that dimension free, as before).
  static func fittingTarget(_ target: CGSize) -> CGSize {
    func kept(_ value: CGFloat) -> CGFloat {
      value.isFinite ? clamped(max(value, 0), "systemLayoutSizeFitting target") : value
    }
    return CGSize(width: kept(target.width), height: kept(target.height))
  }
}
