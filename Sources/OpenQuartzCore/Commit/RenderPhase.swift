import Foundation

/// The render phase: each renderer recomposites what changed in its tree.
enum RenderPhase {
  static func run(_ pipeline: CommitPipeline) {
    let changed = pipeline.changedLayers
    pipeline.changedLayers = []
    for layer in changed { layer.isQueuedForRender = false }
    for renderer in pipeline.renderers.elements { renderer.commitChanges(changed) }
    for layer in changed {
      layer.changesSinceRender = []
      layer.originAtLastRender = nil
    }
  }
}
