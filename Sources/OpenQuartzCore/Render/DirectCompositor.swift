import CCairo
import CPixman
import Foundation
import OpenCoreGraphics

/// pixman composites straight into the framebuffer, for the common case:
/// a cached raster or mask placed by a translation (``DevicePlacement``),
/// with no clip or offscreen group active besides the frame's damage.
///
/// On whole pixels a raster is copied texel for texel. Between pixels (a
/// moving layer) it is resampled bilinearly as cairo does, once per quarter
/// pixel it lands on: the shifted copy (``SubpixelVariants``) is then
/// composited on whole pixels, on pixman's fast paths.
///
/// Through cairo each of these small composites costs a pattern, a gstate
/// and pixman images made per call; here the framebuffer's pixman image and
/// its damage clip are made once per frame and each raster's image once.
/// The painter falls back to cairo for everything else (transforms,
/// `masksToBounds`, masks, groups), so both paths must produce the same
/// pixels (the snapshot tests render both).
final class DirectCompositor {
  private let target: OpaquePointer
  private let cairoSurface: OpaquePointer
  private var clip = pixman_region32_t()
  private let variants: SubpixelVariants
  /// Whether it only reads the kept shifted copies (a band of a parallel frame).
  private let readsOnly: Bool
  /// Whether a band found a raster without its pixman image (made only by a whole or preparing
  /// pass): what it would have composited is missing, and the frame is painted again whole.
  private(set) var missedImage = false
  /// Whether a band made a shifted copy for one composite, not finding it kept: the pixels are
  /// right, and the next banded frame should prepare (``CARenderer/paintInBands``).
  private(set) var madeTemporaryCopy = false

