import Foundation

/// One commit's changes to a render tree: what the main thread read from the changed layers
/// (``RenderTree/capture(_:rootLayer:)``), as values, for the render side to write into its nodes
/// (``RenderTree/apply(_:tracker:)``), as Core Animation's transaction to its render server.
///
/// The main thread reads the model and writes nothing of the render side but the nodes it builds
/// for new layers, which no thread sees until the batch is applied; the render side reads no
/// layer. Batches are applied in the order they were captured; a renderer without a render thread
/// applies each in the same commit.
// Handed from the main thread to the render thread through the server's mailbox, whose lock
// orders the capture before the apply; neither thread touches a batch after handing it on.
struct SyncBatch: @unchecked Sendable {
  /// A new root, when the renderer's layer changed (a full frame); `nil` keeps the root.
  var newRoot: RootChange?
  /// The changed layers' updates, in the order the model recorded them.
  var updates: [NodeUpdate] = []
  /// Whether the changes touch most of the tree: the frame is painted in full, with no damage
  /// worked out (``CARenderer/changesMostOfTree(_:)``).
  var changesMostOfTree = false
  /// The media time the batch shows its animations at.
  var frameTime: Double = 0

  /// A root swapped in: `node` is `nil` when the renderer shows no layer.
  struct RootChange {
    var node: RenderNode?
    /// The links of the nodes built for it, children before parents.
    var built: [NodeLinks]
  }
}

/// The links of a node the main thread built, for the render side to make: its children (kept,
/// moved in from elsewhere in the tree, or built too) and its mask.
struct NodeLinks {
  let node: RenderNode
  var children: [RenderNode]
  var mask: MaskLink?
  /// Where the children that already had nodes sit in it now.
  var reusedPlacements: [(node: RenderNode, placement: NodePlacement)] = []
}

/// A mask and where it sits in its owner.
struct MaskLink {
  let node: RenderNode
  var placement: NodePlacement
}

/// What changed in one layer already in the tree, read by the main thread's capture.
///
/// Small, and without an allocation for the commonest change (geometry alone: a moving layer
/// without a mask):
/// all the properties are a reference (``NodeProperties``), and what few updates carry beyond
/// them is boxed in ``Extras``.
struct NodeUpdate {
  let node: RenderNode
  /// The layer's changes (``CALayer/changesSinceRender``), a scroll of content drawn in the bounds
  /// widened to a change of geometry and appearance.
  let changes: LayerChange
  /// What the layer paints now: all of it, or its geometry alone.
  var look: Look = .unchanged
  /// The motion a render thread moves the node by (``NodeMotion``), when it changed.
  var motion: MotionUpdate?
  /// The rest, when there is some.
  var extras: Extras?

  /// What of the layer's look the update carries.
  enum Look {
    case unchanged
    case geometry(NodeGeometry)
    case properties(NodeProperties)
  }

  /// What an update carries beyond the layer's look and motion: content, links, placements, a
  /// text raster.
  final class Extras {
    /// The kind's content, after a change of appearance (text laid out) or of a text's color.
    var content: RenderContent?
    /// The nodes built for new sublayers and a new mask, children before parents: linked before
    /// this node's children are.
    var built: [NodeLinks] = []
    /// The sublayers' nodes, when they changed.
    var children: [RenderNode]?
    /// Where each sublayer sits, when this node's geometry changed with a sublayer transform
    /// before or after (its children map into it through the transform).
    var childPlacements: [(node: RenderNode, placement: NodePlacement)] = []
    /// The mask's node (`nil`: none).
    var mask: MaskLink?
    /// The text's raster, made by the main thread (Pango is the main thread's).
    var textRaster: LayerRenderCache.Keyed<TextRasterKey>?
  }

  /// The extras, made on first use (capture).
  mutating func extra() -> Extras {
    if let extras { return extras }
    let made = Extras()
    extras = made
    return made
  }

  /// The bounds the layer has now, if the update carries them.
  var bounds: CGRect? {
    switch look {
    case .unchanged: nil
    case .geometry(let geometry): geometry.bounds
    case .properties(let properties): properties.movable.bounds
    }
  }
}

/// A change to a node's motion (``NodeMotion``).
enum MotionUpdate {
  /// A new motion, or none.
  case set(NodeMotion?)
  /// The same animations, sampled again: its time mapping, and moving again.
  case retime(NodeMotion, TimeMapping)
}
