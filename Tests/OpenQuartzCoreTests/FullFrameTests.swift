import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// When a commit changes most of a renderer's tree, the frame is painted in full with no damage
/// worked out (`CARenderer.changesMostOfTree`); fewer changes keep their partial frames.
@MainActor @Suite struct FullFrameTests {
  /// A 400x300 root holding `count` 8x6 bordered tiles, 40 to a row, and the tiles.
  func grid(count: Int) -> (CALayer, [CALayer]) {
    let root = layer(CGRect(x: 0, y: 0, width: 400, height: 300), rgb(1, 1, 1))
    var tiles: [CALayer] = []
    for index in 0..<count {
      let tile = layer(
        CGRect(x: CGFloat(index % 40) * 10, y: CGFloat(index / 40) * 8, width: 8, height: 6),
        rgb(0.9, 0.9, 0.9), in: root
      ) {
        $0.borderWidth = 1
        $0.borderColor = rgb(0.78, 0.78, 0.8)
      }
      tiles.append(tile)
    }
    return (root, tiles)
  }

  func recolor(_ tiles: ArraySlice<CALayer>, dark: Bool) {
    CATransaction.setDisableActions(true)
    let fill = dark ? rgb(0.11, 0.11, 0.12) : rgb(0.9, 0.9, 0.9)
    let border = dark ? rgb(0.22, 0.22, 0.23) : rgb(0.78, 0.78, 0.8)
    for tile in tiles {
      tile.backgroundColor = fill
      tile.borderColor = border
    }
    CATransaction.flush()
  }

  @Test func changingMostLayersPaintsAFullFrame() throws {
    let (root, tiles) = grid(count: 1000)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    recolor(tiles[...], dark: true)
    // The tiles end at y = 198: a partial frame would damage their bounding box, not all 300 rows.
    #expect(renderer.lastDamage == [CGRect(x: 0, y: 0, width: 400, height: 300)])
    try expectMatchesFullRender(renderer, "a full frame after most layers changed")
  }

  @Test func changingFewerThanHalfKeepsAPartialFrame() throws {
    let (root, tiles) = grid(count: 1000)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    // 400 of 1,001 layers: above the minimum, below half.
    recolor(tiles[0..<400], dark: true)
    #expect(renderer.lastDamage.count == 1)
    let damage = try #require(renderer.lastDamage.first)
    #expect(damage.maxY < 90, "the first ten rows (80 points) and the rasters' bleed: \(damage)")
    try expectMatchesFullRender(renderer, "a partial frame after 400 of 1,001 layers changed")
  }

  @Test func aSmallTreeKeepsItsPartialFrames() throws {
    // Every layer changes, but fewer than the minimum: the damage is worked out as before.
    let (root, tiles) = grid(count: 100)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    recolor(tiles[...], dark: true)
    let damage = try #require(renderer.lastDamage.first)
    #expect(damage.maxY < 30, "three rows of tiles: \(damage)")
    try expectMatchesFullRender(renderer, "a partial frame in a small tree")
  }

  @Test func changesInAnotherRenderersTreeDoNotCount() throws {
    // Two windows: a theme switch over the large one's 1,000 tiles is no reason to repaint all of
    // the small one, where one tile changed in the same commit.
    let (large, tiles) = grid(count: 1000)
    let (small, smallTiles) = grid(count: 20)
    let (_, largeRenderer) = try renderFrame(large, size: large.bounds.size)
    let (_, smallRenderer) = try renderFrame(small, size: small.bounds.size)
    CATransaction.setDisableActions(true)
    smallTiles[3].backgroundColor = rgb(1, 0.8, 0)
    recolor(tiles[...], dark: true)
    #expect(largeRenderer.lastDamage == [CGRect(x: 0, y: 0, width: 400, height: 300)])
    let damage = try #require(smallRenderer.lastDamage.first)
    #expect(smallRenderer.lastDamage.count == 1)
    #expect(damage.width < 20 && damage.height < 20, "one tile and its bleed: \(damage)")
    try expectMatchesFullRender(smallRenderer, "the small window's partial frame")
  }

  @Test func removedLayersLeaveTheEstimateHighUntilAFullFrame() throws {
    let (root, tiles) = grid(count: 1000)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    #expect(renderer.tree.nodeEstimate == 1001)
    CATransaction.setDisableActions(true)
    for tile in tiles[500...] { tile.removeFromSuperlayer() }
    CATransaction.flush()
    // 500 removals change the root's sublayers only: one changed layer, a partial frame. The
    // estimate still counts the removed nodes (it errs high: fewer full frames, never more).
    #expect(renderer.lastDamage != [CGRect(x: 0, y: 0, width: 400, height: 300)])
    #expect(renderer.tree.nodeEstimate == 1001)
    renderer.setNeedsFullRender()
    CATransaction.flush()
    #expect(renderer.tree.nodeEstimate == 501)
    // Now 300 of 501 is most of the tree.
    recolor(tiles[0..<300], dark: true)
    #expect(renderer.lastDamage == [CGRect(x: 0, y: 0, width: 400, height: 300)])
  }
}
