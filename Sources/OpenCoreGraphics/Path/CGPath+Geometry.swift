import Foundation

/// The rule that decides which points a path encloses.
public enum CGPathFillRule: Int, Sendable {
  /// Non-zero winding number.
  case winding = 0
  /// Odd crossing count.
  case evenOdd = 1
}

extension CGPath {
  /// The smallest rectangle containing every point of the path, control points included.
  ///
  /// `CGRect.null` for an empty path.
  public var boundingBox: CGRect {
    Self.bounds(of: elements.flatMap(\.points))
  }

  /// The smallest rectangle containing the path's curves themselves, without control points.
  ///
  /// `CGRect.null` for an empty path.
  public var boundingBoxOfPath: CGRect {
    var points: [CGPoint] = []
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        points.append(p)
        current = p
        subpathStart = p
      case .line(let p):
        points.append(p)
        current = p
      case .quad(let c, let p):
        points.append(p)
        points += BezierMath.quadExtrema(current, c, p)
        current = p
      case .curve(let c1, let c2, let p):
        points.append(p)
        points += BezierMath.cubicExtrema(current, c1, c2, p)
        current = p
      case .close:
        current = subpathStart
      }
    }
    return Self.bounds(of: points)
  }

  /// Whether `point` lies inside the path under `rule`, after mapping the path through `transform`.
  ///
  ///
  /// Open subpaths are treated as closed, as in Core Graphics.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    guard point.x.isFinite, point.y.isFinite else { return false }
    var winding = 0
    for polygon in flattened(transform: transform) where polygon.count > 1 {
      for index in polygon.indices {
        let a = polygon[index]
        let b = polygon[(index + 1) % polygon.count]
        if a.y <= point.y {
          if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y, cross(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return rule == .winding ? winding != 0 : winding % 2 != 0
  }

  private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  /// The subpaths as polygons, curves flattened to 16 segments each.
  func flattened(transform: CGAffineTransform = .identity) -> [[CGPoint]] {
    var polygons: [[CGPoint]] = []
    var current: [CGPoint] = []
    var last = CGPoint.zero
    for element in elements.map({ transform.isIdentity ? $0 : $0.applying(transform) }) {
      switch element {
      case .move(let p):
        if !current.isEmpty { polygons.append(current) }
        current = [p]
        last = p
      case .line(let p):
        current.append(p)
        last = p
      case .quad(let c, let p):
        current += BezierMath.sampleQuad(last, c, p, segments: 16)
        last = p
      case .curve(let c1, let c2, let p):
        current += BezierMath.sampleCubic(last, c1, c2, p, segments: 16)
        last = p
      case .close:
        if !current.isEmpty { polygons.append(current) }
        last = current.first ?? last
        current = [last]
      }
    }
    if current.count > 1 { polygons.append(current) }
    return polygons
  }

  static func bounds(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for p in points {
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// Evaluation and extrema of Bézier curves.
enum BezierMath {
  static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(
      x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
      y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
  }

  static func cubic(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat
  ) -> CGPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
      y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
  }

  static func sampleQuad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, segments: Int) -> [CGPoint] {
    (1...segments).map { quad(p0, c, p1, CGFloat($0) / CGFloat(segments)) }
  }

  static func sampleCubic(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, segments: Int
  ) -> [CGPoint] {
    (1...segments).map { cubic(p0, c1, c2, p1, CGFloat($0) / CGFloat(segments)) }
  }

  /// Points where a quadratic curve turns in x or y.
  static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGPoint] {
    var ts: [CGFloat] = []
    for (a, b, d) in [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)] {
      let denominator = a - 2 * b + d
      if denominator != 0 { ts.append((a - b) / denominator) }
    }
    return ts.filter { $0 > 0 && $0 < 1 }.map { quad(p0, c, p1, $0) }
  }

  /// Points where a cubic curve turns in x or y.
  static func cubicExtrema(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint
  ) -> [CGPoint] {
    var ts: [CGFloat] = []
    for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
      // Derivative coefficients of the cubic in t: qa t² + qb t + qc.
      let qa = 3 * (-a + 3 * b - 3 * c + d)
      let qb = 6 * (a - 2 * b + c)
      let qc = 3 * (b - a)
      if abs(qa) < 1e-12 {
        if qb != 0 { ts.append(-qc / qb) }
        continue
      }
      let discriminant = qb * qb - 4 * qa * qc
      guard discriminant >= 0 else { continue }
      let root = discriminant.squareRoot()
      ts += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
    }
    return ts.filter { $0 > 0 && $0 < 1 }.map { cubic(p0, c1, c2, p1, $0) }
  }
}
