import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// Damage across several frames: what a layer covered at its last frame must include what its
/// sublayers have covered since, or a later change of the layer leaves their pixels behind.
@MainActor @Suite struct DamageHistoryTests {
  /// The incremental frame equals a full redraw of the same tree.
  func expectMatchesFullRender(_ renderer: CARenderer, _ comment: Comment) throws {
    let incremental = try rgbaPixels(of: try #require(renderer.makeImage()))
    renderer.setNeedsFullRender()
    CATransaction.flush()
    #expect(try incremental == rgbaPixels(of: try #require(renderer.makeImage())), comment)
  }

  @Test func aSublayerMovedOutOfItsParentIsClearedWhenTheParentMovesLater() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 240, height: 260))
    let group = layer(CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
    let child = layer(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(1, 0, 0), in: group)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    child.position = CGPoint(x: 170, y: 60)  // outside the group's bounds, not clipped
    CATransaction.flush()
    // Down, clear of everything the group covered before: only the old extent covers the child.
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
    group.position = CGPoint(x: group.position.x, y: group.position.y + 140)
    CATransaction.flush()
    try expectMatchesFullRender(renderer, "the added child's pixels before the group moved")
  }
}
