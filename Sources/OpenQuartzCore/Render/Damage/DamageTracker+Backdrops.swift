import Foundation
import OpenCoreGraphics

/// Backdrops in the damage: a backdrop layer paints the pixels under it blurred, so the pixels
/// within its reach (its bounds plus three standard deviations) feed its output. A partial frame
/// that damaged only part of that region would have the backdrop read pixels it painted blurred
/// last frame; so any damage touching a backdrop's reach grows to the whole reach (repeated
/// while one backdrop's reach reaches another's).
extension DamageTracker {
  /// A backdrop was painted; `reach` is the device region it read.
  func recordBackdrop(_ node: RenderNode, reach: CGRect) {
    backdrops[ObjectIdentifier(node)] = (WeakNode(node), reach)
  }

  /// `damage` grown by the reach of every backdrop it touches, normalized in `bounds`; backdrops
  /// no longer shown under `root` are forgotten.
  func widenedForBackdrops(_ damage: [CGRect], root: RenderNode, bounds: CGRect) -> [CGRect] {
    guard !backdrops.isEmpty, !damage.isEmpty else { return damage }
    backdrops = backdrops.filter { _, entry in
      guard let node = entry.node.node else { return false }
      return node.isAttached(to: root) && !node.isHiddenInTree
    }
    var result = damage
    var taken = Set<ObjectIdentifier>()
    var grew = true
    while grew {
      grew = false
      for (id, entry) in backdrops where !taken.contains(id) {
        guard result.contains(where: { $0.intersects(entry.reach) }) else { continue }
        result.append(entry.reach)
        taken.insert(id)
        grew = true
      }
    }
    return taken.isEmpty ? damage : Self.normalized(result, in: bounds)
  }
}

/// A node held weakly (the tracker must not keep a removed layer's node alive).
struct WeakNode {
  weak var node: RenderNode?
  init(_ node: RenderNode) { self.node = node }
}
