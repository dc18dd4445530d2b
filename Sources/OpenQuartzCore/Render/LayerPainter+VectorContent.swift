import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Vector content (a gradient, a shape) and the rasters it is cached in: a raster of the layer's
/// content when it fits ``RasterSurface/maximumSide``, else device-space tiles of what shows.
extension LayerPainter {
  /// Vector content of a layer kind (a gradient, a shape) drawn by `draw` in layer space: from a
  /// raster cached until the layer's appearance changes, or, when `bounds` is too large to
  /// rasterize whole, drawn tile by tile where the target can show it.
  func paintVectorContent(
    of node: RenderNode, within bounds: CGRect, toDevice: CGAffineTransform, alpha: CGFloat,
    _ draw: (OpaquePointer) -> Void
  ) {
    let key = LayerRenderCache.RasterKey(version: node.appearanceVersion, scale: rasterScale)
    if let raster = cachedRaster(
      \.kindContent, of: node, key: key, make: { rasterize(bounds, draw) })
    {
      raster.paint(into: cr, alpha: alpha)
    } else {
      paintVisible(node, within: bounds, toDevice: toDevice, alpha: alpha, draw)
    }
  }

  /// A raster of `rect` (layer space) at `scale` (default the raster scale), drawn by `draw`;
  /// `nil` when too large (``RasterSurface/maximumSide``) or when drawing put its own cairo context
  /// into an error state (the raster's context only: the target is never touched).
  func rasterize(
    _ rect: CGRect, scale: CGFloat? = nil, format: cairo_format_t = CAIRO_FORMAT_ARGB32,
    _ draw: (OpaquePointer) -> Void
  ) -> RasterSurface? {
    guard let raster = RasterSurface(covering: rect, scale: scale ?? rasterScale, format: format),
      let context = raster.makeContext()
    else { return nil }
    draw(context)
    let status = cairo_status(context)
    cairo_destroy(context)
    cairo_surface_flush(raster.surface)
    guard status == CAIRO_STATUS_SUCCESS,
      cairo_surface_status(raster.surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    return raster
  }

  /// Vector content too large to rasterize whole: the part the target can show, drawn in device
  /// space into tiles of at most ``RasterSurface/maximumSide`` pixels, each with a cairo context of
  /// its own (a drawing error spoils that tile, never the target).
  func paintVisible(
    _ node: RenderNode, within drawingBounds: CGRect, toDevice: CGAffineTransform, alpha: CGFloat,
    _ draw: (OpaquePointer) -> Void
  ) {
    let region = drawingBounds.applying(toDevice).intersection(targetBounds).integral
    guard !region.isNull, !region.isEmpty else { return }
    let side = CGFloat(RasterSurface.maximumSide) - 2 * RasterSurface.padding
    var y = region.minY
    while y < region.maxY {
      var x = region.minX
      while x < region.maxX {
        let tile = CGRect(
          x: x, y: y, width: min(side, region.maxX - x), height: min(side, region.maxY - y))
        guard let raster = RasterSurface(covering: tile, scale: 1),
          let context = cairo_create(
            raster.surface)
        else { return }
        var matrix = cairo_matrix_t(
          xx: toDevice.a, yx: toDevice.b, xy: toDevice.c, yy: toDevice.d,
          x0: toDevice.tx - raster.origin.x, y0: toDevice.ty - raster.origin.y)
        cairo_set_matrix(context, &matrix)
        draw(context)
        let status = cairo_status(context)
        cairo_destroy(context)
        guard status == CAIRO_STATUS_SUCCESS else {
          PaintErrorLog.report(node, status)
          return
        }
        cairo_surface_flush(raster.surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        // Only the tile: its padding holds the neighbouring tiles' content.
        cairo_rectangle(cr, tile.minX, tile.minY, tile.width, tile.height)
        cairo_clip(cr)
        raster.paint(into: cr, alpha: alpha)
        cairo_restore(cr)
        x += side
      }
      y += side
    }
  }
}
