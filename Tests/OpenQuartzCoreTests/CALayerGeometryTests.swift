import Foundation
import OpenCoreGraphics
import OpenQuartzCore
import Testing

@MainActor @Suite struct CALayerGeometryTests {
  @Test func frameDerivesFromPositionAnchorAndBounds() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.position = CGPoint(x: 100, y: 100)
    #expect(layer.frame == CGRect(x: 50, y: 75, width: 100, height: 50))  // C-39
    layer.anchorPoint = .zero  // C-41: frame moves, position stays
    #expect(layer.position == CGPoint(x: 100, y: 100))
    #expect(layer.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
  }

  @Test func settingFrameChangesPositionAndSizeOnly() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 5, y: 7, width: 1, height: 1)
    layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
    #expect(layer.bounds == CGRect(x: 5, y: 7, width: 40, height: 30))
    #expect(layer.position == CGPoint(x: 30, y: 35))
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
  }

  @Test func frameOfARotatedLayerIsTheBoundingBox() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.position = CGPoint(x: 100, y: 100)
    layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    let frame = layer.frame  // C-40: about the anchor point
    #expect(abs(frame.minX - 75) < 1e-9 && abs(frame.minY - 50) < 1e-9)
    #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
    #expect(layer.affineTransform() == CGAffineTransform(rotationAngle: .pi / 2))
  }

  @Test func convertThroughPositionsTransformsAndSublayerTransforms() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    let parent = CALayer()
    parent.frame = CGRect(x: 100, y: 50, width: 200, height: 200)
    parent.bounds.origin = CGPoint(x: 10, y: 0)  // scrolled by 10
    root.addSublayer(parent)
    let child = CALayer()
    child.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
    parent.addSublayer(child)
    #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 110, y: 70))
    #expect(root.convert(CGPoint(x: 110, y: 70), to: child) == .zero)
    #expect(
      child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: parent)
        == CGRect(x: 20, y: 20, width: 10, height: 10))
    // Scale the child 2x about its center (40, 40 in parent space).
    child.transform = CATransform3DMakeScale(2, 2, 1)
    let corner = child.convert(CGPoint.zero, to: parent)
    #expect(abs(corner.x) < 1e-9 && abs(corner.y) < 1e-9)
    // sublayerTransform acts about the parent's anchor point (center 110, 100).
    child.transform = CATransform3DIdentity
    parent.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
    let mapped = child.convert(CGPoint(x: 0, y: 0), to: parent)
    #expect(abs(mapped.x - (110 + (20 - 110) * 0.5)) < 1e-9)
    #expect(abs(mapped.y - (100 + (20 - 100) * 0.5)) < 1e-9)
    let back = parent.convert(mapped, to: child)
    #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    // The frame follows the superlayer's sublayer transform while it is set, on this layer and on
    // one added later, and not after it is reset or the layer moves to another parent.
    let scaled = CGRect(x: 110 - 45, y: 100 - 40, width: 20, height: 20)
    #expect(child.frame == scaled)
    let late = CALayer()
    late.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
    parent.addSublayer(late)
    #expect(late.frame == scaled)
    root.addSublayer(late)
    #expect(late.frame == CGRect(x: 20, y: 20, width: 40, height: 40))
    parent.sublayerTransform = CATransform3DIdentity
    #expect(child.frame == CGRect(x: 20, y: 20, width: 40, height: 40))
  }

  @Test func hitTestingThroughTransformsHidingAndMasksToBounds() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let box = CALayer()
    box.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
    root.addSublayer(box)
    let inner = CALayer()
    inner.frame = CGRect(x: 80, y: 80, width: 50, height: 50)  // overflows the box
    box.addSublayer(inner)
    #expect(root.hitTest(CGPoint(x: 150, y: 150)) === box)
    #expect(root.hitTest(CGPoint(x: 220, y: 220)) === inner)
    box.masksToBounds = true
    #expect(root.hitTest(CGPoint(x: 220, y: 220)) === root)
    box.masksToBounds = false
    box.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
    // The rotated box no longer covers its old corner at (105, 105).
    #expect(root.hitTest(CGPoint(x: 105, y: 105)) === root)
    #expect(root.hitTest(CGPoint(x: 150, y: 150)) === box)
    box.isHidden = true
    #expect(root.hitTest(CGPoint(x: 150, y: 150)) === root)
    #expect(root.hitTest(CGPoint(x: 400, y: 400)) == nil)
    #expect(box.contains(CGPoint(x: 50, y: 50)) && !box.contains(CGPoint(x: 150, y: 50)))
  }

  @Test func frontMostSublayerWinsAndZPositionReorders() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let back = CALayer()
    back.frame = root.bounds
    let front = CALayer()
    front.frame = root.bounds
    root.addSublayer(back)
    root.addSublayer(front)
    #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
    back.zPosition = 1
    #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
  }
}
