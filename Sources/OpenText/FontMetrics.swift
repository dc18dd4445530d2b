import CPangoCairo
import Foundation
import Synchronization

/// A font's vertical metrics in points, measured by Pango, as `UIFont` reports them.
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit)
public struct FontMetrics: Hashable, Sendable {
  /// From the baseline up to the top of the line box.
  public var ascender: CGFloat
  /// From the baseline down to the bottom of the line box: negative, as UIKit reports it.
  public var descender: CGFloat
  /// The height of one line: ascender, descender and the font's line gap.
  public var lineHeight: CGFloat
  /// The font's line gap: `lineHeight` beyond ascender and descender.
  public var leading: CGFloat
  /// The height of capital letters above the baseline (the ink of "H").
  public var capHeight: CGFloat
  /// The height of lowercase letters above the baseline (the ink of "x").
  public var xHeight: CGFloat

  /// The metrics of the font `name` names at `size` points, from any thread; zero when no font is
  /// available.
  public static func of(_ name: String, size: CGFloat) -> FontMetrics {
    let key = Key(name: name, size: size)
    return measurer.withLock { state in
      if let known = state.cache[key] { return known }
      if state.fonts == nil { state.fonts = PangoFontSet() }
      let metrics = state.fonts.map { measure(name, size: size, with: $0) } ?? .zero
      if state.cache.count > 1024 { state.cache.removeAll() }
      state.cache[key] = metrics
      return metrics
    }
  }

  static let zero = FontMetrics(
    ascender: 0, descender: 0, lineHeight: 0, leading: 0, capHeight: 0, xHeight: 0)

  private struct Key: Hashable {
    var name: String
    var size: CGFloat
  }

  private struct State: ~Copyable {
    /// A font set of its own: Pango is not thread-safe, and this one is used under the lock only.
    var fonts: PangoFontSet?
    var cache: [Key: FontMetrics] = [:]
  }

  private static let measurer = Mutex(State())

  private static func measure(_ name: String, size: CGFloat, with fonts: PangoFontSet)
    -> FontMetrics
  {
    guard let description = fonts.fontDescription(name, size: size) else { return .zero }
    defer { pango_font_description_free(description) }
    let scale = CGFloat(PANGO_SCALE)
    var result = FontMetrics.zero
    if let metrics = pango_context_get_metrics(fonts.context, description, nil) {
      result.ascender = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
      result.descender = -CGFloat(pango_font_metrics_get_descent(metrics)) / scale
      result.lineHeight = CGFloat(pango_font_metrics_get_height(metrics)) / scale
      pango_font_metrics_unref(metrics)
    }
    result.lineHeight = max(result.lineHeight, result.ascender - result.descender)
    result.leading = result.lineHeight - (result.ascender - result.descender)
    result.capHeight = inkHeight(of: "H", description, fonts)
    result.xHeight = inkHeight(of: "x", description, fonts)
    return result
  }

  /// How far the ink of `text` reaches above the baseline.
  private static func inkHeight(
    of text: String, _ description: OpaquePointer, _ fonts: PangoFontSet
  )
    -> CGFloat
  {
    guard let layout = pango_layout_new(fonts.context) else { return 0 }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_font_description(layout, description)
    pango_layout_set_text(layout, text, -1)
    var ink = PangoRectangle()
    pango_layout_get_extents(layout, &ink, nil)
    return CGFloat(pango_layout_get_baseline(layout) - ink.y) / CGFloat(PANGO_SCALE)
  }
}
