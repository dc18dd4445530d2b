import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// What the render thread needs to move one node by itself while the main thread is late: copies
/// of the layer's animations that only the render side evaluates, the model state they start
/// from, and how media time maps to the layer's time.
///
/// The main thread's capture makes it (``update(_:for:atMediaTime:)``) and hands it over in a
/// ``SyncBatch``; from then on the render side evaluates it, writing the values into the node
/// exactly as the main thread's capture would have at that time (the same animation code, the
/// same presentation copy, the same copy into the node). A main thread's capture replaces it; the
/// render side drops it when its node leaves the tree (`RenderServer.swift` has the rule).
///
/// Not every animation moves here: those the render thread runs are Core Animation's own
/// `CABasicAnimation`, `CASpringAnimation`, `CAKeyframeAnimation` and `CAAnimationGroup` of them
/// (not subclasses, whose overrides are the app's main-thread code; not a property animator's,
/// whose progress the main thread drives), of the properties a node takes without laying anything out again
/// (``movableKeys``), on a layer whose time follows media time linearly and whose superlayer has
/// no sublayer transform. A layer with any other animation moves only with the main thread.
final class NodeMotion: @unchecked Sendable {
  /// The attached animations it was made from, and the model's change count: a capture finding the
  /// same keeps it.
  private let sources: [ObjectIdentifier]
  private let modelChange: UInt32
  /// The render side's copies of the animations, with their timelines.
  private let animations: [(animation: CAAnimation, timeline: AnimationTimeline)]
  /// The model's state when the motion was made: what the animations start from, never written.
  private let model: CALayer
  /// The presentation copy each frame's values are written into, then copied into the node.
  private let stage: CALayer
  /// What the animations change on screen.
  let changes: LayerChange
  /// Maps media time to the layer's time.
  private var timeMapping: TimeMapping
  /// Whether every animation had ended at the last time the render thread moved it (it no longer
  /// needs frames); a retime clears it.
  var isSettled = false

  /// The properties whose animations the render thread runs: they change where a node is, how it
  /// composites, and its background, border and shadow, none of them its size or content.
  static let movableKeys: Set<String> = [
    "position", "transform", "anchorPoint", "zPosition", "opacity", "backgroundColor",
    "cornerRadius", "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset",
    "shadowRadius",
  ]

  private init(
    layer: CALayer, entries: [LayerAnimations.Attached], changes: LayerChange,
    timeMapping: TimeMapping
  ) {
    sources = entries.map { ObjectIdentifier($0) }
    modelChange = layer.modelChangeCount
    animations = entries.compactMap { entry in
      guard let copy = entry.animation.copy() as? CAAnimation else { return nil }
      copy.delegate = nil
      Self.prepare(copy)
      return (copy, entry.timeline)
    }
    model = layer.blankRenderCopy()
    stage = layer.blankRenderCopy()  // its superlayer has no sublayer transform (canMove)
    self.changes = changes
    self.timeMapping = timeMapping
  }

  // The layers and animations a motion holds are the main thread's to free (a layer's deinit
  // reaches main-thread tables): a motion let go of on the render thread sends them there.
  deinit {
    guard !Thread.isMainThread else { return }
    let held = MainThreadRelease(objects: [model, stage] + animations.map(\.animation))
    DispatchQueue.main.async { held.drop() }
  }

  /// The motion of `layer`'s node at the capture (main thread): `existing` retimed when the layer
  /// has the same animations and model state, a new one when they changed, none when the render
  /// thread cannot run them.
  ///
  /// Reads only what never changes in `existing`; the render side writes the new time mapping
  /// when it applies the update (``retime(_:)``).
  static func update(_ existing: NodeMotion?, for layer: CALayer, atMediaTime time: Double)
    -> MotionUpdate
  {
    guard let state = layer.animationState, !state.isEmpty, canMove(layer) else {
      return .set(nil)
    }
    let entries = state.attached
    let mapping = TimeMapping(layer, atMediaTime: time)
    if let existing, existing.modelChange == layer.modelChangeCount,
      existing.sources.elementsEqual(entries.lazy.map { ObjectIdentifier($0) })
    {
      return .retime(existing, mapping)
    }
    guard entries.allSatisfy({ isMovable($0.animation) }) else { return .set(nil) }
    return .set(
      NodeMotion(layer: layer, entries: entries, changes: state.changes, timeMapping: mapping))
  }

