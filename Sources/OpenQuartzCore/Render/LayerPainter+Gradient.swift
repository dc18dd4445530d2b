import CCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Paints a `CAGradientLayer`: its color ramp (axial, radial or conic) over its rounded bounds, from
/// a raster cached until the layer's appearance changes.
struct GradientPainting: LayerKindPainting {
  let node: RenderNode
  let gradient: GradientContent

  /// A radial gradient's smallest radius (points) drawn as an ellipse; a flatter one is filled with
  /// its last color.
  static let minimumRadialRadius: CGFloat = 0.01

  /// Wedges in a conic gradient's mesh (cairo has no conic pattern).
  static let conicWedges = 128

  var contentBounds: CGRect? { gradient.colors.isEmpty ? nil : node.bounds }

  func paintContent(with painter: LayerPainter, toDevice: CGAffineTransform, alpha: CGFloat) {
    guard let bounds = contentBounds else { return }
    painter.paintVectorContent(of: node, within: bounds, toDevice: toDevice, alpha: alpha, draw)
  }

  /// Draws the gradient in layer space, clipped to the rounded bounds.
  func draw(into cr: OpaquePointer) {
    let bounds = node.bounds
    guard let ramp = gradient.gradient, bounds.width > 0, bounds.height > 0 else { return }
    func unit(_ p: CGPoint) -> CGPoint {
      CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
    }
    let start = unit(gradient.startPoint)
    let end = unit(gradient.endPoint)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    LayerShapes.addBoundsPath(cr, node)
    cairo_clip(cr)
    let pattern: OpaquePointer?
    switch gradient.type {
    case .radial:
      let rx = abs(end.x - start.x)
      let ry = abs(end.y - start.y)
      guard rx > 0 || ry > 0 else { return }
      // An ellipse flat on one axis (the default points give rx = 0): every point but the axis
      // itself lies beyond it, so the padded last color fills the layer. Stretching a unit circle
      // that far would overflow pixman, which leaves cairo in an error state.
      guard rx >= Self.minimumRadialRadius, ry >= Self.minimumRadialRadius else {
        let last = ramp.color(at: 1)
        cairo_set_source_rgba(cr, last.red, last.green, last.blue, last.alpha)
        cairo_paint(cr)
        return
      }
      // A unit circle, stretched to the ellipse by the pattern matrix.
      pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, 1 / rx, 1 / ry)
      cairo_matrix_translate(&matrix, -start.x, -start.y)
      pattern.map { cairo_pattern_set_matrix($0, &matrix) }
      pattern.map { ramp.addColorStops(to: $0) }
    case .conic:
      pattern = conicPattern(
        ramp, center: start, toward: end, reach: hypot(bounds.width, bounds.height) * 2)
    default:
      guard start != end else { return }
      pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
      pattern.map { ramp.addColorStops(to: $0) }
    }
    guard let pattern else { return }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
    cairo_pattern_destroy(pattern)
  }

  /// A conic gradient as a mesh of thin wedges around `center`, angle 0 toward `end`.
  private func conicPattern(
    _ gradient: CGGradient, center: CGPoint, toward end: CGPoint, reach: CGFloat
  ) -> OpaquePointer? {
    guard center != end, let mesh = cairo_pattern_create_mesh() else { return nil }
    let start = atan2(end.y - center.y, end.x - center.x)
    let wedges = Self.conicWedges
    for index in 0..<wedges {
      let t0 = CGFloat(index) / CGFloat(wedges)
      let t1 = CGFloat(index + 1) / CGFloat(wedges)
      let a0 = start + t0 * 2 * .pi
      let a1 = start + t1 * 2 * .pi
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, center.x, center.y)
      cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a0), center.y + reach * sin(a0))
      cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a1), center.y + reach * sin(a1))
      cairo_mesh_pattern_line_to(mesh, center.x, center.y)
      let c0 = gradient.color(at: t0)
      let c1 = gradient.color(at: t1)
      for corner: UInt32 in [0, 1] {
        cairo_mesh_pattern_set_corner_color_rgba(mesh, corner, c0.red, c0.green, c0.blue, c0.alpha)
      }
      for corner: UInt32 in [2, 3] {
        cairo_mesh_pattern_set_corner_color_rgba(mesh, corner, c1.red, c1.green, c1.blue, c1.alpha)
      }
      cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
  }
}
