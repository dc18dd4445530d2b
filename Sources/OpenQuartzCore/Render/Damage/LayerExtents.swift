import Foundation
import OpenCoreGraphics

extension RenderNode {
  /// What the layer paints itself, in its own space, shadow excluded: bounds (background, border,
  /// text, gradient), contents placement and a shape's stroke.
  ///
  /// Content painted from a raster (kind content, text, a rounded background, a border) is widened
  /// by ``rasterBleed``.
  var localOwnExtent: CGRect {
    var extent = bounds
    var paintsRasters = borderWidth > 0 && borderColor != nil
    if cornerRadius > 0, backgroundColor != nil { paintsRasters = true }
    if let drawing = kindContentBounds {
      extent = extent.union(drawing)
      paintsRasters = true
    }
    if paintsRasters { extent = extent.insetBy(dx: -Self.rasterBleed, dy: -Self.rasterBleed) }
    if let image = contents {
      // Clipped to its placement when painted: no bleed.
      extent = extent.union(
        LayerContents.placement(
          imageSize: CGSize(width: image.width, height: image.height), in: self))
    }
    return extent
  }

  /// How far, in points, raster-painted content can reach past the rect it stands for.
  ///
  /// A raster is rounded out to whole texels on the layer's own grid (less than a texel), and at a
  /// fractional device position bilinear filtering reaches half a texel further. The renderer's
  /// rasters have at least one texel per point (inside a subtree rasterized below that, its
  /// extent adds the difference: ``localSubtreeExtent``), so two points cover both; without this margin a
  /// layer at x = 36.5 left a column of its antialiased edge on screen when it changed.
  static let rasterBleed: CGFloat = 2

  /// Everything the subtree paints in this layer's space, without this layer's shadow: own extent
  /// and sublayers (every replicator instance), clipped by `masksToBounds` and by what the mask
  /// lets through.
  var localExtentWithoutShadow: CGRect { masked(localContentExtent) }

  /// `content` cut to what the mask lets through (`.zero` when nothing), or `content` unmasked.
  private func masked(_ content: CGRect) -> CGRect {
    guard let mask = mask else { return content }
    let extent = content.intersection(mask.extentInParent)
    return extent.isNull ? .zero : extent
  }

  /// What the layer and its sublayers paint before the mask applies, clipped by `masksToBounds`:
  /// the shape an alpha shadow is cast from (the mask then clips the shadow too, as in Core
  /// Animation).
  var localContentExtent: CGRect {
    var extent = localOwnExtent
    if kind != .plain,
      let instances = kindPainting?.sublayerInstances(nestedIn: 1)
    {
      for instance in instances {
        for child in children where !child.isHidden {
          extent = extent.union(
            child.localSubtreeExtent.applying(child.toParent.concatenating(instance.transform)))
        }
      }
    } else {
      for child in children where !child.isHidden {
        extent = extent.union(child.localSubtreeExtent.applying(child.toParent))
      }
    }
    if masksToBounds { extent = extent.intersection(bounds) }
    return extent.isNull ? .zero : extent
  }

  /// Everything this layer's subtree paints, in its superlayer's space (for a mask, its owner's):
  /// what a mask lets through, its sublayers and raster bleed included.
  var extentInParent: CGRect { localSubtreeExtent.applying(toParent) }

  /// ``localSubtreeExtent`` if it is cached and current, without computing it.
  var cachedLocalSubtreeExtent: CGRect? {
    guard let cached = storedRenderCache?.localExtent, cached.version == subtreeVersion else {
      return nil
    }
    return isHidden ? .null : cached.rect
  }

