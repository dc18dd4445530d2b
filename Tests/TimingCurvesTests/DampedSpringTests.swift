import Testing
import TimingCurves

/// Springs against a numerical integration of m x'' + c x' + k x = 0 (fourth-order Runge–Kutta at
/// 10 µs steps, computed outside this code, to 1e-8), and settling against Apple's documented figures.
@Suite struct DampedSpringTests {
  static let times = [0.1, 0.3, 0.5, 1.0]

  static let references: [(spring: DampedSpring, progress: [Double])] = [
    (
      DampedSpring(mass: 1, stiffness: 100, damping: 10),
      [0.34029985, 1.12435477, 1.07459057, 1.00217012]
    ),
    (
      DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5),
      [0.60705344, 1.19097609, 1.03061936, 1.00486286]
    ),
    (
      DampedSpring(mass: 1, stiffness: 100, damping: 20),
      [0.26424112, 0.80085173, 0.95957232, 0.9995006]
    ),
    (
      DampedSpring(mass: 1, stiffness: 100, damping: 40),
      [0.17773658, 0.51777536, 0.71782883, 0.92609593]
    ),
    (
      DampedSpring(mass: 2, stiffness: 300, damping: 8, initialVelocity: -3),
      [0.39289676, 1.59148719, 0.67924171, 0.90619235]
    ),
  ]

  @Test(arguments: references.indices)
  func theClosedFormMatchesTheIntegratedOscillator(index: Int) {
    let (spring, progress) = Self.references[index]
    for (t, expected) in zip(Self.times, progress) {
      #expect(abs(spring.progress(at: t) - expected) < 1e-7, "\(spring) at \(t)")
    }
    #expect(abs(spring.progress(at: 0)) < 1e-15)
  }

  @Test func settlingMatchesApplesDocumentedFigures() {
    // CASpringAnimation.settlingDuration's documentation: mass 1, stiffness 100; damping 5 settles
    // in about 2.85 s, damping 15 in just over a second.
    let loose = DampedSpring(mass: 1, stiffness: 100, damping: 5).settlingDuration
    let firm = DampedSpring(mass: 1, stiffness: 100, damping: 15).settlingDuration
    #expect(abs(loose - 2.85) < 0.03)
    #expect(firm > 1 && firm < 1.05)
    // Settled means within the threshold from then on.
    for spring in Self.references.map(\.spring) {
      let settled = spring.settlingDuration
      for step in 0..<200 {
        let t = settled + Double(step) * 0.01
        #expect(abs(spring.displacement(at: t)) <= DampedSpring.restThreshold + 1e-12)
      }
    }
  }

  @Test func perceptualDurationAndBounceMapAsSwiftUIDocumentsThem() {
    let spring = DampedSpring(perceptualDuration: 0.5, bounce: 0.3)
    #expect(abs(spring.naturalFrequency - 2 * Double.pi / 0.5) < 1e-12)
    #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
    let smooth = DampedSpring(perceptualDuration: 0.5, bounce: 0)
    #expect(abs(smooth.dampingRatio - 1) < 1e-12)
    let flattened = DampedSpring(perceptualDuration: 0.5, bounce: -0.5)
    #expect(abs(flattened.dampingRatio - 2) < 1e-12)
  }

  @Test func badParametersFallBackToCoreAnimationsDefaults() {
    let spring = DampedSpring(mass: -1, stiffness: .nan, damping: -.infinity, initialVelocity: .nan)
    #expect(spring == DampedSpring())
    #expect(spring.settlingDuration.isFinite)
    // No damping: it never settles; the estimate is capped at an hour.
    #expect(DampedSpring(damping: 0).settlingDuration == 3600)
  }
}
