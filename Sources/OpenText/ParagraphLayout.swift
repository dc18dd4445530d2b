import CCairo
import CPangoCairo
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// One paragraph laid out once at a width, for multi-line editable text (`UITextView`): its
/// height, its lines, where the caret sits, which boundary is nearest a point, the selection's
/// rectangles, and its glyphs.
///
/// A text view keeps one per paragraph in view, as TextKit 2 keeps a layout fragment per
/// paragraph: typing re-lays out the paragraph typed into and nothing else. Coordinates are from
/// the paragraph's top-left corner; offsets are UTF-16 code units of the paragraph's string, as
/// `NSString` counts. An empty paragraph has one line, the font's height. Not API: imported with
/// `@_spi(OpenUIKit)`.
@_spi(OpenUIKit)
public final class ParagraphLayout {
  /// The text laid out (wrapping at ``width``).
  public let block: TextBlock
  /// The width lines wrap at, in points.
  public let width: CGFloat
  /// The size of the lines' logical boxes: the width of the widest line, the height of all.
  public let size: CGSize
  private let layout: TextEngine.Layout?
  /// Maps offsets between the string and what was laid out, when the text budget cut marks.
  private let offsets: BudgetOffsets

  /// Lays out `block`, wrapping at `width` when the block wraps.
  public init(_ block: TextBlock, width: CGFloat) {
    self.block = block
    self.width = width.isFinite ? max(width, 0) : 0
    let laidOut = TextBudget.fitted(block.string)
    offsets = BudgetOffsets(original: block.string, laidOut: laidOut)
    var style = block.style(width: block.wraps ? self.width : nil, height: nil)
    style.string = laidOut
    layout = TextEngine.shared.layout(style)
    size = layout?.size ?? .zero
  }

  /// Whether the paragraph runs right to left (its first strong character's direction).
  public var isRightToLeft: Bool {
    guard let layout else { return false }
    return pango_layout_get_direction(layout.layout, 0) == PANGO_DIRECTION_RTL
  }

  /// The number of lines.
  public var lineCount: Int {
    guard let layout else { return 1 }
    return max(Int(pango_layout_get_line_count(layout.layout)), 1)
  }

  /// The caret before the code unit at `utf16Offset`, a zero-width rectangle.
  ///
  /// Its x, the top and the height of its line: Pango's strong cursor; at a wrap the caret is at
  /// the start of the next line.
  public func caretRect(atUTF16Offset utf16Offset: Int) -> CGRect {
    guard let layout else { return CGRect(x: 0, y: 0, width: 0, height: size.height) }
    var strong = PangoRectangle()
    pango_layout_get_cursor_pos(layout.layout, Int32(byteOffset(utf16Offset)), &strong, nil)
    return CGRect(
      x: points(strong.x), y: points(strong.y), width: 0, height: points(strong.height))
  }

  /// The index of the line holding the boundary at `utf16Offset` (a wrap's boundary: the line
  /// after it).
  public func lineIndex(ofUTF16Offset utf16Offset: Int) -> Int {
    guard let layout else { return 0 }
    var line: Int32 = 0
    var x: Int32 = 0
    pango_layout_index_to_line_x(layout.layout, Int32(byteOffset(utf16Offset)), 0, &line, &x)
    return min(max(Int(line), 0), lineCount - 1)
  }

  /// The UTF-16 range of line `index`'s characters (without a wrap's trailing space removed).
  public func lineRange(at index: Int) -> Range<Int> {
    guard let layout, let line = pango_layout_get_line_readonly(layout.layout, Int32(index))
    else { return 0..<utf16Length }
    let start = utf16Offset(byte: Int(line.pointee.start_index))
    let end = utf16Offset(byte: Int(line.pointee.start_index + line.pointee.length))
    return start..<max(start, end)
  }

  /// Line `index`'s band: its top and height across the paragraph's width.
  public func lineFrame(at index: Int) -> CGRect {
    guard let layout, let iterator = pango_layout_get_iter(layout.layout) else {
      return CGRect(x: 0, y: 0, width: width, height: size.height)
    }
    defer { pango_layout_iter_free(iterator) }
    var current = 0
    while current < index, pango_layout_iter_next_line(iterator) != 0 { current += 1 }
    var top: Int32 = 0
    var bottom: Int32 = 0
    pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
    return CGRect(x: 0, y: points(top), width: width, height: points(bottom - top))
  }

  /// The boundary nearest `point`: on the line at its y (the first or last line above or below
  /// the paragraph), before a character when x is in its first half, after it in its second.
  public func utf16Offset(nearest point: CGPoint) -> Int {
    guard let layout, point.x.isFinite, point.y.isFinite else { return 0 }
    var index: Int32 = 0
    var trailing: Int32 = 0
    let y = min(max(point.y, 0), max(size.height - 0.5, 0))
    pango_layout_xy_to_index(
      layout.layout, pangoUnits(max(point.x, 0)), pangoUnits(y), &index, &trailing)
    let laidOut = offsets.laidOut
    let utf8 = laidOut.utf8
    var position = utf8.index(utf8.startIndex, offsetBy: min(max(Int(index), 0), utf8.count))
    position = laidOut.rangeOfCharacter(containing: position)?.lowerBound ?? position
    if trailing > 0, position < laidOut.endIndex {
      position = laidOut.index(after: position)
    }
    // Past the end of a wrapped line the caret stays on that line: before the space the line
    // wrapped at, not at the start of the next line.
    let byte = laidOut.utf8.distance(from: utf8.startIndex, to: position)
    if trailing > 0, position > laidOut.startIndex,
      lineIndex(ofLaidOutByte: byte) > lineIndex(ofLaidOutByte: Int(index))
    {
      let before = laidOut.index(before: position)
      if laidOut[before].isWhitespace { position = before }
    }
    return offsets.original(fromLaidOut: position.utf16Offset(in: laidOut))
  }

