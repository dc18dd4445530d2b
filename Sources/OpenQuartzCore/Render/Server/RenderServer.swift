import Foundation
import OpenCoreGraphics
import Synchronization

// The second place render objects cross threads (the first is `ParallelBands.swift`): a window's
// renderer shares its render tree with a render thread that paints its frames, as Core
// Animation's render server does. What keeps that sound:
//
// - the renderer's frame lock (``RenderServer/lock``) guards everything the renderer owns: the
//   render tree, the nodes' values, caches and motions, what the syncs left to paint, the damage
//   tracker, the framebuffer and the present. The main thread holds it for a commit's sync and
//   for the renderer's other entry points (`setNeedsFullRender`, `discardCaches`, `makeImage`,
//   `lastDamage`, a transition's picture of a node); the render thread holds it for a whole
//   frame. Neither reads any of it without the lock.
// - the render thread reads no layer. What the syncs copied is in the nodes; what it moves by
//   itself comes from a node's ``NodeMotion``, which the main thread's sync makes from the layer
//   and its animations: copies the render side alone evaluates and writes. Only the main thread,
//   holding the lock, replaces or drops a motion, and it prunes the nodes that left the tree
//   before it lets go of the lock, so the layers and animations a motion holds are released on
//   the main thread and the render thread walks no node that left.
// - the render thread makes no text raster (Pango is main-thread state, `TextEngine`): the main
//   thread makes the rasters of the text its syncs built or changed before it lets go of the lock
//   (`CARenderer.prepareText()`); a frame that still meets text without its raster (another
//   scale) is not presented, and the render thread asks the main thread to paint it.
//
// `RenderThreadTests` runs frames on the render thread while the main thread changes the model,
// and the suite runs under ThreadSanitizer (`Scripts/test --sanitize=thread`).

/// The render side of one renderer on a thread of its own: it paints every frame the main thread
/// syncs, and the frames the main thread is late for, moving the nodes whose animations it can
/// run (``NodeMotion``), and presents them.
///
/// The main thread's commit ends at the sync (``mainDidSync(hasMotion:frameTime:)``, under the lock); the
/// render thread paints the frame at once. While some node moves, it also wakes when the main
/// thread's next frame is late (``lateFrames``) and then once per display frame while it stays
/// late, painting each frame itself at its time: the same presentation values the main thread
/// would have computed then. With nothing to paint it sleeps until the main thread syncs again:
/// an idle window costs nothing.
final class RenderServer: @unchecked Sendable {
  /// Guards the renderer's tree, caches, framebuffer and present, and this server's state.
  let lock = FrameLock()
  /// Main-thread callers waiting for ``lock``: the render thread lets them in before its next
  /// frame (a mutex is not fair, and a render thread behind its beat would take it again at
  /// once, frame after frame, starving the main thread).
  private let mainWaiters = Atomic(0)
  /// The renderer painted for; weak, so that a window closing frees it.
  private weak var renderer: CARenderer?
  private let now: @Sendable () -> CFTimeInterval
  /// One display frame, in seconds.
  let frameInterval: CFTimeInterval
  /// Frames without a main-thread render after which the render thread paints one.
  ///
  /// A tenth of a frame after the main thread's next frame was due: a main thread keeping its
  /// beat is not doubled (its frames end within a tenth of a frame of their beat: A3's free
  /// halves present no more frames than without a render thread), and a blocked one leaves no
  /// display frame without a present (at a quarter of a frame, one block in five missed one).
  static let lateFrames = 1.1

  // Under `lock`.
  private var isStopped = false
  private var hasMotion = false
  private var lastMainFrame = -CFTimeInterval.infinity
  /// The media time the main thread's last sync showed its animations at, and the time of the
  /// render thread's own last frame: a synced frame never shows motion before the latter.
  private var syncedFrameTime = -CFTimeInterval.infinity
  private var lastOwnFrameTime = -CFTimeInterval.infinity
  /// Whether a frame met text without its raster: the main thread paints it
  /// (``CARenderer/paintOnMainThread()``), and the render thread paints nothing until then.
  private var waitsForMainThread = false
  /// Frames the render thread painted: the main thread's, and its own while the main thread was
  /// late (for tests and benchmarks).
  private(set) var paintedCommits = 0
  private(set) var filledFrames = 0
  private var thread: Thread?
  private let exited = DispatchSemaphore(value: 0)

