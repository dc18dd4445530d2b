import Foundation
@_spi(Compositor) @_spi(OpenUIKit) import OpenCoreGraphics

/// The one place where a transaction is committed.
///
/// A commit runs the phases of ``CommitPhase`` in order, each over its own dirty set, never over
/// the whole tree (see `Docs/Architecture.md`):
///
/// 1. **Traits**, **properties** and **update constraints**: phases OpenUIKit registers
///    (``PhaseRunner``), run from `Sources/OpenUIKit/Traits/TraitPhase.swift` and the Auto Layout
///    engine.
/// 2. **Layout** (``LayoutPhase``): layers that called `setNeedsLayout()`,
///    shallowest first, repeated until stable (bounded).
/// 3. **Semantics**: a phase OpenUIKit registers (its accessibility tree), while an assistive
///    technology listens.
/// 4. **Display** (``DisplayPhase``): layers that called `setNeedsDisplay()`
///    draw their backing stores; exactly one display per layer per commit.
/// 5. **Render** (``RenderPhase``): every ``CARenderer`` whose tree changed
///    recomposites its damaged rectangles.
///
/// Before the render, the pipeline always runs the earliest phase that has work: a phase that
/// dirties an earlier one (a trait override set during layout, `setNeedsLayout()` from `draw(_:)`)
/// sends the commit back there, so the frame rendered shows it. Such returns are bounded
/// (``CommitPhase/maximumReruns``). The render may dirty nothing (checked in debug builds).
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

  /// What a phase registered by a higher layer gives the pipeline.
  struct PhaseRunner {
    /// Whether the phase has work queued.
    var hasWork: @MainActor () -> Bool
    /// Runs the work queued now; what it queues again waits for the phase's next run.
    var run: @MainActor () -> Void
    /// Drops the queued work; returns the names of what was waiting, for a diagnostic.
    var abandon: @MainActor () -> [String]
  }

  /// The phase running now; `nil` between commits.
  // Main-thread state touched by every property change. Accesses are short and never overlap, so
  // the dynamic exclusivity check (about 20 ns each) is turned off for it.
  @exclusivity(unchecked) private(set) var phase: CommitPhase?
  /// Layers that asked for layout since the last layout pass.
  @exclusivity(unchecked) var layersNeedingLayout: [CALayer] = []
  /// Layers that asked for display since the last display pass.
  @exclusivity(unchecked) var layersNeedingDisplay: [CALayer] = []
  /// Layers changed since the last render, for damage.
  @exclusivity(unchecked) var changedLayers: [CALayer] = []
  /// Renderers to update at the render phase.
  var renderers = WeakObjects<CARenderer>()
  /// The phases before layout, registered by OpenUIKit (by `CommitPhase` raw value).
  var registeredPhases: [CommitPhase: PhaseRunner] = [:]
  /// Hooks run after a whole commit, in registration order.
  var afterCommitHooks: [@MainActor () -> Void] = []
  /// The media time of the frame being rendered: animations are evaluated at it.
  var frameTime: CFTimeInterval = 0
  /// A time the next render phase takes instead of now, for a commit that shows nothing new
  /// inside the animation clock's display frame: the time of the render after that frame.
  var pinnedFrameTime: CFTimeInterval?
  /// Commits so far (for tests and diagnostics).
  private(set) var commitCount = 0
  func enqueueLayout(_ layer: CALayer) {
    requestCommit()
    layersNeedingLayout.append(layer)
  }

  func enqueueDisplay(_ layer: CALayer) {
    requestCommit()
    layersNeedingDisplay.append(layer)
  }

  /// Opens the implicit transaction for work queued now, unless the commit under way takes it:
  /// its phases before the render run again for what they queue, and a transaction opened now
  /// would commit again, empty, at the end of the turn.
  @inline(__always)
  func requestCommit() {
    if phase == nil || phase == .render { CATransaction.ensureTransaction() }
  }

  @inline(__always)  // on every property change: inlined, the caller need not retain the pipeline
  func layerDidChange(_ layer: CALayer) {
    // The queue empties at each commit's render phase, so a non-empty queue means a transaction
    // (or the commit itself) is already under way.
    guard !layer.isQueuedForRender else { return }
    if changedLayers.isEmpty { requestCommit() }
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
  func commit(upTo last: CommitPhase = .render) {
    guard phase == nil else { return }  // a commit from inside a phase is folded into this one
    commitCount += 1
    var previous: CommitPhase?
    var reruns = 0
    while let next = earliestPhaseWithWork(upTo: min(last, .display)) {
      if let previous, next <= previous {
        reruns += 1
        if reruns > CommitPhase.maximumReruns {
          giveUp(upTo: min(last, .display))
          break
        }
      }
      phase = next
      run(next)
      previous = next
    }
    guard last == .render else { return stopEarly() }
    AnimationDriver.queueMovingLayers()
    phase = .render
    RenderPhase.run(self)
    phase = nil
    for hook in afterCommitHooks { MainThread.run("a commit", hook) }
  }

  /// The first phase, up to `last`, with work queued.
  private func earliestPhaseWithWork(upTo last: CommitPhase) -> CommitPhase? {
    for candidate in CommitPhase.allCases where candidate <= last {
      if hasWork(candidate) { return candidate }
    }
    return nil
  }

  private func hasWork(_ phase: CommitPhase) -> Bool {
    switch phase {
    case .layout: !layersNeedingLayout.isEmpty
    case .display: !layersNeedingDisplay.isEmpty
    case .render: false
    case .traits, .properties, .updateConstraints, .semantics:
      registeredPhases[phase].map { runner in MainThread.run("a commit") { runner.hasWork() } }
        ?? false
    }
  }

  private func run(_ phase: CommitPhase) {
    switch phase {
    case .layout: LayoutPhase.run(self)
    case .display: DisplayPhase.run(self)
    case .render: break
    case .traits, .properties, .updateConstraints, .semantics:
      if let runner = registeredPhases[phase] { MainThread.run("a commit", runner.run) }
    }
  }

  /// Ends the phases of a commit that kept sending itself back: every phase still dirty drops its
  /// work until the next change, and one diagnostic names what kept asking.
  private func giveUp(upTo last: CommitPhase) {
    var stuck: [String] = []
    for candidate in CommitPhase.allCases where candidate <= last && hasWork(candidate) {
      let names: [String]
      switch candidate {
      case .layout: names = LayoutPhase.abandon(self)
      case .display: names = DisplayPhase.abandon(self)
      case .render: names = []
      case .traits, .properties, .updateConstraints, .semantics:
        names = registeredPhases[candidate].map { MainThread.run("a commit", $0.abandon) } ?? []
      }
      let listed = Set(names).sorted().joined(separator: ", ")
      stuck.append("\(candidate) (\(listed.isEmpty ? "nothing named" : listed))")
    }
    let summary = stuck.joined(separator: "; ")
    Diagnostics.once(
      "commit-loop-\(summary)",
      "the commit's phases kept invalidating each other: after \(CommitPhase.maximumReruns) "
        + "returns to an earlier phase, still waiting were \(summary). A trait handler, "
        + "updateProperties(), updateConstraints(), layoutSubviews() or draw(_:) keeps asking for "
        + "an earlier phase. Gave up until the next change.")
  }

  /// Ends a commit stopped after a phase; the next commit runs what is still queued.
  private func stopEarly() {
    phase = nil
    let waits = CommitPhase.allCases.contains { hasWork($0) }
    if waits || !changedLayers.isEmpty { CATransaction.ensureTransaction() }
  }
}
