import Foundation

/// One stored path element; points are absolute.
enum PathElement: Equatable, Sendable, CustomStringConvertible {
  case move(CGPoint)
  case line(CGPoint)
  case quad(CGPoint, CGPoint)
  case curve(CGPoint, CGPoint, CGPoint)
  case close

  var points: [CGPoint] {
    switch self {
    case .move(let p), .line(let p): return [p]
    case .quad(let c, let p): return [c, p]
    case .curve(let c1, let c2, let p): return [c1, c2, p]
    case .close: return []
    }
  }

  func applying(_ t: CGAffineTransform) -> PathElement {
    switch self {
    case .move(let p): return .move(p.applying(t))
    case .line(let p): return .line(p.applying(t))
    case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
    case .curve(let c1, let c2, let p):
      return .curve(c1.applying(t), c2.applying(t), p.applying(t))
    case .close: return .close
    }
  }

  var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }

  var description: String {
    switch self {
    case .move(let p): return "move \(p.x),\(p.y)"
    case .line(let p): return "line \(p.x),\(p.y)"
    case .quad(let c, let p): return "quad \(c.x),\(c.y) \(p.x),\(p.y)"
    case .curve(let c1, let c2, let p):
      return "curve \(c1.x),\(c1.y) \(c2.x),\(c2.y) \(p.x),\(p.y)"
    case .close: return "close"
    }
  }
}
