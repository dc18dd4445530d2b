import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// The indicators as a desktop's scroll bars: shown while the pointer is over the scroll view,
/// dragged by their thumb, clicked beside it for a page.
@MainActor @Suite struct ScrollBarTests {
  let window = makeWindow(size: CGSize(width: 200, height: 300))
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))

  init() {
    scrollView.contentSize = CGSize(width: 200, height: 3000)
    window.addSubview(scrollView)
    window.layoutIfNeeded()
  }

  func hover(_ x: CGFloat, _ y: CGFloat) {
    window.handlePointer(.moved, at: CGPoint(x: x, y: y), timestamp: 0)
  }

  @Test func theBarShowsWhileThePointerIsOverTheScrollViewThenFades() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    hover(100, 100)
    let bar = try #require(scrollView.verticalIndicator)
    #expect(bar.alpha == 1)
    clock.advance(by: 3)
    #expect(bar.alpha == 1)  // still there while the pointer rests on the view
    hover(190, 100)  // over the bar's strip: it widens
    #expect(bar.isExpanded && bar.frame.width == UIScrollView.expandedBarThickness)
    window.handleHover(at: nil, timestamp: 4)  // the pointer left the window
    #expect(!bar.isExpanded)
    clock.advance(by: 2)
    #expect(bar.alpha == 0)
  }

  @Test func draggingTheThumbMovesTheContentAcrossItsRange() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    hover(195, 20)
    let bar = try #require(scrollView.verticalIndicator)
    let thumb = bar.frame
    #expect(thumb.height == 36)  // 300 of 3,000 points visible: the shortest bar
    let track = scrollView.barTrack(vertical: true)
    window.handlePointer(.began, at: CGPoint(x: 195, y: thumb.midY), timestamp: 0)
    window.handlePointer(.moved, at: CGPoint(x: 195, y: thumb.midY + 10), timestamp: 0.02)
    window.handlePointer(.moved, at: CGPoint(x: 195, y: thumb.midY + 100), timestamp: 0.05)
    let expected = 100 / (track.length - track.thumb) * 2700
    #expect(abs(scrollView.contentOffset.y - expected) < 1, "\(scrollView.contentOffset.y)")
    window.handlePointer(.moved, at: CGPoint(x: 195, y: 1000), timestamp: 0.08)  // past the end
    #expect(scrollView.contentOffset.y == 2700)
    window.handlePointer(.ended, at: CGPoint(x: 195, y: 1000), timestamp: 0.1)
    #expect(!scrollView.isDragging)
  }

  @Test func aClickBesideTheThumbPagesTowardIt() {
    let clock = TestClock()
    defer { clock.uninstall() }
    hover(195, 200)
    window.handlePointer(.began, at: CGPoint(x: 195, y: 250), timestamp: 0)
    window.handlePointer(.ended, at: CGPoint(x: 195, y: 250), timestamp: 0.05)
    clock.advance(by: 1)
    #expect(scrollView.contentOffset.y == 260)  // a page: the visible height less a line
  }

  @Test func aDragOnTheContentStillScrollsIt() {
    let clock = TestClock()
    defer { clock.uninstall() }
    hover(100, 200)
    window.handlePointer(.began, at: CGPoint(x: 100, y: 200), timestamp: 0)
    window.handlePointer(.moved, at: CGPoint(x: 100, y: 150), timestamp: 0.05)
    window.handlePointer(.moved, at: CGPoint(x: 100, y: 100), timestamp: 0.1)
    #expect(scrollView.isDragging)
    #expect(scrollView.contentOffset.y >= 40)  // the content follows, less the drag's slop
    window.handlePointer(.ended, at: CGPoint(x: 100, y: 100), timestamp: 0.5)
  }
}
