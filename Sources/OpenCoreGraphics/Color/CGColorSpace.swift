import Foundation

/// The kind of a color space.
public enum CGColorSpaceModel: Int32, Sendable {
  /// Unknown.
  case unknown = -1
  /// One gray component.
  case monochrome = 0
  /// Red, green and blue components.
  case rgb = 1
}

/// A color space: how color components are interpreted.
///
/// OpenCoreGraphics does no color management: every RGB space draws as sRGB
/// and every gray space as sRGB gray (the value in all three channels).
/// The names are kept so that code that asks for them works unchanged.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
  /// The kind of color space.
  public let model: CGColorSpaceModel
  /// The name the space was created with, if any.
  public let name: CFString?

  /// The number of color components (not counting alpha).
  public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

  init(model: CGColorSpaceModel, name: CFString?) {
    self.model = model
    self.name = name
  }

  /// Creates a color space from one of the named constants.
  ///
  /// - Parameter name: A name such as ``sRGB`` or ``genericGrayGamma2_2``.
  /// - Returns: `nil` for a name this library does not know.
  public convenience init?(name: CFString) {
    if Self.rgbNames.contains(name) {
      self.init(model: .rgb, name: name)
    } else if Self.grayNames.contains(name) {
      self.init(model: .monochrome, name: name)
    } else {
      return nil
    }
  }

  /// The standard RGB space.
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  /// sRGB with components outside 0...1 allowed (drawn clamped).
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  /// sRGB primaries with linear transfer (drawn as sRGB).
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  /// Display P3 (drawn as sRGB: no color management).
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  /// Generic RGB (drawn as sRGB).
  public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
  /// Gray with gamma 2.2.
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
  /// Linear gray (drawn as gray gamma 2.2).
  public static let linearGray: CFString = "kCGColorSpaceLinearGray"
  /// Extended gray.
  public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"

  private static let rgbNames: Set<String> = [
    sRGB, extendedSRGB, linearSRGB, displayP3, genericRGBLinear,
  ]
  private static let grayNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray]

  static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
  static let deviceGray = CGColorSpace(model: .monochrome, name: nil)

  /// Spaces are equal when they have the same model and name.
  @inlinable
  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.model == rhs.model && lhs.name == rhs.name
  }

  /// Hashes the model and name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(model)
    hasher.combine(name)
  }

  /// The name, or the model for device spaces.
  public var description: String {
    "<CGColorSpace \(name ?? (model == .monochrome ? "DeviceGray" : "DeviceRGB"))>"
  }
}

/// Returns the device-dependent RGB space (drawn as sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// Returns the device-dependent gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
