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

  /// The text's raster at `scale`, keyed.
  private func raster(scale: CGFloat) -> TextRasterSource.Wanted? {
    TextRasterSource(text: text, bounds: node.bounds).wanted(scale: scale)
  }

  private func make(_ wanted: TextRasterSource.Wanted, scale: CGFloat) -> RasterSurface? {
    TextRasterSource(text: text, bounds: node.bounds).make(wanted, scale: scale)
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
}
