import Foundation

/// A renderer's copy of its layer tree (``RenderNode``s), kept current by ``sync(_:tracker:)``.
///
/// The render phase hands every renderer the layers changed since the last frame; the sync copies
/// each into its node, links sublayers and masks that came or went, bumps the cache versions of
/// what changed and of its ancestors, and tells the ``DamageTracker`` where changed and removed
/// nodes were painted before. Its cost follows the changes, not the tree: a layer that did not
/// change is not visited, except as a sibling when its superlayer's sublayers change.
///
/// A tree made with `registersNodes: false` is a snapshot (`render(in:)`, tests): its nodes are
/// not reachable from their layers, so it never takes them from a renderer's tree.
final class RenderTree {
  /// Tells this tree's nodes from other trees' (0: a snapshot's).
  let id: Int
  /// The root layer's node.
  private(set) var root: RenderNode?
  /// Counts syncs: a node's subtree version is bumped at most once per sync.
  var generation = 0
  private var stamp = 0
  private let registersNodes: Bool
  /// Nodes listed for damage by the running sync.
  var listed: [RenderNode] = []
  /// About how many nodes the tree holds: counted by ``recountIfNodesLeft()``, plus every node
  /// built since (nodes removed since are not taken off, so it errs high).
  private(set) var nodeEstimate = 0
  /// Whether a render thread paints this tree: the sync then gives animating nodes the motion it
  /// moves them by, and lists the text nodes whose rasters the main thread makes beforehand
  /// (``textToPrepare``).
  var capturesMotion = false
  /// Text nodes built or changed by the syncs since the renderer last prepared their rasters
  /// (Pango is the main thread's: `CARenderer.prepareText()`).
  var textToPrepare: [RenderNode] = []
  /// The nodes with a motion (``RenderTree+Motion.swift``).
  var movingNodes: [RenderNode] = []
  /// Whether a node left the tree since the last count (until then ``nodeEstimate`` is exact).
  private var lostNodesSinceCount = false

  // Main-thread state, like the layer tree it copies.
  nonisolated(unsafe) private static var nextID = 1

  init(registersNodes: Bool = true) {
    self.registersNodes = registersNodes
    if registersNodes {
      id = Self.nextID
      Self.nextID += 1
    } else {
      id = 0
    }
  }

  /// A snapshot of `layer`'s subtree, outside any renderer's tree.
  static func snapshot(of layer: CALayer) -> RenderNode {
    RenderTree(registersNodes: false).build(layer, tracker: nil)
  }

  /// `layer`'s node in this tree, if it has one.
  func node(of layer: CALayer) -> RenderNode? {
    guard registersNodes, let node = layer.renderNode, node.treeID == id else { return nil }
    return node
  }

  /// Copies `layer`'s whole subtree as the tree's root, unless it is the root already.
  ///
  /// - Returns: Whether the root changed (the next frame is a full one).
  @discardableResult
  func setRoot(_ layer: CALayer?) -> Bool {
    guard root?.layer !== layer || (layer == nil) != (root == nil) else { return false }
    generation &+= 1
    if root != nil { lostNodesSinceCount = true }
    root = layer.map { build($0, tracker: nil) }
    return true
  }

  /// Copies the changed layers into their nodes.
  ///
  /// - Parameters:
  ///   - changed: The layers changed since the last sync (any tree's; others are skipped).
  ///   - tracker: Told where each changed, added or removed node was painted before it changes
  ///     (`nil` before a full frame).
  /// - Returns: The nodes whose change shows (not those whose sublayers alone changed), each once:
  ///   changed, added or moved.
  func sync(_ changed: [CALayer], tracker: DamageTracker?) -> [RenderNode] {
    generation &+= 1
    listed = []
    for layer in changed {
      guard let node = node(of: layer) else { continue }
      sync(node, from: layer, tracker: tracker)
    }
    defer { listed = [] }
    return listed
  }

