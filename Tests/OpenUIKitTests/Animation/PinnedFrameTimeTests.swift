import Foundation
import OpenUIKitTesting
import Testing

@_spi(OpenUIKit) @testable import OpenQuartzCore
@testable import OpenUIKit

/// An empty commit inside the clock's display frame renders when the moving layers were synced.
///
/// On a real clock the render after a frame comes a few milliseconds after the frame's tick;
/// pinning to the tick's time made the damage check find the render tree "stale" (list cells'
/// opacity, a zooming scroll view's bounds), in full runs.
@MainActor @Suite(.serialized) struct PinnedFrameTimeTests {
  @Test func anEmptyCommitInsideTheFrameRendersAtTheLastRendersTime() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (wasEnabled, handler) = (DamageCheck.isEnabled, DamageCheck.onStaleTree)
    defer { (DamageCheck.isEnabled, DamageCheck.onStaleTree) = (wasEnabled, handler) }
    var reports: [[String]] = []
    DamageCheck.isEnabled = true
    DamageCheck.onStaleTree = { reports.append($0) }
    let window = makeWindow(size: CGSize(width: 100, height: 100))
    defer { window.isHidden = true }
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    view.backgroundColor = .systemBlue
    window.addSubview(view)
    _ = window.renderImage()
    UIView.animate(withDuration: 1) { view.alpha = 0 }
    clock.advance(by: 1 / 60)
    // The next display frame: the clock ticks at its time, and the render follows 3 ms later.
    clock.advance(by: 1 / 60 - 0.000_001)
    clock.advance(by: 0.000_001)
    CADisplayLink.fireDueLinks(at: clock.now)
    clock.advance(by: 0.003)
    CATransaction.flush()
    // An empty commit 3 ms later, still inside that display frame.
    clock.advance(by: 0.003)
    CATransaction.flush()
    #expect(reports.isEmpty, "\(reports)")
    let pinned = CommitPipeline.shared.frameTime
    #expect(abs(pinned - (clock.now - 0.003)) < 1e-6, "the render's time, not the tick's")
  }
}
