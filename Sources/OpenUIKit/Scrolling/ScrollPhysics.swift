import Foundation

/// The curves scrolling follows, as pure functions of time and distance (Docs/Scrolling.md gives
/// their sources).
///
/// - **Deceleration** (UIKit's `decelerationRate` d, per millisecond): the velocity after t ms is
///   v₀·dᵗ, and the offset x₀ + v₀·d·(1 − dᵗ)/(1 − d), which tends to the projection
///   x₀ + v₀·d/(1 − d) (velocities in points per millisecond).
/// - **Rubber band**: a finger overscroll x on an axis of length L shows as
///   (1 − 1/(x·c/L + 1))·L, c = 0.55.
/// - **Spring back**: a critically damped spring, s(τ) = (s₀ + (v₀ + ω·s₀)·τ)·e^(−ωτ), ω = 12 s⁻¹
///   (τ in seconds), which settles in about half a second.
public enum ScrollPhysics {
  /// The rubber band's resistance constant.
  public static let rubberBandCoefficient: CGFloat = 0.55
  /// The spring's natural frequency, in radians per second.
  public static let springFrequency: CGFloat = 12
  /// The fastest a fling enters the spring at an edge, in points per second: the overshoot peaks
  /// at v/(ω·e), about 61 points past where it entered.
  public static let maximumSpringVelocity: CGFloat = 2000
  /// Motion closer than this to its end, in points, ends there (half a pixel at scale 2).
  public static let restDistance: CGFloat = 0.25

  /// Where `overscroll` points past an edge show, on an axis `dimension` points long.
  public static func rubberBand(_ overscroll: CGFloat, dimension: CGFloat) -> CGFloat {
    guard overscroll.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
    let magnitude = abs(overscroll)
    let shown = (1 - 1 / (magnitude * rubberBandCoefficient / dimension + 1)) * dimension
    return overscroll < 0 ? -shown : shown
  }

  /// The inverse of ``rubberBand(_:dimension:)``: the finger overscroll that shows `shown`.
  public static func fingerOverscroll(showing shown: CGFloat, dimension: CGFloat) -> CGFloat {
    guard shown.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
    let fraction = min(abs(shown) / dimension, 0.999_999)
    let finger = (1 / (1 - fraction) - 1) * dimension / rubberBandCoefficient
    return shown < 0 ? -finger : finger
  }

  /// How far a velocity of `velocity` points per millisecond carries, decelerating at `rate`.
  public static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
    guard velocity.isFinite, rate > 0, rate < 1 else { return 0 }
    return velocity * rate / (1 - rate)
  }

  /// The velocity (points per millisecond) that decelerating at `rate` carries exactly `distance`.
  public static func velocity(toTravel distance: CGFloat, rate: CGFloat) -> CGFloat {
    guard distance.isFinite, rate > 0, rate < 1 else { return 0 }
    return distance * (1 - rate) / rate
  }

  /// The distance travelled after `milliseconds` of deceleration from `velocity`.
  public static func decelerationDistance(
    velocity: CGFloat, rate: CGFloat, milliseconds: CGFloat
  ) -> CGFloat {
    guard rate > 0, rate < 1, milliseconds > 0 else { return 0 }
    return velocity * rate * (1 - pow(rate, milliseconds)) / (1 - rate)
  }

  /// The velocity after `milliseconds` of deceleration from `velocity`.
  public static func decelerationVelocity(
    velocity: CGFloat, rate: CGFloat, milliseconds: CGFloat
  ) -> CGFloat {
    guard rate > 0, rate < 1, milliseconds > 0 else { return velocity }
    return velocity * pow(rate, milliseconds)
  }

  /// The spring's displacement and velocity (points per second) `seconds` after it started at
  /// `displacement` with `velocity`.
  public static func spring(
    displacement: CGFloat, velocity: CGFloat, seconds: CGFloat
  ) -> (displacement: CGFloat, velocity: CGFloat) {
    let omega = springFrequency
    let decay = exp(-omega * seconds)
    let b = velocity + omega * displacement
    let position = (displacement + b * seconds) * decay
    let speed = (b - omega * (displacement + b * seconds)) * decay
    return (position, speed)
  }

  /// The ease-in-out curve of a programmatic animated scroll, for a fraction of its duration.
  public static func easeInOut(_ fraction: CGFloat) -> CGFloat {
    let t = min(max(fraction, 0), 1)
    return t * t * (3 - 2 * t)
  }

  /// Cubic ease-out of `fraction` (clamped to 0…1): fast at first, settling gently, so a glide
  /// retargeted by the next wheel notch keeps moving.
  public static func easeOut(_ fraction: CGFloat) -> CGFloat {
    let rest = 1 - min(max(fraction, 0), 1)
    return 1 - rest * rest * rest
  }

  /// How long a wheel notch's glide takes, in seconds: a desktop wheel steps precisely (GTK and
  /// browsers ease a notch over 100–200 ms); momentum is for touchpads.
  public static let wheelGlideDuration: CFTimeInterval = 0.15
}
