import Foundation

/// The nodes a render thread moves by itself (``NodeMotion``): listed by the main thread's sync,
/// moved by the render thread's frames.
extension RenderTree {
  /// Gives `node` the motion of `layer`'s animations, or takes it away (main thread, in the sync).
  func syncMotion(of node: RenderNode, from layer: CALayer) {
    node.motion = NodeMotion.current(
      node.motion, for: layer, atMediaTime: CommitPipeline.shared.frameTime)
    guard node.motion != nil, !node.isListedMoving else { return }
    node.isListedMoving = true
    movingNodes.append(node)
  }

  /// Drops the motions of nodes that left the tree or stopped moving (main thread, at the end of a
  /// commit's render, under the frame lock): the render thread then walks only linked nodes, and
  /// what a motion holds is released here.
  ///
  /// - Returns: Whether some node still moves.
  func pruneMotion() -> Bool {
    guard !movingNodes.isEmpty else { return false }
    let rootLayer = root?.layer
    var moving = false
    movingNodes.removeAll { node in
      if node.motion != nil, let layer = node.layer, layer.renderNode === node,
        Self.topmost(of: layer) === rootLayer
      {
        if node.motion?.isSettled == false { moving = true }
        return false
      }
      node.motion = nil
      node.isListedMoving = false
      return true
    }
    return moving
  }

  /// Drops every motion (main thread, the render thread stopped).
  func dropMotion() {
    for node in movingNodes {
      node.motion = nil
      node.isListedMoving = false
    }
    movingNodes = []
  }

  private static func topmost(of layer: CALayer) -> CALayer {
    var current = layer
    while let up = current.storedSuperlayer ?? current.maskOwner { current = up }
    return current
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
