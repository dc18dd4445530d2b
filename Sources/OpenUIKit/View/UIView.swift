import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// A rectangle of UI backed by a layer, as UIKit's `UIView`.
///
/// The view is its layer's delegate: layout, drawing and actions go through it. Geometry lives on
/// the layer (`frame`, `bounds`, `center`, `transform` read and write it). Colors set on the view
/// (`backgroundColor`, `tintColor`) are dynamic: they are re-resolved and pushed to the layer when
/// a color-affecting trait changes.
///
/// Every member that UIKit lets a subclass override is declared here, `open`, in the class body
/// (Swift cannot override members declared in extensions); the mechanics behind them live in the
/// extensions: `UIView+Geometry`, `+Hierarchy`, `+Appearance`, `+Layout`, `+LayoutAttributes`,
/// `+HitTesting`, `+Traits`, `+Observation`, `+Debugging`, `Focus/UIView+Focus` and
/// `TextInput/UIView+EndEditing`; drawing is bridged here (`display(_:)`, `draw(_:in:)`) with the
/// context stack in `Drawing/UIGraphicsContext`.
@preconcurrency @MainActor
open class UIView: UIResponder, @MainActor CALayerDelegate {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  override var defaultAccessibilityFrame: CGRect { boundsInScreenCoordinates }
  override func accessibilityPropertyDidChange() { accessibilityNeedsUpdate() }
  override var accessibilityStorage: AccessibilityStorage? {
    get { storedAccessibility }
    set { storedAccessibility = newValue }
  }

  /// The class of the backing layer; override to back a view with `CAGradientLayer`,
  /// `CAShapeLayer`, `CAReplicatorLayer` or your own.
  ///
  /// `AnyClass`, as UIKit declares it: `override class var layerClass: AnyClass {
  /// CAGradientLayer.self }`. A class that is not a `CALayer` subclass is reported and replaced by
  /// `CALayer` (UIKit raises an exception).
  open class var layerClass: AnyClass { CALayer.self }

  // Stored properties are laid out in declaration order. A theme switch and a resize visit every
  // view, bound by memory traffic: what they read fills the object's first two cache lines
  // (16-byte header included), the rest follows.

  /// The backing layer.
  public let layer: CALayer

  // Walked by every trait propagation and resize: no dynamic exclusivity check (accesses are
  // short and never overlap).
  @exclusivity(unchecked) final var storedSubviews: [UIView] = []
  final var storedBackgroundColor: UIColor?
  // Traits (see UIView+Traits and TraitPhase).
  // Predicted as UIKit does: a new view has the main screen's traits until it joins a window.
  final var storedTraitCollection = UIScreen.main.traitCollection
  @exclusivity(unchecked) final var traitRegistrations: [TraitRegistration] = []
  /// Whether this view changes what it inherits (trait overrides or a forced style); kept by the
  /// two setters, read by every view a trait change passes.
  final var hasTraitOverrides = false
  final var needsTraitUpdate = true
  /// Set by `mayDraw` once the class is known not to draw.
  final var isKnownNonDrawing = false
  /// Which scoped methods the class overrides; the others run without their scopes.
  final var overriddenMethods = MethodOverrides.Methods.all
  /// Traits read by the last `layoutSubviews`, `draw(_:)` and `updateProperties()`.
  final var layoutTraitReads = TraitIDs.empty
  final var drawTraitReads = TraitIDs.empty
  final var propertiesTraitReads = TraitIDs.empty
  // Internal storage of open properties that resizing reads for every view: an open stored
  // property's accessors carry dynamic exclusivity checks, internal storage does not.
  final var storedAutoresizingMask: UIView.AutoresizingMask = []
  final var storedAutoresizesSubviews = true

