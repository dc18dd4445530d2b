import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// A change below a replicator damages its places through the instances, not the replicator's
/// whole extent (`ReplicatedDamage`), unless something below spreads damage itself.
@MainActor @Suite struct ReplicatedDamageTests {
  /// A 200x160 gray root holding a reflection as the cards scene builds it: a 100x60 block at
  /// (50, 20) with a 60x10 label at (10, 40), and instance 1 flipped and squashed to a quarter
  /// below it (block point (u, v) lands on (u, 80 + (60 - v) / 4) in the replicator).
  func reflection() throws -> (CAReplicatorLayer, CALayer, CALayer, CARenderer) {
    let root = layer(CGRect(x: 0, y: 0, width: 200, height: 160), rgb(0.9, 0.9, 0.9))
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 50, y: 20, width: 100, height: 100)
    replicator.instanceCount = 2
    // About the center (50, 50): y' = 50 - (y - 50) / 4 + m42 = 62.5 - y / 4 + m42; 95 puts
    // v = 60 on 80.
    var flip = CATransform3DMakeScale(1, -0.25, 1)
    flip.m42 = 32.5
    replicator.instanceTransform = flip
    root.addSublayer(replicator)
    let block = layer(CGRect(x: 0, y: 0, width: 100, height: 60), rgb(0, 0.48, 1), in: replicator)
    let label = layer(CGRect(x: 10, y: 40, width: 60, height: 10), rgb(1, 1, 1), in: block)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    return (replicator, block, label, renderer)
  }

  @Test func aLabelBelowAReflectionDamagesItsPlacesNotTheBlock() throws {
    let (_, _, label, renderer) = try reflection()
    CATransaction.setDisableActions(true)
    label.backgroundColor = rgb(1, 0.8, 0)
    CATransaction.flush()
    // The label at (60, 60, 60, 10), and reflected: v = 40...50 lands on y = 82.5...85 in the
    // replicator, 102.5...105 in the root. Its old places are logged as their union; the block
    // (50, 20, 100, 60) and its reflection are not damaged.
    #expect(renderer.lastDamage == [CGRect(x: 60, y: 60, width: 60, height: 45)])
    try expectMatchesFullRender(renderer, "the recolored label and its reflection")
  }

  @Test func aMovedLabelClearsItsOldPlacesInEveryInstance() throws {
    let (_, _, label, renderer) = try reflection()
    CATransaction.setDisableActions(true)
    label.frame.origin.x = 30
    CATransaction.flush()
    let damaged = renderer.lastDamage.reduce(CGRect.null) { $0.union($1) }
    #expect(damaged.height < 50, "the label's rows and the reflection's, not the block: \(damaged)")
    try expectMatchesFullRender(renderer, "the moved label, old places cleared")
    CATransaction.setDisableActions(true)
    label.frame.origin.y = 5
    CATransaction.flush()
    try expectMatchesFullRender(renderer, "moved again, to the block's top")
  }

  @Test func aShadowBelowTheReplicatorStillDamagesItsWholeExtent() throws {
    let (_, block, label, renderer) = try reflection()
    CATransaction.setDisableActions(true)
    // The block's shadow follows its alpha: the label's change shows in the shadow too.
    block.shadowOpacity = 0.5
    block.shadowRadius = 2
    CATransaction.flush()
    CATransaction.setDisableActions(true)
    label.backgroundColor = rgb(1, 0.8, 0)
    CATransaction.flush()
    let damaged = renderer.lastDamage.reduce(CGRect.null) { $0.union($1) }
    #expect(damaged.minY <= 20 && damaged.maxY >= 105, "the whole replicator: \(damaged)")
    try expectMatchesFullRender(renderer, "the label in a shadowed block")
  }
}
