import Foundation
import OpenCoreGraphics

/// Where a change below a replicator shows: the changed subtree's places through the instances,
/// not the replicator's whole extent.
///
/// A replicator draws its sublayers once per instance, so a change below it shows in every
/// instance; damaging the replicator's whole extent covers them all, and repaints everything the
/// replicator overlaps (a live reflection whose label counts frames repainted the twelve cards
/// beneath its whole block each frame, where the label and its reflected strip changed). Below a
/// replicator with nothing else that spreads damage, between it and the node or anywhere in its
/// subtree (``isPlainReplica(_:of:)``):
///
/// - the **old places** are what the painter logged: a layer painted once per instance logs the
///   union of its instances' extents (``DamageTracker/record(_:_:accumulating:)``), kept until the
///   layer changes;
/// - the **new places** are the layer's extent mapped through each instance
///   (``replicatedPlaces(of:target:rootToDevice:)``).
extension DamageTracker {
  /// Layers below a replicator walked at most to rule out what spreads damage: beyond, the
  /// replicator's whole extent is damaged, as before.
  static let maximumReplicaWalk = 64

  /// Instances mapped at most: beyond, the replicator's whole extent is damaged.
  static let maximumReplicatedPlaces = 64

  /// Whether a change of `node` damages its places through `target`'s instances rather than
  /// `target`'s whole extent: `target` is a replicator whose only boundary is that, the node is
  /// its sublayer or a plain descendant, and nothing below `target` spreads damage itself (a
  /// nested replicator, an alpha shadow, a rasterized subtree, a transition).
  static func isPlainReplica(_ node: RenderNode, of target: RenderNode) -> Bool {
    guard target !== node, target.damageSpreadingBoundary == .replicates, node.maskOwner == nil
    else { return false }
    var walked = 0
    var pending = target.children
    while let each = pending.popLast() {
      walked += 1
      guard walked <= maximumReplicaWalk, each.damageSpreadingBoundary.isEmpty,
        each.transition == nil
      else { return false }
      pending += each.children
    }
    return true
  }

  /// The rectangles `node`'s subtree covers through `target`'s instances, in device pixels, cut
  /// to what `target`'s ancestors show; `nil` past ``maximumReplicatedPlaces``.
  static func replicatedPlaces(
    of node: RenderNode, target: RenderNode, rootToDevice: CGAffineTransform
  ) -> [CGRect]? {
    guard case .replicator(let replicator) = target.content else { return nil }
    let own = node.localSubtreeExtent
    guard own.isFiniteRect, !own.isNull else { return own.isNull ? [] : nil }
    // Into the target's sublayer space: up the (plain) ancestors to the target's child.
    var place = own
    var current = node
    while let parent = current.parent, parent !== target {
      place = place.applying(current.toParent)
      current = parent
    }
    guard current.parent === target else { return nil }
    place = place.applying(current.toParent)
    let transforms = replicator.transforms(in: target.bounds, limit: maximumReplicatedPlaces + 1)
    guard transforms.count <= maximumReplicatedPlaces else { return nil }
    let toDevice = target.toRootSpace.concatenating(rootToDevice)
    return transforms.compactMap {
      let device = target.clippedByAncestors(
        place.applying($0.concatenating(toDevice)).boundedDeviceExtent, rootToDevice: rootToDevice)
      return device.isNull || device.isEmpty ? nil : device
    }
  }
}
