import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A layer's `mask`: the masked layer is painted into a group, and the group is composited through
/// the mask's alpha.
///
/// The mask is painted once into a raster of its own space and kept while its subtree is
/// unchanged (a reflection's fading gradient is the same every frame while what it fades
/// changes); it is composited from that raster where it lands on whole device pixels, and painted
/// where it lands otherwise. Masks larger than ``maximumCachedMaskPixels`` are painted each time:
/// a mask over a whole window would keep a framebuffer's worth of memory.
extension LayerPainter {
  /// The largest mask kept as a raster, in device pixels (4 MiB of ARGB).
  static let maximumCachedMaskPixels: CGFloat = 1024 * 1024

  /// Paints `group` (the masked node, device space) multiplied by the mask's composited alpha.
  func paintMasked(
    _ group: OpaquePointer, by mask: RenderNode, toDevice: CGAffineTransform, alpha: CGFloat
  ) {
    let maskToDevice = mask.toParent.concatenating(toDevice)
    let cached = cachedMaskPattern(mask, toDevice: maskToDevice)
    guard let maskGroup = cached ?? paintedMask(mask, toDevice: maskToDevice) else { return }
    defer { cairo_pattern_destroy(maskGroup) }
    if alpha < 1 {
      cairo_push_group(cr)
      cairo_set_source(cr, group)
      cairo_mask(cr, maskGroup)
      cairo_identity_matrix(cr)
      if let masked = cairo_pop_group(cr) {
        cairo_set_source(cr, masked)
        cairo_paint_with_alpha(cr, alpha)
        cairo_pattern_destroy(masked)
      }
    } else {
      cairo_set_source(cr, group)
      cairo_mask(cr, maskGroup)
    }
  }

  /// The mask painted into a group of the current clip (device space).
  private func paintedMask(_ mask: RenderNode, toDevice: CGAffineTransform) -> OpaquePointer? {
    cairo_push_group(cr)
    // Inside a band, a band too: it only reads the shared caches (other bands read them at the
    // same time), and a miss sends the frame back to one thread as the band's own would.
    let inBand = target.pass == .band
    let maskPainter = LayerPainter(
      cr: cr, rasterScale: rasterScale, damage: nil, shapeMasks: shapeMasks,
      textDeferral: target.textDeferral, pass: inBand ? .band : .whole, frame: frame)
    maskPainter.paint(mask, toDevice: toDevice)
    if inBand, maskPainter.target.bandMissedCache { target.bandMissedCache = true }
    cairo_identity_matrix(cr)
    return cairo_pop_group(cr)
  }

  /// A pattern over the mask's cached raster placed in device space, or `nil` when the mask does
  /// not land on whole device pixels at the raster scale (then painting it is exact, where
  /// resampling the raster would blur it) or cannot be rasterized.
  private func cachedMaskPattern(_ mask: RenderNode, toDevice: CGAffineTransform)
    -> OpaquePointer?
  {
    // Whole pixels at the layer's origin are whole at the raster's, a whole number of texels away.
    let extent = mask.localSubtreeExtent
    guard isPlacement(toDevice),
      DevicePlacement(of: .zero, toDevice: toDevice, scale: rasterScale)?.isWhole == true,
      extent.width * extent.height * rasterScale * rasterScale <= Self.maximumCachedMaskPixels
    else { return nil }
    let key = LayerRenderCache.RasterKey(version: mask.subtreeVersion, scale: rasterScale)
    let raster = cachedRaster(\.maskRaster, of: mask, key: key) {
      rasterizeSubtree(of: mask, scale: rasterScale)
    }
    guard let raster,
      let at = DevicePlacement(of: raster.origin, toDevice: toDevice, scale: raster.scale),
      at.isWhole, let pattern = cairo_pattern_create_for_surface(raster.surface)
    else { return nil }
    let (x, y) = at.whole
    var matrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -Double(x), y0: -Double(y))
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    return pattern
  }
}
