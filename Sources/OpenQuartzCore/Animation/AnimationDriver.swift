import Foundation
@_spi(Compositor) @_spi(OpenUIKit) import OpenCoreGraphics

/// The one clock of layer animations: a display link that runs while some animation moves and
/// stops after the last one, so an idle window costs nothing.
///
/// Each frame (the host fires display links first in its turn, then commits): every animating
/// layer advances to the frame's time; animations that began tell their delegates
/// `animationDidStart`, those that ended leave (unless they are kept filled) and tell
/// `animationDidStop(_:finished:)`; each layer still moving is queued for the render tree's sync,
/// which copies its presentation values into its node. Layout and display have nothing to do in
/// such a frame.
final class AnimationDriver {
  /// The process's driver: main-thread state.
  static var shared: AnimationDriver {
    MainThread.check("the animation clock")
    return instance
  }
  nonisolated(unsafe) private static let instance = AnimationDriver()

  /// The layers with animations that still move, each once (``LayerAnimations/isTracked``).
  ///
  /// Held weakly. Adding and dropping cost the same however many animate (10,000 sheets presented
  /// in one turn scanned this list on every add).
  private var tracked: [WeakLayer] = []
  /// A box, not a struct: copying an entry then copies a strong reference to the box, not the weak
  /// reference inside it (a weak copy and destruction per animating layer, twice a frame).
  private final class WeakLayer {
    weak var layer: CALayer?
    init(layer: CALayer) { self.layer = layer }
  }

  /// Whether the clock advances `layer`'s animations each frame.
  func isTracking(_ layer: CALayer) -> Bool { layer.animationState?.isTracked == true }

  /// The live tracked layers.
  private var layers: [CALayer] { tracked.compactMap(\.layer) }
  private var link: CADisplayLink?
  /// Animations stopped outside a frame (removed or replaced): told at the next frame.
  private var stops: [(LayerAnimations.Attached, Bool)] = []

  /// Per-frame callbacks of UIKit's own motion, in the order they started.
  private var tickers: [AnimationTicker] = []

  /// The media time of the clock's last frame.
  private var lastFrameTime: CFTimeInterval?

  /// Frames run so far (for tests).
  private(set) var frameCount = 0

  /// Whether the clock is running.
  var isRunning: Bool { link != nil }

  func layerDidAddAnimation(_ layer: CALayer) {
    Self.instanceIfUsed = self
    if let state = layer.animationState, !state.isTracked {
      state.isTracked = true
      tracked.append(WeakLayer(layer: layer))
    }
    start()
  }

  func add(_ ticker: AnimationTicker) {
    Self.instanceIfUsed = self
    tickers.append(ticker)
    start()
  }

  var tickerCount: Int { tickers.count }

  func remove(_ ticker: AnimationTicker) {
    tickers.removeAll { $0 === ticker }
  }

  /// `attached` stopped before its end (`finished` false) or was replaced.
  func stop(_ attached: LayerAnimations.Attached, finished: Bool) {
    guard !attached.stopped else { return }
    attached.stopped = true
    stops.append((attached, finished))
    start()
  }

  /// Queues every layer still moving for the render tree's sync.
  ///
  /// A commit between two frames of the clock (another change, a test's flush) renders at a new
  /// time, and what moves must show its values at that time too. Called by the commit before its
  /// render phase.
  static func queueMovingLayers() {
    guard let driver = instanceIfUsed else { return }
    let pipeline = CommitPipeline.shared
    // A commit with nothing else to render, inside the display frame the clock just drew (the
    // host's turn commits a second time, empty), would draw the same motion again a few
    // milliseconds on, twice the work for no visible change: it stays at the frame's time, where
    // everything moving already is, and renders nothing.
    //
    // The time kept is the render's that followed the clock's frame, not the frame's own: that
    // render synced everything moving at its time, which on a real clock is a little later than
    // the frame's (pinning to the frame's time made the render tree look stale to the damage
    // check: values of a few milliseconds later than the time it was checked at).
    let now = CACurrentMediaTime()
    let rendered = pipeline.frameTime
    if pipeline.changedLayers.isEmpty, let last = driver.lastFrameTime,
      now >= last, now - last < 0.9 / MediaClock.current.framesPerSecond,
      rendered >= last, rendered <= now
    {
      pipeline.pinnedFrameTime = rendered
      driver.restartIfNeeded()
      return
    }
    for layer in driver.layers {
      guard let state = layer.animationState, !state.isEmpty else { continue }
      if state.needsNoRender(atMediaTime: now) { continue }
      // Queued into this commit: no new transaction (that would commit again, forever, while
      // anything repeats).
      layer.changesSinceRender.formUnion(state.changes)
      pipeline.queueForThisRender(layer)
    }
    driver.restartIfNeeded()
  }

