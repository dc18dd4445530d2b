import CPixman
import Foundation
import OpenCoreGraphics

/// Where a raster's pixel (0, 0) lands in the framebuffer when the layer-to-device transform is a
/// pure translation at the raster's scale: in 16.16 fixed point, pixman's own precision.
///
/// Whole positions composite texel for texel. A fraction (a layer moving between pixels, or one
/// resting at a half point) is resampled bilinearly, as cairo would, but on pixman's fast paths:
/// see ``DirectCompositor``.
struct DevicePlacement: Equatable {
  /// 16.16 fixed-point device coordinates of the raster's pixel (0, 0).
  let x: Int64
  let y: Int64

  /// Positions beyond this many device pixels fall back to cairo, which clips them first
  /// (pixman's 16.16 transforms hold ±32,767).
  static let limit: CGFloat = 16384

  /// The placement of layer-space `point` under `toDevice`, or `nil` when `toDevice` is not a
  /// translation at `scale` or the point lands beyond ``limit``.
  init?(of point: CGPoint, toDevice t: CGAffineTransform, scale: CGFloat) {
    guard t.b == 0, t.c == 0, t.a == scale, t.d == scale else { return nil }
    let px = t.tx + point.x * scale
    let py = t.ty + point.y * scale
    guard abs(px) < Self.limit, abs(py) < Self.limit else { return nil }  // NaN fails too
    // Within a millionth of a pixel is whole: rounding of the transforms above must not turn a
    // resting layer into a resampled one.
    func fixed(_ v: CGFloat) -> Int64 {
      let whole = v.rounded()
      return abs(v - whole) < 1e-6 ? Int64(whole) << 16 : Int64((v * 65536).rounded())
    }
    x = fixed(px)
    y = fixed(py)
  }

  /// Whether the raster lands on whole device pixels.
  var isWhole: Bool { x & 0xFFFF == 0 && y & 0xFFFF == 0 }

  /// The device pixel of the raster's pixel (0, 0), when ``isWhole``.
  var whole: (Int32, Int32) { (Int32(x >> 16), Int32(y >> 16)) }

  /// The device pixel where a resampled raster (one texel wider and taller than its source)
  /// starts: the texel left of and above the raster's first, so that every destination pixel's
  /// bilinear footprint is its source texels `j - 1` and `j` (see ``SubpixelMask``).
  var resampledOrigin: (Int32, Int32) { (Int32((x - 1) >> 16), Int32((y - 1) >> 16)) }

  /// The weights of texel `j` against `j - 1` in a resampled raster, 0…254 in pixman's steps
  /// (`pixman_fixed_to_bilinear_weight`, seven bits, doubled to eight).
  var weights: (x: UInt32, y: UInt32) {
    let origin = resampledOrigin
    return (
      Self.weight(offset: (Int64(origin.0) << 16) - x),
      Self.weight(offset: (Int64(origin.1) << 16) - y)
    )
  }

  /// pixman's translation for sampling the raster from a composite placed at ``resampledOrigin``:
  /// destination pixel `j`'s centre maps to `j + 0.5 + offset` in the raster.
  var samplingOffset: (pixman_fixed_t, pixman_fixed_t) {
    let origin = resampledOrigin
    return (
      pixman_fixed_t(truncatingIfNeeded: (Int64(origin.0) << 16) - x),
      pixman_fixed_t(truncatingIfNeeded: (Int64(origin.1) << 16) - y)
    )
  }

  private static func weight(offset: Int64) -> UInt32 {
    UInt32((offset & 0xFFFF) >> 9) << 1
  }
}
