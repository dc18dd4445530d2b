import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// The scroll bars' fade is a Core Animation animation of their opacity, as UIKit's: scheduled
/// once scrolling rests, run by Core Animation (a window's render thread keeps it going while the
/// main thread is busy: `SDLRenderThreadTests`), dropped when scrolling comes back.
@MainActor @Suite struct ScrollIndicatorFadeTests {
  let window = makeWindow(size: CGSize(width: 200, height: 300))
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))

  init() {
    scrollView.contentSize = CGSize(width: 200, height: 3000)
    window.addSubview(scrollView)
  }

  /// The bar's opacity on screen now (the presentation's).
  private func shownOpacity(_ bar: UIView) -> Float {
    bar.layer.presentation()?.opacity ?? bar.layer.opacity
  }

  @Test func theBarsLingerThenFadeByAnOpacityAnimation() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    scrollView.flashScrollIndicators()
    let bar = try #require(scrollView.subviews.last)
    #expect(bar.alpha == 1)
    let flashed = CACurrentMediaTime()
    clock.advanceFrames(2)
    // Scheduled at once: the model value is the end value, as a UIView animation's.
    #expect(bar.layer.animationKeys() == ["opacity"], "\(bar.layer.animationKeys() ?? [])")
    let fade = try #require(bar.layer.animation(forKey: "opacity") as? CABasicAnimation)
    #expect(bar.alpha == 0)
    #expect(fade.duration == 0.25 && fade.fillMode == .backwards)
    #expect(abs(fade.beginTime - (flashed + 0.5)) < 0.001, "after the half-second linger")
    var point: [Float] = [0, 0]
    fade.timingFunction?.getControlPoint(at: 1, values: &point)
    #expect(point == [0, 0], "linear")
    clock.advance(by: 0.3)
    #expect(shownOpacity(bar) == 1, "lingering")
    clock.advance(by: flashed + 0.5 + 0.125 - CACurrentMediaTime())
    #expect(abs(shownOpacity(bar) - 0.5) < 0.05, "half faded: \(shownOpacity(bar))")
    clock.advance(by: 0.5)
    #expect(shownOpacity(bar) == 0 && bar.layer.animation(forKey: "opacity") == nil)
  }

  @Test func scrollingAgainDropsTheFade() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    scrollView.flashScrollIndicators()
    let bar = try #require(scrollView.subviews.last)
    clock.advance(by: 0.6)
    #expect(bar.layer.animation(forKey: "opacity") != nil)
    scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
    clock.advanceFrames(1)
    #expect(bar.alpha == 1 && shownOpacity(bar) == 1)
    // The dropped fade's end passes: the bar stays while the content moves.
    clock.advance(by: 0.2)
    #expect(scrollView.isScrolling)
    #expect(bar.alpha == 1 && bar.layer.animationKeys() == nil)
    // Rested: a new fade, after a new linger.
    clock.advance(by: 2)
    #expect(scrollView.contentOffset.y == 400)
    #expect(bar.alpha == 0 && shownOpacity(bar) == 0)
  }

  @Test func theScrollViewsClockStopsOnceTheFadeIsScheduled() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    scrollView.flashScrollIndicators()
    #expect(scrollView.motionTicker.isRunning, "it sees whether scrolling rests")
    clock.advanceFrames(2)
    #expect(!scrollView.motionTicker.isRunning, "no frame of its own for the linger and the fade")
    clock.advance(by: 1)
    #expect(try #require(scrollView.subviews.last).alpha == 0)
  }

  @Test func theBarsOfBothAxesKeepTheirCornerWhileFading() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    scrollView.contentSize = CGSize(width: 600, height: 3000)
    scrollView.flashScrollIndicators()
    let bars = scrollView.subviews.suffix(2)
    let heights = bars.map(\.frame.size)
    clock.advance(by: 0.6)
    #expect(bars.allSatisfy { $0.alpha == 0 && $0.layer.animationKeys() != nil }, "fading")
    scrollView.contentOffset = CGPoint(x: 0, y: 1)  // not a scroll by the user: places the bars
    #expect(bars.map(\.frame.size) == heights, "the vertical bar stops short of the corner")
  }
}
