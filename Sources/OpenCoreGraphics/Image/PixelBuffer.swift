import CCairo
import Foundation

/// Owned memory of premultiplied native ARGB32 pixels (cairo's ARGB32).
///
/// Every `CGImage` keeps its pixels in one of these, so that drawing it is a zero-copy cairo
/// surface over the same bytes. Immutable once an image holds it.
final class PixelBuffer: @unchecked Sendable {
  let width: Int
  let height: Int
  let bytesPerRow: Int
  let bytes: UnsafeMutableRawPointer

  /// Allocates zeroed pixels; the size must already be validated.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    self.bytesPerRow = max(width, 0) * 4
    bytes = UnsafeMutableRawPointer.allocate(
      byteCount: max(bytesPerRow * height, 1), alignment: 16)
    bytes.initializeMemory(as: UInt8.self, repeating: 0, count: max(bytesPerRow * height, 1))
  }

  deinit { bytes.deallocate() }

  /// Makes a cairo surface over these pixels.
  ///
  /// The caller destroys it and keeps the buffer alive meanwhile.
  func makeSurface(opaque: Bool = false) -> OpaquePointer? {
    cairo_image_surface_create_for_data(
      bytes.assumingMemoryBound(to: UInt8.self), opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
      Int32(width), Int32(height), Int32(bytesPerRow))
  }

  /// Runs `body` with a cairo surface over the pixels.
  func withSurface<R>(opaque: Bool = false, _ body: (OpaquePointer) throws -> R) rethrows -> R? {
    guard width > 0, height > 0, let surface = makeSurface(opaque: opaque) else { return nil }
    defer { cairo_surface_destroy(surface) }
    return try body(surface)
  }
}
