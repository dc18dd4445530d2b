import CCairo
import CGraphicsSupport
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Paints a layer tree with cairo, in Core Animation's order per layer: shadow → background →
/// contents → kind content (gradient, shape, text) → sublayers → border, with `masksToBounds`,
/// `mask` and group opacity.
///
/// Used by ``CARenderer`` for the framebuffer (damage-clipped) and by `CALayer.render(in:)` for any
/// `CGContext`.
@MainActor
struct LayerPainter {
  /// The cairo context; its matrix is managed by the painter.
  let cr: OpaquePointer
  /// Pixels per point for cached rasters.
  let rasterScale: CGFloat
  /// Device-space rectangles to paint; layers outside them are skipped.
  ///
  /// `nil` paints everything.
  let damage: [CGRect]?
  /// Shared shadow masks.
  let shadowMasks: ShadowMaskCache
  /// Where the renderer remembers painted layers' device extents (for damage).
  var extentLog: ExtentLog? = nil

  /// Paints `layer` (and its subtree), whose space maps to device pixels by `toDevice`.
  ///
  /// - Parameters:
  ///   - inheritedOpacity: The product of the opacities of ancestors that
  ///     did not composite as a group (`allowsGroupOpacity == false`).
  ///   - drawsOwnShadow: `false` when rendering the layer to shape its own shadow.
  func paint(
    _ layer: CALayer, toDevice: CGAffineTransform, inheritedOpacity: CGFloat = 1,
    drawsOwnShadow: Bool = true
  ) {
    guard !layer.isHidden, layer.opacity > 0, toDevice.isInvertible else { return }
    if let damage {
      let extent = layer.localSubtreeExtent.applying(toDevice)
      guard damage.contains(where: { $0.intersects(extent) }) else { return }
      extentLog?.record(layer, extent)
    }
    let opacity = CGFloat(layer.opacity) * inheritedOpacity
    let hasSublayers = !layer.storedSublayers.isEmpty
    // Offscreen only when needed: overlapping parts under one group opacity, or a mask.
    let isolated = layer.mask != nil || (opacity < 1 && layer.allowsGroupOpacity && hasSublayers)
    cairo_save(cr)
    if layer.masksToBounds {
      setMatrix(toDevice)
      LayerShapes.addBoundsPath(cr, layer)
      cairo_clip(cr)
    }
    if drawsOwnShadow, layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 {
      paintShadow(of: layer, toDevice: toDevice, color: color, opacity: opacity)
    }
    // A popped group is placed in the user space of its push: keep it fixed.
    cairo_identity_matrix(cr)
    if isolated { cairo_push_group(cr) }
    let partAlpha = isolated ? 1 : opacity
    paintBody(layer, toDevice: toDevice, alpha: partAlpha)
    paintSublayers(of: layer, toDevice: toDevice, opacity: partAlpha)
    paintBorder(layer, toDevice: toDevice, alpha: partAlpha)
    if isolated {
      cairo_identity_matrix(cr)
      if let group = cairo_pop_group(cr) {
        if let mask = layer.mask {
          paintMasked(group, by: mask, toDevice: toDevice, alpha: opacity)
        } else {
          cairo_set_source(cr, group)
          cairo_paint_with_alpha(cr, opacity)
        }
        cairo_pattern_destroy(group)
      }
    }
    cairo_restore(cr)
  }

  /// Sets cairo's matrix to a layer-to-device transform.
  func setMatrix(_ t: CGAffineTransform) {
    var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_set_matrix(cr, &matrix)
  }

