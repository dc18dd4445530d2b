import Foundation
import OpenQuartzCore

/// A scroll indicator: a rounded bar showing which part of the content is visible.
///
/// UIKit's indicators are subviews of the scroll view too (they are in `subviews`); they are kept
/// in front of the content. Touches reach one only through the pointer's scroll-bar strip
/// (`UIScrollView+ScrollBars.swift`).
@MainActor
final class ScrollIndicatorView: UIView {
  /// The bar's thickness, its distance from the view's edge, and the margin at its track's ends.
  static let thickness: CGFloat = 3
  static let edgeGap: CGFloat = 3
  /// The shortest bar, in points (shorter while overscrolled, down to ``thickness``·2).
  static let minimumLength: CGFloat = 36

  var style: UIScrollView.IndicatorStyle = .default {
    didSet { applyStyle() }
  }

  /// Whether the bar shows: from a scroll until its fade has ended (its `alpha` is 0 from the
  /// fade's start, the model value of a UIView animation).
  private(set) var isShowing = false
  /// Whether a fade is scheduled or under way.
  private(set) var isFading = false
  /// Counts fades, so that a fade's completion arriving after the bar showed again is ignored.
  private var fadeCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    layer.cornerRadius = Self.thickness / 2
    alpha = 0
    applyStyle()
  }

  required init?(coder: NSCoder) { nil }

  private func applyStyle() {
    switch style {
    case .default:
      backgroundColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
          ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)
      }
    case .black: backgroundColor = UIColor(white: 0, alpha: 0.5)
    case .white: backgroundColor = UIColor(white: 1, alpha: 0.5)
    }
  }

  /// Hit only through its scroll view's edge strip (`UIScrollView.scrollBar(at:event:)`).
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }

  /// Whether the pointer is over the bar or drags it: the bar is drawn wider.
  var isExpanded = false {
    didSet { if isExpanded != oldValue { scrollView?.updateIndicators() } }
  }
  /// Where the pointer grabbed the thumb (from its start), while dragging it.
  private var grab: CGFloat?

  private var scrollView: UIScrollView? { superview as? UIScrollView }
  private var isVertical: Bool { scrollView?.verticalIndicator === self }

  /// The pointer's position along the track, in the visible area's coordinates.
  private func position(of touches: Set<UITouch>) -> CGFloat? {
    guard let scrollView, let touch = touches.first else { return nil }
    let point = touch.location(in: scrollView)
    let offset = scrollView.contentOffset
    return isVertical ? point.y - offset.y : point.x - offset.x
  }

  /// A press on the thumb grabs it; beside it, pages toward the press.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let scrollView, let at = position(of: touches) else { return }
    isExpanded = true
    let offset = scrollView.contentOffset
    let thumbStart = isVertical ? frame.minY - offset.y : frame.minX - offset.x
    let thumbLength = isVertical ? frame.height : frame.width
    if at >= thumbStart, at <= thumbStart + thumbLength {
      grab = at - thumbStart
    } else {
      scrollView.pageFromBar(vertical: isVertical, forward: at > thumbStart)
    }
  }

  /// The content follows the grabbed thumb.
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let grab, let at = position(of: touches) else { return }
    scrollView?.dragBar(vertical: isVertical, thumbStart: at - grab)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    grab = nil
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    grab = nil
  }
}

/// The indicators' placement and fading.
extension UIScrollView {
  /// Seconds the indicators stay after scrolling stops, then seconds they take to fade.
  static let indicatorLinger: CFTimeInterval = 0.5
  static let indicatorFade: CFTimeInterval = 0.25

  /// Shows the indicators briefly, as after a scroll.
  final func flash() {
    lastScrollTime = CACurrentMediaTime()
    revealIndicators()
  }

  /// Whether the content is moving by the user or by an animation (the indicators show).
  final var isScrolling: Bool { isDragging || motion != nil }

  /// Shows (and places) the indicators while the content moves; returns whether it did.
  @discardableResult
  final func showIndicatorsIfScrolling() -> Bool {
    guard isScrolling else { return false }
    revealIndicators()
    return true
  }

  private func revealIndicators() {
    let range = offsetRange
    let vertical = showsVerticalScrollIndicator && range.max.y > range.min.y
    let horizontal = showsHorizontalScrollIndicator && range.max.x > range.min.x
    if vertical, verticalIndicator == nil { verticalIndicator = makeIndicator() }
    if horizontal, horizontalIndicator == nil { horizontalIndicator = makeIndicator() }
    for (indicator, shows) in [(verticalIndicator, vertical), (horizontalIndicator, horizontal)] {
      guard let indicator else { continue }
      if shows { indicator.show() } else { indicator.hide() }
      // In front of the content (a table adds rows as it scrolls).
      if shows, subviews.last !== indicator, indicator.superview === self {
        bringSubviewToFront(indicator)
      }
    }
    updateIndicators()
    ensureMotionLink()
  }

  private func makeIndicator() -> ScrollIndicatorView {
    let indicator = ScrollIndicatorView(frame: .zero)
    indicator.style = indicatorStyle
    addSubview(indicator)
    return indicator
  }

  /// Whether both bars show (the vertical one then stops short of the horizontal one's corner).
  final var bothIndicatorsShow: Bool {
    verticalIndicator?.isShowing == true && horizontalIndicator?.isShowing == true
  }

