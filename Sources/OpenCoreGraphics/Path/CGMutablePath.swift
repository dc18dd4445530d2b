import Foundation

/// A path you build by adding elements, as Core Graphics' `CGMutablePath`.
///
/// Every `add` method takes an optional transform applied to the new
/// points. Elements with non-finite coordinates are ignored.
public final class CGMutablePath: CGPath {
  /// Creates an empty path.
  public init() {
    super.init(elements: [])
  }

  override init(elements: [PathElement]) {
    super.init(elements: elements)
  }

  func append(_ element: PathElement, _ transform: CGAffineTransform) {
    let mapped = transform.isIdentity ? element : element.applying(transform)
    guard mapped.isFinite else { return }
    // As in Core Graphics, drawing without a current point starts a subpath.
    switch mapped {
    case .line(let p), .quad(_, let p), .curve(_, _, let p):
      if elements.isEmpty { elements.append(.move(p)) }
    default:
      break
    }
    elements.append(mapped)
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(.move(point), transform)
  }

  /// Adds a straight line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(.line(point), transform)
  }

  /// Adds a sequence of connected lines: a move to the first point, then lines.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    for (index, point) in points.enumerated() {
      append(index == 0 ? .move(point) : .line(point), transform)
    }
  }

  /// Adds a quadratic Bézier curve to `end` with one control point.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    append(.quad(control, end), transform)
  }

  /// Adds a cubic Bézier curve to `end` with two control points.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    append(.curve(control1, control2, end), transform)
  }

  /// Closes the current subpath with a line back to its start.
  public func closeSubpath() {
    guard !elements.isEmpty else { return }
    elements.append(.close)
  }

  /// Adds a closed rectangle subpath, starting at its minimum corner.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite,
      rect.width.isFinite, rect.height.isFinite
    else { return }
    let r = rect.standardized
    append(.move(CGPoint(x: r.minX, y: r.minY)), transform)
    append(.line(CGPoint(x: r.maxX, y: r.minY)), transform)
    append(.line(CGPoint(x: r.maxX, y: r.maxY)), transform)
    append(.line(CGPoint(x: r.minX, y: r.maxY)), transform)
    closeSubpath()
  }

  /// Adds one closed subpath per rectangle.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds the ellipse that fits `rect`, as four cubic curves starting at
  /// the right-most point and running counterclockwise in y-up space.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    guard !rect.isNull, rect.width.isFinite, rect.height.isFinite else { return }
    let r = rect.standardized
    let scale = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
      .concatenating(CGAffineTransform(translationX: r.midX, y: r.midY))
      .concatenating(transform)
    append(.move(CGPoint(x: 1, y: 0)), scale)
    for segment in ArcGeometry.unitArcCurves(from: 0, to: 2 * .pi) {
      append(segment, scale)
    }
    closeSubpath()
  }

  /// Adds a rounded rectangle; corner sizes are clamped to half the sides.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard !rect.isNull, rect.width.isFinite, rect.height.isFinite else { return }
    let r = rect.standardized
    let rx = min(max(cornerWidth.isFinite ? cornerWidth : 0, 0), r.width / 2)
    let ry = min(max(cornerHeight.isFinite ? cornerHeight : 0, 0), r.height / 2)
    guard rx > 0, ry > 0 else {
      addRect(r, transform: transform)
      return
    }
    // Corner arcs are unit quarter-circles scaled to (rx, ry).
    func corner(_ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat) {
      let t = CGAffineTransform(scaleX: rx, y: ry)
        .concatenating(CGAffineTransform(translationX: cx, y: cy))
        .concatenating(transform)
      for segment in ArcGeometry.unitArcCurves(from: start, to: start + .pi / 2) {
        append(segment, t)
      }
    }
    append(.move(CGPoint(x: r.maxX, y: r.minY + ry)), transform)
    append(.line(CGPoint(x: r.maxX, y: r.maxY - ry)), transform)
    corner(r.maxX - rx, r.maxY - ry, 0)
    append(.line(CGPoint(x: r.minX + rx, y: r.maxY)), transform)
    corner(r.minX + rx, r.maxY - ry, .pi / 2)
    append(.line(CGPoint(x: r.minX, y: r.minY + ry)), transform)
    corner(r.minX + rx, r.minY + ry, .pi)
    append(.line(CGPoint(x: r.maxX - rx, y: r.minY)), transform)
    corner(r.maxX - rx, r.minY + ry, 3 * .pi / 2)
    closeSubpath()
  }

  /// Adds an arc of a circle.
  ///
  /// A line joins the current point to the arc's start. `clockwise` is
  /// relative to Quartz's y-up space: `true` decreases the angle, which a
  /// flipped (UIKit) context shows as counterclockwise on screen.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool, transform: CGAffineTransform = .identity
  ) {
    guard radius.isFinite, startAngle.isFinite, endAngle.isFinite,
      center.x.isFinite, center.y.isFinite
    else { return }
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle,
      delta: Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise),
      transform: transform)
  }

  /// The signed sweep from `start` to `end` in the requested direction, as Quartz: at most one
  /// full turn; angles a whole number of turns apart the other way sweep a full circle, as
  /// `CGContextAddArc(ctx, x, y, r, 0, 2 * .pi, 1)` and `UIBezierPath(arcCenter:…, startAngle: 0,
  /// endAngle: 2 * .pi, clockwise: false)` draw circles on iOS; equal angles sweep nothing.
  ///
  /// Worked out with a remainder, not by stepping a turn at a time: angles such as 1e300 once
  /// stepped forever.
  static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
    let fullTurn = 2 * CGFloat.pi
    // Distance in the drawing direction (clockwise: decreasing angles).
    let ahead = clockwise ? start - end : end - start
    let sweep: CGFloat
    if !ahead.isFinite {
      sweep = fullTurn  // angles too far apart to tell: a whole turn, not nothing
    } else if ahead >= 0 {
      sweep = min(ahead, fullTurn)
    } else {
      let remainder = (-ahead).truncatingRemainder(dividingBy: fullTurn)
      sweep = remainder == 0 ? fullTurn : fullTurn - remainder
    }
    return clockwise ? -sweep : sweep
  }

  /// The most whole turns one arc adds (see ``addRelativeArc(center:radius:startAngle:delta:transform:)``).
  static let maximumArcTurns: CGFloat = 16

  /// Adds an arc of `delta` radians from `startAngle` (positive: increasing angle).
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
    // Beyond 16 turns an arc adds nothing a person can see, only curves (1e9 radians once made
    // 600 million of them); the clamp keeps the turns' parity for the even-odd rule.
    let fullTurn = 2 * CGFloat.pi
    let turns = (abs(delta) / fullTurn).rounded(.down)
    let parity = turns.truncatingRemainder(dividingBy: 2)
    let delta =
      turns <= Self.maximumArcTurns
      ? delta
      : (delta < 0 ? -1 : 1)
        * ((Self.maximumArcTurns + parity) * fullTurn
          + abs(delta).truncatingRemainder(dividingBy: fullTurn))
    let r = abs(radius)
    let t = CGAffineTransform(scaleX: r, y: r)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
      .concatenating(transform)
    let start = CGPoint(x: cos(startAngle), y: sin(startAngle))
    append(elements.isEmpty ? .move(start) : .line(start), t)
    for segment in ArcGeometry.unitArcCurves(from: startAngle, to: startAngle + delta) {
      append(segment, t)
    }
  }

  /// Adds an arc of `radius` tangent to the line from the current point to
  /// `tangent1End` and to the line from there to `tangent2End`, preceded by
  /// a straight line to the arc's start (PostScript's `arct`).
  public func addArc(
    tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard !elements.isEmpty else { return }
    // Work in the untransformed space of the new points.
    let inverse = transform.inverted()
    let p0 = currentPoint.applying(transform.isInvertible ? inverse : .identity)
    for segment in ArcGeometry.tangentArc(from: p0, p1, p2, radius: radius) {
      append(segment, transform)
    }
  }

  /// Appends the elements of `path`, mapped through `transform`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    for element in path.elements { append(element, transform) }
  }
}
