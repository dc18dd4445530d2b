import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The display phase: `display()` once for every layer that asked.
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
        let names = Set(batch.map(\.debugName)).sorted().joined(separator: ", ")
        Diagnostics.once(
          "display-loop-\(names)",
          "display kept invalidating after \(maximumRounds) rounds (\(names)): display() or "
            + "draw(in:) asks for display again. Gave up until the next change.")
        return
      }
      for layer in CALayer.sortedByDepth(batch) {
        layer.displayIfNeeded()
      }
    }
  }
}
