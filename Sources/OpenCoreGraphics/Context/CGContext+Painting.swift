import CCairo
import Foundation

extension CGContext {
  /// Fills the current path with the fill color and empties the path.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    composite(.fill(consumePath(), rule), .color(state.fillColor))
  }

  /// Strokes the current path with the stroke color and empties the path.
  public func strokePath() {
    composite(.stroke(consumePath()), .color(state.strokeColor))
  }

  /// Fills and/or strokes the current path, then empties it.
  public func drawPath(using mode: CGPathDrawingMode) {
    let path = consumePath()
    switch mode {
    case .fill: composite(.fill(path, .winding), .color(state.fillColor))
    case .eoFill: composite(.fill(path, .evenOdd), .color(state.fillColor))
    case .stroke: composite(.stroke(path), .color(state.strokeColor))
    case .fillStroke:
      composite(.fill(path, .winding), .color(state.fillColor))
      composite(.stroke(path), .color(state.strokeColor))
    case .eoFillStroke:
      composite(.fill(path, .evenOdd), .color(state.fillColor))
      composite(.stroke(path), .color(state.strokeColor))
    }
  }

  /// Fills `rect` with the fill color; the current path is left alone.
  public func fill(_ rect: CGRect) {
    composite(.fill(userPath { $0.addRect(rect) }, .winding), .color(state.fillColor))
  }

  /// Fills each rectangle.
  public func fill(_ rects: [CGRect]) {
    composite(.fill(userPath { $0.addRects(rects) }, .winding), .color(state.fillColor))
  }

  /// Strokes the outline of `rect`.
  public func stroke(_ rect: CGRect) {
    composite(.stroke(userPath { $0.addRect(rect) }), .color(state.strokeColor))
  }

  /// Strokes the outline of `rect` with a line width, leaving the state's width unchanged.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    let saved = state.lineWidth
    setLineWidth(width)
    stroke(rect)
    state.lineWidth = saved
  }

  /// Fills the ellipse inscribed in `rect`.
  public func fillEllipse(in rect: CGRect) {
    composite(.fill(userPath { $0.addEllipse(in: rect) }, .winding), .color(state.fillColor))
  }

  /// Strokes the ellipse inscribed in `rect`.
  public func strokeEllipse(in rect: CGRect) {
    composite(.stroke(userPath { $0.addEllipse(in: rect) }), .color(state.strokeColor))
  }

  /// Strokes line segments between pairs of points (0-1, 2-3, …).
  public func strokeLineSegments(between points: [CGPoint]) {
    let path = userPath { path in
      for pair in stride(from: 0, to: points.count - 1, by: 2) {
        path.move(to: points[pair])
        path.addLine(to: points[pair + 1])
      }
    }
    composite(.stroke(path), .color(state.strokeColor))
  }

  /// Makes `rect` fully transparent (inside the clip), whatever the blend mode, alpha and shadow,
  /// as `CGContextClearRect` does.
  public func clear(_ rect: CGRect) {
    let saved = state
    state.shadow = nil
    state.alpha = 1
    composite(.fill(userPath { $0.addRect(rect) }, .winding), .color(.clear), blendMode: .clear)
    state = saved
  }

  /// Finishes pending drawing.
  ///
  /// Every drawing call already leaves its pixels in ``data`` when it returns, so this only flushes
  /// cairo.
  public func flush() {
    cairo_surface_flush(storage.surface)
  }
}
