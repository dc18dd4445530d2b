import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics

/// A renderer's render thread (``RenderServer``): starting and stopping it, the frames it paints,
/// and the lock its entry points take while it runs.
extension CARenderer {
  /// Starts a render thread that paints and presents the window's frames.
  ///
  /// From then on a commit ends at the sync: the render thread paints each frame the main thread
  /// synced, and the frames the main thread is late for, moving the nodes whose animations it can
  /// run (``NodeMotion``). A window host calls it; headless renderers, tests and `render(in:)`
  /// stay on the main thread, synchronous. From then on ``onFrame`` may be called on the render
  /// thread.
  ///
  /// Not API: imported with `@_spi(OpenUIKit)`.
  @_spi(OpenUIKit) public func startRenderThread() {
    startRenderThread(framesPerSecond: MediaClock.current.framesPerSecond) {
      CACurrentMediaTime()
    }
  }

  /// Starts a render thread reading media time from `now` (tests step it themselves).
  func startRenderThread(framesPerSecond: Double, now: @escaping @Sendable () -> Double) {
    MainThread.check("CARenderer.startRenderThread()")
    guard server == nil else { return }
    let server = RenderServer(renderer: self, framesPerSecond: framesPerSecond, now: now)
    server.withMainLock {
      self.server = server
      tree.capturesMotion = true
      tree.textScale = max(scale, 1)
    }
    server.start()
  }

  /// Stops the render thread, and returns once it paints no more.
  ///
  /// A host calls it before the window surface it paints into goes (a resize, a window closing).
  /// Every frame is the main thread's again.
  ///
  /// Not API: imported with `@_spi(OpenUIKit)`.
  @_spi(OpenUIKit) public func stopRenderThread() {
    guard let server else { return }
    server.stop()
    server.withMainLock {
      tree.capturesMotion = false
      tree.dropMotion()
    }
    self.server = nil
  }

  /// Frames the render thread painted so far, the main thread's and its own (for tests and
  /// benchmarks).
  ///
  /// Not API: imported with `@_spi(OpenUIKit)`.
  @_spi(OpenUIKit) public var renderThreadFrameCount: Int {
    server.map { $0.frameCounts.commits + $0.frameCounts.late } ?? 0
  }

  /// Frames the render thread painted on its own, the main thread late (for tests).
  var lateFrameCount: Int { server?.frameCounts.late ?? 0 }

  /// Runs `body` holding the frame lock while a render thread runs (at once otherwise).
  func withFrameLock<T>(_ body: () throws -> T) rethrows -> T {
    guard let server else { return try body() }
    return try server.withMainLock(body)
  }

  /// Runs `body` holding the frame lock, once the frame the syncs left is painted (on this
  /// thread if the render thread has not painted it yet): what reads the framebuffer or the last
  /// frame's damage sees the model as committed, as without a render thread.
  func withPaintedFrame<T>(_ body: () throws -> T) rethrows -> T {
    guard let server else { return try body() }
    return try server.withMainLock {
      paintOnMainThread()
      return try body()
    }
  }

  /// Paints the frame the render thread left (main thread, under the frame lock): one the syncs
  /// left, or one that met text the render thread may not rasterize.
  func paintOnMainThread() {
    guard let server, synced.isPending || server.leftFrameToMainThread else { return }
    _ = paintFrame(movingTo: server.syncedMotionTime)
    server.mainDidPaint()
  }
}
