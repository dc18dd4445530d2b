import Foundation

extension CALayer {
  /// Marks the layer and the path to its root for layout.
  func markNeedsLayout() {
    // A presentation copy is a picture of the layer at one instant: it is never laid out.
    guard !isPresentationCopy else { return }
    CommitPipeline.shared.assertMayInvalidate(self, "setNeedsLayout")
    needsLayoutFlag = true
    markAncestorsNeedLayout()
  }

  /// The automatic invalidation of Core Animation (bounds, transform and
  /// sublayer changes), skipped while the layer is in its own layout.
  func setNeedsLayoutAutomatically() {
    guard !isLayingOut else { return }
    setNeedsLayout()
  }

  /// Marks the path to the root, and queues the root for the layout phase when the mark reaches it.
  ///
  /// A walk that meets a marked ancestor stops: that ancestor's root is queued already. So a
  /// resize of thousands of views queues one root, not thousands of layers.
  func markAncestorsNeedLayout() {
    subtreeNeedsLayout = true
    unowned(unsafe) var current: CALayer = self
    while let parent = current.storedSuperlayer {
      if parent.subtreeNeedsLayout { return }
      parent.subtreeNeedsLayout = true
      current = parent
    }
    CommitPipeline.shared.enqueueLayout(current)
  }

  /// Lays out the subtree of the topmost ancestor that needs layout, parents before children.
  func layOutFromTopmostPendingAncestor() {
    var root = self
    while let parent = root.storedSuperlayer, parent.needsLayoutFlag { root = parent }
    LayoutPhase.layOutSubtree(of: root)
  }
}
