import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics
import OpenUIKitTesting
import Synchronization
import Testing

@testable @_spi(OpenUIKit) import OpenQuartzCore

/// Media time that stands still for the main thread and moves a second on at every read of the
/// render thread's: to the render thread the main thread's commits are always late, so it paints
/// frame after frame as fast as it can, beside them.
private final class RacingClock: Sendable {
  private let time: PosixLock<Double>
  init(_ start: Double) { time = PosixLock(start) }
  func read() -> Double {
    time.withLock {
      if !MainThread.isCurrent { $0 += 1 }
      return $0
    }
  }
}

/// The main thread changes the model and commits while the render thread paints the same tree.
///
/// The main thread changes colors, adds and removes sublayers, adds, replaces and removes
/// animations, and commits, while the render thread moves and paints the same tree as fast as it
/// can; afterwards the tree matches the model and a frame matches a full redraw. With
/// `Scripts/test` every main-thread frame is also checked against a full redraw (the damage
/// check), so damage the render thread's frames logged wrongly shows; under
/// `Scripts/test --sanitize=thread`, any access outside the frame lock.
@MainActor @Suite(.serialized) struct RenderThreadStressTests {
  /// Render-thread frames to reach: `OPENUIKIT_STRESS_FRAMES`, or 5,000 (the suite checks every
  /// frame against a full redraw; `Docs/Testing.md` has the 100,000-frame run).
  static let frames =
    ProcessInfo.processInfo.environment["OPENUIKIT_STRESS_FRAMES"].flatMap(Int.init) ?? 5_000

  func bounce(_ layer: CALayer, key: String, by offset: CGFloat) {
    let move = CASpringAnimation(keyPath: "position.x")
    move.byValue = offset
    move.isAdditive = true
    move.duration = 0.7
    move.repeatCount = .infinity
    layer.add(move, forKey: key)
  }

  @Test func theModelChangesWhileTheRenderThreadPaints() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let root = layer(CGRect(x: 0, y: 0, width: 160, height: 96), rgb(1, 1, 1))
    var cards: [CALayer] = []
    for index in 0..<12 {
      let card = layer(
        CGRect(
          x: 8 + CGFloat(index % 4) * 36, y: 8 + CGFloat(index / 4) * 28, width: 28, height: 20),
        rgb(0.2, 0.3 + 0.05 * CGFloat(index), 0.8), in: root
      ) {
        $0.cornerRadius = 4
        $0.shadowOpacity = index % 3 == 0 ? 0.4 : 0
      }
      bounce(card, key: "bounce", by: CGFloat(index % 5) * 3 - 6)
      cards.append(card)
    }
    let renderer = try CARenderer(size: CGSize(width: 160, height: 96))
    renderer.layer = root
    let racing = RacingClock(clock.now)
    renderer.startRenderThread(framesPerSecond: 60) { racing.read() }
    CATransaction.flush()
    let deadline = Date(timeIntervalSinceNow: 120)
    var round = 0
    var spare: CALayer?
    while renderer.renderThreadFrameCount < Self.frames, Date() < deadline {
      round += 1
      let card = cards[round % cards.count]
      switch round % 6 {
      case 0: card.backgroundColor = rgb(CGFloat(round % 7) / 7, 0.4, 0.6)
      case 1: bounce(card, key: "bounce", by: CGFloat(round % 9) - 4)
      case 2: card.removeAnimation(forKey: "bounce")
      case 3:
        if let layer = spare {
          layer.removeFromSuperlayer()
          spare = nil
        } else {
          spare = OpenQuartzCoreTests.layer(
            CGRect(x: CGFloat(round % 100), y: 40, width: 12, height: 12), rgb(0, 0.6, 0.2),
            in: card)
        }
      case 4: card.opacity = round % 4 == 0 ? 0.5 : 1
      default: card.position.y += round % 2 == 0 ? 1 : -1
      }
      CATransaction.flush()
    }
    let painted = renderer.renderThreadFrameCount
    renderer.stopRenderThread()
    #expect(painted >= Self.frames, "\(painted) render-thread frames beside \(round) commits")
    CATransaction.flush()
    #expect(renderer.tree.staleNodes().isEmpty)
    try expectMatchesFullRender(renderer, "after \(round) commits beside the render thread")
  }
}
