import CCairo
import CGraphicsSupport
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Paints a `CAReplicatorLayer`: nothing of its own; its sublayers once per instance, each
/// transformed and tinted a step further (`LayerPainter.paintInstances`).
struct ReplicatorPainting: LayerKindPainting {
  let node: RenderNode
  let replicator: ReplicatorContent

  var contentBounds: CGRect? { nil }

  func paintContent(with painter: LayerPainter, toDevice: CGAffineTransform, alpha: CGFloat) {}

  func sublayerInstances(nestedIn factor: Int) -> [SublayerInstance]? {
    let limit = max(CAReplicatorLayer.maximumNestedInstances / max(factor, 1), 1)
    if replicator.count > limit {
      Diagnostics.once(
        "replicator-nesting",
        "nested CAReplicatorLayers would draw more than \(CAReplicatorLayer.maximumNestedInstances) "
          + "copies; the innermost draw fewer instances")
    }
    return replicator.transforms(in: node.bounds, limit: limit).enumerated().map { k, transform in
      SublayerInstance(transform: transform, color: replicator.colorComponents(k))
    }
  }
}

extension LayerPainter {
  /// Paints `node`'s children once per instance of its kind, within the kind's budget of nested
  /// copies; `false` when the kind draws them once, in place.
  ///
  /// Instances reuse the sublayers' cached rasters: a live reflection costs a composite, not a
  /// redraw. A tinted instance is painted into a group whose pixels are multiplied by its color.
  func paintInstances(
    of node: RenderNode, kind: any LayerKindPainting, toDevice: CGAffineTransform, opacity: CGFloat
  ) -> Bool {
    guard let instances = kind.sublayerInstances(nestedIn: instanceFactor) else { return false }
    var painter = self
    painter.instanceFactor = max(instanceFactor, 1) * max(instances.count, 1)
    let children = node.renderOrderedChildren
    for instance in instances {
      let instanceToDevice = instance.transform.concatenating(toDevice)
      guard instance.color.alpha > 0 else { continue }
      let tinted = !instance.isUntinted
      if tinted {
        cairo_save(cr)
        // Size the group to this instance, not to the clip.
        let extent = children.reduce(CGRect.null) {
          $0.union($1.localSubtreeExtent.applying($1.toParent.concatenating(instanceToDevice)))
        }
        LayerPainter.clip(cr, to: extent)
        cairo_push_group(cr)
      }
      // Tinted instances render into a group: not straight into the framebuffer.
      let instancePainter = tinted ? painter.withoutDirect : painter
      for child in children {
        instancePainter.paint(
          child, toDevice: child.toParent.concatenating(instanceToDevice), inheritedOpacity: opacity
        )
      }
      guard tinted else { continue }
      cairo_identity_matrix(cr)
      guard let group = cairo_pop_group(cr) else {
        cairo_restore(cr)
        continue
      }
      tint(group, by: instance.color)
      cairo_set_source(cr, group)
      cairo_paint(cr)
      cairo_pattern_destroy(group)
      cairo_restore(cr)
    }
    return true
  }

  /// Multiplies a group's pixels by `color` in place.
  private func tint(
    _ group: OpaquePointer, by color: (red: Float, green: Float, blue: Float, alpha: Float)
  ) {
    var surface: OpaquePointer?
    guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
      let pixels = cairo_image_surface_get_data(surface)
    else { return }
    cairo_surface_flush(surface)
    cgs_modulate_argb32(
      pixels, Int(cairo_image_surface_get_stride(surface)),
      cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
      color.red, color.green, color.blue, color.alpha)
    cairo_surface_mark_dirty(surface)
  }
}
