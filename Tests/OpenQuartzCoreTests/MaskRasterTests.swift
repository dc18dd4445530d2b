import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// A mask is painted once into a raster of its own space and reused while it is unchanged.
///
/// What it masks may change every frame. A mask that lands between device pixels is painted each time.
@MainActor @Suite struct MaskRasterTests {
  /// A white root holding a blue layer of `size` at `origin` (10 points of white around it) with
  /// a label-like sublayer, faded by a gradient mask from opaque to clear, as a reflection is.
  func scene(
    at origin: CGPoint = CGPoint(x: 10, y: 10), size: CGSize = CGSize(width: 100, height: 60)
  ) -> (CALayer, CALayer, CAGradientLayer) {
    let root = layer(
      CGRect(x: 0, y: 0, width: size.width + 20, height: size.height + 20), rgb(1, 1, 1))
    let faded = layer(CGRect(origin: origin, size: size), rgb(0, 0.48, 1), in: root)
    let label = layer(CGRect(x: 10, y: 20, width: 30, height: 10), rgb(1, 1, 1), in: faded)
    let fade = CAGradientLayer()
    fade.frame = faded.bounds
    fade.colors = [rgb(0, 0, 0), rgb(0, 0, 0, 0)]
    faded.mask = fade
    return (root, label, fade)
  }

  /// Expects `root`'s frame faded from opaque at the top (the blue shows at row `top`) to clear at
  /// the bottom (the white shows through at row `bottom`), in column `x`.
  func expectFaded(
    _ root: CALayer, x: Int, top: Int, bottom: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (image, _) = try renderFrame(root, size: root.bounds.size)
    let pixels = try rgbaPixels(of: image)
    let width = Int(root.bounds.width)
    func red(_ y: Int) -> UInt8 { pixels[(y * width + x) * 4] }
    #expect(red(top) < 20, "near the top the blue shows", sourceLocation: sourceLocation)
    #expect(
      red(bottom) > 235, "near the bottom the white shows through", sourceLocation: sourceLocation)
  }

  @Test func anUnchangedMaskIsPaintedOnce() throws {
    let (root, label, fade) = scene()
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    let node = try #require(fade.renderNode)
    let first = node.renderCache.maskRaster?.raster
    #expect(first != nil)
    // What the mask fades changes; the mask does not.
    CATransaction.setDisableActions(true)
    label.frame.origin.x = 50
    CATransaction.flush()
    #expect(node.renderCache.maskRaster?.raster === first)
    try expectMatchesFullRender(renderer, cold: true, "the masked layer after its sublayer moved")
    // The mask changes: painted again.
    CATransaction.setDisableActions(true)
    fade.colors = [rgb(0, 0, 0), rgb(0, 0, 0, 0.5)]
    CATransaction.flush()
    #expect(node.renderCache.maskRaster?.raster !== first)
    try expectMatchesFullRender(renderer, cold: true, "the masked layer after its mask changed")
  }

  @Test func aMaskBetweenDevicePixelsIsPaintedWhereItLands() throws {
    let (root, _, fade) = scene(at: CGPoint(x: 10.5, y: 10.25))
    try expectFaded(root, x: 80, top: 12, bottom: 68)
    #expect(fade.renderNode?.renderCache.maskRaster == nil)
  }

  @Test func aMaskLargerThanTheBudgetIsPaintedEachTime() throws {
    // 1080 x 980 points at scale 1: more than the 1,048,576 pixels kept.
    let (root, _, fade) = scene(size: CGSize(width: 1080, height: 980))
    try expectFaded(root, x: 500, top: 12, bottom: 988)
    #expect(fade.renderNode?.renderCache.maskRaster == nil)
  }
}
