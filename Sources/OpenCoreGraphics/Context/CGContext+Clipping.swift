import CCairo
import Foundation

extension CGContext {
  /// Intersects the clip with the current path and empties the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    clip(to: consumePath(), rule: rule)
  }

  /// Intersects the clip with a rectangle.
  public func clip(to rect: CGRect) {
    clip(to: userPath { $0.addRect(rect) }, rule: .winding)
  }

  /// Intersects the clip with the union of rectangles.
  public func clip(to rects: [CGRect]) {
    clip(to: userPath { $0.addRects(rects) }, rule: .winding)
  }

  /// Intersects the clip with a mask image stretched over `rect`.
  ///
  /// An image mask (`CGImage(maskWidth:…)`) acts as inverse alpha; an image with alpha masks by its
  /// alpha; an image without alpha (a gray image, as Quartz requires, or RGB) masks by its
  /// luminance: white keeps, black removes. The image is placed upright in user space, as
  /// `draw(_:in:)` places it.
  public func clip(to rect: CGRect, mask: CGImage) {
    guard canDraw, mask.width > 0, mask.height > 0 else { return }
    let plane = PixelBuffer.Plane(width: storage.width, height: storage.height)
    let coverage = mask.coveragePlane()
    guard let target = plane.makeSurface(), let source = coverage.makeSurface() else { return }
    defer {
      cairo_surface_destroy(target)
      cairo_surface_destroy(source)
    }
    let painter = cairo_create(target)
    defer { cairo_destroy(painter) }
    let t = deviceTransform
    var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_set_matrix(painter, &matrix)
    guard
      let pattern = imagePattern(
        source, width: mask.width, height: mask.height, in: rect, smooth: mask.shouldInterpolate)
    else { return }
    defer { cairo_pattern_destroy(pattern) }
    cairo_set_source(painter, pattern)
    cairo_rectangle(painter, rect.minX, rect.minY, rect.width, rect.height)
    cairo_fill(painter)
    if let existing = state.maskClip {
      // Intersecting two masks multiplies their coverage.
      cairo_identity_matrix(painter)
      cairo_set_operator(painter, CAIRO_OPERATOR_IN)
      cairo_set_source_surface(painter, existing.surface, 0, 0)
      cairo_paint(painter)
    }
    cairo_surface_flush(target)
    state.maskClip = MaskClip(plane: plane)
    clip(to: rect)
  }

  /// Resets the clip to the whole context.
  public func resetClip() {
    cairo_reset_clip(cairo)
    state.maskClip = nil
  }

  /// The bounding box of the clip, in user space.
  public var boundingBoxOfClipPath: CGRect {
    guard canDraw else { return .null }
    var x0: Double = 0
    var y0: Double = 0
    var x1: Double = 0
    var y1: Double = 0
    cairo_clip_extents(cairo, &x0, &y0, &x1, &y1)
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).standardized
  }

  private func clip(to devicePath: CGPath, rule: CGPathFillRule) {
    guard canDraw else { return }
    replay(devicePath)
    cairo_set_fill_rule(
      cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_clip(cairo)
  }
}
