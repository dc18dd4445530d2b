import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records a scroll view's delegate calls (offsets at scroll calls are left out of the log).
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
  var log: [String] = []
  var offsets: [CGPoint] = []
  var velocity: CGPoint?
  var target: CGPoint?
  var retarget: CGPoint?
  var onScroll: ((UIScrollView) -> Void)?

  /// The log with consecutive "scroll" entries collapsed into one.
  var calls: [String] {
    log.reduce(into: []) { result, call in
      if call == "scroll", result.last == "scroll" { return }
      result.append(call)
    }
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.append("scroll")
    offsets.append(scrollView.contentOffset)
    onScroll?(scrollView)
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    log.append("willBeginDragging")
  }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log.append("willEndDragging")
    self.velocity = velocity
    target = targetContentOffset.pointee
    if let retarget { targetContentOffset.pointee = retarget }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.append("didEndDragging \(decelerate)")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    log.append("willBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    log.append("didEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    log.append("didEndScrollingAnimation")
  }
}

/// Each test that steps time makes its own `TestClock` first thing in its body (not in the suite's
/// initializer): bodies run whole on the main actor, so no other test sees the virtual clock.
@MainActor @Suite struct UIScrollViewTests {
  let window = makeWindow(size: CGSize(width: 200, height: 300))
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
  let recorder = ScrollRecorder()
  init() {
    scrollView.contentSize = CGSize(width: 200, height: 3000)
    scrollView.delegate = recorder
    window.addSubview(scrollView)
  }

