import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records recognizer actions and the touches the view still gets.
@MainActor
private final class Recorder: UIGestureRecognizerDelegate {
  var log: [String] = []
  var allowsBegin = true
  var translations: [CGPoint] = []
  var velocities: [CGPoint] = []

  func tapped(_ recognizer: UITapGestureRecognizer) {
    log.append("tap \(recognizer.state.rawValue)")
  }

  func panned(_ recognizer: UIPanGestureRecognizer) {
    log.append("pan \(recognizer.state.rawValue)")
    translations.append(recognizer.translation(in: recognizer.view))
    velocities.append(recognizer.velocity(in: nil))
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    allowsBegin
  }
}

@MainActor @Suite struct GestureRecognizerTests {
  let window = makeWindow(size: CGSize(width: 200, height: 200))
  let view = RecordingView("view", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  fileprivate let recorder = Recorder()

  init() {
    window.addSubview(view)
  }

  @Test func aTapIsRecognizedOnReleaseAndTheViewsTouchIsCancelled() {
    let tap = UITapGestureRecognizer(target: recorder, action: Recorder.tapped)
    view.addGestureRecognizer(tap)
    #expect(view.gestureRecognizers?.count == 1 && tap.view === view)
    window.tap(at: CGPoint(x: 20, y: 20))
    #expect(recorder.log == ["tap 3"])  // .ended (.recognized)
    #expect(view.log == ["began view 20,20 taps 1", "cancelled view 20,20 taps 1"])
    #expect(tap.state == .possible)  // reset after the sequence
  }

  @Test func withoutCancelsTouchesInViewTheViewSeesTheWholeTouch() {
    let tap = UITapGestureRecognizer(target: recorder, action: Recorder.tapped)
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)
    window.tap(at: CGPoint(x: 20, y: 20))
    #expect(recorder.log == ["tap 3"])
    #expect(view.log == ["began view 20,20 taps 1", "ended view 20,20 taps 1"])
  }

