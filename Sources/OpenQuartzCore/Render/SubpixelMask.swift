import CCairo
import CPixman
import Foundation

/// An A8 mask moved by a fraction of a pixel, for ``DirectCompositor``: the resampling pixman's
/// general path does texel by texel (`bits_image_fetch_bilinear_affine_none_a8`, three quarters
/// of a frame of 200 moving cards) done here in two passes over rows that the compiler
/// vectorises, so the shifted mask can take pixman's fast `over_n_8_8888`.
///
/// The arithmetic is pixman's, integer for integer: eight-bit weights from its seven-bit steps,
/// `(256 - d) · left + d · right` across, the same down, and the sum shifted right by 16
/// (truncated), with texels outside the mask read as zero (`PIXMAN_REPEAT_NONE`). So the pixels
/// are the ones cairo's bilinear composite gives (`SubpixelMaskTests` checks it against pixman).
///
/// One per frame, reused by every fractional mask: the buffers only grow, up to one mask of
/// ``RasterSurface/maximumSide`` plus one texel a side.
final class SubpixelMask {
  private var pixels: UnsafeMutablePointer<UInt8>?
  private var capacity = 0
  private var rows: UnsafeMutablePointer<UInt16>?
  private var rowCapacity = 0

  deinit {
    pixels?.deallocate()
    rows?.deallocate()
  }

  /// Resamples `mask` (A8) with texel `j` weighted `weights` (0…256) against `j - 1`, into an
  /// image one texel wider and taller, and hands it to `body` (valid only there).
  func withShifted(
    _ mask: RasterSurface, weights: (x: UInt32, y: UInt32), _ body: (OpaquePointer) -> Void
  ) {
    cairo_surface_flush(mask.surface)
    guard let source = cairo_image_surface_get_data(mask.surface) else { return }
    let width = mask.pixelWidth
    let height = mask.pixelHeight
    let sourceStride = Int(cairo_image_surface_get_stride(mask.surface))
    let outWidth = width + 1
    let outHeight = height + 1
    let outStride = (outWidth + 3) & ~3  // pixman wants rows of whole 32-bit words
    let out = buffer(bytes: outStride * outHeight)
    let (previous, current) = rowBuffers(count: outWidth)

    let dx = weights.x
    let dy = weights.y
    var above = previous
    var below = current
    for j in 0..<outWidth { above[j] = 0 }  // row -1: outside the mask
    for i in 0..<outHeight {
      if i < height {
        Self.blendAcross(source + i * sourceStride, width: width, weight: dx, into: below)
      } else {
        for j in 0..<outWidth { below[j] = 0 }  // row `height`: outside the mask
      }
      Self.blendDown(above, below, count: outWidth, weight: dy, into: out + i * outStride)
      swap(&above, &below)
    }

    guard
      let image = pixman_image_create_bits(
        PIXMAN_a8, Int32(outWidth), Int32(outHeight),
        UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt32.self), Int32(outStride))
    else { return }
    defer { pixman_image_unref(image) }
    body(image)
  }

  /// `row[j] = (256 - d) · texel[j - 1] + d · texel[j]`, for `j` in `0...width`.
  private static func blendAcross(
    _ texels: UnsafeMutablePointer<UInt8>, width: Int, weight d: UInt32,
    into row: UnsafeMutablePointer<UInt16>
  ) {
    let left = UInt16(256 - d)
    let right = UInt16(d)
    row[0] = right &* UInt16(texels[0])
    for j in 1..<width {
      row[j] = left &* UInt16(texels[j - 1]) &+ right &* UInt16(texels[j])
    }
    row[width] = left &* UInt16(texels[width - 1])
  }

  /// `out[j] = ((256 - d) · above[j] + d · below[j]) >> 16`.
  private static func blendDown(
    _ above: UnsafeMutablePointer<UInt16>, _ below: UnsafeMutablePointer<UInt16>, count: Int,
    weight d: UInt32, into out: UnsafeMutablePointer<UInt8>
  ) {
    let top = 256 - d
    for j in 0..<count {
      out[j] = UInt8(truncatingIfNeeded: (top &* UInt32(above[j]) &+ d &* UInt32(below[j])) >> 16)
    }
  }

  private func buffer(bytes: Int) -> UnsafeMutablePointer<UInt8> {
    if let pixels, capacity >= bytes { return pixels }
    pixels?.deallocate()
    let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes)
    pixels = fresh
    capacity = bytes
    return fresh
  }

  private func rowBuffers(count: Int) -> (
    UnsafeMutablePointer<UInt16>, UnsafeMutablePointer<UInt16>
  ) {
    if let rows, rowCapacity >= count { return (rows, rows + rowCapacity) }
    rows?.deallocate()
    let fresh = UnsafeMutablePointer<UInt16>.allocate(capacity: 2 * count)
    rows = fresh
    rowCapacity = count
    return (fresh, fresh + count)
  }
}
