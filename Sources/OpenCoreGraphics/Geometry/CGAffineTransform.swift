import Foundation

/// An affine transformation matrix for 2D drawing, as in Core Graphics.
///
/// A point `(x, y)` maps to `(a*x + c*y + tx, b*x + d*y + ty)`. Composition
/// follows Core Graphics' row-vector convention: `t1.concatenating(t2)`
/// applies `t1` first, then `t2`.
public struct CGAffineTransform: Hashable, Sendable {
  /// The entry at row 1, column 1.
  public var a: CGFloat
  /// The entry at row 1, column 2.
  public var b: CGFloat
  /// The entry at row 2, column 1.
  public var c: CGFloat
  /// The entry at row 2, column 2.
  public var d: CGFloat
  /// The x translation.
  public var tx: CGFloat
  /// The y translation.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  @inlinable
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates the identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// Creates a transform that translates by `(tx, ty)`.
  @inlinable
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a transform that scales by `(sx, sy)`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a transform that rotates by `angle` radians.
  ///
  /// In Quartz's y-up space a positive angle turns counterclockwise; in a
  /// flipped (UIKit) space it appears clockwise.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// Returns `self` followed by `t2`.
  ///
  /// - Parameter t2: The transform applied after this one.
  @inlinable
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// Returns a transform that translates by `(tx, ty)` and then applies `self`.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// Returns a transform that scales by `(sx, sy)` and then applies `self`.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// Returns a transform that rotates by `angle` and then applies `self`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The determinant `a*d - b*c`.
  var determinant: CGFloat { a * d - b * c }

  /// Whether every entry is finite and the matrix can be inverted.
  var isInvertible: Bool {
    let det = determinant
    return det != 0 && det.isFinite && tx.isFinite && ty.isFinite
  }

  /// Returns the inverse, or `self` unchanged when it cannot be inverted
  /// (as `CGAffineTransformInvert` does).
  public func inverted() -> CGAffineTransform {
    guard isInvertible else { return self }
    let det = determinant
    return CGAffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
  }
}

extension CGAffineTransform: CustomStringConvertible {
  /// The six entries, as Core Graphics prints them.
  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}
