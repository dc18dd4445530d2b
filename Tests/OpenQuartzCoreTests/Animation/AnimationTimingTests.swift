import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// Core Animation's timing model (`CAMediaTiming`) on the virtual clock: what a layer's
/// presentation shows at each moment.
@MainActor @Suite(.serialized) struct AnimationTimingTests {
  /// A standalone layer with an opacity animation from 0 to 1 over 1 s, configured by `setUp`,
  /// added at the clock's start.
  func opacity(_ setUp: (CABasicAnimation) -> Void = { _ in }) -> (CALayer, TestClock) {
    let clock = TestClock()
    let layer = CALayer()
    layer.opacity = 0.5
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    setUp(animation)
    layer.add(animation, forKey: "fade")
    return (layer, clock)
  }

  func shown(_ layer: CALayer) -> Float { layer.presentation()?.opacity ?? .nan }

  func expectShown(
    _ layer: CALayer, _ value: Float, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(abs(shown(layer) - value) < 1e-4, comment, sourceLocation: sourceLocation)
  }

  @Test func aLinearAnimationRunsFromItsFromValueToItsToValueThenTheModelShows() {
    let (layer, clock) = opacity()
    expectShown(layer, 0)
    clock.advance(by: 0.25)
    expectShown(layer, 0.25)
    clock.advance(by: 0.5)
    expectShown(layer, 0.75)
    clock.advance(by: 0.5)
    expectShown(layer, 0.5, "removed on completion: the model value shows")
    #expect(layer.animationKeys() == nil)
  }

  @Test func fillModesHoldTheValuesOutsideTheActiveTime() {
    // Begins 1 s after it is added.
    let (removed, clock) = opacity { $0.beginTime = CACurrentMediaTime() + 1 }
    expectShown(removed, 0.5, "before it begins, .removed shows the model")
    let (backwards, _) = opacity {
      $0.beginTime = CACurrentMediaTime() + 1
      $0.fillMode = .backwards
    }
    expectShown(backwards, 0, ".backwards shows the first value")
    let (forwards, _) = opacity {
      $0.fillMode = .forwards
      $0.isRemovedOnCompletion = false
    }
    clock.advance(by: 3)
    expectShown(forwards, 1, ".forwards keeps the last value after the end")
    #expect(forwards.animationKeys() == ["fade"])
    _ = clock
  }

  @Test func repeatsAndAutoreversesFollowTheIterations() {
    let (layer, clock) = opacity {
      $0.repeatCount = 1.5
      $0.autoreverses = true
      $0.fillMode = .forwards
      $0.isRemovedOnCompletion = false
    }
    clock.advance(by: 0.5)
    expectShown(layer, 0.5)
    clock.advance(by: 1)  // 1.5 s: on the way back
    expectShown(layer, 0.5)
    clock.advance(by: 0.25)  // 1.75 s
    expectShown(layer, 0.25)
    clock.advance(by: 0.75)  // 2.5 s: second iteration, forwards
    expectShown(layer, 0.5)
    clock.advance(by: 1)  // 3.5 s: past 1.5 iterations (3 s), filled where it stopped
    expectShown(layer, 1)
  }

  @Test func aFractionalRepeatCountEndsMidIteration() {
    let (layer, clock) = opacity {
      $0.repeatCount = 2.5
      $0.fillMode = .forwards
      $0.isRemovedOnCompletion = false
    }
    clock.advance(by: 1.25)
    expectShown(layer, 0.25)
    clock.advance(by: 5)
    expectShown(layer, 0.5, "2.5 iterations stop halfway through the third")
  }

  @Test func repeatDurationAndInfiniteRepeats() {
    let (limited, clock) = opacity { $0.repeatDuration = 2.5 }
    let (forever, _) = opacity { $0.repeatCount = .infinity }
    clock.advance(by: 2.25)
    expectShown(limited, 0.25)
    expectShown(forever, 0.25)
    clock.advance(by: 100.5)
    expectShown(limited, 0.5, "ended after 2.5 s")
    expectShown(forever, 0.75)
    #expect(forever.animationKeys() == ["fade"])
  }

  @Test func speedAndTimeOffsetWarpTheAnimationsTime() {
    let (fast, clock) = opacity { $0.speed = 2 }
    let (offset, _) = opacity { $0.timeOffset = 0.5 }
    clock.advance(by: 0.25)
    expectShown(fast, 0.5)
    expectShown(offset, 0.75)
  }

  @Test func timingFunctionsShapeTheProgress() {
    let (layer, clock) = opacity { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }
    clock.advance(by: 0.5)
    // easeIn at 0.5: 0.315356813 (computed independently, see CubicBezierCurveTests).
    expectShown(layer, 0.315356813)
  }

