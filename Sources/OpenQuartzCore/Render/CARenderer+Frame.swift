import Foundation

/// A frame in two parts: the sync's (main thread), which copies the changed layers into the tree
/// and works out what they damaged into ``CARenderer/synced``, and the paint's (the render thread
/// when there is one, else the same commit), which copies scrolled pixels and recomposites.
extension CARenderer {
  /// Copies the changed layers into the tree and adds what they damaged to ``synced``.
  func syncFrame(_ changed: [CALayer]) {
    if tree.setRoot(layer) { needsFullRender = true }
    if !needsFullRender, changesMostOfTree(changed) { needsFullRender = true }
    var changedNodes = tree.sync(changed, tracker: needsFullRender ? nil : damageTracker)
    let changes = changedNodes.reduce(into: LayerChange()) { $0.formUnion($1.lastChanges) }
    syncedChanges = synced.isPending ? syncedChanges.union(changes) : changes
    if let damageCheck { damageCheck.verifySync(of: tree) }
    guard let root = tree.root else { return }
    // Pixels are copied only over the frame the last paint left.
    let copies = !synced.isPending
    synced.isPending = true
    guard !needsFullRender else { return }
    var scrolled: [CGRect] = []
    var extra: [CGRect] = []
    if copies, !showsDamage, isHealthy {
      for blit in scrollBlits(in: changedNodes, root: root) {
        damageTracker.shiftDescendants(of: blit.node, by: blit.offset, within: blit.clip)
        changedNodes.removeAll { $0 === blit.node }
        extra += blit.exposed + blit.overpaintedDamage(tracker: damageTracker)
        scrolled.append(blit.destination)
        synced.blits.append(blit)
        scrollBlitCount += 1
      }
    }
    let damage = frameDamage(for: changedNodes, root: root, extra: extra, moved: scrolled)
    synced.damage =
      synced.damage.isEmpty
      ? damage : DamageTracker.normalized(synced.damage + damage, in: framebufferBounds)
    synced.moved += scrolled
  }

  /// Paints what the syncs left (``synced``), and on the render thread's own frames the moving
  /// nodes moved to `time` first.
  ///
  /// - Returns: Whether a frame was painted and presented, and whether some node still moves
  ///   after `time`.
  func paintFrame(movingTo time: Double? = nil) -> (didPaint: Bool, stillMoving: Bool) {
    let painted = paintedFrames
    let frame = synced
    synced = SyncedFrame()
    guard let root = tree.root else { return (false, false) }
    var damage = frame.damage
    var stillMoving = false
    if let time {
      let moved = tree.moveNodes(toMediaTime: time, tracker: damageTracker)
      stillMoving = moved.stillMoving
      syncedChanges = frame.isPending ? syncedChanges.union(moved.changes) : moved.changes
      if !needsFullRender, !moved.nodes.isEmpty {
        let movedDamage = frameDamage(for: moved.nodes, root: root)
        damage =
          damage.isEmpty
          ? movedDamage : DamageTracker.normalized(damage + movedDamage, in: framebufferBounds)
      }
    }
    if needsFullRender {
      damageTracker.reset()
      render(root, damage: [framebufferBounds])
      tree.recountIfNodesLeft()
    } else {
      // The render thread's own frame with nothing moved shows nothing new.
      guard frame.isPending || !damage.isEmpty else { return (false, stillMoving) }
      for blit in frame.blits { blit.copyPixels(in: pixels, bytesPerRow: bytesPerRow) }
      movedRects = frame.moved
      render(root, damage: damage)
    }
    guard !errorLog.deferredText else { return (false, false) }
    return (paintedFrames > painted, stillMoving)
  }

  /// Makes the rasters of the text the syncs built or changed (main thread, under the frame lock):
  /// Pango is the main thread's, so the render thread finds them made.
  func prepareText() {
    let nodes = tree.textToPrepare
    tree.textToPrepare = []
    let textScale = max(scale, 1)
    for node in nodes where node.parent != nil || node.maskOwner != nil || node === tree.root {
      TextPainting.prepareRaster(of: node, scale: textScale)
    }
  }
}
