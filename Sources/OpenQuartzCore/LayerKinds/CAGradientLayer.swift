import CCairo
import Foundation
import OpenCoreGraphics

/// The geometry of a gradient layer's color ramp.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from `startPoint` to `endPoint` (the default).
  public static let axial = Self(rawValue: "axial")
  /// An ellipse centered at `startPoint` reaching `endPoint`'s x and y.
  public static let radial = Self(rawValue: "radial")
  /// Around `startPoint`, angle 0 toward `endPoint`, turning +x toward +y.
  public static let conic = Self(rawValue: "conic")
}

/// A layer that fills its (rounded) bounds with a color gradient, over its background color.
open class CAGradientLayer: CALayer {
  /// The colors, as `CGColor`s.
  ///
  /// Default `nil`: nothing is drawn.
  open var colors: [Any]? { didSet { changed("colors", .appearance) } }

  /// Stop locations in 0...1, one per color; `nil` spreads them evenly.
  ///
  /// Default `nil`.
  open var locations: [NSNumber]? { didSet { changed("locations", .appearance) } }

  /// Where the first color sits, in unit coordinates.
  ///
  /// Default `(0.5, 0)` (top center).
  open var startPoint = CGPoint(x: 0.5, y: 0) {
    didSet { changed("startPoint", .appearance, startPoint != oldValue) }
  }

  /// Where the last color sits, in unit coordinates.
  ///
  /// Default `(0.5, 1)` (bottom center).
  open var endPoint = CGPoint(x: 0.5, y: 1) {
    didSet { changed("endPoint", .appearance, endPoint != oldValue) }
  }

  /// The gradient's geometry.
  ///
  /// Default `.axial`.
  open var type: CAGradientLayerType = .axial {
    didSet { changed("type", .appearance, type != oldValue) }
  }

  /// Creates a gradient layer.
  public required init() { super.init() }

  /// Creates a layer from an archive: nothing is decoded on Linux (see `CALayer.init(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Copies `layer`'s properties.
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAGradientLayer else { return }
    colors = other.colors
    locations = other.locations
    startPoint = other.startPoint
    endPoint = other.endPoint
    type = other.type
  }

  /// A radial gradient's smallest radius (points) drawn as an ellipse; a flatter one is filled with
  /// its last color (see `paintKindContent(into:)`).
  static let minimumRadialRadius: CGFloat = 0.01

  /// The stops: colors with their locations.
  final var stops: [(location: CGFloat, color: CGColor)] {
    let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
    guard !cgColors.isEmpty else { return [] }
    let given = locations?.map { CGFloat($0.doubleValue) }
    return cgColors.enumerated().map { index, color in
      let location =
        given.flatMap { index < $0.count ? $0[index] : nil }
        ?? (cgColors.count == 1 ? 0 : CGFloat(index) / CGFloat(cgColors.count - 1))
      return (location.isFinite ? location : 0, color)
    }
  }

  override var kindContentBounds: CGRect? { stops.isEmpty ? nil : storedBounds }

  override func paintKindContent(into cr: OpaquePointer) {
    let stops = stops
    let bounds = storedBounds
    guard !stops.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
    func unit(_ p: CGPoint) -> CGPoint {
      CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
    }
    let start = unit(startPoint)
    let end = unit(endPoint)
    cairo_save(cr)
    LayerShapes.addBoundsPath(cr, self)
    cairo_clip(cr)
    let pattern: OpaquePointer?
    switch type {
    case .radial:
      let rx = abs(end.x - start.x)
      let ry = abs(end.y - start.y)
      guard rx > 0 || ry > 0 else {
        cairo_restore(cr)
        return
      }
      // An ellipse flat on one axis (the default points give rx = 0): every point but the axis
      // itself lies beyond it, so the padded last color fills the layer. Stretching a unit circle
      // that far would overflow pixman, which leaves cairo in an error state.
      guard rx >= Self.minimumRadialRadius, ry >= Self.minimumRadialRadius else {
        if let last = stops.max(by: { $0.location < $1.location }) {
          LayerShapes.setColor(cr, last.color)
          cairo_paint(cr)
        }
        cairo_restore(cr)
        return
      }
      // A unit circle, stretched to the ellipse by the pattern matrix.
      pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, 1 / rx, 1 / ry)
      cairo_matrix_translate(&matrix, -start.x, -start.y)
      pattern.map { cairo_pattern_set_matrix($0, &matrix) }
      addStops(stops, to: pattern)
    case .conic:
      pattern = conicPattern(
        stops, center: start, toward: end, reach: hypot(bounds.width, bounds.height) * 2)
    default:
      guard start != end else {
        cairo_restore(cr)
        return
      }
      pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
      addStops(stops, to: pattern)
    }
    if let pattern {
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_set_source(cr, pattern)
      cairo_paint(cr)
      cairo_pattern_destroy(pattern)
    }
    cairo_restore(cr)
  }

  private func addStops(_ stops: [(location: CGFloat, color: CGColor)], to pattern: OpaquePointer?)
  {
    guard let pattern else { return }
    for stop in stops {
      let c = stop.color.rgba
      cairo_pattern_add_color_stop_rgba(
        pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.alpha)
    }
  }

  /// A conic gradient as a mesh of thin wedges (cairo has no conic pattern).
  private func conicPattern(
    _ stops: [(location: CGFloat, color: CGColor)], center: CGPoint, toward end: CGPoint,
    reach: CGFloat
  ) -> OpaquePointer? {
    guard center != end, let mesh = cairo_pattern_create_mesh() else { return nil }
    let start = atan2(end.y - center.y, end.x - center.x)
    let wedges = 128
    func color(at t: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
      guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
      if t <= first.location { let c = first.color.rgba; return (c.red, c.green, c.blue, c.alpha) }
      if t >= last.location { let c = last.color.rgba; return (c.red, c.green, c.blue, c.alpha) }
      for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
        let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
        let ca = a.color.rgba
        let cb = b.color.rgba
        return (
          ca.red + (cb.red - ca.red) * f, ca.green + (cb.green - ca.green) * f,
          ca.blue + (cb.blue - ca.blue) * f, ca.alpha + (cb.alpha - ca.alpha) * f
        )
      }
      let c = last.color.rgba
      return (c.red, c.green, c.blue, c.alpha)
    }
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
      let c0 = color(at: t0)
      let c1 = color(at: t1)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.0, c0.1, c0.2, c0.3)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.0, c0.1, c0.2, c0.3)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.0, c1.1, c1.2, c1.3)
      cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.0, c1.1, c1.2, c1.3)
      cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
  }
}
