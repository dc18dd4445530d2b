import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIView.animate` as iOS code calls it, on the virtual clock: the model changes at once, the
/// presentation moves from what was on screen, completions run once, at the end.
@MainActor @Suite(.serialized) struct UIViewAnimationTests {
  func x(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.x ?? .nan }

  func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance
  }

  @Test func aBlockAnimatesFromTheOldValueWithTheDefaultCurveAndCompletesOnce() {
    let clock = TestClock()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var completions: [Bool] = []
    UIView.animate(withDuration: 1, animations: { view.center.x = 110 }) {
      completions.append($0)
    }
    #expect(view.center.x == 110, "the model changes at once")
    #expect(isClose(x(view), 10))
    clock.advance(by: 0.25)
    // easeInEaseOut at 0.25: 0.129161931 (computed independently).
    #expect(isClose(x(view), 10 + 100 * 0.129161931))
    clock.advance(by: 0.5)
    #expect(completions.isEmpty)
    clock.advance(by: 0.5)
    #expect(completions == [true])
    #expect(x(view) == 110)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func aNewBlockStartsFromWhatIsOnScreen() {
    let clock = TestClock()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var completions: [String] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 110 },
      completion: { completions.append("first \($0)") })
    clock.advance(by: 0.5)
    #expect(isClose(x(view), 60))
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
      animations: { view.center.x = 10 }, completion: { completions.append("second \($0)") })
    #expect(isClose(x(view), 60), "no jump: the animations add up")
    #expect(view.layer.animationKeys() == ["position", "position-2"])
    clock.advance(by: 0.5)
    // First: 110 − 100 · 0 = 110 ... additive: model 10 + (100 → 0 at 1) + (−100 → 0 at 0.5).
    #expect(isClose(x(view), 10 + 0 + 50))
    clock.advance(by: 0.5)
    #expect(completions == ["first true", "second true"])
    #expect(x(view) == 10)
  }

  /// Each block adds up under the first free numbered key, found without a search through the
  /// keys before it: a key freed by an animation that ended is taken again.
  @Test func blocksOfOnePropertyTakeTheFirstFreeNumberedKey() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    UIView.animate(withDuration: 2) { view.alpha = 0.5 }
    UIView.animate(withDuration: 0.5) { view.alpha = 0.4 }
    UIView.animate(withDuration: 2) { view.alpha = 0.3 }
    #expect(view.layer.animationKeys() == ["opacity", "opacity-2", "opacity-3"])
    clock.advance(by: 1)  // opacity-2 ends and leaves
    #expect(view.layer.animationKeys() == ["opacity", "opacity-3"])
    UIView.animate(withDuration: 2) { view.alpha = 0.2 }
    UIView.animate(withDuration: 2) { view.alpha = 0.1 }
    #expect(view.layer.animationKeys() == ["opacity", "opacity-3", "opacity-2", "opacity-4"])
    view.layer.removeAllAnimations()
    UIView.animate(withDuration: 2) { view.alpha = 0 }
    UIView.animate(withDuration: 2) { view.alpha = 1 }
    #expect(view.layer.animationKeys() == ["opacity", "opacity-2"])
  }

  @Test func delaysOptionsAndToastLikeFades() {
    let clock = TestClock()
    let toast = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    toast.alpha = 0
    UIView.animate(
      withDuration: 0.2, delay: 0.3, options: [.curveEaseOut, .allowUserInteraction],
      animations: { toast.alpha = 1 })
    clock.advance(by: 0.2)
    #expect(toast.layer.presentation()?.opacity == 0, "waiting out the delay")
    clock.advance(by: 0.2)
    let shown = toast.layer.presentation()?.opacity ?? 0
    // easeOut at 0.5: 0.684643187.
    #expect(abs(Double(shown) - 0.684643187) < 1e-5)
    clock.advance(by: 0.2)
    #expect(toast.layer.presentation()?.opacity == 1)
  }

  @Test func repeatingAutoreversingBlocksRunUntilRemoved() {
    let clock = TestClock()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var completed: Bool?
    UIView.animate(
      withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
      animations: { view.center.x = 60 }, completion: { completed = $0 })
    clock.advance(by: 0.75)  // on the way back
    #expect(isClose(x(view), 35))
    clock.advance(by: 10)
    #expect(completed == nil)
    view.layer.removeAllAnimations()
    clock.advanceFrames(2)
    #expect(completed == false)
  }

  @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
    let clock = TestClock()
    let window = makeWindow(size: CGSize(width: 200, height: 200))
    let busy = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let open = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    window.addSubview(busy)
    window.addSubview(open)
    UIView.animate(withDuration: 1) { busy.alpha = 0.5 }
    UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) { open.alpha = 0.5 }
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    #expect(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === open)
    clock.advance(by: 1.1)
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === busy)
  }

  @Test func performWithoutAnimationAndEmptyBlocks() {
    let clock = TestClock()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    var completed: Bool?
    UIView.animate(
      withDuration: 1,
      animations: {
        UIView.performWithoutAnimation {
          #expect(!UIView.areAnimationsEnabled, "off inside, as UIKit's")
          view.center.x = 50
        }
        #expect(UIView.areAnimationsEnabled)
      }, completion: { completed = $0 })
    #expect(view.layer.animationKeys() == nil)
    #expect(x(view) == 50)
    #expect(completed == nil, "after the next commit, not inside animate")
    CATransaction.flush()
    #expect(completed == true)
    UIView.setAnimationsEnabled(false)
    UIView.animate(withDuration: 1) { view.center.x = 70 }
    UIView.setAnimationsEnabled(true)
    #expect(view.layer.animationKeys() == nil && x(view) == 70)
    _ = clock
  }

  @Test func springBlocksFollowASpring() {
    let clock = TestClock()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
      options: [], animations: { view.center.x = 110 })
    var overshoot: CGFloat = 0
    for _ in 0..<30 {
      clock.advanceFrames(1)
      overshoot = max(overshoot, x(view) - 110)
    }
    #expect(overshoot > 10, "a ratio of 0.3 overshoots")
    clock.advance(by: 1)
    #expect(x(view) == 110)
    var finished = false
    UIView.animate(springDuration: 0.4, bounce: 0, animations: { view.center.x = 10 }) {
      finished = $0
    }
    var lowest: CGFloat = .infinity
    for _ in 0..<90 {
      clock.advanceFrames(1)
      lowest = min(lowest, x(view))
    }
    #expect(lowest >= 10 - 1e-6, "no bounce: no overshoot")
    #expect(finished)
  }

  @Test func aFrameMidAnimationShowsThePresentation() throws {
    let clock = TestClock()
    let window = makeWindow(size: CGSize(width: 200, height: 60))
    window.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 0, y: 20, width: 20, height: 20))
    card.backgroundColor = .blue
    window.addSubview(card)
    _ = window.renderImage()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      card.frame.origin.x = 100
    }
    clock.advance(by: 0.5)
    let image = try #require(window.renderer?.makeImage())
    let pixels = try rgbaPixels(of: image)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      let start = (y * image.width + x) * 4
      return Array(pixels[start..<start + 4])
    }
    #expect(pixel(60, 30) == [0, 0, 255, 255])
    #expect(pixel(5, 30) == [255, 255, 255, 255])
    #expect(pixel(110, 30) == [255, 255, 255, 255])
  }
}
