import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics

/// A renderer's render thread (``RenderServer``): starting and stopping it, the frames it paints,
/// and the lock its entry points take while it runs.
extension CARenderer {
  /// Starts a render thread that keeps animations moving while the main thread is busy.
  ///
  /// It paints and presents (``onFrame``) the frames the main thread is late for, moving the
  /// nodes whose animations it can run (``NodeMotion``). A window host calls it; headless renderers, tests and `render(in:)` stay on the
  /// main thread, synchronous. From then on ``onFrame`` may be called on the render thread.
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

  /// Frames the render thread painted so far (for tests and benchmarks).
  ///
  /// Not API: imported with `@_spi(OpenUIKit)`.
  @_spi(OpenUIKit) public var renderThreadFrameCount: Int { server?.filledFrameCount ?? 0 }

  /// Runs `body` holding the frame lock while a render thread runs (at once otherwise).
  func withFrameLock<T>(_ body: () throws -> T) rethrows -> T {
    guard let server else { return try body() }
    return try server.withMainLock(body)
  }

  /// Moves every node with a motion to media time `time` and paints the damage (render thread,
  /// under the frame lock).
  ///
  /// - Returns: Whether a frame was painted and presented, and whether the render thread paints
  ///   on: some node still moves after `time`, and the frame did not meet text it may not
  ///   rasterize (then only the main thread's next frame, in full, can show it).
  func renderMotionFrame(atMediaTime time: Double) -> (didPaint: Bool, stillMoving: Bool) {
    guard let root = tree.root else { return (false, false) }
    let moved = tree.moveNodes(toMediaTime: time, tracker: damageTracker)
    syncedChanges = moved.changes
    if needsFullRender {
      damageTracker.reset()
      render(root, damage: [framebufferBounds])
    } else {
      guard !moved.nodes.isEmpty else { return (false, moved.stillMoving) }
      render(root, damage: frameDamage(for: moved.nodes, root: root))
    }
    if errorLog.deferredText { return (false, false) }
    return (true, moved.stillMoving)
  }
}
