import CCairo
import Foundation
@_spi(Compositor) @_spi(OpenUIKit) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenText

/// Keys a text raster: everything but the color, which tints at composite time.
struct TextRasterKey: Equatable {
  var style: TextEngine.Style
  var size: CGSize
  var scale: CGFloat
}

/// Paints a `CATextLayer`: its string, laid out by Pango at the render sync, clipped to the
/// bounds.
///
/// The text is rasterized once per string, font, size, layout settings and scale into an alpha
/// mask that `foregroundColor` tints when composited, so a color change rasterizes nothing. Text
/// with colored runs is rasterized in color instead, keyed by its base color too.
struct TextPainting: LayerKindPainting {
  let node: RenderNode
  let text: TextContent

  var contentBounds: CGRect? { text.style == nil ? nil : node.bounds }

  func paintContent(with painter: LayerPainter, toDevice: CGAffineTransform, alpha: CGFloat) {
    let scale = painter.rasterScale
    if let raster = coloredRaster(scale: scale, painter: painter) {
      raster.paint(into: painter.cr, alpha: alpha)
    } else if let color = text.foregroundColor, let mask = mask(scale: scale, painter: painter) {
      painter.paint(color, alpha: alpha, through: mask, at: .zero, toDevice: toDevice)
    }
  }

  /// The cached coverage mask of the text (layer space), made when the string, font, size, layout
  /// settings or scale changed.
  func mask(scale: CGFloat, painter: LayerPainter) -> RasterSurface? {
    guard !text.hasColoredRuns, let wanted = raster(scale: scale),
      !defers(wanted.key, painter: painter)
    else { return nil }
    return painter.cachedRaster(\.text, of: node, key: wanted.key) { make(wanted, scale: scale) }
  }

  /// The text in color (runs with colors, the rest in `foregroundColor`), cached until the
  /// string, runs, color or layout settings change.
  func coloredRaster(scale: CGFloat, painter: LayerPainter) -> RasterSurface? {
    guard text.hasColoredRuns, let wanted = raster(scale: scale),
      !defers(wanted.key, painter: painter)
    else { return nil }
    return painter.cachedRaster(\.text, of: node, key: wanted.key) { make(wanted, scale: scale) }
  }

  /// A text raster: its key, and the style and color it is made of.
  private struct Wanted {
    var key: TextRasterKey
    var style: TextEngine.Style
    var color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
  }

  /// The text's raster at `scale`: a coverage mask; with colored runs the text in color, keyed by
  /// its base color too (colored text is not re-tinted).
  private func raster(scale: CGFloat) -> Wanted? {
    guard let style = text.style else { return nil }
    guard text.hasColoredRuns else {
      return Wanted(
        key: TextRasterKey(style: style, size: node.bounds.size, scale: scale), style: style)
    }
    let base = (text.foregroundColor ?? CGColor(gray: 1, alpha: 1)).rgba
    var keyed = style
    keyed.runs.append(
      TextRun(
        location: 0, length: 0, fontName: nil, fontSize: nil,
        color: [base.red, base.green, base.blue, base.alpha]))
    return Wanted(
      key: TextRasterKey(style: keyed, size: node.bounds.size, scale: scale), style: style,
      color: base)
  }

  private func make(_ wanted: Wanted, scale: CGFloat) -> RasterSurface? {
    rasterize(wanted.style, scale: scale, color: wanted.color)
  }

  /// Makes `node`'s text raster at `scale` unless its cache has it (main thread, for a render
  /// thread that may not rasterize text: `CARenderer.prepareText()`).
  static func prepareRaster(of node: RenderNode, scale: CGFloat) {
    guard case .text(let text) = node.content else { return }
    let painting = TextPainting(node: node, text: text)
    guard let wanted = painting.raster(scale: scale),
      node.storedRenderCache?.text?.key != wanted.key
    else { return }
    node.renderCache.text = LayerRenderCache.Keyed(
      key: wanted.key, raster: painting.make(wanted, scale: scale))
  }

  /// Whether the text needs a raster it has not and the painter runs off the main thread.
  ///
  /// Pango is the main thread's, so a render thread's frame meeting such text is marked and not
  /// presented (`RenderServer.swift`). A band finds the miss itself (it only reads caches).
  private func defers(_ key: TextRasterKey, painter: LayerPainter) -> Bool {
    guard painter.target.pass != .band, !MainThread.isCurrent,
      node.storedRenderCache?.text?.key != key
    else { return false }
    painter.target.textDeferral?.deferredText = true
    return true
  }

  private func rasterize(
    _ style: TextEngine.Style, scale: CGFloat,
    color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
  ) -> RasterSurface? {
    // Laid out at the sync; nothing to draw when that found no font.
    guard let layout = text.prepared else {
      if let reason = TextEngine.shared.unavailableReason {
        Diagnostics.once("text-unavailable", "text not drawn: \(reason)")
      }
      return nil
    }
    let bounds = node.bounds
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
