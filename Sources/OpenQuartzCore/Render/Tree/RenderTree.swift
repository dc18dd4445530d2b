import Foundation
import Synchronization

/// A renderer's copy of its layer tree (``RenderNode``s), kept current in two halves: the main
/// thread reads the layers changed since the last frame into a ``SyncBatch``
/// (`RenderTree+Capture.swift`), and the render side writes the batch into its nodes
/// (`RenderTree+Apply.swift`), as Core Animation's transaction reaches its render server.
///
/// Applying a batch writes each changed node, links sublayers and masks that came or went, bumps
/// the cache versions of what changed and of its ancestors, and tells the ``DamageTracker`` where
/// changed and removed nodes were painted before. Its cost follows the changes, not the tree: a
/// layer that did not change is not visited, except as a sibling when its superlayer's sublayers
/// change.
///
/// Which thread owns what: the capture reads the model, builds the nodes of new layers (no other
/// thread sees them until their batch is applied) and keeps the main thread's fields of each node
/// (`RenderNode`'s "main thread" section); everything else, the root and the links included, is
/// the render side's. With a render thread the two halves run on two threads
/// (`RenderServer.swift`); without one, in the same commit.
///
/// A tree made with `registersNodes: false` is a snapshot (`render(in:)`, tests): its nodes are
/// not reachable from their layers, so it never takes them from a renderer's tree.
final class RenderTree {
  /// Tells this tree's nodes from other trees' (0: a snapshot's).
  let id: Int
  let registersNodes: Bool

  // MARK: The main thread's

  /// The root node the main thread last handed over (its layer tells a new root).
  var capturedRoot: RenderNode?
  /// Whether a render thread paints this tree: the capture then gives animating nodes the motion
  /// it moves them by, and makes the rasters of the text it changed (Pango is the main thread's).
  var capturesMotion = false
  /// The scale the capture rasterizes text at (the renderer's, at least 1).
  var textScale: CGFloat = 1

  // MARK: The render side's

  /// The root layer's node.
  var root: RenderNode?
  /// Counts applied batches: a node's subtree version is bumped at most once per batch.
  var generation = 0
  var stamp = 0
  /// Nodes listed for damage by the running apply.
  var listed: [RenderNode] = []
  /// The nodes with a motion (``RenderTree+Motion.swift``).
  var movingNodes: [RenderNode] = []
  /// Whether a node left the tree since the last count (until then ``nodeEstimate`` is exact).
  var lostNodesSinceCount = false

  // MARK: Either thread's

  /// About how many nodes the tree holds: counted by ``recountIfNodesLeft()`` (render side), plus
  /// every node the main thread built since (nodes removed since are not taken off; nodes built in
  /// batches not yet applied when the count is taken are lost from it: an estimate either way).
  var nodeEstimate: Int { estimate.load(ordering: .relaxed) }
  let estimate = Atomic(0)

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
    let tree = RenderTree(registersNodes: false)
    var built: [NodeLinks] = []
    let node = tree.build(layer, into: &built)
    tree.link(built, tracker: nil)
    return node
  }

  /// `layer`'s node in this tree, if it has one (main thread).
  func node(of layer: CALayer) -> RenderNode? {
    guard registersNodes, let node = layer.renderNode, node.treeID == id else { return nil }
    return node
  }

  /// How many of `layers` have a node in this tree (main thread).
  func nodeCount(of layers: [CALayer]) -> Int {
    var count = 0
    for layer in layers where node(of: layer) != nil { count += 1 }
    return count
  }

  /// Copies `layer`'s whole subtree as the tree's root, unless it is the root already, on one
  /// thread (tests).
  ///
  /// - Returns: Whether the root changed (the next frame is a full one).
  @discardableResult
  func setRoot(_ layer: CALayer?) -> Bool {
    guard let change = captureRoot(layer) else { return false }
    replaceRoot(change)
    return true
  }

  /// Captures and applies the changed layers on one thread (tests).
  func sync(_ changed: [CALayer], tracker: DamageTracker?) -> [RenderNode] {
    apply(capture(changed), tracker: tracker)
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
    estimate.store(count, ordering: .relaxed)
  }

  /// What in the tree differs from the model (the damage check's test of the sync, on the main
  /// thread with the batch applied): one line per stale node, empty when every node is current.
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
