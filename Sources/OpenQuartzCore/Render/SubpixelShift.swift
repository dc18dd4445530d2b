import Foundation

/// Moves a raster (A8 or premultiplied ARGB32) by a fraction of a device pixel: the bilinear
/// resampling pixman does texel by texel, done here in two passes over rows that the compiler
/// vectorises.
///
/// The arithmetic is pixman's, integer for integer: eight-bit weights from its seven-bit steps,
/// `(256 - d) · left + d · right` across, the same down, and the sum shifted right by 16
/// (truncated), each byte of a texel on its own, with texels outside the raster read as zero
/// (`PIXMAN_REPEAT_NONE`). So a shifted raster composited on whole pixels gives the pixels
/// cairo's bilinear composite of the raster gives (`SubpixelPlacementTests` checks both formats).
enum SubpixelShift {
  /// Bytes per row of a shifted copy of a raster `width` texels wide: one texel more, rounded up
  /// to whole 32-bit words as pixman wants.
  static func stride(width: Int, bytesPerPixel: Int) -> Int {
    ((width + 1) * bytesPerPixel + 3) & ~3
  }

  /// Writes into `out` the copy of `source` one texel wider and taller whose texel `(i, j)`
  /// weighs source texel `j` by `weights.x` (0…256) against `j - 1`, and row `i` by `weights.y`
  /// against `i - 1`.
  ///
  /// - Parameters:
  ///   - out: ``stride(width:bytesPerPixel:)`` times `height + 1` bytes.
  ///   - rows: Scratch for two rows of `(width + 1) · bytesPerPixel` sums.
  /// - Complexity: O(width × height), two multiply-adds per byte.
  static func resample(
    _ source: UnsafePointer<UInt8>, width: Int, height: Int, stride sourceStride: Int,
    bytesPerPixel: Int, weights: (x: UInt32, y: UInt32), into out: UnsafeMutablePointer<UInt8>,
    rows: UnsafeMutablePointer<UInt16>
  ) {
    guard width > 0, height > 0 else { return }
    let count = (width + 1) * bytesPerPixel
    let outStride = stride(width: width, bytesPerPixel: bytesPerPixel)
    var above = rows
    var below = rows + count
    for k in 0..<count { above[k] = 0 }  // row -1: outside the raster
    for i in 0...height {
      if i < height {
        blendAcross(
          source + i * sourceStride, bytes: width * bytesPerPixel, neighbour: bytesPerPixel,
          weight: weights.x, into: below)
      } else {
        for k in 0..<count { below[k] = 0 }  // row `height`: outside the raster
      }
      blendDown(above, below, count: count, weight: weights.y, into: out + i * outStride)
      swap(&above, &below)
    }
  }

  /// `row[k] = (256 - d) · texels[k - neighbour] + d · texels[k]`, for `k` in
  /// `0..<bytes + neighbour`, with bytes outside the row read as zero.
  private static func blendAcross(
    _ texels: UnsafePointer<UInt8>, bytes: Int, neighbour: Int, weight d: UInt32,
    into row: UnsafeMutablePointer<UInt16>
  ) {
    let left = UInt16(256 - d)
    let right = UInt16(d)
    for k in 0..<neighbour {
      row[k] = right &* UInt16(texels[k])
      row[bytes + k] = left &* UInt16(texels[bytes - neighbour + k])
    }
    for k in neighbour..<bytes {
      row[k] = left &* UInt16(texels[k - neighbour]) &+ right &* UInt16(texels[k])
    }
  }

  /// `out[k] = ((256 - d) · above[k] + d · below[k]) >> 16`.
  private static func blendDown(
    _ above: UnsafeMutablePointer<UInt16>, _ below: UnsafeMutablePointer<UInt16>, count: Int,
    weight d: UInt32, into out: UnsafeMutablePointer<UInt8>
  ) {
    let top = 256 - d
    for k in 0..<count {
      out[k] = UInt8(truncatingIfNeeded: (top &* UInt32(above[k]) &+ d &* UInt32(below[k])) >> 16)
    }
  }
}
