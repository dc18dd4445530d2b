import CPangoCairo
import Foundation

/// Caret geometry of one line of text, for editable text (`UITextField`): where the caret sits
/// before a character, and which character boundary is nearest a point.
///
/// Offsets are UTF-16 code units, as `NSString` and `NSRange` count. The text is laid out as one
/// line without a width (callers lay out single-line text the same way when they draw it).
extension TextBlock {
  /// The most UTF-16 code units laid out (longer text is cut there when drawn or measured).
  public static var maximumLength: Int { TextBudget.maximumLength }

  /// The caret's x, from the start of the line, before the code unit at `utf16Offset` (the end of
  /// the text for an offset at or past it).
  @MainActor
  public func caretX(atUTF16Offset utf16Offset: Int) -> CGFloat {
    guard !string.isEmpty, utf16Offset > 0,
      let layout = TextEngine.shared.layout(style(width: nil, height: nil))
    else { return 0 }
    var rect = PangoRectangle()
    pango_layout_index_to_pos(layout.layout, Int32(byteOffset(ofUTF16: utf16Offset)), &rect)
    return CGFloat(rect.x) / CGFloat(PANGO_SCALE)
  }

  /// The character boundary (UTF-16 offset) nearest `x` on the line: before a character when `x`
  /// is in its first half, after it in its second.
  @MainActor
  public func utf16Offset(nearestX x: CGFloat) -> Int {
    guard !string.isEmpty, x.isFinite, x > 0,
      let layout = TextEngine.shared.layout(style(width: nil, height: nil))
    else { return 0 }
    var index: Int32 = 0
    var trailing: Int32 = 0
    let units = Int32(min(x * CGFloat(PANGO_SCALE), CGFloat(Int32.max)))
    pango_layout_xy_to_index(layout.layout, units, 0, &index, &trailing)
    let utf8 = string.utf8
    let byte = min(max(Int(index), 0), utf8.count)
    var position = utf8.index(utf8.startIndex, offsetBy: byte)
    // Snap to the character holding the byte, then past it for the trailing half.
    position = string.rangeOfComposedCharacter(at: position)?.lowerBound ?? position
    if trailing > 0, position < string.endIndex { position = string.index(after: position) }
    return position.utf16Offset(in: string)
  }

  private func byteOffset(ofUTF16 offset: Int) -> Int {
    let utf16 = string.utf16
    let clamped = min(max(offset, 0), utf16.count)
    let index = utf16.index(utf16.startIndex, offsetBy: clamped)
    return string.utf8.distance(from: string.utf8.startIndex, to: index)
  }
}

extension String {
  /// The range of the character (grapheme cluster) containing `index`, found by walking the
  /// characters (single-line text is short: at most ``TextBlock/maximumLength``).
  fileprivate func rangeOfComposedCharacter(at index: Index) -> Range<Index>? {
    var lower = startIndex
    while lower < endIndex {
      let upper = self.index(after: lower)
      if index < upper { return lower..<upper }
      lower = upper
    }
    return nil
  }
}
