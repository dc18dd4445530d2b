import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenQuartzCore

/// What the damage fuzzer found, each as the smallest tree that shows it: a damage-only frame must
/// equal a cold full render (every cache discarded) of the same tree.
@MainActor @Suite struct DamageFuzzFindingsTests {
  /// A 160x120 gray root, rendered once.
  func grayRoot() throws -> (CALayer, CARenderer) {
    let root = layer(CGRect(x: 0, y: 0, width: 160, height: 120), rgb(0.9, 0.9, 0.9))
    let (_, renderer) = try renderFrame(root, size: root.bounds.size)
    return (root, renderer)
  }

  @Test func aRasterAtAHalfPointReachesPastItsPath() throws {
    // Rasters sit on the layer's grid; at y = 84.5 bilinear filtering spreads the ellipse's last
    // row into the pixel row below the path's bounding box.
    let (root, renderer) = try grayRoot()
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 36.5, y: 84.5, width: 28, height: 20)
    shape.path = CGPath(
      ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 22.5), transform: nil)
    shape.fillColor = rgb(0.5, 0.25, 0.75)
    root.addSublayer(shape)
    CATransaction.flush()
    try expectMatchesFullRender(renderer, cold: true, "the ellipse's antialiased bottom row")
  }

  @Test func aFirstSublayerUnbakesBackgroundAndBorder() throws {
    // Without sublayers, background and border are one raster; with one, two masks, which differ
    // at a fractional edge: the parent must be repainted although the sublayer is off screen.
    let (root, renderer) = try grayRoot()
    let parent = layer(
      CGRect(x: 123, y: 23.5, width: 37, height: 2), rgb(0.5, 0.25, 0.75), in: root
    ) {
      $0.cornerRadius = 8
      $0.borderWidth = 2.5
      $0.borderColor = rgb(0, 0.25, 0.25)
    }
    CATransaction.flush()
    let child = layer(CGRect(x: 300, y: 300, width: 10, height: 10), rgb(1, 0, 0), in: parent)
    CATransaction.flush()
    try expectMatchesFullRender(renderer, cold: true, "the parent painted with two masks")
    child.removeFromSuperlayer()
    CATransaction.flush()
    try expectMatchesFullRender(renderer, cold: true, "the parent baked again")
  }

  @Test func aLastSublayerTakenByAnotherParentBakesTheOldParentAgain() throws {
    // The render tree's sync: when the new parent's sync moves the node first, the old parent's
    // own sync no longer sees its last child go.
    let (root, renderer) = try grayRoot()
    let parent = layer(
      CGRect(x: 94.5, y: 52.5, width: 14, height: 3), rgb(0.75, 0.75, 1), in: root
    ) {
      $0.cornerRadius = 3
      $0.borderWidth = 1
      $0.borderColor = rgb(1, 0.5, 0)
    }
    let newParent = layer(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(0, 1, 0), in: root)
    let child = layer(CGRect(x: 0, y: 0, width: 2, height: 2), rgb(1, 0, 0), in: parent)
    CATransaction.flush()
    // The new parent changes first, so its sync runs before the old parent's.
    CATransaction.setDisableActions(true)
    newParent.backgroundColor = rgb(0, 0.8, 0)
    newParent.addSublayer(child)
    CATransaction.flush()
    try expectMatchesFullRender(renderer, cold: true, "the old parent baked again")
  }

  @Test func aRemovalUnderAnAlphaShadowLogsTheShadowedLayerAgain() throws {
    // Removing a sublayer repaints the shadowed ancestor; the ancestor's new place must be logged,
    // or its own removal later clears nothing.
    let (root, renderer) = try grayRoot()
    let shadowed = layer(CGRect(x: 60, y: 30, width: 40, height: 40), nil, in: root) {
      $0.shadowOpacity = 0.8
      $0.shadowRadius = 2
    }
    let inner = layer(CGRect(x: 5, y: 5, width: 20, height: 20), rgb(0, 0.5, 1), in: shadowed)
    let gone = layer(CGRect(x: 20, y: 20, width: 10, height: 10), rgb(1, 0, 0), in: shadowed)
    CATransaction.flush()
    gone.removeFromSuperlayer()
    CATransaction.flush()
    shadowed.removeFromSuperlayer()
    CATransaction.flush()
    try expectMatchesFullRender(renderer, cold: true, "no pixel of the removed shadowed layer")
    _ = inner
  }

  @Test func aFirstSublayerMakesGroupOpacity() throws {
    let (root, renderer) = try grayRoot()
    let parent = layer(
      CGRect(x: 45.25, y: 49.25, width: 26, height: 33.5), rgb(1, 0.25, 0.75), in: root
    ) {
      $0.opacity = 0.5
      $0.masksToBounds = true
    }
    CATransaction.flush()
    _ = layer(CGRect(x: 133.5, y: 11.5, width: 25, height: 21), rgb(1, 0.5, 0), in: parent)
    CATransaction.flush()
    try expectMatchesFullRender(renderer, cold: true, "the parent composited as a group")
  }

  @Test func aGradientRedrawsWhenItsBoundsOriginMoves() throws {
    let (root, renderer) = try grayRoot()
    let gradient = CAGradientLayer()
    gradient.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
    gradient.frame = CGRect(x: 89, y: 7.5, width: 27.5, height: 4.5)
    gradient.masksToBounds = true
    root.addSublayer(gradient)
    CATransaction.flush()
    CATransaction.setDisableActions(true)
    gradient.bounds.origin = CGPoint(x: 5, y: 7)
    CATransaction.flush()
    try expectMatchesFullRender(renderer, cold: true, "the gradient over its moved bounds")
  }

  @Test func aLayerAddedOffScreenClearsItsLaterSublayerWhenRemoved() throws {
    // Culled when added, the parent had no logged extent; its sublayer, added later, showed.
    let (root, renderer) = try grayRoot()
    let parent = layer(CGRect(x: -20, y: 100, width: 2, height: 18), rgb(1, 0, 0.75), in: root)
    CATransaction.flush()
    _ = layer(CGRect(x: 95, y: -10, width: 30, height: 20), rgb(0.5, 0.75, 0), in: parent)
    CATransaction.flush()
    parent.removeFromSuperlayer()
    CATransaction.flush()
    try expectMatchesFullRender(renderer, cold: true, "no pixel of the removed sublayer")
  }

  @Test func aMaskClipsTheShadow() throws {
    // Core Animation masks the shadow with the layer, as masksToBounds clips it.
    let (root, renderer) = try grayRoot()
    let shadowed = layer(CGRect(x: 40, y: 40, width: 60, height: 40), rgb(0, 0.5, 0), in: root) {
      $0.shadowOpacity = 1
      $0.shadowRadius = 0
      $0.shadowOffset = CGSize(width: 0, height: 20)
    }
    let mask = CALayer()
    mask.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
    mask.backgroundColor = rgb(0, 0, 0)
    shadowed.mask = mask
    CATransaction.flush()
    let pixels = try rgbaPixels(of: try #require(renderer.makeImage()))
    // Below the layer, inside where the shadow would fall: the root's gray.
    let index = (90 * 160 + 70) * 4
    #expect(Array(pixels[index..<index + 3]) == [230, 230, 230])
  }

  @Test func aMaskLetsThroughTheShadowOfContentItHides() throws {
    // Seed 23: the shadow is cast by the unmasked content, then masked. It was cast by the content
    // within the mask, so content wholly outside the mask cast none, and whether a cold render
    // showed it depended on unrelated extents.
    let (root, renderer) = try grayRoot()
    let shadowed = layer(CGRect(x: 40, y: 40, width: 60, height: 60), nil, in: root) {
      $0.shadowOpacity = 1
      $0.shadowRadius = 0
      $0.shadowOffset = CGSize(width: 30, height: 30)
      $0.shadowColor = rgb(1, 0, 0)
    }
    // A sublayer: the shadow comes from the subtree's alpha, not a silhouette shortcut.
    _ = layer(CGRect(x: 0, y: 0, width: 20, height: 20), rgb(0, 0, 1), in: shadowed)
    let mask = CALayer()
    mask.frame = CGRect(x: 30, y: 30, width: 20, height: 20)
    mask.backgroundColor = rgb(0, 0, 0)
    shadowed.mask = mask
    CATransaction.flush()
    let pixels = try rgbaPixels(of: try #require(renderer.makeImage()))
    func rgbAt(_ x: Int, _ y: Int) -> [UInt8] {
      Array(pixels[((y * 160 + x) * 4)..<((y * 160 + x) * 4 + 3)])
    }
    #expect(rgbAt(80, 80) == [255, 0, 0])  // the shadow, where the mask lets it through
    #expect(rgbAt(50, 50) == [230, 230, 230])  // the content, masked away
    // And an unrelated change far away leaves it as it is, in a damage-only frame and cold.
    _ = layer(CGRect(x: 140, y: 0, width: 10, height: 10), rgb(0, 1, 0), in: shadowed)
    CATransaction.flush()
    try expectMatchesFullRender(renderer, cold: true, "the shadow through the mask")
  }

  @Test func aRotatedShapeUnderAClipIsPaintedAsWithout() throws {
    // Seed 35: a shape layer turned a quarter and stretched, with a rounded sublayer, painted under
    // a clip whose left edge is x = 45 (a damage rectangle), differed from the same tree unclipped.
    let root = layer(CGRect(x: 0, y: 0, width: 160, height: 120), rgb(0.9, 0.9, 0.9))
    let shape = CAShapeLayer()
    shape.bounds = CGRect(x: 0, y: 0, width: 35, height: 3.5)
    shape.anchorPoint = CGPoint(x: 1, y: 0.25)
    shape.position = CGPoint(x: 99.5, y: 78)
    shape.transform = CATransform3DMakeAffineTransform(
      CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 1.5, y: 1))
    shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 18, height: 15), transform: nil)
    shape.fillColor = rgb(1, 0.5, 0)
    shape.backgroundColor = rgb(0.5, 0.75, 0)
    root.addSublayer(shape)
    _ = layer(CGRect(x: 18.75, y: 26, width: 64.5, height: 34), rgb(0.5, 0.75, 0.25), in: shape) {
      $0.cornerRadius = 8
      $0.borderWidth = 1
      $0.borderColor = CGColor(red: 0, green: 0, blue: 0.25, alpha: 0.6)
      $0.masksToBounds = true
    }
    func render(clip: CGRect?) throws -> [UInt8] {
      let context = try #require(
        CGContext(
          data: nil, width: 160, height: 120, bitsPerComponent: 8, bytesPerRow: 640,
          space: CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
      context.translateBy(x: 0, y: 120)
      context.scaleBy(x: 1, y: -1)
      if let clip { context.clip(to: clip) }
      root.render(in: context)
      return try rgbaPixels(of: try #require(context.makeImage()))
    }
    let whole = try render(clip: nil)
    // Clips with their left edge anywhere from 31 to 59 moved the ellipse's edge by a pixel: its
    // raster's content reached the raster's edge, where pixel centres fell exactly.
    var worst = (difference: 0, x: 0, y: 0, left: 0)
    for left in [30, 44, 45, 46, 59, 60] {
      let clipped = try render(clip: CGRect(x: left, y: 0, width: 160 - left, height: 120))
      for y in 0..<120 {
        for x in left..<160 {
          for channel in 0..<4 {
            let index = (y * 160 + x) * 4 + channel
            let difference = abs(Int(whole[index]) - Int(clipped[index]))
            if difference > worst.difference { worst = (difference, x, y, left) }
          }
        }
      }
    }
    #expect(worst.difference <= 2, "\(worst)")
  }

  @Test func contentWiderThanARasterHasNoSeamBetweenTiles() throws {
    // A gradient 5,000 pixels wide is drawn in device tiles; each tile's raster has a padding texel
    // that holds the next tile's content and must not be painted again.
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 5_000, height: 4)
    let gradient = CAGradientLayer()
    gradient.frame = root.bounds
    gradient.colors = [
      CGColor(red: 1, green: 0, blue: 0, alpha: 0.5),
      CGColor(red: 1, green: 0, blue: 0, alpha: 0.5),
    ]
    root.addSublayer(gradient)
    let (image, _) = try renderFrame(root, size: root.bounds.size, background: nil)
    let pixels = try rgbaPixels(of: image)
    let alphas = Set((4_080..<4_110).map { pixels[(2 * 5_000 + $0) * 4 + 3] })
    #expect(alphas.count == 1, "\(alphas.sorted())")
  }
}
