import Foundation

/// The one checked conversion from geometry (points, pixels as `CGFloat`) to device integers.
///
/// Swift traps when a `Double` beyond `Int`'s range is converted, so every pixel count, offset and
/// raster size derived from user geometry goes through here: non-finite values and values beyond
/// ``limit`` give `nil` (the caller refuses or clamps), never a trap. The limit is `Int32`'s range,
/// what cairo and pixman take.
///
/// Not API: imported with `@_spi(Compositor)`.
@_spi(Compositor)
public enum DeviceInteger {
  /// The largest magnitude converted: `Int32.max`.
  public static let limit = CGFloat(Int32.max)

  /// `value` as an `Int` when finite and within ±``limit``; `nil` otherwise.
  @inlinable
  public static func checked(_ value: CGFloat) -> Int? {
    guard value.isFinite, abs(value) <= limit else { return nil }
    return Int(value)
  }

  /// `value` rounded with `rule` and converted, or `nil` (see ``checked(_:)``).
  @inlinable
  public static func rounded(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> Int? {
    checked(value.rounded(rule))
  }
}
