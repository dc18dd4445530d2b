import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics
import OpenUIKitTesting
import Synchronization
import Testing

@testable @_spi(OpenUIKit) import OpenQuartzCore

/// A media clock the test moves by hand, read by a render thread.
private final class HandClock: Sendable {
  let time: PosixLock<Double>
  init(_ start: Double) { time = PosixLock(start) }
  var now: Double { time.withLock { $0 } }
  func set(_ value: Double) { time.withLock { $0 = value } }
}

/// An app's own animation class.
private final class AppAnimation: CABasicAnimation {}

/// A window's render thread (`RenderServer`): it paints the frames the main thread syncs, and
/// while the main thread renders nothing, the frames of the animations it can run, the same
/// pixels the main thread would have painted at that time.
@MainActor @Suite(.serialized) struct RenderThreadTests {
  /// A 200×120 white scene with a rounded, bordered, shadowed card and a label beside it.
  func scene() -> (root: CALayer, card: CALayer) {
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 120), rgb(1, 1, 1))
    let card = layer(CGRect(x: 20, y: 20, width: 60, height: 40), rgb(0.2, 0.4, 0.9), in: root) {
      $0.cornerRadius = 8
      $0.borderWidth = 2
      $0.borderColor = rgb(0.1, 0.1, 0.3)
      $0.shadowOpacity = 0.5
      $0.shadowRadius = 4
      $0.shadowOffset = CGSize(width: 0, height: 3)
    }
    _ = layer(CGRect(x: 8, y: 8, width: 24, height: 12), rgb(0.9, 0.3, 0.2), in: card)
    return (root, card)
  }

  /// Moves the card across the scene, fades it a little and turns its color, and wobbles the mark
  /// on it along keyframes, in one second.
  func animate(_ card: CALayer) {
    let move = CABasicAnimation(keyPath: "position")
    move.fromValue = NSValue(cgPoint: CGPoint(x: 50, y: 40))
    move.toValue = NSValue(cgPoint: CGPoint(x: 150, y: 85))
    move.duration = 1
    card.add(move, forKey: "move")
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = 0.6
    fade.duration = 1
    card.add(fade, forKey: "fade")
    let tint = CASpringAnimation(keyPath: "backgroundColor")
    tint.toValue = rgb(0.9, 0.6, 0.1)
    tint.duration = 1
    card.add(tint, forKey: "tint")
    let wobble = CAKeyframeAnimation(keyPath: "position")
    wobble.values = [CGPoint(x: 20, y: 14), CGPoint(x: 40, y: 20), CGPoint(x: 14, y: 26)].map {
      NSValue(cgPoint: $0)
    }
    wobble.calculationMode = .cubic
    wobble.duration = 1
    card.sublayers?.first?.add(wobble, forKey: "wobble")
  }

  /// How many bytes of two frames differ (all of them when their sizes do).
  func differingBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard a.count == b.count else { return max(a.count, b.count) }
    return zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
  }

  /// The scene in a renderer whose render thread reads media time from `hand`, starting at
  /// `time`.
  private func threadedScene(at time: Double) throws -> (
    card: CALayer, renderer: CARenderer, hand: HandClock
  ) {
    let (root, card) = scene()
    let renderer = try CARenderer(size: CGSize(width: 200, height: 120))
    renderer.layer = root
    let hand = HandClock(time)
    renderer.startRenderThread(framesPerSecond: 60) { hand.now }
    return (card, renderer, hand)
  }

  /// Waits (the main thread blocked, rendering nothing) until the render thread has painted
  /// `count` frames of its own, for at most five seconds.
  func waitForRenderThread(_ renderer: CARenderer, frames count: Int) {
    let deadline = Date(timeIntervalSinceNow: 5)
    while renderer.lateFrameCount < count, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.002)
    }
  }

  @Test func aFrameTheMainThreadMissesIsTheFrameItWouldHavePainted() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (card, renderer, hand) = try threadedScene(at: clock.now)
    defer { renderer.stopRenderThread() }
    animate(card)
    CATransaction.flush()
    let start = try rgbaPixels(of: try #require(renderer.makeImage()))
    // The main thread is busy (this test waits): the render thread paints 18 frames on.
    let later = clock.now + Double(18) * (1 / 60.0)
    hand.set(later)
    waitForRenderThread(renderer, frames: 1)
    #expect(renderer.lateFrameCount == 1)
    let painted = try rgbaPixels(of: try #require(renderer.makeImage()))
    #expect(differingBytes(painted, start) > 0, "the render thread's frame shows the card moved")
    // The main thread catches up to the same time and paints everything.
    clock.advanceFrames(18)
    #expect(clock.now == later)
    renderer.setNeedsFullRender()
    CATransaction.flush()
    let full = try rgbaPixels(of: try #require(renderer.makeImage()))
    #expect(
      differingBytes(painted, full) == 0,
      "the render thread painted what the main thread paints at its time")
    #expect(renderer.lateFrameCount == 1, "a main thread keeping up is never doubled")
  }

  @Test func aMainFrameTimedBeforeTheRenderThreadsLastDoesNotStepBack() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (card, renderer, hand) = try threadedScene(at: clock.now)
    defer { renderer.stopRenderThread() }
    animate(card)
    CATransaction.flush()
    _ = renderer.makeImage()
    // The render thread shows the motion 18 frames on while the main thread is busy.
    hand.set(clock.now + Double(18) * (1 / 60.0))
    waitForRenderThread(renderer, frames: 1)
    let ahead = try rgbaPixels(of: try #require(renderer.makeImage()))
    // The main thread's next frame was timed 1 frame on: the moving layers stay where they were
    // shown, instead of going back 17 frames.
    clock.advanceFrames(1)
    let synced = try rgbaPixels(of: try #require(renderer.makeImage()))
    #expect(differingBytes(synced, ahead) == 0, "no step back")
  }

  @Test func aRendererLetGoOfWithoutStoppingItsThreadIsFreed() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    weak var gone: CARenderer?
    do {
      let (_, renderer, _) = try threadedScene(at: clock.now)
      gone = renderer
      CATransaction.flush()
      _ = renderer.makeImage()
      Thread.sleep(forTimeInterval: 0.05)  // the render thread waits for work
    }
    #expect(gone == nil, "the waiting render thread holds no reference to its renderer")
  }

  @Test func theRenderThreadStopsPaintingOnceTheLastAnimationEnds() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (card, renderer, hand) = try threadedScene(at: clock.now)
    defer { renderer.stopRenderThread() }
    animate(card)
    CATransaction.flush()
    // Past the end: one frame shows the model, then nothing moves and the thread sleeps.
    hand.set(clock.now + 2)
    waitForRenderThread(renderer, frames: 1)
    let ended = try rgbaPixels(of: try #require(renderer.makeImage()))
    hand.set(clock.now + 3)
    Thread.sleep(forTimeInterval: 0.1)
    #expect(renderer.lateFrameCount == 1)
    card.removeAllAnimations()
    renderer.setNeedsFullRender()
    CATransaction.flush()
    #expect(differingBytes(try rgbaPixels(of: try #require(renderer.makeImage())), ended) == 0)
  }

  @Test func animationsOnlyTheMainThreadRunsWaitForIt() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (card, renderer, hand) = try threadedScene(at: clock.now)
    defer { renderer.stopRenderThread() }
    // A size change lays content out again; a subclass's overrides are the app's code; a
    // property animator's progress is the main thread's.
    let grow = CABasicAnimation(keyPath: "bounds.size")
    grow.toValue = NSValue(cgSize: CGSize(width: 90, height: 50))
    card.add(grow, forKey: "grow")
    let slide = AppAnimation(keyPath: "position.x")
    slide.toValue = 120
    card.sublayers?.first?.add(slide, forKey: "slide")
    let driven = CABasicAnimation(keyPath: "opacity")
    driven.toValue = 0.2
    driven.progressSource = AnimationProgress(0.5)
    card.superlayer?.add(driven, forKey: "driven")
    CATransaction.flush()
    #expect(renderer.tree.movingNodes.isEmpty)
    hand.set(clock.now + 0.5)
    Thread.sleep(forTimeInterval: 0.1)
    #expect(renderer.lateFrameCount == 0)
  }

  /// A black label saying `string` in `parent`.
  func label(_ string: String, in parent: CALayer) -> CATextLayer {
    let label = CATextLayer()
    label.frame = CGRect(x: 10, y: 10, width: 180, height: 30)
    label.string = string
    label.fontSize = 20
    label.foregroundColor = rgb(0, 0, 0)
    parent.addSublayer(label)
    return label
  }

  /// A label layer faded in from nothing, over white.
  func fadingLabel(in root: CALayer) -> CATextLayer {
    let label = label("Loaded", in: root)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1
    label.add(fade, forKey: "fade")
    return label
  }

  @Test func textFadingInWhileTheMainThreadIsBusyIsRasterizedAtTheSync() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 60), rgb(1, 1, 1))
    let renderer = try CARenderer(size: CGSize(width: 200, height: 60))
    renderer.layer = root
    let hand = HandClock(clock.now)
    renderer.startRenderThread(framesPerSecond: 60) { hand.now }
    defer { renderer.stopRenderThread() }
    _ = fadingLabel(in: root)
    CATransaction.flush()
    let blank = try rgbaPixels(of: try #require(renderer.makeImage()))
    // Invisible so far, yet rasterized by the main thread at the sync (Pango is the main
    // thread's): the render thread paints the fade on while the main thread is busy.
    hand.set(clock.now + 0.5)
    waitForRenderThread(renderer, frames: 1)
    #expect(renderer.lateFrameCount == 1)
    let halfway = try rgbaPixels(of: try #require(renderer.makeImage()))
    #expect(differingBytes(halfway, blank) > 0, "the render thread's frame shows the text")
    clock.advance(by: 0.5)
    renderer.setNeedsFullRender()
    CATransaction.flush()
    let full = try rgbaPixels(of: try #require(renderer.makeImage()))
    #expect(differingBytes(halfway, full) == 0, "the frame the main thread paints at its time")
  }

  @Test func textWithoutItsRasterIsPaintedByTheMainThread() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 60), rgb(1, 1, 1))
    // Rasterized at three times the framebuffer's scale: the text's raster is made at that scale
    // while painting, not at the sync's.
    let group = layer(CGRect(x: 0, y: 0, width: 200, height: 60), nil, in: root) {
      $0.shouldRasterize = true
      $0.rasterizationScale = 3
    }
    let renderer = try CARenderer(size: CGSize(width: 200, height: 60))
    renderer.layer = root
    let presents = PosixLock(0)
    renderer.onFrame = { @Sendable _ in presents.withLock { $0 += 1 } }
    let hand = HandClock(clock.now)
    renderer.startRenderThread(framesPerSecond: 60) { hand.now }
    defer { renderer.stopRenderThread() }
    CATransaction.flush()
    _ = renderer.makeImage()
    let label = label("Scaled", in: group)
    let presented = presents.withLock { $0 }
    let threadFrames = renderer.renderThreadFrameCount
    CATransaction.flush()
    // The render thread meets the text without its raster: it shows nothing and leaves the frame
    // to the main thread (busy here), painting nothing more meanwhile.
    Thread.sleep(forTimeInterval: 0.2)
    #expect(presents.withLock { $0 } == presented, "nothing presented without the text")
    #expect(renderer.renderThreadFrameCount == threadFrames)
    // A main thread that reads the framebuffer paints the frame itself.
    let shown = try rgbaPixels(of: try #require(renderer.makeImage()))
    #expect(presents.withLock { $0 } == presented + 1)
    label.removeFromSuperlayer()
    renderer.setNeedsFullRender()
    CATransaction.flush()
    let without = try rgbaPixels(of: try #require(renderer.makeImage()))
    #expect(differingBytes(shown, without) > 0, "the main thread's frame shows the text")
  }

  @Test func theMainThreadsCommitEndsAtTheSync() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (card, renderer, _) = try threadedScene(at: clock.now)
    defer { renderer.stopRenderThread() }
    CATransaction.flush()
    _ = renderer.makeImage()
    let painted = renderer.frameCount
    let threadFrames = renderer.renderThreadFrameCount
    card.backgroundColor = rgb(0.1, 0.8, 0.3)
    CATransaction.flush()
    // Painted by the render thread, presented from there: the commit returned after the sync.
    let deadline = Date(timeIntervalSinceNow: 5)
    while renderer.renderThreadFrameCount == threadFrames, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.002)
    }
    #expect(renderer.renderThreadFrameCount == threadFrames + 1)
    #expect(renderer.frameCount == painted + 1)
    let cardRect = CGRect(x: 20, y: 20, width: 60, height: 40)
    #expect(renderer.lastDamage.contains { $0.contains(cardRect) }, "\(renderer.lastDamage)")
  }

  /// Holds the render thread's next frame in its present (the frame lock held) for at most
  /// `seconds`: `presenting` is signalled when it is held, `release` lets it go.
  func holdNextFrame(of renderer: CARenderer, forAtMost seconds: Double) -> (
    presenting: DispatchSemaphore, release: DispatchSemaphore
  ) {
    let presenting = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let first = PosixLock(true)
    renderer.onFrame = { @Sendable _ in
      let isFirst = first.withLock { value in
        defer { value = false }
        return value
      }
      guard isFirst else { return }
      presenting.signal()
      _ = release.wait(timeout: .now() + seconds)
    }
    return (presenting, release)
  }

  @Test func aCommitDoesNotWaitForTheFrameBeingPainted() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (card, renderer, _) = try threadedScene(at: clock.now)
    defer { renderer.stopRenderThread() }
    CATransaction.flush()
    _ = renderer.makeImage()
    // The render thread's next frame stays unfinished (its present waits, for two seconds at most)
    // until the main thread has committed again.
    let (presenting, finish) = holdNextFrame(of: renderer, forAtMost: 2)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    card.backgroundColor = rgb(0.1, 0.8, 0.3)
    CATransaction.commit()
    #expect(presenting.wait(timeout: .now() + 5) == .success)
    let started = Date()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    card.position = CGPoint(x: 120, y: 70)
    CATransaction.commit()
    let commit = Date().timeIntervalSince(started)
    finish.signal()
    #expect(commit < 0.5, "the commit took \(Int(commit * 1000)) ms while a frame was painted")
    // The batch the commit posted is applied after the frame, and shows.
    let pixels = try rgbaPixels(of: try #require(renderer.makeImage()))
    let inside = (80 * 200 + 130) * 4
    #expect(pixels[inside] < 80 && pixels[inside + 1] > 150, "\(pixels[inside..<inside + 4])")
  }

  @Test func tenThousandLayersChangedEveryCommitKeepTheBacklogBounded() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 100), rgb(1, 1, 1))
    let tiles = (0..<10_000).map { index in
      layer(CGRect(x: index % 100 * 2, y: index / 100, width: 2, height: 1), rgb(0, 0, 0), in: root)
    }
    let renderer = try CARenderer(size: CGSize(width: 200, height: 100))
    renderer.layer = root
    let hand = HandClock(clock.now)
    renderer.startRenderThread(framesPerSecond: 60) { hand.now }
    defer { renderer.stopRenderThread() }
    CATransaction.flush()
    _ = renderer.makeImage()
    // The render thread's next frame is held (a second at most) while the main thread commits ten
    // times: the main thread waits at the batch past the bound instead of piling them up.
    let (_, release) = holdNextFrame(of: renderer, forAtMost: 1)
    for commit in 1...10 {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      let shade = CGFloat(commit) / 10
      for tile in tiles { tile.backgroundColor = rgb(shade, 0.5, 1 - shade) }
      CATransaction.commit()
    }
    release.signal()
    let backlog = try #require(renderer.server).backlogPeak
    #expect(backlog <= RenderServer.maximumPosted, "\(backlog) batches waited")
    // Every batch applied, in order: the last colors everywhere.
    let pixels = try rgbaPixels(of: try #require(renderer.makeImage()))
    for offset in [0, (99 * 200 + 199) * 4] {
      #expect(
        pixels[offset..<offset + 3].elementsEqual([255, 128, 0]), "\(pixels[offset..<offset + 4])")
    }
  }

  @Test func aBlockedMainThreadStillGetsAFrameEveryDisplayFrame() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (root, card) = scene()
    let renderer = try CARenderer(size: CGSize(width: 200, height: 120))
    renderer.layer = root
    let presents = PosixLock(0)
    renderer.onFrame = { @Sendable _ in presents.withLock { $0 += 1 } }
    // Media time that follows the machine's clock from the test clock's time on.
    let origin = clock.now
    let started = Date()
    renderer.startRenderThread(framesPerSecond: 60) {
      origin + Date().timeIntervalSince(started)
    }
    defer { renderer.stopRenderThread() }
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.toValue = 2 * Double.pi
    spin.duration = 1
    spin.repeatCount = .infinity
    card.add(spin, forKey: "spin")
    CATransaction.flush()
    let before = presents.withLock { $0 }
    // Half a second without a commit: about 30 display frames.
    Thread.sleep(forTimeInterval: 0.5)
    let painted = renderer.renderThreadFrameCount
    #expect(painted >= 10, "\(painted) frames in half a second")
    #expect(presents.withLock { $0 } - before == painted, "each frame presented")
  }
}
