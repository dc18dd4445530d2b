import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The display phase: `display()` once for every layer that asked.
///
/// One batch per run: a `display()` that asks for display again (or for layout) sends the commit
/// back, which ``CommitPipeline`` bounds.
enum DisplayPhase {
  static func run(_ pipeline: CommitPipeline) {
    let batch = pipeline.layersNeedingDisplay
    pipeline.layersNeedingDisplay = []
    for layer in CALayer.sortedByDepth(batch) {
      layer.displayIfNeeded()
    }
  }

  /// Drops the pending displays of a commit that gave up; the names of the layers.
  static func abandon(_ pipeline: CommitPipeline) -> [String] {
    let batch = pipeline.layersNeedingDisplay
    pipeline.layersNeedingDisplay = []
    for layer in batch { layer.needsDisplayFlag = false }
    return batch.map(\.debugName)
  }
}
