import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Constraint changes animate as the Auto Layout Guide's "animating changes" idiom expects: the
/// frames the engine writes during `layoutIfNeeded()` inside an animation block (or a property
/// animator's animations) move from what is on screen, additively, on the virtual clock.
@MainActor @Suite(.serialized) struct ConstraintAnimationTests {
  /// A window with a teal bar pinned to its top-left, 40 points high and 100 wide.
  func makeBar() -> (UIWindow, UIView, NSLayoutConstraint, NSLayoutConstraint) {
    let window = makeWindow(size: CGSize(width: 200, height: 120))
    window.backgroundColor = .white
    let bar = UIView()
    bar.backgroundColor = .systemTeal
    bar.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(bar)
    let height = bar.heightAnchor.constraint(equalToConstant: 40)
    let width = bar.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      bar.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      height, width,
    ])
    window.layoutIfNeeded()
    return (window, bar, height, width)
  }

  func presentedHeight(_ view: UIView) -> CGFloat {
    view.layer.presentation()?.bounds.height ?? .nan
  }

  func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

  @Test func theCanonicalConstantChangeAnimates() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, bar, height, _) = makeBar()
    #expect(bar.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 0.3,
      animations: {
        height.constant = 80
        window.layoutIfNeeded()
      }, completion: { finished.append($0) })
    #expect(bar.frame.height == 80, "the model is at the end at once")
    #expect(isClose(presentedHeight(bar), 40), "the screen starts where it was")
    clock.advance(by: 0.15)
    // easeInEaseOut is symmetric: halfway in time is halfway in value.
    #expect(isClose(presentedHeight(bar), 60))
    // The bar grows downward: its position moves with its bounds.
    #expect(isClose(bar.layer.presentation()?.position.y ?? .nan, 10 + 30))
    try assertSnapshot(window.renderImage(), named: "constraintAnimationMidway")
    clock.advance(by: 0.2)
    #expect(finished == [true])
    #expect(presentedHeight(bar) == 80 && bar.layer.animationKeys() == nil)
  }

  @Test func activationDeactivationAndPriorityChangesAnimate() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, bar, _, width) = makeBar()
    let wide = bar.widthAnchor.constraint(equalToConstant: 180)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      width.isActive = false
      wide.isActive = true
      window.layoutIfNeeded()
    }
    clock.advance(by: 0.5)
    #expect(isClose(bar.layer.presentation()?.bounds.width ?? .nan, 140))
    clock.advance(by: 0.6)
    #expect(bar.frame.width == 180)
    // A priority change that hands the width back to the 100-point constraint (a required
    // constraint cannot become optional while active: UIKit refuses it, so both are set first).
    wide.isActive = false
    width.priority = .defaultHigh
    wide.priority = .defaultLow
    NSLayoutConstraint.activate([width, wide])
    window.layoutIfNeeded()
    #expect(bar.frame.width == 100)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      width.priority = .defaultLow
      wide.priority = .defaultHigh
      window.layoutIfNeeded()
    }
    clock.advance(by: 0.25)
    #expect(isClose(bar.layer.presentation()?.bounds.width ?? .nan, 120))
    clock.advance(by: 1)
    #expect(bar.frame.width == 180)
  }

  @Test func aChangeMidFlightStartsFromWhatIsOnScreen() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, bar, height, _) = makeBar()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      height.constant = 100
      window.layoutIfNeeded()
    }
    clock.advance(by: 0.5)
    #expect(isClose(presentedHeight(bar), 70))
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
      height.constant = 40
      window.layoutIfNeeded()
    }
    #expect(isClose(presentedHeight(bar), 70), "no jump: the animations add up")
    clock.advance(by: 2)
    #expect(presentedHeight(bar) == 40)
  }

  @Test func aPropertyAnimatorScrubsAConstraintChange() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, bar, height, _) = makeBar()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      height.constant = 100
      window.layoutIfNeeded()
    }
    animator.pauseAnimation()
    animator.fractionComplete = 0.25
    #expect(isClose(presentedHeight(bar), 55))
    animator.isReversed = true
    animator.startAnimation()
    clock.advance(by: 0.3)
    #expect(animator.state == .inactive)
    #expect(presentedHeight(bar) == 40, "reversed: back where it started")
    #expect(height.constant == 100, "the constant stays as set; UIKit leaves it to the app")
  }

  @Test func aLayoutDirectionFlipMidAnimationLandsMirrored() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, bar, _, width) = makeBar()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      width.constant = 160
      window.layoutIfNeeded()
    }
    clock.advance(by: 0.5)
    window.traitOverrides.layoutDirection = .rightToLeft
    CATransaction.flush()
    // The flip itself is not animated: the bar is at the right at once, finishing its growth.
    #expect(bar.frame == CGRect(x: 30, y: 10, width: 160, height: 40))
    clock.advance(by: 1)
    #expect(bar.layer.presentation()?.frame == CGRect(x: 30, y: 10, width: 160, height: 40))
  }
}
