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
  /// Returns an image of the context's pixels and ends its drawing.
  ///
  /// Where the pixels are already the image's layout (a context made by size), the image takes
  /// them without a copy, and the context draws nothing afterwards. Layers' backing stores end
  /// this way: each display makes a context, draws, and keeps only the image.
  @_spi(Compositor)
  public func makeImageEndingDrawing() -> CGImage? {
    guard let raster = PixelBuffer(taking: storage) else { return makeImage() }
    storage.finishDrawing()
    return CGImage(
      raster: raster, format: storage.format, bitsPerComponent: 8, bitsPerPixel: 32,
      bytesPerRow: storage.bytesPerRow, colorSpace: storage.colorSpace,
      bitmapInfo: storage.bitmapInfo, isMask: false, decode: nil, shouldInterpolate: true,
      intent: .defaultIntent, sourceBytes: nil)
  }

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

extension CGPath {
  /// Appends the path to cairo's current path in cairo's current user space: the one translation
  /// of a `CGPath` into cairo, for contexts and the compositor alike.
  ///
  /// Quadratic segments become cubics with control points two thirds of the way to the quadratic's
  /// control point (cairo has no quadratic segment).
  @_spi(Compositor)
  public func addToCairo(_ cr: OpaquePointer) {
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        current = p
        start = p
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
        current = p
      case .quad(let c, let p):
        let c1 = CGPoint(
          x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .curve(let c1, let c2, let p):
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .close:
        cairo_close_path(cr)
        current = start
      }
    }
  }
}

extension CGGradient {
  /// Adds the gradient's stops to a cairo gradient pattern: the one translation of a gradient into
  /// cairo, for contexts and the compositor alike.
  ///
  /// A stop at location `l` lands at `(l - t0) / (t1 - t0)` of the pattern; when the run starts
  /// before 0 (`t0 < 0`) or ends past 1 (`t1 > 1`), the first and last colors are held out to the
  /// run's ends.
  @_spi(Compositor)
  public func addColorStops(
    to pattern: OpaquePointer, mappedFrom t0: CGFloat = 0, to t1: CGFloat = 1
  ) {
    let span = t1 - t0
    if t0 < 0, let first = stops.first {
      cairo_pattern_add_color_stop_rgba(pattern, 0, first.red, first.green, first.blue, first.alpha)
    }
    for stop in stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, (stop.location - t0) / span, stop.red, stop.green, stop.blue, stop.alpha)
    }
    if t1 > 1, let last = stops.last {
      cairo_pattern_add_color_stop_rgba(pattern, 1, last.red, last.green, last.blue, last.alpha)
    }
  }

  /// The color at `t`, interpolated linearly between the stops and held past the first and last
  /// (for patterns cairo has no type for, such as a conic gradient's wedges).
  @_spi(Compositor)
  public func color(at t: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
    if t <= first.location { return (first.red, first.green, first.blue, first.alpha) }
    for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
      let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
      return (
        a.red + (b.red - a.red) * f, a.green + (b.green - a.green) * f,
        a.blue + (b.blue - a.blue) * f, a.alpha + (b.alpha - a.alpha) * f
      )
    }
    return (last.red, last.green, last.blue, last.alpha)
  }
}
