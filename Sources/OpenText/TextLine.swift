import CCairo
import CPangoCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// One line of text laid out once, for editable text (`UITextField`): its width, where the caret
/// sits before a character, which character boundary is nearest a point, and its glyphs.
///
/// A field asks these several times per keystroke (scroll the caret into view, draw the
/// selection, the caret and the text); laying the line out once for all of them keeps a field at
/// the text budget from paying for a 65,536-character layout each time.
///
/// Offsets are UTF-16 code units, as `NSString` and `NSRange` count. Not API: imported with
/// `@_spi(OpenUIKit)`.
@_spi(OpenUIKit)

public final class TextLine {
  /// The text laid out (its color is not part of the layout: ``draw(in:at:color:)`` takes one).
  public let block: TextBlock
  /// The line's width, in points.
  public let width: CGFloat
  private let layout: TextEngine.Layout?

  /// Lays out `block` as one line without a width.
  public init(_ block: TextBlock) {
    self.block = block
    layout =
      block.string.isEmpty ? nil : TextEngine.shared.layout(block.style(width: nil, height: nil))
    width = layout?.size.width ?? 0
  }

  /// Whether the line runs right to left: its first strong character is Arabic, Hebrew or
  /// another right-to-left script (an empty line runs left to right).
  public var isRightToLeft: Bool {
    guard let layout else { return false }
    return pango_layout_get_direction(layout.layout, 0) == PANGO_DIRECTION_RTL
  }

  /// Whether the line shows `block`'s text in its font (the color aside).
  public func lays(out block: TextBlock) -> Bool {
    self.block.string == block.string && self.block.fontName == block.fontName
      && self.block.fontSize == block.fontSize
  }

  /// The caret's x, from the left of the line, before the code unit at `utf16Offset` (the end of
  /// the text for an offset at or past it).
  ///
  /// Pango's strong cursor: in right-to-left text (Arabic, Hebrew; Pango takes a paragraph's
  /// direction from its first strong character) offset 0 is at the right end of the line.
  public func caretX(atUTF16Offset utf16Offset: Int) -> CGFloat {
    guard let layout else { return 0 }
    var strong = PangoRectangle()
    pango_layout_get_cursor_pos(
      layout.layout, Int32(byteOffset(ofUTF16: utf16Offset)), &strong, nil)
    return CGFloat(strong.x) / CGFloat(PANGO_SCALE)
  }

  /// The character boundary (UTF-16 offset) nearest `x` on the line: before a character when `x`
  /// is in its first half, after it in its second.
  public func utf16Offset(nearestX x: CGFloat) -> Int {
    guard let layout, x.isFinite else { return 0 }
    let string = block.string
    var index: Int32 = 0
    var trailing: Int32 = 0
    // Left of the line is its start in left-to-right text, its end in right-to-left text.
    let units = Int32(min(max(x, 0) * CGFloat(PANGO_SCALE), CGFloat(Int32.max)))
    pango_layout_xy_to_index(layout.layout, units, 0, &index, &trailing)
    let utf8 = string.utf8
    let byte = min(max(Int(index), 0), utf8.count)
    var position = utf8.index(utf8.startIndex, offsetBy: byte)
    // Snap to the character holding the byte, then past it for the trailing half.
    position = string.rangeOfCharacter(containing: position)?.lowerBound ?? position
    if trailing > 0, position < string.endIndex { position = string.index(after: position) }
    return position.utf16Offset(in: string)
  }

  /// Draws the glyphs in `color` (sRGB components with alpha) with the line's top-left corner at
  /// `origin`, through `ctx`'s graphics state.
  public func draw(in ctx: CGContext, at origin: CGPoint, color: [CGFloat]) {
    guard let layout, origin.x.isFinite, origin.y.isFinite else { return }
    let color = color.count == 4 ? color : [0, 0, 0, 1]
    ctx.drawWithCairo { cr, _ in
      cairo_move_to(cr, origin.x, origin.y)
      cairo_set_source_rgba(cr, color[0], color[1], color[2], color[3])
      TextEngine.shared.show(layout, in: cr)
    }
  }

  private func byteOffset(ofUTF16 offset: Int) -> Int {
    let string = block.string
    let utf16 = string.utf16
    let clamped = min(max(offset, 0), utf16.count)
    let index = utf16.index(utf16.startIndex, offsetBy: clamped)
    return string.utf8.distance(from: string.utf8.startIndex, to: index)
  }
}

extension TextBlock {
  /// The most UTF-16 code units laid out (longer text is cut there when drawn or measured).
  public static var maximumLength: Int { TextBudget.maximumLength }
}
