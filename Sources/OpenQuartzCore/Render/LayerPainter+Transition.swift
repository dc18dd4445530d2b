import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Painting a layer in the middle of a ``CATransition``: its old look (a picture) and its live
/// subtree, each at its offset, or cross-faded.
extension LayerPainter {
  /// Paints `node`, which has a running transition, in place of its plain painting.
  ///
  /// A cross-fade is exact: old × (1 − p) + new × p, the new look flattened into a group and
  /// added (cairo's `ADD`), so that neither shows through the other halfway. Motion draws the two
  /// looks one over the other, clipped to the layer's bounds only when it masks to them.
  func paintTransition(
    _ node: RenderNode, _ transition: TransitionFrame, toDevice: CGAffineTransform,
    inheritedOpacity: CGFloat, drawsOwnShadow: Bool
  ) {
    // The live subtree is painted at an offset: the places its layers take now are not where they
    // rest, and the node spreads any change below it to its whole extent (``CompositingBoundary``).
    var live = withoutDirect.withoutDamageTracking
    live.transitioning = ObjectIdentifier(node)
    let (oldOffset, newOffset) = transition.offsets(in: node.bounds)
    let oldToDevice = toDevice.translatedBy(x: oldOffset.x, y: oldOffset.y)
    let newToDevice = toDevice.translatedBy(x: newOffset.x, y: newOffset.y)
    let progress = min(max(transition.progress, 0), 1)
    cairo_save(cr)
    if node.masksToBounds {
      setMatrix(toDevice)
      LayerShapes.addBoundsPath(cr, node)
      cairo_clip(cr)
    }
    guard transition.isMotion else {
      // Groups sized to what the transition covers, not to the clip (a whole frame when full).
      cairo_identity_matrix(cr)
      LayerPainter.clip(cr, to: node.localSubtreeExtent.applying(toDevice))
      cairo_push_group(cr)
      if let before = transition.before, progress < 1 {
        setMatrix(oldToDevice)
        before.paint(into: cr, alpha: 1 - progress)
      }
      if progress > 0 {
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        live.paint(node, toDevice: newToDevice, drawsOwnShadow: drawsOwnShadow)
        cairo_identity_matrix(cr)
        if let new = cairo_pop_group(cr) {
          cairo_set_source(cr, new)
          cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
          cairo_paint_with_alpha(cr, progress)
          cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
          cairo_pattern_destroy(new)
        }
      }
      cairo_identity_matrix(cr)
      if let group = cairo_pop_group(cr) {
        cairo_set_source(cr, group)
        cairo_paint_with_alpha(cr, inheritedOpacity)
        cairo_pattern_destroy(group)
      }
      cairo_restore(cr)
      return
    }
    func paintOld() {
      guard let before = transition.before else { return }
      setMatrix(oldToDevice)
      before.paint(into: cr, alpha: inheritedOpacity)
    }
    if transition.oldOnTop {
      live.paint(
        node, toDevice: newToDevice, inheritedOpacity: inheritedOpacity,
        drawsOwnShadow: drawsOwnShadow)
      paintOld()
    } else {
      paintOld()
      live.paint(
        node, toDevice: newToDevice, inheritedOpacity: inheritedOpacity,
        drawsOwnShadow: drawsOwnShadow)
    }
    cairo_restore(cr)
  }
}

/// The old look of a layer a transition is added to: its node, as the renderer showing it last
/// painted it, in a picture.
///
/// A picture is a raster: at most ``RasterSurface/maximumSide`` pixels a side; a larger layer
/// transitions from nothing (said once).
enum TransitionPicture {
  /// A picture of `layer`'s subtree as last rendered, in its own space at the scale of the
  /// renderer showing it; `nil` when no renderer has rendered it.
  static func capture(_ layer: CALayer) -> RasterSurface? {
    guard let node = layer.renderNode, node.treeID != 0,
      let renderer = CommitPipeline.shared.renderers.elements.first(where: {
        $0.tree.id == node.treeID
      })
    else { return nil }
    // The node's values and caches are the render side's: read under the frame lock.
    return renderer.withFrameLock {
      guard !node.isHidden, node.opacity > 0 else { return nil }
      return picture(of: node, layer: layer, scale: max(renderer.scale, 1))
    }
  }

  private static func picture(of node: RenderNode, layer: CALayer, scale: CGFloat)
    -> RasterSurface?
  {
    let extent = node.localSubtreeExtent
    guard !extent.isEmpty, let surface = RasterSurface(covering: extent, scale: scale),
      let cr = cairo_create(surface.surface)
    else {
      if !extent.isEmpty {
        Diagnostics.once(
          "transition-picture-size",
          "\(layer.debugName) is too large (\(extent.size)) for a transition's picture of its old "
            + "look: it transitions from nothing")
      }
      return nil
    }
    defer { cairo_destroy(cr) }
    let toPicture = CGAffineTransform(
      a: scale, b: 0, c: 0, d: scale, tx: -surface.origin.x * scale,
      ty: -surface.origin.y * scale)
    let painter = LayerPainter(
      cr: cr, rasterScale: scale, damage: nil, shapeMasks: ShapeMaskCache())
    painter.paint(node, toDevice: toPicture)
    cairo_surface_flush(surface.surface)
    return surface
  }
}
