import Foundation

/// The indicators as a desktop's scroll bars, for the pointer: they appear while the pointer is
/// over the scroll view, widen under it, and can be dragged (the content follows the thumb) or
/// clicked beside the thumb (a page toward the click, as Page Up and Down).
///
/// A pointer press within ``scrollBarHitWidth`` of the edge that carries a bar goes to the bar,
/// not to the content (the scroll view's pan does not begin there). Touch screens are not driven
/// here: iOS's indicators ignore touches, and so do these for anything but the pointer.
extension UIScrollView {
  /// How far from the edge a press grabs the bar, in points.
  static let scrollBarHitWidth: CGFloat = 10
  /// The bar's thickness while the pointer is over it or drags it.
  static let expandedBarThickness: CGFloat = 8

  /// The bar a pointer at `point` (the scroll view's coordinates) is over, if any.
  func scrollBar(at point: CGPoint, event: UIEvent?) -> ScrollIndicatorView? {
    guard let event, event.type == .touches || event.type == .hover, window != nil,
      isScrollEnabled
    else { return nil }
    let visible = CGRect(origin: contentOffset, size: bounds.size)
    guard visible.contains(point) else { return nil }
    let range = offsetRange
    let width = Self.scrollBarHitWidth
    let verticalTrack = visible.inset(by: indicatorInsets(vertical: true))
    if showsVerticalScrollIndicator, range.max.y > range.min.y,
      isRightToLeft
        ? point.x <= verticalTrack.minX + width : point.x >= verticalTrack.maxX - width
    {
      return verticalIndicator ?? revealedIndicator(vertical: true)
    }
    if showsHorizontalScrollIndicator, range.max.x > range.min.x,
      point.y >= visible.inset(by: indicatorInsets(vertical: false)).maxY - width
    {
      return horizontalIndicator ?? revealedIndicator(vertical: false)
    }
    return nil
  }

  /// A track's insets from the visible rect: the indicator's own, plus the safe area added to the
  /// content inset when ``automaticallyAdjustsScrollIndicatorInsets``.
  func indicatorInsets(vertical: Bool) -> UIEdgeInsets {
    let own = vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets
    return automaticallyAdjustsScrollIndicatorInsets ? own.adding(absorbedSafeAreaInsets) : own
  }

  private func revealedIndicator(vertical: Bool) -> ScrollIndicatorView? {
    flash()
    return vertical ? verticalIndicator : horizontalIndicator
  }

  /// The pointer came over the scroll view (`true`) or left it: the bars show while it is.
  func pointerHoverChanged(inside: Bool) {
    isPointerInside = inside
    flash()  // shown now; after leaving, they linger and fade as after a scroll
  }

  /// Where a bar's track runs in the visible area (from the visible top or left), and the
  /// thumb's length.
  func barTrack(vertical: Bool) -> (start: CGFloat, length: CGFloat, thumb: CGFloat) {
    let size = bounds.size
    let gap = ScrollIndicatorView.edgeGap
    let both = bothIndicatorsShow
    let corner = both ? ScrollIndicatorView.thickness + gap : 0
    let insets = indicatorInsets(vertical: vertical)
    let start =
      (vertical ? insets.top : insets.left) + gap + (!vertical && isRightToLeft ? corner : 0)
    let length =
      (vertical
        ? size.height - insets.top - insets.bottom : size.width - insets.left - insets.right)
      - 2 * gap - corner
    let indicator = vertical ? verticalIndicator : horizontalIndicator
    let thumb = indicator.map { vertical ? $0.frame.height : $0.frame.width } ?? 0
    return (start, max(length, 0), thumb)
  }

  /// Moves the content so that the thumb starts at `thumbStart` along its track (visible
  /// coordinates).
  func dragBar(vertical: Bool, thumbStart: CGFloat) {
    let track = barTrack(vertical: vertical)
    let travel = track.length - track.thumb
    guard travel > 0 else { return }
    let progress = min(max((thumbStart - track.start) / travel, 0), 1)
    let range = offsetRange
    var offset = contentOffset
    if vertical {
      offset.y = range.min.y + progress * (range.max.y - range.min.y)
    } else {
      offset.x = range.min.x + progress * (range.max.x - range.min.x)
    }
    stopMotion(notify: false)
    setContentOffset(offset, animated: false)
    lastScrollTime = CACurrentMediaTime()
  }

  /// A click on the track beside the thumb: a page toward it.
  func pageFromBar(vertical: Bool, forward: Bool) {
    if vertical {
      scroll(with: .pages(forward ? 1 : -1))
    } else {
      let line = Self.keyboardLineStep
      let page = max(
        bounds.width - adjustedContentInset.left - adjustedContentInset.right - line, line)
      wheelStep(CGPoint(x: forward ? page : -page, y: 0))
    }
  }
}

extension UIScrollView {
  /// Keeps a new indicator inset within `LayoutLimits` (a bad value is clamped or refused, said
  /// once), then places the indicators again.
  final func keepIndicatorInsets(
    _ property: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets>, _ old: UIEdgeInsets,
    _ name: String
  ) {
    let kept = LayoutLimits.insets(self[keyPath: property], old: old, name)
    if kept != self[keyPath: property] { self[keyPath: property] = kept }
    updateIndicators()
  }
}
