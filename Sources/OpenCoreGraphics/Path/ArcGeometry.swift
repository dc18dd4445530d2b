import Foundation

/// Arcs as cubic Bézier curves, the way Core Graphics stores them.
enum ArcGeometry {
  /// Cubic segments (of at most a quarter turn each) approximating the unit circle from angle `a0`
  /// to `a1`.
  ///
  /// The caller has already placed the current point at `(cos a0, sin a0)`.
  static func unitArcCurves(from a0: CGFloat, to a1: CGFloat) -> [PathElement] {
    let sweep = a1 - a0
    guard sweep != 0, sweep.isFinite else { return [] }
    let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(count)
    // Control-point distance for a circular arc of `step` radians.
    let k = 4.0 / 3.0 * tan(step / 4)
    var result: [PathElement] = []
    var angle = a0
    for _ in 0..<count {
      let next = angle + step
      let (c0, s0) = (cos(angle), sin(angle))
      let (c1, s1) = (cos(next), sin(next))
      result.append(
        .curve(
          CGPoint(x: c0 - k * s0, y: s0 + k * c0),
          CGPoint(x: c1 + k * s1, y: s1 - k * c1),
          CGPoint(x: c1, y: s1)))
      angle = next
    }
    return result
  }

  /// The line and arc of a tangent arc (`CGPathAddArcToPoint`).
  static func tangentArc(
    from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, radius: CGFloat
  ) -> [PathElement] {
    let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
    let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
    let len1 = hypot(v1.x, v1.y)
    let len2 = hypot(v2.x, v2.y)
    let cross = v1.x * v2.y - v1.y * v2.x
    // Degenerate (collinear points or zero radius): a straight line to p1.
    guard radius > 0, radius.isFinite, len1 > 0, len2 > 0, abs(cross) > 1e-12 else {
      return [.line(p1)]
    }
    let cosTheta = (v1.x * v2.x + v1.y * v2.y) / (len1 * len2)
    let theta = acos(min(max(cosTheta, -1), 1))
    let distance = radius / tan(theta / 2)
    let t1 = CGPoint(x: p1.x + v1.x / len1 * distance, y: p1.y + v1.y / len1 * distance)
    let t2 = CGPoint(x: p1.x + v2.x / len2 * distance, y: p1.y + v2.y / len2 * distance)
    // The center lies along the bisector, at radius from both tangents.
    let bisector = CGPoint(x: v1.x / len1 + v2.x / len2, y: v1.y / len1 + v2.y / len2)
    let bisectorLength = hypot(bisector.x, bisector.y)
    let centerDistance = radius / sin(theta / 2)
    let center = CGPoint(
      x: p1.x + bisector.x / bisectorLength * centerDistance,
      y: p1.y + bisector.y / bisectorLength * centerDistance)
    let a0 = atan2(t1.y - center.y, t1.x - center.x)
    // The arc spans π - θ < π: take the shorter signed sweep.
    var sweep = atan2(t2.y - center.y, t2.x - center.x) - a0
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    let a1 = a0 + sweep
    let toPath = CGAffineTransform(scaleX: radius, y: radius)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    return [.line(t1)] + unitArcCurves(from: a0, to: a1).map { $0.applying(toPath) }
  }
}
