import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The clamps on the numbers of Core Animation's timing, applied where they are set (an
/// animation's or a layer's `CAMediaTiming` properties, `CATransaction.setAnimationDuration(_:)`),
/// so that what is read back is what runs.
///
/// A NaN is refused (the value before stays); a negative duration counts as 0 (as Core Animation
/// treats it: the transaction's duration when the animation is added); a duration or a speed
/// beyond what a timeline can mean is brought back to ``maximumDuration`` or
/// ``maximumSpeed``; an infinite begin time or time offset is refused. A repeat count or repeat
/// duration of `.infinity` stays: it repeats forever. Each is said once per property
/// (Docs/Limits.md).
enum MediaTimingLimits {
  /// The longest duration kept: about 31 years (a longer one moves nothing anyone could see).
  static let maximumDuration: CFTimeInterval = 1e9
  /// The fastest speed kept, either way.
  static let maximumSpeed: Float = 1e6

  /// A duration to store in place of `value` (`old` stays for NaN).
  static func duration(_ value: CFTimeInterval, old: CFTimeInterval, _ name: String)
    -> CFTimeInterval
  {
    if value.isNaN { return refuse(value, old: old, name) }
    if value < 0 { return clamp(value, to: 0, name, "counts as 0") }
    if value > maximumDuration { return clamp(value, to: maximumDuration, name, "is cut") }
    return value
  }

  /// A repeat duration: as a duration, but `.infinity` (forever) stays.
  static func repeatDuration(_ value: CFTimeInterval, old: CFTimeInterval) -> CFTimeInterval {
    value == .infinity ? value : duration(value, old: old, "repeatDuration")
  }

  /// A repeat count: NaN refused, negative counts as 0, `.infinity` (forever) stays.
  static func repeatCount(_ value: Float, old: Float) -> Float {
    if value.isNaN { return refuse(value, old: old, "repeatCount") }
    if value < 0 { return clamp(value, to: 0, "repeatCount", "counts as 0") }
    return value
  }

  /// A speed: NaN refused, beyond ±``maximumSpeed`` brought back.
  static func speed(_ value: Float, old: Float) -> Float {
    if value.isNaN { return refuse(value, old: old, "speed") }
    if abs(value) > maximumSpeed {
      return clamp(value, to: value < 0 ? -maximumSpeed : maximumSpeed, "speed", "is cut")
    }
    return value
  }

  /// A point in time (`beginTime`, `timeOffset`): refused unless finite.
  static func time(_ value: CFTimeInterval, old: CFTimeInterval, _ name: String)
    -> CFTimeInterval
  {
    value.isFinite ? value : refuse(value, old: old, name)
  }

  private static func refuse<Value>(_ value: Value, old: Value, _ name: String) -> Value {
    Diagnostics.once(
      "timing-\(name)-refused", "\(name) \(value) is refused: the old \(old) stays")
    return old
  }

  private static func clamp<Value>(_ value: Value, to limit: Value, _ name: String, _ what: String)
    -> Value
  {
    Diagnostics.once("timing-\(name)-clamped", "\(name) \(value) \(what): \(limit) is used")
    return limit
  }
}
