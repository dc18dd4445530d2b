import Foundation
import OpenCoreGraphics

/// Every damage decision of a renderer: which device rectangles a frame must recomposite, given the
/// nodes the render tree's sync changed.
///
/// The rules, each in one place below:
///
/// - **Before a node changes** (``nodeWillChange(_:)``, called by the sync with the old state
///   still in place; the places are taken after scroll blits moved theirs) the frame damages where
///   its damage target (itself, or the outermost ancestor
///   whose ``CompositingBoundary/spreadsDamage``, or the owner of a mask it is in) was painted last
///   frame (``record(_:_:)``, logged by the painter), and where the node itself was painted when
///   its damage goes to another target (it may move out of the target's new extent).
/// - **Below a replicator** with nothing else that spreads damage, a change damages where the node
///   was painted through the instances (its log, the union of its instances' extents) and where it
///   shows through them now, not the replicator's whole extent (``ReplicatedDamage``).
/// - **A removal** is the same, told by the sync as it unlinks the node (``nodeWillDetach(_:)``),
///   while the ancestors are still linked.
/// - **After the sync**, each changed, added or moved node damages where its target's whole
///   subtree paints now (`localSubtreeExtent`, shadow and every replicated instance included)
///   (``damage(for:root:rootToDevice:bounds:)``).
/// - **A first child or the last one** changes how a node paints itself (baked background and
///   border, group opacity): the sync lists the node as changed.
/// - **Extent caches** (`localSubtreeExtent` by subtree version, `cachedExtentInParent`) are
///   dropped by the sync for geometry and hierarchy changes, and filled by full frames and by the
///   painter (``cacheExtentInParent(of:)``).
///
/// A partial frame logs the painted nodes' extents again as it paints them; an ancestor whose
/// extent a moved descendant left is widened (``widenAncestors(of:toInclude:)``). Logged extents
/// live on the nodes, valid in the tracker's current epoch; ``reset()`` starts a new one.
final class DamageTracker {
  /// The epoch whose logged extents are current.
  private var epoch = 0
  /// Nodes the sync changed or removed, each with its damage target in the state before: their
  /// old places are taken by the next ``damage(for:root:rootToDevice:bounds:)``, after scroll
  /// blits have moved the logged places of what they copied.
  private var changedBefore: [(node: RenderNode, target: RenderNode)] = []
  /// The backdrops painted, with the device region each read (`DamageTracker+Backdrops.swift`).
  var backdrops: [ObjectIdentifier: (node: WeakNode, reach: CGRect)] = [:]
  /// Backdrop nodes the sync built since the last frame.
  var builtBackdrops: [WeakNode] = []

  /// Damage rectangles kept separate before they are merged into their bounding box.
  static let maximumRects = 8

  /// Forgets every painted extent (a full frame follows).
  func reset() {
    epoch &+= 1
    changedBefore.removeAll()
    backdrops.removeAll()
  }

  /// The painter painted `node`, whose subtree covers `extent` (device pixels).
  ///
  /// - Parameter accumulating: The node is painted once per replicator instance: its log grows to
  ///   the union of its places until it is taken (``ReplicatedDamage``).
  func record(_ node: RenderNode, _ extent: CGRect, accumulating: Bool = false) {
    if accumulating, node.loggedEpoch == epoch {
      node.loggedExtent = node.loggedExtent.union(extent)
      return
    }
    node.loggedExtent = extent
    node.loggedEpoch = epoch
  }

  /// The device extent `node` was painted at last frame, if logged.
  func loggedExtent(of node: RenderNode) -> CGRect? {
    node.loggedEpoch == epoch ? node.loggedExtent : nil
  }

  private func take(_ node: RenderNode) -> CGRect? {
    guard node.loggedEpoch == epoch else { return nil }
    node.loggedEpoch = -1
    return node.loggedExtent
  }

  /// `node` is about to change (or was just added): where it and its damage target were painted
  /// is damaged; below a replicator, where it was painted through the instances
  /// (``isPlainReplica(_:of:)``).
  func nodeWillChange(_ node: RenderNode) {
    let target = Self.target(of: node)
    changedBefore.append((node, Self.isPlainReplica(node, of: target) ? node : target))
  }

  /// `node` is about to be unlinked from its parent or mask owner: its old place, and its target's
  /// whole extent (a replicator's instances or an ancestor's alpha shadow drew it too).
  ///
  /// - Returns: The target, when it is not the node: it paints differently now, so the caller lists
  ///   it as changed (its new extent is damaged and logged again).
  func nodeWillDetach(_ node: RenderNode) -> RenderNode? {
    let target = Self.target(of: node)
    changedBefore.append((node, target))
    return target === node ? nil : target
  }

