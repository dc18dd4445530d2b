import Foundation
@_spi(OpenUIKit) import OpenText

/// Text into paragraphs: split at line and paragraph separators, and at the layout budget.
extension TextViewStorage {
  /// Paragraphs of `text`, split at line and paragraph separators (the separator kept with the
  /// paragraph it ends) and at the layout budget; `atEnd`: the text ends the document, so a
  /// separator at its end starts an empty last paragraph.
  func split(_ text: String, runs: [StyleRun], atEnd: Bool) -> [StoredParagraph] {
    var pieces: [StoredParagraph] = []
    let utf16 = text.utf16
    // Walked by index, sliced by index: separators are whole scalars, so every slice is valid
    // text, copied without decoding.
    var start = utf16.startIndex
    var startOffset = 0
    var index = utf16.startIndex
    var offset = 0
    func add(upTo end: String.Index, endOffset: Int, separatorEnd: String.Index) {
      let range = startOffset..<endOffset
      let body = String(text[start..<end])
      let separator = String(text[end..<separatorEnd])
      let bodyRuns = StyleRun.slice(runs, range)
      let fallback = StyleRun.style(at: range.lowerBound, in: runs)
      for (chunk, chunkRange) in Self.chunks(body, offset: range.lowerBound) {
        let isLast = chunkRange.upperBound == range.upperBound
        let local =
          (chunkRange.lowerBound - range.lowerBound)..<(chunkRange.upperBound - range.lowerBound)
        pieces.append(
          makeParagraph(
            chunk, terminator: isLast ? separator : "", runs: StyleRun.slice(bodyRuns, local),
            fallbackStyle: fallback))
      }
    }
    while index < utf16.endIndex {
      let unit = utf16[index]
      if unit == 0x0A || unit == 0x0D || unit == 0x2029 || unit == 0x2028 {
        var separatorEnd = utf16.index(after: index)
        var width = 1
        if unit == 0x0D, separatorEnd < utf16.endIndex, utf16[separatorEnd] == 0x0A {
          separatorEnd = utf16.index(after: separatorEnd)
          width = 2
        }
        add(upTo: index, endOffset: offset, separatorEnd: separatorEnd)
        index = separatorEnd
        offset += width
        start = index
        startOffset = offset
      } else {
        index = utf16.index(after: index)
        offset += 1
      }
    }
    if start < utf16.endIndex || atEnd || pieces.isEmpty {
      add(upTo: utf16.endIndex, endOffset: offset, separatorEnd: utf16.endIndex)
    }
    return pieces
  }

  /// `body` cut into pieces the layout budget takes, at character boundaries.
  private static func chunks(_ body: String, offset: Int) -> [(String, Range<Int>)] {
    let budget = TextBlock.maximumLength
    guard body.utf16.count > budget else {
      return [(body, offset..<(offset + body.utf16.count))]
    }
    var result: [(String, Range<Int>)] = []
    var rest = Substring(body)
    var position = offset
    while !rest.isEmpty {
      var end = rest.startIndex
      var units = 0
      while end < rest.endIndex {
        let next = rest.index(after: end)
        let count = rest.utf16.distance(from: end, to: next)
        if units + count > budget, units > 0 { break }
        units += count
        end = next
      }
      result.append((String(rest[..<end]), position..<(position + units)))
      position += units
      rest = rest[end...]
    }
    return result
  }

  private func makeParagraph(
    _ text: String, terminator: String, runs: [StyleRun], fallbackStyle: Int
  ) -> StoredParagraph {
    nextSerial += 1
    return StoredParagraph(
      text: text, length: text.utf16.count, terminator: terminator,
      terminatorLength: terminator.utf16.count,
      runs: runs.isEmpty ? [StyleRun(length: 0, style: fallbackStyle)] : runs, serial: nextSerial)
  }
}
