import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// A view whose bounds origin moves over larger content, as UIKit's `UIScrollView`.
///
/// `contentOffset` **is** `bounds.origin`: scrolling moves the origin and leaves the subviews'
/// frames alone; every change lays the view out again (a table places its rows in
/// `layoutSubviews`) and calls `scrollViewDidScroll`. A drag follows the pointer 1:1 and
/// rubber-bands past the edges; a fling decelerates by ``decelerationRate``; the mouse wheel and a
/// touchpad scroll with momentum (``UIScrollView/panGestureRecognizer`` recognizes both). Motion
/// runs on display-link time (`CACurrentMediaTime`), so tests step it with `TestClock`. The curves
/// are in ``ScrollPhysics`` and Docs/Scrolling.md.
///
/// ``adjustedContentInset`` is ``contentInset`` plus the safe area the
/// ``contentInsetAdjustmentBehavior`` takes (a navigation bar's height over a table that extends
/// under it), as UIKit's (`UIScrollView+SafeArea.swift`).
@preconcurrency @MainActor
open class UIScrollView: UIView {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  /// Scrolls by a page and posts `.pageScrolled`.
  open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    accessibilityScrollByPage(direction)
  }

  /// Told of scrolling, dragging, deceleration and zooming.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// The recognizer that drags the content; it also recognizes wheel and touchpad scrolling.
  public private(set) var panGestureRecognizer: UIPanGestureRecognizer
  /// The pinch that zooms, while the zoom limits differ (UIScrollView+PinchZoom.swift).
  public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
  /// The zoom scale and content point under the pinch when it began.
  var pinchStart: (scale: CGFloat, anchor: CGPoint)?

  // MARK: Stored state (mechanics in the UIScrollView+ files)

  final var storedContentSize = CGSize.zero
  final var storedContentInset = UIEdgeInsets.zero
  final var storedDecelerationRate = DecelerationRate.normal
  /// Nesting of `scrollViewDidScroll` calls (a delegate that scrolls from it).
  final var didScrollDepth = 0
  /// The motion under way (deceleration, spring back, animation, wheel), if any.
  final var motion: ScrollMotion?
  /// The animation clock's ticker that steps ``motion`` and fades the indicators.
  final lazy var motionTicker = AnimationTicker { [weak self] _ in self?.motionFrame() }
  /// The drag under way: the unbounded offset the pointer asks for when it began.
  final var dragStart: CGPoint?
  /// Touchpad steps (time, content delta) for momentum.
  final var touchpadSamples: [(time: CFTimeInterval, delta: CGPoint)] = []
  /// The indicators, made when first shown.
  final var verticalIndicator: ScrollIndicatorView?
  final var horizontalIndicator: ScrollIndicatorView?
  /// When scrolling last moved (media time), for the indicators' fade.
  final var lastScrollTime: CFTimeInterval = 0
  /// Whether the pointer hovers over the scroll view: its bars stay shown
  /// (`UIScrollView+ScrollBars.swift`).
  final var isPointerInside = false
  /// Told after every offset change, before the delegate: a navigation bar watching whether the
  /// content is at its top edge (`scrollEdgeAppearance`).
  final var edgeObserver: (() -> Void)?
  /// The pull-to-refresh control (`UIScrollView+Refresh.swift`).
  final var storedRefreshControl: UIRefreshControl?
  final var storedZoomScale: CGFloat = 1
  final var storedMinimumZoomScale: CGFloat = 1
  final var storedMaximumZoomScale: CGFloat = 1

  /// Creates a scroll view.
  public override init(frame: CGRect) {
    panGestureRecognizer = ScrollViewPanGestureRecognizer()
    super.init(frame: frame)
    configureScrollView()
  }

  /// Creates a scroll view from an archive: nothing is decoded on Linux (see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    panGestureRecognizer = ScrollViewPanGestureRecognizer()
    super.init(coder: coder)
    configureScrollView()
  }

  @MainActor deinit { motionTicker.stop() }

  private func configureScrollView() {
    clipsToBounds = true
    panGestureRecognizer.allowedScrollTypesMask = .all
    panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
    addGestureRecognizer(panGestureRecognizer)
  }

  // MARK: Offset and size

  /// Where the content's origin is in the view: the bounds origin.
  ///
  /// Default `.zero`. Non-finite values are ignored.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// The bounds; a new origin is a scroll (layout, indicators, `scrollViewDidScroll`).
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let oldOrigin = super.bounds.origin
      let oldSize = super.bounds.size
      super.bounds = newValue
      if super.bounds.size != oldSize { updateIndicators() }
      if super.bounds.origin != oldOrigin {
        contentOffsetDidChange()
        if LayoutEngine.activeCount > 0 { LayoutEngine.scrollViewDidScroll(self) }
      }
    }
  }

  /// The frame; a new size keeps the offset and re-places the indicators.
  open override var frame: CGRect {
    get { super.frame }
    set {
      let oldSize = super.bounds.size
      super.frame = newValue
      if super.bounds.size != oldSize {
        setNeedsLayout()
        updateIndicators()
      }
    }
  }

  /// The size of the content, in points.
  ///
  /// Default `.zero`. Non-finite sizes are ignored; negative ones count as zero.
  open var contentSize: CGSize {
    get { storedContentSize }
    set {
      guard newValue.width.isFinite, newValue.height.isFinite else {
        Diagnostics.once(
          "contentSize-nonfinite",
          "\(type(of: self)).contentSize = \(newValue) ignored (not finite)",
          module: "OpenUIKit")
        return
      }
      let size = CGSize(width: max(newValue.width, 0), height: max(newValue.height, 0))
      guard size != storedContentSize else { return }
      storedContentSize = size
      updateIndicators()
      updateAdjustedContentInset()
      if hasAutoLayoutState { LayoutEngine.contentSizeChanged(self) }
    }
  }

  /// Space around the content that scrolling can reveal.
  ///
  /// Default `.zero`. Non-finite insets are ignored; each edge is kept within ±10⁸ points
  /// (`LayoutLimits`).
  open var contentInset: UIEdgeInsets {
    get { storedContentInset }
    set {
      let kept = LayoutLimits.insets(newValue, old: storedContentInset, "contentInset")
      guard kept != storedContentInset else { return }
      storedContentInset = kept
      updateAdjustedContentInset(followsSafeArea: false)
    }
  }

  /// The inset scrolling uses: ``contentInset`` plus the safe area the adjustment behavior takes.
  open var adjustedContentInset: UIEdgeInsets { storedAdjustedContentInset }
  /// ``adjustedContentInset``, kept up to date (scrolling reads it every frame).
  final var storedAdjustedContentInset = UIEdgeInsets.zero

  /// Which safe-area edges ``adjustedContentInset`` adds; default `.automatic`.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { updateAdjustedContentInset() }
  }

  /// The safe area changed: the adjusted inset follows.
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    updateAdjustedContentInset()
  }

  /// Called when ``adjustedContentInset`` changes; subclasses override it.
  open func adjustedContentInsetDidChange() {}

  // MARK: Behaviour

  /// Whether dragging past an edge rubber-bands (and flings bounce).
  ///
  /// Default `true`.
  open var bounces = true
  /// Whether vertical dragging bounces even when the content is not taller than the view.
  ///
  /// Default `false`.
  open var alwaysBounceVertical = false {
    didSet { updateAdjustedContentInset() }  // `.scrollableAxes` reads it
  }
  /// Whether horizontal dragging bounces even when the content is not wider than the view.
  ///
  /// Default `false`.
  open var alwaysBounceHorizontal = false {
    didSet { updateAdjustedContentInset() }
  }

  /// Whether the scrolling keys scroll the content (iOS 17).
  ///
  /// Page Up and Down, Space, Home, End and the arrows, when no responder took them. Default
  /// `true`. See `UIScrollView+Keyboard.swift`.
  open var allowsKeyboardScrolling = true

  /// Whether the user can scroll.
  ///
  /// Default `true`. Turning it off stops a drag or deceleration under way.
  open var isScrollEnabled = true {
    didSet {
      panGestureRecognizer.isEnabled = isScrollEnabled
      if !isScrollEnabled { stopMotion(notify: true) }
    }
  }
  /// Whether flings come to rest on multiples of the view's size.
  ///
  /// Default `false`.
  open var isPagingEnabled = false

  /// How fast flings slow down; any value but ``DecelerationRate/fast`` snaps to
  /// ``DecelerationRate/normal`` or `.fast`, whichever is nearer, as UIKit.
  ///
  /// Default `.normal`.
  open var decelerationRate: DecelerationRate {
    get { storedDecelerationRate }
    set {
      let normal = DecelerationRate.normal.rawValue
      let fast = DecelerationRate.fast.rawValue
      storedDecelerationRate =
        newValue.rawValue.isFinite
          && abs(newValue.rawValue - fast) < abs(newValue.rawValue - normal)
        ? .fast : .normal
    }
  }

  // MARK: Indicators

  /// Whether the vertical indicator shows while scrolling.
  ///
  /// Default `true`.
  open var showsVerticalScrollIndicator = true {
    didSet { updateIndicators() }
  }
  /// Whether the horizontal indicator shows while scrolling.
  ///
  /// Default `true`.
  open var showsHorizontalScrollIndicator = true {
    didSet { updateIndicators() }
  }
  /// Insets of the vertical indicator's track from the view's edges.
  ///
  /// Default `.zero`.
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero {
    didSet {
      keepIndicatorInsets(
        \.verticalScrollIndicatorInsets, oldValue, "verticalScrollIndicatorInsets")
    }
  }
  /// Insets of the horizontal indicator's track from the view's edges.
  ///
  /// Default `.zero`.
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero {
    didSet {
      keepIndicatorInsets(
        \.horizontalScrollIndicatorInsets, oldValue, "horizontalScrollIndicatorInsets")
    }
  }
  /// Whether the indicators' tracks also keep out of the safe area the scroll view adds to its
  /// content inset (under a navigation bar, say), as UIKit's; default `true`.
  open var automaticallyAdjustsScrollIndicatorInsets = true {
    didSet { updateIndicators() }
  }
  /// Both indicators' insets; reading gives the vertical one's.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// The indicators' color.
  ///
  /// Default `.default`.
  open var indicatorStyle = IndicatorStyle.default {
    didSet {
      verticalIndicator?.style = indicatorStyle
      horizontalIndicator?.style = indicatorStyle
    }
  }

  // MARK: State

  /// Whether a touch is down on the content (it may not have moved yet).
  public internal(set) var isTracking = false
  /// Whether the content is being dragged.
  public internal(set) var isDragging = false
  /// Whether the content is moving on after a drag (or a wheel or touchpad scroll).
  public internal(set) var isDecelerating = false

  /// The smallest zoom scale.
  ///
  /// Default 1. Non-finite or non-positive values are ignored.
  open var minimumZoomScale: CGFloat {
    get { storedMinimumZoomScale }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      storedMinimumZoomScale = newValue
      updatePinchGestureRecognizer()
    }
  }

  /// The largest zoom scale.
  ///
  /// Default 1. Non-finite or non-positive values are ignored.
  open var maximumZoomScale: CGFloat {
    get { storedMaximumZoomScale }
    set {
      guard newValue.isFinite, newValue > 0 else { return }
      storedMaximumZoomScale = newValue
      updatePinchGestureRecognizer()
    }
  }

  /// Whether a pinch may zoom past the limits, springing back when it ends.
  ///
  /// Default `true`.
  open var bouncesZoom = true

  /// The current zoom scale, within the limits.
  ///
  /// Default 1.
  open var zoomScale: CGFloat {
    get { storedZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Scales the zooming view to `scale` (clamped to the limits) about the visible center.
  ///
  /// Does nothing without a zooming view (the delegate's `viewForZooming(in:)`); applies at once
  /// (see Docs/Scrolling.md).
  open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomContent(scale: scale) }

  /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the limits
  /// allow, centered.
  open func zoom(to rect: CGRect, animated: Bool) { zoomContent(toShow: rect) }

  // MARK: Scrolling (mechanics in ScrollMotion)

  /// Moves the content to `contentOffset` (not clamped, as UIKit); `animated` eases there over
  /// 0.3 s and then calls `scrollViewDidEndScrollingAnimation`.
  ///
  /// Stops a deceleration under way. Non-finite offsets are ignored.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    moveContent(to: contentOffset, animated: animated)
  }

  /// Scrolls as little as needed to show `rect` (content coordinates), within the offset range.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    moveContent(toShow: rect, animated: animated)
  }

  /// Shows the indicators briefly, as after a scroll.
  open func flashScrollIndicators() { flash() }

  /// Where a release at `velocity` (points per millisecond) comes to rest, given where it would,
  /// before the delegate's `scrollViewWillEndDragging` is asked: a collection view asks its
  /// layout.
  func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

  /// Where a wheel notch of `step` (offset space) heads from `current` (the offset the glide under
  /// way is heading to), before clamping: `current + step`; a paging section of a collection view
  /// moves a page or a group instead.
  func wheelTarget(from current: CGPoint, step: CGPoint) -> CGPoint {
    CGPoint(x: current.x + step.x, y: current.y + step.y)
  }

  /// The pointer over a scroll bar's edge strip hits the bar (`UIScrollView+ScrollBars.swift`);
  /// everything else as for any view.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard self.point(inside: point, with: event), !isHidden, isUserInteractionEnabled,
      alpha >= 0.01
    else { return super.hitTest(point, with: event) }
    return scrollBar(at: point, event: event) ?? super.hitTest(point, with: event)
  }

  /// Whether the pan may begin: the content must be able to move (along the step's axis, for a
  /// wheel or touchpad step).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    guard gestureRecognizer === panGestureRecognizer else {
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    // A press on a scroll bar drags the bar, not the content.
    if panGestureRecognizer.touches.contains(where: { $0.view is ScrollIndicatorView }) {
      return false
    }
    return panShouldBegin()
  }

  /// Leaving the window stops the motion under way and hides the indicators (nothing on screen
  /// to move; the ticker stops).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window == nil else { return }
    stopMotion(notify: false)
    verticalIndicator?.hide()
    horizontalIndicator?.hide()
    motionTicker.stop()
  }
}
