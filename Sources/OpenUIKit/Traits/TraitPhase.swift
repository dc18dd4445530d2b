import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// The commit's first two phases (`CommitPhase.traits` and `.properties`): traits top-down over
/// the subtrees whose inputs changed, then `updateProperties()`.
///
/// Each runs the batch queued when it starts; what a trait handler or `updateProperties()` queues
/// again makes the commit run the phase again (the pipeline bounds that, and names the views).
@MainActor
final class TraitPhase {
  static let shared = TraitPhase()

  /// Rounds of ``run()`` (outside a commit, for `layoutIfNeeded()`) before a handler that keeps
  /// changing traits is given up on.
  static let maximumRounds = CommitPhase.maximumReruns

  @exclusivity(unchecked) private var viewsNeedingTraitUpdate = PendingViews()
  @exclusivity(unchecked) private var viewsNeedingProperties = PendingViews()
  private var isInstalled = false
  private var isRunning = false

  private func install() {
    guard !isInstalled else { return }
    isInstalled = true
    CommitPhases.register(
      .traits, hasWork: { TraitPhase.shared.hasPendingTraits },
      run: { TraitPhase.shared.runTraits() }, abandon: { TraitPhase.shared.abandonTraits() })
    CommitPhases.register(
      .properties, hasWork: { TraitPhase.shared.hasPendingProperties },
      run: { TraitPhase.shared.runProperties() },
      abandon: { TraitPhase.shared.abandonProperties() })
  }

  /// Queues `view` once until the next run takes it.
  func setNeedsTraitUpdate(_ view: UIView) {
    install()
    guard !view.isQueuedForTraitUpdate else { return }
    view.isQueuedForTraitUpdate = true
    viewsNeedingTraitUpdate.append(view)
    CommitPhases.requestCommit()
  }

  /// Whether some view waits for its traits.
  private var hasPendingTraits: Bool { !viewsNeedingTraitUpdate.isEmpty }

  /// Queues `view` once until the next run takes it.
  func setNeedsUpdateProperties(_ view: UIView) {
    install()
    guard !view.isQueuedForProperties else { return }
    view.isQueuedForProperties = true
    viewsNeedingProperties.append(view)
    CommitPhases.requestCommit()
  }

  /// Runs both phases until nothing is pending (bounded): `layoutIfNeeded()` outside a commit.
  func run() {
    guard !isRunning else { return }
    var rounds = 0
    while hasPendingTraits || !viewsNeedingProperties.isEmpty {
      rounds += 1
      if rounds > Self.maximumRounds {
        report()
        return
      }
      runTraits()
      runProperties()
    }
  }

  /// Whether some view waits for `updateProperties()`.
  var hasPendingProperties: Bool { !viewsNeedingProperties.isEmpty }

  /// The trait phase: the queued views' traits, shallowest first.
  private func runTraits() {
    guard !isRunning else { return }
    isRunning = true
    defer { isRunning = false }
    let traitBatch = viewsNeedingTraitUpdate.take()
    for view in traitBatch { view.isQueuedForTraitUpdate = false }
    UITraitCollection.restoringCurrent {
      for view in UIView.sortedByDepth(traitBatch) where view.needsTraitUpdate {
        view.updateTraits(inherited: nil)
      }
    }
  }

  /// The properties phase: the queued views' `updateProperties()`, shallowest first.
  private func runProperties() {
    guard !isRunning else { return }
    isRunning = true
    defer { isRunning = false }
    let batch = viewsNeedingProperties.take()
    for view in batch { view.isQueuedForProperties = false }
    for view in UIView.sortedByDepth(batch)
    where view.needsUpdatePropertiesFlag || view.isViewControllerRoot {
      view.runUpdateProperties()
    }
  }

  private func abandonTraits() -> [String] {
    let views = viewsNeedingTraitUpdate.take()
    for view in views {
      view.needsTraitUpdate = false
      view.isQueuedForTraitUpdate = false
    }
    return views.map { "\(type(of: $0))" }
  }

  private func abandonProperties() -> [String] {
    let views = viewsNeedingProperties.take()
    for view in views {
      view.needsUpdatePropertiesFlag = false
      view.isQueuedForProperties = false
    }
    return views.map { "\(type(of: $0))" }
  }

  private func report() {
    let names = Set(abandonTraits() + abandonProperties())
    Diagnostics.log(
      "traits or properties kept changing after \(Self.maximumRounds) rounds (trait handlers or "
        + "updateProperties() re-invalidating \(names.sorted().joined(separator: ", "))). Gave up.",
      module: "OpenUIKit")
  }
}

/// Views queued for a phase of the commit: held until it runs, as Core Animation's transaction
/// holds its layers, except windows, held weakly.
///
/// A window owns its framebuffer: one dropped before the commit gives it back at once (1,000
/// windows shown and dropped in one turn kept 3 GB until the commit).
@MainActor
struct PendingViews {
  private var views: [UIView] = []
  private var windows = WeakObjects<UIWindow>()
  private var hasWindows = false

  /// Whether none waits (a window that went counts until the next ``take()``).
  var isEmpty: Bool { views.isEmpty && !hasWindows }

  mutating func append(_ view: UIView) {
    if let window = view as? UIWindow {
      windows.append(window)
      hasWindows = true
    } else {
      views.append(view)
    }
  }

  /// The views waiting (the windows still alive first), and the queue emptied.
  mutating func take() -> [UIView] {
    guard hasWindows else {
      defer { views = [] }
      return views
    }
    let taken = windows.elements + views
    views = []
    windows = WeakObjects()
    hasWindows = false
    return taken
  }
}
