import Foundation

/// What a frame recomposites: whether it is painted in full, which scrolls are pixel copies, and
/// the damage of the nodes that changed (the main thread's sync or the render thread's motion).
extension CARenderer {
  /// The device rectangles a frame recomposites for the changed `nodes`: their old and new
  /// extents, `extra` rectangles (what scroll copies exposed), widened where a backdrop reads
  /// pixels that change (`moved`: the scroll copies' destinations).
  func frameDamage(
    for nodes: [RenderNode], root: RenderNode, extra: [CGRect] = [], moved: [CGRect] = []
  ) -> [CGRect] {
    var damage = damageTracker.damage(
      for: nodes, root: root, rootToDevice: rootToDevice, bounds: framebufferBounds)
    if !extra.isEmpty {
      damage = DamageTracker.normalized(damage + extra, in: framebufferBounds)
    }
    return damageTracker.widenedForBackdrops(
      damage, moved: moved, changed: nodes, root: root, rootToDevice: rootToDevice,
      bounds: framebufferBounds)
  }

  /// Changes of at least this many layers may make a full frame (``changesMostOfTree(_:)``).
  static let fullFrameMinimumChanges = 256

  /// Whether `changed` holds at least half of the tree's nodes (and at least
  /// ``fullFrameMinimumChanges``): then the frame is painted in full, with no damage worked out.
  ///
  /// Working out damage costs a walk up the tree and a transform per changed node, and it pays
  /// off by what the frame then leaves unpainted. When most layers changed (a theme switch over
  /// 10,000 views) the damage is most of the window anyway, since more than
  /// ``DamageTracker/maximumRects`` rectangles merge into their bounding box: the bookkeeping was
  /// a third of such a frame. The count is of this tree's layers (a switch in another window's
  /// tree does not count here), against ``RenderTree/nodeEstimate``.
  func changesMostOfTree(_ changed: [CALayer]) -> Bool {
    guard changed.count >= Self.fullFrameMinimumChanges,
      changed.count * 2 >= tree.nodeEstimate
    else { return false }
    let mine = tree.nodeCount(of: changed)
    return mine >= Self.fullFrameMinimumChanges && mine * 2 >= tree.nodeEstimate
  }

  /// The scroll blits this frame can do, outermost first (a scroll inside a scrolled node is
  /// damaged normally: its old pixels moved with the outer copy).
  func scrollBlits(in changed: [RenderNode], root: RenderNode) -> [ScrollBlit] {
    var blits: [ScrollBlit] = []
    // A backdrop in the scrolled content would have its blurred output copied: painted instead.
    for node in changed where node.lastChanges == .scroll && !damageTracker.hasBackdrop(under: node)
    {
      guard
        let blit = ScrollBlit.make(
          for: node, root: root, rootToDevice: rootToDevice, tracker: damageTracker,
          framebuffer: framebufferBounds)
      else { continue }
      blits.append(blit)
    }
    guard blits.count > 1 else { return blits }
    let nodes = blits.map(\.node)
    return blits.filter { blit in
      var ancestor = blit.node.parent
      while let current = ancestor {
        if nodes.contains(where: { $0 === current }) { return false }
        ancestor = current.parent
      }
      return true
    }
  }
}