  @Test func pausingATreeFreezesItsAnimationsAndResumingContinues() {
    // Apple's technical Q&A QA1673: speed 0 and the paused time as the offset, then back.
    let (layer, clock) = opacity()
    clock.advance(by: 0.25)
    let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = paused
    clock.advance(by: 2)
    expectShown(layer, 0.25, "paused")
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    let sincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    layer.beginTime = sincePause
    clock.advance(by: 0.5)
    expectShown(layer, 0.75, "resumed where it stopped")
  }

  @Test func layerTimeConvertsThroughAncestors() {
    let clock = TestClock()
    let root = CALayer()
    let child = CALayer()
    root.addSublayer(child)
    root.speed = 2
    root.beginTime = 10
    child.timeOffset = 3
    let media = CACurrentMediaTime()
    #expect(child.convertTime(media, from: nil) == (media - 10) * 2 + 3)
    #expect(abs(child.convertTime(child.convertTime(media, from: nil), to: nil) - media) < 1e-9)
    #expect(root.convertTime(4, from: child) == 4 - 3)
    _ = clock
  }

  @Test func aLayersOwnDurationRepeatsReversesAndFillsItsTime() {
    let layer = CALayer()
    layer.repeatCount = 2
    #expect(layer.convertTime(1.25, from: nil) == 1.25, "no duration: the time has no passes")
    layer.duration = 1
    #expect(layer.convertTime(0.25, from: nil) == 0.25)
    #expect(layer.convertTime(1.25, from: nil) == 0.25, "the second pass")
    #expect(layer.convertTime(2.5, from: nil) == 2.5, "after the end, no fill: unchanged")
    layer.fillMode = .forwards
    #expect(layer.convertTime(2.5, from: nil) == 1, "after the end, held at the last point")
    layer.autoreverses = true  // a pass is 2 s: forwards, then backwards
    #expect(abs(layer.convertTime(1.25, from: nil) - 0.75) < 1e-12)
    #expect(layer.convertTime(5, from: nil) == 0, "two reversing passes end where they began")
    layer.beginTime = 1
    layer.fillMode = .backwards
    #expect(layer.convertTime(0.5, from: nil) == 0, "before the start, held at the first point")
    layer.fillMode = .removed
    #expect(layer.convertTime(0.5, from: nil) == -0.5)
    layer.repeatDuration = 0.5  // instead of the count: half a pass
    #expect(layer.convertTime(1.75, from: nil) == 1.75 - 1, "the time past the half passes through")
  }

  @Test func aRepeatingLayerRepeatsItsSublayersAnimations() throws {
    let clock = TestClock(start: 0)
    defer { clock.uninstall() }
    let parent = CALayer()
    parent.duration = 1
    parent.repeatCount = .infinity
    let child = CALayer()
    parent.addSublayer(child)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    fade.fillMode = .backwards
    child.add(fade, forKey: "fade")
    clock.advance(by: 0.25)
    let first = try #require(child.presentation()).opacity
    clock.advance(by: 2)  // 2.25 s: a quarter into the third pass
    let third = try #require(child.presentation()).opacity
    #expect(abs(first - 0.75) < 1e-6 && abs(third - 0.75) < 1e-6, "\(first), \(third)")
  }

  @Test func aFilledAnimationInARepeatingLayerIsRenderedAgainEachPass() throws {
    let clock = TestClock(start: 0)
    defer { clock.uninstall() }
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    root.duration = 1
    root.repeatCount = 3
    let child = CALayer()
    child.frame = root.bounds
    child.backgroundColor = CGColor(gray: 0, alpha: 1)
    root.addSublayer(child)
    let renderer = try CARenderer(size: root.bounds.size)
    renderer.backgroundColor = CGColor(gray: 1, alpha: 1)
    renderer.layer = root
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.5
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    child.add(fade, forKey: "fade")
    CATransaction.flush()
    func gray() throws -> UInt8 { try rgbaPixels(of: try #require(renderer.makeImage()))[0] }
    clock.advance(by: 0.75)
    #expect(try gray() == 255, "faded out and held, in the first pass")
    clock.advance(by: 0.5)  // 1.25 s: a quarter into the second pass, the fade half done
    #expect(abs(Int(try gray()) - 128) <= 2, "drawn again in the second pass")
  }

  @Test func aGroupFillingForwardsHoldsTheChildrenThatEndWithIt() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.2
    let early = CABasicAnimation(keyPath: "cornerRadius")
    early.fromValue = 0
    early.toValue = 10
    early.duration = 0.2  // ends before the group: removed after its end, as its fill says
    let group = CAAnimationGroup()
    group.animations = [fade, early]
    group.duration = 0.6
    group.fillMode = .forwards
    group.isRemovedOnCompletion = false
    layer.add(group, forKey: "group")
    clock.advance(by: 1)
    #expect(abs((layer.presentation()?.opacity ?? 0) - 0.2) < 1e-6)
    #expect(layer.presentation()?.cornerRadius == 0)
  }
}
