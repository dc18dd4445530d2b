import Foundation

/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// As in Core Graphics, arcs, ellipses and rounded rectangles are stored as
/// cubic Bézier curves, so element enumeration reports `addCurveToPoint`
/// for them. Non-finite points are dropped when added, so a path never
/// holds NaN or infinity.
///
/// See also ``CGMutablePath``.
public class CGPath: Equatable, CustomStringConvertible {
  /// The path's elements in order.
  var elements: [PathElement]

  init(elements: [PathElement]) {
    self.elements = elements
  }

  /// Creates a path holding one rectangle.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Creates a path holding the ellipse that fits `rect`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Creates a path holding a rounded rectangle.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The end point of the last element, or `.zero` for an empty path.
  public var currentPoint: CGPoint {
    var subpathStart = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        subpathStart = p
        current = p
      case .line(let p), .quad(_, let p), .curve(_, _, let p):
        current = p
      case .close:
        current = subpathStart
      }
    }
    return current
  }

  /// Returns an immutable copy.
  public func copy() -> CGPath? { CGPath(elements: elements) }

  /// Returns a copy with every point mapped through `transform`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let t = transform?.pointee else { return copy() }
    return CGPath(elements: elements.map { $0.applying(t) })
  }

  /// Returns a mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

  /// Returns a mutable copy with every point mapped through `transform`.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    guard let t = transform?.pointee else { return mutableCopy() }
    return CGMutablePath(elements: elements.map { $0.applying(t) })
  }

  /// Paths are equal when their elements are equal.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

  /// The elements, one per line.
  public var description: String {
    "CGPath(" + elements.map(\.description).joined(separator: "; ") + ")"
  }
}
