import Foundation
@_spi(Compositor) import OpenCoreGraphics
import TimingCurves

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a name from its Core Animation string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Even pacing: (0, 0, 1, 1).
  public static let linear = Self(rawValue: "linear")
  /// Slow start: (0.42, 0, 1, 1).
  public static let easeIn = Self(rawValue: "easeIn")
  /// Slow end: (0, 0, 0.58, 1).
  public static let easeOut = Self(rawValue: "easeOut")
  /// Slow start and end: (0.42, 0, 0.58, 1).
  public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
  /// The system's default curve: (0.25, 0.1, 0.25, 1).
  public static let `default` = Self(rawValue: "default")
}

/// A cubic Bézier curve mapping an animation's time fraction to its progress, as Core Animation's
/// `CAMediaTimingFunction`.
///
/// The curve runs from (0, 0) to (1, 1) through two control points; the progress at a time
/// fraction is found by solving the curve (`TimingCurves.CubicBezierCurve`), not from a table.
open class CAMediaTimingFunction: CustomStringConvertible {
  let curve: CubicBezierCurve

  /// One of the predefined curves; an unknown name gives the linear curve, with a diagnostic.
  public convenience init(name: CAMediaTimingFunctionName) {
    let points: (Float, Float, Float, Float)
    switch name {
    case .linear: points = (0, 0, 1, 1)
    case .easeIn: points = (0.42, 0, 1, 1)
    case .easeOut: points = (0, 0, 0.58, 1)
    case .easeInEaseOut: points = (0.42, 0, 0.58, 1)
    case .default: points = (0.25, 0.1, 0.25, 1)
    default:
      Diagnostics.once(
        "timing-function-name-\(name.rawValue)",
        "CAMediaTimingFunction(name: \"\(name.rawValue)\") is not a predefined name; linear is used"
      )
      points = (0, 0, 1, 1)
    }
    self.init(controlPoints: points.0, points.1, points.2, points.3)
  }

  /// A curve through (0, 0), (`c1x`, `c1y`), (`c2x`, `c2y`), (1, 1).
  ///
  /// The x coordinates are clamped to 0...1 (the curve must be a function of time); y coordinates
  /// may leave it, for curves that overshoot. Values that are not finite are replaced by the linear
  /// curve's.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    curve = CubicBezierCurve(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
  }

  /// Writes control point `idx` (0...3) as two floats to `ptr`; other indices write nothing.
  public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let point: (x: Double, y: Double)
    switch idx {
    case 0: point = (0, 0)
    case 1: point = curve.c1
    case 2: point = curve.c2
    case 3: point = (1, 1)
    default: return
    }
    ptr[0] = Float(point.x)
    ptr[1] = Float(point.y)
  }

  /// The progress at time fraction `t` (clamped to 0...1): an OpenUIKit addition, what Core
  /// Animation evaluates internally.
  public func evaluate(at t: Double) -> Double { curve.progress(at: t) }

  /// The control points, for debugging.
  public var description: String {
    "CAMediaTimingFunction(\(curve.c1.x), \(curve.c1.y), \(curve.c2.x), \(curve.c2.y))"
  }
}
