import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// UIKit's additions to `NSValue`: geometry boxed for collections and key-value APIs, as
/// `NSValue(cgPoint:)` and `value.cgPointValue`.
///
/// Points, sizes, rectangles and edge insets use Foundation's own encodings; the rest are arrays of
/// doubles. A getter asked for a type the value does not hold answers zero (or the identity).
extension NSValue {
  /// A value holding a point.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// The point the value holds.
  public var cgPointValue: CGPoint { holds("{CGPoint=dd}") ? pointValue : .zero }

  /// A value holding a size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// The size the value holds.
  public var cgSizeValue: CGSize { holds("{CGSize=dd}") ? sizeValue : .zero }

  /// A value holding a rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// The rectangle the value holds.
  public var cgRectValue: CGRect {
    holds("{CGRect={CGPoint=dd}{CGSize=dd}}") ? rectValue : .zero
  }

  /// A value holding a vector.
  public convenience init(cgVector vector: CGVector) {
    self.init(doubles: [Double(vector.dx), Double(vector.dy)])
  }
  /// The vector the value holds.
  public var cgVectorValue: CGVector {
    guard let d = doubles(count: 2) else { return .zero }
    return CGVector(dx: d[0], dy: d[1])
  }

  /// A value holding an affine transform.
  public convenience init(cgAffineTransform transform: CGAffineTransform) {
    self.init(
      doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map
      { Double($0) })
  }
  /// The affine transform the value holds (the identity when it holds something else).
  public var cgAffineTransformValue: CGAffineTransform {
    guard let d = doubles(count: 6) else { return .identity }
    return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
  }

  /// A value holding edge insets.
  public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
    self.init(
      edgeInsets: NSEdgeInsets(
        top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
  }
  /// The edge insets the value holds.
  public var uiEdgeInsetsValue: UIEdgeInsets {
    guard holds("{NSEdgeInsets=dddd}") else { return .zero }
    let insets = edgeInsetsValue
    return UIEdgeInsets(
      top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }

  /// A value holding directional edge insets.
  public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
    self.init(
      doubles: [insets.top, insets.leading, insets.bottom, insets.trailing].map { Double($0) })
  }
  /// The directional edge insets the value holds.
  public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
    guard let d = doubles(count: 4) else { return .zero }
    return NSDirectionalEdgeInsets(top: d[0], leading: d[1], bottom: d[2], trailing: d[3])
  }

  /// A value holding an offset.
  public convenience init(uiOffset offset: UIOffset) {
    self.init(doubles: [Double(offset.horizontal), Double(offset.vertical)])
  }
  /// The offset the value holds.
  public var uiOffsetValue: UIOffset {
    guard let d = doubles(count: 2) else { return .zero }
    return UIOffset(horizontal: d[0], vertical: d[1])
  }
}
