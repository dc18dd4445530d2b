import Foundation

/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
  /// Starts a subpath; one point.
  case moveToPoint = 0
  /// A line; one point.
  case addLineToPoint = 1
  /// A quadratic curve; control point and end point.
  case addQuadCurveToPoint = 2
  /// A cubic curve; two control points and end point.
  case addCurveToPoint = 3
  /// Closes the subpath; no points.
  case closeSubpath = 4
}

/// One element of a path as `applyWithBlock` passes it: a type and its points.
public struct CGPathElement {
  /// The element's kind.
  public var type: CGPathElementType
  /// The element's points (0 to 3, by ``type``); valid only inside the block.
  public var points: UnsafeMutablePointer<CGPoint>
}

extension CGPath {
  /// Calls `block` with each element in order, as Core Graphics does.
  ///
  /// - Parameter block: Receives a pointer to the element; the element and
  ///   its points are valid only during the call.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    let storage = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
    defer { storage.deallocate() }
    for element in elements {
      let points = element.points
      for (index, point) in points.enumerated() { storage[index] = point }
      var value = CGPathElement(type: element.type, points: storage)
      withUnsafePointer(to: &value) { block($0) }
    }
  }

  /// The elements as Swift values: the type with its points.
  public var pathElements: [(type: CGPathElementType, points: [CGPoint])] {
    elements.map { ($0.type, $0.points) }
  }
}

extension PathElement {
  var type: CGPathElementType {
    switch self {
    case .move: return .moveToPoint
    case .line: return .addLineToPoint
    case .quad: return .addQuadCurveToPoint
    case .curve: return .addCurveToPoint
    case .close: return .closeSubpath
    }
  }
}