  /// The damage of a frame in which the sync changed `changed`, in the device pixels of a
  /// framebuffer of `bounds`, under `root` placed by `rootToDevice`: the old places collected
  /// during the sync and the new ones; integral, clipped, overlapping rectangles merged.
  func damage(
    for changed: [RenderNode], root: RenderNode, rootToDevice: CGAffineTransform, bounds: CGRect
  ) -> [CGRect] {
    // The sync leaves a scroll's old place logged for ``ScrollBlit``; one not copied is damaged
    // as any change, through its target's log (below a replicator too: the logs are all that is
    // left of the old state).
    for node in changed where node.lastChanges == .scroll {
      changedBefore.append((node, Self.target(of: node)))
    }
    var damage: [CGRect] = []
    for (node, target) in changedBefore {
      if target !== node, let own = take(node) { damage.append(own) }
      if let old = take(target) { damage.append(old) }
    }
    changedBefore.removeAll()
    for node in changed {
      let target = Self.target(of: node)
      guard target.isAttached(to: root), !target.isHiddenInTree else { continue }
      if Self.isPlainReplica(node, of: target),
        let places = Self.replicatedPlaces(of: node, target: target, rootToDevice: rootToDevice)
      {
        for place in places {
          damage.append(place)
          // The node's ancestors below the target are not logged again either (stale extents).
          widenAncestors(of: node, toInclude: place)
        }
        // The target's log keeps all of its subtree's places (a later change that damages the
        // target's whole extent takes it), though a partial frame does not log the target again:
        // its cached extent is stale then.
        let whole = target.clippedByAncestors(
          target.localSubtreeExtent.applying(target.toRootSpace.concatenating(rootToDevice))
            .boundedDeviceExtent,
          rootToDevice: rootToDevice)
        record(target, whole, accumulating: true)
        widenAncestors(of: target, toInclude: whole)
        continue
      }
      let extent = target.clippedByAncestors(
        target.localSubtreeExtent.applying(target.toRootSpace.concatenating(rootToDevice))
          .boundedDeviceExtent,
        rootToDevice: rootToDevice)
      damage.append(extent)
      widenAncestors(of: target, toInclude: extent)
    }
    return Self.normalized(damage, in: bounds)
  }

  /// Moves the logged extents of `node`'s descendants by `offset` (device pixels): their pixels
  /// were copied there (``ScrollBlit``), and show only within `clip`, the scrolled node's clip, so
  /// the extents are cut to it (a sticky header's copied-out pixels are not repainted outside).
  func shiftDescendants(of node: RenderNode, by offset: CGPoint, within clip: CGRect) {
    func shift(_ current: RenderNode) {
      for child in current.children {
        if let extent = loggedExtent(of: child) {
          let visible = extent.offsetBy(dx: offset.x, dy: offset.y).intersection(clip)
          if visible.isNull || visible.isEmpty {
            child.loggedEpoch = -1
          } else {
            child.loggedExtent = visible
          }
        }
        shift(child)
        if let mask = child.mask { shift(mask) }
      }
    }
    shift(node)
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
  private func widenAncestors(of node: RenderNode, toInclude extent: CGRect) {
    var current = node.container
    while let ancestor = current {
      if let logged = loggedExtent(of: ancestor) {
        if logged.contains(extent) { return }
        ancestor.loggedExtent = logged.union(extent)
      } else {
        record(ancestor, extent)
      }
      current = ancestor.container
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

// MARK: - Targets and extent caches

extension DamageTracker {
  /// The node whose whole extent a change of `node` damages: the outermost ancestor whose
  /// compositing boundary spreads damage (a replicator, an alpha shadow, a rasterized subtree), or
  /// the owner of a mask on the way up.
  static func target(of node: RenderNode) -> RenderNode {
    var target = node
    var current: RenderNode? = node
    while let candidate = current {
      if candidate !== node, candidate.damageSpreadingBoundary.spreadsDamage { target = candidate }
      if let owner = candidate.maskOwner {
        target = owner
        current = owner
        continue
      }
      current = candidate.parent
    }
    return target
  }

  /// Caches `child`'s extent in its parent's space once its own is current, so that partial
  /// frames skip it without a transform.
  static func cacheExtentInParent(of child: RenderNode) {
    guard child.cachedExtentInParent?.version != child.subtreeVersion,
      let local = child.cachedLocalSubtreeExtent
    else { return }
    child.cachedExtentInParent = (child.subtreeVersion, local.applying(child.toParent))
  }
}
