import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// Delegates, removal, transaction completion, bad input, and what the renderer shows while
/// layers animate.
@MainActor @Suite(.serialized) struct AnimationLifecycleTests {
  final class Recorder: CAAnimationDelegate {
    var log: [String] = []
    var onStop: ((CAAnimation, Bool) -> Void)?
    func animationDidStart(_ anim: CAAnimation) {
      log.append("start \(anim.value(forKey: "name") as? String ?? "?")")
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
      log.append("stop \(anim.value(forKey: "name") as? String ?? "?") \(flag)")
      onStop?(anim, flag)
    }
  }

  func fade(_ name: String, _ delegate: Recorder, duration: Double = 0.5) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = duration
    animation.delegate = delegate
    animation.setValue(name, forKey: "name")
    return animation
  }

  @Test func delegatesHearStartAndStopInOrderAndRemovalIsNotFinished() {
    let clock = TestClock()
    let layer = CALayer()
    let recorder = Recorder()
    layer.add(fade("a", recorder), forKey: "a")
    layer.add(fade("b", recorder, duration: 2), forKey: "b")
    #expect(recorder.log.isEmpty, "told at the clock's first frame, not inside add")
    // The clock's display link starts with the next frame and first fires at the one after.
    clock.advanceFrames(2)
    #expect(recorder.log == ["start a", "start b"])
    clock.advance(by: 0.5)
    #expect(recorder.log == ["start a", "start b", "stop a true"])
    layer.removeAnimation(forKey: "b")
    clock.advanceFrames(1)
    #expect(recorder.log.last == "stop b false")
    // Replacing an animation under the same key stops the old one unfinished.
    layer.add(fade("c", recorder), forKey: "c")
    clock.advanceFrames(2)
    layer.add(fade("d", recorder), forKey: "c")
    clock.advanceFrames(1)
    #expect(recorder.log.suffix(3) == ["start c", "stop c false", "start d"])
  }

  @Test func aLayerReleasedMidAnimationStopsItsAnimationsUnfinished() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let recorder = Recorder()
    var layer: CALayer? = CALayer()
    layer?.add(fade("gone", recorder, duration: 1), forKey: "gone")
    clock.advanceFrames(2)
    layer = nil
    clock.advanceFrames(1)
    #expect(recorder.log == ["start gone", "stop gone false"])
  }

  @Test func aDelegateMayAddAndRemoveAnimationsFromItsCallbacks() {
    let clock = TestClock()
    let layer = CALayer()
    let recorder = Recorder()
    var chained = 0
    // The recorder held weakly by its own callback: a strong capture made a cycle that
    // LeakSanitizer reported (264 bytes).
    recorder.onStop = { [weak recorder] _, _ in
      guard let recorder else { return }
      chained += 1
      layer.removeAllAnimations()
      if chained < 3 { layer.add(self.fade("next", recorder, duration: 0.1), forKey: "next") }
    }
    layer.add(fade("first", recorder, duration: 0.1), forKey: "first")
    clock.advance(by: 1)
    #expect(chained == 3)
    #expect(layer.animationKeys() == nil)
    // The clock is shared with suites running beside this one: it lets go of this layer.
    #expect(!AnimationDriver.shared.isTracking(layer), "the clock drops the layer with its last")
  }

  @Test func aTransactionsCompletionBlockWaitsForItsAnimations() {
    let clock = TestClock()
    let layer = CALayer()
    var completed = false
    CATransaction.begin()
    CATransaction.setCompletionBlock { completed = true }
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 0.5
    layer.add(animation, forKey: "fade")
    CATransaction.commit()
    #expect(!completed)
    clock.advance(by: 0.4)
    #expect(!completed)
    clock.advance(by: 0.2)
    #expect(completed)
    var immediate = false
    CATransaction.begin()
    CATransaction.setCompletionBlock { immediate = true }
    CATransaction.commit()
    #expect(immediate, "no animation: at the commit")
  }

  @Test func badInputHasADocumentedResultNotACrash() {
    let clock = TestClock()
    let layer = CALayer()
    layer.opacity = 0.25
    let nanDuration = CABasicAnimation(keyPath: "opacity")
    nanDuration.duration = .nan
    nanDuration.fromValue = 0
    nanDuration.toValue = 1
    nanDuration.repeatCount = HUGE
    nanDuration.speed = .infinity
    layer.add(nanDuration, forKey: "nan")
    #expect(layer.animation(forKey: "nan")?.duration == CATransaction.animationDuration())
    let nowhere = CABasicAnimation(keyPath: "noSuchProperty.x")
    nowhere.toValue = 3
    layer.add(nowhere, forKey: "nowhere")
    let wrongType = CABasicAnimation(keyPath: "position")
    wrongType.fromValue = "left"
    wrongType.toValue = rgb(1, 0, 0)
    layer.add(wrongType, forKey: "wrong")
    let mismatched = CAKeyframeAnimation(keyPath: "opacity")
    mismatched.values = [0, 1, Double.nan, 0.5]
    mismatched.keyTimes = [0, 2, 1]
    layer.add(mismatched, forKey: "mismatched")
    clock.advance(by: 0.5)
    let shown = layer.presentation()
    #expect(shown?.opacity.isFinite == true)
    #expect(shown?.position == layer.position)
    clock.advance(by: 5)
    #expect(layer.animation(forKey: "nan") != nil, "HUGE repeats forever")
    layer.removeAllAnimations()
  }

  /// Slides `card`'s centre from x = 10 to 110 in a second, linearly.
  func slide(_ card: CALayer) {
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 10
    move.toValue = 110
    move.duration = 1
    card.add(move, forKey: "move")
  }

  @Test func aCommitBetweenTheClocksFramesShowsMovingLayersAtItsTime() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 40), rgb(1, 1, 1))
    let card = layer(CGRect(x: 0, y: 10, width: 20, height: 20), rgb(0, 0, 1), in: root)
    let other = layer(CGRect(x: 180, y: 0, width: 10, height: 10), rgb(1, 0, 0), in: root)
    let renderer = try renderFrame(root, size: root.bounds.size).1
    slide(card)
    clock.advanceFrames(30)  // 0.5 s: the card's centre at 60
    // 10 ms later, before the clock's next frame, a change elsewhere commits on its own.
    clock.advance(by: 0.01)
    other.backgroundColor = rgb(0, 1, 0)
    CATransaction.flush()
    let pixels = try rgbaPixels(of: try #require(renderer.makeImage()))
    func pixel(_ x: Int) -> [UInt8] { Array(pixels[(20 * 200 + x) * 4..<(20 * 200 + x) * 4 + 4]) }
    // At 0.51 s the centre is at 61: the card covers 51..<71.
    #expect(pixel(70) == [0, 0, 255, 255], "the card where it is at the commit's time")
    #expect(pixel(50) == [255, 255, 255, 255])
  }

  @Test func aRenderedFrameShowsThePresentationAndOnlyTheMovingLayerIsRecomposited() throws {
    let clock = TestClock()
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 100), rgb(1, 1, 1))
    let card = layer(CGRect(x: 0, y: 40, width: 20, height: 20), rgb(0, 0, 1), in: root)
    let still = layer(CGRect(x: 150, y: 40, width: 20, height: 20), rgb(1, 0, 0), in: root)
    let renderer = try renderFrame(root, size: root.bounds.size).1
    slide(card)
    clock.advance(by: 0.5)
    // The card's centre is at x = 60: its pixels span 50..<70; the model (x = 10) shows nothing.
    let pixels = try rgbaPixels(of: try #require(renderer.makeImage()))
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      Array(pixels[(y * 200 + x) * 4..<(y * 200 + x) * 4 + 4])
    }
    #expect(pixel(60, 50) == [0, 0, 255, 255])
    #expect(pixel(5, 50) == [255, 255, 255, 255])
    // One frame's damage: the card's old and new places, a frame's step apart, not the still card.
    let frames = renderer.frameCount
    clock.advanceFrames(1)
    #expect(renderer.frameCount == frames + 1)
    let damage = renderer.lastDamage
    #expect(!damage.isEmpty && damage.allSatisfy { $0.maxX <= 75 && $0.minX >= 45 })
    #expect(!damage.contains { $0.intersects(still.frame) })
    clock.advance(by: 1)
    try expectMatchesFullRender(renderer, "back to the model after the animation")
    let idle = renderer.frameCount
    clock.advance(by: 0.5)
    #expect(renderer.frameCount == idle, "nothing moves: no frames")
  }

  @Test func aDelayedAnimationIsRenderedOnceUntilItBegins() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 40), rgb(1, 1, 1))
    let card = layer(CGRect(x: 0, y: 10, width: 20, height: 20), rgb(0, 0, 1), in: root)
    let renderer = try renderFrame(root, size: root.bounds.size).1
    // A fade after half a second, showing its first value meanwhile (as UIKit's delayed blocks).
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.5
    fade.toValue = 0
    fade.duration = 0.25
    fade.beginTime = CACurrentMediaTime() + 0.5
    fade.fillMode = .backwards
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    card.add(fade, forKey: "fade")
    card.opacity = 0
    CATransaction.commit()
    clock.advanceFrames(2)
    try expectMatchesFullRender(renderer, "the value it fills backwards")
    let waiting = renderer.frameCount
    clock.advance(by: 0.4)
    #expect(renderer.frameCount == waiting, "nothing changes during the delay: no frames")
    #expect(card.presentation()?.opacity == 0.5)
    clock.advance(by: 0.2)
    #expect(renderer.frameCount > waiting + 3, "it began: a frame each display frame")
    try expectMatchesFullRender(renderer, "fading")
    // Added during another's delay: the new one shows at once.
    let tint = CABasicAnimation(keyPath: "backgroundColor")
    tint.toValue = rgb(1, 0, 0)
    tint.duration = 1
    tint.beginTime = CACurrentMediaTime() + 0.3
    tint.fillMode = .backwards
    let other = layer(CGRect(x: 100, y: 10, width: 20, height: 20), rgb(0, 0, 1), in: root)
    other.add(tint, forKey: "tint")
    clock.advanceFrames(1)
    try expectMatchesFullRender(renderer, "another layer's delayed animation, shown")
  }

  @Test func anEmptyCommitInTheFrameTheClockDrewRendersNothing() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 40), rgb(1, 1, 1))
    let card = layer(CGRect(x: 0, y: 10, width: 20, height: 20), rgb(0, 0, 1), in: root)
    let renderer = try renderFrame(root, size: root.bounds.size).1
    slide(card)
    clock.advanceFrames(3)
    let frames = renderer.frameCount
    // The host's turn commits again, empty, a few milliseconds later: same frame, nothing drawn.
    clock.advance(by: 0.004)
    CATransaction.flush()
    #expect(renderer.frameCount == frames)
    // The next display frame draws the motion.
    clock.advanceFrames(1)
    #expect(renderer.frameCount == frames + 1)
  }
}
