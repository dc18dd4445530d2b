import Foundation

/// The render side's half of a sync: a ``SyncBatch`` written into the nodes, with the damage
/// tracker told where each changed, added or removed node was painted before it changes. It reads
/// no layer.
extension RenderTree {
  /// Swaps in a new root (the frame is a full one: no damage is tracked).
  func replaceRoot(_ change: SyncBatch.RootChange) {
    generation &+= 1
    if root != nil { lostNodesSinceCount = true }
    link(change.built, tracker: nil)
    root = change.node
  }

  /// Writes the batch's updates into their nodes.
  ///
  /// - Parameter tracker: Told where each changed, added or removed node was painted before it
  ///   changes (`nil` before a full frame).
  /// - Returns: The nodes whose change shows (not those whose sublayers alone changed), each once:
  ///   changed, added or moved.
  func apply(_ batch: SyncBatch, tracker: DamageTracker?) -> [RenderNode] {
    generation &+= 1
    listed = []
    for index in batch.updates.indices { apply(batch.updates[index], tracker: tracker) }
    defer { listed = [] }
    return listed
  }

  private func apply(_ update: NodeUpdate, tracker: DamageTracker?) {
    let node = update.node
    let changes = update.changes
    // What shows: sublayers that came or went are damaged as nodes of their own.
    let shown = changes.subtracting(.sublayers)
    let shows = !shown.isEmpty
    // A scroll's old place is taken later, unless the renderer copies its pixels (``ScrollBlit``
    // needs the place logged).
    if shows, shown != .scroll { tracker?.nodeWillChange(node) }
    node.scrolledFrom = shown == .scroll ? node.bounds.origin : nil
    node.lastChanges = shown
    let hadSublayerTransform = node.hasSublayerTransform
    let hadChildren = !node.children.isEmpty
    if let motion = update.motion { apply(motion, to: node) }
    if changes.contains(.appearance) { node.appearanceVersion &+= 1 }
    switch update.look {
    case .unchanged: break
    case .geometry(let geometry): node.apply(geometry)
    case .properties(let properties): node.take(properties)
    }
    let extras = update.extras
    if let content = extras?.content.take() { node.content = content }
    if let raster = extras?.textRaster, node.storedRenderCache?.text?.key != raster.key {
      node.renderCache.text = raster
    }
    if !changes.isDisjoint(with: [.geometry, .scroll, .hierarchy, .sublayers]) {
      node.cachedExtentInParent = nil
    }
    // Asked in the state without children (before a first is added, after the last is removed).
    let bakedBefore = node.bakesBackgroundAndBorder
    if let extras {
      link(extras.built, tracker: tracker)
      if let children = extras.children {
        linkChildren(of: node, children, tracker: tracker, lists: true)
      }
      for (child, placement) in extras.childPlacements where child.parent === node {
        child.apply(placement)
        child.cachedExtentInParent = nil
      }
    }
    linkMask(of: node, extras?.mask, tracker: tracker, lists: true)
    // A layer that only moved (position, anchor point, transform, z position; no sublayer transform
    // before or after) draws the same in its own space: its caches there (its extent, its rasters)
    // stay valid; its ancestors', which hold it where it was, do not.
    if changes == .geometry, !hadSublayerTransform, !node.hasSublayerTransform {
      if let container = node.container { bumpSubtree(container) }
    } else {
      bumpSubtree(node)
    }
    let paintsDifferently =
      hadChildren != !node.children.isEmpty && Self.paintsDifferently(node, bakedBefore)
    if shows || paintsDifferently {
      if !shows { tracker?.nodeWillChange(node) }
      list(node)
    }
  }

  /// Links the nodes the main thread built (their children and masks; nothing inside a new subtree
  /// is listed: its root's damage covers it).
  func link(_ built: [NodeLinks], tracker: DamageTracker?) {
    for links in built {
      let node = links.node
      if node.kind == .backdrop { tracker?.backdropWasBuilt(node) }
      if node.motion != nil { listMoving(node) }
      linkChildren(of: node, links.children, tracker: tracker, lists: false)
      for (child, placement) in links.reusedPlacements {
        child.apply(placement)
        child.cachedExtentInParent = nil
      }
      linkMask(of: node, links.mask, tracker: tracker, lists: false)
    }
  }

