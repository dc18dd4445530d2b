import Foundation
import OpenCoreGraphics
import Synchronization

// The second place render objects cross threads (the first is `ParallelBands.swift`): a window's
// renderer has a render thread that owns its render tree and paints its frames, as Core
// Animation's render server does. What keeps that sound:
//
// - the main thread's commit ends with the capture: it reads the changed layers into a
//   ``SyncBatch`` of values and posts it to the server's mailbox (``RenderServer/post(_:)``,
//   under the small ``RenderServer/state`` lock, never held while painting); it does not wait
//   for a frame. It writes no node the render side may read: only the nodes it builds for new
//   layers, before posting them, and each node's main-thread fields (`RenderNode`).
// - the renderer's frame lock (``RenderServer/lock``) guards everything the render side owns: the
//   render tree, the nodes' values, caches and motions, what the syncs left to paint, the damage
//   tracker, the framebuffer and the present. Batches are taken from the mailbox and applied only
//   under it, so they are applied in the order they were posted. The render thread holds it for
//   a frame; the main thread only for the documented entry points that read or reset the render
//   side (`makeImage`, `lastDamage`, `frameCount`, `discardCaches`, a transition's picture of a
//   node), which apply what was posted first and so see the model as committed.
// - the render thread reads no layer; what it moves by itself comes from a node's ``NodeMotion``,
//   copies the render side alone evaluates. What a node holds that is the main thread's to free
//   (a motion's layers, a Pango layout) is sent to the main queue when the render side lets go
//   of it.
// - the render thread makes no text raster (Pango is main-thread state, `TextEngine`): the capture
//   makes the rasters of the text it built or changed; a frame that still meets text without its
//   raster (another scale) is not presented, and the render thread asks the main thread to paint
//   it.
//
// `RenderThreadTests` runs frames on the render thread while the main thread changes the model,
// and the suite runs under ThreadSanitizer (`Scripts/test --sanitize=thread`).

/// The render side of one renderer on a thread of its own: it applies the batches the main thread
/// posts and paints each frame, and the frames the main thread is late for, moving the nodes whose
/// animations it can run (``NodeMotion``), and presents them.
///
/// The main thread's commit ends at the capture (``post(_:)``); the render thread applies the batch
/// and paints the frame at once. While some node moves, it also wakes when the main thread's next
/// frame is late (``lateFrames``) and then once per display frame while it stays late, painting
/// each frame itself at its time: the same presentation values the main thread would have
/// computed then. With nothing to paint it sleeps until the main thread posts again: an idle
/// window costs nothing.
final class RenderServer: @unchecked Sendable {
  /// Guards the renderer's tree, caches, framebuffer and present.
  let lock = FrameLock()
  /// Guards the mailbox and the schedule below; the render thread sleeps on its condition.
  let state = FrameLock()
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
  /// The most batches posted and not yet taken: a main thread committing faster than its frames
  /// are painted waits at the next one, for the frame being painted to end (Core Animation's
  /// commit waits for its render server the same way), so that a backlog holds at most this many
  /// commits' changes.
  static let maximumPosted = 3

  // Under `state`.
  private var posted: [SyncBatch] = []
  /// Whether ``CARenderer/setNeedsFullRender()`` was asked since the last batches were taken.
  private var fullRenderRequested = false
  /// The most batches that were ever waiting to be taken (for tests).
  private(set) var postedPeak = 0
  private var isStopped = false
  private var hasMotion = false
  /// Whether the main thread applied batches without painting them (an entry point under the
  /// frame lock): the render thread paints them.
  private var mainLeftSync = false
  private var lastMainFrame = -CFTimeInterval.infinity
  /// Whether a frame met text without its raster: the main thread paints it
  /// (``CARenderer/paintOnMainThread()``), and the render thread paints nothing until then.
  private var waitsForMainThread = false
  /// Frames the render thread painted: the main thread's, and its own while the main thread was
  /// late (for tests and benchmarks).
  private var paintedCommits = 0
  private var filledFrames = 0
  private var thread: Thread?
  private let exited = DispatchSemaphore(value: 0)