  /// A test clock going away takes the links added on its time, ours too: something still moving
  /// needs it back.
  private func restartIfNeeded() {
    if link != nil || !tracked.isEmpty || !stops.isEmpty || !tickers.isEmpty { start() }
  }

  /// The driver once an animation was added (`nil` before: commits skip it).
  nonisolated(unsafe) private static var instanceIfUsed: AnimationDriver?

  /// A layer's timing changed: every animating layer is rendered again.
  func timingDidChange() {
    for layer in layers { layer.recordChange(layer.animationState?.changes ?? [], byModel: false) }
    if !tracked.isEmpty { start() }
  }

  private func start() {
    let current = link
    // A test clock takes back the links added on its time: start again if ours went with it, or
    // if its next frame is on another clock's time (a test clock installed since).
    let keeps = MainThread.run("the animation clock") { () -> Bool in
      guard let current, CADisplayLink.scheduledLinks.contains(where: { $0 === current }) else {
        return false
      }
      // A due link fires at the next frame: one due more than two frames ahead, or long ago,
      // was scheduled on another clock's time.
      if let deadline = current.nextDeadline,
        deadline - CACurrentMediaTime() > 2 / MediaClock.current.framesPerSecond
          || CACurrentMediaTime() - deadline > 1
      {
        current.invalidate()
        return false
      }
      return true
    }
    guard !keeps else { return }
    if !MainThread.run("the animation clock", { CADisplayLink.isDriven }) {
      // Headless, without an application's run loop or a test clock, no frame ever comes: the
      // animation stays at its start and its completion waits. Said once (a ported test that
      // waits for a completion would otherwise wait forever unnoticed).
      Diagnostics.once(
        "animation-clock",
        "animations wait for a clock: no application runs and no TestClock is installed, so "
          + "they stay at their start and their completions and transitions' ends wait "
          + "(install a TestClock and advance it; Docs/Testing.md)")
    }
    link = MainThread.run("the animation clock") {
      let link = CADisplayLink { _ in AnimationDriver.shared.frame() }
      link.add(to: .main, forMode: .common)
      return link
    }
  }

  /// One frame of the clock (called by its display link, on the main actor: delegates are
  /// main-actor API).
  @MainActor private func frame() {
    frameCount += 1
    let now = CACurrentMediaTime()
    lastFrameTime = now
    // Tickers first: what they change (driven progress, scroll offsets) shows in this frame.
    for ticker in tickers { ticker.fire(now) }
    var started: [LayerAnimations.Attached] = []
    var finished: [LayerAnimations.Attached] = []
    let live = layers
    var settled = false
    for layer in live {
      guard let state = layer.animationState else {
        settled = true
        continue
      }
      let time = layer.localTime(atMediaTime: now)
      let advanced = state.advance(to: time)
      // Waiting out a delay and rendered so: nothing shows differently until one begins.
      var changes = state.needsNoRender(atMediaTime: now) ? [] : state.changes
      if !advanced.started.isEmpty { started += advanced.started }
      if !advanced.finished.isEmpty {
        finished += advanced.finished
        for entry in advanced.finished { changes.formUnion(entry.changes) }
      }
      if !changes.isEmpty { layer.recordChange(changes, byModel: false) }
      if state.isEmpty
        || (state.isSettled(at: time) && !layer.isInRunningTimeline(atMediaTime: now))
      {
        state.isTracked = false
        settled = true
      }
    }
    // Settled and released layers leave the list in place: rebuilding it made and destroyed a weak
    // reference per animating layer per frame.
    if settled || live.count != tracked.count {
      tracked.removeAll { $0.layer?.animationState?.isTracked != true }
    }
    let stopped = stops
    stops = []
    // Delegates last: they may add or remove animations, which the next frame sees.
    // Removed and replaced ones first: they stopped before this frame.
    for (entry, flag) in stopped {
      if !entry.started { entry.animation.delegate?.animationDidStart(entry.animation) }
      entry.animation.delegate?.animationDidStop(entry.animation, finished: flag)
      entry.group?.leave()
    }
    for entry in started { entry.animation.delegate?.animationDidStart(entry.animation) }
    for entry in finished {
      entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
      entry.group?.leave()
    }
    if tracked.isEmpty, stops.isEmpty, tickers.isEmpty {
      link?.invalidate()
      link = nil
    }
  }
}