  /// Whether a node whose first child came or whose last went paints itself differently: background
  /// and border in one raster or not, group opacity or not (they differ at fractional edges).
  ///
  /// - Parameter bakedBefore: `bakesBackgroundAndBorder` asked before the change.
  private static func paintsDifferently(_ node: RenderNode, _ bakedBefore: Bool) -> Bool {
    bakedBefore || node.bakesBackgroundAndBorder || (node.opacity < 1 && node.allowsGroupOpacity)
  }

  /// Makes `children` `node`'s children: kept, or moved in from elsewhere in the tree (the main
  /// thread's nodes for new layers among them); children no longer there are unlinked.
  ///
  /// A node moved in is placed by its layer's own update (a layer added to a superlayer records a
  /// change of hierarchy) or, into a new node, by that node's links; a new one by its build.
  ///
  /// - Parameter lists: Whether nodes added are listed for damage (not inside a new subtree,
  ///   whose root's damage covers them).
  private func linkChildren(
    of node: RenderNode, _ children: [RenderNode], tracker: DamageTracker?, lists: Bool
  ) {
    stamp &+= 1
    let kept = stamp
    var added: [RenderNode] = []
    for child in children {
      if child.parent !== node {
        unlink(child, tracker: tracker)
        added.append(child)
      }
      child.syncMark = kept
    }
    for old in node.children where old.syncMark != kept && old.parent === node {
      detached(old, tracker: tracker)
      old.parent = nil
    }
    node.children = children
    for child in added {
      child.parent = node
      child.cachedExtentInParent = nil
      if lists {
        tracker?.nodeWillChange(child)
        list(child)
      }
    }
  }

  /// Makes `link`'s node `node`'s mask (`nil`: none).
  private func linkMask(
    of node: RenderNode, _ link: MaskLink?, tracker: DamageTracker?, lists: Bool
  ) {
    guard let link else {
      if let old = node.mask {
        if old.maskOwner === node {
          detached(old, tracker: tracker)
          old.maskOwner = nil
        }
        node.mask = nil
      }
      return
    }
    let mask = link.node
    if let current = node.mask, current === mask, current.maskOwner === node { return }
    unlink(mask, tracker: tracker)
    if let old = node.mask, old.maskOwner === node {
      detached(old, tracker: tracker)
      old.maskOwner = nil
    }
    node.mask = mask
    mask.maskOwner = node
    mask.apply(link.placement)
    mask.cachedExtentInParent = nil
    if lists {
      tracker?.nodeWillChange(mask)
      list(mask)
    }
  }

  /// Takes `node` out of wherever it is linked (a parent's children, an owner's mask), telling the
  /// tracker where it was.
  private func unlink(_ node: RenderNode, tracker: DamageTracker?) {
    if let parent = node.parent {
      detached(node, tracker: tracker)
      if let index = parent.children.firstIndex(where: { $0 === node }) {
        parent.children.remove(at: index)
        // Its last child taken by another parent's sync: the parent's own sync, if it comes
        // after, no longer sees the last one go.
        if parent.children.isEmpty, Self.paintsDifferently(parent, false) {
          tracker?.nodeWillChange(parent)
          list(parent)
        }
      }
      bumpSubtree(parent)
      node.parent = nil
    }
    if let owner = node.maskOwner {
      detached(node, tracker: tracker)
      if owner.mask === node { owner.mask = nil }
      bumpSubtree(owner)
      node.maskOwner = nil
    }
  }

  /// Tells the tracker `node` is leaving its place, and lists its damage target: the target paints
  /// differently without it, and its new extent must be damaged and logged again.
  private func detached(_ node: RenderNode, tracker: DamageTracker?) {
    lostNodesSinceCount = true
    if let target = tracker?.nodeWillDetach(node) { list(target) }
  }

  /// Bumps the subtree versions from `node` up to the root, stopping at a node already bumped in
  /// this batch (the walk that bumped it went on to the root).
  func bumpSubtree(_ node: RenderNode) {
    var current: RenderNode? = node
    while let each = current, each.bumpedGeneration != generation {
      each.subtreeVersion &+= 1
      each.bumpedGeneration = generation
      current = each.container
    }
  }

  func list(_ node: RenderNode) {
    guard node.listedGeneration != generation else { return }
    node.listedGeneration = generation
    listed.append(node)
  }
}