  /// Everything the subtree paints, shadow included, in this layer's space.
  ///
  /// Cached until the subtree changes.
  var localSubtreeExtent: CGRect {
    if isHidden { return .null }
    if let cached = storedRenderCache?.localExtent, cached.version == subtreeVersion {
      return cached.rect
    }
    // The sublayers are walked once: the content, then masked, and the shadow's shape.
    let content = localContentExtent
    var extent = masked(content)
    if shadowOpacity > 0, shadowColor != nil {
      let shape = shadowPath?.boundingBoxOfPath ?? content
      // A radius beyond what any renderable scale blurs reaches no further (and stays finite).
      let radius = min(shadowRadius, Self.maximumShadowReach)
      let reach = (3 * radius).rounded(.up) + Self.rasterBleed
      let shadow = shape.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
        .insetBy(dx: -reach, dy: -reach)
      var shown = masksToBounds ? shadow.intersection(bounds) : shadow
      // The mask clips the shadow too.
      if let mask = mask { shown = shown.intersection(mask.extentInParent) }
      extent = extent.union(shown)
    }
    if let transition {
      extent = transition.extent(current: extent, bounds: bounds, masksToBounds: masksToBounds)
    }
    if shouldRasterize, !extent.isNull {
      // A rasterized subtree is composited from texels of 1 / rasterizationScale points: bilinear
      // filtering spreads its edges up to two texels out (the raster covers this margin too).
      // Below one texel per point, the rasters painted inside it (shadow masks, rounded
      // backgrounds, kind content) are as coarse, so their own edges reach two of its texels
      // past what they stand for, not the two points `rasterBleed` counts: the difference is
      // added too (damage-fuzzer seed 17: a shadow inside a subtree rasterized at 0.5, slid by
      // a push transition, painted a column past its extent).
      let texel = 1 / rasterizationScale
      let bleed = 2 * texel + max(2 * texel - Self.rasterBleed, 0)
      extent = extent.insetBy(dx: -bleed, dy: -bleed)
    }
    renderCache.localExtent = (subtreeVersion, extent)
    return extent
  }

  /// Cuts `extent` to what of it can show.
  ///
  /// `extent` is this layer's subtree in device pixels; every ancestor that masks to its bounds
  /// cuts it. A row entering at a table's edge damages only the part inside the table.
  func clippedByAncestors(_ extent: CGRect, rootToDevice: CGAffineTransform) -> CGRect {
    var clipped = extent.boundedDeviceExtent
    var ancestor = container
    while let current = ancestor, !clipped.isNull {
      // A clip under a transform at the largest finite scales has no finite extent: it cuts
      // nothing (its subtree is beyond the renderable scale and left out anyway).
      if current.masksToBounds {
        let bounds = current.bounds.applying(
          current.toRootSpace.concatenating(rootToDevice))
        if bounds.isFiniteRect { clipped = clipped.intersection(bounds.integral) }
      }
      ancestor = current.container
    }
    return clipped
  }

  /// This node's space to the root's parent space (the space a renderer places the root
  /// in).
  var toRootSpace: CGAffineTransform {
    var transform = CGAffineTransform.identity
    var node: RenderNode? = self
    while let current = node {
      transform = transform.concatenating(current.toParent)
      node = current.container
    }
    return transform
  }

  /// Whether the layer or an ancestor is hidden.
  var isHiddenInTree: Bool {
    var node: RenderNode? = self
    while let current = node {
      if current.isHidden { return true }
      node = current.container
    }
    return false
  }

  /// Whether `root` is this node or one of its ancestors (through mask owners too).
  func isAttached(to root: RenderNode) -> Bool {
    var node: RenderNode? = self
    while let current = node {
      if current === root { return true }
      node = current.container
    }
    return false
  }
}

extension RenderNode {
  /// The largest shadow radius an extent counts, in points: the widest blur drawn (1,000 device
  /// pixels) at the smallest renderable scale (1/16,384 device pixels per point).
  static let maximumShadowReach: CGFloat = 1_000 * 16_384
}

extension CGRect {
  /// This device extent, or, when a coordinate is NaN or infinite (a transform at the largest
  /// finite scales), every pixel cairo can address: damage errs towards repainting more, and the
  /// rectangle can be intersected and compared safely.
  var boundedDeviceExtent: CGRect {
    isNull || isFiniteRect ? self : Self.addressableDevicePlane
  }

  /// The device pixels cairo and pixman address (`Int32` coordinates).
  static let addressableDevicePlane = CGRect(
    x: -2_147_483_648, y: -2_147_483_648, width: 4_294_967_295, height: 4_294_967_295)
}
