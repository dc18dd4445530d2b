import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// The commit's first phases, before layout: traits top-down over the subtrees whose inputs
/// changed, then `updateProperties()`.
@MainActor
final class TraitPhase {
  static let shared = TraitPhase()

  /// Rounds before a handler that keeps changing traits is given up on.
  static let maximumRounds = 16

  @exclusivity(unchecked) private var viewsNeedingTraitUpdate: [UIView] = []
  @exclusivity(unchecked) private var viewsNeedingProperties: [UIView] = []
  private var isInstalled = false
  private var isRunning = false

  private func install() {
    guard !isInstalled else { return }
    isInstalled = true
    CommitPhases.addBeforeLayout { TraitPhase.shared.run() }
  }

  /// Queues `view` once until the next run takes it.
  func setNeedsTraitUpdate(_ view: UIView) {
    install()
    guard !view.isQueuedForTraitUpdate else { return }
    view.isQueuedForTraitUpdate = true
    viewsNeedingTraitUpdate.append(view)
    CommitPhases.requestCommit()
  }

  /// Queues `view` once until the next run takes it.
  func setNeedsUpdateProperties(_ view: UIView) {
    install()
    guard !view.isQueuedForProperties else { return }
    view.isQueuedForProperties = true
    viewsNeedingProperties.append(view)
    CommitPhases.requestCommit()
  }

  /// Runs both phases until nothing is pending (bounded).
  func run() {
    guard !isRunning else { return }
    isRunning = true
    defer { isRunning = false }
    var rounds = 0
    while !viewsNeedingTraitUpdate.isEmpty || !viewsNeedingProperties.isEmpty {
      rounds += 1
      if rounds > Self.maximumRounds {
        report()
        return
      }
      let traitBatch = viewsNeedingTraitUpdate
      viewsNeedingTraitUpdate = []
      for view in traitBatch { view.isQueuedForTraitUpdate = false }
      UITraitCollection.restoringCurrent {
        for view in UIView.sortedByDepth(traitBatch) where view.needsTraitUpdate {
          view.updateTraits(inherited: nil)
        }
      }
      let propertiesBatch = viewsNeedingProperties
      viewsNeedingProperties = []
      runProperties(of: propertiesBatch)
    }
  }

  /// Whether some view waits for `updateProperties()`.
  var hasPendingProperties: Bool { !viewsNeedingProperties.isEmpty }

  /// Dequeues `batch` and runs the pending `updateProperties()` in it, shallowest first.
  private func runProperties(of batch: [UIView]) {
    for view in batch { view.isQueuedForProperties = false }
    for view in UIView.sortedByDepth(batch)
    where view.needsUpdatePropertiesFlag || view.isViewControllerRoot {
      view.runUpdateProperties()
    }
  }

  private func report() {
    for view in viewsNeedingTraitUpdate {
      view.needsTraitUpdate = false
      view.isQueuedForTraitUpdate = false
    }
    for view in viewsNeedingProperties {
      view.needsUpdatePropertiesFlag = false
      view.isQueuedForProperties = false
    }
    let names = Set((viewsNeedingTraitUpdate + viewsNeedingProperties).map { "\(type(of: $0))" })
    viewsNeedingTraitUpdate = []
    viewsNeedingProperties = []
    Diagnostics.log(
      "traits or properties kept changing after \(Self.maximumRounds) rounds (trait handlers or "
        + "updateProperties() re-invalidating \(names.sorted().joined(separator: ", "))). Gave up.",
      module: "OpenUIKit")
  }
}
