import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A path as polylines: each subpath's points, curves cut into straight segments.
///
/// Shared by partial strokes (`strokeStart`/`strokeEnd`) and keyframe animations along a path.
enum PathFlattening {
  /// The subpaths of `path` (those with at least two points), each curve cut into `segments`
  /// segments; a closed subpath ends at its first point.
  static func subpaths(of path: CGPath, segments: Int) -> [[CGPoint]] {
    let steps = max(segments, 1)
    var subpaths: [[CGPoint]] = []
    var current: [CGPoint] = []
    var last = CGPoint.zero
    var subpathStart = CGPoint.zero
    for (type, points) in path.pathElements {
      switch type {
      case .moveToPoint:
        if current.count > 1 { subpaths.append(current) }
        current = [points[0]]
        last = points[0]
        subpathStart = points[0]
      case .addLineToPoint:
        current.append(points[0])
        last = points[0]
      case .addQuadCurveToPoint:
        for step in 1...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let u = 1 - t
          current.append(
            CGPoint(
              x: u * u * last.x + 2 * u * t * points[0].x + t * t * points[1].x,
              y: u * u * last.y + 2 * u * t * points[0].y + t * t * points[1].y))
        }
        last = points[1]
      case .addCurveToPoint:
        for step in 1...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          current.append(
            CGPoint(
              x: a * last.x + b * points[0].x + c * points[1].x + d * points[2].x,
              y: a * last.y + b * points[0].y + c * points[1].y + d * points[2].y))
        }
        last = points[2]
      case .closeSubpath:
        current.append(subpathStart)
        last = subpathStart
      }
    }
    if current.count > 1 { subpaths.append(current) }
    return subpaths
  }
}
