import Foundation

extension CALayer {
  /// Marks the layer for `layoutSublayers()` at the next commit.
  public func setNeedsLayout() {
    CommitPipeline.shared.assertMayInvalidate(self, "setNeedsLayout")
    if !needsLayoutFlag {
      needsLayoutFlag = true
      CommitPipeline.shared.enqueueLayout(self)
    }
    markAncestorsNeedLayout()
  }

  /// The automatic invalidation of Core Animation (bounds, transform and
  /// sublayer changes), skipped while the layer is in its own layout.
  func setNeedsLayoutAutomatically() {
    guard !isLayingOut else { return }
    setNeedsLayout()
  }

  func markAncestorsNeedLayout() {
    var layer: CALayer? = self
    while let current = layer, !current.subtreeNeedsLayout || current === self {
      current.subtreeNeedsLayout = true
      layer = current.storedSuperlayer
    }
  }

  /// Whether `layoutSublayers()` will be called at the next commit.
  public func needsLayout() -> Bool { needsLayoutFlag }

  /// Lays out now: climbs while the superlayer needs layout, then lays out
  /// the subtree of the topmost such layer, parents before children.
  public func layoutIfNeeded() {
    var root = self
    while let parent = root.storedSuperlayer, parent.needsLayoutFlag { root = parent }
    LayoutPhase.layOutSubtree(of: root)
  }
}
