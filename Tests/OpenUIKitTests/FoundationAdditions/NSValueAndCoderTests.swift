import Foundation
import OpenUIKit
import Testing

/// UIKit's and Core Animation's `NSValue` and `NSCoder` additions, and Darwin's `HUGE`, as iOS code
/// uses them.
@Suite struct NSValueAndCoderTests {
  @Test func geometryRoundTripsThroughNSValue() {
    #expect(NSValue(cgPoint: CGPoint(x: 1, y: -2)).cgPointValue == CGPoint(x: 1, y: -2))
    #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
    #expect(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue == CGVector(dx: 5, dy: 6))
    let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
    let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
    #expect(NSValue(uiOffset: UIOffset(horizontal: 7, vertical: 8)).uiOffsetValue.vertical == 8)
    let cube = CATransform3DMakeScale(2, 3, 4)
    #expect(NSValue(caTransform3D: cube).caTransform3DValue == cube)
  }

  @Test func boxedValuesCompareAndHashAsValues() {
    // As code keeps points in arrays and sets of NSValue (for example a path's points).
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5)].map { NSValue(cgPoint: $0) }
    #expect(points.contains(NSValue(cgPoint: CGPoint(x: 10, y: 5))))
    #expect(
      NSValue(caTransform3D: CATransform3DIdentity) == NSValue(caTransform3D: CATransform3DIdentity)
    )
    #expect(Set(points).count == 2)
  }

  @Test func aGetterForAnotherTypeAnswersZeroNotGarbage() {
    let point = NSValue(cgPoint: CGPoint(x: 1, y: 1))
    #expect(point.cgRectValue == .zero)
    #expect(point.cgAffineTransformValue == .identity)
    #expect(point.caTransform3DValue == CATransform3DIdentity)
    #expect(NSValue(cgAffineTransform: .identity).cgPointValue == .zero)
  }

  /// A view that archives its geometry, as `encode(with:)` and `init?(coder:)` pairs write it.
  final class Badge: NSObject, NSCoding {
    var offset = CGPoint.zero
    var frame = CGRect.zero
    var transform = CGAffineTransform.identity
    var insets = UIEdgeInsets.zero
    var nudge = UIOffset.zero

    override init() {}

    func encode(with coder: NSCoder) {
      coder.encode(offset, forKey: "offset")
      coder.encode(frame, forKey: "frame")
      coder.encode(transform, forKey: "transform")
      coder.encode(insets, forKey: "insets")
      coder.encode(nudge, forKey: "nudge")
    }

    required init?(coder: NSCoder) {
      offset = coder.decodeCGPoint(forKey: "offset")
      frame = coder.decodeCGRect(forKey: "frame")
      transform = coder.decodeCGAffineTransform(forKey: "transform")
      insets = coder.decodeUIEdgeInsets(forKey: "insets")
      nudge = coder.decodeUIOffset(forKey: "nudge")
    }
  }

  @Test func geometryRoundTripsThroughAKeyedArchive() throws {
    let badge = Badge()
    badge.offset = CGPoint(x: 3, y: 4)
    badge.frame = CGRect(x: 1, y: 2, width: 30, height: 40.5)
    badge.transform = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: 0)
    badge.insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    badge.nudge = UIOffset(horizontal: -1, vertical: 2)
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    badge.encode(with: archiver)
    archiver.finishEncoding()
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    unarchiver.requiresSecureCoding = false
    let decoded = try #require(Badge(coder: unarchiver))
    #expect(decoded.offset == badge.offset)
    #expect(decoded.frame == badge.frame)
    #expect(decoded.transform == badge.transform)
    #expect(decoded.insets == badge.insets)
    #expect(decoded.nudge == badge.nudge)
    // A key never written decodes as UIKit's: zero, or the identity for a transform.
    #expect(unarchiver.decodeCGAffineTransform(forKey: "missing") == .identity)
    #expect(unarchiver.decodeUIEdgeInsets(forKey: "missing") == .zero)
    #expect(unarchiver.decodeCGPoint(forKey: "missing") == .zero)
    #expect(unarchiver.decodeCGRect(forKey: "missing") == .zero)
  }

  @Test func stringFormsAreUIKits() {
    #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
    #expect(NSCoder.string(for: CGAffineTransform.identity) == "[1, 0, 0, 1, 0, 0]")
    #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4.5}}") == CGRect(x: 1, y: 2, width: 3, height: 4.5))
    #expect(NSCoder.cgPoint(for: "{1.5, -2}") == CGPoint(x: 1.5, y: -2))
    #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
    #expect(NSCoder.cgAffineTransform(for: "[1, 2]") == .identity)
  }

  @Test func hugeIsDarwinsLargestFloat() {
    // `animation.repeatCount = HUGE` means "forever" in Core Animation's documentation.
    let repeatCount: Float = HUGE
    #expect(repeatCount == .greatestFiniteMagnitude)
    #expect(MAXFLOAT == HUGE)
  }
}
