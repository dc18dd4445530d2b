import CCairo
import Foundation

/// How the ends of stroked lines are drawn.
public enum CGLineCap: Int32, Sendable {
  /// Square end at the endpoint.
  case butt = 0
  /// Semicircle around the endpoint.
  case round = 1
  /// Square end extending half the line width past the endpoint.
  case square = 2

  var cairoValue: cairo_line_cap_t {
    switch self {
    case .butt: return CAIRO_LINE_CAP_BUTT
    case .round: return CAIRO_LINE_CAP_ROUND
    case .square: return CAIRO_LINE_CAP_SQUARE
    }
  }
}

/// How corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
  /// Pointed corners, beveled past the miter limit.
  case miter = 0
  /// Rounded corners.
  case round = 1
  /// Beveled corners.
  case bevel = 2

  var cairoValue: cairo_line_join_t {
    switch self {
    case .miter: return CAIRO_LINE_JOIN_MITER
    case .round: return CAIRO_LINE_JOIN_ROUND
    case .bevel: return CAIRO_LINE_JOIN_BEVEL
    }
  }
}

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fill, non-zero winding.
  case fill = 0
  /// Fill, even-odd.
  case eoFill = 1
  /// Stroke.
  case stroke = 2
  /// Fill (non-zero) then stroke.
  case fillStroke = 3
  /// Fill (even-odd) then stroke.
  case eoFillStroke = 4
}
