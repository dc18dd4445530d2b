import Foundation

/// The render phase: each renderer syncs its render tree with the layers changed since the last
/// frame, then recomposites what changed; the layers' dirty bits are cleared after.
enum RenderPhase {
  static func run(_ pipeline: CommitPipeline) {
    // One moment for every presentation value of this frame (the sync and its check).
    pipeline.frameTime = pipeline.pinnedFrameTime ?? CACurrentMediaTime()
    pipeline.pinnedFrameTime = nil
    let changed = pipeline.changedLayers
    pipeline.changedLayers = []
    for layer in changed { layer.isQueuedForRender = false }
    for renderer in pipeline.renderers.elements { renderer.commitChanges(changed) }
    for layer in changed { layer.changesSinceRender = [] }
  }
}
