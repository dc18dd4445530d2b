import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The painter's clips in device space: the damage, a group's extent, what an opaque layer hides.
extension LayerPainter {
  /// Removes device rectangles from the clip (cairo's current matrix is reset).
  static func clip(_ cr: OpaquePointer, excluding hidden: [CGRect]) {
    cairo_identity_matrix(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    cairo_rectangle(cr, -1e6, -1e6, 2e6, 2e6)
    for point in LayerShapes.outline(ofUnion: hidden) { cairo_line_to(cr, point.x, point.y) }
    cairo_close_path(cr)
    cairo_clip(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
  }

  /// Intersects the clip with the union of device rectangles (cairo's current matrix is reset).
  static func clip(_ cr: OpaquePointer, toUnionOf rects: [CGRect]) {
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    for rect in rects { cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height) }
    cairo_clip(cr)
  }

  /// Intersects the clip with a device rectangle (rounded out to pixels).
  static func clip(_ cr: OpaquePointer, to deviceRect: CGRect) {
    guard deviceRect.isFiniteRect else { return }
    let r = deviceRect.integral
    cairo_identity_matrix(cr)
    cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
    cairo_clip(cr)
  }
}
