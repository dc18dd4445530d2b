import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Recognizers on the same touches decide between them as UIKit's do: a single tap waits for a
/// double tap to fail, the first to recognize prevents the others unless a delegate allows them
/// together, and a delegate may keep a touch from a recognizer.
@MainActor @Suite(.serialized) struct GestureArbitrationTests {
  @MainActor final class Log: UIGestureRecognizerDelegate {
    var entries: [String] = []
    var simultaneous = false
    var refusesTouches = false
    func single(_ recognizer: UITapGestureRecognizer) {
      let point = recognizer.location(in: recognizer.view)
      entries.append("single at \(Int(point.x)),\(Int(point.y))")
    }
    func double(_ recognizer: UITapGestureRecognizer) { entries.append("double") }
    func panned(_ recognizer: UIPanGestureRecognizer) {
      entries.append("pan \(recognizer.state.rawValue)")
    }
    func pressed(_ recognizer: UILongPressGestureRecognizer) {
      entries.append("press \(recognizer.state.rawValue)")
    }
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    { !refusesTouches }
  }

  let window = makeWindow(size: CGSize(width: 200, height: 200))
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let log = Log()

  init() { window.addSubview(view) }

  func finish(_ clock: TestClock) {
    window.isHidden = true
    clock.uninstall()
  }

  /// The photo viewer's pair: a double tap zooms, a single tap toggles the chrome.
  func tapPair() -> (single: UITapGestureRecognizer, double: UITapGestureRecognizer) {
    let double = UITapGestureRecognizer(target: log, action: Log.double)
    double.numberOfTapsRequired = 2
    let single = UITapGestureRecognizer(target: log, action: Log.single)
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    return (single, double)
  }

  @Test func aSingleTapWaitsForTheDoubleTapToFail() {
    let clock = TestClock()
    defer { finish(clock) }
    let (single, _) = tapPair()
    let press = UILongPressGestureRecognizer(target: log, action: Log.pressed)
    view.addGestureRecognizer(press)
    window.tap(at: CGPoint(x: 50, y: 50), tapCount: 1, time: clock.now)
    #expect(log.entries.isEmpty, "the double tap may still come")
    #expect(single.state == .possible)
    clock.advance(by: 0.55)  // the multi-tap interval, 0.5 s, and a frame
    #expect(log.entries == ["single at 50,50"], "once the double tap gave up, where it was")
    // The tap, decided after its touch lifted, leaves the other recognizers ready.
    #expect(press.state == .possible)
    window.touchDown(at: CGPoint(x: 120, y: 120), time: clock.now)
    clock.advance(by: 0.6)
    window.touchUp(at: CGPoint(x: 120, y: 120), time: clock.now)
    #expect(log.entries.contains("press 1"))
  }

  @Test func aDoubleTapPreventsTheSingleTap() {
    let clock = TestClock()
    defer { finish(clock) }
    _ = tapPair()
    window.tap(at: CGPoint(x: 50, y: 50), tapCount: 1, time: clock.now)
    clock.advance(by: 0.1)
    window.tap(at: CGPoint(x: 50, y: 50), tapCount: 2, time: clock.now)
    clock.advance(by: 1)
    #expect(log.entries == ["double"])
  }

  @Test func theFirstToRecognizePreventsTheOthersUnlessTheDelegateAllowsBoth() {
    let clock = TestClock()
    defer { finish(clock) }
    let pan = UIPanGestureRecognizer(target: log, action: Log.panned)
    let press = UILongPressGestureRecognizer(target: log, action: Log.pressed)
    view.addGestureRecognizer(pan)
    view.addGestureRecognizer(press)
    // A drag: the pan begins first and the press, moved past its allowance, never begins.
    window.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), time: clock.now)
    #expect(log.entries.first == "pan 1" && !log.entries.contains { $0.hasPrefix("press") })
    // Held still: the press begins, and then the pan may not.
    log.entries = []
    clock.advance(by: 1)  // not a second click of the drag's
    window.touchDown(at: CGPoint(x: 20, y: 20), time: clock.now)
    clock.advance(by: 0.6)
    window.touchMove(to: CGPoint(x: 100, y: 20), time: clock.now)
    window.touchUp(at: CGPoint(x: 100, y: 20), time: clock.now + 0.02)
    #expect(log.entries == ["press 1", "press 2", "press 3"])
    // Allowed together, both run.
    log.entries = []
    log.simultaneous = true
    pan.delegate = log
    clock.advance(by: 1)
    window.touchDown(at: CGPoint(x: 20, y: 20), time: clock.now)
    clock.advance(by: 0.6)
    window.touchMove(to: CGPoint(x: 100, y: 20), time: clock.now)
    window.touchUp(at: CGPoint(x: 100, y: 20), time: clock.now + 0.02)
    #expect(log.entries.contains("pan 1") && log.entries.contains("press 1"))
  }

  @Test func aDelegateMayKeepATouchFromItsRecognizer() {
    let clock = TestClock()
    defer { finish(clock) }
    let tap = UITapGestureRecognizer(target: log, action: Log.single)
    tap.delegate = log
    view.addGestureRecognizer(tap)
    log.refusesTouches = true
    window.tap(at: CGPoint(x: 50, y: 50), time: clock.now)
    #expect(log.entries.isEmpty)
    log.refusesTouches = false
    window.tap(at: CGPoint(x: 50, y: 50), time: clock.now + 1)
    #expect(log.entries == ["single at 50,50"])
  }
}
