import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// The offset range, reporting scrolls, and placing the bounds origin on device pixels.
extension UIScrollView {
  /// The smallest and largest offsets scrolling comes to rest at: from `−inset` to
  /// `contentSize + inset − bounds.size`, never below the smallest.
  var offsetRange: (min: CGPoint, max: CGPoint) {
    let inset = adjustedContentInset
    let size = bounds.size
    let minimum = CGPoint(x: -inset.left, y: -inset.top)
    let maximum = CGPoint(
      x: max(minimum.x, storedContentSize.width + inset.right - size.width),
      y: max(minimum.y, storedContentSize.height + inset.bottom - size.height))
    return (minimum, maximum)
  }

  /// `offset` moved into the offset range.
  func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let range = offsetRange
    return CGPoint(
      x: min(max(offset.x, range.min.x), range.max.x),
      y: min(max(offset.y, range.min.y), range.max.y))
  }

  /// Whether content can move along each axis (by a drag: bouncing counts).
  var scrollableAxes: (horizontal: Bool, vertical: Bool) {
    let range = offsetRange
    return (
      range.max.x > range.min.x || (bounces && alwaysBounceHorizontal),
      range.max.y > range.min.y || (bounces && (alwaysBounceVertical || refreshControl != nil))
    )
  }

  /// A scroll happened: lay out again, place the indicators, tell the delegate.
  ///
  /// A delegate that scrolls again from `scrollViewDidScroll` is called again, up to
  /// ``maximumDidScrollNesting`` levels deep; deeper scrolls still move the content but are not
  /// reported (said once), so such a delegate cannot recurse forever.
  func contentOffsetDidChange() {
    setNeedsLayout()
    lastScrollTime = CACurrentMediaTime()
    if !showIndicatorsIfScrolling() { updateIndicators() }
    if let window { HoverRefresh.schedule(window) }  // content moved under the pointer
    edgeObserver?()
    refreshPullDidChange()
    guard didScrollDepth < Self.maximumDidScrollNesting else {
      Diagnostics.once(
        "didScroll-recursion",
        "\(type(of: self)): scrollViewDidScroll keeps scrolling the view; calls nested deeper than "
          + "\(Self.maximumDidScrollNesting) are not made",
        module: "OpenUIKit")
      return
    }
    didScrollDepth += 1
    defer { didScrollDepth -= 1 }
    delegate?.scrollViewDidScroll(self)
  }

  /// Whether the content's top edge is at (or below) the top of the view: not scrolled down.
  var isAtTopEdge: Bool {
    bounds.origin.y <= -adjustedContentInset.top + 0.5
  }

  /// How deep `scrollViewDidScroll` calls nest before they stop.
  static let maximumDidScrollNesting = 8

  /// ``maximumDidScrollNesting``, for tests.
  @_spi(Platform) public static var maximumDidScrollNestingForTests: Int { maximumDidScrollNesting }

  /// Sets the bounds origin, keeping the size; `snapped` rounds it to whole device pixels, as
  /// UIKit does for offsets it moves itself (drags, flings, animations), so that edges stay crisp
  /// and a scroll is a pixel copy (`ScrollBlit`).
  func setBoundsOrigin(_ origin: CGPoint, snapped: Bool = false) {
    guard origin.x.isFinite, origin.y.isFinite else { return }
    var rect = bounds
    rect.origin = snapped ? pixelAligned(origin) : origin
    bounds = rect
  }

  /// `point` rounded to the device pixels of the view's display.
  func pixelAligned(_ point: CGPoint) -> CGPoint {
    let scale = max(traitCollection.displayScale, 1)
    return CGPoint(x: (point.x * scale).rounded() / scale, y: (point.y * scale).rounded() / scale)
  }
}
