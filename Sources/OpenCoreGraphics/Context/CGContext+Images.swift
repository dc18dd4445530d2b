import CCairo
import Foundation

extension CGContext {
  /// Draws `image` stretched into `rect`, upright in Quartz's y-up user space (image row 0 at the
  /// top of `rect`).
  ///
  /// In a flipped context the image therefore appears upside down, as on iOS. An image mask paints
  /// the fill color where the mask lets it through.
  ///
  /// - Parameter byTiling: Repeats the image at `rect`'s size over the
  ///   whole clip instead.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    let r = rect.standardized
    guard canDraw, image.width > 0, image.height > 0, r.width > 0, r.height > 0,
      r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite,
      let surface = image.raster.makeSurface(opaque: !image.hasAlpha)
    else { return }
    defer { cairo_surface_destroy(surface) }
    let smooth = image.shouldInterpolate && state.interpolationQuality != .none
    guard
      let pattern = imagePattern(
        surface, width: image.width, height: image.height, in: r, smooth: smooth)
    else { return }
    defer { cairo_pattern_destroy(pattern) }
    if byTiling { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT) }
    let area = userPath { $0.addRect(r) }
    if image.isMask {
      composite(
        byTiling
          ? .mask(pattern, userPath { $0.addRect(boundingBoxOfClipPath) }) : .mask(pattern, area),
        .color(state.fillColor))
    } else {
      composite(byTiling ? .everything : .fill(area, .winding), .pattern(pattern))
    }
  }

  /// A pattern showing a `width`x`height` surface upright in `rect` of user space.
  ///
  /// Bilinear filtering (not cairo's GOOD, which is 23x slower when downscaling, see Docs), padded
  /// edges so scaled images keep crisp sides.
  func imagePattern(
    _ surface: OpaquePointer, width: Int, height: Int, in rect: CGRect, smooth: Bool
  ) -> OpaquePointer? {
    guard let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
    let sx = CGFloat(width) / rect.width
    let sy = CGFloat(height) / rect.height
    // User (x, y) -> image (u, v) = ((x - minX) * sx, (maxY - y) * sy).
    var matrix = cairo_matrix_t(
      xx: sx, yx: 0, xy: 0, yy: -sy, x0: -rect.minX * sx, y0: rect.maxY * sy)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, smooth ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    return pattern
  }
}
