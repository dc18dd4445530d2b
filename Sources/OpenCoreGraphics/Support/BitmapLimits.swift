import Foundation

/// The largest bitmap OpenCoreGraphics allocates, as a documented clamp.
///
/// Contexts, decoded images, image constructors and renderers refuse anything wider or taller
/// than ``maximumDimension`` pixels, or of more than ``maximumPixelCount`` pixels, so that hostile
/// sizes (a PNG header claiming 16384x16384 in a 1 MB file, a NaN-derived size) produce an error
/// instead of a multi-gigabyte allocation.
public enum CGBitmapLimits {
  /// The largest width or height, in pixels, of any bitmap: 16384.
  public static let maximumDimension = 16384

  /// The most pixels of any bitmap: 67,108,864 (64 Mi, 256 MiB at 4 bytes a pixel; a 48-megapixel
  /// photo fits).
  public static let maximumPixelCount = 64 * 1024 * 1024

  /// Checks a pixel size against the limits.
  ///
  /// - Parameters:
  ///   - width: The width in pixels.
  ///   - height: The height in pixels.
  /// - Throws: ``CGBitmapError/invalidSize(width:height:)`` for negative
  ///   sizes and ``CGBitmapError/tooLarge(width:height:limit:)`` above the
  ///   limit.
  public static func validate(width: Int, height: Int) throws(CGBitmapError) {
    guard width >= 0, height >= 0 else {
      throw .invalidSize(width: width, height: height)
    }
    guard width <= maximumDimension, height <= maximumDimension else {
      throw .tooLarge(width: width, height: height, limit: maximumDimension)
    }
    guard width * height <= maximumPixelCount else {
      throw .tooManyPixels(width: width, height: height, limit: maximumPixelCount)
    }
  }

  /// The bytes `height` rows of `bytesPerRow` take (the last row only `lastRowBytes`), checked
  /// for overflow and for cairo's 32-bit row stride.
  ///
  /// - Throws: ``CGBitmapError/byteCountOverflow(bytesPerRow:height:)``.
  public static func byteCount(bytesPerRow: Int, height: Int, lastRowBytes: Int? = nil)
    throws(CGBitmapError) -> Int
  {
    guard bytesPerRow >= 0, bytesPerRow <= Int(Int32.max), height >= 0 else {
      throw .byteCountOverflow(bytesPerRow: bytesPerRow, height: height)
    }
    guard height > 0 else { return 0 }
    let (rows, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
    let (total, overflow2) = rows.addingReportingOverflow(lastRowBytes ?? bytesPerRow)
    guard !overflow, !overflow2 else {
      throw .byteCountOverflow(bytesPerRow: bytesPerRow, height: height)
    }
    return total
  }

  /// Converts a point size at a scale into a pixel count, clamping bad input.
  ///
  /// NaN, infinite and negative lengths become 0; the result is rounded up.
  static func pixels(_ length: CGFloat, scale: CGFloat) -> Int {
    let value = (length * scale).rounded(.up)
    guard value.isFinite, value > 0 else { return 0 }
    return value > CGFloat(Int32.max) ? Int(Int32.max) : Int(value)
  }
}

/// Why a bitmap (context or image) could not be made.
public enum CGBitmapError: Error, Equatable, CustomStringConvertible {
  /// A negative width or height.
  case invalidSize(width: Int, height: Int)
  /// A width or height above ``CGBitmapLimits/maximumDimension``.
  case tooLarge(width: Int, height: Int, limit: Int)
  /// More pixels than ``CGBitmapLimits/maximumPixelCount``.
  case tooManyPixels(width: Int, height: Int, limit: Int)
  /// `bytesPerRow` × `height` beyond what memory can be addressed with, or a row beyond cairo's
  /// 32-bit stride.
  case byteCountOverflow(bytesPerRow: Int, height: Int)
  /// A pixel format Quartz does not support for this use.
  case unsupportedFormat(String)
  /// `bytesPerRow` too small for the width and pixel size.
  case invalidBytesPerRow(bytesPerRow: Int, minimum: Int)
  /// The data provider holds fewer bytes than the image needs.
  case insufficientData(needed: Int, available: Int)
  /// The underlying drawing library failed.
  case drawingLibrary(String)

  /// A sentence naming the problem and the values involved.
  public var description: String {
    switch self {
    case .invalidSize(let w, let h):
      return "invalid bitmap size \(w)x\(h): sizes must not be negative"
    case .tooLarge(let w, let h, let limit):
      return "bitmap of \(w)x\(h) pixels refused: the limit is \(limit) pixels a side"
    case .tooManyPixels(let w, let h, let limit):
      return "bitmap of \(w)x\(h) pixels refused: the limit is \(limit) pixels in all"
    case .byteCountOverflow(let bpr, let h):
      return "bytesPerRow \(bpr) and height \(h) give more bytes than can be allocated"
    case .unsupportedFormat(let what):
      return "unsupported bitmap format: \(what)"
    case .invalidBytesPerRow(let bpr, let minimum):
      return "bytesPerRow \(bpr) is less than the \(minimum) bytes a row needs"
    case .insufficientData(let needed, let available):
      return "image data holds \(available) bytes but \(needed) are needed"
    case .drawingLibrary(let message):
      return "cairo failed: \(message)"
    }
  }
}
