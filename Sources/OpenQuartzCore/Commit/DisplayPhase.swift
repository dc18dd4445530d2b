import Foundation

/// The display phase: `display()` once for every layer that asked.
@MainActor
enum DisplayPhase {
  /// Rounds of layout + display before a commit stops re-running them.
  static let maximumRounds = 10

  static func run(_ pipeline: CommitPipeline) {
    var rounds = 0
    while !pipeline.layersNeedingDisplay.isEmpty {
      rounds += 1
      let batch = pipeline.layersNeedingDisplay
      pipeline.layersNeedingDisplay = []
      if rounds > maximumRounds {
        for layer in batch { layer.needsDisplayFlag = false }
        FileHandle.standardError.write(
          Data(
            "OpenQuartzCore: display kept invalidating after \(maximumRounds) rounds. Gave up.\n"
              .utf8))
        return
      }
      for layer in CALayer.sortedByDepth(batch) {
        layer.displayIfNeeded()
      }
    }
  }
}