  private func sync(_ node: RenderNode, from layer: CALayer, tracker: DamageTracker?) {
    var changes = layer.changesSinceRender
    // Content laid out in the bounds (a gradient, text) moves with the origin: redrawn, not copied.
    if changes.contains(.scroll), node.kind == .gradient || node.kind == .text {
      changes.formUnion([.geometry, .appearance])
    }
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
    if shows, capturesMotion {
      syncMotion(of: node, from: layer)
      if node.kind == .text { textToPrepare.append(node) }
    }
    if shows {
      let source = layer.renderSource
      if changes.contains(.appearance) {
        node.appearanceVersion &+= 1
        node.copyProperties(of: layer, includingContent: true, source: source)
      } else if shown == .geometry {
        node.copyGeometry(of: layer, source: source)
      } else {
        node.copyProperties(of: layer, includingContent: false, source: source)
        node.copyTextColor(of: layer, source: source)
      }
    }
    if !changes.isDisjoint(with: [.geometry, .scroll, .hierarchy, .sublayers]) {
      node.cachedExtentInParent = nil
    }
    // Asked in the state without children (before a first is added, after the last is removed).
    let bakedBefore = node.bakesBackgroundAndBorder
    if changes.contains(.sublayers) { linkChildren(of: node, layer, tracker: tracker, lists: true) }
    linkMask(of: node, layer, tracker: tracker, lists: true)
    // Children map into this node through its sublayer transform, about its anchor.
    if !changes.isDisjoint(with: [.geometry, .scroll]),
      hadSublayerTransform || node.hasSublayerTransform
    {
      for child in node.children {
        guard let childLayer = child.layer else { continue }
        child.copyPlacement(of: childLayer)
        child.cachedExtentInParent = nil
      }
    }
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

  /// Whether a node whose first child came or whose last went paints itself differently: background
  /// and border in one raster or not, group opacity or not (they differ at fractional edges).
  ///
  /// - Parameter bakedBefore: `bakesBackgroundAndBorder` asked before the change.
  private static func paintsDifferently(_ node: RenderNode, _ bakedBefore: Bool) -> Bool {
    bakedBefore || node.bakesBackgroundAndBorder || (node.opacity < 1 && node.allowsGroupOpacity)
  }

  /// Counts the nodes linked under the root (masks included) into ``nodeEstimate``, if some left
  /// since the last count (a walk over the whole tree: 3 % of a full frame of 10,000 layers).
  func recountIfNodesLeft() {
    guard lostNodesSinceCount else { return }
    lostNodesSinceCount = false
    var count = 0
    func visit(_ node: RenderNode) {
      count += 1
      for child in node.children { visit(child) }
      node.mask.map(visit)
    }
    root.map(visit)
    nodeEstimate = count
  }

  /// How many of `layers` have a node in this tree.
  func nodeCount(of layers: [CALayer]) -> Int {
    var count = 0
    for layer in layers where node(of: layer) != nil { count += 1 }
    return count
  }

  /// A new node for `layer` and its subtree (nodes of this tree found below are moved in).
  func build(_ layer: CALayer, tracker: DamageTracker?) -> RenderNode {
    nodeEstimate += 1
    let node = RenderNode(layer: layer, treeID: id)
    if registersNodes { layer.renderNode = node }
    node.copyProperties(of: layer, includingContent: true)
    if capturesMotion {
      if layer.hasAnimations { syncMotion(of: node, from: layer) }
      if node.kind == .text { textToPrepare.append(node) }
    }
    if node.kind == .backdrop { tracker?.backdropWasBuilt(node) }
    linkChildren(of: node, layer, tracker: tracker, lists: false)
    linkMask(of: node, layer, tracker: tracker, lists: false)
    return node
  }

  /// Makes `node`'s children the nodes of `layer`'s sublayers: kept, moved in from elsewhere in the
  /// tree, or built; children no longer there are unlinked.
  ///
  /// - Parameter lists: Whether nodes added are listed for damage (not inside a new subtree,
  ///   whose root's damage covers them).
  private func linkChildren(
    of node: RenderNode, _ layer: CALayer, tracker: DamageTracker?, lists: Bool
  ) {
    stamp &+= 1
    let kept = stamp
    var children: [RenderNode] = []
    children.reserveCapacity(layer.storedSublayers.count)
    var added: [RenderNode] = []
    for sublayer in layer.storedSublayers {
      let child: RenderNode
      if let existing = self.node(of: sublayer) {
        child = existing
        if existing.parent !== node {
          unlink(existing, tracker: tracker)
          added.append(existing)
        }
      } else {
        child = build(sublayer, tracker: tracker)
        added.append(child)
      }
      child.syncMark = kept
      children.append(child)
    }
    for old in node.children where old.syncMark != kept && old.parent === node {
      detached(old, tracker: tracker)
      old.parent = nil
    }
    node.children = children
    for child in added {
      child.parent = node
      if let childLayer = child.layer { child.copyPlacement(of: childLayer) }
      child.cachedExtentInParent = nil
      if lists {
        tracker?.nodeWillChange(child)
        list(child)
      }
    }
  }

  /// Makes `node`'s mask the node of `layer`'s mask.
  private func linkMask(
    of node: RenderNode, _ layer: CALayer, tracker: DamageTracker?, lists: Bool
  ) {
    guard let maskLayer = layer.storedMask else {
      if let old = node.mask {
        if old.maskOwner === node {
          detached(old, tracker: tracker)
          old.maskOwner = nil
        }
        node.mask = nil
      }
      return
    }
    if let current = node.mask, current.layer === maskLayer, current.maskOwner === node {
      return
    }
    let mask: RenderNode
    if let existing = self.node(of: maskLayer) {
      unlink(existing, tracker: tracker)
      mask = existing
    } else {
      mask = build(maskLayer, tracker: tracker)
    }
    if let old = node.mask, old.maskOwner === node {
      detached(old, tracker: tracker)
      old.maskOwner = nil
    }
    node.mask = mask
    mask.maskOwner = node
    mask.copyPlacement(of: maskLayer)
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
  /// this sync (the walk that bumped it went on to the root).
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

  /// What in the tree differs from the model (the damage check's test of the sync): one line per
  /// stale node, empty when every node is current.
  func staleNodes() -> [String] {
    var found: [String] = []
    func visit(_ node: RenderNode) {
      guard found.count < 8, let layer = node.layer else { return }
      let stale = node.staleProperties(comparedWith: layer)
      if !stale.isEmpty {
        let animations = layer.animationKeys().map { " (animations \($0))" } ?? ""
        found.append("\(layer.debugName): \(stale.joined(separator: ", "))\(animations)")
      }
      for (child, sublayer) in zip(node.children, layer.storedSublayers)
      where child.layer !== sublayer {
        found.append("\(layer.debugName): a child is not its sublayer's node")
        break
      }
      node.children.forEach(visit)
      node.mask.map(visit)
    }
    root.map(visit)
    return found
  }
}