  // Colder state.
  /// unowned(unsafe), not weak (see `CALayer.storedSuperlayer`): cleared on
  /// removal and by the superview's deinit.
  final unowned(unsafe) var storedSuperview: UIView?
  final var storedTintColor: UIColor?
  final var storedTintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
  final var storedContentMode: UIView.ContentMode = .scaleToFill
  final var storedTraitOverrides = UITraitOverrides()
  final var storedOverrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  final var needsUpdatePropertiesFlag = false
  final var isQueuedForTraitUpdate = false
  final var isQueuedForProperties = false
  /// Whether the view has recognizers (kept in ``UIView/recognizerTable``, not here: a pointer
  /// more per view made every view's allocation a size class larger, and a theme switch over
  /// 10,000 views 5–8 % slower).
  final var hasGestureRecognizers = false
  /// Whether the view has entries in `interactionTable` (`Pointer/UIInteraction.swift`).
  final var hasInteractions = false
  /// Whether the view registered to resize its Dynamic Type font (`UIContentSizeCategoryAdjusting`).
  final var followsContentSizeCategory = false
  /// `semanticContentAttribute` (`Layout/UIView+LayoutDirection.swift`).
  final var storedSemanticContentAttribute = UISemanticContentAttribute.unspecified

  /// Whether the view keeps other views from receiving touches while it tracks one; default
  /// `false`.
  ///
  /// The desktop has one pointer, which is one touch at a time: every touch is already exclusive,
  /// as on Mac Catalyst. The value is kept for code that sets and reads it (buttons in toast and
  /// rating libraries set it).
  open var isExclusiveTouch = false
  /// Whether the view is a view controller's root view (the controller is in
  /// `UIViewController.owners`, not here, for the same reason).
  final var isViewControllerRoot = false
  /// Whether the view changed its layout margins or content priorities (kept in
  /// `UIView.layoutAttributeTable`, not here, for the same reason).
  final var hasLayoutAttributes = false
  /// Whether `UIView.safeAreaTable` holds the view's last reported safe area.
  final var hasSafeAreaEntry = false
  /// The view's constraints, guides and Auto Layout flags, once it has any (stored here, not in a
  /// table: layout reads it for every view it meets, and a table costs a hash each time).
  final var autoLayoutStorage: AutoLayoutState?
  /// Whether the view has its window's keyboard focus (`UIWindow.focusedView`).
  final var hasFocus = false
  /// `accessibilityStorage`: last, so that no hot field moves (see `UIResponder`).
  final var storedAccessibility: AccessibilityStorage?

  /// Creates a view with a frame.
  public init(frame: CGRect) {
    layer = Self.makeLayer()
    super.init()
    configureNewView(frame: frame)
  }

  /// What every initializer does once the layer exists.
  private func configureNewView(frame: CGRect) {
    layer.setOwnerDelegate(self, declinesActions: true)  // owned: no weak reference
    overriddenMethods = MethodOverrides.methods(of: type(of: self))
    layer.frame = frame
    layer.isOpaque = true  // UIView's isOpaque defaults to true
    applyDisplayScale()
    if mayDraw { layer.setNeedsDisplay() }
    TraitPhase.shared.setNeedsTraitUpdate(self)
    needsUpdatePropertiesFlag = true
    TraitPhase.shared.setNeedsUpdateProperties(self)
    if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
  }

  @MainActor deinit {
    if hasGestureRecognizers { UIView.recognizerTable[ObjectIdentifier(self)] = nil }
    if hasInteractions { UIView.interactionTable[ObjectIdentifier(self)] = nil }
    if hasLayoutAttributes { UIView.layoutAttributeTable[ObjectIdentifier(self)] = nil }
    if hasSafeAreaEntry { UIView.safeAreaTable[ObjectIdentifier(self)] = nil }
    if hasAutoLayoutState || !LayoutEngine.engines.isEmpty { LayoutEngine.viewWillGo(self) }
    for subview in storedSubviews where subview.storedSuperview === self {
      subview.storedSuperview = nil
    }
    layer.setOwnerDelegate(nil)
  }

