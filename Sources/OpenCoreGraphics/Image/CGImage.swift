import CGraphicsSupport
import Foundation

/// A bitmap image, as Core Graphics' `CGImage`: immutable pixels with the layout they were created
/// in.
///
/// The image remembers its declared layout (``bitmapInfo``, ``bitsPerPixel``, ``bytesPerRow``),
/// which ``dataProvider`` reproduces byte for byte, and keeps a premultiplied ARGB32 copy for
/// drawing.
public final class CGImage: Sendable, CustomStringConvertible {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Bits per color component (8).
  public let bitsPerComponent: Int
  /// Bits per pixel in the declared layout.
  public let bitsPerPixel: Int
  /// Bytes per row in the declared layout.
  public let bytesPerRow: Int
  /// The color space; `nil` for image masks and alpha-only images.
  public let colorSpace: CGColorSpace?
  /// The declared layout.
  public let bitmapInfo: CGBitmapInfo
  /// Whether this is an image mask (`CGImage(maskWidth:…)`).
  public let isMask: Bool
  /// The decode array the image was created with.
  public let decode: [CGFloat]?
  /// Whether to interpolate when drawing scaled.
  public let shouldInterpolate: Bool
  /// The rendering intent (stored).
  public let renderingIntent: CGColorRenderingIntent

  /// Premultiplied ARGB32 pixels for drawing.
  ///
  /// For image masks, alpha holds the painted coverage (inverse of the mask samples).
  let raster: PixelBuffer
  /// The exact bytes the image was created from, when it came from a provider.
  private let sourceBytes: Data?
  /// The declared layout as byte offsets; `nil` for 1-, 2- and 4-bit masks.
  let format: PixelFormat?

