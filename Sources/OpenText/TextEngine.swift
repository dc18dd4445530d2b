import CCairo
import CPangoCairo
import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics

/// Lays out and rasterizes text with Pango, deterministically.
///
/// Not API: imported with `@_spi(OpenUIKit)` (`CATextLayer` and its painter use it).
///
/// Fonts come from a private fontconfig configuration (no system rules) holding the pinned DejaVu
/// files (loaded by path), with hinting off, unrounded glyph positions and a fixed language, so
/// text renders the same pixels on every machine (see the render notes). Other installed fonts are
/// added to it file by file when a font name first needs one (``FontCatalogue``).
@_spi(OpenUIKit)
public final class TextEngine {
  /// The process's engine: Pango's context is main-thread state, so every access checks the
  /// thread (`MainThread`).
  public static var shared: TextEngine {
    MainThread.check("text layout")
    return instance
  }
  // Reached only through `shared`.
  nonisolated(unsafe) private static let instance = TextEngine()

  private let fonts = PangoFontSet()
  private var context: OpaquePointer? { fonts?.context }
  /// Why text cannot be drawn, when it cannot.
  public var unavailableReason: String? { PangoFontSet.unavailableReason }

  private init() {}

  /// A new Pango font description for `name` at `size`; the caller frees it.
  func fontDescription(_ name: String, size: CGFloat) -> OpaquePointer? {
    fonts?.fontDescription(name, size: size)
  }

  /// What decides a layout.
  public struct Style: Hashable, Sendable {
    /// The text.
    public var string: String
    /// The face name of text without a font run.
    public var fontName: String
    /// The size of text without a font run.
    public var fontSize: CGFloat
    /// The width to wrap or truncate at; `nil` lays out one unbounded line.
    public var width: CGFloat?
    /// Whether lines wrap at the width.
    public var wrapped: Bool
    /// Where a line that does not fit loses characters.
    public var truncation: TextBlockTruncation
    /// How lines sit in the width.
    public var alignment: TextBlockAlignment
    /// Lines at most when wrapped (0: no limit); the last one is ellipsized.
    public var maximumLines = 0
    /// Font and color runs over parts of the string.
    public var runs: [TextRun] = []
    /// Whether wrapping breaks at any character rather than between words.
    public var wrapsCharacters = false
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat = 0
    /// The indent of each paragraph's first line, in points.
    public var firstLineIndent: CGFloat = 0
    /// A factor on the natural line height; 0 keeps the font's.
    public var lineHeightMultiple: CGFloat = 0
    /// A height to fit: lines that do not fit are dropped and the last one kept is ellipsized.
    public var maximumHeight: CGFloat?

    /// A style of one font, with `runs` over parts of the string.
    public init(
      string: String, fontName: String, fontSize: CGFloat, width: CGFloat?, wrapped: Bool,
      truncation: TextBlockTruncation, alignment: TextBlockAlignment, maximumLines: Int = 0,
      runs: [TextRun] = []
    ) {
      (self.string, self.fontName, self.fontSize, self.width, self.wrapped) =
        (string, fontName, fontSize, width, wrapped)
      (self.truncation, self.alignment, self.maximumLines, self.runs) =
        (truncation, alignment, maximumLines, runs)
    }
  }

  /// A Pango layout, released with it: prepared text, to measure and draw.
  public final class Layout {
    let layout: OpaquePointer
    init(_ layout: OpaquePointer) { self.layout = layout }
    // A render thread may let go of the last node holding a layout: Pango's objects are the
    // main thread's, so the reference goes there.
    deinit {
      guard !Thread.isMainThread else { return g_object_unref(UnsafeMutableRawPointer(layout)) }
      let address = UInt(bitPattern: UnsafeMutableRawPointer(layout))
      DispatchQueue.main.async {
        g_object_unref(UnsafeMutableRawPointer(bitPattern: address))
      }
    }

    /// The logical size in points.
    public var size: CGSize {
      var width: Int32 = 0
      var height: Int32 = 0
      pango_layout_get_size(layout, &width, &height)
      return CGSize(
        width: CGFloat(width) / CGFloat(PANGO_SCALE), height: CGFloat(height) / CGFloat(PANGO_SCALE)
      )
    }
  }

