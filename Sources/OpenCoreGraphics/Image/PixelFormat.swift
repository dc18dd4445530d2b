import CGraphicsSupport
import Foundation

/// An 8-bit-per-component pixel layout that OpenCoreGraphics can read and write, derived from a
/// color space, bits per pixel and bitmap info.
struct PixelFormat: Equatable, Sendable {
  var bytesPerPixel: Int
  var red: Int
  var green: Int
  var blue: Int
  var alpha: Int
  var isGray: Bool
  var isPremultiplied: Bool

  /// cairo's ARGB32: premultiplied, native-endian ARGB words (B, G, R, A bytes).
  static let nativeARGB = PixelFormat(
    bytesPerPixel: 4, red: 2, green: 1, blue: 0, alpha: 3, isGray: false, isPremultiplied: true)

  var hasAlpha: Bool { alpha >= 0 }
  var isAlphaOnly: Bool { !isGray && red < 0 && alpha >= 0 }

  var layout: cgs_pixel_layout {
    cgs_pixel_layout(
      bytes_per_pixel: Int32(bytesPerPixel), red: Int32(red), green: Int32(green),
      blue: Int32(blue), alpha: Int32(alpha), is_gray: isGray ? 1 : 0,
      premultiplied: isPremultiplied ? 1 : 0)
  }

  /// Maps Quartz's description of a bitmap onto byte offsets.
  ///
  /// - Throws: ``CGBitmapError/unsupportedFormat(_:)`` for anything but
  ///   8 bits per component (1, 2, 3 or 4 bytes per pixel).
  init(
    bitsPerComponent: Int, bitsPerPixel: Int, model: CGColorSpaceModel?, bitmapInfo: UInt32
  ) throws(CGBitmapError) {
    let info = CGBitmapInfo(rawValue: bitmapInfo)
    guard !info.contains(.floatComponents), bitsPerComponent == 8 else {
      throw .unsupportedFormat(
        "\(bitsPerComponent) bits per component\(info.contains(.floatComponents) ? " (float)" : ""); only 8 is supported"
      )
    }
    let alphaInfo = info.alphaInfo
    let hasAlphaSlot = alphaInfo != .none
    let colorCount: Int
    switch model {
    case .monochrome: colorCount = 1
    case .rgb: colorCount = 3
    default: colorCount = alphaInfo == .alphaOnly ? 0 : -1
    }
    guard colorCount >= 0 else { throw .unsupportedFormat("a color space is required") }
    let channels = colorCount + (hasAlphaSlot ? 1 : 0)
    guard channels > 0, bitsPerPixel == channels * 8 else {
      throw .unsupportedFormat("\(bitsPerPixel) bits per pixel with \(channels) channels of 8 bits")
    }
    // Logical order, most significant first, before byte swapping.
    var order: [Character] = []
    let colors: [Character] = colorCount == 3 ? ["r", "g", "b"] : colorCount == 1 ? ["y"] : []
    switch alphaInfo {
    case .none: order = colors
    case .premultipliedLast, .last: order = colors + ["a"]
    case .premultipliedFirst, .first: order = ["a"] + colors
    case .noneSkipLast: order = colors + ["x"]
    case .noneSkipFirst: order = ["x"] + colors
    case .alphaOnly: order = ["a"]
    }
    let byteOrder = info.byteOrderInfo
    let littleWord =
      (byteOrder == .order32Little && channels == 4)
      || (byteOrder == .order16Little && channels == 2)
    if littleWord { order.reverse() }
    bytesPerPixel = channels
    red = order.firstIndex(of: "r") ?? order.firstIndex(of: "y") ?? -1
    green = order.firstIndex(of: "g") ?? -1
    blue = order.firstIndex(of: "b") ?? -1
    alpha = order.firstIndex(of: "a") ?? -1
    isGray = colorCount == 1
    isPremultiplied =
      alphaInfo == .premultipliedLast || alphaInfo == .premultipliedFirst
      || alphaInfo == .alphaOnly
  }

  init(
    bytesPerPixel: Int, red: Int, green: Int, blue: Int, alpha: Int, isGray: Bool,
    isPremultiplied: Bool
  ) {
    self.bytesPerPixel = bytesPerPixel
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.isGray = isGray
    self.isPremultiplied = isPremultiplied
  }
}