  /// A server for `renderer`, reading media time from `now`; not started.
  init(renderer: CARenderer, framesPerSecond: Double, now: @escaping @Sendable () -> CFTimeInterval)
  {
    self.renderer = renderer
    self.now = now
    let rate = framesPerSecond.isFinite && framesPerSecond >= 1 ? framesPerSecond : 60
    frameInterval = 1 / rate
  }

  /// Starts the render thread.
  func start() {
    lock.withLock {
      guard thread == nil, !isStopped else { return }
      let thread = Thread { [self] in run() }
      thread.name = "OpenUIKit render"
      thread.qualityOfService = .userInteractive
      self.thread = thread
      thread.start()
    }
  }

  /// Stops the render thread and returns once it paints no more (at once on the render thread
  /// itself).
  func stop() {
    let (running, thread) = withMainLock { () -> (Bool, Thread?) in
      defer { isStopped = true }
      return (self.thread != nil && !isStopped, self.thread)
    }
    guard running, Thread.current !== thread else { return }
    exited.wait()
  }

  /// The main thread synced a frame showing its animations at media time `frameTime` (called
  /// under ``lock``): the render thread paints it, and waits another ``lateFrames`` before it
  /// paints one of its own.
  func mainDidSync(hasMotion: Bool, frameTime: CFTimeInterval) {
    lastMainFrame = now()
    syncedFrameTime = frameTime
    self.hasMotion = hasMotion
  }

  /// Where a synced frame shows the moving nodes (called under ``lock``): `nil` keeps the values
  /// the main thread synced, unless the render thread's own last frame showed them later (the
  /// main thread's time was taken before that frame): they stay there rather than step back.
  var syncedMotionTime: CFTimeInterval? {
    lastOwnFrameTime > syncedFrameTime ? lastOwnFrameTime : nil
  }

  /// Whether a frame met text without its raster and waits for the main thread to paint it
  /// (called under ``lock``).
  var leftFrameToMainThread: Bool { waitsForMainThread }

  /// The main thread painted the frame the render thread left (called under ``lock``).
  func mainDidPaint() {
    waitsForMainThread = false
  }

  /// Frames painted by the render thread so far: the main thread's, and its own.
  var frameCounts: (commits: Int, late: Int) { withMainLock { (paintedCommits, filledFrames) } }

  /// Runs `body` holding ``lock`` on the main thread, ahead of the render thread's next frame.
  func withMainLock<T>(_ body: () throws -> T) rethrows -> T {
    mainWaiters.add(1, ordering: .relaxed)
    lock.lock()
    mainWaiters.subtract(1, ordering: .relaxed)
    defer {
      lock.broadcast()
      lock.unlock()
    }
    return try body()
  }

  private func run() {
    lock.lock()
    var lastPaint = -CFTimeInterval.infinity
    while !isStopped {
      // Not held while waiting: a renderer let go of without stopping its thread still goes.
      guard let synced = renderer?.synced.isPending else { break }
      guard !waitsForMainThread, synced || hasMotion else {
        lock.wait()
        continue
      }
      if mainWaiters.load(ordering: .relaxed) > 0 {
        lock.wait(seconds: 0.001)
        continue
      }
      let time = now()
      if !synced {
        // A frame the main thread's beat should have brought by now, and one display frame after
        // the render thread's own last.
        let due = max(lastPaint + frameInterval, lastMainFrame + Self.lateFrames * frameInterval)
        if time < due {
          lock.wait(seconds: due - time)
          continue
        }
        // On the beat: a wake a little late does not delay the frames after it.
        lastPaint = time - due < frameInterval ? due : time
      }
      guard let renderer else { break }
      let painted = renderer.paintFrame(movingTo: synced ? syncedMotionTime : time)
      if !synced { lastOwnFrameTime = time }
      if painted.didPaint {
        if synced { paintedCommits += 1 } else { filledFrames += 1 }
      }
      if !synced { hasMotion = painted.stillMoving }
      if renderer.errorLog.deferredText {
        waitsForMainThread = true
        DispatchQueue.main.async { [weak renderer] in
          MainActor.assumeIsolated { renderer?.withFrameLock { renderer?.paintOnMainThread() } }
        }
      }
    }
    lock.unlock()
    exited.signal()
  }
}
