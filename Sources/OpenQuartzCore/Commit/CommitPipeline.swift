import Foundation
import OpenCoreGraphics

/// The one place where a transaction is committed.
///
/// A commit runs these phases in order, each over its own dirty set, never over the whole tree (see
/// `Docs/Architecture.md`):
///
/// 1. **Before layout**: hooks registered by higher layers (OpenUIKit's
///    traits and `updateProperties()` phases) run first.
/// 2. **Layout** (``LayoutPhase``): layers that called `setNeedsLayout()`,
///    shallowest first, repeated until stable (bounded).
/// 3. **Display** (``DisplayPhase``): layers that called `setNeedsDisplay()`
///    draw their backing stores; exactly one display per layer per commit.
/// 4. **Render** (``RenderPhase``): every ``CARenderer`` whose tree changed
///    recomposites its damaged rectangles.
///
/// Layout may dirty display; display may dirty layout (looped, bounded); render may dirty nothing
/// (checked in debug builds).
final class CommitPipeline {
  /// The process's pipeline: main-thread state, so every access checks the thread (`MainThread`).
  static var shared: CommitPipeline {
    MainThread.check("the layer tree")
    return instance
  }
  /// `shared`, for borrowing without reference counting (`withBorrowed`): it lives as long as the
  /// process.
  static var sharedReference: Unmanaged<CommitPipeline> {
    MainThread.check("the layer tree")
    return instanceReference
  }
  // Reached only through the checked accessors above.
  nonisolated(unsafe) private static let instance = CommitPipeline()
  nonisolated(unsafe) private static let instanceReference = Unmanaged.passUnretained(instance)

  enum Phase { case idle, beforeLayout, layout, display, render }

  /// The phase running now.
  // Main-thread state touched by every property change. Accesses are short and never overlap, so
  // the dynamic exclusivity check (about 20 ns each) is turned off for it.
  @exclusivity(unchecked) private(set) var phase: Phase = .idle
  /// Layers that asked for layout since the last layout pass.
  @exclusivity(unchecked) var layersNeedingLayout: [CALayer] = []
  /// Layers that asked for display since the last display pass.
  @exclusivity(unchecked) var layersNeedingDisplay: [CALayer] = []
  /// Layers changed since the last render, for damage.
  @exclusivity(unchecked) var changedLayers: [CALayer] = []
  /// Renderers to update at the render phase.
  var renderers = WeakObjects<CARenderer>()
  /// Hooks run before layout, in registration order.
  var beforeLayoutHooks: [@MainActor () -> Void] = []
  /// Hooks run after a whole commit, in registration order.
  var afterCommitHooks: [@MainActor () -> Void] = []
  /// The media time of the frame being rendered: animations are evaluated at it.
  var frameTime: CFTimeInterval = 0
  /// A time the next render phase takes instead of now: the animation clock's last frame, for a
  /// commit that shows nothing new inside that display frame.
  var pinnedFrameTime: CFTimeInterval?
  /// Commits so far (for tests and diagnostics).
  private(set) var commitCount = 0
  func enqueueLayout(_ layer: CALayer) {
    CATransaction.ensureTransaction()
    layersNeedingLayout.append(layer)
  }

  func enqueueDisplay(_ layer: CALayer) {
    CATransaction.ensureTransaction()
    layersNeedingDisplay.append(layer)
  }

  @inline(__always)  // on every property change: inlined, the caller need not retain the pipeline
  func layerDidChange(_ layer: CALayer) {
    // The queue empties at each commit's render phase, so a non-empty queue means a transaction
    // (or the commit itself) is already under way.
    guard !layer.isQueuedForRender else { return }
    if changedLayers.isEmpty { CATransaction.ensureTransaction() }
    layer.isQueuedForRender = true
    changedLayers.append(layer)
  }

  /// Queues `layer` for the render phase of the commit under way, without opening a transaction.
  func queueForThisRender(_ layer: CALayer) {
    guard !layer.isQueuedForRender else { return }
    layer.isQueuedForRender = true
    changedLayers.append(layer)
  }

  /// Traps in debug builds when the render phase invalidates the tree: the frame being rendered
  /// would not show the change.
  func assertMayInvalidate(_ layer: CALayer, _ what: String) {
    assert(phase != .render, "\(what) on \(layer.debugName) during the render phase")
  }

  func register(_ renderer: CARenderer) {
    renderers.append(renderer)
  }

  /// Runs the phases in order, up to and including `last` (tests stop early: the rest waits for
  /// the next commit).
  ///
  /// See the type's documentation.
  func commit(upTo last: Phase = .render) {
    guard phase == .idle else { return }  // a commit from inside a phase is folded into this one
    commitCount += 1
    phase = .beforeLayout
    for hook in beforeLayoutHooks { MainThread.run("a commit", hook) }
    guard last != .beforeLayout else { return stopEarly() }
    var settled = false
    for _ in 0..<DisplayPhase.maximumRounds {
      phase = .layout
      LayoutPhase.run(self)
      guard last != .layout else { return stopEarly() }
      phase = .display
      DisplayPhase.run(self)
      guard last != .display else { return stopEarly() }
      if layersNeedingLayout.isEmpty {
        settled = true
        break
      }
    }
    if !settled { LayoutPhase.giveUp(on: self) }
    AnimationDriver.queueMovingLayers()
    phase = .render
    RenderPhase.run(self)
    phase = .idle
    for hook in afterCommitHooks { MainThread.run("a commit", hook) }
  }

  /// Ends a commit stopped after a phase; the next commit runs what is still queued.
  private func stopEarly() {
    phase = .idle
    if !layersNeedingLayout.isEmpty || !layersNeedingDisplay.isEmpty || !changedLayers.isEmpty {
      CATransaction.ensureTransaction()
    }
  }
}
