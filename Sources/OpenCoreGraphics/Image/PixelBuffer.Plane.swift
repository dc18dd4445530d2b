import CCairo
import Foundation

extension PixelBuffer {
  /// Owned 8-bit alpha pixels (cairo's A8), rows aligned to 4 bytes.
  final class Plane {
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let bytes: UnsafeMutableRawPointer

    init(width: Int, height: Int) {
      self.width = max(width, 0)
      self.height = max(height, 0)
      bytesPerRow = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(max(width, 1))))
      bytes = UnsafeMutableRawPointer.allocate(
        byteCount: max(bytesPerRow * self.height, 1), alignment: 16)
      bytes.initializeMemory(as: UInt8.self, repeating: 0, count: max(bytesPerRow * self.height, 1))
    }

    deinit { bytes.deallocate() }

    /// A cairo A8 surface over the plane; the caller destroys it and keeps
    /// the plane alive meanwhile.
    func makeSurface() -> OpaquePointer? {
      cairo_image_surface_create_for_data(
        bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_A8, Int32(width), Int32(height),
        Int32(bytesPerRow))
    }
  }
}