  /// Samples the same animations again from `mapping`, moving again (render side).
  func retime(_ mapping: TimeMapping) {
    timeMapping = mapping
    isSettled = false
  }

  /// Whether the layer's place lets the render thread move it: no transition, no sublayer
  /// transform on it or its superlayer (its sublayers' or its own placement would follow
  /// another layer's), a time that follows media time linearly.
  private static func canMove(_ layer: CALayer) -> Bool {
    layer.timingBox?.transition == nil && layer.sublayerTransformBox == nil
      && !layer.superlayerHasSublayerTransform && !layer.hasBoundedTimeline
  }

  /// Whether the render thread runs `animation` (see the type's comment).
  private static func isMovable(_ animation: CAAnimation) -> Bool {
    let kind = type(of: animation)
    if kind == CAAnimationGroup.self, let group = animation as? CAAnimationGroup {
      return (group.animations ?? []).allSatisfy(isMovable)
    }
    guard
      kind == CABasicAnimation.self || kind == CASpringAnimation.self
        || kind == CAKeyframeAnimation.self
    else { return false }
    if let basic = animation as? CABasicAnimation, basic.progressSource != nil { return false }
    guard let keyPath = (animation as? CAPropertyAnimation)?.resolvedKeyPath else { return false }
    return movableKeys.contains(keyPath.key) && keyPath.property != nil
  }

  /// Fills what evaluating `animation` would fill lazily and share with the main thread's copy
  /// (a keyframe animation's keyframes), so that the render thread only reads it.
  private static func prepare(_ animation: CAAnimation) {
    if let keyframes = animation as? CAKeyframeAnimation { keyframes.prepareKeyframes() }
    if let group = animation as? CAAnimationGroup { group.animations?.forEach(prepare) }
  }

  /// Writes the presentation at media time `time` into `node` (render thread, under the frame
  /// lock); `false` once every animation has ended.
  func move(_ node: RenderNode, toMediaTime time: Double) -> Bool {
    let local = timeMapping.localTime(time)
    // Values the animations no longer write (one ended) go back to the model's.
    stage.copyModelState(from: model)
    var values = PresentationValues(layer: model)
    var moving = false
    for (animation, timeline) in animations {
      let phase = timeline.phase(atParentTime: local)
      if !phase.hasEnded { moving = true }
      guard let point = phase.time else { continue }
      animation.apply(at: point, to: &values)
    }
    values.apply(to: stage)
    node.apply(NodeMovable(stage, in: nil))
    return moving
  }
}

/// Media time to a layer's time, when that is linear (no ancestor with a bounded timeline): the
/// identity for a layer with no timing of its own up the chain, else the chain's speeds and
/// offsets sampled at the sync.
struct TimeMapping {
  private let scale: Double
  private let origin: Double
  private let localOrigin: Double
  private let isIdentity: Bool

  init(_ layer: CALayer, atMediaTime time: Double) {
    isIdentity = !layer.hasTimingAncestry
    origin = time
    localOrigin = isIdentity ? time : layer.localTime(atMediaTime: time)
    scale = isIdentity ? 1 : layer.localTime(atMediaTime: time + 1) - localOrigin
  }

  func localTime(_ time: Double) -> Double {
    isIdentity ? time : localOrigin + (time - origin) * scale
  }
}

/// Objects a render thread lets go of, carried to the main queue to be freed there.
// Unchecked: the render thread hands the objects over and never touches them again; the main
// queue's block is their last owner.
private final class MainThreadRelease: @unchecked Sendable {
  private var objects: [AnyObject]

  init(objects: [AnyObject]) { self.objects = objects }

  /// Lets go of the objects (main thread).
  func drop() { objects = [] }
}
