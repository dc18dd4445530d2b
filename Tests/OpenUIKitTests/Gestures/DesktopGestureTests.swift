import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Long presses and swipes from the mouse, pinches from Ctrl with the wheel, rotations from a
/// touchpad's steps: the state sequences of UIKit's recognizers on the virtual clock.
@MainActor @Suite(.serialized) struct DesktopGestureTests {
  @MainActor final class Log {
    var entries: [String] = []
    var scales: [CGFloat] = []
    var rotations: [CGFloat] = []
    func pressed(_ recognizer: UILongPressGestureRecognizer) {
      entries.append("press \(recognizer.state.rawValue)")
    }
    func swiped(_ recognizer: UISwipeGestureRecognizer) { entries.append("swipe") }
    func pinched(_ recognizer: UIPinchGestureRecognizer) {
      entries.append("pinch \(recognizer.state.rawValue)")
      scales.append(recognizer.scale)
    }
    func rotated(_ recognizer: UIRotationGestureRecognizer) {
      entries.append("rotate \(recognizer.state.rawValue)")
      rotations.append(recognizer.rotation)
    }
  }

  let window = makeWindow(size: CGSize(width: 300, height: 300))
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
  let log = Log()

  init() { window.addSubview(view) }

  func finish(_ clock: TestClock) {
    window.isHidden = true
    clock.uninstall()
  }

  @Test func aLongPressBeginsAfterHalfASecondAndFollowsTheMouse() {
    let clock = TestClock()
    defer { finish(clock) }
    let press = UILongPressGestureRecognizer(target: log, action: Log.pressed)
    #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
    #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
    view.addGestureRecognizer(press)
    window.touchDown(at: CGPoint(x: 50, y: 50), time: clock.now)
    clock.advance(by: 0.4)
    window.touchMove(to: CGPoint(x: 55, y: 50), time: clock.now)
    #expect(log.entries.isEmpty, "not yet, and within the allowance")
    clock.advance(by: 0.15)
    #expect(log.entries == ["press 1"])
    window.touchMove(to: CGPoint(x: 90, y: 50), time: clock.now)
    window.touchUp(at: CGPoint(x: 90, y: 50), time: clock.now)
    #expect(log.entries == ["press 1", "press 2", "press 3"])
    // Too short, or moved too far: failed.
    log.entries = []
    window.tap(at: CGPoint(x: 50, y: 50), time: clock.now)
    window.touchDown(at: CGPoint(x: 50, y: 50), time: clock.now)
    window.touchMove(to: CGPoint(x: 70, y: 50), time: clock.now + 0.1)
    clock.advance(by: 0.6)
    window.touchUp(at: CGPoint(x: 70, y: 50), time: clock.now)
    #expect(log.entries.isEmpty)
  }

  @Test func aSwipeIsRecognizedInItsDirectionsOnly() {
    let clock = TestClock()
    defer { finish(clock) }
    let swipe = UISwipeGestureRecognizer(target: log, action: Log.swiped)
    #expect(swipe.direction == .right)
    view.addGestureRecognizer(swipe)
    window.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 100, y: 100), time: clock.now)
    #expect(log.entries.isEmpty, "left is not right")
    window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 110), time: clock.now + 1)
    #expect(log.entries == ["swipe"])
    swipe.direction = [.up, .down]
    window.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 105, y: 100), time: clock.now + 2)
    #expect(log.entries == ["swipe", "swipe"])
    // Too slow: a drag over a second is no swipe.
    window.drag(
      from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 100), steps: 80, time: clock.now + 3)
    #expect(log.entries.count == 2)
  }

  @Test func ctrlWheelPinchesUntilTheWheelRests() {
    let clock = TestClock()
    defer { finish(clock) }
    let pinch = UIPinchGestureRecognizer(target: log, action: Log.pinched)
    view.addGestureRecognizer(pinch)
    #expect(window.handleZoom(by: 1.1, at: CGPoint(x: 100, y: 80), timestamp: clock.now))
    window.handleZoom(by: 1.1, at: CGPoint(x: 100, y: 80), timestamp: clock.now + 0.05)
    #expect(log.entries == ["pinch 1", "pinch 2"])
    #expect(abs(log.scales[1] - 1.21) < 1e-9)
    #expect(pinch.location(in: view) == CGPoint(x: 100, y: 80))
    clock.advance(by: 0.4)
    #expect(log.entries == ["pinch 1", "pinch 2", "pinch 3"])
    #expect(pinch.scale == 1 && pinch.state == .possible, "reset for the next pinch")
    // Bad steps are refused.
    #expect(!window.handleZoom(by: .nan, at: CGPoint(x: 100, y: 80), timestamp: clock.now))
    #expect(!window.handleZoom(by: 0, at: CGPoint(x: 100, y: 80), timestamp: clock.now))
    #expect(
      !window.handleZoom(by: 1.1, at: CGPoint(x: CGFloat.infinity, y: 0), timestamp: clock.now))
  }

  @Test func touchpadStepsRotate() {
    let clock = TestClock()
    defer { finish(clock) }
    let rotation = UIRotationGestureRecognizer(target: log, action: Log.rotated)
    view.addGestureRecognizer(rotation)
    window.handleRotation(by: 0.1, at: CGPoint(x: 150, y: 150), timestamp: clock.now)
    window.handleRotation(by: 0.2, at: CGPoint(x: 150, y: 150), timestamp: clock.now + 0.02)
    clock.advance(by: 0.4)
    #expect(log.entries == ["rotate 1", "rotate 2", "rotate 3"])
    #expect(abs(log.rotations[1] - 0.3) < 1e-9)
    #expect(
      !window.handleRotation(by: .infinity, at: CGPoint(x: 150, y: 150), timestamp: clock.now))
  }

  final class Zooming: NSObject, UIScrollViewDelegate {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
  }

  @Test func aScrollViewZoomsAboutThePinchAndSpringsBackFromPastItsLimit() throws {
    let clock = TestClock()
    defer { finish(clock) }
    let scrollView = UIScrollView(frame: view.bounds)
    let zooming = Zooming()
    scrollView.delegate = zooming
    scrollView.addSubview(zooming.content)
    scrollView.contentSize = zooming.content.bounds.size
    view.addSubview(scrollView)
    #expect(scrollView.pinchGestureRecognizer == nil, "no zoom range, no pinch")
    scrollView.maximumZoomScale = 2
    let pinch = try #require(scrollView.pinchGestureRecognizer)
    #expect(pinch.view === scrollView && scrollView.bouncesZoom)
    // Zoom in 1.5 times about (100, 100): that content point stays under the pointer.
    window.handleZoom(by: 1.5, at: CGPoint(x: 100, y: 100), timestamp: clock.now)
    #expect(abs(scrollView.zoomScale - 1.5) < 1e-9)
    #expect(
      abs(scrollView.contentOffset.x - 50) < 1e-6 && abs(scrollView.contentOffset.y - 50) < 1e-6)
    // Past the limit: resisted, then back to 2 once the pinch ends.
    window.handleZoom(by: 2, at: CGPoint(x: 100, y: 100), timestamp: clock.now + 0.05)
    #expect(scrollView.zoomScale > 2 && scrollView.zoomScale < 3)
    clock.advance(by: 1)
    #expect(scrollView.zoomScale == 2)
  }
}
