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
struct LayerPainter {
  let target: Target
  /// Pixels per point for cached rasters.
  let rasterScale: CGFloat
  /// Whether to compute extents that are not cached (full frames do, so
  /// that later damage-only frames can cull by them).
  var computesExtents = true
  /// The product of the instance counts of the replicators being painted around this layer.
  var instanceFactor = 1
  /// The layer whose subtree this painter is rasterizing (`shouldRasterize`): painted, not cached
  /// again.
  var rasterizing: ObjectIdentifier? = nil
  /// The layer whose transition this painter is painting the live subtree of: painted plainly.
  var transitioning: ObjectIdentifier? = nil
  /// Whether a shadow leaves out the core its opaque body hides (tests turn it off to compare).
  var skipsHiddenShadowCores = true
  /// Whether this copy paints through ``direct`` and logs into ``damageTracker``.
  private var usesDirect = true
  private var tracksDamage = true

  /// A painter into `cr`.
  ///
  /// - Parameters:
  ///   - damage: Device-space rectangles to paint; layers outside them are skipped (`nil`
  ///     paints everything).
  ///   - shapeMasks: Shared coverage masks: silhouettes, border rings, shadows.
  ///   - damageTracker: Where the renderer remembers painted layers' device extents.
  ///   - errorLog: Where the renderer learns which layer put cairo into an error state, and which
  ///     layers to skip while it recovers.
  ///   - direct: pixman straight into the framebuffer, while no clip or group is active.
  ///   - pass: Whether it fills caches, composites, or both (``PaintPass``).
  ///   - frame: The renderer's frame being painted (0 outside a renderer): caches kept per frame
  ///     drop what the frame before used and this one does not.
  init(
    cr: OpaquePointer, rasterScale: CGFloat, damage: [CGRect]?, shapeMasks: ShapeMaskCache,
    damageTracker: DamageTracker? = nil, errorLog: PaintErrorLog? = nil,
    textDeferral: PaintErrorLog? = nil, direct: DirectCompositor? = nil, pass: PaintPass = .whole,
    frame: Int = 0
  ) {
    target = Target(
      cr: cr, damage: damage, shapeMasks: shapeMasks, damageTracker: damageTracker,
      errorLog: errorLog, textDeferral: textDeferral, direct: direct, pass: pass, frame: frame)
    self.rasterScale = rasterScale
  }

  /// The cairo context; its matrix is managed by the painter.
  var cr: OpaquePointer { target.cr }
  /// Device-space rectangles to paint; layers outside them are skipped.
  ///
  /// `nil` paints everything.
  var damage: [CGRect]? { target.damage }
  /// Shared coverage masks: silhouettes, border rings, shadows.
  var shapeMasks: ShapeMaskCache { target.shapeMasks }
  /// Where the renderer remembers painted layers' device extents (for damage).
  var damageTracker: DamageTracker? { tracksDamage ? target.damageTracker : nil }
  /// pixman straight into the framebuffer, while no clip or group is active.
  var direct: DirectCompositor? { usesDirect ? target.direct : nil }
  /// Where the renderer learns which layer put cairo into an error state, and which layers to
  /// skip while it recovers.
  var errorLog: PaintErrorLog? { target.errorLog }

  /// This painter without the direct path, for content under a clip or in a group.
  var withoutDirect: LayerPainter {
    var copy = self
    copy.usesDirect = false
    return copy
  }

  /// This painter logging no extents (a transition's live look, painted at an offset).
  var withoutDamageTracking: LayerPainter {
    var copy = self
    copy.tracksDamage = false
    return copy
  }

