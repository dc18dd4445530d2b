import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIView.animateKeyframes` and `addKeyframe` as iOS code writes them, on the virtual clock.
@MainActor @Suite(.serialized) struct UIViewKeyframeAnimationTests {
  func position(_ view: UIView) -> CGPoint { view.layer.presentation()?.position ?? .zero }

  @Test func keyframesRunThroughTheirValuesAtTheirTimes() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))  // centre (10, 10)
    var finished: [Bool] = []
    UIView.animateKeyframes(
      withDuration: 2, delay: 0, options: [],
      animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
          view.center.x = 110
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          view.center.y = 210
          view.alpha = 0
        }
      }, completion: { finished.append($0) })
    #expect(view.center == CGPoint(x: 110, y: 210) && view.alpha == 0, "the model ends at once")
    #expect(position(view) == CGPoint(x: 10, y: 10))
    clock.advance(by: 0.25)  // half of the first keyframe, linear
    #expect(abs(position(view).x - 60) < 1e-6 && position(view).y == 10)
    clock.advance(by: 0.5)  // between the keyframes: x there, y waiting
    #expect(abs(position(view).x - 110) < 1e-6 && abs(position(view).y - 10) < 1e-6)
    clock.advance(by: 0.75)  // half of the second
    #expect(abs(position(view).y - 110) < 1e-6)
    #expect(abs((view.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
    #expect(finished.isEmpty)
    clock.advance(by: 0.6)
    #expect(finished == [true] && view.layer.animationKeys() == nil)
  }

  @Test func aPropertyChangedInTwoKeyframesPassesThroughBoth() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    // A shake, as toast and form libraries write it.
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear]) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 30 }
      UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
        view.center.x = -10
      }
      UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.center.x = 10 }
    }
    clock.advance(by: 0.25)
    #expect(abs(position(view).x - 30) < 1e-6)
    clock.advance(by: 0.25)
    #expect(abs(position(view).x - 10) < 1e-6)
    clock.advance(by: 0.25)
    #expect(abs(position(view).x + 10) < 1e-6)
    clock.advance(by: 0.3)
    #expect(view.center.x == 10 && view.layer.animationKeys() == nil)
  }

  @Test func aZeroDurationOrAKeyframeOutsideABlockChangesAtOnce() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    UIView.animateKeyframes(withDuration: 0, delay: 0, options: []) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
    }
    #expect(view.alpha == 0.5 && view.layer.animationKeys() == nil)
    UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.5) { view.alpha = 0.2 }
    #expect(abs(view.alpha - 0.2) < 1e-6 && view.layer.animationKeys() == nil)
  }
}
