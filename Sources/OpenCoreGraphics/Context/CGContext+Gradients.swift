import CCairo
import Foundation

extension CGContext {
  /// Fills the clip with a linear gradient from `start` to `end`.
  ///
  /// Without ``CGGradientDrawingOptions/drawsBeforeStartLocation`` nothing is drawn before the line
  /// through `start` perpendicular to the axis; likewise after `end`.
  public func drawLinearGradient(
    _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
  ) {
    guard canDraw, start != end, [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite),
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
    else { return }
    defer { cairo_pattern_destroy(pattern) }
    gradient.addColorStops(to: pattern)
    let before = options.contains(.drawsBeforeStartLocation)
    let after = options.contains(.drawsAfterEndLocation)
    cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    cairo_save(cairo)
    // One-sided extension: pad both ways, then clip away the other side.
    if before != after {
      let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
      let length = hypot(axis.x, axis.y)
      let unit = CGPoint(x: axis.x / length, y: axis.y / length)
      let normal = CGPoint(x: -unit.y, y: unit.x)
      let reach = clipReach(from: start) + length
      let edge = before ? end : start
      let direction: CGFloat = before ? -1 : 1
      let corners = [
        CGPoint(x: edge.x + normal.x * reach, y: edge.y + normal.y * reach),
        CGPoint(x: edge.x - normal.x * reach, y: edge.y - normal.y * reach),
        CGPoint(
          x: edge.x - normal.x * reach + direction * unit.x * 2 * reach,
          y: edge.y - normal.y * reach + direction * unit.y * 2 * reach),
        CGPoint(
          x: edge.x + normal.x * reach + direction * unit.x * 2 * reach,
          y: edge.y + normal.y * reach + direction * unit.y * 2 * reach),
      ]
      replay(userPath { $0.addLines(between: corners) })
      cairo_clip(cairo)
    }
    composite(.everything, .pattern(pattern))
    cairo_restore(cairo)
  }

  /// Fills the clip with a radial gradient between two circles, as Quartz (and PDF type 3 shadings)
  /// define it.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
    endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {
    let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
    guard canDraw, values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0,
      startRadius > 0 || endRadius > 0 || startCenter != endCenter
    else { return }
    let before = options.contains(.drawsBeforeStartLocation)
    let after = options.contains(.drawsAfterEndLocation)
    // A one-sided extension is drawn as an unextended gradient over a longer
    // run of circles, t in [t0, t1], holding the end color past 0...1.
    var t0: CGFloat = 0
    var t1: CGFloat = 1
    if before != after {
      let growth = endRadius - startRadius
      let reach =
        clipReach(from: startCenter)
        + hypot(endCenter.x - startCenter.x, endCenter.y - startCenter.y)
      if after {
        // Until the circle covers the clip, or shrinks to nothing.
        t1 = growth > 0 ? max(1, (reach + reach) / growth) : growth < 0 ? startRadius / -growth : 64
        t1 = min(t1, 4096)
      } else {
        t0 = growth > 0 ? -startRadius / growth : growth < 0 ? -(reach + reach) / -growth : -64
        t0 = max(t0, -4096)
      }
    }
    func circle(_ t: CGFloat) -> (CGPoint, CGFloat) {
      (
        CGPoint(
          x: startCenter.x + t * (endCenter.x - startCenter.x),
          y: startCenter.y + t * (endCenter.y - startCenter.y)),
        startRadius + t * (endRadius - startRadius)
      )
    }
    let (c0, r0) = circle(t0)
    let (c1, r1) = circle(t1)
    guard let pattern = cairo_pattern_create_radial(c0.x, c0.y, max(r0, 0), c1.x, c1.y, max(r1, 0))
    else { return }
    defer { cairo_pattern_destroy(pattern) }
    gradient.addColorStops(to: pattern, mappedFrom: t0, to: t1)
    cairo_pattern_set_extend(pattern, before && after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    composite(.everything, .pattern(pattern))
  }

  /// The distance from `point` to the farthest corner of the clip, in user space.
  private func clipReach(from point: CGPoint) -> CGFloat {
    let box = boundingBoxOfClipPath
    guard !box.isNull else { return 1 }
    return [
      CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
      CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY),
    ].map { hypot($0.x - point.x, $0.y - point.y) }.max() ?? 1
  }
}
