import Foundation
import OpenCoreGraphics

/// A rectangle of content in a tree of layers, as Core Animation's `CALayer`.
///
/// Every property has Core Animation's default (`../shared/reference`, §1.1). Changing a property
/// never draws: it records what changed for the next commit of ``CATransaction`` (layout → display
/// → render), which coalesces every change of a run-loop turn. Non-finite geometry is rejected (the
/// layer keeps its last valid value, with a diagnostic in debug builds); opacities are clamped to
/// 0...1.
///
/// Every member that Core Animation lets a subclass override is declared here, `open`, in the
/// class body (Swift cannot override members declared in extensions); the mechanics behind them
/// live in the extensions: `CALayer+Geometry` (frame, convert, hit testing), `CALayer+Hierarchy`,
/// `CALayer+Display`, `CALayer+Layout`, `CALayer+Actions`, `CALayer+Invalidation`,
/// `CALayer+CompositingBoundary` and `Render/CALayer+RenderInContext`. That is why this file is
/// longer than the others: stored properties and overridable members cannot leave the class body.
///
/// Not actor-isolated, as Core Animation's: nonisolated code builds layers unchanged, and a change
/// that reaches the layer tree off the main thread stops with a message (`MainThread`, in OpenCoreGraphics).
open class CALayer {
  // Stored properties are laid out in declaration order, so the ones every property change,
  // resize and trait switch touches come first: they share the object's first cache lines
  // (a resize of 10,000 views is bound by memory traffic as much as by instructions).

