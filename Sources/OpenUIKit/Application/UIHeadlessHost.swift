import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// Runs an application without a display (an OpenUIKit addition): the same run loop and commit
/// as a desktop window, frames rendered into each window's framebuffer.
///
/// The loop turns until the application terminates or, with ``runsUntilIdle``, until a turn finds
/// nothing to do (no pending commit, no due timer); then each visible window's pixels are written
/// to ``outputDirectory`` as PNG when one is set.
@preconcurrency @MainActor
public final class UIHeadlessHost: UIApplicationHost {
  /// Where to write each window's last frame (`window-1.png`, …); `nil` writes nothing.
  public var outputDirectory: URL?
  /// Whether to end the application once it is idle.
  public var runsUntilIdle: Bool
  /// Turns before giving up on an application that never goes idle.
  public var maximumTurns: Int
  /// The PNG files written by the last run.
  public private(set) var writtenFiles: [URL] = []
  /// The cursors windows asked for, in order (a headless host shows none; tests read them).
  @_spi(Platform) public private(set) var cursorRequests: [PointerCursor] = []
  private var isStopped = false

  /// Creates a headless host.
  public init(outputDirectory: URL? = nil, runsUntilIdle: Bool = true, maximumTurns: Int = 10_000) {
    self.outputDirectory = outputDirectory
    self.runsUntilIdle = runsUntilIdle
    self.maximumTurns = max(maximumTurns, 1)
  }

  /// The host of windows shown while no application runs (tests, tools): framebuffers of their
  /// own, and no run loop of its own.
  public static let detached = UIHeadlessHost(runsUntilIdle: true)

  /// Records the window's new cursor.
  @_spi(Platform)
  public func pointerCursorDidChange(_ window: UIWindow) {
    cursorRequests.append(window.pointerCursor)
  }

  /// A framebuffer of the window's size at its screen's scale.
  public func makeRenderer(for window: UIWindow) throws -> CARenderer {
    try CARenderer(size: window.bounds.size, scale: window.screen.scale)
  }

  /// Turns the loop: main-queue work, timers and main-actor tasks, then one commit per turn.
  ///
  /// Idle means ``quietTurnsForIdle`` turns in a row (10 ms each at most) with no commit pending,
  /// no timer scheduled on the main run loop and no display link running: work hops (a main-queue block starting a task
  /// that schedules a timer) take a turn each to become visible.
  public func run(_ application: UIApplication) {
    isStopped = false
    var turns = 0
    var quietTurns = 0
    // One commit per turn: the implicit transaction's own trigger leaves it to the flush below.
    CommitPhases.asHostTurn {
      while !isStopped && !application.isTerminating && turns < maximumTurns {
        turns += 1
        HostRunLoop.fireDueDisplayLinks()
        let next = HostRunLoop.timeUntilNextDeadline()
        // Runs queued main-queue work and main-actor jobs; waits for the next deadline if any.
        let wait = CATransaction.hasPendingCommit ? 0 : min(next ?? 0.01, 1)
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: wait))
        let hasWork = CATransaction.hasPendingCommit
        CATransaction.flush()
        quietTurns = hasWork || next != nil ? 0 : quietTurns + 1
        if runsUntilIdle && quietTurns >= Self.quietTurnsForIdle { break }
      }
    }
    writeFrames(of: application)
  }

  /// Quiet turns in a row that make the application idle.
  public static let quietTurnsForIdle = 5

  /// Ends the loop after the current turn.
  public func stop() { isStopped = true }

  private func writeFrames(of application: UIApplication) {
    writtenFiles = []
    guard let outputDirectory else { return }
    try? FileManager.default.createDirectory(
      at: outputDirectory, withIntermediateDirectories: true)
    for (index, window) in application.windows.enumerated() {
      guard let image = window.renderer?.makeImage() else { continue }
      let url = outputDirectory.appendingPathComponent("window-\(index + 1).png")
      do {
        try image.writePNG(to: url)
        writtenFiles.append(url)
      } catch {
        Diagnostics.report(
          "UIHeadlessHost", "cannot write \(url.path): \(error)", module: "OpenUIKit")
      }
    }
  }
}
