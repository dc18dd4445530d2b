import CCairo
import CGraphicsSupport
import Foundation

/// Why an image file could not be read or written.
public enum CGImageCodecError: Error, Equatable, CustomStringConvertible {
  /// The data is neither PNG nor JPEG.
  case unrecognizedFormat
  /// The file is damaged or truncated; the message says where.
  case corrupt(String)
  /// The declared size is refused by ``CGBitmapLimits``.
  case refused(CGBitmapError)
  /// Reading or writing a file failed.
  case io(String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .unrecognizedFormat: return "the data is not a PNG or JPEG image"
    case .corrupt(let message): return "the image data is corrupt: \(message)"
    case .refused(let error): return error.description
    case .io(let message): return message
    }
  }
}

extension CGImage {
  /// Decodes PNG data, as `CGImageCreateWithPNGDataProvider`; `nil` (and a logged reason) for
  /// corrupt, truncated or oversized files.
  public convenience init?(
    pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
    shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {
    do {
      let (raster, opaque) = try ImageCodecs.decodePNG(source.data ?? Data())
      self.init(raster: raster, opaque: opaque)
    } catch {
      Diagnostics.report("CGImageCreateWithPNGDataProvider", error)
      return nil
    }
  }

  /// Decodes JPEG data, as `CGImageCreateWithJPEGDataProvider`; `nil` (and a logged reason) for
  /// corrupt, truncated or oversized files.
  public convenience init?(
    jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
    shouldInterpolate: Bool, intent: CGColorRenderingIntent
  ) {
    do {
      self.init(raster: try ImageCodecs.decodeJPEG(source.data ?? Data()), opaque: true)
    } catch {
      Diagnostics.report("CGImageCreateWithJPEGDataProvider", error)
      return nil
    }
  }

  /// Decodes PNG or JPEG data, recognized by its signature.
  ///
  /// An OpenCoreGraphics addition standing in for ImageIO's `CGImageSourceCreateImageAtIndex`.
  ///
  /// - Throws: ``CGImageCodecError`` for unknown, corrupt, truncated or
  ///   oversized data; never traps.
  public static func decode(_ data: Data) throws(CGImageCodecError) -> CGImage {
    if data.starts(with: ImageCodecs.pngSignature) {
      let (raster, opaque) = try ImageCodecs.decodePNG(data)
      return CGImage(raster: raster, opaque: opaque)
    }
    if data.starts(with: [0xFF, 0xD8]) {
      return CGImage(raster: try ImageCodecs.decodeJPEG(data), opaque: true)
    }
    throw .unrecognizedFormat
  }

  /// Reads and decodes a PNG or JPEG file (an OpenCoreGraphics addition).
  public static func load(contentsOf url: URL) throws(CGImageCodecError) -> CGImage {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .io("cannot read \(url.path): \(error.localizedDescription)")
    }
    return try decode(data)
  }

