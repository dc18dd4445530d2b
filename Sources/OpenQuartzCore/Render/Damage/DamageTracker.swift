import Foundation
import OpenCoreGraphics

/// Every damage decision of a renderer: which device rectangles a frame must recomposite, given the
/// layers changed since the last frame.
///
/// The rules, each in one place below:
///
/// - **A change** damages where the layer's damage target (itself, or the outermost ancestor
///   whose ``CompositingBoundary/spreadsDamage``, or the owner of a mask it is in) was painted last
///   frame (``record(_:_:)``, logged by the painter) and where its whole subtree paints now
///   (`localSubtreeExtent`, shadow and every replicated instance included). A layer whose damage
///   goes to another target also damages where it was painted itself: it may have moved from
///   outside the target's new extent.
/// - **An insertion or reorder** is the inserted layer's change (`.hierarchy`); the superlayer
///   itself is not queued (``CALayerChange/sublayers``).
/// - **A removal** damages the removed layer's old place and its target's, found before the link
///   is cut (``layerWillDetach(_:)``).
/// - **A first sublayer or the last one** changes how the layer paints itself (baked background
///   and border, group opacity): the layer is recomposited (``sublayersDidBecomeNonEmpty(_:)``).
/// - **A bounds-origin change** redraws a layer whose content is laid out in its bounds (a
///   gradient, text) (``changeForBoundsOrigin(of:)``).
/// - **Extent caches** (`localSubtreeExtent` by subtree version, `cachedExtentInSuperlayer`) are
///   invalidated by ``invalidateExtents(of:for:)`` on every change, and filled by full frames and
///   by the painter (``cacheExtentInSuperlayer(of:)``).
///
/// A partial frame logs the painted layers' extents again as it paints them; an ancestor whose
/// extent a moved descendant left is widened (``widenAncestors(of:toInclude:)``).
final class DamageTracker {
  /// Device extents of the layers painted last, by identity: the "old" side of the next damage.
  private var extents: [ObjectIdentifier: CGRect] = [:]

  /// Damage rectangles kept separate before they are merged into their bounding box.
  static let maximumRects = 8

  /// Forgets every painted extent (a full frame follows).
  func reset() { extents.removeAll() }

  /// The painter painted `layer`, whose subtree covers `extent` (device pixels).
  func record(_ layer: CALayer, _ extent: CGRect) {
    extents[ObjectIdentifier(layer)] = extent
  }

  /// The damage of a frame in which `changed` changed, in the device pixels of a framebuffer of
  /// `bounds`, under `root` placed by `rootToDevice`: integral, clipped, overlapping rectangles
  /// merged.
  func damage(
    for changed: [CALayer], root: CALayer, rootToDevice: CGAffineTransform, bounds: CGRect
  ) -> [CGRect] {
    var damage: [CGRect] = []
    for changedLayer in changed {
      let target = Self.target(of: changedLayer)
      if target !== changedLayer, let ownOld = take(changedLayer) {
        damage.append(ownOld)
      }
      let old = take(target)
      if let old { damage.append(old) }
      if target.rootLayer === root, !target.isHiddenInTree {
        let extent = target.clippedByAncestors(
          target.localSubtreeExtent.applying(target.toRootSpace.concatenating(rootToDevice))
            .boundedDeviceExtent,
          rootToDevice: rootToDevice)
        damage.append(extent)
        // Within its old extent, the ancestors' logged extents already hold it.
        if !(old?.contains(extent) ?? false) { widenAncestors(of: target, toInclude: extent) }
      }
    }
    return Self.normalized(damage, in: bounds)
  }

  /// Moves the logged extents of `layer`'s descendants by `offset` (device pixels): their pixels
  /// were copied there (``ScrollBlit``), and show only within `clip`, the scrolled layer's clip, so
  /// the extents are cut to it (a sticky header's copied-out pixels are not repainted outside).
  func shiftDescendants(of layer: CALayer, by offset: CGPoint, within clip: CGRect) {
    guard !extents.isEmpty else { return }
    func shift(_ current: CALayer) {
      for sublayer in current.storedSublayers {
        let key = ObjectIdentifier(sublayer)
        if let extent = extents[key] {
          let visible = extent.offsetBy(dx: offset.x, dy: offset.y).intersection(clip)
          extents[key] = visible.isNull || visible.isEmpty ? nil : visible
        }
        shift(sublayer)
        if let mask = sublayer.storedMask { shift(mask) }
      }
    }
    shift(layer)
  }

  /// The device extent `layer` was painted at last frame, if logged.
  func loggedExtent(of layer: CALayer) -> CGRect? { extents[ObjectIdentifier(layer)] }

  private func take(_ layer: CALayer) -> CGRect? {
    extents.removeValue(forKey: ObjectIdentifier(layer))
  }

