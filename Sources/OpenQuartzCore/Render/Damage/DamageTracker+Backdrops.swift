import Foundation
import OpenCoreGraphics

/// Backdrops in the damage: a backdrop layer paints the pixels under it blurred, so the pixels
/// within its reach (its bounds plus three standard deviations) feed its output. A partial frame
/// that damaged only part of that region would have the backdrop read pixels it painted blurred
/// last frame, or pixels of layers above it; so damage touching a backdrop's reach (old or
/// current) grows to the whole reach, repeated while one backdrop's reach reaches another's, and
/// a backdrop built or changed has its whole reach damaged. What is left: a backdrop shown again
/// by an ancestor's change (unhidden, moved in) is widened from the next frame on, and of a
/// backdrop drawn by a replicator only the last instance's reach is kept.
extension DamageTracker {
  /// A backdrop was painted; `reach` is the device region it read.
  func recordBackdrop(_ node: RenderNode, reach: CGRect) {
    backdrops[ObjectIdentifier(node)] = (WeakNode(node), reach)
  }

  /// A backdrop node was made (the sync builds it): its whole reach is damaged next frame.
  func backdropWasBuilt(_ node: RenderNode) {
    builtBackdrops.append(WeakNode(node))
  }

  /// Whether a backdrop painted last frame lies under `node` (a scroll blit there would move its
  /// blurred output: the scroll is painted instead).
  func hasBackdrop(under node: RenderNode) -> Bool {
    backdrops.values.contains { entry in
      var current = entry.node.node
      while let ancestor = current {
        if ancestor === node { return true }
        current = ancestor.parent
      }
      return false
    }
  }

  /// `damage` grown for the backdrops, normalized in `bounds`.
  ///
  /// A backdrop built or changed this frame (`changed`) has its whole current reach damaged; a
  /// backdrop painted before has its old and current reach damaged when the damage or the
  /// pixels a scroll blit moved (`moved`) touch either. Backdrops no longer shown under `root`
  /// are forgotten.
  func widenedForBackdrops(
    _ damage: [CGRect], moved: [CGRect], changed: [RenderNode], root: RenderNode,
    rootToDevice: CGAffineTransform, bounds: CGRect
  ) -> [CGRect] {
    let built = builtBackdrops.compactMap(\.node)
    builtBackdrops.removeAll()
    guard !backdrops.isEmpty || !built.isEmpty else { return damage }
    func shown(_ node: RenderNode) -> Bool { node.isAttached(to: root) && !node.isHiddenInTree }
    func currentReach(_ node: RenderNode) -> CGRect? {
      guard case .backdrop(let content) = node.content else { return nil }
      return LayerPainter.backdropReach(
        of: node, radius: content.blurRadius,
        toDevice: node.toRootSpace.concatenating(rootToDevice))
    }
    backdrops = backdrops.filter { _, entry in entry.node.node.map(shown) ?? false }
    var result = damage
    // Built or changed backdrops: all of where they read now.
    for node in built + changed.filter({ $0.kind == .backdrop }) where shown(node) {
      if let reach = currentReach(node) { result.append(reach) }
    }
    var zones: [(id: ObjectIdentifier, reaches: [CGRect])] = backdrops.map { id, entry in
      (id, [entry.reach] + (entry.node.node.flatMap(currentReach).map { [$0] } ?? []))
    }
    var grew = true
    while grew {
      grew = false
      for (index, zone) in zones.enumerated().reversed() {
        let touched = zone.reaches.contains { reach in
          result.contains { $0.intersects(reach) } || moved.contains { $0.intersects(reach) }
        }
        guard touched else { continue }
        result += zone.reaches
        zones.remove(at: index)
        grew = true
      }
    }
    return result.count == damage.count ? damage : Self.normalized(result, in: bounds)
  }
}

/// A node held weakly (the tracker must not keep a removed layer's node alive).
struct WeakNode {
  weak var node: RenderNode?
  init(_ node: RenderNode) { self.node = node }
}
