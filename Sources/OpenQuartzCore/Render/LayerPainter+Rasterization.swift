import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// `shouldRasterize`: the layer's subtree (content, sublayers, shadow and mask) painted once into a
/// bitmap of `rasterizationScale` pixels per point, kept until something in the subtree changes
/// (its subtree version), and composited from then on, with the inherited opacity applied to the
/// whole as Core Animation applies it to a rasterized group.
extension LayerPainter {
  /// Composites `layer`'s cached raster, making it first when stale; `false` when the subtree is
  /// too large to rasterize (it is then painted as usual).
  func paintRasterized(_ node: RenderNode, toDevice: CGAffineTransform, inheritedOpacity: CGFloat)
    -> Bool
  {
    let key = LayerRenderCache.RasterKey(
      version: node.subtreeVersion, scale: node.rasterizationScale)
    let raster = cachedRaster(\.rasterizedSubtree, of: node, key: key) {
      rasterizeSubtree(of: node, scale: node.rasterizationScale)
    }
    guard let raster else { return false }
    cairo_save(cr)
    setMatrix(toDevice)
    raster.paint(into: cr, alpha: inheritedOpacity)
    cairo_restore(cr)
    return true
  }

  /// The subtree painted into a raster of its extent (layer space) at `scale`.
  func rasterizeSubtree(of node: RenderNode, scale: CGFloat) -> RasterSurface? {
    let extent = node.localSubtreeExtent
    guard !extent.isNull, let raster = RasterSurface(covering: extent, scale: scale),
      let context = raster.makeContext()
    else { return nil }
    defer { cairo_destroy(context) }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    let toRaster = CGAffineTransform(
      a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    var painter = LayerPainter(
      cr: context, rasterScale: scale, damage: nil, shapeMasks: shapeMasks,
      textDeferral: target.textDeferral, frame: frame)
    painter.rasterizing = ObjectIdentifier(node)
    // Inside a transition's live look, the raster is that look: the transition is painted once,
    // around it (the seed-1 fuzz finding: it was painted inside the raster too, offset twice).
    painter.transitioning = transitioning
    painter.paint(node, toDevice: toRaster)
    cairo_surface_flush(raster.surface)
    guard cairo_status(context) == CAIRO_STATUS_SUCCESS else { return nil }
    return raster
  }
}