  /// Background, contents and the layer kind's own content.
  private func paintBody(_ layer: CALayer, toDevice: CGAffineTransform, alpha: CGFloat) {
    setMatrix(toDevice)
    let cache = layer.renderCache
    if let background = layer.backgroundColor, background.alpha > 0 {
      let key = LayerRenderCache.RasterKey(version: layer.appearanceVersion, scale: rasterScale)
      if let raster = LayerRenderCache.raster(
        &cache.background, key: key,
        make: {
          rasterize(layer.storedBounds) { LayerShapes.fillBackground($0, layer) }
        })
      {
        raster.paint(into: cr, alpha: alpha)
      } else {
        LayerShapes.fillBackground(cr, layer, alpha: alpha)
      }
    }
    if let image = layer.contents.flatMap({ $0 as? CGImage }) {
      LayerContents.paint(image, of: layer, into: cr, alpha: alpha)
    }
    if let text = layer as? CATextLayer {
      text.paintText(into: cr, rasterScale: rasterScale, alpha: alpha)
    } else if let drawingBounds = layer.kindContentBounds {
      let key = LayerRenderCache.RasterKey(version: layer.appearanceVersion, scale: rasterScale)
      if let raster = LayerRenderCache.raster(
        &cache.kindContent, key: key,
        make: {
          rasterize(drawingBounds) { layer.paintKindContent(into: $0) }
        })
      {
        raster.paint(into: cr, alpha: alpha)
      } else {
        directly(alpha: alpha) { layer.paintKindContent(into: cr) }
      }
    }
  }

  private func paintBorder(_ layer: CALayer, toDevice: CGAffineTransform, alpha: CGFloat) {
    guard layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 else { return }
    setMatrix(toDevice)
    let key = LayerRenderCache.RasterKey(version: layer.appearanceVersion, scale: rasterScale)
    if let raster = LayerRenderCache.raster(
      &layer.renderCache.border, key: key,
      make: {
        rasterize(layer.storedBounds) { LayerShapes.fillBorder($0, layer) }
      })
    {
      raster.paint(into: cr, alpha: alpha)
    } else {
      LayerShapes.fillBorder(cr, layer, alpha: alpha)
    }
  }

  /// Paints the sublayers back to front, each with `opacity` inherited;
  /// replicators override the placement.
  func paintSublayers(of layer: CALayer, toDevice: CGAffineTransform, opacity: CGFloat) {
    guard !layer.storedSublayers.isEmpty else { return }
    if let replicator = layer as? CAReplicatorLayer {
      replicator.paintInstances(with: self, toDevice: toDevice, opacity: opacity)
      return
    }
    for sublayer in layer.renderOrderedSublayers {
      paint(
        sublayer, toDevice: sublayer.toSuperlayer.concatenating(toDevice),
        inheritedOpacity: opacity)
    }
  }

  /// Paints `group` (the masked layer, device space) multiplied by the mask
  /// layer's composited alpha.
  private func paintMasked(
    _ group: OpaquePointer, by mask: CALayer, toDevice: CGAffineTransform, alpha: CGFloat
  ) {
    cairo_push_group(cr)
    let maskPainter = LayerPainter(
      cr: cr, rasterScale: rasterScale, damage: nil, shadowMasks: shadowMasks)
    maskPainter.paint(mask, toDevice: mask.toSuperlayer.concatenating(toDevice))
    cairo_identity_matrix(cr)
    guard let maskGroup = cairo_pop_group(cr) else { return }
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

  /// A raster of `rect` (layer space) at the raster scale, drawn by `draw`.
  func rasterize(
    _ rect: CGRect, format: cairo_format_t = CAIRO_FORMAT_ARGB32, _ draw: (OpaquePointer) -> Void
  ) -> RasterSurface? {
    guard let raster = RasterSurface(covering: rect, scale: rasterScale, format: format),
      let context = raster.makeContext()
    else { return nil }
    draw(context)
    cairo_destroy(context)
    cairo_surface_flush(raster.surface)
    return raster
  }

  /// Draws straight into the target (for layers too large to rasterize).
  private func directly(alpha: CGFloat, _ draw: () -> Void) {
    if alpha >= 1 {
      draw()
      return
    }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_push_group(cr)
    draw()
    cairo_set_matrix(cr, &matrix)
    if let group = cairo_pop_group(cr) {
      cairo_set_source(cr, group)
      cairo_paint_with_alpha(cr, alpha)
      cairo_pattern_destroy(group)
    }
  }
}

extension CALayer {
  /// The compositor's per-layer cache, made on first use.
  var renderCache: LayerRenderCache {
    if let cache = storedRenderCache { return cache }
    let cache = LayerRenderCache()
    storedRenderCache = cache
    return cache
  }
}