  /// Lays out `style`; `nil` when no font is available.
  public func layout(_ style: Style) -> Layout? {
    guard let context, let layout = pango_layout_new(context) else {
      return nil
    }
    if let description = fontDescription(style.fontName, size: style.fontSize) {
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
    }
    pango_layout_set_text(layout, TextBudget.fitted(style.string), -1)
    if !style.runs.isEmpty { applyRuns(style.runs, to: layout, string: style.string) }
    if style.lineSpacing.isFinite, style.lineSpacing != 0 {
      pango_layout_set_spacing(layout, Self.pangoUnits(style.lineSpacing))
    }
    if style.lineHeightMultiple.isFinite, style.lineHeightMultiple > 0 {
      pango_layout_set_line_spacing(layout, Float(min(style.lineHeightMultiple, 100)))
    }
    if style.firstLineIndent.isFinite, style.firstLineIndent != 0 {
      pango_layout_set_indent(layout, Self.pangoUnits(style.firstLineIndent))
    }
    if let width = style.width, style.wrapped || style.truncation != .none {
      pango_layout_set_width(layout, Self.pangoUnits(max(width, 0)))
      if style.wrapped {
        pango_layout_set_wrap(
          layout, style.wrapsCharacters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if style.maximumLines > 0 {
          // A negative height limits the line count; Pango ellipsizes the last.
          pango_layout_set_height(layout, Int32(-min(style.maximumLines, 1_000_000)))
          pango_layout_set_ellipsize(
            layout, style.truncation == .none ? PANGO_ELLIPSIZE_END : style.truncation.pangoValue)
        }
        if let height = style.maximumHeight, height.isFinite, height >= 0 {
          pango_layout_set_height(layout, Self.pangoUnits(height))
          pango_layout_set_ellipsize(
            layout, style.truncation == .none ? PANGO_ELLIPSIZE_END : style.truncation.pangoValue)
        }
      } else {
        pango_layout_set_ellipsize(layout, style.truncation.pangoValue)
      }
      pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
    }
    // Without a width, lines align within the widest one.
    pango_layout_set_alignment(layout, style.alignment.pangoValue)
    return Layout(layout)
  }

  /// Points in Pango units, clamped to what they hold (Pango's units are 1/1024 point in an
  /// `Int32`: about ±2,000,000 points).
  static func pangoUnits(_ points: CGFloat) -> Int32 {
    guard points.isFinite else { return points > 0 ? Int32.max : 0 }
    let units = points * CGFloat(PANGO_SCALE)
    return Int32(min(max(units, CGFloat(Int32.min)), CGFloat(Int32.max)))
  }

  /// Turns runs (UTF-16 ranges, as `NSAttributedString` counts) into Pango attributes (UTF-8 byte
  /// ranges).
  private func applyRuns(_ runs: [TextRun], to layout: OpaquePointer, string: String) {
    guard let list = pango_attr_list_new() else { return }
    let utf16 = string.utf16
    let count = utf16.count
    func byteOffset(_ utf16Offset: Int) -> UInt32 {
      let clamped = min(max(utf16Offset, 0), count)
      // An offset inside a surrogate pair rounds down to the scalar's start, as decoding did.
      let index = utf16.index(utf16.startIndex, offsetBy: clamped)
      var scalarStart = index
      if index.samePosition(in: string.unicodeScalars) == nil, clamped > 0 {
        scalarStart = utf16.index(before: index)
      }
      return UInt32(string.utf8.distance(from: string.utf8.startIndex, to: scalarStart))
    }
    for run in runs {
      let start = byteOffset(run.location)
      let end = byteOffset(run.location + run.length)
      var attributes: [UnsafeMutablePointer<PangoAttribute>] = []
      if let name = run.fontName, let size = run.fontSize,
        let description = fontDescription(name, size: size)
      {
        if let attribute = pango_attr_font_desc_new(description) { attributes.append(attribute) }
        pango_font_description_free(description)
      }
      func channel(_ value: CGFloat) -> UInt16 { UInt16(min(max(value, 0), 1) * 65535) }
      /// A color and its alpha as two Pango attributes.
      func colorAttributes(
        _ color: [CGFloat]?,
        _ makeColor: (UInt16, UInt16, UInt16) -> UnsafeMutablePointer<PangoAttribute>?,
        _ makeAlpha: (UInt16) -> UnsafeMutablePointer<PangoAttribute>?
      ) {
        guard let color, color.count == 4 else { return }
        if let attribute = makeColor(channel(color[0]), channel(color[1]), channel(color[2])) {
          attributes.append(attribute)
        }
        if let attribute = makeAlpha(channel(color[3])) { attributes.append(attribute) }
      }
      colorAttributes(run.color, pango_attr_foreground_new, pango_attr_foreground_alpha_new)
      colorAttributes(
        run.backgroundColor, pango_attr_background_new, pango_attr_background_alpha_new)
      if let kern = run.kern, kern.isFinite,
        let attribute = pango_attr_letter_spacing_new(Self.pangoUnits(kern))
      {
        attributes.append(attribute)
      }
      if run.underline > 0,
        let attribute = pango_attr_underline_new(
          run.underline > 1 ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE)
      {
        attributes.append(attribute)
        if let color = run.underlineColor, color.count == 4,
          let colored = pango_attr_underline_color_new(
            channel(color[0]), channel(color[1]), channel(color[2]))
        {
          attributes.append(colored)
        }
      }
      if run.strikethrough, let attribute = pango_attr_strikethrough_new(1) {
        attributes.append(attribute)
      }
      for attribute in attributes {
        attribute.pointee.start_index = start
        attribute.pointee.end_index = end
        pango_attr_list_insert(list, attribute)
      }
    }
    pango_layout_set_attributes(layout, list)
    pango_attr_list_unref(list)
  }

  /// Draws a layout's glyphs at the origin of `cr`'s user space.
  public func show(_ layout: Layout, in cr: OpaquePointer) {
    pango_cairo_show_layout(cr, layout.layout)
  }
}

/// A font and/or color over part of a text layer's string, for `UILabel.attributedText`.
///
/// Not API: imported with `@_spi(OpenUIKit)`.
@_spi(OpenUIKit)
public struct TextRun: Hashable, Sendable {
  /// The start, in UTF-16 code units (as `NSAttributedString` counts).
  public var location: Int
  /// The length, in UTF-16 code units.
  public var length: Int
  /// A face name (as `CATextLayer.font`), or `nil` for the layer's.
  public var fontName: String?
  /// A size in points, with `fontName`.
  public var fontSize: CGFloat?
  /// sRGB components with alpha, or `nil` for the layer's `foregroundColor`.
  public var color: [CGFloat]?
  /// sRGB components with alpha of a background behind the run's glyphs, or `nil` for none.
  public var backgroundColor: [CGFloat]?
  /// Extra space after each character, in points, or `nil` for none.
  public var kern: CGFloat?
  /// How many lines underline the run: 0, 1 or 2.
  public var underline: Int
  /// The underline's sRGB color, or `nil` for the text's.
  public var underlineColor: [CGFloat]?
  /// Whether the run is struck through (once).
  public var strikethrough: Bool

  /// Whether the run changes nothing (no font, color, background, kerning or line).
  public var isPlain: Bool {
    fontName == nil && fontSize == nil && color == nil && backgroundColor == nil && kern == nil
      && underline == 0 && !strikethrough
  }

  /// Creates a run.
  public init(
    location: Int, length: Int, fontName: String?, fontSize: CGFloat?, color: [CGFloat]?,
    backgroundColor: [CGFloat]? = nil, kern: CGFloat? = nil, underline: Int = 0,
    underlineColor: [CGFloat]? = nil, strikethrough: Bool = false
  ) {
    (self.location, self.length, self.fontName, self.fontSize, self.color) =
      (location, length, fontName, fontSize, color)
    (self.backgroundColor, self.kern, self.underline, self.underlineColor, self.strikethrough) =
      (backgroundColor, kern, underline, underlineColor, strikethrough)
  }
}
