import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that logs the touches it is given.
@MainActor
final class TouchLogView: UIView {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("cancelled")
  }
  var taps = 0
  func tapped() { taps += 1 }
}

/// `delaysTouchesBegan`: the view's touches wait while the recognizer decides (UIKit's
/// documented behaviour).
@MainActor @Suite struct DelaysTouchesBeganTests {
  func makeScene() -> (UIWindow, TouchLogView) {
    let window = makeWindow(size: CGSize(width: 300, height: 300))
    let view = TouchLogView(frame: window.bounds)
    window.addSubview(view)
    return (window, view)
  }

  @Test func theDefaultDeliversAtOnce() {
    let (window, view) = makeScene()
    defer { window.isHidden = true }
    let pan = UIPanGestureRecognizer()
    #expect(!pan.delaysTouchesBegan)
    view.addGestureRecognizer(pan)
    window.touchDown(at: CGPoint(x: 50, y: 50))
    #expect(view.log == ["began"])
    window.touchUp(at: CGPoint(x: 50, y: 50), time: 0.1)
  }

  @Test func aRecognizedTapKeepsTheTouchesFromTheViewAltogether() {
    let (window, view) = makeScene()
    defer { window.isHidden = true }
    let tap = UITapGestureRecognizer(target: view, action: TouchLogView.tapped)
    tap.delaysTouchesBegan = true
    view.addGestureRecognizer(tap)
    window.touchDown(at: CGPoint(x: 50, y: 50))
    #expect(view.log.isEmpty, "held while the tap may recognize")
    window.touchUp(at: CGPoint(x: 50, y: 50), time: 0.1)
    #expect(view.taps == 1 && view.log.isEmpty, "recognized: the view never sees them")
  }

  @Test func whenTheRecognizerFailsTheHeldTouchesArriveInOrder() {
    let (window, view) = makeScene()
    defer { window.isHidden = true }
    let press = UILongPressGestureRecognizer()
    press.delaysTouchesBegan = true
    view.addGestureRecognizer(press)
    window.touchDown(at: CGPoint(x: 50, y: 50))
    window.touchMove(to: CGPoint(x: 52, y: 50), time: 0.05)
    #expect(view.log.isEmpty)
    window.touchMove(to: CGPoint(x: 120, y: 50), time: 0.1)  // past the allowance: it fails
    #expect(view.log == ["began", "moved", "moved"])
    window.touchUp(at: CGPoint(x: 120, y: 50), time: 0.2)
    #expect(view.log == ["began", "moved", "moved", "ended"])
  }

  @Test func aTouchLiftedWhileStillUndecidedIsDeliveredAtTheLift() {
    let (window, view) = makeScene()
    defer { window.isHidden = true }
    let pan = UIPanGestureRecognizer()
    pan.delaysTouchesBegan = true
    view.addGestureRecognizer(pan)
    window.touchDown(at: CGPoint(x: 50, y: 50))
    window.touchMove(to: CGPoint(x: 53, y: 50), time: 0.05)  // under the pan's hysteresis
    #expect(view.log.isEmpty)
    window.touchUp(at: CGPoint(x: 53, y: 50), time: 0.1)
    #expect(view.log == ["began", "moved", "ended"])
    window.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 50), time: 1)
    #expect(view.log == ["began", "moved", "ended"], "a recognized drag is never delivered")
  }
}
