import CCairo
import CPangoCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Styled text to measure and draw into a `CGContext`: what UIKit's string drawing and `UILabel`
/// hand to Pango.
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit)
public struct TextBlock: Hashable, Sendable {
  /// The text.
  public var string: String
  /// The face name of text without a font run.
  public var fontName: String
  /// The size of text without a font run.
  public var fontSize: CGFloat
  /// sRGB components with alpha of text without a color run.
  public var color: [CGFloat]
  /// Fonts, colors and decorations over parts of the string.
  public var runs: [TextRun]
  /// How lines sit in the width.
  public var alignment: TextBlockAlignment
  /// Whether lines wrap at the width (else each paragraph is one line).
  public var wraps: Bool
  /// Whether wrapping breaks at any character rather than between words.
  public var wrapsCharacters: Bool
  /// Where a line that does not fit is ellipsized; `.none` clips it.
  public var truncation: TextBlockTruncation
  /// Lines at most when wrapping (0: no limit); the last one kept is ellipsized.
  public var maximumLines: Int
  /// Extra space between lines, in points.
  public var lineSpacing: CGFloat
  /// The indent of each paragraph's first line, in points.
  public var firstLineIndent: CGFloat
  /// A factor on the natural line height; 0 keeps the font's.
  public var lineHeightMultiple: CGFloat

  /// Creates a block of one font and color.
  public init(
    string: String, fontName: String, fontSize: CGFloat, color: [CGFloat] = [0, 0, 0, 1],
    runs: [TextRun] = [], alignment: TextBlockAlignment = .natural, wraps: Bool = false,
    wrapsCharacters: Bool = false, truncation: TextBlockTruncation = .none,
    maximumLines: Int = 0, lineSpacing: CGFloat = 0, firstLineIndent: CGFloat = 0,
    lineHeightMultiple: CGFloat = 0
  ) {
    (self.string, self.fontName, self.fontSize, self.color, self.runs) =
      (string, fontName, fontSize, color, runs)
    (self.alignment, self.wraps, self.wrapsCharacters, self.truncation, self.maximumLines) =
      (alignment, wraps, wrapsCharacters, truncation, maximumLines)
    (self.lineSpacing, self.firstLineIndent, self.lineHeightMultiple) =
      (lineSpacing, firstLineIndent, lineHeightMultiple)
  }

  /// Whether the layout needs a width: wrapping or truncating lines.
  private var usesWidth: Bool { wraps || truncation != .none }

  func style(width: CGFloat?, height: CGFloat?) -> TextEngine.Style {
    var style = TextEngine.Style(
      string: string, fontName: fontName, fontSize: fontSize,
      width: width.map { $0.isFinite ? max($0, 0) : 1e6 }, wrapped: wraps,
      truncation: truncation, alignment: alignment, maximumLines: maximumLines, runs: runs)
    style.wrapsCharacters = wrapsCharacters
    style.lineSpacing = lineSpacing
    style.firstLineIndent = firstLineIndent
    style.lineHeightMultiple = lineHeightMultiple
    style.maximumHeight = height
    return style
  }

  /// The size of the laid-out text: within `width` when it wraps or truncates (`nil`: unbounded),
  /// fitting `height` when given (lines beyond it are dropped, the last kept ellipsized).
  ///
  /// - Parameter inked: The glyphs' ink instead of the lines' logical boxes.
  public func size(width: CGFloat?, height: CGFloat? = nil, inked: Bool = false) -> CGSize {
    guard !string.isEmpty,
      let layout = TextEngine.shared.layout(style(width: usesWidth ? width : nil, height: height))
    else { return .zero }
    guard inked else { return layout.size }
    var ink = PangoRectangle()
    pango_layout_get_extents(layout.layout, &ink, nil)
    let scale = CGFloat(PANGO_SCALE)
    return CGSize(width: CGFloat(ink.width) / scale, height: CGFloat(ink.height) / scale)
  }

  /// The number of lines laid out within `width`.
  public func lineCount(width: CGFloat?) -> Int {
    guard !string.isEmpty,
      let layout = TextEngine.shared.layout(style(width: usesWidth ? width : nil, height: nil))
    else { return 0 }
    return Int(pango_layout_get_line_count(layout.layout))
  }

  /// The distance from the top of the first line to its baseline.
  public func firstBaseline() -> CGFloat {
    guard !string.isEmpty, let layout = TextEngine.shared.layout(style(width: nil, height: nil))
    else { return 0 }
    return CGFloat(pango_layout_get_baseline(layout.layout)) / CGFloat(PANGO_SCALE)
  }

  /// Draws the text with its top-left corner at `rect`'s origin, laid out within `rect.width`
  /// (lines that neither wrap nor truncate are placed in it by `alignment`), through `ctx`'s
  /// graphics state: its CTM, clip, alpha, blend mode and shadow.
  ///
  /// - Parameters:
  ///   - clips: Clip to `rect`.
  ///   - fitsHeight: Drop the lines below `rect` and ellipsize the last one kept.
  public func draw(in ctx: CGContext, rect: CGRect, clips: Bool, fitsHeight: Bool = false) {
    guard !string.isEmpty, rect.minX.isFinite, rect.minY.isFinite else { return }
    let engine = TextEngine.shared
    let width = rect.width.isFinite ? max(rect.width, 0) : nil
    guard
      let layout = engine.layout(
        style(width: usesWidth ? width : nil, height: fitsHeight ? rect.height : nil))
    else {
      if let reason = engine.unavailableReason {
        Diagnostics.once("text-unavailable", "text not drawn: \(reason)", module: "OpenText")
      }
      return
    }
    var x = rect.minX
    if !usesWidth, let width {
      // One unbounded line per paragraph: place the block by hand.
      switch alignment {
      case .right: x = rect.minX + width - layout.size.width
      case .center: x = rect.minX + (width - layout.size.width) / 2
      default: break
      }
    }
    let color = self.color.count == 4 ? self.color : [0, 0, 0, 1]
    ctx.drawWithCairo { cr, _ in
      if clips, rect.width.isFinite, rect.height.isFinite {
        cairo_rectangle(cr, rect.minX, rect.minY, max(rect.width, 0), max(rect.height, 0))
        cairo_clip(cr)
      }
      cairo_move_to(cr, x, rect.minY)
      cairo_set_source_rgba(cr, color[0], color[1], color[2], color[3])
      engine.show(layout, in: cr)
    }
  }
}
