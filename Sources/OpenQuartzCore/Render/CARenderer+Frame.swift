import Foundation

/// A frame in three parts: the capture's (main thread), which reads the changed layers into a
/// ``SyncBatch``; the sync's, which writes it into the tree and works out what it damaged into
/// ``CARenderer/synced``; and the paint's, which copies scrolled pixels and recomposites. Without
/// a render thread all three run in the commit.
extension CARenderer {
  /// Reads the changed layers into a batch (main thread).
  func captureFrame(_ changed: [CALayer]) -> SyncBatch {
    let newRoot = tree.captureRoot(layer)
    var batch = tree.capture(changed)
    batch.newRoot = newRoot
    batch.changesMostOfTree = newRoot == nil && changesMostOfTree(changed)
    batch.frameTime = CommitPipeline.shared.frameTime
    return batch
  }

  /// Writes a batch into the tree and adds what it damaged to ``synced``.
  func syncFrame(_ batch: SyncBatch) {
    if let newRoot = batch.newRoot {
      tree.replaceRoot(newRoot)
      needsFullRender = true
    }
    if !needsFullRender, batch.changesMostOfTree { needsFullRender = true }
    var changedNodes = tree.apply(batch, tracker: needsFullRender ? nil : damageTracker)
    let changes = changedNodes.reduce(into: LayerChange()) { $0.formUnion($1.lastChanges) }
    syncedChanges = synced.isPending ? syncedChanges.union(changes) : changes
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
}
