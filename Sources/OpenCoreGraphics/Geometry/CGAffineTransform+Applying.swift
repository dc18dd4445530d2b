import Foundation

extension CGPoint {
  /// Returns the point mapped through `t`.
  @inlinable
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// Returns the size mapped through `t`'s linear part (no translation), as Core Graphics does; the
  /// result may have negative components.
  @inlinable
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// Returns the smallest rectangle containing the four corners of this rectangle mapped through
  /// `t`.
  ///
  /// The null rectangle stays null.
  @inlinable
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    if t.b == 0, t.c == 0 {
      // Axis-aligned fast path; also keeps infinite rects sensible.
      return CGRect(
        x: t.a * origin.x + t.tx, y: t.d * origin.y + t.ty,
        width: t.a * size.width, height: t.d * size.height
      ).standardized
    }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minPoint = CGPoint(x: xs.min() ?? 0, y: ys.min() ?? 0)
    return CGRect(
      x: minPoint.x, y: minPoint.y,
      width: (xs.max() ?? 0) - minPoint.x, height: (ys.max() ?? 0) - minPoint.y)
  }
}