  /// Widens the logged extents of `layer`'s ancestors to include `extent`, where the layer covers
  /// now.
  ///
  /// An ancestor covers its sublayers, but a partial frame does not re-record an ancestor whose
  /// cached extent went stale (computing it is what partial frames avoid); without this, a later
  /// change of the ancestor would damage only where it was before a sublayer moved beyond it.
  ///
  /// The log keeps every logged ancestor's extent around its logged descendants' (a frame records
  /// parents before children, with true extents, and this widens upward), so the walk stops at the
  /// first ancestor that already contains `extent`. An ancestor without an entry gets one: culled
  /// when last painted (nothing of it showed), it shows now where the descendant does, and its
  /// removal must clear that.
  private func widenAncestors(of layer: CALayer, toInclude extent: CGRect) {
    guard !extents.isEmpty else { return }
    var current = layer.storedSuperlayer ?? layer.maskOwner
    while let ancestor = current {
      let key = ObjectIdentifier(ancestor)
      if let logged = extents[key] {
        if logged.contains(extent) { return }
        extents[key] = logged.union(extent)
      } else {
        extents[key] = extent
      }
      current = ancestor.storedSuperlayer ?? ancestor.maskOwner
    }
  }

  /// Integral, clipped to `bounds`, overlapping rects merged, and collapsed to one bounding box
  /// past ``maximumRects``.
  static func normalized(_ rects: [CGRect], in bounds: CGRect) -> [CGRect] {
    var result: [CGRect] = []
    for rect in rects where rect.isFiniteRect {
      var r = rect.integral.intersection(bounds)
      guard !r.isNull, !r.isEmpty else { continue }
      // Merge with any rect it touches until none does.
      var merged = true
      while merged {
        merged = false
        if let index = result.firstIndex(where: { $0.intersects(r) }) {
          r = r.union(result.remove(at: index))
          merged = true
        }
      }
      result.append(r)
    }
    if result.count > maximumRects {
      return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
    }
    return result
  }
}

// MARK: - Rules the layer model applies as it changes

extension DamageTracker {
  /// The layer whose whole extent a change of `layer` damages: the outermost ancestor whose
  /// compositing boundary spreads damage (a replicator, an alpha shadow), or the owner of a mask
  /// on the way up.
  static func target(of layer: CALayer) -> CALayer {
    var target = layer
    var current: CALayer? = layer
    while let candidate = current {
      if candidate !== layer, candidate.damageSpreadingBoundary.spreadsDamage { target = candidate }
      if let owner = candidate.maskOwner {
        target = owner
        current = owner
        continue
      }
      current = candidate.storedSuperlayer
    }
    return target
  }

  /// `layer` is about to leave its superlayer: its old place, and its target's whole extent (a
  /// replicator's instances or an ancestor's alpha shadow drew it too), found while the ancestors
  /// are still linked.
  static func layerWillDetach(_ layer: CALayer) {
    let pipeline = CommitPipeline.shared
    pipeline.layerDidChange(layer)
    let target = target(of: layer)
    if target !== layer { pipeline.layerDidChange(target) }
  }

  /// `layer` got its first sublayer or lost its last: how it paints itself changes (background and
  /// border baked into one raster or not, group opacity or not), which differs at fractional
  /// edges, so it is recomposited.
  ///
  /// - Parameter bakedWhenEmpty: `bakesBackgroundAndBorder` without sublayers, asked in that state.
  static func sublayerCountCrossedZero(_ layer: CALayer, bakedWhenEmpty: Bool) {
    if bakedWhenEmpty || (layer.opacity < 1 && layer.allowsGroupOpacity) {
      layer.recordChange(.composite)
    }
  }

  /// What a bounds change records: a layer whose content is laid out in its bounds (a gradient,
  /// text) redraws its raster when the origin moves; otherwise an origin change is a `.scroll`
  /// (a shape's path and a plain layer's masks do not move with the origin, and a scroll view's
  /// origin changes every frame: ``ScrollBlit`` may copy it).
  static func change(forBoundsOf layer: CALayer, sizeChanged: Bool) -> LayerChange {
    let redraws = sizeChanged || layer.kind == .gradient || layer.kind == .text
    return redraws ? [.geometry, .appearance] : .scroll
  }

  /// Drops the extent caches a change makes stale.
  ///
  /// Sublayers' cached extents in this layer's space depend on it only through a sublayer
  /// transform (about its anchor); without one, a resize leaves them valid.
  static func invalidateExtents(of layer: CALayer, for change: LayerChange) {
    guard !change.isDisjoint(with: [.geometry, .scroll, .hierarchy, .sublayers]) else { return }
    layer.cachedExtentInSuperlayer = nil
    if layer.sublayerTransformBox != nil {
      for sublayer in layer.storedSublayers { sublayer.cachedExtentInSuperlayer = nil }
    }
  }

  /// Caches `sublayer`'s extent in its superlayer's space once its own is current, so that
  /// partial frames skip it without a transform.
  static func cacheExtentInSuperlayer(of sublayer: CALayer) {
    guard sublayer.cachedExtentInSuperlayer?.version != sublayer.subtreeVersion,
      let local = sublayer.cachedLocalSubtreeExtent
    else { return }
    sublayer.cachedExtentInSuperlayer = (
      sublayer.subtreeVersion, local.applying(sublayer.toSuperlayer)
    )
  }
}
