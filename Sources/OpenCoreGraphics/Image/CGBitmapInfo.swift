import Foundation

/// Where alpha sits in a pixel, and whether colors are premultiplied.
public enum CGImageAlphaInfo: UInt32, Sendable {
  /// No alpha.
  case none = 0
  /// Premultiplied alpha in the last (least significant) position: RGBA.
  case premultipliedLast = 1
  /// Premultiplied alpha in the first (most significant) position: ARGB.
  case premultipliedFirst = 2
  /// Straight alpha, last.
  case last = 3
  /// Straight alpha, first.
  case first = 4
  /// No alpha; the last byte is ignored: RGBX.
  case noneSkipLast = 5
  /// No alpha; the first byte is ignored: XRGB.
  case noneSkipFirst = 6
  /// Alpha only, no color.
  case alphaOnly = 7
}

/// The byte order of 16- and 32-bit pixel words.
public enum CGImageByteOrderInfo: UInt32, Sendable {
  /// The default: big-endian, so bytes appear in the order the alpha info names.
  case orderDefault = 0
  /// 16-bit little-endian words.
  case order16Little = 4096
  /// 32-bit little-endian words: ARGB (premultipliedFirst) is stored B, G, R, A.
  case order32Little = 8192
  /// 16-bit big-endian words.
  case order16Big = 12288
  /// 32-bit big-endian words.
  case order32Big = 16384
  /// The byte-order bits of a bitmap info.
  public static let mask: UInt32 = 0x7000
}

/// A bitmap's layout: alpha info, byte order and float flag, as one mask.
public struct CGBitmapInfo: OptionSet, Sendable {
  /// The raw bits, as passed to `CGContext(data:…bitmapInfo:)`.
  public let rawValue: UInt32
  /// Creates bitmap info from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Creates bitmap info holding an alpha info.
  public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }

  /// The bits that hold a `CGImageAlphaInfo`.
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  /// Components are floating point.
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  /// The bits that hold a `CGImageByteOrderInfo`.
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  /// The default byte order.
  public static let byteOrderDefault = CGBitmapInfo([])
  /// 16-bit little-endian.
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 4096)
  /// 32-bit little-endian.
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 8192)
  /// 16-bit big-endian.
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 12288)
  /// 32-bit big-endian.
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 16384)

  /// The alpha info part.
  public var alphaInfo: CGImageAlphaInfo {
    CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) ?? .none
  }

  /// The byte-order part.
  public var byteOrderInfo: CGImageByteOrderInfo {
    CGImageByteOrderInfo(rawValue: rawValue & CGImageByteOrderInfo.mask) ?? .orderDefault
  }
}

/// How colors outside a destination's gamut are mapped (stored only).
public enum CGColorRenderingIntent: Int32, Sendable {
  /// The default.
  case defaultIntent = 0
  /// Absolute colorimetric.
  case absoluteColorimetric = 1
  /// Relative colorimetric.
  case relativeColorimetric = 2
  /// Perceptual.
  case perceptual = 3
  /// Saturation.
  case saturation = 4
}

/// The quality of image interpolation when scaling.
public enum CGInterpolationQuality: Int32, Sendable {
  /// The context's default (bilinear).
  case `default` = 0
  /// Nearest neighbour.
  case none = 1
  /// Low.
  case low = 2
  /// Medium.
  case medium = 4
  /// High.
  case high = 3
}