  /// Places the indicators for the current offset, size and insets.
  ///
  /// The vertical bar runs along the right edge of the visible rect (the left one in right-to-left
  /// content; inset by ``verticalScrollIndicatorInsets`` and the safe area, see
  /// ``automaticallyAdjustsScrollIndicatorInsets``), as long as the visible fraction of the
  /// content (at least 36 points), shortened by any overscroll; the horizontal one along the
  /// bottom.
  final func updateIndicators() {
    guard verticalIndicator != nil || horizontalIndicator != nil else { return }
    let range = offsetRange
    let offset = contentOffset
    let size = bounds.size
    let inset = adjustedContentInset
    let both = bothIndicatorsShow
    let gap = ScrollIndicatorView.edgeGap
    let thickness = ScrollIndicatorView.thickness
    let corner = both ? thickness + gap : 0
    if let indicator = verticalIndicator {
      let track = CGRect(origin: offset, size: size).inset(by: indicatorInsets(vertical: true))
      let (start, length) = Self.indicatorSpan(
        offset: offset.y, min: range.min.y, max: range.max.y,
        content: storedContentSize.height + inset.top + inset.bottom, visible: size.height,
        trackStart: track.minY + gap, trackLength: track.height - 2 * gap - corner)
      let width = indicator.isExpanded ? Self.expandedBarThickness : thickness
      let x = isRightToLeft ? track.minX + gap : track.maxX - gap - width
      indicator.frame = CGRect(x: x, y: start, width: width, height: length)
      indicator.layer.cornerRadius = width / 2
    }
    if let indicator = horizontalIndicator {
      let track = CGRect(origin: offset, size: size).inset(by: indicatorInsets(vertical: false))
      let (start, length) = Self.indicatorSpan(
        offset: offset.x, min: range.min.x, max: range.max.x,
        content: storedContentSize.width + inset.left + inset.right, visible: size.width,
        // The corner the vertical bar takes is on the left in right-to-left content.
        trackStart: track.minX + gap + (isRightToLeft ? corner : 0),
        trackLength: track.width - 2 * gap - corner)
      let height = indicator.isExpanded ? Self.expandedBarThickness : thickness
      indicator.frame = CGRect(
        x: start, y: track.maxY - gap - height, width: length, height: height)
      indicator.layer.cornerRadius = height / 2
    }
  }

  /// Where a bar starts and how long it is along its track.
  static func indicatorSpan(
    offset: CGFloat, min low: CGFloat, max high: CGFloat, content: CGFloat, visible: CGFloat,
    trackStart: CGFloat, trackLength: CGFloat
  ) -> (start: CGFloat, length: CGFloat) {
    let track = max(trackLength, 0)
    guard content > 0, track > 0 else { return (trackStart, 0) }
    var length = min(
      max(track * min(visible / content, 1), ScrollIndicatorView.minimumLength), track)
    let overscroll = offset < low ? low - offset : offset > high ? offset - high : 0
    length = max(length - overscroll, min(2 * ScrollIndicatorView.thickness, track))
    let progress = high > low ? min(max((offset - low) / (high - low), 0), 1) : 0
    return (trackStart + progress * (track - length), length)
  }

  /// Fades the indicators once scrolling has rested for ``indicatorLinger``.
  ///
  /// Returns whether the display link must keep running to see scrolling rest (a drag or a
  /// motion under way). Once it rests, each showing bar gets its fade, a UIView animation of its
  /// alpha delayed by what is left of the linger (as UIKit's bars fade): Core Animation runs it,
  /// so it goes on while the main thread is busy, and no frame of the link is needed for it.
  /// Under the pointer they stay as they are, and the link may stop.
  final func fadeIndicators(now: CFTimeInterval) -> Bool {
    let showing = [verticalIndicator, horizontalIndicator].compactMap { $0 }.filter {
      $0.isShowing && !$0.isFading
    }
    guard !showing.isEmpty else { return false }
    if isScrolling || isTracking {
      lastScrollTime = now
      return true
    }
    // Under the pointer the bars stay as they are; leaving flashes them again.
    if isPointerInside { return false }
    let delay = max(lastScrollTime + Self.indicatorLinger - now, 0)
    for indicator in showing { indicator.fade(after: delay) }
    return false
  }
}

/// Showing, fading and hiding a bar.
extension ScrollIndicatorView {
  /// Shows the bar at once, dropping a fade scheduled or under way.
  func show() {
    cancelFade()
    isShowing = true
    // Not animated by an app's animation block around the scroll.
    UIView.performWithoutAnimation { alpha = 1 }
  }

  /// Hides the bar at once.
  func hide() {
    cancelFade()
    isShowing = false
    UIView.performWithoutAnimation { alpha = 0 }
  }

  /// Fades the bar out over ``UIScrollView/indicatorFade`` after `delay` seconds, linearly.
  func fade(after delay: CFTimeInterval) {
    fadeCount &+= 1
    let count = fadeCount
    isFading = true
    UIView.animate(
      withDuration: UIScrollView.indicatorFade, delay: delay,
      options: [.allowUserInteraction, .curveLinear], animations: { self.alpha = 0 },
      completion: { [weak self] finished in
        guard let self, finished, self.fadeCount == count else { return }
        self.isFading = false
        self.isShowing = false
      })
  }

  private func cancelFade() {
    guard isFading else { return }
    fadeCount &+= 1
    isFading = false
    // The fade's key is "opacity", or a free variant of it (UIView animations stack).
    for key in layer.animationKeys() ?? []
    where (layer.animation(forKey: key) as? CAPropertyAnimation)?.keyPath == "opacity" {
      layer.removeAnimation(forKey: key)
    }
  }
}
