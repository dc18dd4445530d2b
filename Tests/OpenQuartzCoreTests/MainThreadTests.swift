import Dispatch
import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore
import Testing

/// The assumptions behind `OpenCoreGraphics/Support/MainThread.swift`.
///
/// Core Animation's types are nonisolated and reach main-thread state after one check, and
/// main-actor closures are called unchecked after it. If the runtime's idea of "the main actor" and ours ever part, these fail.
@Suite struct MainThreadTests {
  @MainActor @Test func theMainActorRunsWhereTheCheckSaysMain() {
    #expect(MainThread.isCurrent)
    // The runtime's own executor check agrees inside a `run` (it traps otherwise).
    let value = MainThread.run("a test") { MainActor.assumeIsolated { 42 } }
    #expect(value == 42)
  }

  @Test func aThreadOfItsOwnIsNotTheMainThread() async {
    let answer = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let thread = Thread { continuation.resume(returning: MainThread.isCurrent) }
      thread.start()
    }
    #expect(!answer)
  }

  @Test func theCooperativePoolIsNotTheMainThread() async {
    let answer = await Task.detached { MainThread.isCurrent }.value
    #expect(!answer)
  }

  @Test func aBackgroundQueueIsNotTheMainThreadButTheMainQueueIs() async {
    let background = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: MainThread.isCurrent) }
    }
    #expect(!background)
    let main = await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume(returning: MainThread.isCurrent) }
    }
    #expect(main)
  }

  /// Layers are built in nonisolated code as iOS libraries do: a plain function, no actor.
  nonisolated static func makeRing(diameter: CGFloat) -> CAShapeLayer {
    let ring = CAShapeLayer()
    ring.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
    ring.path = CGPath(ellipseIn: ring.bounds, transform: nil)
    ring.lineWidth = 2
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    ring.opacity = 0.5
    CATransaction.commit()
    return ring
  }

  @MainActor @Test func aNonisolatedFactoryBuildsALayerOnTheMainThread() {
    let ring = Self.makeRing(diameter: 20)
    #expect(ring.bounds.size == CGSize(width: 20, height: 20))
    #expect(ring.opacity == 0.5)
  }
}
