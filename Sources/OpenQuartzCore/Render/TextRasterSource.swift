import CCairo
import Foundation
@_spi(Compositor) @_spi(OpenUIKit) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenText

/// A text layer's raster made from its content and bounds alone: what the painter caches, and
/// what the main thread's capture makes for a render thread (Pango is the main thread's).
struct TextRasterSource {
  let text: TextContent
  let bounds: CGRect

  /// The raster of `text` at `bounds` and `scale`, keyed, unless its key is `existing` (main
  /// thread).
  static func makeRaster(
    of text: TextContent, bounds: CGRect, scale: CGFloat, unlessKeyed existing: TextRasterKey?
  ) -> LayerRenderCache.Keyed<TextRasterKey>? {
    let source = TextRasterSource(text: text, bounds: bounds)
    guard let wanted = source.wanted(scale: scale), wanted.key != existing else { return nil }
    return LayerRenderCache.Keyed(key: wanted.key, raster: source.make(wanted, scale: scale))
  }

  /// A text raster: its key, and the style and color it is made of.
  struct Wanted {
    var key: TextRasterKey
    var style: TextEngine.Style
    var color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
  }

  /// The text's raster at `scale`: a coverage mask; with colored runs the text in color, keyed by
  /// its base color too (colored text is not re-tinted).
  func wanted(scale: CGFloat) -> Wanted? {
    guard let style = text.style else { return nil }
    guard text.hasColoredRuns else {
      return Wanted(
        key: TextRasterKey(style: style, size: bounds.size, scale: scale), style: style)
    }
    let base = (text.foregroundColor ?? CGColor(gray: 1, alpha: 1)).rgba
    var keyed = style
    keyed.runs.append(
      TextRun(
        location: 0, length: 0, fontName: nil, fontSize: nil,
        color: [base.red, base.green, base.blue, base.alpha]))
    return Wanted(
      key: TextRasterKey(style: keyed, size: bounds.size, scale: scale), style: style,
      color: base)
  }

  func make(_ wanted: Wanted, scale: CGFloat) -> RasterSurface? {
    rasterize(wanted.style, scale: scale, color: wanted.color)
  }

  private func rasterize(
    _ style: TextEngine.Style, scale: CGFloat,
    color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
  ) -> RasterSurface? {
    // Laid out at the capture; nothing to draw when that found no font.
    guard let layout = text.prepared else {
      if let reason = TextEngine.shared.unavailableReason {
        Diagnostics.once("text-unavailable", "text not drawn: \(reason)")
      }
      return nil
    }
    guard
      let raster = RasterSurface(
        covering: bounds, scale: scale, format: color == nil ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
      ),
      let cr = raster.makeContext()
    else { return nil }
    defer { cairo_destroy(cr) }
    cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
    cairo_clip(cr)
    var x = bounds.minX
    // Unwrapped, untruncated text is one unbounded line: align it by hand.
    if !(style.wrapped || style.truncation != .none) {
      let width = layout.size.width
      switch style.alignment {
      case .right: x = bounds.maxX - width
      case .center: x = bounds.midX - width / 2
      default: break
      }
    }
    cairo_move_to(cr, x, bounds.minY)
    if let color {
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    } else {
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
    }
    TextEngine.shared.show(layout, in: cr)
    cairo_surface_flush(raster.surface)
    return raster
  }
}