  /// A new instance of `layerClass`, or a `CALayer` when it names no layer class.
  private static func makeLayer() -> CALayer {
    if let layerType = layerClass as? CALayer.Type { return layerType.init() }
    Diagnostics.log(
      "\(self).layerClass \(layerClass) is not a CALayer subclass; using CALayer",
      module: "OpenUIKit")
    return CALayer()
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive, as UIKit's `NSCoding` initializer.
  ///
  /// There are no nibs or storyboards on Linux: the view is made with a zero frame and nothing is
  /// decoded. Declared (designated and `required`, as in UIKit) so that iOS subclasses that
  /// implement it or call `super.init(coder:)` compile unchanged (Docs/Porting.md).
  public required init?(coder: NSCoder) {
    layer = Self.makeLayer()
    super.init()
    configureNewView(frame: .zero)
  }

  /// The next responder.
  ///
  /// The view's controller when it is a controller's root view, else the superview (H-7).
  open override var next: UIResponder? {
    if isViewControllerRoot, let controller = owningController { return controller }
    return storedSuperview
  }

  /// An integer to find the view with `viewWithTag(_:)`.
  ///
  /// Default 0.
  open var tag = 0

  /// Whether touches reach this view.
  ///
  /// Default `true`.
  open var isUserInteractionEnabled = true

  /// Whether subviews resize with the view per their `autoresizingMask`.
  ///
  /// Default `true`.
  open var autoresizesSubviews: Bool {
    get { storedAutoresizesSubviews }
    set { storedAutoresizesSubviews = newValue }
  }

  /// How the view resizes when its superview does.
  ///
  /// Default none.
  open var autoresizingMask: UIView.AutoresizingMask {
    get { storedAutoresizingMask }
    set {
      guard newValue != storedAutoresizingMask else { return }
      storedAutoresizingMask = newValue
      // Its translated constraints change with it.
      if translatesAutoresizingMaskIntoConstraints { LayoutEngine.structureChanged(around: self) }
    }
  }

  // MARK: Geometry (mechanics in UIView+Geometry)

  /// The frame in the superview's space (the layer's frame).
  ///
  /// Setting it resizes subviews per their `autoresizingMask`.
  open var frame: CGRect {
    get { layer.frame }
    set {
      let oldSize = layer.bounds.size
      layer.frame = newValue
      boundsSizeDidChange(from: oldSize)
      if LayoutEngine.activeCount > 0 { LayoutEngine.geometryChanged(self) }
    }
  }

  /// The view's own space: origin and size (the layer's bounds).
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let oldSize = layer.bounds.size
      layer.bounds = newValue
      boundsSizeDidChange(from: oldSize)
    }
  }

  /// The center in the superview's space (the layer's position).
  open var center: CGPoint {
    get { layer.position }
    set {
      layer.position = newValue
      if LayoutEngine.activeCount > 0 { LayoutEngine.geometryChanged(self) }
    }
  }

  /// The transform about the center (the layer's affine transform).
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }

  /// Converts a point from this view's space to `view`'s (or the window's).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    layer.convert(point, to: (view ?? window)?.layer)
  }

  /// Converts a point from `view`'s space (or the window's) to this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    layer.convert(point, from: (view ?? window)?.layer)
  }

  /// Converts a rectangle to `view`'s space (bounding box).
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    layer.convert(rect, to: (view ?? window)?.layer)
  }

  /// Converts a rectangle from `view`'s space (bounding box).
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    layer.convert(rect, from: (view ?? window)?.layer)
  }

  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// Tells the superview that the intrinsic size changed: it lays out again.
  open func invalidateIntrinsicContentSize() {
    storedSuperview?.setNeedsLayout()
    (storedSuperview as? UIStackView)?.arrangedViewIntrinsicSizeChanged(self)
    LayoutEngine.intrinsicSizeChanged(self)
  }

  /// The space to keep between the view's edges and its content when laying it out (the margins
  /// guide, margin attributes, a stack view with `isLayoutMarginsRelativeArrangement`).
  ///
  /// Reading gives the margins that apply, as UIKit's: those set (8 points on each side by
  /// default; none for a controller's root view), at least the controller's
  /// `systemMinimumLayoutMargins` for a root view, plus the safe area
  /// (``insetsLayoutMarginsFromSafeArea``), and at least what the superview's margins ask
  /// (``preservesSuperviewLayoutMargins``). Negative and non-finite insets set count as 0.
  open var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins }
    set { setLayoutMargins(newValue) }
  }

  /// ``layoutMargins`` with leading and trailing edges.
  ///
  /// Leading is the left in left-to-right layout and the right in right-to-left. Margins set this
  /// way swap sides when the view's direction changes; set through ``layoutMargins`` they stay
  /// where they are.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { resolvedDirectionalMargins }
    set { setDirectionalLayoutMargins(newValue) }
  }

  /// Called after ``layoutMargins`` changed; the default does nothing.
  open func layoutMarginsDidChange() {}

  /// Called when ``safeAreaInsets`` changed (the view moved under or out of a bar, or a
  /// controller's `additionalSafeAreaInsets` changed), before the view lays out again.
  open func safeAreaInsetsDidChange() {}

  /// How strongly the view resists growing beyond its intrinsic size along `axis`; default
  /// `.defaultLow` (250).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? layoutAttributes.hugging.horizontal : layoutAttributes.hugging.vertical
  }

  /// Sets how strongly the view resists growing along `axis`.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      layoutAttributes.hugging.horizontal = priority
    } else {
      layoutAttributes.hugging.vertical = priority
    }
    storedSuperview?.setNeedsLayout()
    LayoutEngine.intrinsicSizeChanged(self)
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis`; default
  /// `.defaultHigh` (750).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal
      ? layoutAttributes.compression.horizontal : layoutAttributes.compression.vertical
  }

  /// Sets how strongly the view resists shrinking along `axis`.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      layoutAttributes.compression.horizontal = priority
    } else {
      layoutAttributes.compression.vertical = priority
    }
    storedSuperview?.setNeedsLayout()
    LayoutEngine.intrinsicSizeChanged(self)
  }

  // MARK: Appearance (mechanics in UIView+Appearance)

  /// The background color, dynamic: re-resolved when a color-affecting trait changes.
  ///
  /// Default `nil` (transparent).
  open var backgroundColor: UIColor? {
    get { storedBackgroundColor }
    set {
      storedBackgroundColor = newValue
      applyTraitDependentColors()
    }
  }

  /// The opacity (the layer's opacity).
  ///
  /// Default 1.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// Whether the view and its subviews are hidden.
  ///
  /// Default `false`.
  open var isHidden: Bool {
    get { layer.isHidden }
    set {
      guard newValue != layer.isHidden else { return }
      layer.isHidden = newValue
      storedSuperview?.subviewVisibilityDidChange(self)
    }
  }

  /// A subview was hidden or shown (a stack view collapses hidden arranged subviews).
  func subviewVisibilityDidChange(_ subview: UIView) {}

  /// Whether the view is opaque (a drawing hint).
  ///
  /// Default `true`, as in UIKit.
  open var isOpaque: Bool {
    get { layer.isOpaque }
    set { layer.isOpaque = newValue }
  }

  /// Whether subviews are clipped to the bounds (`masksToBounds`).
  ///
  /// Default `false`.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// How content follows size changes; `.redraw` redraws on every bounds change.
  ///
  /// Default `.scaleToFill`.
  open var contentMode: ContentMode {
    get { storedContentMode }
    set {
      storedContentMode = newValue
      layer.needsDisplayOnBoundsChange = newValue == .redraw
      applyContentMode()
    }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The effective tint color.
  ///
  /// This view's own, else the nearest ancestor's, else the system tint (`systemBlue`); dimmed when
  /// `tintAdjustmentMode` is `.dimmed`. Setting `nil` inherits again. Implicitly unwrapped, as
  /// UIKit declares it, so that ported code compiles unchanged.
  open var tintColor: UIColor! {
    get { effectiveTintColor }
    set {
      storedTintColor = newValue
      tintDidChange(color: true, mode: false)
    }
  }

  /// How the tint is shown; `.automatic` inherits.
  ///
  /// Default `.automatic`.
  open var tintAdjustmentMode: TintAdjustmentMode {
    get { effectiveTintAdjustmentMode }
    set {
      let old = effectiveTintAdjustmentMode
      storedTintAdjustmentMode = newValue
      if effectiveTintAdjustmentMode != old { tintDidChange(color: false, mode: true) }
    }
  }

  // MARK: Hierarchy (mechanics in UIView+Hierarchy)

  /// The subviews, back to front.
  open var subviews: [UIView] { storedSubviews }

  /// The superview.
  open var superview: UIView? { storedSuperview }

  /// The window the view is in.
  open var window: UIWindow? { enclosingWindow }

  /// Adds `view` in front of the other subviews.
  open func addSubview(_ view: UIView) {
    insert(view, at: storedSubviews.count)
  }

  /// Inserts `view` at `index` (clamped).
  open func insertSubview(_ view: UIView, at index: Int) {
    insert(view, at: index)
  }

  /// Inserts `view` just in front of `siblingSubview`.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let index = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 }
    insert(view, at: index ?? storedSubviews.count)
  }

  /// Inserts `view` just behind `siblingSubview`.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insert(view, at: storedSubviews.firstIndex { $0 === siblingSubview } ?? 0)
  }

  /// Moves a subview to the front.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.storedSuperview === self else { return }
    insert(view, at: storedSubviews.count)
  }

  /// Moves a subview to the back.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.storedSuperview === self else { return }
    insert(view, at: 0)
  }

  /// Swaps the subviews at two indexes.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    exchangeSubviews(index1, index2)
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    detachFromSuperview()
  }

  /// Whether this view is `view` or inside it.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  /// The first view with `tag`, searching this view then its subtree depth first.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in storedSubviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  // MARK: Invalidation (mechanics in UIView+Layout, CALayer+Display and TraitPhase)

  /// Asks for `layoutSubviews()` at the next commit; calls coalesce.
  open func setNeedsLayout() { layer.setNeedsLayout() }

  /// Lays out now if layout is pending (from the topmost pending ancestor).
  open func layoutIfNeeded() {
    TraitPhase.shared.run()
    LayoutEngine.updateConstraintsBeforeLayout(of: self)
    layer.layoutIfNeeded()
  }

  /// Asks for `draw(_:)` at the next commit; calls coalesce into one draw.
  open func setNeedsDisplay() { layer.setNeedsDisplay() }

  /// Marks `rect` (view space) for redraw; the view redraws whole.
  open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

  /// Asks for `updateProperties()` before the next layout; calls coalesce.
  open func setNeedsUpdateProperties() {
    guard !needsUpdatePropertiesFlag else { return }
    needsUpdatePropertiesFlag = true
    TraitPhase.shared.setNeedsUpdateProperties(self)
  }

  /// Runs a pending `updateProperties()` for this view and its subtree now, superviews first.
  ///
  /// Returns at once when no view anywhere is pending: after a theme switch over 10,000 views
  /// that only handlers answered, it costs nothing.
  open func updatePropertiesIfNeeded() {
    guard TraitPhase.shared.hasPendingProperties else { return }
    runPendingProperties()
  }

  // MARK: Traits (mechanics in UIView+Traits)

  /// The view's traits: its superview's (or its window's screen's), with this view's overrides
  /// applied.
  ///
  /// Updated at each commit's trait phase and by `updateTraitsIfNeeded()`.
  open var traitCollection: UITraitCollection { storedTraitCollection }

  /// Traits this view sets for itself and its subviews.
  open var traitOverrides: UITraitOverrides {
    get { storedTraitOverrides }
    set {
      storedTraitOverrides = newValue
      overridesDidChange()
    }
  }

  /// Forces light or dark for this view and its subviews; `.unspecified` inherits.
  ///
  /// Default `.unspecified`.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { storedOverrideUserInterfaceStyle }
    set {
      storedOverrideUserInterfaceStyle = newValue
      overridesDidChange()
    }
  }

  /// Updates this subtree's traits now, sending trait-change callbacks.
  open func updateTraitsIfNeeded() {
    UITraitCollection.restoringCurrent { updateTraits(inherited: nil, force: true) }
  }

  // MARK: Gesture recognizers (mechanics in Gesture/UIGestureRecognizer)

  /// The recognizers attached to the view; `nil` when there are none, as in UIKit.
  ///
  /// Setting it replaces them.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { detach(recognizer) }
      for recognizer in newValue ?? [] { attach(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer` (moving it from another view).
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    attach(gestureRecognizer)
  }

  /// Detaches `gestureRecognizer`.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    detach(gestureRecognizer)
  }

  /// Whether one of the view's recognizers may leave `.possible`.
  ///
  /// Asked before the recognizer's delegate; the default returns `true`. Override to keep a
  /// gesture from starting.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: Overridable hooks (bookkeeping lives in the extension files)

  /// Lays out subviews.
  ///
  /// Do not call it: call `setNeedsLayout()` or `layoutIfNeeded()`. Runs with
  /// `UITraitCollection.current` set to the view's traits; traits read here re-run it when they
  /// change. The default does nothing (there is no Auto Layout).
  open func layoutSubviews() {}  // must read nothing: inheriting classes run it unscoped

  /// Updates the view's constraints before layout.
  ///
  /// Called by the system (after `setNeedsUpdateConstraints()`), subviews before superviews.
  /// Override it to change constraints in one pass, and call `super.updateConstraints()` last.
  /// Do not call it directly: call `updateConstraintsIfNeeded()`.
  open func updateConstraints() {}

  /// Whether the view needs `updateConstraints()` before its first layout; default `false`.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// The smallest size that satisfies the view's constraints (and its subviews'), as close to
  /// `targetSize` as they allow; the target holds at `fittingSizeLevel` (50).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size that satisfies the view's constraints, as close to `targetSize` as they allow, the
  /// target width and height held at the given priorities (`.required` fixes a dimension: a
  /// cell's width, to find its height).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority,
      vertical: verticalFittingPriority)
  }

  /// Draws the view's content in `rect` into `UIGraphicsGetCurrentContext()` (origin at the bounds
  /// origin, y down).
  ///
  /// Do not call it: call `setNeedsDisplay()`. The default draws nothing, and views whose class
  /// does not override it get no backing store.
  open func draw(_ rect: CGRect) {
    UIView.markNonDrawing(type(of: self))
  }

  /// Configures content and styling before layout (iOS 26).
  ///
  /// Do not call it: call `setNeedsUpdateProperties()`. Traits read here re-run it.
  open func updateProperties() {}  // must read nothing: inheriting classes run it unscoped

  /// Called when the effective `tintColor` or `tintAdjustmentMode` changes.
  open func tintColorDidChange() {}

  /// Called when the view's traits changed, with the collection before (never `nil` here: a view
  /// is given predicted traits when made, as since iOS 13).
  ///
  /// Deprecated in iOS 17 in favour of `registerForTraitChanges(_:handler:)` but still called, for
  /// every trait change, before the handlers registered for the changed traits, with
  /// `UITraitCollection.current` set to the new traits (`Docs/Porting.md`).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Focus (the rules: Focus/UIView+Focus.swift)

  /// Whether the view can take keyboard focus.
  ///
  /// The default is `false`; controls return `true` while enabled. A view that can be focused is
  /// skipped while it, or an ancestor, is hidden, transparent (alpha below 0.01) or does not take
  /// touches.
  open var canBecomeFocused: Bool { false }

  /// Whether the view has its window's keyboard focus.
  open var isFocused: Bool { hasFocus }

  /// Asked before focus leaves or reaches this view; return `false` to keep focus where it is.
  ///
  /// The default is `true`. It is asked of the view focus leaves and of the view it goes to.
  open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

  /// Called after focus left or reached this view or one of its subviews.
  ///
  /// Called on the view focus left and its superviews, then on the view focus reached and its
  /// superviews, once each, nearest first. The default does nothing.
  open func didUpdateFocus(
    in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
  ) {}

  /// Called before the view moves to a new superview (`nil`: removal).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview.
  open func didMoveToSuperview() {}
  /// Called before the view moves to a new window (`nil`: leaving one).
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// The framework's own work before the view leaves its window (for none or another), whatever
  /// an app's `willMove(toWindow:)` does (not open): a text field's undo steps leave with it.
  func willLeaveWindow() {}

  /// Called after the view moved to a new window.
  open func didMoveToWindow() {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  /// The farthest descendant (or this view) that contains `point` (in this view's space) and
  /// accepts touches; `nil` if hidden, not interactive, nearly transparent (alpha < 0.01) or
  /// outside `point(inside:with:)`.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  /// Whether `point` (this view's space) is inside: the bounds by default.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The size that fits `size`; by default the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The natural size of the content; by default no intrinsic size (`UIView.noIntrinsicMetric` in
  /// both dimensions).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The view whose first baseline is this view's, for constraints on ``firstBaselineAnchor``:
  /// the view itself by default (a stack view answers an arranged view's).
  open var forFirstBaselineLayout: UIView { self }

  /// The view whose last baseline is this view's, for constraints on ``lastBaselineAnchor``: the
  /// view itself by default (a stack view answers an arranged view's).
  open var forLastBaselineLayout: UIView { self }

  /// How far the rectangle Auto Layout aligns lies inside the frame (a shadow or badge drawn
  /// outside the content, say); default `.zero`.
  ///
  /// Constraints and ``intrinsicContentSize`` are about the alignment rectangle.
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  /// The alignment rectangle for `frame`: the frame inset by ``alignmentRectInsets``.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect {
    frame.inset(by: alignmentRectInsets)
  }

  /// The frame for `alignmentRect`: the rectangle outset by ``alignmentRectInsets``.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return alignmentRect.inset(
      by: UIEdgeInsets(
        top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
  }

  /// Applies `contentMode` to the layer (image views set contents gravity).
  func applyContentMode() {}

  /// Sets the scale of the layers the view draws into and redraws; image views keep their image's.
  func applyContentsScale(_ scale: CGFloat) {
    layer.contentsScale = scale
    if mayDraw { setNeedsDisplay() }
  }

  /// Pushes view-owned dynamic colors, resolved for the current traits, to
  /// layers; subclasses with more colors (labels) extend it.
  func applyTraitDependentColors() {
    applyResolvedColors()
    if hasFocus { window?.placeFocusRing() }
  }

  // MARK: CALayerDelegate

  /// Displays the layer: draws it with `draw(_:)` unless the class does not draw.
  ///
  /// A view that does not draw leaves `contents` alone (an image view sets it itself).
  public func display(_ layer: CALayer) {
    guard mayDraw else { return }
    let previous = layer.contents
    layer.displayIntoBackingStore()
    // The first display of a class finds out whether it draws; if not, undo.
    if UIView.drawsContent(type(of: self)) == false { layer.contents = previous }
  }

  /// Runs `draw(_:)` with the layer's context as the current context.
  public func draw(_ layer: CALayer, in ctx: CGContext) {
    UIGraphicsPushContext(ctx)
    defer { UIGraphicsPopContext() }
    var reads = TraitIDs.empty
    traitCollection.performAsCurrent {
      ObservationTracking.track(self, .display) {
        reads = TraitTracking.tracking(reusing: drawTraitReads) { draw(bounds) }
      }
    }
    drawTraitReads = reads
  }

  /// Runs `layoutSubviews()` as the layer's layout.
  ///
  /// UIView's own `layoutSubviews()` reads nothing: a class that inherits it runs it unscoped.
  public func layoutSublayers(of layer: CALayer) {
    // Constraints first, as UIKit's layoutSublayersOfLayer: the engine's frames are in place
    // before layoutSubviews runs (nothing to do while no constraint is active anywhere).
    LayoutEngine.layoutWillRun(in: self)
    // A view with a safe area tells subviews it placed, moved or added (few views have one).
    defer {
      if hasSafeAreaEntry { for subview in storedSubviews { subview.safeAreaMayHaveChanged() } }
    }
    if isViewControllerRoot, let controller = owningController {
      return layoutSubviews(of: controller)
    }
    guard overriddenMethods.contains(.layoutSubviews) else { return layoutSubviews() }
    var reads = TraitIDs.empty
    traitCollection.performAsCurrent {
      ObservationTracking.track(self, .layout) {
        reads = TraitTracking.tracking(reusing: layoutTraitReads) { layoutSubviews() }
      }
    }
    layoutTraitReads = reads
  }

  /// The action for a change of the view's layer: inside an animation block (`UIView.animate`),
  /// an animation of an animatable property; otherwise none (`NSNull`), so view-backed layers do
  /// not animate implicitly.
  ///
  /// Not overridable, so the layer skips the call outside blocks
  /// (`setOwnerDelegate(_:declinesActions:)`, `CALayer.ownersAnimate`).
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    guard let block = UIViewAnimationBlock.stack.last, layer === self.layer,
      let action = block.action(for: self, layer: layer, forKey: event)
    else { return CALayer.noAction }
    return action
  }
}

