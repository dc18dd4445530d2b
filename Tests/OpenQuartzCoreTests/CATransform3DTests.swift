import Foundation
import OpenCoreGraphics
import OpenQuartzCore
import Testing

@Suite struct CATransform3DTests {
  func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    let x = [
      a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41,
      a.m42, a.m43, a.m44,
    ]
    let y = [
      b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41,
      b.m42, b.m43, b.m44,
    ]
    return zip(x, y).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  @Test func identityAndMakers() {
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    let t = CATransform3DMakeTranslation(1, 2, 3)
    #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && !CATransform3DIsIdentity(t))
    let s = CATransform3DMakeScale(2, 3, 4)
    #expect(s.m11 == 2 && s.m22 == 3 && s.m33 == 4)
    #expect(CATransform3DEqualToTransform(t, CATransform3DMakeTranslation(1, 2, 3)))
  }

  @Test func rotationAboutZMatchesTheAffineRotation() {
    let r = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
    let expected = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 3))
    #expect(close(r, expected))
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
  }

  @Test func concatAppliesTheFirstArgumentFirst() {
    let scale = CATransform3DMakeScale(2, 2, 1)
    let move = CATransform3DMakeTranslation(10, 0, 0)
    let t = CATransform3DGetAffineTransform(CATransform3DConcat(scale, move))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
    // Translate/Scale/Rotate prepend, as CATransform3DTranslate does.
    let u = CATransform3DGetAffineTransform(CATransform3DTranslate(scale, 1, 0, 0))
    #expect(CGPoint.zero.applying(u) == CGPoint(x: 2, y: 0))
    let v = CATransform3DGetAffineTransform(CATransform3DScale(move, 3, 3, 1))
    #expect(CGPoint(x: 1, y: 0).applying(v) == CGPoint(x: 13, y: 0))
    let w = CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1)
    #expect(close(w, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
  }

  @Test func inversionAndAffinity() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let t = CATransform3DConcat(CATransform3DMakeRotation(0.4, 1, 1, 0), perspective)
    #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity))
    let singular = CATransform3DMakeScale(0, 1, 1)
    #expect(CATransform3DInvert(singular) == singular)
    #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(3, 4, 0)))
    #expect(!CATransform3DIsAffine(perspective))
    #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
  }
}
