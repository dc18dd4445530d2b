import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIViewPropertyAnimator` as iOS code drives it, on the virtual clock: running, scrubbing,
/// reversing, stopping and finishing, springs, added animations and completions.
@MainActor @Suite(.serialized) struct UIViewPropertyAnimatorTests {
  func x(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.x ?? .nan }

  func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance
  }

  func square() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) }

  @Test func aStartedAnimatorRunsItsCurveAndCompletesAtTheEnd() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      view.center.x = 110
    }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(view.center.x == 10, "blocks run when the animator starts")
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(view.center.x == 110 && isClose(x(view), 10))
    clock.advance(by: 0.25)
    // easeInEaseOut at 0.25: 0.129161931 (computed independently), as UIView.animate.
    #expect(isClose(x(view), 10 + 100 * 0.129161931, within: 1e-4))
    #expect(isClose(animator.fractionComplete, 0.25, within: 1e-9))
    clock.advance(by: 0.8)
    #expect(positions == [.end])
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(x(view) == 110 && view.layer.animationKeys() == nil)
  }

  @Test func pausedAnimatorsScrubLinearlyOrAlongTheCurve() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 110 }
    // The interactive pattern: scrub an animator that was never started.
    animator.fractionComplete = 0.5
    #expect(animator.state == .active && !animator.isRunning)
    #expect(isClose(x(view), 60), "linear scrubbing by default")
    animator.scrubsLinearly = false
    animator.fractionComplete = 0.5
    // easeIn (0.42, 0, 1, 1) at 0.5: 0.3153568 (computed independently).
    #expect(isClose(x(view), 10 + 100 * 0.3153568, within: 1e-4))
    animator.scrubsLinearly = true
    animator.fractionComplete = 0.8
    clock.advance(by: 0.5)
    #expect(isClose(x(view), 90), "paused: time does not move it")
    // Resumed from where it is: no jump, then on along the curve to the end.
    animator.startAnimation()
    clock.advanceFrames(3)
    // The curve shows 0.8 at time 0.87406; three frames on it shows 0.87671 (computed
    // independently): 10 + 100 × 0.87671.
    #expect(isClose(x(view), 97.671, within: 0.01))
    clock.advance(by: 1)
    #expect(animator.state == .inactive && x(view) == 110)
  }

  @Test func reversingRunsBackAndEndsAtTheStart() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = square()
    view.alpha = 1
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center.x = 110
      view.alpha = 0
    }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    clock.advance(by: 0.6)
    #expect(isClose(x(view), 70, within: 1e-6))
    animator.isReversed = true
    clock.advance(by: 0.3)
    #expect(isClose(x(view), 40, within: 1e-6))
    clock.advance(by: 0.4)
    #expect(positions == [.start])
    #expect(view.center.x == 10 && view.alpha == 1, "the model is back at the start")
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func stoppingLeavesTheViewsWhereTheyAreAndFinishingPicksTheEnd() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    clock.advance(by: 0.25)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped && positions.isEmpty)
    #expect(isClose(view.center.x, 35) && view.layer.animationKeys() == nil)
    animator.addCompletion { positions.append($0) }  // allowed while stopped
    animator.finishAnimation(at: .current)
    #expect(positions == [.current, .current] && animator.state == .inactive)
    #expect(isClose(view.center.x, 35))

    let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 210 }
    other.addCompletion { positions.append($0) }
    other.startAnimation()
    clock.advance(by: 0.5)
    other.stopAnimation(false)
    other.finishAnimation(at: .start)
    #expect(isClose(view.center.x, 35) && positions.last == .start)

    let third = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 0 }
    third.addCompletion { positions.append($0) }
    third.startAnimation()
    clock.advance(by: 0.5)
    third.stopAnimation(true)
    #expect(third.state == .inactive && positions.count == 3, "without finishing: no completion")
  }

  @Test func misuseIsReportedAndChangesNothing() {
    let view = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
    animator.finishAnimation(at: .end)  // not stopped
    #expect(animator.state == .inactive)
    animator.startAnimation()
    animator.stopAnimation(false)
    animator.startAnimation()  // stopped: needs finishAnimation(at:)
    animator.pauseAnimation()
    #expect(animator.state == .stopped)
    animator.addAnimations { view.alpha = 0 }
    #expect(view.alpha == 1)
    animator.finishAnimation(at: .end)
    #expect(animator.state == .inactive && view.center.x == 110)
  }

  @Test func pausingOnCompletionKeepsTheAnimatorActive() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = square()
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 110 }
    animator.pausesOnCompletion = true
    var completed = false
    animator.addCompletion { _ in completed = true }
    animator.startAnimation()
    clock.advance(by: 1)
    #expect(animator.state == .active && !animator.isRunning && !completed)
    #expect(animator.fractionComplete == 1 && x(view) == 110)
    animator.isReversed = true
    animator.pausesOnCompletion = false
    animator.startAnimation()
    clock.advance(by: 0.6)
    #expect(completed && view.center.x == 10)
  }

  @Test func animationsAddedWhileRunningTakeTheRemainingTime() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = square()
    let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 210 }
    animator.startAnimation()
    clock.advance(by: 0.5)  // a quarter through
    // Apple's example: begins 0.25 × 2 s from now, then runs the remaining 1 s.
    animator.addAnimations({ view.center.y = 110 }, delayFactor: 0.25)
    clock.advance(by: 0.5)
    #expect(isClose(view.layer.presentation()?.position.y ?? 0, 10))
    clock.advance(by: 0.5)
    #expect(isClose(view.layer.presentation()?.position.y ?? 0, 60, within: 1e-6))
    clock.advance(by: 0.6)
    #expect(animator.state == .inactive && view.center == CGPoint(x: 210, y: 110))
  }

  @Test func continuingWithNewTimingTakesTheDurationFactor() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
    var ended = false
    animator.addCompletion { _ in ended = true }
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    // What is left takes 0.5 × 1 s, from where the view is, on a new curve.
    animator.continueAnimation(
      withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 0.5)
    clock.advanceFrames(3)
    #expect(x(view) > 60)
    clock.advance(by: 0.4)
    #expect(!ended)
    clock.advance(by: 0.1)
    #expect(ended && x(view) == 110)
    let restored = animator.timingParameters?.cubicTimingParameters?.animationCurve
    #expect(restored == .linear, "the original timing is back once inactive")
  }

  @Test func aSpringFollowsTheDampedOscillator() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = square()
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { view.center.x = 110 }
    animator.startAnimation()
    clock.advance(by: 0.5)
    // Period 1 s: ω₀ = 2π, ζ = 0.3, ω_d = ω₀√(1 − ζ²); x(t) = e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t)
    // at t = 0.5: −0.3679180 (computed independently), so the view overshoots to 100 × 1.367918.
    #expect(isClose(x(view), 10 + 136.7918, within: 0.001))
    clock.advance(by: 0.6)
    #expect(animator.state == .inactive && x(view) == 110)
  }

  @Test func aRunningAnimatorWaitsForItsDelay() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = square()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.5, delay: 0.25, options: [.curveLinear],
      animations: { view.alpha = 0 }, completion: { positions.append($0) })
    #expect(animator.state == .active && animator.isRunning && animator.delay == 0.25)
    clock.advance(by: 0.25)
    #expect(isClose(view.layer.presentation().map { CGFloat($0.opacity) } ?? -1, 1))
    clock.advance(by: 0.25)
    #expect(isClose(view.layer.presentation().map { CGFloat($0.opacity) } ?? -1, 0.5, within: 1e-6))
    clock.advance(by: 0.3)
    #expect(positions == [.end])
  }

  /// `isInterruptible = false` (set before starting, as UIKit requires): once started, the
  /// animations run to completion; pausing, stopping, scrubbing and reversing are refused.
  @Test func aNonInterruptibleAnimatorRunsToCompletion() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let view = square()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
    #expect(animator.isInterruptible, "interruptible by default")
    animator.isInterruptible = false
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    animator.isInterruptible = true
    #expect(!animator.isInterruptible, "set only while inactive")
    clock.advance(by: 0.5)
    animator.pauseAnimation()
    animator.fractionComplete = 0.1
    animator.isReversed = true
    animator.stopAnimation(true)
    #expect(animator.isRunning && !animator.isReversed && animator.state == .active)
    #expect(isClose(x(view), 60, within: 1e-3))
    clock.advance(by: 0.6)
    #expect(positions == [.end])
    #expect(x(view) == 110 && animator.state == .inactive)
    // Inactive again: it may be made interruptible.
    animator.isInterruptible = true
    #expect(animator.isInterruptible)
  }
}
