import CCairo
import Foundation

// Entry points for OpenQuartzCore's compositor, which draws with cairo
// directly. Not API: imported with `@_spi(Compositor)`.

extension CGImage {
  /// Runs `body` with a cairo image surface over the image's premultiplied
  /// ARGB32 pixels (zero-copy); `nil` for an empty image.
  @_spi(Compositor)
  public func withCairoSurface<R>(_ body: (OpaquePointer) -> R) -> R? {
    raster.withSurface(opaque: !hasAlpha, body)
  }

  /// Makes an image from native premultiplied ARGB32 pixels copied from a
  /// cairo image surface.
  @_spi(Compositor)
  public static func copyingCairoSurface(_ surface: OpaquePointer) -> CGImage? {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, let source = cairo_image_surface_get_data(surface) else {
      return nil
    }
    let raster = PixelBuffer(width: width, height: height)
    for row in 0..<height {
      (raster.bytes + row * raster.bytesPerRow).copyMemory(
        from: source + row * stride, byteCount: width * 4)
    }
    return CGImage(raster: raster, opaque: false)
  }
}

extension CGContext {
  /// Lets `body` draw with cairo in the context's current user space
  /// (`deviceTransform` maps it to device pixels), then composites the
  /// result through the graphics state: alpha, blend mode, shadow, clip,
  /// mask clip, inside any open transparency layer.
  @_spi(Compositor)
  public func drawWithCairo(_ body: (OpaquePointer, CGAffineTransform) -> Void) {
    guard canDraw else { return }
    cairo_push_group(cairo)
    body(cairo, deviceTransform)
    applyCTM()
    guard let group = cairo_pop_group(cairo) else { return }
    composite(.everything, .pattern(group))
    cairo_pattern_destroy(group)
  }
}
