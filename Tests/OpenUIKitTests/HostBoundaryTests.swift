import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

/// A host that makes the renderers its windows ask for, and counts them.
@MainActor
private final class RecordingHost: UIApplicationHost {
  var made: [CARenderer] = []
  var fails = false
  struct Refused: Error, CustomStringConvertible {
    var description: String { "no surface today" }
  }
  func makeRenderer(for window: UIWindow) throws -> CARenderer {
    if fails { throw Refused() }
    let renderer = try CARenderer(size: window.bounds.size, scale: 2)
    made.append(renderer)
    return renderer
  }
  func run(_ application: UIApplication) {}
  func stop() {}
}

/// The window ↔ host boundary (one-way: a window asks its host for a renderer), the one window
/// registry, screens that change in place, the media clock and stopping a commit after a phase.
@MainActor @Suite(.serialized) struct HostBoundaryTests {
  @Test func aWindowShownWithoutAnApplicationRendersHeadlessAtItsScreensScale() {
    let window = makeWindow(size: CGSize(width: 30, height: 20), scale: 2)
    #expect(window.renderer?.pixelWidth == 60)
    #expect(window.renderer?.layer === window.layer)
    // One registry: the application's visible windows and the screen's windows read it.
    #expect(UIApplication.shared.windows.contains { $0 === window })
    window.isHidden = true
    #expect(!UIApplication.shared.windows.contains { $0 === window })
  }

  @Test func theHostsRendererIsTheWindowsWithoutAHeadlessOneThrownAway() {
    let host = RecordingHost()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.attach(to: host)
    #expect(host.made.count == 1)
    #expect(window.renderer === host.made.first)
    #expect(window.renderer?.layer === window.layer)
  }

  @Test func aHostThatCannotMakeARendererIsReportedAndTheWindowHasNoPixels() {
    let host = RecordingHost()
    host.fails = true
    let lines = Mutex<[String]>([])
    Diagnostics.observe { line in lines.withLock { $0.append(line) } }
    defer { Diagnostics.observe(nil) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.attach(to: host)
    #expect(window.renderer == nil)
    let reported = lines.withLock { $0 }
    #expect(
      reported.contains {
        $0.contains("UIWindow has no pixels") && $0.contains("no surface today")
      })
  }

  @Test func aScreenChangesScaleInPlaceAndItsWindowsFollow() {
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), scale: 1)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.screen = screen
    let view = UIView()
    window.addSubview(view)
    window.makeKeyAndVisible()
    runCommit()
    #expect(view.traitCollection.displayScale == 1)
    screen.setBounds(CGRect(x: 0, y: 0, width: 50, height: 50), scale: 2)
    runCommit()
    #expect(screen.bounds.width == 50)
    #expect(view.traitCollection.displayScale == 2)
    screen.setBounds(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 50), scale: 3)  // refused
    #expect(screen.scale == 2 && screen.bounds.width == 50)
  }

  @Test func aTestClockStepsDisplayLinksFrameByFrame() {
    let clock = TestClock(start: 500, framesPerSecond: 50)
    defer { clock.uninstall() }
    #expect(CACurrentMediaTime() == 500)
    #expect(CADisplayLink.refreshRate == 50)
    var stamps: [CFTimeInterval] = []
    let link = CADisplayLink { stamps.append($0.timestamp) }
    link.add(to: .main, forMode: .common)
    defer { link.invalidate() }
    clock.advance(by: 0.1)  // five frames: the first starts the link's clock
    #expect(stamps.map { (($0 - 500) * 1000).rounded() } == [40, 60, 80, 100])  // ms
    clock.advanceFrames(2)
    #expect(stamps.count == 6)
    #expect(abs(CACurrentMediaTime() - 500.14) < 1e-9)
    clock.uninstall()
    #expect(CACurrentMediaTime() > 0 && CACurrentMediaTime() != 500.14)
  }

  @Test func aCommitStopsAfterLayoutAndTheRestRunsAtTheNext() throws {
    let window = makeWindow(size: CGSize(width: 40, height: 20))
    let log = ViewLog()
    let view = DrawingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    window.addSubview(view)
    let frames = try #require(window.renderer).frameCount
    runCommit(upTo: .layout)
    #expect(log.entries.contains("layoutSubviews[light] v"))
    #expect(!log.entries.contains { $0.hasPrefix("draw v") })
    #expect(window.renderer?.frameCount == frames)
    runCommit(upTo: .display)
    #expect(log.entries.contains("draw v[light]"))
    #expect(window.renderer?.frameCount == frames)
    runCommit()
    #expect(window.renderer?.frameCount == frames + 1)
    #expect(log.entries.filter { $0.hasPrefix("draw v") }.count == 1)
  }
}
