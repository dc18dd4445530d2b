import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// A mask is painted once into a raster of its own space and reused while it is unchanged.
///
/// What it masks may change every frame. A mask that lands between device pixels is painted each time.
@MainActor @Suite struct MaskRasterTests {
  /// A 120x80 white root holding a blue layer with a label-like sublayer, faded by a gradient
  /// mask from opaque to clear, as a reflection is.
  func scene(at origin: CGPoint = CGPoint(x: 10, y: 10)) -> (CALayer, CALayer, CAGradientLayer) {
    let root = layer(CGRect(x: 0, y: 0, width: 120, height: 80), rgb(1, 1, 1))
    let faded = layer(
      CGRect(origin: origin, size: CGSize(width: 100, height: 60)), rgb(0, 0.48, 1), in: root)
    let label = layer(CGRect(x: 10, y: 20, width: 30, height: 10), rgb(1, 1, 1), in: faded)
    let fade = CAGradientLayer()
    fade.frame = faded.bounds
    fade.colors = [rgb(0, 0, 0), rgb(0, 0, 0, 0)]
    faded.mask = fade
    return (root, label, fade)
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
    let (image, _) = try renderFrame(root, size: root.bounds.size)
    #expect(fade.renderNode?.renderCache.maskRaster == nil)
    // Faded from opaque at the top to clear at the bottom.
    let pixels = try rgbaPixels(of: image)
    func red(_ x: Int, _ y: Int) -> UInt8 { pixels[(y * 120 + x) * 4] }
    #expect(red(80, 12) < 20, "near the top the blue shows")
    #expect(red(80, 68) > 235, "near the bottom the white shows through")
  }

  @Test func aMaskLargerThanTheBudgetIsPaintedEachTime() throws {
    // 1100 x 1000 points at scale 1: more than the 1,048,576 pixels kept.
    let root = layer(CGRect(x: 0, y: 0, width: 1100, height: 1000), rgb(1, 1, 1))
    let faded = layer(root.bounds, rgb(0, 0.48, 1), in: root)
    let fade = CAGradientLayer()
    fade.frame = faded.bounds
    fade.colors = [rgb(0, 0, 0), rgb(0, 0, 0, 0)]
    faded.mask = fade
    let (image, _) = try renderFrame(root, size: root.bounds.size)
    #expect(fade.renderNode?.renderCache.maskRaster == nil)
    let pixels = try rgbaPixels(of: image)
    func red(_ x: Int, _ y: Int) -> UInt8 { pixels[(y * 1100 + x) * 4] }
    #expect(red(500, 10) < 20, "near the top the blue shows")
    #expect(red(500, 990) > 235, "near the bottom the white shows through")
  }
}
