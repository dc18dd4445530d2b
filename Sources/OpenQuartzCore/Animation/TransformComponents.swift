import Foundation
import OpenCoreGraphics

/// A 3D transform taken apart into translation, rotation (about x, then y, then z) and scale, as
/// Core Animation interpolates transforms and reads and writes `transform.rotation.z`,
/// `transform.scale` and the other documented key-path extensions.
///
/// `M = S · Rx · Ry · Rz` (row vectors, as `CATransform3D`), then the translation; the perspective
/// column (`m14`, `m24`, `m34`, `m44`) is carried along and interpolated entry by entry. Skew is
/// not represented: a skewed transform comes back without it.
struct TransformComponents {
  var translation: (x: Double, y: Double, z: Double) = (0, 0, 0)
  var rotation: (x: Double, y: Double, z: Double) = (0, 0, 0)
  var scale: (x: Double, y: Double, z: Double) = (1, 1, 1)
  var perspective: (m14: Double, m24: Double, m34: Double, m44: Double) = (0, 0, 0, 1)

  init() {}

  init(_ m: CATransform3D) {
    translation = (Double(m.m41), Double(m.m42), Double(m.m43))
    perspective = (Double(m.m14), Double(m.m24), Double(m.m34), Double(m.m44))
    var r1 = (Double(m.m11), Double(m.m12), Double(m.m13))
    var r2 = (Double(m.m21), Double(m.m22), Double(m.m23))
    var r3 = (Double(m.m31), Double(m.m32), Double(m.m33))
    func length(_ v: (Double, Double, Double)) -> Double {
      (v.0 * v.0 + v.1 * v.1 + v.2 * v.2).squareRoot()
    }
    var sx = length(r1)
    let sy = length(r2)
    let sz = length(r3)
    // A mirror shows as a negative x scale.
    let determinant =
      r1.0 * (r2.1 * r3.2 - r2.2 * r3.1) - r1.1 * (r2.0 * r3.2 - r2.2 * r3.0)
      + r1.2 * (r2.0 * r3.1 - r2.1 * r3.0)
    if determinant < 0 { sx = -sx }
    scale = (sx, sy, sz)
    if sx != 0 { r1 = (r1.0 / sx, r1.1 / sx, r1.2 / sx) }
    if sy != 0 { r2 = (r2.0 / sy, r2.1 / sy, r2.2 / sy) }
    if sz != 0 { r3 = (r3.0 / sz, r3.1 / sz, r3.2 / sz) }
    let b = asin(min(max(-r1.2, -1), 1))
    if abs(cos(b)) > 1e-9 {
      rotation = (atan2(r2.2, r3.2), b, atan2(r1.1, r1.0))
    } else {
      // Gimbal lock: z folds into x.
      rotation = (atan2(-r3.1, r2.1), b, 0)
    }
  }

  var transform: CATransform3D {
    let (ca, sa) = (cos(rotation.x), sin(rotation.x))
    let (cb, sb) = (cos(rotation.y), sin(rotation.y))
    let (cc, sc) = (cos(rotation.z), sin(rotation.z))
    let r1 = (cb * cc, cb * sc, -sb)
    let r2 = (sa * sb * cc - ca * sc, sa * sb * sc + ca * cc, sa * cb)
    let r3 = (ca * sb * cc + sa * sc, ca * sb * sc - sa * cc, ca * cb)
    let (sx, sy, sz) = scale
    return CATransform3D(
      m11: CGFloat(sx * r1.0), m12: CGFloat(sx * r1.1), m13: CGFloat(sx * r1.2),
      m14: CGFloat(perspective.m14),
      m21: CGFloat(sy * r2.0), m22: CGFloat(sy * r2.1), m23: CGFloat(sy * r2.2),
      m24: CGFloat(perspective.m24),
      m31: CGFloat(sz * r3.0), m32: CGFloat(sz * r3.1), m33: CGFloat(sz * r3.2),
      m34: CGFloat(perspective.m34),
      m41: CGFloat(translation.x), m42: CGFloat(translation.y), m43: CGFloat(translation.z),
      m44: CGFloat(perspective.m44))
  }

