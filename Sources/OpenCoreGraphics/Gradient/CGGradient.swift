import Foundation

/// A color gradient: colors at locations between 0 and 1.
public final class CGGradient: Sendable {
  /// Color stops sorted by location, as sRGB components.
  let stops: [(location: CGFloat, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)]

  /// Creates a gradient from `CGColor`s, as iOS code spells it: `CGGradient(colorsSpace: space,
  /// colors: [c1, c2] as CFArray, locations: [0, 1])`.
  ///
  /// - Parameters:
  ///   - space: The space to interpolate in (drawn as sRGB).
  ///   - colors: `CGColor` values; anything else makes the call fail.
  ///   - locations: One location per color, or `nil` for evenly spaced.
  public init?(
    colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?
  ) {
    let cgColors = colors.compactMap { $0 as? CGColor }
    guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
    let count = cgColors.count
    stops = Self.sorted(
      cgColors.enumerated().map { index, color in
        let location = locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
        let c = color.rgba
        return (location, c.red, c.green, c.blue, c.alpha)
      })
  }

  /// Creates a gradient from raw components, `space.numberOfComponents + 1` per color.
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    let stride = space.numberOfComponents + 1
    stops = Self.sorted(
      (0..<count).map { index in
        let base = index * stride
        let location = locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
        if space.model == .monochrome {
          let gray = components[base]
          return (location, gray, gray, gray, components[base + 1])
        }
        return (
          location, components[base], components[base + 1], components[base + 2],
          components[base + 3]
        )
      })
  }

  private static func sorted(
    _ stops: [(CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)]
  ) -> [(location: CGFloat, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)] {
    let clamp = { (v: CGFloat) -> CGFloat in v.isFinite ? min(max(v, 0), 1) : 0 }
    return
      stops
      .map { (clamp($0.0), clamp($0.1), clamp($0.2), clamp($0.3), clamp($0.4)) }
      .enumerated()
      .sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }
      .map {
        (
          location: $0.element.0, red: $0.element.1, green: $0.element.2, blue: $0.element.3,
          alpha: $0.element.4
        )
      }
  }
}

/// Whether a gradient extends past its ends.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Creates options from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Extend the start color before the start point or circle.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// Extend the end color past the end point or circle.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
