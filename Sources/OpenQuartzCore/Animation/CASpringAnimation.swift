import Foundation
@_spi(Compositor) import OpenCoreGraphics
import TimingCurves

/// A basic animation driven by a damped spring, as Core Animation's `CASpringAnimation`.
///
/// The progress follows the motion of a mass on a spring (`TimingCurves.DampedSpring`, solved in
/// closed form) over real time: `duration` cuts it off (set it to ``settlingDuration`` to let it come
/// to rest); the timing function is not used.
open class CASpringAnimation: CABasicAnimation {
  /// The mass attached to the spring; default 1.
  ///
  /// One that is not greater than 0 is reset to 1, with Core Animation's message; one outside
  /// 10⁻⁶…10⁶ is brought inside (`DampedSpring.coefficientRange`), said once.
  open var mass: CGFloat = 1 {
    didSet { mass = Self.checked(mass, "mass", default: 1, zeroAllowed: false) }
  }
  /// The spring's stiffness; default 100.
  ///
  /// One that is not greater than 0 is reset to 100, as Core Animation's; kept within 10⁻⁶…10⁶.
  open var stiffness: CGFloat = 100 {
    didSet { stiffness = Self.checked(stiffness, "stiffness", default: 100, zeroAllowed: false) }
  }
  /// The damping coefficient; default 10.
  ///
  /// One below 0 is reset to 10, as Core Animation's; kept at most 10⁶.
  open var damping: CGFloat = 10 {
    didSet { damping = Self.checked(damping, "damping", default: 10, zeroAllowed: true) }
  }
  /// The starting velocity towards the target, in distances per second; default 0.
  ///
  /// A NaN or infinite one counts as 0; kept within ±10⁶.
  open var initialVelocity: CGFloat = 0 {
    didSet {
      let limit = CGFloat(DampedSpring.coefficientRange.upperBound)
      if !initialVelocity.isFinite || abs(initialVelocity) > limit {
        Diagnostics.once(
          "spring-initialVelocity",
          "CASpringAnimation: initialVelocity \(initialVelocity) is kept within ±\(limit)")
        initialVelocity = initialVelocity.isNaN ? 0 : min(max(initialVelocity, -limit), limit)
      }
    }
  }

  /// A coefficient as Core Animation takes it: reset to `fallback` with its message when it is
  /// not greater than 0 (or, `zeroAllowed`, below 0), else kept within the solved range.
  private static func checked(
    _ value: CGFloat, _ name: String, default fallback: CGFloat, zeroAllowed: Bool
  ) -> CGFloat {
    guard !value.isNaN, zeroAllowed ? value >= 0 : value > 0 else {
      Diagnostics.once(
        "spring-\(name)",
        "CoreAnimation: \(name) must be greater than \(zeroAllowed ? "or equal to " : "")0.")
      return fallback
    }
    let range = DampedSpring.coefficientRange
    let kept =
      zeroAllowed && value == 0 ? 0 : min(max(Double(value), range.lowerBound), range.upperBound)
    if kept != Double(value) {
      Diagnostics.once(
        "spring-\(name)-range", "CASpringAnimation: \(name) \(value) is kept within \(range)")
    }
    return CGFloat(kept)
  }
  /// Whether a damping ratio above 1 is honoured (iOS 17); when `false` (the default) the ratio is
  /// capped at 1, critically damped.
  open var allowsOverdamping = false

  /// Creates a spring with Core Animation's defaults.
  public required init() { super.init() }

  /// A spring that takes about `perceptualDuration` seconds and bounces by `bounce` (−1...1), as
  /// iOS 17's initializer.
  public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
    self.init()
    let spring = DampedSpring(perceptualDuration: perceptualDuration, bounce: Double(bounce))
    mass = CGFloat(spring.mass)
    stiffness = CGFloat(spring.stiffness)
    damping = CGFloat(spring.damping)
    allowsOverdamping = bounce < 0
    duration = spring.settlingDuration
  }

  /// The duration the spring was described with (iOS 17): 2π / ω₀.
  open var perceptualDuration: TimeInterval {
    2 * .pi / self.spring.naturalFrequency
  }

  /// How much the spring bounces (iOS 17): 1 − ζ, or 1 − 1/ζ when overdamped.
  open var bounce: CGFloat {
    let ratio = spring.dampingRatio
    return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
  }

  /// How long the spring takes to come to rest, for the current parameters.
  open var settlingDuration: CFTimeInterval { spring.settlingDuration }

  /// The spring these parameters describe.
  var spring: DampedSpring {
    var model = DampedSpring(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      initialVelocity: Double(initialVelocity))
    if !allowsOverdamping, model.dampingRatio > 1 {
      let critical = 2 * (model.stiffness * model.mass).squareRoot()
      model = DampedSpring(
        mass: model.mass, stiffness: model.stiffness, damping: critical,
        initialVelocity: model.initialVelocity)
    }
    return model
  }

  /// Copies `other`'s state, this class's properties included.
  open override func copyState(from other: CAAnimation) {
    super.copyState(from: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
    allowsOverdamping = other.allowsOverdamping
  }

  /// The spring's model, made once per added copy.
  private var solvedSpring: DampedSpring?

  override func progress(at time: AnimationTime) -> Double {
    let model = solvedSpring ?? spring
    solvedSpring = model
    return model.progress(at: time.local)
  }
}
