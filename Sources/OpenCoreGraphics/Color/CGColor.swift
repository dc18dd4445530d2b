import Foundation

/// A color: components in a color space, with alpha last.
///
/// Immutable, like a CoreFoundation `CGColor`. Two colors are equal when their spaces and
/// components are equal (`CGColorEqualToColor`).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The color space of ``components``.
  public let colorSpace: CGColorSpace?
  /// The color components followed by alpha.
  public let components: [CGFloat]?

  /// The number of components, alpha included.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The alpha component.
  public var alpha: CGFloat { components?.last ?? 1 }

  init(space: CGColorSpace, validated components: [CGFloat]) {
    self.colorSpace = space
    self.components = components
  }

  /// Creates an sRGB color.
  ///
  /// Non-finite components become 0.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(
      space: CGColorSpace(model: .rgb, name: CGColorSpace.sRGB),
      validated: [red, green, blue, alpha].map(Self.sanitize))
  }

  /// Creates a gray color.
  ///
  /// Non-finite components become 0.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(
      space: CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2),
      validated: [gray, alpha].map(Self.sanitize))
  }

  /// Creates a color from a space and its components plus alpha.
  ///
  /// - Parameters:
  ///   - space: The color space.
  ///   - components: `space.numberOfComponents + 1` values, alpha last.
  public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    let count = space.numberOfComponents + 1
    let values = (0..<count).map { Self.sanitize(components[$0]) }
    self.init(space: space, validated: values)
  }

  /// Opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// Returns the same color with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    guard let space = colorSpace, var values = components else { return nil }
    values[values.count - 1] = Self.sanitize(alpha)
    return CGColor(space: space, validated: values)
  }

  /// The color as sRGB components clamped to 0...1: red, green, blue, alpha.
  var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let values = (components ?? [0, 1]).map { min(max($0, 0), 1) }
    if values.count >= 4 {
      return (values[0], values[1], values[2], values[3])
    }
    let gray = values.first ?? 0
    return (gray, gray, gray, values.count > 1 ? values[1] : 1)
  }

  private static func sanitize(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

  /// Equal spaces and components.
  @inlinable  // compared on every color store of a layer; inlined, it costs no reference counting
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    // Components first: they tell most different colors apart without comparing space names.
    lhs === rhs || (lhs.components == rhs.components && lhs.colorSpace == rhs.colorSpace)
  }

  /// Hashes the space and components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(colorSpace)
    hasher.combine(components)
  }

  /// The space and components.
  public var description: String {
    "<CGColor \(colorSpace?.description ?? "?") \(components ?? [])>"
  }
}
