import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// A rounded body or border drawn scaled, flipped or turned is filled where it lands, not
/// resampled from the cached mask of its untransformed shape (which a reflection's flip paid for
/// pixel by pixel); moved only, it keeps its cached mask.
@MainActor @Suite struct TransformedShapeTests {
  /// A 100x100 white root holding a 40x30 rounded, bordered card at (20, 20).
  func scene(transform: CATransform3D) -> CALayer {
    let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), rgb(1, 1, 1))
    _ = layer(CGRect(x: 20, y: 20, width: 40, height: 30), rgb(0, 0.48, 1), in: root) {
      $0.cornerRadius = 8
      $0.borderWidth = 2
      $0.borderColor = rgb(0.2, 0.2, 0.2)
      $0.transform = transform
    }
    return root
  }

  @Test func aMovedRoundedLayerUsesItsCachedMask() throws {
    let (_, renderer) = try renderFrame(
      scene(transform: CATransform3DIdentity), size: .init(width: 100, height: 100))
    #expect(renderer.shapeMasks.count == 1, "background and border baked into one raster")
  }

  @Test func aFlippedRoundedLayerIsFilledWhereItLands() throws {
    let size = CGSize(width: 100, height: 100)
    let (plain, _) = try renderFrame(scene(transform: CATransform3DIdentity), size: size)
    let (flipped, renderer) = try renderFrame(
      scene(transform: CATransform3DMakeScale(1, -1, 1)), size: size)
    #expect(renderer.shapeMasks.count == 0)
    // The card is symmetric about its center: flipped in place, it covers the same pixels.
    let a = try rgbaPixels(of: plain)
    let b = try rgbaPixels(of: flipped)
    let worst = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst <= 2, "the flipped card differs from the plain one by \(worst)")
  }

  @Test func aSquashedReflectionOfACornerIsFilledExactly() throws {
    // Only the top corners rounded, then flipped and squashed to a quarter as a reflection is:
    // the rounding lands on the bottom edge, a quarter as tall.
    let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100), rgb(1, 1, 1))
    _ = layer(CGRect(x: 10, y: 10, width: 80, height: 80), rgb(0, 0, 0), in: root) {
      $0.cornerRadius = 40
      $0.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      $0.anchorPoint = CGPoint(x: 0.5, y: 0)
      $0.position = CGPoint(x: 50, y: 10)
      $0.transform = CATransform3DMakeScale(1, -0.25, 1)
    }
    let (image, renderer) = try renderFrame(root, size: CGSize(width: 100, height: 100))
    #expect(renderer.shapeMasks.count == 0)
    let pixels = try rgbaPixels(of: image)
    func red(_ x: Int, _ y: Int) -> UInt8 { pixels[(y * 100 + x) * 4] }
    // Flipped about its top edge (y = 10), the card spans y = -10...10: its straight edge is at
    // y = -10 (off screen) and its rounded one ends at y = 10, 40 wide and 10 tall.
    #expect(red(50, 5) == 0, "the middle of the rounded edge is covered")
    #expect(red(12, 8) == 255, "the rounded corner leaves the bottom left bare")
    #expect(red(50, 12) == 255, "nothing below the layer's top edge")
  }
}