  /// Paints `node` (and its subtree), whose space maps to device pixels by `toDevice`.
  ///
  /// - Parameters:
  ///   - inheritedOpacity: The product of the opacities of ancestors that
  ///     did not composite as a group (`allowsGroupOpacity == false`).
  ///   - drawsOwnShadow: `false` when rendering the layer to shape its own shadow; its mask is then
  ///     left out too (the shadow is cast by the unmasked content, and the mask clips it after, as
  ///     in Core Animation).
  func paint(
    _ node: RenderNode, toDevice: CGAffineTransform, inheritedOpacity: CGFloat = 1,
    drawsOwnShadow: Bool = true
  ) {
    guard !node.isHidden, node.opacity > 0, toDevice.isInvertible else { return }
    guard toDevice.isWithinRenderableScale else {
      Diagnostics.once(
        "scale-out-of-range",
        "\(node.debugName) is scaled beyond what is drawn (each axis between 1/16384 and 16384 "
          + "device pixels per point); it and any other such layer are left out")
      return
    }
    if let errorLog, errorLog.skips(node) { return }
    // The culprit is the layer whose painting took the context from good to error. A band only
    // reads the log: a band that fails has its frame painted again on one thread, which records.
    let wasGood = errorLog != nil && !isBand && cairo_status(cr) == CAIRO_STATUS_SUCCESS
    defer { if wasGood { errorLog?.check(cr, after: node) } }
    // Cull by the cached extent; a stale one (an ancestor of what changed)
    // is not recomputed: its sublayers are culled one by one instead. A transition's live look
    // was culled with the transition (its extent holds both looks, at their offsets).
    if let damage, transitioning != ObjectIdentifier(node),
      let local =
        computesExtents && !isBand ? node.localSubtreeExtent : node.cachedLocalSubtreeExtent
    {
      let extent = local.applying(toDevice).boundedDeviceExtent
      guard damage.contains(where: { $0.intersects(extent) }) else { return }
      if isBand {
        if tracksDamage, target.logsInBand {
          target.bandLog.append((node, extent, instanceFactor > 1))
        }
      } else {
        damageTracker?.record(node, extent, accumulating: instanceFactor > 1)
      }
    }
    if let transition = node.transition, transitioning != ObjectIdentifier(node) {
      paintTransition(
        node, transition, toDevice: toDevice, inheritedOpacity: inheritedOpacity,
        drawsOwnShadow: drawsOwnShadow)
      return
    }
    // The pass that shapes an alpha shadow (`drawsOwnShadow` false) paints the subtree itself.
    if node.shouldRasterize, drawsOwnShadow, rasterizing != ObjectIdentifier(node),
      paintRasterized(node, toDevice: toDevice, inheritedOpacity: inheritedOpacity)
    {
      return
    }
    let opacity = CGFloat(node.opacity) * inheritedOpacity
    // Offscreen only when needed: overlapping parts under one group opacity, or a mask.
    let mask = drawsOwnShadow ? node.mask : nil
    var boundary = node.offscreenBoundary(inheritedOpacity: inheritedOpacity)
    if mask == nil { boundary.remove(.mask) }
    let isolated = boundary.isOffscreen
    cairo_save(cr)
    if node.masksToBounds {
      setMatrix(toDevice)
      LayerShapes.addBoundsPath(cr, node)
      cairo_clip(cr)
    }
    let clipped = node.masksToBounds ? withoutDirect : self
    let shadowColor =
      drawsOwnShadow && node.shadowOpacity > 0
      ? node.shadowColor.flatMap { $0.alpha > 0 ? $0 : nil } : nil
    // A mask clips the shadow as masksToBounds does (Core Animation): it is painted in the group.
    if let shadowColor, mask == nil {
      clipped.paintShadow(of: node, toDevice: toDevice, color: shadowColor, opacity: opacity)
    }
    let inner = isolated ? withoutDirect : clipped
    // A popped group is placed in the user space of its push: keep it fixed.
    cairo_identity_matrix(cr)
    if isolated {
      // Size the group to the layer, not to the clip (the whole frame on a full render). A masked
      // layer's group is the mask's extent, whatever the content reaches: the mask's raster is
      // then never cut by the group's edge, which would move where pixman starts stepping through
      // it (the edge follows the content, and a sublayer added far away moved the mask's rotated
      // corner by 8 levels where nothing changed).
      let groupExtent =
        mask.map(\.extentInParent)
        ?? (drawsOwnShadow ? node.localSubtreeExtent : node.localContentExtent)
      LayerPainter.clip(cr, to: groupExtent.applying(toDevice))
      cairo_push_group(cr)
    }
    let partAlpha = isolated ? 1 : opacity
    if let shadowColor, mask != nil {
      inner.paintShadow(of: node, toDevice: toDevice, color: shadowColor, opacity: partAlpha)
      cairo_identity_matrix(cr)
    }
    inner.paintBody(node, toDevice: toDevice, alpha: partAlpha)
    inner.paintSublayers(of: node, toDevice: toDevice, opacity: partAlpha)
    inner.paintBorder(node, toDevice: toDevice, alpha: partAlpha)
    if isolated {
      cairo_identity_matrix(cr)
      if let group = cairo_pop_group(cr) {
        if let mask {
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

  /// The device pixels of the surface being painted (the framebuffer, a context's bitmap): what
  /// can show.
  var targetBounds: CGRect {
    guard let target = cairo_get_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    else {
      var x0: Double = 0
      var y0: Double = 0
      var x1: Double = 0
      var y1: Double = 0
      cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
      return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    return CGRect(
      x: 0, y: 0, width: Int(cairo_image_surface_get_width(target)),
      height: Int(cairo_image_surface_get_height(target)))
  }

  /// Sets cairo's matrix to a layer-to-device transform.
  func setMatrix(_ t: CGAffineTransform) {
    var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_set_matrix(cr, &matrix)
  }

  /// Paints `color` through an A8 mask whose layer-space origin is `origin`
  /// (`toDevice`: layer to device, also cairo's current matrix), directly
  /// with pixman when it is placed by a translation.
  func paint(
    _ color: CGColor, alpha: CGFloat, through mask: RasterSurface, at origin: CGPoint,
    toDevice: CGAffineTransform, excluding hidden: [CGRect] = []
  ) {
    let corner = CGPoint(x: origin.x + mask.origin.x, y: origin.y + mask.origin.y)
    if let direct,
      let at = DevicePlacement(of: corner, toDevice: toDevice, scale: mask.scale)
    {
      direct.paint(color, alpha: alpha, through: mask, at: at, excluding: hidden)
      return
    }
    if !hidden.isEmpty {
      cairo_save(cr)
      LayerPainter.clip(cr, excluding: hidden)
      setMatrix(toDevice)
    }
    defer { if !hidden.isEmpty { cairo_restore(cr) } }
    let c = color.rgba
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
    guard let pattern = cairo_pattern_create_for_surface(mask.surface) else { return }
    var matrix = cairo_matrix_t(
      xx: mask.scale, yx: 0, xy: 0, yy: mask.scale,
      x0: -(origin.x + mask.origin.x) * mask.scale, y0: -(origin.y + mask.origin.y) * mask.scale)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_mask(cr, pattern)
    cairo_pattern_destroy(pattern)
  }

  /// Paints the children back to front, each with `opacity` inherited; replicators override the
  /// placement.
  func paintSublayers(of node: RenderNode, toDevice: CGAffineTransform, opacity: CGFloat) {
    guard !node.children.isEmpty else { return }
    if let kind = node.kindPainting,
      paintInstances(of: node, kind: kind, toDevice: toDevice, opacity: opacity)
    {
      return
    }
    // On damage-only frames, map the damage into this node's space once and skip children by
    // their cached extents there: no per-child transforms.
    var localDamage: [CGRect]?
    if let damage, !computesExtents, toDevice.isInvertible {
      let inverse = toDevice.inverted()
      localDamage = damage.map { $0.applying(inverse) }
    }
    for child in node.renderOrderedChildren {
      // An extent without finite coordinates (a transform at the largest finite scales) is never
      // culled by: its child decides for itself.
      if let localDamage, let cached = child.cachedExtentInParent,
        cached.version == child.subtreeVersion, cached.rect.isFiniteRect || cached.rect.isNull,
        !localDamage.contains(where: { !$0.isFiniteRect || $0.intersects(cached.rect) })
      {
        continue
      }
      paint(child, toDevice: child.toParent.concatenating(toDevice), inheritedOpacity: opacity)
      // The preparing pass cached it for the bands, which share the node.
      if !isBand { DamageTracker.cacheExtentInParent(of: child) }
    }
  }
}

extension CGAffineTransform {
  /// The largest factor a layer-to-device transform may scale an axis by (and the smallest, its
  /// inverse): pixman's transforms are 16.16 fixed point, and beyond this cairo fails with "out of
  /// memory" and stops drawing.
  static let maximumRenderableScale: CGFloat = 16384

  /// Whether both axes scale by a factor between 1/``maximumRenderableScale`` and
  /// ``maximumRenderableScale``.
  var isWithinRenderableScale: Bool {
    let x = (a * a + b * b).squareRoot()
    let y = (c * c + d * d).squareRoot()
    let limit = Self.maximumRenderableScale
    return x <= limit && y <= limit && x >= 1 / limit && y >= 1 / limit
  }
}
