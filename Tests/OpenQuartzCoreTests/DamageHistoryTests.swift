import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// Damage across several frames: what a layer covered at its last frame must include what its
/// sublayers have covered since, or a later change of the layer leaves their pixels behind.
@MainActor @Suite struct DamageHistoryTests {
  @Test func aSublayerMovedOutOfItsParentIsClearedWhenTheParentMovesLater() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 240, height: 260))
    let group = layer(CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
    let child = layer(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(1, 0, 0), in: group)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    CATransaction.setDisableActions(true)
    child.position = CGPoint(x: 170, y: 60)  // outside the group's bounds, not clipped
    CATransaction.flush()
    // Down, clear of everything the group covered before: only the old extent covers the child.
    CATransaction.setDisableActions(true)
    group.position = CGPoint(x: group.position.x, y: group.position.y + 140)
    CATransaction.flush()
    try expectMatchesFullRender(renderer, "the child's pixels at its place before the group moved")
  }

  @Test func aSublayerAddedToAParentIsClearedWhenTheParentMovesLater() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 240, height: 260))
    let group = layer(CGRect(x: 0, y: 0, width: 100, height: 100), rgb(0.9, 0.9, 0.9), in: root)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    _ = layer(CGRect(x: 150, y: 40, width: 20, height: 20), rgb(0, 0, 1), in: group)
    CATransaction.flush()
    CATransaction.setDisableActions(true)
    group.position = CGPoint(x: group.position.x, y: group.position.y + 140)
    CATransaction.flush()
    try expectMatchesFullRender(renderer, "the added child's pixels before the group moved")
  }

  /// A gray 400x260 root, rendered once.
  func grayRoot() throws -> (CALayer, CARenderer) {
    let root = layer(CGRect(x: 0, y: 0, width: 400, height: 260), rgb(0.9, 0.9, 0.9))
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    return (root, renderer)
  }

  @Test func addingASublayerDamagesOnlyWhereItIsNotItsParent() throws {
    let (root, renderer) = try grayRoot()
    let child = layer(CGRect(x: 30, y: 40, width: 20, height: 10), rgb(0, 0, 1), in: root)
    CATransaction.flush()
    #expect(renderer.lastDamage == [CGRect(x: 30, y: 40, width: 20, height: 10)])
    child.removeFromSuperlayer()
    CATransaction.flush()
    #expect(renderer.lastDamage == [CGRect(x: 30, y: 40, width: 20, height: 10)])
    try expectMatchesFullRender(renderer, "after the add and the removal")
  }

  @Test func reorderingSublayersDamagesTheMovedOne() throws {
    let (root, renderer) = try grayRoot()
    let below = layer(CGRect(x: 10, y: 10, width: 40, height: 40), rgb(1, 0, 0), in: root)
    _ = layer(CGRect(x: 30, y: 30, width: 40, height: 40), rgb(0, 0, 1), in: root)
    CATransaction.flush()
    root.addSublayer(below)  // to the front
    CATransaction.flush()
    #expect(renderer.lastDamage == [CGRect(x: 10, y: 10, width: 40, height: 40)])
    try expectMatchesFullRender(renderer, "the red square on top")
  }

  @Test func removingASublayerOfAReplicatorClearsEveryInstance() throws {
    let (root, renderer) = try grayRoot()
    let replicator = threeInstanceReplicator(in: root)
    let source = layer(CGRect(x: 5, y: 5, width: 40, height: 40), rgb(0, 0, 1), in: replicator)
    CATransaction.flush()
    source.removeFromSuperlayer()
    CATransaction.flush()
    try expectMatchesFullRender(renderer, "no instance left after the removal")
    _ = layer(CGRect(x: 5, y: 5, width: 40, height: 40), rgb(0, 1, 0), in: replicator)
    CATransaction.flush()
    try expectMatchesFullRender(renderer, "every instance of the added layer")
  }

  @Test func addingToAParentWhoseShadowFollowsItsAlphaRedrawsTheShadow() throws {
    let (root, renderer) = try grayRoot()
    let parent = layer(CGRect(x: 40, y: 40, width: 60, height: 60)) {
      $0.shadowOpacity = 0.8
      $0.shadowRadius = 4
      $0.shadowOffset = CGSize(width: 0, height: 6)
    }
    root.addSublayer(parent)
    _ = layer(CGRect(x: 0, y: 0, width: 20, height: 20), rgb(1, 1, 1), in: parent)
    CATransaction.flush()
    let second = layer(CGRect(x: 40, y: 40, width: 20, height: 20), rgb(1, 1, 1), in: parent)
    CATransaction.flush()
    try expectMatchesFullRender(renderer, "the shadow of the added square")
    second.removeFromSuperlayer()
    CATransaction.flush()
    try expectMatchesFullRender(renderer, "no shadow of the removed square")
  }

  @Test(arguments: [false, true])
  func aLayerMovedIntoAShadowedParentClearsItsOldPlace(parentIsHidden: Bool) throws {
    // The change damages the parent whose shadow follows its alpha; the moved layer's own old
    // place must be damaged too, or its old image stays on screen.
    let (root, renderer) = try grayRoot()
    let parent = layer(CGRect(x: 120, y: 120, width: 60, height: 60)) {
      $0.shadowOpacity = 0.8
      $0.shadowRadius = 3
      $0.isHidden = parentIsHidden
    }
    root.addSublayer(parent)
    _ = layer(CGRect(x: 0, y: 0, width: 10, height: 10), rgb(0, 0, 1), in: parent)
    let moving = layer(CGRect(x: 10, y: 10, width: 30, height: 30), rgb(1, 1, 1), in: root)
    CATransaction.flush()
    parent.addSublayer(moving)
    CATransaction.flush()
    try expectMatchesFullRender(renderer, "the moved layer's old place is cleared")
  }
}