  // MARK: Geometry storage (validated in the public accessors)
  final var storedBounds = CGRect.zero
  final var storedPosition = CGPoint.zero
  final var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)

  // MARK: Hierarchy
  // Walked by every layout pass and invalidation: no dynamic exclusivity check (accesses are
  // short and never overlap).
  @exclusivity(unchecked) final var storedSublayers: [CALayer] = []
  // Back-pointers are unowned(unsafe), not weak: a weakly referenced object
  // gets a side table, and then every retain and release on it takes a slow
  // path (about half of a property change's cost). The tree keeps them valid:
  // detaching clears them, and a layer's deinit clears its sublayers' and its
  // mask's.
  final unowned(unsafe) var storedSuperlayer: CALayer?
  /// The layer this one masks, when it is some layer's `mask`.
  final unowned(unsafe) var maskOwner: CALayer?
  /// A delegate that owns the layer (a view): no weak reference needed; the owner clears it in its
  /// deinit (`setOwnerDelegate`).
  final unowned(unsafe) var ownerDelegate: (any CALayerDelegate)?

  // MARK: Invalidation state (see CALayer+Display, CALayer+Layout)
  final var needsDisplayFlag = false
  final var needsLayoutFlag = false
  /// This layer or a descendant needs layout (Masonry's `subtreeNeedsX`).
  final var subtreeNeedsLayout = false
  final var isLayingOut = false
  /// Whether the superlayer has a sublayer transform, kept by both sides: the frame getter
  /// (autoresizing reads it for every view) then need not touch the superlayer.
  final var superlayerHasSublayerTransform = false
  /// Whether the layer is queued in the pipeline's changed list.
  final var isQueuedForRender = false
  /// The kinds of change recorded since the last render: the dirty bits the render tree's sync
  /// reads (`Render/Tree/RenderTree.swift`).
  final var changesSinceRender: LayerChange = []
  /// Counts changes to the model's properties (not its animations'): the renderer's presentation
  /// copy made at another count is stale (`CALayer+Animations.swift`).
  final var modelChangeCount: UInt32 = 0
  /// Whether the delegate answers "no action" (`NSNull`) for every event, so the action search
  /// can stop before asking it: a view's layer outside animation blocks.
  final var delegateDeclinesActions = false
  /// Whether this is a presentation copy (`presentation()`, or the renderer's copy of an animating
  /// layer): its changes record nothing and run no actions.
  final var isPresentationCopy = false

  // MARK: Colors every theme switch writes
  final var storedBackgroundColor: CGColor?
  final var storedBorderColor: CGColor? = CGColor(gray: 0, alpha: 1)

  // MARK: Transforms, boxed
  // Most layers keep identity transforms; 2 x 128 inline bytes would push the fields above
  // apart. `nil` is the identity.
  final var transformBox: TransformBox?
  final var sublayerTransformBox: TransformBox?

  final var storedZPosition: CGFloat = 0
  final var storedAnchorPointZ: CGFloat = 0
  final var storedMask: CALayer?
  final var invalidRect = CGRect.null
  /// The layer's copy in the render tree of the renderer that shows it (`Render/Tree/`), which
  /// holds everything the compositor keeps for it.
  final var renderNode: RenderNode?
  /// The animations attached to the layer (`Animation/`), made on the first.
  final var animationState: LayerAnimations?
  /// The layer's own timing (`CAMediaTiming`) when it is not the default, and for a presentation
  /// copy its model.
  final var timingBox: LayerTiming?

  /// The layer's transform (stored boxed).
  final var storedTransform: CATransform3D {
    get { transformBox?.value ?? CATransform3DIdentity }
    set { transformBox = TransformBox.boxing(newValue) }
  }

  /// The transform applied to sublayers (stored boxed).
  final var storedSublayerTransform: CATransform3D {
    get { sublayerTransformBox?.value ?? CATransform3DIdentity }
    set { sublayerTransformBox = TransformBox.boxing(newValue) }
  }

  /// Creates a layer with Core Animation's defaults.
  ///
  /// `required`, unlike Core Animation's, because `UIView.layerClass` instantiates the class it
  /// names, and Swift constructs from a metatype only through required initializers: a subclass
  /// writes `required init()` where iOS code writes `override init()` (Docs/Porting.md).
  public required init() {}

  /// Creates a layer from an archive, as Core Animation's `NSCoding` initializer.
  ///
  /// Nothing is decoded on Linux: the layer has Core Animation's defaults. Declared (designated and
  /// `required`, as in Core Animation) so that subclasses that implement it or call
  /// `super.init(coder:)` compile unchanged.
  public required init?(coder: NSCoder) {}

  /// Creates a copy of `layer`'s properties (not its sublayers, mask or delegate), as Core
  /// Animation does for presentation layers.
  public init(layer: Any) {
    guard let other = layer as? CALayer else { return }
    copyModelState(from: other)
  }

  /// Copies `other`'s properties (not its sublayers, mask, delegate or animations), its kind's
  /// included: `init(layer:)`, and presentation copies.
  final func copyModelState(from other: CALayer) {
    storedBounds = other.storedBounds
    storedPosition = other.storedPosition
    storedAnchorPoint = other.storedAnchorPoint
    transformBox = other.transformBox
    sublayerTransformBox = other.sublayerTransformBox
    storedZPosition = other.storedZPosition
    storedAnchorPointZ = other.storedAnchorPointZ
    isHidden = other.isHidden
    isDoubleSided = other.isDoubleSided
    isGeometryFlipped = other.isGeometryFlipped
    masksToBounds = other.masksToBounds
    storedOpacity = other.storedOpacity
    allowsGroupOpacity = other.allowsGroupOpacity
    storedShouldRasterize = other.storedShouldRasterize
    rasterizationScale = other.rasterizationScale
    storedBackgroundColor = other.storedBackgroundColor
    storedCornerRadius = other.storedCornerRadius
    maskedCorners = other.maskedCorners
    cornerCurve = other.cornerCurve
    storedBorderWidth = other.storedBorderWidth
    storedBorderColor = other.storedBorderColor
    shadowColor = other.shadowColor
    storedShadowOpacity = other.storedShadowOpacity
    shadowOffset = other.shadowOffset
    storedShadowRadius = other.storedShadowRadius
    storedShadowPath = other.storedShadowPath
    contents = other.contents
    contentsGravity = other.contentsGravity
    storedContentsScale = other.storedContentsScale
    contentsRect = other.contentsRect
    contentsCenter = other.contentsCenter
    minificationFilter = other.minificationFilter
    magnificationFilter = other.magnificationFilter
    isOpaque = other.isOpaque
    storedNeedsDisplayOnBoundsChange = other.storedNeedsDisplayOnBoundsChange
    name = other.name
    copyKindState(from: other)
  }

  /// Copies what the layer's kind adds (each kind overrides it).
  func copyKindState(from other: CALayer) {}

  /// The layer's name, for debugging.
  open var name: String?

  /// The object that draws, lays out and animates the layer (weak).
  open var delegate: (any CALayerDelegate)? {
    get {
      if let ownerDelegate { return ownerDelegate }
      return weakDelegate
    }
    set {
      ownerDelegate = nil
      delegateDeclinesActions = false
      weakDelegate = newValue
    }
  }
  final private weak var weakDelegate: (any CALayerDelegate)?

  /// Sets a delegate that owns this layer and clears it before it goes away (a view).
  ///
  /// Not API: imported with `@_spi(OpenUIKit)`.
  /// - Parameter declinesActions: The owner's `action(for:forKey:)` always answers `NSNull` (it
  ///   cannot be overridden), so property changes skip the call.
  @_spi(OpenUIKit) public func setOwnerDelegate(
    _ owner: (any CALayerDelegate)?, declinesActions: Bool = false
  ) {
    weakDelegate = nil
    // A view going away leaves its layer nothing to draw (its content was the view's drawing): a
    // display still queued would make a backing store for nothing (thousands of views made and
    // released between two commits once cost a window-sized store each).
    if owner == nil, ownerDelegate != nil { needsDisplayFlag = false }
    ownerDelegate = owner
    delegateDeclinesActions = owner != nil && declinesActions
  }

  deinit {
    for sublayer in storedSublayers where sublayer.storedSuperlayer === self {
      sublayer.storedSuperlayer = nil
      sublayer.superlayerHasSublayerTransform = false
    }
    if let mask = storedMask, mask.maskOwner === self { mask.maskOwner = nil }
    // The node may outlive the layer until its parent's next sync drops it.
    renderNode?.layer = nil
    AssociatedObjects.ownerDidDeinit(ObjectIdentifier(self))
  }

  // MARK: Visibility and compositing

  /// Whether the layer and its sublayers are hidden.
  ///
  /// Default `false`.
  open var isHidden = false {
    didSet { changed("hidden", .composite, isHidden != oldValue, old: oldValue) }
  }

  /// Whether the back of the layer shows when turned away.
  ///
  /// Default `true` (stored).
  open var isDoubleSided = true

  /// Whether the layer's geometry is flipped (stored).
  ///
  /// Default `false`.
  open var isGeometryFlipped = false

  /// Whether sublayers and contents are clipped to the (rounded) bounds.
  ///
  /// Default `false`.
  open var masksToBounds = false {
    didSet { changed("masksToBounds", .composite, masksToBounds != oldValue, old: oldValue) }
  }

  final var storedOpacity: Float = 1
  /// The layer's opacity, clamped to 0...1 (NaN is rejected).
  ///
  /// Default 1.
  open var opacity: Float {
    get { storedOpacity }
    set {
      update(
        \.storedOpacity, to: min(max(newValue, 0), 1), key: "opacity", .composite,
        valid: !newValue.isNaN)
    }
  }

  /// Whether opacity applies to the layer and its sublayers as one group.
  ///
  /// Default `true`.
  open var allowsGroupOpacity = true {
    didSet {
      changed("allowsGroupOpacity", .composite, allowsGroupOpacity != oldValue, old: oldValue)
    }
  }

  /// Whether the layer and its sublayers are drawn into a bitmap that is cached and composited
  /// until something in the subtree changes (`Render/LayerPainter+Rasterization.swift`).
  ///
  /// Default `false`.
  open var shouldRasterize: Bool {
    get { storedShouldRasterize }
    set {
      guard newValue != storedShouldRasterize else { return }
      storedShouldRasterize = newValue
      changed("shouldRasterize", .appearance)
    }
  }
  /// `shouldRasterize`, read by the painter for every layer (no dispatch, no access check).
  @exclusivity(unchecked) final var storedShouldRasterize = false

  /// The pixels per point of the rasterized bitmap; default 1, as Core Animation's.
  ///
  /// Set it to the screen's scale for a sharp bitmap on a 2x display. Values that are not finite
  /// and positive are refused.
  open var rasterizationScale: CGFloat = 1 {
    didSet {
      guard rasterizationScale.isFinite, rasterizationScale > 0 else {
        reject("rasterizationScale", rasterizationScale)
        rasterizationScale = oldValue
        return
      }
      changed("rasterizationScale", .appearance, rasterizationScale != oldValue, old: oldValue)
    }
  }

  /// Whether the layer is fully opaque (a hint; stored).
  ///
  /// Default `false`.
  open var isOpaque = false

  /// Whether edges of transformed layers are antialiased.
  ///
  /// Default `false` on iOS (stored).
  open var allowsEdgeAntialiasing = false

  // MARK: Background, corners, border

  /// The background color, drawn inside the rounded bounds.
  ///
  /// Default `nil`.
  open var backgroundColor: CGColor? {
    get { storedBackgroundColor }
    set {
      guard newValue != storedBackgroundColor else { return }
      let old = storedBackgroundColor
      storedBackgroundColor = newValue
      changed("backgroundColor", .appearance, old: old)
    }
  }

  final var storedCornerRadius: CGFloat = 0
  /// The corner radius of the background, border and bounds clip.
  ///
  /// Negative values count as 0; NaN is rejected. Default 0.
  open var cornerRadius: CGFloat {
    get { storedCornerRadius }
    set {
      update(
        \.storedCornerRadius, to: max(newValue, 0), key: "cornerRadius", .appearance,
        valid: newValue.isFinite)
    }
  }

  /// Which corners are rounded.
  ///
  /// Default all four.
  open var maskedCorners: CACornerMask = .all {
    didSet { changed("maskedCorners", .appearance, maskedCorners != oldValue, old: oldValue) }
  }

  /// The corner curve (stored; drawn circular).
  ///
  /// Default `.circular`.
  open var cornerCurve: CALayerCornerCurve = .circular

  final var storedBorderWidth: CGFloat = 0
  /// The width of the inner border, drawn above sublayers.
  ///
  /// Negative values count as 0; NaN is rejected. Default 0.
  open var borderWidth: CGFloat {
    get { storedBorderWidth }
    set {
      update(
        \.storedBorderWidth, to: max(newValue, 0), key: "borderWidth", .appearance,
        valid: newValue.isFinite)
    }
  }

  /// The border color.
  ///
  /// Default opaque black.
  open var borderColor: CGColor? {
    get { storedBorderColor }
    set {
      guard newValue != storedBorderColor else { return }
      let old = storedBorderColor
      storedBorderColor = newValue
      changed("borderColor", .appearance, old: old)
    }
  }

  // MARK: Shadow

  /// The shadow color.
  ///
  /// Default opaque black.
  open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
    didSet { changed("shadowColor", .shadow, shadowColor != oldValue, old: oldValue) }
  }

  final var storedShadowOpacity: Float = 0
  /// The shadow's opacity, clamped to 0...1.
  ///
  /// Default 0 (no shadow).
  open var shadowOpacity: Float {
    get { storedShadowOpacity }
    set {
      update(
        \.storedShadowOpacity, to: min(max(newValue, 0), 1), key: "shadowOpacity", .shadow,
        valid: !newValue.isNaN)
    }
  }

  /// The shadow offset in points; on iOS `(0, -3)` moves it up.
  ///
  /// Default `(0, -3)`.
  open var shadowOffset = CGSize(width: 0, height: -3) {
    didSet {
      guard shadowOffset.width.isFinite, shadowOffset.height.isFinite else {
        reject("shadowOffset", shadowOffset)
        shadowOffset = oldValue
        return
      }
      changed("shadowOffset", .shadow, shadowOffset != oldValue, old: oldValue)
    }
  }

  final var storedShadowRadius: CGFloat = 3
  /// The shadow blur: a Gaussian of standard deviation `shadowRadius` points.
  ///
  /// Negative values count as 0. Default 3.
  open var shadowRadius: CGFloat {
    get { storedShadowRadius }
    set {
      update(
        \.storedShadowRadius, to: max(newValue, 0), key: "shadowRadius", .shadow,
        valid: newValue.isFinite)
    }
  }

  /// The shadow's shape, filled non-zero, instead of the layer's alpha (copied on assignment).
  ///
  /// Default `nil`.
  open var shadowPath: CGPath? {
    get { storedShadowPath }
    set {
      storedShadowPath = newValue?.copy()
      changed("shadowPath", .shadow)
    }
  }
  final var storedShadowPath: CGPath?

  // MARK: Contents

  /// The layer's image: a `CGImage`, or `nil`.
  ///
  /// Other values draw nothing. Default `nil`.
  open var contents: Any? {
    didSet { changed("contents", .appearance, old: oldValue) }
  }

  /// How `contents` fits the bounds.
  ///
  /// Default `.resize`.
  open var contentsGravity: CALayerContentsGravity = .resize {
    didSet { changed("contentsGravity", .appearance, contentsGravity != oldValue, old: oldValue) }
  }

  final var storedContentsScale: CGFloat = 1
  /// Pixels per point of `contents` and of the backing store `display()` draws.
  ///
  /// Values that are not finite and positive are rejected. Default 1.
  open var contentsScale: CGFloat {
    get { storedContentsScale }
    set {
      update(
        \.storedContentsScale, to: newValue, key: "contentsScale", .appearance,
        valid: newValue.isFinite && newValue > 0)
    }
  }

  /// The part of `contents` shown, in unit coordinates.
  ///
  /// Default `(0, 0, 1, 1)`.
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
    didSet { changed("contentsRect", .appearance, contentsRect != oldValue, old: oldValue) }
  }

  /// The stretchable center of `contents`, in unit coordinates (stored).
  ///
  /// Default `(0, 0, 1, 1)`.
  open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)

  /// The filter used when `contents` is shrunk.
  ///
  /// Default `.linear`.
  open var minificationFilter: CALayerContentsFilter = .linear {
    didSet {
      changed("minificationFilter", .appearance, minificationFilter != oldValue, old: oldValue)
    }
  }

  /// The filter used when `contents` is enlarged.
  ///
  /// Default `.linear`.
  open var magnificationFilter: CALayerContentsFilter = .linear {
    didSet {
      changed("magnificationFilter", .appearance, magnificationFilter != oldValue, old: oldValue)
    }
  }

  /// Whether a bounds change calls `setNeedsDisplay()`.
  ///
  /// Default `false`.
  open var needsDisplayOnBoundsChange: Bool {
    get { storedNeedsDisplayOnBoundsChange }
    set { storedNeedsDisplayOnBoundsChange = newValue }
  }
  /// Internal storage: read on every resize without an open property's exclusivity checks.
  final var storedNeedsDisplayOnBoundsChange = false

  /// Whether drawing may be deferred to a background thread (stored).
  ///
  /// Default `false`.
  open var drawsAsynchronously = false

  /// Actions by event name, searched after the delegate.
  ///
  /// Default `nil`.
  open var actions: [String: any CAAction]?

  /// A style dictionary searched for actions after `actions`: its `"actions"` entry (a dictionary
  /// of actions by event), then the same in its `"style"` entry, and so on down.
  ///
  /// Default `nil`. Only the actions are read: default property values in a style are not
  /// applied (Docs/Animation.md).
  open var style: [AnyHashable: Any]?

  // MARK: Geometry (mechanics in CALayer+Geometry)

  /// The layer's own coordinate space: origin and size.
  ///
  /// A size change lays out the layer and its superlayer. Negative sizes are normalized; non-finite
  /// rects are rejected. Default `.zero`.
  open var bounds: CGRect {
    get { storedBounds }
    set { setBounds(newValue) }
  }

  /// Where the anchor point sits in the superlayer's space.
  ///
  /// Default `(0, 0)`.
  open var position: CGPoint {
    get { storedPosition }
    set {
      update(
        \.storedPosition, to: newValue, key: "position", .geometry,
        valid: newValue.x.isFinite && newValue.y.isFinite)
    }
  }

  /// The point of the bounds, in unit coordinates, that `position` pins and transforms turn about.
  ///
  /// Default `(0.5, 0.5)`.
  open var anchorPoint: CGPoint {
    get { storedAnchorPoint }
    set {
      update(
        \.storedAnchorPoint, to: newValue, key: "anchorPoint", .geometry,
        valid: newValue.x.isFinite && newValue.y.isFinite)
    }
  }

  /// The anchor's z coordinate.
  ///
  /// Default 0.
  open var anchorPointZ: CGFloat {
    get { storedAnchorPointZ }
    set {
      update(
        \.storedAnchorPointZ, to: newValue, key: "anchorPointZ", .geometry, valid: newValue.isFinite
      )
    }
  }

  /// The layer's position on the z axis: higher draws in front of siblings.
  ///
  /// Default 0.
  open var zPosition: CGFloat {
    get { storedZPosition }
    set {
      update(\.storedZPosition, to: newValue, key: "zPosition", .geometry, valid: newValue.isFinite)
    }
  }

  /// The transform applied about the anchor point.
  ///
  /// Affine transforms render exactly; perspective (`m34` and the other projective terms) is
  /// approximated by the affine part when rendering (hit testing and `convert` apply the full
  /// projection). Default identity.
  open var transform: CATransform3D {
    get { storedTransform }
    set { setTransform(newValue) }
  }

  /// A transform applied to every sublayer, about this layer's anchor point.
  ///
  /// Default identity.
  open var sublayerTransform: CATransform3D {
    get { storedSublayerTransform }
    set { setSublayerTransform(newValue) }
  }

  /// The transform as an affine transform.
  open func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(storedTransform)
  }

  /// Sets the transform from an affine transform.
  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  /// The bounding box of the transformed bounds in the superlayer's space.
  ///
  /// Setting it changes `position` and `bounds.size` only.
  open var frame: CGRect {
    get { currentFrame }
    set { setFrame(newValue) }
  }

  /// Converts a point from `layer`'s space to this layer's.
  ///
  /// Layers in different trees are related through their roots' spaces.
  open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
    mapPoint(p, from: layer)
  }

  /// Converts a point from this layer's space to `layer`'s.
  open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
    guard let layer else {
      return ancestorsAndSelf.dropLast().reduce(p) { $1.pointToSuperlayer($0) }
    }
    return layer.mapPoint(p, from: self)
  }

  /// Converts a rectangle from `layer`'s space: the bounding box of its corners.
  open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
    mapRect(r) { convert($0, from: layer) }
  }

  /// Converts a rectangle to `layer`'s space: the bounding box of its corners.
  open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
    mapRect(r) { convert($0, to: layer) }
  }

  // MARK: Hierarchy (mechanics in CALayer+Hierarchy)

  /// The sublayers, back to front; `nil` when there are none (as in Core Animation).
  ///
  /// Setting it removes the old ones and adds the new ones.
  open var sublayers: [CALayer]? {
    get { storedSublayers.isEmpty ? nil : storedSublayers }
    set { setSublayers(newValue) }
  }

  /// The layer this one is a sublayer of.
  open var superlayer: CALayer? { storedSuperlayer }

  /// A layer whose alpha masks this layer's content, positioned in this layer's space by its own
  /// frame.
  ///
  /// A layer that is another's sublayer or mask is refused. Default `nil`.
  open var mask: CALayer? {
    get { storedMask }
    set { setMask(newValue) }
  }

  /// Appends `layer` as the front-most sublayer, first removing it from its current superlayer.
  open func addSublayer(_ layer: CALayer) {
    insert(layer, at: storedSublayers.count)
  }

  /// Inserts `layer` at `idx` (clamped to the sublayer count).
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    insert(layer, at: Int(idx))
  }

  /// Inserts `layer` just behind `sibling`, or at the back when `sibling` is not a sublayer.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? 0
    insert(layer, at: index)
  }

  /// Inserts `layer` just in front of `sibling`, or at the front when `sibling` is not a sublayer.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index =
      sibling.flatMap { s in storedSublayers.firstIndex { $0 === s }.map { $0 + 1 } }
      ?? storedSublayers.count
    insert(layer, at: index)
  }

  /// Replaces the sublayer `oldLayer` with `newLayer` at the same index.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else {
      return refuse("replaceSublayer", oldLayer, "it is not a sublayer of \(debugName)")
    }
    guard oldLayer !== newLayer else { return }
    oldLayer.removeFromSuperlayer()
    insert(newLayer, at: index)
  }

  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    detachAndRelayout()
  }

  // MARK: Layout and display (mechanics in CALayer+Layout and CALayer+Display)

  /// Marks the layer for `layoutSublayers()` at the next commit.
  open func setNeedsLayout() {
    markNeedsLayout()
  }

  /// Whether `layoutSublayers()` will be called at the next commit.
  open func needsLayout() -> Bool { needsLayoutFlag }

  /// Lays out now: climbs while the superlayer needs layout, then lays out
  /// the subtree of the topmost such layer, parents before children.
  open func layoutIfNeeded() {
    layOutFromTopmostPendingAncestor()
  }

  /// Marks the whole layer for `display()` at the next commit.
  ///
  /// Any number of calls before the commit give one display.
  open func setNeedsDisplay() {
    markNeedsDisplay(storedBounds)
  }

  /// Marks `r` (layer space) as needing redraw; rects accumulate until the next display.
  ///
  /// The layer is redrawn whole; the union is the invalid area.
  open func setNeedsDisplay(_ r: CGRect) {
    markNeedsDisplay(r)
  }

  /// Whether `display()` will be called at the next commit.
  open func needsDisplay() -> Bool { needsDisplayFlag }

  /// Calls `display()` now if the layer needs display.
  open func displayIfNeeded() {
    guard needsDisplayFlag else { return }
    displayNow()
  }

  /// Renders the layer and its sublayers into `ctx`, as `renderInContext:`.
  ///
  /// The layer's own space is mapped by the context's current user space:
  /// layer point (x, y) lands on user point (x, y) (the layer's frame is
  /// not applied). In a raw Quartz bitmap context (y up) the result is
  /// therefore vertically flipped, as on iOS. The context's clip, mask clip,
  /// alpha, blend mode and open transparency layers apply. Layers that still
  /// need display are displayed first.
  open func render(in ctx: CGContext) {
    renderTree(in: ctx)
  }

  // MARK: Overridable hooks (bookkeeping lives in the extension files)

  /// Whether `p` (in this layer's space) is inside the bounds.
  open func contains(_ p: CGPoint) -> Bool { storedBounds.contains(p) }

  /// The farthest descendant (or this layer) containing `p`, given in the *superlayer's* space, as
  /// Core Animation defines it.
  ///
  /// Hidden and fully transparent layers are skipped, and so is everything outside a
  /// `masksToBounds` layer; front-most sublayers (array order, then `zPosition`) are tested first.
  open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }

  /// Reloads the layer's contents.
  ///
  /// Do not call it directly; call `setNeedsDisplay()` or `displayIfNeeded()`.
  ///
  /// The default calls the delegate's `display(_:)` if there is a delegate (whose default is the
  /// standard display), else draws a backing store of `bounds.size × contentsScale` with
  /// `draw(in:)` and sets it as `contents`.
  open func display() {
    if let delegate {
      delegate.display(self)
    } else {
      displayIntoBackingStore()
    }
  }

  /// Draws the layer's content into `ctx`.
  ///
  /// Do not call it directly; call `setNeedsDisplay()`. The default calls the delegate's
  /// `draw(_:in:)`.
  open func draw(in ctx: CGContext) {
    delegate?.draw(self, in: ctx)
  }

  /// Lays out the sublayers.
  ///
  /// Do not call it directly; call `setNeedsLayout()` or `layoutIfNeeded()`. The default calls the
  /// delegate's `layoutSublayers(of:)`.
  open func layoutSublayers() {
    delegate?.layoutSublayers(of: self)
  }

  /// The action for `event`: the delegate's, then `actions[event]`, then the `style` dictionary's,
  /// then `defaultAction(forKey:)`, then Core Animation's implicit animation for an animatable
  /// property of a layer already on screen; the first non-nil wins, and a final `NSNull` (which
  /// ends the search) is returned as `nil`, as `CALayer.h` says.
  open func action(forKey event: String) -> (any CAAction)? {
    let action = defaultActionLookup(forKey: event)
    return action is NSNull ? nil : action
  }

  /// Whether changing `key` redisplays the layer.
  ///
  /// Default `false` for every key.
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// The class's default action for `event`.
  ///
  /// Default `nil`: the implicit animation of an animatable property is Core Animation's own last
  /// step of the search (`action(forKey:)`), so a class overriding this method replaces it.
  open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

  /// The layer's preferred size in its superlayer: by default its bounds' size.
  open func preferredFrameSize() -> CGSize { storedBounds.size }

  // MARK: Kind

  /// Which layer class this is, for the renderer's one dispatch over kinds; each kind overrides it
  /// (a subclass outside the module inherits its kind's).
  var kind: LayerKind { .plain }
}

/// A non-identity transform, stored out of line (see `CALayer.transformBox`).
final class TransformBox: Sendable {
  let value: CATransform3D

  private init(_ value: CATransform3D) { self.value = value }

  /// A box for `transform`, or `nil` for the identity.
  static func boxing(_ transform: CATransform3D) -> TransformBox? {
    transform == CATransform3DIdentity ? nil : TransformBox(transform)
  }
}