  // Under `lock`.
  /// The media time the last applied batch showed its animations at, and the time of the render
  /// thread's own last frame: a synced frame never shows motion before the latter.
  private var syncedFrameTime = -CFTimeInterval.infinity
  private var lastOwnFrameTime = -CFTimeInterval.infinity

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
    state.withLock {
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
  ///
  /// Batches it had not applied stay posted (``takePosted()``).
  func stop() {
    let (running, thread) = state.withLock { () -> (Bool, Thread?) in
      defer {
        isStopped = true
        state.broadcast()
      }
      return (self.thread != nil && !isStopped, self.thread)
    }
    guard running, Thread.current !== thread else { return }
    exited.wait()
  }

  /// Posts the main thread's batch (main thread, holding no lock but ``state`` briefly): the render
  /// thread applies and paints it, and waits another ``lateFrames`` before it paints a frame of
  /// its own.
  ///
  /// With ``maximumPosted`` batches waiting it waits for the render thread to take them (not
  /// while the render thread waits for the main thread to paint, or once it stopped).
  func post(_ batch: SyncBatch) {
    state.withLock {
      while posted.count >= Self.maximumPosted, !isStopped, !waitsForMainThread, thread != nil {
        state.wait(seconds: 1)
      }
      posted.append(batch)
      postedPeak = max(postedPeak, posted.count)
      lastMainFrame = now()
      state.broadcast()
    }
  }

  /// Makes the frame that applies the next batches a full one (main thread).
  func requestFullRender() {
    state.withLock { fullRenderRequested = true }
  }

  /// The batches posted and not yet applied, oldest first, and whether a full frame was asked
  /// with them (called under ``lock``, so that whoever applies them applies them in order).
  func takePosted() -> (batches: [SyncBatch], fullRender: Bool) {
    state.withLock {
      guard !posted.isEmpty else { return ([], false) }
      defer {
        posted = []
        fullRenderRequested = false
        state.broadcast()
      }
      return (posted, fullRenderRequested)
    }
  }

  /// Batches were applied (called under ``lock``): the last showed its animations at `frameTime`;
  /// `hasMotion` tells whether some node moves by itself; `onMainThread`, that the main thread
  /// applied them and left the frame for the render thread to paint.
  func didApply(frameTime: CFTimeInterval, hasMotion: Bool, onMainThread: Bool) {
    syncedFrameTime = frameTime
    state.withLock {
      self.hasMotion = hasMotion
      if onMainThread {
        mainLeftSync = true
        state.broadcast()
      }
    }
  }

  /// Where a synced frame shows the moving nodes (called under ``lock``): `nil` keeps the values
  /// the main thread synced, unless the render thread's own last frame showed them later (the
  /// main thread's time was taken before that frame): they stay there rather than step back.
  var syncedMotionTime: CFTimeInterval? {
    lastOwnFrameTime > syncedFrameTime ? lastOwnFrameTime : nil
  }

  /// Whether a frame met text without its raster and waits for the main thread to paint it.
  var leftFrameToMainThread: Bool { state.withLock { waitsForMainThread } }

  /// The main thread painted the frame the render thread left (called under ``lock``).
  func mainDidPaint() {
    state.withLock {
      waitsForMainThread = false
      mainLeftSync = false
      state.broadcast()  // the render thread may have motion to paint again
    }
  }

  /// Takes a full frame asked for with no batch posted since (called under ``lock``, the thread
  /// stopped).
  func takeFullRenderRequest() -> Bool {
    state.withLock {
      defer { fullRenderRequested = false }
      return fullRenderRequested
    }
  }

  /// Frames painted by the render thread so far: the main thread's, and its own.
  var frameCounts: (commits: Int, late: Int) { state.withLock { (paintedCommits, filledFrames) } }

  /// The most batches that were ever waiting to be taken.
  var backlogPeak: Int { state.withLock { postedPeak } }

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

  /// What the render thread wakes for.
  private enum Work {
    /// Batches posted, or a frame the main thread synced without painting.
    case synced
    /// A frame of its own at this media time, the main thread late.
    case own(CFTimeInterval)
  }

  /// Sleeps until there is work (holding ``state``); `nil` once stopped.
  private func nextWork(lastPaint: inout CFTimeInterval) -> Work? {
    state.lock()
    defer { state.unlock() }
    while !isStopped, renderer != nil {
      if !waitsForMainThread {
        if !posted.isEmpty || mainLeftSync { return .synced }
        if hasMotion {
          // A frame the main thread's beat should have brought by now, and one display frame
          // after the render thread's own last.
          let time = now()
          let due = max(lastPaint + frameInterval, lastMainFrame + Self.lateFrames * frameInterval)
          if time >= due {
            // On the beat: a wake a little late does not delay the frames after it.
            lastPaint = time - due < frameInterval ? due : time
            return .own(time)
          }
          state.wait(seconds: due - time)
          continue
        }
      }
      state.wait()
    }
    return nil
  }

  private func run() {
    var lastPaint = -CFTimeInterval.infinity
    while let work = nextWork(lastPaint: &lastPaint) {
      lock.lock()
      while mainWaiters.load(ordering: .relaxed) > 0 { lock.wait(seconds: 0.001) }
      // Not held while waiting: a renderer let go of without stopping its thread still goes.
      guard let renderer else {
        lock.unlock()
        break
      }
      renderer.applyPosted(onMainThread: false)
      // Cleared before painting, under the frame lock: a batch the main thread applies after
      // this frame sets it again.
      state.withLock { mainLeftSync = false }
      let synced = renderer.synced.isPending
      var ownTime: CFTimeInterval?
      if case .own(let time) = work, !synced { ownTime = time }
      // Woken for a frame the main thread painted meanwhile: nothing to paint.
      let painted =
        synced || ownTime != nil
        ? renderer.paintFrame(movingTo: ownTime ?? syncedMotionTime)
        : (didPaint: false, stillMoving: false)
      if let ownTime { lastOwnFrameTime = ownTime }
      let deferred = renderer.errorLog.deferredText
      // Still under the frame lock, so that nothing the main thread applies in between is
      // overwritten.
      state.withLock {
        if painted.didPaint {
          if synced { paintedCommits += 1 } else { filledFrames += 1 }
        }
        if ownTime != nil { hasMotion = painted.stillMoving }
        if deferred {
          waitsForMainThread = true
          state.broadcast()  // a main thread waiting in `post` no longer waits for this thread
        }
      }
      lock.unlock()
      if deferred {
        DispatchQueue.main.async { [weak renderer] in
          MainActor.assumeIsolated { renderer?.withFrameLock { renderer?.paintOnMainThread() } }
        }
      }
    }
    exited.signal()
  }
}