  /// Encodes the image as PNG, with alpha unless the layout has none.
  public func pngData() throws(CGImageCodecError) -> Data {
    guard width > 0, height > 0 else { throw .corrupt("cannot encode an empty image as PNG") }
    let writer = ImageCodecs.PNGWriter()
    let status = raster.withSurface(opaque: !hasAlpha) { surface in
      cairo_surface_write_to_png_stream(
        surface,
        { closure, bytes, length in
          guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
          Unmanaged<ImageCodecs.PNGWriter>.fromOpaque(closure).takeUnretainedValue()
            .data.append(bytes, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(writer).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .io(
        "PNG encoding failed: \(String(cString: cairo_status_to_string(status ?? CAIRO_STATUS_NULL_POINTER)))"
      )
    }
    return writer.data
  }

  /// Writes the image as a PNG file.
  public func writePNG(to url: URL) throws(CGImageCodecError) {
    let data = try pngData()
    do {
      try data.write(to: url)
    } catch {
      throw .io("cannot write \(url.path): \(error.localizedDescription)")
    }
  }
}

/// PNG through cairo (which wraps libpng with its own error handling) and JPEG through libjpeg in
/// CGraphicsSupport.
enum ImageCodecs {
  /// The text before the first NUL of a C message buffer.
  static func string(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  final class PNGReader {
    let data: Data
    var offset = 0
    init(_ data: Data) { self.data = data }
  }

  final class PNGWriter {
    var data = Data()
  }

  /// Reads the IHDR size first so that a hostile header cannot make cairo allocate gigabytes.
  static func decodePNG(_ data: Data) throws(CGImageCodecError) -> (PixelBuffer, opaque: Bool) {
    guard data.starts(with: pngSignature) else { throw .unrecognizedFormat }
    guard data.count >= 24,
      Array(data[data.startIndex + 12..<data.startIndex + 16]) == Array("IHDR".utf8)
    else { throw .corrupt("PNG header is truncated") }
    func bigEndian(_ at: Int) -> Int {
      data[data.startIndex + at..<data.startIndex + at + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    do {
      try CGBitmapLimits.validate(width: bigEndian(16), height: bigEndian(20))
    } catch {
      throw .refused(error)
    }
    let reader = PNGReader(data)
    guard
      let surface = cairo_image_surface_create_from_png_stream(
        { closure, buffer, length in
          guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
          let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
          let wanted = Int(length)
          guard reader.offset + wanted <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
          let start = reader.data.startIndex + reader.offset
          reader.data.copyBytes(to: buffer, from: start..<start + wanted)
          reader.offset += wanted
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(reader).toOpaque())
    else { throw .corrupt("PNG decoder returned nothing") }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      // cairo reports every libpng error (bad CRC, corrupt deflate data) as "out of memory"; the
      // size was checked above, so it is the data.
      throw .corrupt(
        status == CAIRO_STATUS_NO_MEMORY || status == CAIRO_STATUS_READ_ERROR
          ? "the PNG data is corrupt or truncated"
          : String(cString: cairo_status_to_string(status)))
    }
    let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    // The image keeps cairo's pixels: no second full-size copy.
    guard let raster = PixelBuffer(adopting: surface) else {
      throw .corrupt("PNG decoder produced no pixels")
    }
    if opaque {
      // cairo leaves the unused byte of RGB24 undefined: make it opaque.
      for row in 0..<raster.height {
        let pixels = raster.bytes.advanced(by: row * raster.bytesPerRow)
          .assumingMemoryBound(to: UInt32.self)
        for x in 0..<raster.width { pixels[x] |= 0xFF00_0000 }
      }
    }
    return (raster, opaque)
  }

  static func decodeJPEG(_ data: Data) throws(CGImageCodecError) -> PixelBuffer {
    var message = [CChar](repeating: 0, count: 256)
    var width: Int32 = 0
    var height: Int32 = 0
    let headerStatus = data.withUnsafeBytes { bytes in
      cgs_jpeg_read_size(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &width, &height,
        &message, message.count)
    }
    guard headerStatus == 0 else { throw .corrupt(ImageCodecs.string(message)) }
    do {
      try CGBitmapLimits.validate(width: Int(width), height: Int(height))
    } catch {
      throw .refused(error)
    }
    // Every 8x8 block of every scan codes at least one bit (its DC coefficient), so fewer bytes
    // than blocks / 8 cannot hold the image: refuse before allocating it.
    let blocks = ((Int(width) + 7) / 8) * ((Int(height) + 7) / 8)
    guard data.count >= blocks / 8 else {
      throw .corrupt(
        "JPEG data is truncated: \(data.count) bytes cannot hold \(width)x\(height) pixels")
    }
    // The decoder writes every pixel (or fails): no need to zero them first.
    let raster = PixelBuffer(width: Int(width), height: Int(height), zeroed: false)
    let status = data.withUnsafeBytes { bytes in
      cgs_jpeg_decode(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
        raster.bytes.assumingMemoryBound(to: UInt8.self), raster.bytesPerRow, width, height,
        &message, message.count)
    }
    guard status == 0 else { throw .corrupt(ImageCodecs.string(message)) }
    return raster
  }
}
