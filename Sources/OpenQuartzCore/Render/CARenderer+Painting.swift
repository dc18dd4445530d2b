import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// One pass of painting the render tree into a surface: what every frame, band, preparing pass and
/// debug check's redraw runs.
extension CARenderer {
  /// Paints the tree over `surface` through `cr`, within `damage` (device pixels): the background
  /// where the root does not cover the framebuffer opaquely, then the nodes.
  ///
  /// - Parameters:
  ///   - tracker: Where painted extents are logged for the next frame's damage (`nil`: nowhere).
  ///   - errorLog: Where a layer that puts cairo into an error state is recorded and skipped.
  ///   - computesExtents: Whether extents not cached are computed (full frames), so that later
  ///     partial frames can cull by them.
  ///   - pass: Whether it paints, only fills caches, or paints one band (``PaintPass``).
  ///   - logsInBand: Whether a band logs what it paints into its own list (a frame with no
  ///     preparing pass: ``paintInBands(_:damage:computesExtents:)``).
  /// - Returns: The painter's shared state, to read what a preparing pass or a band met.
  @discardableResult
  func paintTree(
    _ root: RenderNode, into cr: OpaquePointer, surface: OpaquePointer, damage: [CGRect],
    tracker: DamageTracker?, errorLog: PaintErrorLog?, computesExtents: Bool,
    pass: PaintPass = .whole, logsInBand: Bool = false
  ) -> LayerPainter.Target {
    cairo_save(cr)
    if pass == .preparing {
      // Culled by the damage as a whole pass is, with nothing composited anywhere.
      cairo_rectangle(cr, 0, 0, 0, 0)
      cairo_clip(cr)
    } else {
      LayerPainter.clip(cr, toUnionOf: damage)
    }
    if pass != .preparing,
      !root.coversFramebufferOpaquely(
        size: CGSize(width: pixelWidth, height: pixelHeight), scale: scale)
    {
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      if let background = backgroundColor {
        LayerShapes.setColor(cr, background)
      } else {
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
      }
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
    // Rasters never coarser than a point: the damage margin (CALayer.rasterBleed) counts on it.
    if pass != .band { subpixelVariants.beginFrame() }
    // A preparing pass still calls pixman with an empty clip: each raster's pixman image is made
    // and validated there, so the bands only read it.
    let direct = DirectCompositor(
      surface: surface, damage: pass == .preparing ? [] : damage, variants: subpixelVariants,
      readsOnly: pass == .band)
    var painter = LayerPainter(
      cr: cr, rasterScale: max(scale, 1), damage: damage, shapeMasks: shapeMasks,
      damageTracker: tracker, errorLog: errorLog, direct: direct, pass: pass, frame: paintedFrames)
    painter.computesExtents = computesExtents
    painter.skipsHiddenShadowCores = skipsHiddenShadowCores
    painter.target.logsInBand = logsInBand
    painter.paint(root, toDevice: root.toParent.concatenating(rootToDevice))
    direct?.finish()
    cairo_restore(cr)
    return painter.target
  }
}
