import CCairo
import Foundation
import OpenCoreGraphics

/// The fill rule of a shape layer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a rule from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Non-zero winding (the default).
  public static let nonZero = Self(rawValue: "non-zero")
  /// Even-odd.
  public static let evenOdd = Self(rawValue: "even-odd")
}

/// The line cap of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a cap from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Flat at the endpoint (the default).
  public static let butt = Self(rawValue: "butt")
  /// Rounded.
  public static let round = Self(rawValue: "round")
  /// Square, past the endpoint by half the width.
  public static let square = Self(rawValue: "square")
}

/// The line join of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a join from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Pointed, beveled past the miter limit (the default).
  public static let miter = Self(rawValue: "miter")
  /// Rounded.
  public static let round = Self(rawValue: "round")
  /// Beveled.
  public static let bevel = Self(rawValue: "bevel")
}

/// A layer that draws a path: fill, then stroke, between its contents and its sublayers, not
/// clipped to its bounds.
open class CAShapeLayer: CALayer {
  /// The path, copied on assignment.
  ///
  /// Default `nil`.
  open var path: CGPath? {
    get { storedPath }
    set {
      storedPath = newValue?.copy()
      changed("path", .appearance)
    }
  }
  final private var storedPath: CGPath?

  /// The fill color; `nil` fills nothing.
  ///
  /// Default opaque black.
  open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
    didSet { changed("fillColor", .appearance, fillColor != oldValue) }
  }

  /// The fill rule.
  ///
  /// Default `.nonZero`.
  open var fillRule: CAShapeLayerFillRule = .nonZero {
    didSet { changed("fillRule", .appearance, fillRule != oldValue) }
  }

  /// The stroke color; `nil` strokes nothing.
  ///
  /// Default `nil`.
  open var strokeColor: CGColor? {
    didSet { changed("strokeColor", .appearance, strokeColor != oldValue) }
  }

  /// The stroke width; negative or non-finite values are rejected.
  ///
  /// Default 1.
  open var lineWidth: CGFloat = 1 {
    didSet {
      guard lineWidth.isFinite, lineWidth >= 0 else {
        reject("lineWidth", lineWidth)
        lineWidth = oldValue
        return
      }
      changed("lineWidth", .appearance, lineWidth != oldValue)
    }
  }

  /// The miter limit.
  ///
  /// Default 10.
  open var miterLimit: CGFloat = 10 {
    didSet { changed("miterLimit", .appearance, miterLimit != oldValue) }
  }

  /// The line cap.
  ///
  /// Default `.butt`.
  open var lineCap: CAShapeLayerLineCap = .butt {
    didSet { changed("lineCap", .appearance, lineCap != oldValue) }
  }

  /// The line join.
  ///
  /// Default `.miter`.
  open var lineJoin: CAShapeLayerLineJoin = .miter {
    didSet { changed("lineJoin", .appearance, lineJoin != oldValue) }
  }

  /// Dash lengths, alternating painted and unpainted.
  ///
  /// Default `nil` (solid).
  open var lineDashPattern: [NSNumber]? {
    didSet { changed("lineDashPattern", .appearance) }
  }

  /// How far into the dash pattern the stroke starts.
  ///
  /// Default 0.
  open var lineDashPhase: CGFloat = 0 {
    didSet { changed("lineDashPhase", .appearance, lineDashPhase != oldValue) }
  }

  /// Where the stroke starts, as a fraction of the path's length, clamped to 0...1.
  ///
  /// Default 0.
  open var strokeStart: CGFloat = 0 {
    didSet { changed("strokeStart", .appearance, strokeStart != oldValue) }
  }

  /// Where the stroke ends, as a fraction of the path's length, clamped to 0...1.
  ///
  /// Default 1.
  open var strokeEnd: CGFloat = 1 {
    didSet { changed("strokeEnd", .appearance, strokeEnd != oldValue) }
  }

  /// Creates a shape layer.
  public required init() { super.init() }

  /// Creates a layer from an archive: nothing is decoded on Linux (see `CALayer.init(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Copies `layer`'s properties.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAShapeLayer else { return }
    storedPath = other.storedPath
    fillColor = other.fillColor
    fillRule = other.fillRule
    strokeColor = other.strokeColor
    lineWidth = other.lineWidth
    miterLimit = other.miterLimit
    lineCap = other.lineCap
    lineJoin = other.lineJoin
    lineDashPattern = other.lineDashPattern
    lineDashPhase = other.lineDashPhase
    strokeStart = other.strokeStart
    strokeEnd = other.strokeEnd
  }

  override var kindContentBounds: CGRect? {
    guard let path = storedPath, !path.isEmpty else { return nil }
    var box = path.boundingBoxOfPath
    if strokeColor != nil {
      // Miter joins can reach miterLimit * width / 2 past the path.
      let reach = lineWidth / 2 * (lineJoin == .miter ? max(miterLimit, 1) : 1) + 1
      box = box.insetBy(dx: -reach, dy: -reach)
    }
    return box
  }

  override func paintKindContent(into cr: OpaquePointer) {
    guard let path = storedPath else { return }
    if let fill = fillColor, fill.alpha > 0 {
      LayerPainter.addPath(path, to: cr)
      cairo_set_fill_rule(
        cr, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      LayerShapes.setColor(cr, fill)
      cairo_fill(cr)
    }
    let start = min(max(strokeStart.isFinite ? strokeStart : 0, 0), 1)
    let end = min(max(strokeEnd.isFinite ? strokeEnd : 1, 0), 1)
    guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0, end > start else { return }
    if start <= 0 && end >= 1 {
      LayerPainter.addPath(path, to: cr)
    } else {
      PathTrimming.addTrimmed(path, from: start, to: end, to: cr)
    }
    cairo_set_line_width(cr, lineWidth)
    cairo_set_miter_limit(cr, miterLimit)
    cairo_set_line_cap(
      cr,
      lineCap == .round
        ? CAIRO_LINE_CAP_ROUND : lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(
      cr,
      lineJoin == .round
        ? CAIRO_LINE_JOIN_ROUND : lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER
    )
    let dashes = (lineDashPattern ?? []).map(\.doubleValue)
    if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }),
      dashes.contains(where: { $0 > 0 })
    {
      cairo_set_dash(cr, dashes, Int32(dashes.count), Double(lineDashPhase))
    }
    LayerShapes.setColor(cr, stroke)
    cairo_stroke(cr)
  }
}

/// Partial strokes (`strokeStart`/`strokeEnd`): the path flattened and cut by length.
enum PathTrimming {
  static func addTrimmed(_ path: CGPath, from start: CGFloat, to end: CGFloat, to cr: OpaquePointer)
  {
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
        for step in 1...24 {
          let t = CGFloat(step) / 24
          let u = 1 - t
          current.append(
            CGPoint(
              x: u * u * last.x + 2 * u * t * points[0].x + t * t * points[1].x,
              y: u * u * last.y + 2 * u * t * points[0].y + t * t * points[1].y))
        }
        last = points[1]
      case .addCurveToPoint:
        for step in 1...24 {
          let t = CGFloat(step) / 24
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
    let total = subpaths.reduce(0) { sum, points in
      sum
        + zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
    guard total > 0 else { return }
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
          cairo_move_to(cr, p0.x, p0.y)
          drawing = true
        }
        cairo_line_to(cr, p1.x, p1.y)
      }
    }
  }
}
