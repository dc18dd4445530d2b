import Foundation

/// A mass on a damped spring, solved in closed form: the motion of Core Animation's
/// `CASpringAnimation` and UIKit's spring animations.
///
/// The spring pulls the mass from a displacement of 1 (the start) towards 0 (the target); the
/// progress is 1 − displacement. The three regimes of `m x'' + c x' + k x = 0` are solved
/// exactly: underdamped (ζ < 1, it oscillates), critically damped (ζ = 1) and overdamped.
public struct DampedSpring: Sendable, Hashable {
  /// The mass, finite and positive.
  public let mass: Double
  /// The stiffness coefficient k, finite and positive.
  public let stiffness: Double
  /// The damping coefficient c, finite and not negative.
  public let damping: Double
  /// The initial velocity towards the target, in distances per second (1: the whole distance in
  /// one second), as `CASpringAnimation.initialVelocity`.
  public let initialVelocity: Double

  /// The undamped angular frequency ω₀ = √(k/m).
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
  /// The damping ratio ζ = c / (2√(km)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The range each coefficient is kept in (``init(mass:stiffness:damping:initialVelocity:)``)
  /// and the fastest initial velocity: within it ω₀ stays below 10⁶ per second and every term
  /// of the motion is finite (a mass of 1e-300 on a stiffness of 1e300 made ω₀ infinite and the
  /// progress NaN).
  public static let coefficientRange = 1e-6...1e6

  /// A spring; values that are NaN, infinite or not positive are replaced by Core Animation's
  /// defaults (mass 1, stiffness 100, damping 10; damping may be 0), and the rest kept within
  /// ``coefficientRange`` (the velocity within ±10⁶).
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
    initialVelocity: Double = 0
  ) {
    let range = Self.coefficientRange
    func kept(_ value: Double) -> Double { min(max(value, range.lowerBound), range.upperBound) }
    self.mass = mass.isFinite && mass > 0 ? kept(mass) : 1
    self.stiffness = stiffness.isFinite && stiffness > 0 ? kept(stiffness) : 100
    self.damping = damping.isFinite && damping >= 0 ? (damping == 0 ? 0 : kept(damping)) : 10
    self.initialVelocity =
      initialVelocity.isFinite ? min(max(initialVelocity, -range.upperBound), range.upperBound) : 0
  }

  /// The spring of iOS 17's `perceptualDuration` and `bounce`.
  ///
  /// As SwiftUI's `Spring(duration:bounce:)`: mass 1, stiffness (2π / duration)², damping ratio 1 − bounce for bounce ≥ 0 and
  /// 1 / (1 + bounce) below (overdamped). Bounce is clamped to −1...1 (exclusive of −1), the
  /// duration to at least a millisecond.
  public init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) {
    let duration = perceptualDuration.isFinite ? max(perceptualDuration, 0.001) : 0.5
    let b = bounce.isFinite ? min(max(bounce, -0.999), 1) : 0
    let omega = 2 * Double.pi / duration
    let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
    self.init(
      mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega,
      initialVelocity: initialVelocity)
  }

  /// The displacement from the target at time `t` (1 at t = 0, 0 at rest).
  public func displacement(at t: Double) -> Double {
    let t = max(t, 0)
    let omega = naturalFrequency
    let zeta = dampingRatio
    // x(0) = 1; x'(0) = −v0 (moving towards the target reduces the displacement).
    let v = -initialVelocity
    if zeta < 1 {
      let decay = zeta * omega
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (v + decay) / omegaD
      return exp(-decay * t) * (cos(omegaD * t) + b * sin(omegaD * t))
    } else if zeta == 1 {
      return exp(-omega * t) * (1 + (v + omega) * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v - r1) / (r2 - r1)
      let c1 = 1 - c2
      return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }

  /// The progress towards the target at time `t`: 0 at the start, 1 at rest (beyond 1 while it
  /// overshoots).
  public func progress(at t: Double) -> Double { 1 - displacement(at: t) }

  /// How far the displacement's envelope may be from rest, as a fraction of the distance, for the
  /// spring to count as settled: 0.0008, which reproduces Apple's documented figures for
  /// `settlingDuration` (about 2.85 s at damping 5, just over 1 s at damping 15, with mass 1,
  /// stiffness 100 and no initial velocity).
  public static let restThreshold = 0.0008

  /// The time after which the motion stays within ``restThreshold`` of the target.
  ///
  /// For an underdamped spring, it is when the envelope A·e^(−ζω₀t) falls below it; otherwise the last time
  /// the (monotonic after at most one crossing) displacement bound exceeds it. At most an hour.
  public var settlingDuration: Double {
    let omega = naturalFrequency
    let zeta = dampingRatio
    let v = -initialVelocity
    let threshold = Self.restThreshold
    let limit = 3600.0
    if zeta < 1 {
      let decay = zeta * omega
      guard decay > 0 else { return limit }
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (v + decay) / omegaD
      let amplitude = (1 + b * b).squareRoot()
      return min(max(log(amplitude / threshold) / decay, 0), limit)
    }
    // A bound on |x(t)| that decreases once past its peak: find where it drops below the
    // threshold for good by bisection after stepping past the peak.
    func bound(_ t: Double) -> Double {
      if zeta == 1 { return exp(-omega * t) * (1 + abs(v + omega) * t) }
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v - r1) / (r2 - r1)
      let c1 = 1 - c2
      return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }
    var high = 1 / omega
    while bound(high) >= threshold, high < limit { high *= 2 }
    guard high < limit else { return limit }
    var low = 0.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bound(mid) >= threshold { low = mid } else { high = mid }
    }
    return high
  }
}
