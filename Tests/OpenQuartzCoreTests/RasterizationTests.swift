import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// `shouldRasterize` and `rasterizationScale`: the subtree drawn once into a cached bitmap,
/// reused until something in it changes, and damage that stays right around it.
@MainActor @Suite struct RasterizationTests {
  func scene() throws -> (root: CALayer, card: CALayer, dot: CALayer, renderer: CARenderer) {
    let root = layer(CGRect(x: 0, y: 0, width: 160, height: 120), rgb(0.9, 0.9, 0.9))
    let card = layer(CGRect(x: 20, y: 20, width: 80, height: 60), rgb(0.2, 0.4, 0.8), in: root) {
      $0.cornerRadius = 10
      $0.shadowOpacity = 0.5
      $0.shadowRadius = 4
    }
    let dot = layer(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(1, 0.5, 0), in: card) {
      $0.cornerRadius = 10
    }
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    return (root, card, dot, renderer)
  }

  @Test func theSubtreeIsRasterizedOnceAndReusedUntilItChanges() throws {
    let (root, card, dot, renderer) = try scene()
    card.shouldRasterize = true
    CATransaction.flush()
    let first = try #require(card.renderNode?.storedRenderCache?.rasterizedSubtree?.raster)
    // Something outside the subtree changes: the raster is reused.
    let other = layer(CGRect(x: 120, y: 80, width: 20, height: 20), rgb(0, 1, 0), in: root)
    CATransaction.flush()
    #expect(card.renderNode?.storedRenderCache?.rasterizedSubtree?.raster === first)
    _ = other
    // A sublayer moves: made again, and the frame still equals a full render.
    CATransaction.setDisableActions(true)
    dot.position = CGPoint(x: 60, y: 40)
    CATransaction.flush()
    #expect(card.renderNode?.storedRenderCache?.rasterizedSubtree?.raster !== first)
    try expectMatchesFullRender(renderer, cold: true, "a rasterized subtree whose sublayer moved")
  }

  @Test func aRasterizedSubtreeLooksAsItWouldUnrasterized() throws {
    let (_, card, _, renderer) = try scene()
    let plain = try #require(renderer.makeImage())
    card.shouldRasterize = true
    CATransaction.flush()
    let rasterized = try #require(renderer.makeImage())
    #expect(try maximumDifference(plain, rasterized) <= 2)
  }

  @Test func aScaleOfOneOnATwoTimesTargetIsBlurredAsOnIOS() throws {
    let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(1, 1, 1))
    let edge = layer(CGRect(x: 10, y: 0, width: 10.5, height: 40), rgb(0, 0, 0), in: root)
    let (_, renderer) = try renderFrame(root, size: root.bounds.size, scale: 2)
    let sharp = try #require(renderer.makeImage())
    edge.shouldRasterize = true
    edge.rasterizationScale = 1
    CATransaction.flush()
    let soft = try #require(renderer.makeImage())
    #expect(try maximumDifference(sharp, soft) > 40)
    edge.rasterizationScale = 2
    CATransaction.flush()
    #expect(try maximumDifference(sharp, try #require(renderer.makeImage())) <= 2)
    edge.rasterizationScale = -1  // refused: it keeps 2
    #expect(edge.rasterizationScale == 2)
  }
}

/// The largest difference of one channel between two images of the same size.
private func maximumDifference(_ a: CGImage, _ b: CGImage) throws -> Int {
  let left = try rgbaPixels(of: a)
  let right = try rgbaPixels(of: b)
  guard left.count == right.count else { return 255 }
  return zip(left, right).map { abs(Int($0) - Int($1)) }.max() ?? 0
}
