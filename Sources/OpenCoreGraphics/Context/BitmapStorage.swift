import CCairo
import CGraphicsSupport
import Foundation

/// A context's pixels: the caller's (or owned) memory in the requested
/// layout, and the cairo surface that draws into it.
///
/// When the layout is cairo's own (premultiplied native ARGB32, XRGB, or A8
/// with 4-byte-aligned rows), cairo draws straight into that memory.
/// Otherwise cairo draws into a staging surface, and ``beginDrawing()`` /
/// ``endDrawing()`` convert between the two around each drawing call, so
/// the caller's bytes are always current, as iOS code expects.
final class BitmapStorage {
  let width: Int
  let height: Int
  let bytesPerRow: Int
  let format: PixelFormat
  let colorSpace: CGColorSpace?
  let bitmapInfo: CGBitmapInfo
  let data: UnsafeMutableRawPointer
  let surface: OpaquePointer
  private let ownsData: Bool
  private let staging: UnsafeMutableRawPointer?
  private let stagingBytesPerRow: Int

  /// Whether cairo draws straight into `data` (no staging copy in between).
  var drawsDirectly: Bool { staging == nil }

  static let nativeXRGB = PixelFormat(
    bytesPerPixel: 4, red: 2, green: 1, blue: 0, alpha: -1, isGray: false, isPremultiplied: false)

  /// Validates the parameters as `CGBitmapContextCreate` does and allocates.
  init(
    data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
    bytesPerRow requestedBytesPerRow: Int, space: CGColorSpace?, bitmapInfo: UInt32
  ) throws(CGBitmapError) {
    try CGBitmapLimits.validate(width: width, height: height)
    let info = CGBitmapInfo(rawValue: bitmapInfo)
    let alphaInfo = info.alphaInfo
    let model: CGColorSpaceModel? = alphaInfo == .alphaOnly ? nil : space?.model
    // The pixel formats Quartz accepts for 8-bit bitmap contexts.
    let bitsPerPixel: Int
    switch (model, alphaInfo) {
    case (.rgb, .premultipliedFirst), (.rgb, .premultipliedLast), (.rgb, .noneSkipFirst),
      (.rgb, .noneSkipLast):
      bitsPerPixel = 32
    case (.monochrome, .none), (nil, .alphaOnly):
      bitsPerPixel = 8
    default:
      throw .unsupportedFormat(
        "\(model.map { "\($0)" } ?? "no") color space with \(alphaInfo) (bitmap contexts take RGB with premultiplied or skipped alpha, gray without alpha, or alpha only)"
      )
    }
    let format = try PixelFormat(
      bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, model: model,
      bitmapInfo: bitmapInfo)
    let minimum = width * format.bytesPerPixel
    let rowBytes = requestedBytesPerRow == 0 ? (minimum + 3) & ~3 : requestedBytesPerRow
    guard rowBytes >= minimum else {
      throw .invalidBytesPerRow(bytesPerRow: rowBytes, minimum: minimum)
    }
    let byteCount = try CGBitmapLimits.byteCount(bytesPerRow: rowBytes, height: height)
    self.width = width
    self.height = height
    self.bytesPerRow = rowBytes
    self.format = format
    self.colorSpace = model == nil ? nil : space
    self.bitmapInfo = info
    if let data {
      self.data = data
      ownsData = false
    } else {
      // calloc: fresh pages come zeroed from the kernel without a memset pass.
      guard let zeroed = calloc(max(byteCount, 1), 1) else {
        throw .drawingLibrary("out of memory for \(width)×\(height) pixels")
      }
      self.data = zeroed
      ownsData = true
    }
    let aligned = rowBytes % 4 == 0 && Int(bitPattern: self.data) % 4 == 0
    let cairoFormat: cairo_format_t
    if format.isAlphaOnly {
      cairoFormat = CAIRO_FORMAT_A8
    } else if format == Self.nativeXRGB && aligned {
      cairoFormat = CAIRO_FORMAT_RGB24
    } else {
      cairoFormat = CAIRO_FORMAT_ARGB32
    }
    let direct =
      aligned && (format.isAlphaOnly || format == .nativeARGB || format == Self.nativeXRGB)
    if direct {
      staging = nil
      stagingBytesPerRow = rowBytes
    } else {
      stagingBytesPerRow = Int(cairo_format_stride_for_width(cairoFormat, Int32(max(width, 1))))
      let count = max(stagingBytesPerRow * height, 1)
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
      buffer.initializeMemory(as: UInt8.self, repeating: 0, count: count)
      staging = buffer
    }
    let target = (staging ?? self.data).assumingMemoryBound(to: UInt8.self)
    let created = cairo_image_surface_create_for_data(
      target, cairoFormat, Int32(width), Int32(height), Int32(stagingBytesPerRow))
    guard let created, cairo_surface_status(created) == CAIRO_STATUS_SUCCESS else {
      let status = created.map { cairo_surface_status($0) } ?? CAIRO_STATUS_NO_MEMORY
      created.map { cairo_surface_destroy($0) }
      staging?.deallocate()
      if ownsData { free(self.data) }
      throw .drawingLibrary(String(cString: cairo_status_to_string(status)))
    }
    surface = created
  }

  deinit {
    cairo_surface_destroy(surface)
    staging?.deallocate()
    if ownsData { free(data) }
  }

  /// Ends drawing for good: cairo's surface is finished, so a context still holding it draws
  /// nothing more (cairo reports `CAIRO_STATUS_SURFACE_FINISHED`), and the pixels can be handed to
  /// an image without a copy.
  func finishDrawing() {
    cairo_surface_flush(surface)
    cairo_surface_finish(surface)
  }

  /// Brings the caller's bytes into cairo's surface before a drawing call.
  func beginDrawing() {
    if let staging {
      let source = data.assumingMemoryBound(to: UInt8.self)
      let target = staging.assumingMemoryBound(to: UInt8.self)
      if format.isAlphaOnly {
        for row in 0..<height {
          (target + row * stagingBytesPerRow).update(from: source + row * bytesPerRow, count: width)
        }
      } else {
        cgs_convert_to_argb32(
          source, bytesPerRow, format.layout, target, stagingBytesPerRow, Int32(width),
          Int32(height))
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  /// Writes cairo's pixels back to the caller's bytes after a drawing call.
  func endDrawing() {
    cairo_surface_flush(surface)
    guard let staging else { return }
    let source = staging.assumingMemoryBound(to: UInt8.self)
    let target = data.assumingMemoryBound(to: UInt8.self)
    if format.isAlphaOnly {
      for row in 0..<height {
        (target + row * bytesPerRow).update(from: source + row * stagingBytesPerRow, count: width)
      }
    } else {
      cgs_convert_from_argb32(
        source, stagingBytesPerRow, format.layout, target, bytesPerRow, Int32(width),
        Int32(height))
    }
  }
}
