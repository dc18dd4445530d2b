import Foundation
import OpenCoreGraphics
import OpenQuartzCore
import Testing

/// Every default of `../shared/reference/uikit-semantics.md` §1.1, §5-7.
@MainActor @Suite struct CALayerDefaultsTests {
  @Test func layerDefaults() {
    let layer = CALayer()
    #expect(layer.bounds == .zero)  // C-1
    #expect(layer.position == .zero)  // C-2
    #expect(layer.zPosition == 0)  // C-3
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))  // C-4
    #expect(layer.anchorPointZ == 0)  // C-5
    #expect(CATransform3DIsIdentity(layer.transform))  // C-6
    #expect(CATransform3DIsIdentity(layer.sublayerTransform))  // C-7
    #expect(!layer.isHidden)  // C-8
    #expect(layer.isDoubleSided)  // C-9
    #expect(!layer.isGeometryFlipped)  // C-10
    #expect(layer.sublayers == nil)  // C-11
    #expect(layer.mask == nil)  // C-12
    #expect(!layer.masksToBounds)  // C-13
    #expect(layer.contents == nil)  // C-14
    #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))  // C-15
    #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))  // C-16
    #expect(layer.contentsGravity == .resize)  // C-17
    #expect(layer.contentsScale == 1)  // C-18
    #expect(!layer.isOpaque)  // C-19
    #expect(!layer.needsDisplayOnBoundsChange)  // C-20
    #expect(!layer.drawsAsynchronously)  // C-21
    #expect(layer.backgroundColor == nil)  // C-22
    #expect(layer.cornerRadius == 0)  // C-23
    #expect(
      layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    #expect(layer.cornerCurve == .circular)
    #expect(layer.borderWidth == 0)  // C-24
    #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))  // C-25
    #expect(layer.opacity == 1)  // C-26
    #expect(layer.allowsGroupOpacity)  // C-27
    #expect(!layer.allowsEdgeAntialiasing)  // C-28
    #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))  // C-30
    #expect(layer.shadowOpacity == 0)  // C-31
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))  // C-32
    #expect(layer.shadowRadius == 3)  // C-33
    #expect(layer.shadowPath == nil)  // C-34
    #expect(layer.name == nil && layer.delegate == nil && layer.actions == nil)  // C-35
    #expect(layer.minificationFilter == .linear && layer.magnificationFilter == .linear)  // C-36
    #expect(!layer.needsDisplay() && !layer.needsLayout())
  }

  @Test func layerKindDefaults() {
    let replicator = CAReplicatorLayer()
    #expect(replicator.instanceCount == 1)
    #expect(CATransform3DIsIdentity(replicator.instanceTransform))
    #expect(replicator.instanceColor == CGColor(gray: 1, alpha: 1))
    #expect(
      [
        replicator.instanceRedOffset, replicator.instanceGreenOffset, replicator.instanceBlueOffset,
        replicator.instanceAlphaOffset,
      ] == [0, 0, 0, 0])
    #expect(replicator.instanceDelay == 0)
    #expect(!replicator.preservesDepth)
    let gradient = CAGradientLayer()
    #expect(gradient.colors == nil && gradient.locations == nil)  // G-1
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))  // G-2
    #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(gradient.type == .axial)  // G-3
    let shape = CAShapeLayer()
    #expect(shape.path == nil)  // S-1
    #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))  // S-2
    #expect(shape.fillRule == .nonZero && shape.strokeColor == nil && shape.lineWidth == 1)
    #expect(shape.miterLimit == 10 && shape.lineCap == .butt && shape.lineJoin == .miter)
    #expect(shape.lineDashPhase == 0 && shape.lineDashPattern == nil)
    #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
    let text = CATextLayer()
    #expect(text.string == nil && text.font == nil && text.fontSize == 36)
    #expect(text.foregroundColor == CGColor(gray: 1, alpha: 1))
    #expect(!text.isWrapped && text.truncationMode == .none && text.alignmentMode == .natural)
  }

  @Test func transactionDefaults() {
    #expect(CATransaction.animationDuration() == 0.25)  // T-4
    #expect(!CATransaction.disableActions())
  }

  @Test func initWithLayerCopiesProperties() {
    let original = CAShapeLayer()
    original.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
    original.opacity = 0.5
    original.cornerRadius = 3
    original.strokeColor = CGColor.white
    original.name = "original"
    original.addSublayer(CALayer())
    let copy = CAShapeLayer(layer: original)
    #expect(copy.bounds == original.bounds && copy.opacity == 0.5 && copy.cornerRadius == 3)
    #expect(copy.strokeColor == CGColor.white && copy.name == "original")
    #expect(copy.sublayers == nil)
  }
}
