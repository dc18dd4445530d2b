import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The layout phase: `layoutSublayers()` for every layer that asked,
/// parents before children, until no layer asks again.
///
/// The queue holds the roots of trees with marked paths (`markAncestorsNeedLayout`), not every
/// layer that asked: the phase walks down the marked paths only.
enum LayoutPhase {
  /// Passes before a layout that keeps invalidating itself is given up on.
  static let maximumPasses = 100

  static func run(_ pipeline: CommitPipeline) {
    while !pipeline.layersNeedingLayout.isEmpty {
      let roots = pipeline.layersNeedingLayout
      pipeline.layersNeedingLayout = []
      for root in roots where root.subtreeNeedsLayout {
        layOutSubtree(of: root.topmostAncestorNeedingLayout)
      }
    }
  }

  /// Lays out `root`'s subtree, repeating while it re-invalidates itself, at
  /// most ``maximumPasses`` times.
  static func layOutSubtree(of root: CALayer) {
    var passes = 0
    while root.subtreeNeedsLayout {
      passes += 1
      if passes > maximumPasses {
        reportLoop(root)
        return
      }
      visit(root)
    }
  }

  private static func visit(_ layer: CALayer) {
    guard layer.subtreeNeedsLayout else { return }
    layer.subtreeNeedsLayout = false
    if layer.needsLayoutFlag {
      layer.needsLayoutFlag = false
      layer.isLayingOut = true
      layer.layoutSublayers()
      layer.isLayingOut = false
    }
    for sublayer in layer.storedSublayers { visit(sublayer) }
  }

  /// Clears the flags of a subtree whose layout never settles, and says so.
  private static func reportLoop(_ root: CALayer) {
    let stuck = clearPendingLayout(root)
    Diagnostics.once(
      "layout-loop-\(stuck.joined(separator: ","))",
      "layout did not settle after \(maximumPasses) passes; layoutSublayers() keeps invalidating "
        + "\(stuck.joined(separator: ", ")). Gave up until the next change.")
  }

  /// Drops the pending layout of a commit that gave up (its phases kept sending it back), so the
  /// next commit does not spin again until something changes; the names of the layers that
  /// wanted layout.
  static func abandon(_ pipeline: CommitPipeline) -> [String] {
    let roots = pipeline.layersNeedingLayout
    pipeline.layersNeedingLayout = []
    return roots.flatMap { clearPendingLayout($0.topmostAncestorNeedingLayout) }
  }

  /// Clears the layout flags of `root`'s subtree; the names of the layers that wanted layout.
  private static func clearPendingLayout(_ root: CALayer) -> [String] {
    var stuck: [String] = []
    func clear(_ layer: CALayer) {
      if layer.needsLayoutFlag { stuck.append(layer.debugName) }
      layer.needsLayoutFlag = false
      layer.subtreeNeedsLayout = false
      layer.storedSublayers.forEach(clear)
    }
    clear(root)
    return stuck
  }
}

extension CALayer {
  /// The highest ancestor whose subtree needs layout (for a root that was
  /// enqueued while an ancestor also needed layout).
  var topmostAncestorNeedingLayout: CALayer {
    var top = self
    var layer = storedSuperlayer
    while let current = layer {
      if current.subtreeNeedsLayout { top = current }
      layer = current.storedSuperlayer
    }
    return top
  }
}
