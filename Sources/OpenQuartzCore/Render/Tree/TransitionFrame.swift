import Foundation
import OpenCoreGraphics

/// One frame of a running ``CATransition``, as the render tree holds it.
///
/// It holds the old look, the effect and how far it has gone; `LayerPainter+Transition.swift`
/// paints it.
struct TransitionFrame: Equatable {
  /// The layer's look when the transition was added, in the layer's space; `nil` for nothing.
  let before: RasterSurface?
  let type: CATransitionType
  let subtype: CATransitionSubtype?
  /// 0 shows the old look, 1 the new one.
  let progress: CGFloat

  static func == (lhs: TransitionFrame, rhs: TransitionFrame) -> Bool {
    lhs.before === rhs.before && lhs.type == rhs.type && lhs.subtype == rhs.subtype
      && lhs.progress == rhs.progress
  }

  /// Where the old look and the new one are drawn, as offsets in the layer's space, for a layer
  /// of `bounds`: a motion covers the bounds' width (left and right) or height (top and bottom).
  func offsets(in bounds: CGRect) -> (old: CGPoint, new: CGPoint) {
    guard isMotion else { return (.zero, .zero) }
    // The direction the new look travels from: a unit vector pointing at the edge it starts at.
    let edge: CGPoint =
      switch subtype {
      case .fromRight?: CGPoint(x: 1, y: 0)
      case .fromTop?: CGPoint(x: 0, y: -1)
      case .fromBottom?: CGPoint(x: 0, y: 1)
      default: CGPoint(x: -1, y: 0)  // `.fromLeft`, and `nil`
      }
    let distance = CGPoint(x: edge.x * bounds.width, y: edge.y * bounds.height)
    // Arriving: from the edge to its place. Leaving: from its place to the opposite edge.
    let arriving = CGPoint(x: distance.x * (1 - progress), y: distance.y * (1 - progress))
    let leaving = CGPoint(x: -distance.x * progress, y: -distance.y * progress)
    switch type {
    case .moveIn: return (.zero, arriving)
    case .reveal: return (leaving, .zero)
    default: return (leaving, arriving)  // `.push`
    }
  }

  /// Whether the looks move (`.moveIn`, `.push`, `.reveal`); every other type cross-fades (an
  /// unknown one, such as a private iOS effect, is said once when added).
  var isMotion: Bool { type == .moveIn || type == .push || type == .reveal }

  /// Whether the old look is drawn above the new one (it slides off the top of it).
  var oldOnTop: Bool { type == .reveal }

  /// What the transition paints in the layer's space, given what the layer's subtree paints now
  /// (`current`, without the transition): both looks at their offsets, cut to the bounds when the
  /// layer masks to them.
  func extent(current: CGRect, bounds: CGRect, masksToBounds: Bool) -> CGRect {
    let (old, new) = offsets(in: bounds)
    var extent = current.isNull ? current : current.offsetBy(dx: new.x, dy: new.y)
    if let before {
      let picture = CGRect(
        x: before.origin.x + old.x, y: before.origin.y + old.y,
        width: CGFloat(before.pixelWidth) / before.scale,
        height: CGFloat(before.pixelHeight) / before.scale)
      extent = extent.union(picture)
    }
    if masksToBounds { extent = extent.intersection(bounds) }
    return extent.isNull ? .zero : extent
  }
}
