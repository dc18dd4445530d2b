import Testing
import TimingCurves

/// The named curves against values computed independently (exact rational bisection of the
/// Bézier polynomials, to 80 bits, outside this code).
@Suite struct CubicBezierCurveTests {
  static let references: [(name: String, curve: CubicBezierCurve, values: [Double])] = [
    (
      "easeIn", CubicBezierCurve(0.42, 0, 1, 1),
      [0.01702661, 0.093464651, 0.315356813, 0.621861869, 0.839427846]
    ),
    (
      "easeOut", CubicBezierCurve(0, 0, 0.58, 1),
      [0.160572154, 0.378138131, 0.684643187, 0.906535349, 0.98297339]
    ),
    (
      "easeInEaseOut", CubicBezierCurve(0.42, 0, 0.58, 1),
      [0.019722454, 0.129161931, 0.5, 0.870838069, 0.980277546]
    ),
    (
      "default", CubicBezierCurve(0.25, 0.1, 0.25, 1),
      [0.094796306, 0.408510591, 0.802403388, 0.960458978, 0.994316477]
    ),
  ]
  static let times = [0.1, 0.25, 0.5, 0.75, 0.9]

  @Test(arguments: references.indices)
  func namedCurvesMatchTheReference(index: Int) {
    let (name, curve, values) = Self.references[index]
    for (x, expected) in zip(Self.times, values) {
      #expect(abs(curve.progress(at: x) - expected) < 1e-8, "\(name) at \(x)")
    }
  }

  @Test func endsAreExactAndLinearIsTheIdentity() {
    let linear = CubicBezierCurve(0, 0, 1, 1)
    for x in stride(from: 0.0, through: 1.0, by: 0.0625) {
      #expect(abs(linear.progress(at: x) - x) < 1e-9)
    }
    for (_, curve, _) in Self.references {
      #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
      #expect(curve.progress(at: -3) == 0 && curve.progress(at: 7) == 1)
    }
  }

  @Test func overshootingCurvesLeaveTheUnitRange() {
    // A "back" curve: y control points outside 0...1 overshoot, as Core Animation allows.
    let back = CubicBezierCurve(0.68, -0.55, 0.265, 1.55)
    #expect(back.progress(at: 0.1) < 0)
    #expect(back.progress(at: 0.9) > 1)
  }

  @Test func badControlPointsAreClampedNotTrusted() {
    let curve = CubicBezierCurve(.nan, .infinity, 4, -.infinity)
    #expect(curve.c1.x == 0 && curve.c1.y == 0 && curve.c2.x == 1 && curve.c2.y == 1)
    #expect(curve.progress(at: .nan) == 0)
    #expect(curve.progress(at: 0.5).isFinite)
  }

  @Test func theSlopeIsTheDerivative() {
    let curve = CubicBezierCurve(0.42, 0, 0.58, 1)
    let h = 1e-6
    for x in [0.2, 0.5, 0.8] {
      let numeric = (curve.progress(at: x + h) - curve.progress(at: x - h)) / (2 * h)
      #expect(abs(curve.slope(at: x) - numeric) < 1e-4)
    }
  }
}
