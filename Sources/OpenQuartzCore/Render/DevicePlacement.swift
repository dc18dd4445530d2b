import CPixman
import Foundation
import OpenCoreGraphics

/// Where a raster's pixel (0, 0) lands in the framebuffer when the layer-to-device transform is a
/// pure translation at the raster's scale: in 16.16 fixed point, pixman's own precision, rounded
/// to the nearest ``steps`` of a pixel.
///
/// Whole positions composite texel for texel. A fraction (a layer moving between pixels, or one
/// resting at a half point) is resampled bilinearly, as cairo would at the rounded position:
/// see ``DirectCompositor`` and ``SubpixelVariants``. The rounding moves a raster by at most an
/// eighth of a device pixel, as the quarter-pixel glyph positions of text renderers do, and keeps
/// the shifted copies of a raster to 15.
struct DevicePlacement: Equatable {
  /// 16.16 fixed-point device coordinates of the raster's pixel (0, 0), multiples of
  /// `1 / steps` of a pixel.
  let x: Int64
  let y: Int64

  /// The positions per device pixel a raster can take.
  static let steps = 4
  private static let stepShift: Int64 = 14  // 16.16 fixed point in quarters: 1 << 14

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
    // The nearest quarter: rounding errors of the transforms above (a millionth of a pixel)
    // leave a resting layer on its whole pixel.
    func fixed(_ v: CGFloat) -> Int64 {
      Int64((v * CGFloat(Self.steps)).rounded()) << Self.stepShift
    }
    x = fixed(px)
    y = fixed(py)
  }

  /// Whether the raster lands on whole device pixels.
  var isWhole: Bool { x & 0xFFFF == 0 && y & 0xFFFF == 0 }

  /// Which of the `steps × steps` positions within a pixel the raster takes: 0 when whole.
  var phase: Int {
    let mask = Int64(Self.steps - 1)
    return Int(((y >> Self.stepShift) & mask) * Int64(Self.steps) + ((x >> Self.stepShift) & mask))
  }

  /// The device pixel of the raster's pixel (0, 0), when ``isWhole``.
  var whole: (Int32, Int32) { (Int32(x >> 16), Int32(y >> 16)) }

  /// The device pixel where a resampled raster (one texel wider and taller than its source)
  /// starts: the texel left of and above the raster's first, so that every destination pixel's
  /// bilinear footprint is its source texels `j - 1` and `j` (see ``SubpixelShift``).
  var resampledOrigin: (Int32, Int32) { (Int32((x - 1) >> 16), Int32((y - 1) >> 16)) }

  /// The weights of texel `j` against `j - 1` in a resampled raster, in pixman's steps
  /// (`pixman_fixed_to_bilinear_weight`, seven bits, doubled to eight): 0, 64, 128 or 192 on
  /// quarter pixels.
  var weights: (x: UInt32, y: UInt32) {
    let origin = resampledOrigin
    return (
      Self.weight(offset: (Int64(origin.0) << 16) - x),
      Self.weight(offset: (Int64(origin.1) << 16) - y)
    )
  }

  private static func weight(offset: Int64) -> UInt32 {
    UInt32((offset & 0xFFFF) >> 9) << 1
  }
}
