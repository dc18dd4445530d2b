import Foundation

/// Where a layer's subtree stops compositing pixel by pixel into its superlayer: Core Animation's
/// "offscreen" cases, in one place for the painter and the damage tracker.
///
/// - The painter paints an ``isOffscreen`` layer's subtree into a group first (sized to the
///   layer's extent), then composites the group once: with the group opacity, through the mask.
/// - The damage tracker sends a change anywhere below a layer that ``spreadsDamage`` to that
///   layer's whole extent: the change shows beyond its own place, in every replicated instance or
///   in the shadow that follows the subtree's alpha. A change of a mask's subtree damages the
///   masked layer's whole extent too (the path from a mask to its owner is not a superlayer link).
struct CompositingBoundary: OptionSet {
  let rawValue: UInt8

  /// The opacity applies to the subtree as one group: `allowsGroupOpacity`, a composited opacity
  /// below 1, and sublayers whose overlaps must not show through each other.
  static let groupOpacity = CompositingBoundary(rawValue: 1 << 0)
  /// The mask layer's alpha multiplies the subtree.
  static let mask = CompositingBoundary(rawValue: 1 << 1)
  /// The sublayers are drawn more than once (a replicator with more than one instance).
  static let replicates = CompositingBoundary(rawValue: 1 << 2)
  /// The shadow is shaped by the subtree's composited alpha (no `shadowPath`).
  static let alphaShadow = CompositingBoundary(rawValue: 1 << 3)
  /// The subtree is composited from a cached raster (`shouldRasterize`): the places its sublayers
  /// were painted at are not recorded one by one.
  static let rasterized = CompositingBoundary(rawValue: 1 << 4)
  /// A transition runs: the subtree is painted at an offset, or cross-faded, beside a picture.
  static let transition = CompositingBoundary(rawValue: 1 << 5)

  /// Whether the subtree is painted into a group first.
  var isOffscreen: Bool { !isDisjoint(with: [.groupOpacity, .mask]) }

  /// Whether a change anywhere below shows beyond its own place.
  var spreadsDamage: Bool {
    !isDisjoint(with: [.replicates, .alphaShadow, .rasterized, .transition])
  }
}

extension RenderNode {
  /// How the layer composites its subtree (see ``CompositingBoundary``): both halves below.
  func compositingBoundary(inheritedOpacity: CGFloat = 1) -> CompositingBoundary {
    offscreenBoundary(inheritedOpacity: inheritedOpacity).union(damageSpreadingBoundary)
  }

  /// The half the painter asks for every painted layer: a mask, or a group opacity.
  ///
  /// - Parameter inheritedOpacity: The product of the opacities of ancestors that did not group
  ///   theirs: a layer at opacity 1 under such an ancestor still groups its sublayers.
  func offscreenBoundary(inheritedOpacity: CGFloat) -> CompositingBoundary {
    var boundary: CompositingBoundary = []
    if mask != nil { boundary.insert(.mask) }
    if CGFloat(opacity) * inheritedOpacity < 1, allowsGroupOpacity, !children.isEmpty {
      boundary.insert(.groupOpacity)
    }
    return boundary
  }

  /// The half the damage tracker asks for every ancestor of a changed layer: replicated
  /// sublayers, or a shadow shaped by the subtree's alpha.
  var damageSpreadingBoundary: CompositingBoundary {
    var boundary: CompositingBoundary = []
    if replicatesChildren { boundary.insert(.replicates) }
    if shadowOpacity > 0, shadowPath == nil { boundary.insert(.alphaShadow) }
    if shouldRasterize { boundary.insert(.rasterized) }
    if transition != nil { boundary.insert(.transition) }
    return boundary
  }

  /// Whether the node draws its children more than once (a replicator with more than one
  /// instance).
  var replicatesChildren: Bool {
    if case .replicator(let replicator) = content { return replicator.count > 1 }
    return false
  }
}
