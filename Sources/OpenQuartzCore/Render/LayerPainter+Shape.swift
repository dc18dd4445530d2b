import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Paints a `CAShapeLayer`: its path filled, then stroked (trimmed to `strokeStart...strokeEnd`),
/// from a raster cached until the layer's appearance changes.
struct ShapePainting: LayerKindPainting {
  let node: RenderNode
  let shape: ShapeContent

  /// The path's bounding box, widened by the stroke: miter joins can reach `miterLimit × width / 2`
  /// past the path.
  var contentBounds: CGRect? {
    guard let path = shape.path, !path.isEmpty else { return nil }
    var box = path.boundingBoxOfPath
    if shape.strokeColor != nil {
      let reach =
        shape.lineWidth / 2 * (shape.lineJoin == .miter ? max(shape.miterLimit, 1) : 1) + 1
      box = box.insetBy(dx: -reach, dy: -reach)
    }
    return box
  }

  func paintContent(with painter: LayerPainter, toDevice: CGAffineTransform, alpha: CGFloat) {
    guard let bounds = contentBounds else { return }
    painter.paintVectorContent(of: node, within: bounds, toDevice: toDevice, alpha: alpha, draw)
  }

  /// Fills and strokes the path in layer space.
  func draw(into cr: OpaquePointer) {
    guard let path = shape.path else { return }
    if let fill = shape.fillColor, fill.alpha > 0 {
      cairo_new_path(cr)
      path.addToCairo(cr)
      cairo_set_fill_rule(
        cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      LayerShapes.setColor(cr, fill)
      cairo_fill(cr)
    }
    let start = min(max(shape.strokeStart.isFinite ? shape.strokeStart : 0, 0), 1)
    let end = min(max(shape.strokeEnd.isFinite ? shape.strokeEnd : 1, 0), 1)
    guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, end > start
    else { return }
    cairo_new_path(cr)
    if start <= 0 && end >= 1 {
      path.addToCairo(cr)
    } else {
      PathTrimming.trimmed(path, from: start, to: end).addToCairo(cr)
    }
    cairo_set_line_width(cr, shape.lineWidth)
    cairo_set_miter_limit(cr, shape.miterLimit)
    cairo_set_line_cap(
      cr,
      shape.lineCap == .round
        ? CAIRO_LINE_CAP_ROUND
        : shape.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(
      cr,
      shape.lineJoin == .round
        ? CAIRO_LINE_JOIN_ROUND
        : shape.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    let dashes = shape.lineDashPattern
    if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }),
      dashes.contains(where: { $0 > 0 })
    {
      cairo_set_dash(cr, dashes, Int32(dashes.count), Double(shape.lineDashPhase))
    }
    LayerShapes.setColor(cr, stroke)
    cairo_stroke(cr)
  }
}

/// Partial strokes (`strokeStart`/`strokeEnd`): the path flattened and cut by length.
enum PathTrimming {
  /// The part of `path` from `start` to `end` (fractions of its length), curves flattened into 24
  /// segments each.
  static func trimmed(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath {
    let result = CGMutablePath()
    let subpaths = PathFlattening.subpaths(of: path, segments: 24)
    let total = subpaths.reduce(0) { sum, points in
      sum
        + zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
    guard total > 0 else { return result }
    let from = start * total
    let to = end * total
    var walked: CGFloat = 0
    for points in subpaths {
      var drawing = false
      for (a, b) in zip(points, points.dropFirst()) {
        let length = hypot(b.x - a.x, b.y - a.y)
        let segmentStart = walked
        walked += length
        guard walked > from, segmentStart < to, length > 0 else { continue }
        let t0 = max(0, (from - segmentStart) / length)
        let t1 = min(1, (to - segmentStart) / length)
        let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
        let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
        if !drawing {
          result.move(to: p0)
          drawing = true
        }
        result.addLine(to: p1)
      }
    }
    return result
  }
}