  /// The selection's rectangles over `range` (UTF-16 offsets): one per line it touches, each as
  /// high as its line, covering the characters' x extents (right-to-left runs included).
  public func selectionRects(for range: Range<Int>) -> [CGRect] {
    guard let layout, !range.isEmpty else { return [] }
    let start = Int32(byteOffset(range.lowerBound))
    let end = Int32(byteOffset(range.upperBound))
    var rects: [CGRect] = []
    for index in 0..<lineCount {
      guard let line = pango_layout_get_line_readonly(layout.layout, Int32(index)) else {
        continue
      }
      let lineStart = line.pointee.start_index
      let lineEnd = lineStart + line.pointee.length
      guard start < lineEnd || (start == lineEnd && index == lineCount - 1), end > lineStart
      else { continue }
      var ranges: UnsafeMutablePointer<Int32>?
      var count: Int32 = 0
      pango_layout_line_get_x_ranges(
        line, max(start, lineStart), min(end, lineEnd), &ranges, &count)
      let band = lineFrame(at: index)
      if let ranges {
        for pair in 0..<Int(count) {
          let from = points(ranges[2 * pair])
          let to = points(ranges[2 * pair + 1])
          rects.append(CGRect(x: from, y: band.minY, width: max(to - from, 0), height: band.height))
        }
        g_free(ranges)
      }
    }
    return rects
  }

  /// Draws the glyphs in `color` (sRGB components with alpha) with the paragraph's top-left corner
  /// at `origin`, through `ctx`'s graphics state.
  public func draw(in ctx: CGContext, at origin: CGPoint, color: [CGFloat]) {
    guard let layout, origin.x.isFinite, origin.y.isFinite, !block.string.isEmpty else { return }
    let color = color.count == 4 ? color : [0, 0, 0, 1]
    ctx.drawWithCairo { cr, _ in
      cairo_move_to(cr, origin.x, origin.y)
      cairo_set_source_rgba(cr, color[0], color[1], color[2], color[3])
      TextEngine.shared.show(layout, in: cr)
    }
  }

  // MARK: Offsets

  private var utf16Length: Int { block.string.utf16.count }

  private func lineIndex(ofLaidOutByte byte: Int) -> Int {
    guard let layout else { return 0 }
    var line: Int32 = 0
    var x: Int32 = 0
    pango_layout_index_to_line_x(layout.layout, Int32(byte), 0, &line, &x)
    return Int(line)
  }

  /// The laid-out string's UTF-8 offset of the string's UTF-16 `offset`.
  private func byteOffset(_ offset: Int) -> Int {
    let laidOut = offsets.laidOut
    let utf16 = laidOut.utf16
    let clamped = min(max(offsets.laidOut(fromOriginal: offset), 0), utf16.count)
    let index = utf16.index(utf16.startIndex, offsetBy: clamped)
    return laidOut.utf8.distance(from: laidOut.utf8.startIndex, to: index)
  }

  /// The string's UTF-16 offset of the laid-out string's UTF-8 `byte`.
  private func utf16Offset(byte: Int) -> Int {
    let laidOut = offsets.laidOut
    let utf8 = laidOut.utf8
    let index = utf8.index(utf8.startIndex, offsetBy: min(max(byte, 0), utf8.count))
    return offsets.original(fromLaidOut: laidOut.utf16.distance(from: utf8.startIndex, to: index))
  }

  private func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }

  private func pangoUnits(_ points: CGFloat) -> Int32 { TextEngine.pangoUnits(points) }
}

/// Offsets between a string and the one the text budget let through (marks and text past the
/// budget cut): identical, and free, unless something was cut.
struct BudgetOffsets {
  let laidOut: String
  /// For each laid-out UTF-16 offset, the original one (`nil`: the strings are the same).
  private let originals: [Int]?
  private let originalLength: Int

  init(original: String, laidOut: String) {
    self.laidOut = laidOut
    originalLength = original.utf16.count
    guard laidOut != original else {
      originals = nil
      return
    }
    // Walk both scalar sequences: the laid-out one is the original with scalars left out.
    var map: [Int] = []
    var kept = laidOut.unicodeScalars.makeIterator()
    var next = kept.next()
    var position = 0
    for scalar in original.unicodeScalars {
      if let current = next, current == scalar {
        for _ in 0..<scalar.utf16.count { map.append(position) }
        next = kept.next()
      }
      position += scalar.utf16.count
    }
    map.append(position)
    originals = map
  }

  func original(fromLaidOut offset: Int) -> Int {
    guard let originals else { return offset }
    return originals[min(max(offset, 0), originals.count - 1)]
  }

  func laidOut(fromOriginal offset: Int) -> Int {
    guard let originals else { return offset }
    // The first laid-out offset at or past it.
    var low = 0
    var high = originals.count - 1
    while low < high {
      let middle = (low + high) / 2
      if originals[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return offset >= originalLength ? originals.count - 1 : low
  }
}

extension String {
  /// The range of the character (grapheme cluster) containing `index`.
  func rangeOfCharacter(containing index: Index) -> Range<Index>? {
    guard index < endIndex else { return nil }
    // Characters start at a boundary at or before `index`: walk from a nearby start.
    var lower = startIndex
    while lower < endIndex {
      let upper = self.index(after: lower)
      if index < upper { return lower..<upper }
      lower = upper
    }
    return nil
  }
}
