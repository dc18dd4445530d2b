import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics

/// A renderer's render thread (``RenderServer``): starting and stopping it, the frames it paints,
/// and the lock its entry points take while it runs.
extension CARenderer {
  /// Starts a render thread that paints and presents the window's frames.
  ///
  /// From then on a commit ends at the capture: the render thread applies each batch the main
  /// thread posts and paints its frame, and paints the frames the main thread is late for, moving
  /// the nodes whose animations it can run (``NodeMotion``). A window host calls it; headless
  /// renderers, tests and `render(in:)` stay on the main thread, synchronous. From then on
  /// ``onFrame`` may be called on the render thread.
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
  /// Every frame is the main thread's again: the batches the thread had not applied are applied
  /// here, and painted by the next commit or framebuffer read.
  ///
  /// Not API: imported with `@_spi(OpenUIKit)`.
  @_spi(OpenUIKit) public func stopRenderThread() {
    guard let server else { return }
    server.stop()
    server.withMainLock {
      applyPosted(onMainThread: true)
      if server.takeFullRenderRequest() { needsFullRender = true }
      // A frame the thread left to the main thread (text it could not rasterize) is painted,
      // in full, by the next commit or framebuffer read.
      if server.leftFrameToMainThread {
        needsFullRender = true
        synced.isPending = true
      }
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

  /// Runs `body` holding the frame lock while a render thread runs, the batches posted so far
  /// applied (main thread; at once without a render thread).
  ///
  /// It waits for a frame the render thread is painting: for the documented entry points that
  /// read or reset the render side, never for a commit.
  func withFrameLock<T>(_ body: () throws -> T) rethrows -> T {
    guard let server else { return try body() }
    return try server.withMainLock {
      applyPosted(onMainThread: true)
      return try body()
    }
  }

  /// Runs `body` holding the frame lock, once the frame the commits left is painted (on this
  /// thread if the render thread has not painted it yet): what reads the framebuffer or the last
  /// frame's damage sees the model as committed, as without a render thread.
  func withPaintedFrame<T>(_ body: () throws -> T) rethrows -> T {
    guard server != nil else {
      // Left by a render thread stopped before it painted them.
      if synced.isPending { _ = paintFrame() }
      return try body()
    }
    return try withFrameLock {
      paintOnMainThread()
      return try body()
    }
  }

  /// Applies the batches posted and not yet applied, in order (under the frame lock, on either
  /// thread).
  ///
  /// - Parameter onMainThread: Whether the main thread applies them: the render thread then
  ///   paints the frame unless the main thread does.
  func applyPosted(onMainThread: Bool) {
    guard let server else { return }
    let (batches, fullRender) = server.takePosted()
    guard let last = batches.last else { return }
    if fullRender { needsFullRender = true }
    for batch in batches { syncFrame(batch) }
    server.didApply(
      frameTime: last.frameTime, hasMotion: tree.pruneMotion(), onMainThread: onMainThread)
  }

  /// Paints the frame the render thread left (main thread, under the frame lock): one the syncs
  /// left, or one that met text the render thread may not rasterize.
  func paintOnMainThread() {
    guard let server, synced.isPending || server.leftFrameToMainThread else { return }
    _ = paintFrame(movingTo: server.syncedMotionTime)
    server.mainDidPaint()
  }
}
