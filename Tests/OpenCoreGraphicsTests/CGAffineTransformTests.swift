import Foundation
import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@Suite struct CGAffineTransformTests {
  @Test func identityAndInitializers() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform() == .identity)
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 1 + 3 + 5, y: 2 + 4 + 6))
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
  }

  @Test func concatenationAppliesTheReceiverFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    // scale, then move: (1,1) -> (2,2) -> (12,2)
    #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    // move, then scale: (1,1) -> (11,1) -> (22,2)
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
  }

  @Test func translatedByPrependsTheTranslation() {
    // As CGAffineTransformTranslate: the translation happens in the receiver's space.
    let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 2, y: 3))
    let s = CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 7, y: 7))
  }

  @Test func rotationIsCounterclockwiseInYUpSpace() {
    let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(p.x) < 1e-12)
    #expect(abs(p.y - 1) < 1e-12)
    let r = CGAffineTransform.identity.rotated(by: .pi)
    let q = CGPoint(x: 2, y: 3).applying(r)
    #expect(abs(q.x + 2) < 1e-12 && abs(q.y + 3) < 1e-12)
  }

  @Test func inversionRoundTripsAndLeavesSingularTransformsAlone() {
    let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -7)
    let p = CGPoint(x: 3.5, y: -2).applying(t).applying(t.inverted())
    #expect(abs(p.x - 3.5) < 1e-12 && abs(p.y + 2) < 1e-12)
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }

  @Test func applyingToSizesIgnoresTranslation() {
    let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1)
    #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
  }

  @Test func applyingToRectsGivesTheBoundingBox() {
    let rect = CGRect(x: 0, y: 0, width: 2, height: 1)
    let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(rotated.minX + 1) < 1e-12 && abs(rotated.maxX) < 1e-12)
    #expect(abs(rotated.minY) < 1e-12 && abs(rotated.maxY - 2) < 1e-12)
    let flipped = rect.applying(CGAffineTransform(scaleX: 1, y: -1))
    #expect(flipped == CGRect(x: 0, y: -1, width: 2, height: 1))
    #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
  }
}