  /// `a` to `b`, `t` of the way, component by component.
  static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
    if a == b { return a }
    let p = TransformComponents(a)
    let q = TransformComponents(b)
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    var r = TransformComponents()
    r.translation = (
      mix(p.translation.x, q.translation.x), mix(p.translation.y, q.translation.y),
      mix(p.translation.z, q.translation.z)
    )
    r.rotation = (
      mix(p.rotation.x, q.rotation.x), mix(p.rotation.y, q.rotation.y),
      mix(p.rotation.z, q.rotation.z)
    )
    r.scale = (mix(p.scale.x, q.scale.x), mix(p.scale.y, q.scale.y), mix(p.scale.z, q.scale.z))
    r.perspective = (
      mix(p.perspective.m14, q.perspective.m14), mix(p.perspective.m24, q.perspective.m24),
      mix(p.perspective.m34, q.perspective.m34), mix(p.perspective.m44, q.perspective.m44)
    )
    return r.transform
  }

  /// The component a transform key-path extension names (`rotation.z`, `scale`, `translation.x`,
  /// …), or `nil` for a name Core Animation does not document.
  func component(_ name: String) -> Any? {
    switch name {
    case "rotation", "rotation.z": CGFloat(rotation.z)
    case "rotation.x": CGFloat(rotation.x)
    case "rotation.y": CGFloat(rotation.y)
    case "scale": CGFloat((scale.x + scale.y + scale.z) / 3)
    case "scale.x": CGFloat(scale.x)
    case "scale.y": CGFloat(scale.y)
    case "scale.z": CGFloat(scale.z)
    case "translation": CGSize(width: translation.x, height: translation.y)
    case "translation.x": CGFloat(translation.x)
    case "translation.y": CGFloat(translation.y)
    case "translation.z": CGFloat(translation.z)
    default: nil
    }
  }

  /// Replaces the component `name` by `value`; `false` for an unknown name or a value of the wrong
  /// kind.
  mutating func setComponent(_ name: String, _ value: AnimationValue) -> Bool {
    if name == "translation" {
      guard case .size(let size) = value else { return false }
      translation.x = Double(size.width)
      translation.y = Double(size.height)
      return true
    }
    guard case .number(let x) = value else { return false }
    switch name {
    case "rotation", "rotation.z": rotation.z = x
    case "rotation.x": rotation.x = x
    case "rotation.y": rotation.y = x
    case "scale": scale = (x, x, x)
    case "scale.x": scale.x = x
    case "scale.y": scale.y = x
    case "scale.z": scale.z = x
    case "translation.x": translation.x = x
    case "translation.y": translation.y = x
    case "translation.z": translation.z = x
    default: return false
    }
    return true
  }
}

/// Paths with the same elements morph point by point (a shape layer's `path` animation); others
/// do not interpolate.
enum PathInterpolation {
  static func interpolate(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath? {
    let p = a.pathElements
    let q = b.pathElements
    guard p.count == q.count else { return nil }
    let result = CGMutablePath()
    func mix(_ u: CGPoint, _ v: CGPoint) -> CGPoint {
      CGPoint(x: u.x + (v.x - u.x) * CGFloat(t), y: u.y + (v.y - u.y) * CGFloat(t))
    }
    for (e, f) in zip(p, q) {
      guard e.0 == f.0, e.1.count == f.1.count else { return nil }
      let points = zip(e.1, f.1).map { mix($0, $1) }
      switch e.0 {
      case .moveToPoint: result.move(to: points[0])
      case .addLineToPoint: result.addLine(to: points[0])
      case .addQuadCurveToPoint: result.addQuadCurve(to: points[1], control: points[0])
      case .addCurveToPoint:
        result.addCurve(to: points[2], control1: points[0], control2: points[1])
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }
}