  /// Wraps the framebuffer (premultiplied native ARGB32) with `damage` as the clip.
  /// - Parameters:
  ///   - variants: Where rasters placed between pixels keep their shifted copies.
  ///   - readsOnly: Whether it keeps no new copy and notes no use, as a band of a parallel frame
  ///     does (``PaintPass/band``).
  init?(
    surface: OpaquePointer, damage: [CGRect], variants: SubpixelVariants, readsOnly: Bool = false
  ) {
    self.variants = variants
    self.readsOnly = readsOnly
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let width = cairo_image_surface_get_width(surface)
    let height = cairo_image_surface_get_height(surface)
    let stride = cairo_image_surface_get_stride(surface)
    guard
      let image = pixman_image_create_bits(
        PIXMAN_a8r8g8b8, width, height,
        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), stride)
    else { return nil }
    target = image
    cairoSurface = surface
    var boxes = damage.map { rect -> pixman_box32_t in
      let r = rect.integral
      return pixman_box32_t(
        x1: Int32(r.minX), y1: Int32(r.minY), x2: Int32(r.maxX), y2: Int32(r.maxY))
    }
    pixman_region32_init_rects(&clip, &boxes, Int32(boxes.count))
    pixman_image_set_clip_region32(target, &clip)
    cairo_surface_flush(surface)
  }

  /// Hands the pixels back to cairo.
  func finish() {
    cairo_surface_mark_dirty(cairoSurface)
  }

  deinit {
    pixman_image_unref(target)
    pixman_region32_fini(&clip)
  }

  /// Paints `color` (times `alpha`) through an A8 raster whose pixel (0, 0) lands at `placement`.
  /// - Parameter excluding: device rectangles the paint skips (for example
  ///   the core of a shadow hidden under an opaque body).
  func paint(
    _ color: CGColor, alpha: CGFloat, through mask: RasterSurface, at placement: DevicePlacement,
    excluding hidden: [CGRect] = []
  ) {
    let c = color.rgba
    let a = c.alpha * alpha
    guard a > 0, let maskImage = image(of: mask) else { return }
    var pixmanColor = pixman_color_t(
      red: UInt16(c.red * a * 65535), green: UInt16(c.green * a * 65535),
      blue: UInt16(c.blue * a * 65535), alpha: UInt16(a * 65535))
    guard let source = pixman_image_create_solid_fill(&pixmanColor) else { return }
    defer { pixman_image_unref(source) }
    withClip(excluding: hidden) {
      if placement.isWhole {
        let at = placement.whole
        pixman_image_composite32(
          PIXMAN_OP_OVER, source, maskImage, target, 0, 0, 0, 0, at.0, at.1,
          Int32(mask.pixelWidth), Int32(mask.pixelHeight))
      } else {
        withShiftedCopy(of: mask, at: placement) { shifted, x, y, width, height in
          pixman_image_composite32(
            PIXMAN_OP_OVER, source, shifted, target, 0, 0, 0, 0, x, y, width, height)
        }
      }
    }
    wroteBehindCairo()
  }

  /// Composites an ARGB raster (times `alpha`) whose pixel (0, 0) lands at `placement`.
  func blit(_ raster: RasterSurface, alpha: CGFloat, at placement: DevicePlacement) {
    guard let image = image(of: raster) else { return }
    var alphaMask: OpaquePointer?
    if alpha < 1 {
      var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(max(alpha, 0) * 65535))
      alphaMask = pixman_image_create_solid_fill(&color)
    }
    defer { if let alphaMask { pixman_image_unref(alphaMask) } }
    if placement.isWhole {
      // The raster's transparent padding adds nothing where it lands on whole pixels: skipped.
      let at = placement.whole
      let inset = Int32(RasterSurface.padding)
      pixman_image_composite32(
        PIXMAN_OP_OVER, image, alphaMask, target, inset, inset, 0, 0, at.0 + inset, at.1 + inset,
        max(Int32(raster.pixelWidth) - 2 * inset, 0),
        max(Int32(raster.pixelHeight) - 2 * inset, 0))
    } else {
      withShiftedCopy(of: raster, at: placement) { shifted, x, y, width, height in
        pixman_image_composite32(
          PIXMAN_OP_OVER, shifted, alphaMask, target, 0, 0, 0, 0, x, y, width, height)
      }
    }
    wroteBehindCairo()
  }

  /// The raster's pixman image; a band reads only one already made.
  private func image(of raster: RasterSurface) -> OpaquePointer? {
    guard readsOnly else { return raster.pixmanImage }
    if let made = raster.madePixmanImage { return made }
    missedImage = true
    return nil
  }

  /// Hands `composite` the copy of `raster` shifted to `placement`'s quarter pixel, with the
  /// device rectangle it covers (one texel wider and taller than the raster).
  private func withShiftedCopy(
    of raster: RasterSurface, at placement: DevicePlacement,
    _ composite: (OpaquePointer, Int32, Int32, Int32, Int32) -> Void
  ) {
    let at = placement.resampledOrigin
    let place = { (shifted: OpaquePointer) in
      composite(
        shifted, at.0, at.1, Int32(raster.pixelWidth + 1), Int32(raster.pixelHeight + 1))
    }
    if readsOnly {
      if !variants.withKeptCopy(of: raster, at: placement, place) { madeTemporaryCopy = true }
    } else {
      variants.withCopy(of: raster, at: placement, place)
    }
  }

  /// Tells cairo the pixels changed behind its back.
  ///
  /// Without it, a surface cairo cleared whole
  /// (a full frame's first paint) stays "clear" in cairo's books, and cairo turns the next OVER
  /// into a plain copy of its source, wiping what pixman wrote under it (a label over a button's
  /// rounded background came out with a hole).
  private func wroteBehindCairo() {
    cairo_surface_mark_dirty(cairoSurface)
  }

  /// Runs `body` with the damage clip minus `hidden`, then restores it.
  private func withClip(excluding hidden: [CGRect], _ body: () -> Void) {
    guard !hidden.isEmpty else { return body() }
    var reduced = pixman_region32_t()
    pixman_region32_init(&reduced)
    pixman_region32_copy(&reduced, &clip)
    for rect in hidden {
      var hole = pixman_region32_t()
      pixman_region32_init_rect(
        &hole, Int32(rect.minX), Int32(rect.minY), UInt32(max(rect.width, 0)),
        UInt32(max(rect.height, 0)))
      var remaining = pixman_region32_t()
      pixman_region32_init(&remaining)
      pixman_region32_subtract(&remaining, &reduced, &hole)
      pixman_region32_fini(&reduced)
      pixman_region32_fini(&hole)
      reduced = remaining  // the region's storage moves with the struct
    }
    pixman_image_set_clip_region32(target, &reduced)
    body()
    pixman_image_set_clip_region32(target, &clip)
    pixman_region32_fini(&reduced)
  }
}
