import Foundation

/// The nodes a render thread moves by itself (``NodeMotion``): made by the main thread's capture,
/// listed when their batch is applied, moved by the render thread's frames.
extension RenderTree {
  /// The change to `node`'s motion for `layer`'s animations (main thread, in the capture): the
  /// motion handed over last, retimed, when the layer has the same animations and model state; a
  /// new one when they changed; none when the render thread cannot run them.
  func motionUpdate(of node: RenderNode, from layer: CALayer) -> MotionUpdate {
    let update = NodeMotion.update(
      node.handedMotion, for: layer, atMediaTime: CommitPipeline.shared.frameTime)
    switch update {
    case .set(let motion): node.handedMotion = motion
    case .retime(let motion, _): node.handedMotion = motion
    }
    return update
  }

  /// Writes a motion change into `node` (render side, applying a batch).
  func apply(_ update: MotionUpdate, to node: RenderNode) {
    let motion: NodeMotion?
    switch update {
    case .set(let new):
      motion = new
    case .retime(let same, let mapping):
      same.retime(mapping)
      motion = same
    }
    node.motion = motion
    if motion != nil { listMoving(node) }
  }

  /// Lists `node` among the moving ones, once.
  func listMoving(_ node: RenderNode) {
    guard !node.isListedMoving else { return }
    node.isListedMoving = true
    movingNodes.append(node)
  }

  /// Drops the motions of nodes that left the tree or stopped moving (render side, after applying
  /// a batch): the render thread's frames walk only linked nodes.
  ///
  /// - Returns: Whether some node still moves.
  func pruneMotion() -> Bool {
    guard !movingNodes.isEmpty else { return false }
    var moving = false
    movingNodes.removeAll { node in
      if let motion = node.motion, isLinked(node) {
        if !motion.isSettled { moving = true }
        return false
      }
      node.motion = nil
      node.isListedMoving = false
      return true
    }
    return moving
  }

  /// Drops every motion (the render thread stopped: main thread, under the frame lock).
  func dropMotion() {
    for node in movingNodes {
      node.motion = nil
      node.handedMotion = nil
      node.isListedMoving = false
    }
    movingNodes = []
  }

  /// Whether `node` hangs under the root.
  private func isLinked(_ node: RenderNode) -> Bool {
    var current = node
    while let up = current.container { current = up }
    return current === root
  }

  /// Moves every node with a motion to media time `time` and does the sync's bookkeeping for each
  /// (render thread, under the frame lock): the tracker is told where it was painted, its versions
  /// and extents are bumped as for a change of its animated properties, and it is listed for
  /// damage.
  ///
  /// - Returns: The nodes moved, what they changed, and whether any still moves after `time`.
  func moveNodes(toMediaTime time: Double, tracker: DamageTracker?) -> (
    nodes: [RenderNode], changes: LayerChange, stillMoving: Bool
  ) {
    generation &+= 1
    listed = []
    defer { listed = [] }
    var changes: LayerChange = []
    var moving = false
    for node in movingNodes {
      guard let motion = node.motion, !motion.isSettled else { continue }
      // A superlayer given a sublayer transform since the motion was made (its sync re-placed its
      // children, not their motions): the main thread's frames move it.
      if node.parent?.hasSublayerTransform == true { continue }
      tracker?.nodeWillChange(node)
      if motion.move(node, toMediaTime: time) { moving = true } else { motion.isSettled = true }
      node.scrolledFrom = nil
      node.lastChanges = motion.changes
      changes.formUnion(motion.changes)
      if motion.changes.contains(.appearance) { node.appearanceVersion &+= 1 }
      node.cachedExtentInParent = nil
      // As the sync: a node that only moved keeps its caches in its own space.
      if motion.changes == .geometry, !node.hasSublayerTransform, let container = node.container {
        bumpSubtree(container)
      } else {
        bumpSubtree(node)
      }
      list(node)
    }
    return (listed, changes, moving)
  }
}