  @Test func defaultsFollowUIKit() {
    let view = UIScrollView(frame: .zero)
    #expect(view.contentOffset == .zero && view.contentSize == .zero)
    #expect(view.contentInset == .zero && view.bounces && !view.alwaysBounceVertical)
    #expect(view.decelerationRate == .normal && view.decelerationRate.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    #expect(view.clipsToBounds && view.isScrollEnabled && !view.isPagingEnabled)
    #expect(view.minimumZoomScale == 1 && view.maximumZoomScale == 1 && view.zoomScale == 1)
    view.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.7)
    #expect(view.decelerationRate == .fast)
    view.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
    #expect(view.decelerationRate == .normal)
  }

  @Test func contentOffsetIsTheBoundsOriginAndScrollingLaysOut() {
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 120))
    #expect(recorder.log == ["scroll"])
    scrollView.bounds.origin = CGPoint(x: 0, y: 40)
    #expect(scrollView.contentOffset.y == 40 && recorder.log.count == 2)
    #expect(scrollView.layer.needsLayout())
  }

  @Test func aDragFollowsThePointerAndCallsTheDelegateInUIKitsOrder() {
    // A slow drag (1 s between the last moves): no fling.
    window.handlePointer(.began, at: CGPoint(x: 100, y: 250), timestamp: 0)
    window.handlePointer(.moved, at: CGPoint(x: 100, y: 230), timestamp: 0.1)
    #expect(scrollView.isTracking && scrollView.isDragging)
    window.handlePointer(.moved, at: CGPoint(x: 100, y: 150), timestamp: 0.2)
    // Recognized after 20 points: the content follows from there, 1:1.
    #expect(scrollView.contentOffset.y == 80)
    window.handlePointer(.moved, at: CGPoint(x: 100, y: 150), timestamp: 1.5)
    window.handlePointer(.ended, at: CGPoint(x: 100, y: 150), timestamp: 1.6)
    #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    #expect(
      recorder.calls == [
        "willBeginDragging", "scroll", "willEndDragging", "didEndDragging false",
      ])
    #expect(recorder.velocity == .zero)
  }

  @Test func aFlingDeceleratesByTheDocumentedFormula() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    window.drag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 100), steps: 6)
    // Over the last 100 ms of samples (moves 16 ms apart, the release 16 ms after the last
    // move, where it was): 150 points in 96 ms.
    let velocity = try #require(recorder.velocity)
    #expect(abs(velocity.y - 150 / 96) < 0.001 && velocity.x == 0)
    let start = scrollView.contentOffset.y
    let projected = start + velocity.y * 0.998 / (1 - 0.998)
    #expect(abs(try #require(recorder.target).y - projected) < 0.01)
    #expect(scrollView.isDecelerating)
    // After t ms the content has moved v·d·(1 − dᵗ)/(1 − d).
    clock.advance(by: 0.25)
    let moved = scrollView.contentOffset.y - start
    let expected = ScrollPhysics.decelerationDistance(
      velocity: velocity.y, rate: 0.998, milliseconds: 250)
    // The first frame after the release only starts the display link's clock.
    let lagged = ScrollPhysics.decelerationDistance(
      velocity: velocity.y, rate: 0.998, milliseconds: 250 - 1000 / 60.0)
    #expect(moved <= expected + 0.5 && moved >= lagged - 0.5)  // on whole pixels
    clock.advance(by: 6)
    #expect(!scrollView.isDecelerating)
    #expect(abs(scrollView.contentOffset.y - projected) <= 0.5)
    #expect(
      recorder.calls == [
        "willBeginDragging", "scroll", "willEndDragging", "didEndDragging true",
        "willBeginDecelerating", "scroll", "didEndDecelerating",
      ])
  }

  @Test func theDelegateCanMoveTheTarget() {
    let clock = TestClock()
    defer { clock.uninstall() }
    recorder.retarget = CGPoint(x: 0, y: 600)
    window.drag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 100), steps: 6)
    clock.advance(by: 5)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
    #expect(recorder.log.last == "didEndDecelerating")
  }

  @Test func draggingPastTheTopRubberBandsAndSpringsBack() {
    let clock = TestClock()
    defer { clock.uninstall() }
    window.handlePointer(.began, at: CGPoint(x: 100, y: 10), timestamp: 0)
    window.handlePointer(.moved, at: CGPoint(x: 100, y: 30), timestamp: 0.1)
    window.handlePointer(.moved, at: CGPoint(x: 100, y: 130), timestamp: 0.2)
    // 100 points of finger past the top of a 300-point view: (1 − 1/(100·0.55/300 + 1))·300.
    let shown = (1 - 1 / (100 * 0.55 / 300 + 1)) * 300
    #expect(abs(-scrollView.contentOffset.y - shown) <= 0.5)  // on whole pixels
    #expect(abs(ScrollPhysics.rubberBand(100, dimension: 960) - 52.02) < 0.01)
    #expect(abs(ScrollPhysics.rubberBand(960, dimension: 960) - 340.65) < 0.01)
    window.handlePointer(.moved, at: CGPoint(x: 100, y: 130), timestamp: 1.2)
    window.handlePointer(.ended, at: CGPoint(x: 100, y: 130), timestamp: 1.3)
    #expect(recorder.log.contains("didEndDragging true") && scrollView.isDecelerating)
    // A critically damped spring: (s₀ + ω·s₀·t)·e^(−ωt) after t seconds (within a frame).
    clock.advance(by: 0.2)
    let spring = ScrollPhysics.spring(displacement: -shown, velocity: 0, seconds: 0.2).displacement
    #expect(abs(scrollView.contentOffset.y - spring) <= 0.5)
    clock.advance(by: 2)
    #expect(scrollView.contentOffset.y == 0 && !scrollView.isDecelerating)
    #expect(recorder.log.last == "didEndDecelerating")
  }

  @Test func withoutBouncesADragStopsAtTheEdge() {
    scrollView.bounces = false
    window.drag(from: CGPoint(x: 100, y: 10), to: CGPoint(x: 100, y: 200), steps: 4, time: 0)
    #expect(scrollView.contentOffset.y == 0)
    #expect(recorder.offsets.allSatisfy { $0.y == 0 })
  }

  @Test func aFlingPastTheEndBouncesBack() {
    let clock = TestClock()
    defer { clock.uninstall() }
    scrollView.contentOffset = CGPoint(x: 0, y: 2600)
    recorder.log = []
    window.drag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 40), steps: 4)
    #expect(recorder.target == CGPoint(x: 0, y: 2700))
    var peak: CGFloat = 0
    for _ in 0..<120 {
      clock.advanceFrames(1)
      peak = max(peak, scrollView.contentOffset.y)
    }
    #expect(peak > 2700 && peak < 2700 + 100, "peak \(peak)")
    #expect(scrollView.contentOffset.y == 2700 && !scrollView.isDecelerating)
  }

  @Test func anAnimatedScrollEasesAndEndsWithItsDelegateCall() {
    let clock = TestClock()
    defer { clock.uninstall() }
    scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    #expect(scrollView.contentOffset.y == 0)
    clock.advance(by: 0.15 + 1 / 60.0)
    #expect(scrollView.contentOffset.y > 100 && scrollView.contentOffset.y < 400)
    clock.advance(by: 0.3)
    #expect(scrollView.contentOffset.y == 500)
    #expect(recorder.calls == ["scroll", "didEndScrollingAnimation"])
    #expect(!scrollView.isDecelerating)
  }

  @Test func aTouchStopsADecelerationWhereItIs() {
    let clock = TestClock()
    defer { clock.uninstall() }
    window.drag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 100), steps: 6)
    clock.advance(by: 0.1)
    window.handlePointer(.began, at: CGPoint(x: 100, y: 100), timestamp: 5)
    let stopped = scrollView.contentOffset
    #expect(!scrollView.isDecelerating && scrollView.isTracking)
    clock.advance(by: 0.5)
    #expect(scrollView.contentOffset == stopped)
    window.handlePointer(.ended, at: CGPoint(x: 100, y: 100), timestamp: 5.05)
    #expect(!scrollView.isTracking)
  }

  @Test func leavingTheWindowStopsTheMotionAndItsDisplayLink() {
    let clock = TestClock()
    defer { clock.uninstall() }
    window.drag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 100), steps: 6)
    #expect(scrollView.isDecelerating)
    scrollView.removeFromSuperview()
    #expect(!scrollView.isDecelerating)
    let stopped = scrollView.contentOffset
    clock.advance(by: 1)
    #expect(scrollView.contentOffset == stopped)
    #expect(scrollView.subviews.allSatisfy { $0.alpha == 0 })
  }

  @Test func pagingComesToRestOnAPage() {
    let clock = TestClock()
    defer { clock.uninstall() }
    scrollView.isPagingEnabled = true
    window.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 150), steps: 4)
    #expect(recorder.target == CGPoint(x: 0, y: 300))
    clock.advance(by: 3)
    #expect(scrollView.contentOffset.y == 300)
  }

  @Test func wheelNotchesGlideToTheirTargetAndAccumulate() {
    let clock = TestClock()
    defer { clock.uninstall() }
    window.handleScroll(CGPoint(x: 0, y: -40), at: CGPoint(x: 100, y: 100), timestamp: 0)
    #expect(scrollView.isDecelerating && scrollView.contentOffset.y == 0)
    clock.advanceFrames(3)
    window.handleScroll(CGPoint(x: 0, y: -40), at: CGPoint(x: 100, y: 100), timestamp: 0.05)
    clock.advance(by: 0.1)
    #expect(scrollView.contentOffset.y > 20 && scrollView.contentOffset.y < 80)
    clock.advance(by: 2)
    #expect(scrollView.contentOffset.y == 80)
    #expect(
      recorder.calls == [
        "willBeginDragging", "willEndDragging", "didEndDragging true", "willBeginDecelerating",
        "scroll", "didEndDecelerating",
      ])
    // At the top, a notch upward is clamped: no rubber band for a wheel.
    scrollView.contentOffset = .zero
    window.handleScroll(CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 100), timestamp: 1)
    clock.advance(by: 1)
    #expect(scrollView.contentOffset.y == 0)
  }

  /// A desktop wheel steps precisely: a notch lands in 0.15 s, not after a momentum glide.
  @Test func aWheelNotchLandsWithinAFewFrames() {
    let clock = TestClock()
    defer { clock.uninstall() }
    window.handleScroll(CGPoint(x: 0, y: -40), at: CGPoint(x: 100, y: 100), timestamp: 0)
    clock.advance(by: 0.05)
    let early = scrollView.contentOffset.y
    #expect(early > 20 && early < 40)  // eased out: most of the way after three frames
    clock.advance(by: 0.12)
    #expect(scrollView.contentOffset.y == 40)
    #expect(!scrollView.isDecelerating)
  }

  @Test func touchpadStepsMoveAtOnceThenCarryOnWithMomentum() {
    let clock = TestClock()
    defer { clock.uninstall() }
    for index in 0..<5 {
      window.handleScroll(
        CGPoint(x: 0, y: -10), at: CGPoint(x: 100, y: 100), type: .continuous,
        timestamp: Double(index) / 60)
      #expect(scrollView.contentOffset.y == CGFloat(index + 1) * 10)
      clock.advanceFrames(1)
    }
    #expect(scrollView.isDragging)
    clock.advance(by: 0.1)
    // 10 points a frame: 0.6 points per millisecond.
    #expect(abs((recorder.velocity?.y ?? 0) - 0.6) < 0.01)
    #expect(scrollView.isDecelerating && !scrollView.isDragging)
    clock.advance(by: 5)
    #expect(abs(scrollView.contentOffset.y - (50 + 0.6 * 0.998 / 0.002)) <= 0.75)
    #expect(recorder.log.last == "didEndDecelerating")
  }

  @Test func aStepAlongAnAxisThatCannotScrollGoesToTheOuterScrollView() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    inner.contentSize = CGSize(width: 800, height: 100)
    scrollView.addSubview(inner)
    window.handleScroll(CGPoint(x: 0, y: -40), at: CGPoint(x: 50, y: 50), timestamp: 0)
    clock.advance(by: 2)
    #expect(inner.contentOffset == .zero && scrollView.contentOffset.y == 40)
    window.handleScroll(CGPoint(x: -40, y: 0), at: CGPoint(x: 50, y: 50), timestamp: 3)
    clock.advance(by: 2)
    #expect(inner.contentOffset.x == 40)
  }

  @Test func scrollRectToVisibleMovesAsLittleAsNeeded() {
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 400, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset.y == 150)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset.y == 150)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset.y == 100)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 10, height: 50), animated: false)
    #expect(scrollView.contentOffset.y == 2700)
  }

  @Test func indicatorsShowWhileScrollingAndFadeAfter() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    window.drag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 100), steps: 6)
    let indicator = try #require(scrollView.subviews.last)
    #expect(indicator.alpha == 1)
    // The visible tenth of the content: a 29.4-point track fraction, lengthened to 36.
    #expect(indicator.frame.width == 3 && indicator.frame.height == 36)
    #expect(indicator.frame.maxX == scrollView.bounds.maxX - 3)
    // The pointer goes (a finger lifts away): the bars fade. A mouse resting over the view keeps
    // them (ScrollBarTests).
    window.handleHover(at: nil, timestamp: 1)
    clock.advance(by: 8)
    #expect(indicator.alpha == 0)
  }

  @Test func badInputIsIgnored() {
    scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)
    #expect(scrollView.contentSize == CGSize(width: 200, height: 3000))
    scrollView.contentSize = CGSize(width: 10, height: CGFloat.infinity)
    #expect(scrollView.contentSize == CGSize(width: 200, height: 3000))
    scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
    #expect(scrollView.contentOffset == .zero)
    scrollView.contentSize = CGSize(width: -5, height: -5)
    #expect(scrollView.contentSize == .zero)
  }

  @Test func aDelegateThatScrollsFromDidScrollCannotRecurseForever() {
    var calls = 0
    recorder.onScroll = { view in
      calls += 1
      view.contentOffset = CGPoint(x: 0, y: view.contentOffset.y + 1)
    }
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    #expect(calls == UIScrollView.maximumDidScrollNestingForTests)
    #expect(scrollView.contentOffset.y == 10 + CGFloat(calls))
  }

  @Test func zoomingScalesTheZoomingViewAndSizesTheContent() {
    let zoomed = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    scrollView.addSubview(zoomed)
    let zoomDelegate = ZoomDelegate(view: zoomed)
    scrollView.delegate = zoomDelegate
    scrollView.maximumZoomScale = 4
    scrollView.zoomScale = 2
    #expect(
      scrollView.zoomScale == 2 && zoomed.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
    #expect(scrollView.contentSize == CGSize(width: 400, height: 600))
    #expect(zoomDelegate.zooms == 1)
    scrollView.zoomScale = 10
    #expect(scrollView.zoomScale == 4)
    scrollView.zoom(to: CGRect(x: 50, y: 50, width: 100, height: 100), animated: false)
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.contentOffset == CGPoint(x: 100, y: 50))
  }
}

@MainActor
private final class ZoomDelegate: UIScrollViewDelegate {
  let view: UIView
  var zooms = 0
  init(view: UIView) { self.view = view }
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
  func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
}