  @Test func aTapThatMovesTooFarFailsAndLeavesTheTouchToTheView() {
    let tap = UITapGestureRecognizer(target: recorder, action: Recorder.tapped)
    view.addGestureRecognizer(tap)
    window.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 60, y: 20), steps: 2)
    #expect(recorder.log.isEmpty)
    #expect(view.log.last == "ended view 60,20 taps 1")
    #expect(tap.state == .possible)
  }

  @Test func aDoubleTapNeedsTheSecondTap() {
    let tap = UITapGestureRecognizer(target: recorder, action: Recorder.tapped)
    tap.numberOfTapsRequired = 2
    view.addGestureRecognizer(tap)
    window.tap(at: CGPoint(x: 20, y: 20), time: 1)
    #expect(recorder.log.isEmpty)
    window.tap(at: CGPoint(x: 20, y: 20), time: 1.2)  // counted as the second tap
    #expect(recorder.log == ["tap 3"])
  }

  @Test func aPanBeginsAfterTheHysteresisChangesAndEndsWithTranslationAndVelocity() {
    let pan = UIPanGestureRecognizer(target: recorder, action: Recorder.panned)
    view.addGestureRecognizer(pan)
    window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 10), steps: 8)
    // Moves of 10 points every 16 ms: begins at the first, changes at each next, ends on release.
    #expect(recorder.log == ["pan 1"] + Array(repeating: "pan 2", count: 7) + ["pan 3"])
    #expect(recorder.translations.first == CGPoint(x: 10, y: 0))
    #expect(recorder.translations.last == CGPoint(x: 80, y: 0))
    let velocity = recorder.velocities[recorder.velocities.count - 2]
    #expect(abs(velocity.x - 625) < 1 && velocity.y == 0)  // 10 points per 16 ms
    #expect(view.log == ["began view 10,10 taps 1", "cancelled view 20,10 taps 1"])
    #expect(pan.state == .possible)
  }

  @Test func setTranslationMovesTheOrigin() {
    @MainActor final class Resetter {
      var seen: [CGPoint] = []
      func panned(_ recognizer: UIPanGestureRecognizer) {
        seen.append(recognizer.translation(in: nil))
        recognizer.setTranslation(.zero, in: nil)
      }
    }
    let resetter = Resetter()
    view.addGestureRecognizer(UIPanGestureRecognizer(target: resetter, action: Resetter.panned))
    window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 10), steps: 4)
    #expect(resetter.seen.map(\.x) == [10, 10, 10, 10, 0])
  }

  @Test func aDelegateThatRefusesMakesTheRecognizerFail() {
    let pan = UIPanGestureRecognizer(target: recorder, action: Recorder.panned)
    pan.delegate = recorder
    recorder.allowsBegin = false
    view.addGestureRecognizer(pan)
    window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 10), steps: 4)
    #expect(recorder.log.isEmpty)
    #expect(view.log.last == "ended view 90,10 taps 1")
  }

  @Test func recognizersOfSuperviewsSeeTheirSubviewsTouchesAndDisabledOnesNothing() {
    let child = RecordingView("child", frame: CGRect(x: 50, y: 50, width: 50, height: 50))
    view.addSubview(child)
    let tap = UITapGestureRecognizer(target: recorder, action: Recorder.tapped)
    view.addGestureRecognizer(tap)
    window.tap(at: CGPoint(x: 60, y: 60))
    #expect(recorder.log == ["tap 3"])
    #expect(child.log.last == "cancelled child 10,10 taps 1")
    tap.isEnabled = false
    window.tap(at: CGPoint(x: 60, y: 60), time: 5)
    #expect(recorder.log.count == 1)
    #expect(child.log.last == "ended child 10,10 taps 1")
    view.removeGestureRecognizer(tap)
    #expect(view.gestureRecognizers == nil && tap.view == nil)
  }

  @Test func aPanThatAllowsScrollingRecognizesEachWheelStepAsAWholePan() {
    let pan = UIPanGestureRecognizer(target: recorder, action: Recorder.panned)
    view.addGestureRecognizer(pan)
    #expect(!window.handleScroll(CGPoint(x: 0, y: 10), at: CGPoint(x: 20, y: 20), timestamp: 1))
    pan.allowedScrollTypesMask = .discrete
    #expect(window.handleScroll(CGPoint(x: 0, y: 10), at: CGPoint(x: 20, y: 20), timestamp: 2))
    #expect(recorder.log == ["pan 1", "pan 3"])
    #expect(recorder.translations == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 10)])
    #expect(pan.state == .possible && pan.translation(in: nil) == .zero)
    #expect(!window.handleScroll(.zero, at: CGPoint(x: 20, y: 20), timestamp: 3))
    pan.allowedScrollTypesMask = .continuous  // a wheel is discrete
    #expect(!window.handleScroll(CGPoint(x: 5, y: 0), at: CGPoint(x: 20, y: 20), timestamp: 4))
  }

  @Test func anEdgePanBeginsOnlyFromItsEdges() {
    let edge = UIScreenEdgePanGestureRecognizer(target: recorder, action: Recorder.panned)
    edge.edges = [.right, .bottom]
    view.addGestureRecognizer(edge)
    window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 40, y: 100))
    window.drag(from: CGPoint(x: 10, y: 100), to: CGPoint(x: 60, y: 100))  // the left edge
    #expect(recorder.log.isEmpty)
    window.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 120, y: 100))
    #expect(recorder.log.first == "pan 1" && recorder.log.last == "pan 3")
    recorder.log = []
    window.drag(from: CGPoint(x: 100, y: 181), to: CGPoint(x: 100, y: 100))  // 19 points up
    #expect(recorder.log.first == "pan 1")
    recorder.log = []
    edge.edges = [.left]
    window.drag(from: CGPoint(x: 5, y: 60), to: CGPoint(x: 9, y: 140))  // along the edge
    #expect(recorder.log.isEmpty, "a drag along the edge is not an edge pan")
    edge.edges = []  // UIKit's default: no edge, no gesture
    window.drag(from: CGPoint(x: 199, y: 100), to: CGPoint(x: 120, y: 100))
    #expect(recorder.log.isEmpty)
  }
}
