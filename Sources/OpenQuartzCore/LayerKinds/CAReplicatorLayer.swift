import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A layer that draws its sublayers `instanceCount` times, each instance transformed and tinted a
/// step further than the one before.
///
/// Instance k is the sublayer tree under `instanceTransform` applied k times about the center of
/// the replicator's bounds, multiplied by `instanceColor + k × (red, green, blue, alpha offsets)`,
/// each component clamped to 0...1. Instance 0 is drawn first (furthest back). Instances reuse
/// their sublayers' cached rasters: a live reflection costs a composite, not a redraw. Only
/// instance 0 is hit-tested.
open class CAReplicatorLayer: CALayer {
  /// How many copies to draw, the original included; 0 or less draws none.
  ///
  /// At most ``maximumInstanceCount`` are drawn (the value is kept as set, with one diagnostic),
  /// and nested replicators together draw at most ``maximumNestedInstances`` copies of anything.
  /// Default 1.
  open var instanceCount: Int = 1 {
    didSet { changed("instanceCount", .appearance, instanceCount != oldValue, old: oldValue) }
  }

  /// The transform from one instance to the next, about the replicator's center (its affine part is
  /// rendered).
  ///
  /// Default identity.
  open var instanceTransform = CATransform3DIdentity {
    didSet {
      guard instanceTransform.isFinite else {
        reject("instanceTransform", instanceTransform)
        instanceTransform = oldValue
        return
      }
      changed("instanceTransform", .appearance, instanceTransform != oldValue, old: oldValue)
    }
  }

  /// The color instance 0 is multiplied by.
  ///
  /// Default opaque white.
  open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1) {
    didSet { changed("instanceColor", .appearance, instanceColor != oldValue, old: oldValue) }
  }

  /// Added to the red multiplier per instance.
  ///
  /// Default 0.
  open var instanceRedOffset: Float = 0 {
    didSet { changed("instanceRedOffset", .appearance, old: oldValue) }
  }
  /// Added to the green multiplier per instance.
  ///
  /// Default 0.
  open var instanceGreenOffset: Float = 0 {
    didSet { changed("instanceGreenOffset", .appearance, old: oldValue) }
  }
  /// Added to the blue multiplier per instance.
  ///
  /// Default 0.
  open var instanceBlueOffset: Float = 0 {
    didSet { changed("instanceBlueOffset", .appearance, old: oldValue) }
  }
  /// Added to the alpha multiplier per instance.
  ///
  /// Default 0.
  open var instanceAlphaOffset: Float = 0 {
    didSet { changed("instanceAlphaOffset", .appearance, old: oldValue) }
  }

  /// The delay between instances' animations, in seconds (stored for the animation system).
  ///
  /// Default 0.
  open var instanceDelay: TimeInterval = 0

  /// Whether instances keep their depth (stored; instances are flattened).
  ///
  /// Default `false`.
  open var preservesDepth = false

  /// Creates a replicator layer.
  public required init() { super.init() }

  /// Creates a layer from an archive: nothing is decoded on Linux (see `CALayer.init(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Copies `layer`'s properties.
  public override init(layer: Any) {
    super.init(layer: layer)
  }

  override func copyKindState(from other: CALayer) {
    guard let other = other as? CAReplicatorLayer else { return }
    instanceCount = other.instanceCount
    instanceTransform = other.instanceTransform
    instanceColor = other.instanceColor
    instanceRedOffset = other.instanceRedOffset
    instanceGreenOffset = other.instanceGreenOffset
    instanceBlueOffset = other.instanceBlueOffset
    instanceAlphaOffset = other.instanceAlphaOffset
    instanceDelay = other.instanceDelay
    preservesDepth = other.preservesDepth
  }

  /// The most instances one replicator draws: 4,096 (Core Animation documents no limit; this one
  /// keeps a count such as `Int.max` from allocating gigabytes).
  public static let maximumInstanceCount = 4096

  /// The most copies nested replicators draw together (the product of their counts): 65,536.
  public static let maximumNestedInstances = 65536

  /// The number of instances drawn: `instanceCount` clamped to 0...``maximumInstanceCount``.
  final var renderedInstanceCount: Int {
    guard instanceCount > Self.maximumInstanceCount else { return max(instanceCount, 0) }
    Diagnostics.once(
      "replicator-count",
      "CAReplicatorLayer.instanceCount \(instanceCount) is above the \(Self.maximumInstanceCount) "
        + "instances drawn; the first \(Self.maximumInstanceCount) are")
    return Self.maximumInstanceCount
  }

  override var kind: LayerKind { .replicator }
}
