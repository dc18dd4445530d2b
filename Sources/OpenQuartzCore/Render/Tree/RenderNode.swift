import Foundation
import OpenCoreGraphics

/// The render side's copy of one layer: what the layer paints, where, and the compositor's
/// bookkeeping for it (cache versions, cached extents, rasters, where it was painted last).
///
/// Core Animation splits a layer into the model (what the app set), the presentation and the
/// render copy the render server owns; this is the render copy. The main thread reads changed
/// layers into a ``SyncBatch`` once per frame (`RenderTree+Capture.swift` is the only code that
/// reads the model for rendering) and the render side writes it into the nodes; the painter, the
/// damage tracker and scroll blits read nodes only. A node never changes its layer.
///
/// The fields under "The main thread's" are the capture's alone; every other is the render
/// side's once the node is in a tree (the capture writes a new node's before handing it over).
///
/// `parent` and `maskOwner` are weak: a node may go away on either thread (its last reference let
/// go of by the main thread's layer or by the render side's tree), and a weak reference is cleared
/// without writing the other node. `layer` is `unowned(unsafe)`, the main thread's, cleared by the
/// layer's deinit.
final class RenderNode {
  // MARK: Identity

  /// The layer this node copies, read by the sync and by diagnostics, never by painting.
  ///
  /// `nil` once the layer is gone: the node then waits for its parent's next sync to drop it.
  unowned(unsafe) var layer: CALayer?
  /// The tree the node belongs to (``RenderTree/id``; 0 for a snapshot outside any tree).
  let treeID: Int
  /// The layer's class, for the one dispatch over kinds.
  let kind: LayerKind
  /// What ``debugName`` says, taken when the node is built: the render thread reads no layer.
  private let nameForDiagnostics: (layerClass: AnyClass, ownerClass: Any.Type?, name: String?)

  // MARK: Tree

  /// The sublayers' nodes, in the model's order (``renderOrderedChildren`` sorts by z).
  var children: [RenderNode] = []
  weak var parent: RenderNode?
  /// The mask layer's node.
  var mask: RenderNode?
  /// The node this one masks.
  weak var maskOwner: RenderNode?

  // MARK: Geometry

  var bounds = CGRect.zero
  /// This node's space to its parent's (its mask owner's, for a mask): anchor, transform,
  /// position and the parent's sublayer transform, as `CALayer.toSuperlayer`.
  var toParent = CGAffineTransform.identity
  /// Whether `toParent` is more than the translation the frame implies (a transform or a parent's
  /// sublayer transform).
  var isTransformed = false
  /// Whether the layer has a sublayer transform: its children's `toParent` include it.
  var hasSublayerTransform = false
  var zPosition: CGFloat = 0

  // MARK: Compositing

  var isHidden = false
  var opacity: Float = 1
  var allowsGroupOpacity = true
  var masksToBounds = false
  var shouldRasterize = false
  var rasterizationScale: CGFloat = 1

  // MARK: Background, corners, border

  var backgroundColor: CGColor?
  var cornerRadius: CGFloat = 0
  var maskedCorners: CACornerMask = .all
  var borderWidth: CGFloat = 0
  var borderColor: CGColor?

  // MARK: Contents

  /// `contents` when it is an image (anything else draws nothing).
  var contents: CGImage?
  var contentsGravity: CALayerContentsGravity = .resize
  var contentsScale: CGFloat = 1
  var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  var minificationFilter: CALayerContentsFilter = .linear
  var magnificationFilter: CALayerContentsFilter = .linear

  // MARK: Shadow

  var shadowColor: CGColor?
  var shadowOpacity: Float = 0
  var shadowOffset = CGSize.zero
  var shadowRadius: CGFloat = 3
  var shadowPath: CGPath?

  /// What the layer's kind draws beyond a plain layer.
  var content: RenderContent = .none
  /// A running ``CATransition``'s frame: the old look and how far the new one has come.
  var transition: TransitionFrame?

  // MARK: Render bookkeeping

  /// Bumped when anything the node itself draws changes: cache key for its rasters.
  var appearanceVersion = 0
  /// Bumped when the node or any descendant changes: cache key for shadows shaped by composited
  /// alpha, for rasterized subtrees and for the subtree's extent.
  var subtreeVersion = 0
  /// The sync in which `subtreeVersion` was last bumped (``RenderTree``'s generation).
  var bumpedGeneration = -1
  /// The subtree's extent in the parent's space, by subtree version: lets a parent skip a child
  /// outside the damage with one rect test.
  var cachedExtentInParent: (version: Int, rect: CGRect)?
  /// The compositor's rasters for this node, made on first use.
  var storedRenderCache: LayerRenderCache?
  /// Where the renderer painted the subtree last (device pixels), valid in the tracker's epoch:
  /// the "old" side of the next damage (``DamageTracker``).
  var loggedExtent = CGRect.null
  var loggedEpoch = -1
  /// What of the node changed in the last sync (``LayerChange``, sublayers aside), and the bounds
  /// origin before it when only the origin moved: a scroll the renderer can copy (``ScrollBlit``).
  var lastChanges: LayerChange = []
  var scrolledFrom: CGPoint?
  /// Stamps the sync uses: children kept by a relink, and the sync that listed the node for damage.
  var syncMark = -1
  var listedGeneration = -1
  /// What the render thread moves the node by while the main thread is late (``NodeMotion``), and
  /// whether the tree lists it for that.
  var motion: NodeMotion?
  var isListedMoving = false

  // MARK: The main thread's

  /// The text content the capture handed over last (laid out): laid out again only when its
  /// style changes, and its color changed alone.
  var capturedText: TextContent?
  /// Whether the layer had a sublayer transform at the last capture (its children are placed
  /// again when its geometry changes with one before or after).
  var capturedSublayerTransform = false
  /// The motion the capture handed over last: a capture finding the same animations retimes it.
  var handedMotion: NodeMotion?
  /// The key of the text raster the capture made last.
  var preparedTextKey: TextRasterKey?

  init(layer: CALayer, treeID: Int) {
    self.layer = layer
    self.treeID = treeID
    self.kind = layer.kind
    nameForDiagnostics = (type(of: layer), layer.ownerDelegate.map { type(of: $0) }, layer.name)
  }

  /// The compositor's per-node cache, made on first use.
  var renderCache: LayerRenderCache {
    if let cache = storedRenderCache { return cache }
    let cache = LayerRenderCache()
    storedRenderCache = cache
    return cache
  }

  /// The layer's name for diagnostics, as `CALayer.debugName` said it when the node was built
  /// (either thread).
  var debugName: String {
    let (layerClass, ownerClass, name): (AnyClass, Any.Type?, String?) = nameForDiagnostics
    let own = "\(layerClass)" + (name.map { "(\"\($0)\")" } ?? "")
    return ownerClass.map { "\($0)'s \(own)" } ?? own
  }

  /// The parent, or for a mask its owner: the node whose painting includes this one.
  var container: RenderNode? { parent ?? maskOwner }

  /// Children back to front: model order, stably sorted by `zPosition`.
  var renderOrderedChildren: [RenderNode] {
    var hasZ = false
    for child in children where child.zPosition != 0 {
      hasZ = true
      break
    }
    guard hasZ else { return children }
    return children.enumerated().sorted {
      $0.element.zPosition != $1.element.zPosition
        ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
    }.map(\.element)
  }
}