extension UIView {
  /// "No intrinsic size" in one dimension: -1.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Which edges and dimensions follow the superview's size.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin is flexible.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin is flexible.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin is flexible.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin is flexible.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How the view's content fills it when its size changes.
  public enum ContentMode: Int, Sendable {
    /// Stretch (the default).
    case scaleToFill
    /// Fit, keeping the aspect ratio.
    case scaleAspectFit
    /// Fill, keeping the aspect ratio.
    case scaleAspectFill
    /// Redraw on every bounds change.
    case redraw
    /// Centered.
    case center
    /// Top edge.
    case top
    /// Bottom edge.
    case bottom
    /// Left edge.
    case left
    /// Right edge.
    case right
    /// Top-left corner.
    case topLeft
    /// Top-right corner.
    case topRight
    /// Bottom-left corner.
    case bottomLeft
    /// Bottom-right corner.
    case bottomRight
  }

  /// How the tint color is shown.
  public enum TintAdjustmentMode: Int, Sendable {
    /// Inherit (the default); `.normal` at the top.
    case automatic
    /// The tint as set.
    case normal
    /// A dimmed tint (under a modal presentation).
    case dimmed
  }

  /// Per-class: whether the class draws (overrides `draw(_:)`), once known.
  @exclusivity(unchecked) private static var drawingClasses: [ObjectIdentifier: Bool] = [:]

  static func drawsContent(_ type: UIView.Type) -> Bool? { drawingClasses[ObjectIdentifier(type)] }

  static func markNonDrawing(_ type: UIView.Type) { drawingClasses[ObjectIdentifier(type)] = false }

  /// Whether this view may draw: false once its class is known not to override `draw(_:)`.
  ///
  /// Remembered per instance, so a theme switch over thousands of views asks the class table once
  /// per view at most.
  var mayDraw: Bool {
    if isKnownNonDrawing { return false }
    guard UIView.drawsContent(type(of: self)) == false else { return true }
    isKnownNonDrawing = true
    return false
  }
}
