/// A timing curve from (0, 0) to (1, 1) with two control points, as `CAMediaTimingFunction` and
/// CSS's `cubic-bezier()` define it: the progress at a time fraction is found by solving the
/// curve's x polynomial for its parameter, then evaluating y there.
///
/// Solved, not tabulated: Newton's method from a good first guess, falling back to bisection
/// where the slope is too flat, to 1e-9 in x (far below a pixel over any duration).
public struct CubicBezierCurve: Sendable, Hashable {
  /// The first control point.
  public let c1: (x: Double, y: Double)
  /// The second control point.
  public let c2: (x: Double, y: Double)

  // Polynomial coefficients: x(t) = ((ax t + bx) t + cx) t, and the same for y.
  private let ax, bx, cx, ay, by, cy: Double

  /// A curve through (0, 0), `c1`, `c2`, (1, 1); x coordinates are clamped to 0...1 (outside it
  /// the curve would not be a function of time), y coordinates are free (overshoot).
  public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    let x1 = Self.clampedX(c1x)
    let x2 = Self.clampedX(c2x)
    let y1 = c1y.isFinite ? c1y : 0
    let y2 = c2y.isFinite ? c2y : 1
    c1 = (x1, y1)
    c2 = (x2, y2)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  private static func clampedX(_ value: Double) -> Double {
    value.isFinite ? min(max(value, 0), 1) : 0
  }

  /// Whether two curves have the same control points.
  public static func == (a: Self, b: Self) -> Bool { a.c1 == b.c1 && a.c2 == b.c2 }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(c1.x)
    hasher.combine(c1.y)
    hasher.combine(c2.x)
    hasher.combine(c2.y)
  }

  /// The curve's x at parameter `t`.
  public func x(at t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

  /// The curve's y at parameter `t`.
  public func y(at t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  private func slopeX(at t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The parameter at which the curve's x is `x` (in 0...1).
  public func parameter(forX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let epsilon = 1e-9
    // Newton's method from t = x: a few steps converge for every curve with a usable slope.
    var t = x
    for _ in 0..<8 {
      let error = self.x(at: t) - x
      if abs(error) < epsilon { return t }
      let slope = slopeX(at: t)
      if abs(slope) < 1e-6 { break }
      t -= error / slope
    }
    // Bisection: x(t) is monotonic on 0...1 when both control x are in 0...1.
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<64 {
      let value = self.x(at: t)
      if abs(value - x) < epsilon { return t }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// The progress (y) at time fraction `x`; `x` outside 0...1 is clamped.
  public func progress(at x: Double) -> Double {
    guard x.isFinite else { return x > 0 ? 1 : 0 }
    return y(at: parameter(forX: x))
  }

  /// The slope dy/dx at time fraction `x`: the velocity a retargeted animation carries over.
  public func slope(at x: Double) -> Double {
    let t = parameter(forX: min(max(x, 0), 1))
    let dx = slopeX(at: t)
    let dy = (3 * ay * t + 2 * by) * t + cy
    guard abs(dx) > 1e-12 else {
      return dy >= 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
    }
    return dy / dx
  }
}