  /// Where alpha sits in the declared layout.
  public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }

  /// The byte order of the declared layout.
  public var byteOrderInfo: CGImageByteOrderInfo { bitmapInfo.byteOrderInfo }

  /// Whether the pixels carry alpha worth reading (not none/skip).
  var hasAlpha: Bool {
    isMask
      || [.premultipliedFirst, .premultipliedLast, .first, .last, .alphaOnly].contains(alphaInfo)
  }

  init(
    raster: PixelBuffer, format: PixelFormat?, bitsPerComponent: Int, bitsPerPixel: Int,
    bytesPerRow: Int, colorSpace: CGColorSpace?, bitmapInfo: CGBitmapInfo, isMask: Bool,
    decode: [CGFloat]?, shouldInterpolate: Bool, intent: CGColorRenderingIntent,
    sourceBytes: Data?
  ) {
    self.raster = raster
    self.format = format
    self.width = raster.width
    self.height = raster.height
    self.bitsPerComponent = bitsPerComponent
    self.bitsPerPixel = bitsPerPixel
    self.bytesPerRow = bytesPerRow
    self.colorSpace = colorSpace
    self.bitmapInfo = bitmapInfo
    self.isMask = isMask
    self.decode = decode
    self.shouldInterpolate = shouldInterpolate
    self.renderingIntent = intent
    self.sourceBytes = sourceBytes
  }

  /// An image over native ARGB32 pixels (decoded files, context snapshots in cairo's own layout).
  convenience init(raster: PixelBuffer, opaque: Bool) {
    let info: CGImageAlphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
    self.init(
      raster: raster,
      format: try? PixelFormat(
        bitsPerComponent: 8, bitsPerPixel: 32, model: .rgb,
        bitmapInfo: info.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
      bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: raster.bytesPerRow,
      colorSpace: CGColorSpace(model: .rgb, name: CGColorSpace.sRGB),
      bitmapInfo: CGBitmapInfo(rawValue: info.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
      isMask: false, decode: nil, shouldInterpolate: true, intent: .defaultIntent,
      sourceBytes: nil)
  }

  /// Creates an image from pixels in any supported layout, exactly as iOS code calls it.
  ///
  /// Supported: 8 bits per component; gray, gray+alpha, RGB (24 bits) and RGBA/ARGB (32 bits, any
  /// alpha info and byte order); alpha-only. Returns `nil` (and logs why) for anything else, for
  /// sizes above ``CGBitmapLimits/maximumDimension``, or when the provider holds too few bytes.
  public convenience init?(
    width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
    space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
    decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {
    do {
      try CGBitmapLimits.validate(width: width, height: height)
      let model: CGColorSpaceModel? = bitmapInfo.alphaInfo == .alphaOnly ? nil : space.model
      let format = try PixelFormat(
        bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, model: model,
        bitmapInfo: bitmapInfo.rawValue)
      let bytes = try Self.checkedBytes(
        provider, width: width, height: height, bytesPerPixel: format.bytesPerPixel,
        bytesPerRow: bytesPerRow)
      let decodeValues = decode.map { pointer in
        (0..<(2 * (format.isGray ? 1 : format.red < 0 ? 0 : 3))).map { pointer[$0] }
      }
      let raster = PixelBuffer(width: width, height: height)
      let converted = Self.applyingDecode(decodeValues, to: bytes, format: format)
      converted.withUnsafeBytes { source in
        guard let base = source.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        cgs_convert_to_argb32(
          base, bytesPerRow, format.layout, raster.bytes.assumingMemoryBound(to: UInt8.self),
          raster.bytesPerRow, Int32(width), Int32(height))
      }
      self.init(
        raster: raster, format: format, bitsPerComponent: bitsPerComponent,
        bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow, colorSpace: space,
        bitmapInfo: bitmapInfo, isMask: false, decode: decodeValues,
        shouldInterpolate: shouldInterpolate, intent: intent, sourceBytes: bytes)
    } catch {
      Diagnostics.report("CGImageCreate", error)
      return nil
    }
  }

  /// The provider's bytes, checked to cover `height` rows.
  static func checkedBytes(
    _ provider: CGDataProvider, width: Int, height: Int, bytesPerPixel: Int, bytesPerRow: Int
  ) throws(CGBitmapError) -> Data {
    let minimumRow = (width * bytesPerPixel * 8 + 7) / 8
    guard bytesPerRow >= minimumRow else {
      throw .invalidBytesPerRow(bytesPerRow: bytesPerRow, minimum: minimumRow)
    }
    let needed = try CGBitmapLimits.byteCount(
      bytesPerRow: bytesPerRow, height: height, lastRowBytes: minimumRow)
    let data = provider.data ?? Data()
    guard data.count >= needed else {
      throw .insufficientData(needed: needed, available: data.count)
    }
    return data
  }

  /// Applies a non-identity decode array to the color components.
  private static func applyingDecode(_ decode: [CGFloat]?, to bytes: Data, format: PixelFormat)
    -> Data
  {
    guard let decode, !decode.isEmpty,
      decode != Array(repeating: [0, 1], count: decode.count / 2).flatMap({ $0 })
    else { return bytes }
    let channels = format.isGray ? [format.red] : [format.red, format.green, format.blue]
    var copy = bytes
    copy.withUnsafeMutableBytes { raw in
      let count = raw.count / format.bytesPerPixel
      for pixel in 0..<count {
        for (index, channel) in channels.enumerated()
        where channel >= 0 && 2 * index + 1 < decode.count {
          let offset = pixel * format.bytesPerPixel + channel
          let value = CGFloat(raw[offset]) / 255
          let mapped = decode[2 * index] + value * (decode[2 * index + 1] - decode[2 * index])
          raw[offset] = UInt8(min(max(mapped, 0), 1) * 255 + 0.5)
        }
      }
    }
    return copy
  }

  /// The image's bytes in its declared layout (`CGDataProviderCopyData`).
  ///
  /// For images made from a provider these are the original bytes; for decoded files and context
  /// snapshots they are produced from the pixels.
  public var dataProvider: CGDataProvider? {
    if let sourceBytes { return CGDataProvider(bytes: sourceBytes) }
    guard let format else { return nil }
    var bytes = Data(count: bytesPerRow * height)
    bytes.withUnsafeMutableBytes { target in
      guard let base = target.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      cgs_convert_from_argb32(
        raster.bytes.assumingMemoryBound(to: UInt8.self), raster.bytesPerRow, format.layout,
        base, bytesPerRow, Int32(width), Int32(height))
    }
    return CGDataProvider(bytes: bytes)
  }

  /// Returns the part of the image inside `rect` (pixels, origin top-left), after rounding it
  /// outward to whole pixels and intersecting it with the image; `nil` when nothing is left.
  public func cropping(to rect: CGRect) -> CGImage? {
    let area = rect.standardized.integral.intersection(
      CGRect(x: 0, y: 0, width: width, height: height))
    guard !area.isNull, !area.isEmpty, area.minX.isFinite, area.minY.isFinite else { return nil }
    let x0 = Int(area.minX)
    let y0 = Int(area.minY)
    let cropped = PixelBuffer(width: Int(area.width), height: Int(area.height))
    for row in 0..<cropped.height {
      (cropped.bytes + row * cropped.bytesPerRow).copyMemory(
        from: raster.bytes + (y0 + row) * raster.bytesPerRow + x0 * 4,
        byteCount: cropped.bytesPerRow)
    }
    var croppedSource: Data?
    var croppedBytesPerRow = cropped.width * 4
    if let sourceBytes, let format {
      // Keep the exact original bytes, row by row, in the declared layout.
      croppedBytesPerRow = cropped.width * format.bytesPerPixel
      var bytes = Data(capacity: croppedBytesPerRow * cropped.height)
      for row in 0..<cropped.height {
        let start = (y0 + row) * bytesPerRow + x0 * format.bytesPerPixel
        bytes.append(sourceBytes[start..<(start + croppedBytesPerRow)])
      }
      croppedSource = bytes
    } else if let format {
      croppedBytesPerRow = cropped.width * format.bytesPerPixel
    }
    return CGImage(
      raster: cropped, format: format, bitsPerComponent: bitsPerComponent,
      bitsPerPixel: bitsPerPixel, bytesPerRow: croppedBytesPerRow, colorSpace: colorSpace,
      bitmapInfo: bitmapInfo, isMask: isMask, decode: decode,
      shouldInterpolate: shouldInterpolate, intent: renderingIntent,
      sourceBytes: isMask ? nil : croppedSource)
  }

  /// Size and layout.
  public var description: String {
    "<CGImage \(width)x\(height) \(bitsPerPixel)bpp alpha=\(alphaInfo)\(isMask ? " mask" : "")>"
  }
}
