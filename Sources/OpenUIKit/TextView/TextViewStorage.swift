import Foundation
@_spi(OpenUIKit) import OpenText

/// A text view's text, held as paragraphs, as TextKit 2 holds text elements: an edit replaces the
/// paragraphs it touches and leaves the others alone, so typing into a long document costs what
/// the paragraph costs (`Docs/Text.md`).
///
/// Offsets are UTF-16 code units over the whole text, as `NSString` counts. Attributes are held
/// as style numbers into ``styles`` per run, so that setting the font of the whole text changes the
/// table, not the text. A paragraph longer than the text engine's budget (65,536 units) is held as
/// several, each laid out on lines of its own: a documented clamp for single lines of megabytes.
@MainActor
final class TextViewStorage {
  /// The paragraphs, never empty: an empty text is one empty paragraph.
  var paragraphs: [StoredParagraph]
  /// Attribute sets, numbered by their place.
  var styles: [[NSAttributedString.Key: Any]]
  /// Each paragraph's first offset, valid below ``validStarts``.
  private var starts: [Int] = [0]
  private var validStarts = 0
  /// Each paragraph's top (in the text container, before measuring: unknown), valid below
  /// ``validTops``.
  var tops: [CGFloat] = [0]
  var validTops = 0
  /// The whole text's UTF-16 length.
  private(set) var length = 0
  var nextSerial = 0
  /// The paragraphs holding a layout.
  var layoutIndices: Set<Int> = []
  /// The paragraphs not measured since they changed: every one while ``measuresAll``.
  var unmeasured: Set<Int> = []
  var measuresAll = true
  private var joined: String?

  /// Text in one attribute set.
  init(_ text: String, attributes: [NSAttributedString.Key: Any]) {
    styles = [attributes]
    paragraphs = []
    paragraphs = split(text, runs: [StyleRun(length: text.utf16.count, style: 0)], atEnd: true)
    length = text.utf16.count
  }

  /// Replaces everything with `text` in one attribute set.
  func setText(_ text: String, attributes: [NSAttributedString.Key: Any]) {
    styles = [attributes]
    paragraphs = split(text, runs: [StyleRun(length: text.utf16.count, style: 0)], atEnd: true)
    length = text.utf16.count
    textChanged(from: 0)
    invalidateMeasurements()
  }

  /// The number of a new attribute set.
  func addStyle(_ attributes: [NSAttributedString.Key: Any]) -> Int {
    styles.append(attributes)
    return styles.count - 1
  }

  /// The text of an attributed string, its attribute runs as styles.
  func setAttributedText(_ attributed: NSAttributedString) {
    var table: [[NSAttributedString.Key: Any]] = []
    var runs: [StyleRun] = []
    attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) {
      attributes, range, _ in
      table.append(attributes)
      runs.append(StyleRun(length: range.length, style: table.count - 1))
    }
    if table.isEmpty { table = [styles.first ?? [:]] }
    styles = table
    let string = attributed.string
    paragraphs = split(string, runs: runs, atEnd: true)
    length = string.utf16.count
    textChanged(from: 0)
    invalidateMeasurements()
  }

  // MARK: Reading

  /// The whole text (joined once per change).
  var string: String {
    if let joined { return joined }
    var text = ""
    text.reserveCapacity(length)
    for paragraph in paragraphs {
      text += paragraph.text
      text += paragraph.terminator
    }
    joined = text
    return text
  }

  /// The text in `range` (clamped).
  func substring(_ range: Range<Int>) -> String {
    let range = clamped(range)
    guard !range.isEmpty else { return "" }
    var text = ""
    var index = paragraphIndex(containing: range.lowerBound)
    while index < paragraphs.count, start(of: index) < range.upperBound {
      let paragraph = paragraphs[index]
      let full = paragraph.text + paragraph.terminator
      let from = max(range.lowerBound - start(of: index), 0)
      let to = min(range.upperBound - start(of: index), paragraph.fullLength)
      text += full.utf16Slice(from..<to)
      index += 1
    }
    return text
  }

  /// The attributed text in `range`.
  func attributedSubstring(_ range: Range<Int>) -> NSAttributedString {
    let range = clamped(range)
    let result = NSMutableAttributedString(string: "")
    var index = paragraphIndex(containing: range.lowerBound)
    while index < paragraphs.count, start(of: index) <= range.upperBound {
      let paragraph = paragraphs[index]
      let full = paragraph.text + paragraph.terminator
      var offset = start(of: index)
      for run in paragraph.runsWithTerminator {
        let from = max(range.lowerBound, offset)
        let to = min(range.upperBound, offset + run.length)
        if from < to {
          let text = String(full.utf16Slice((from - start(of: index))..<(to - start(of: index))))
          result.append(NSAttributedString(string: text, attributes: styles[run.style]))
        }
        offset += run.length
      }
      if start(of: index) + paragraph.fullLength >= range.upperBound { break }
      index += 1
    }
    return result
  }

  /// The style of the character before `offset` (the first one's at the start): what typing there
  /// continues, as `typingAttributes` follow the caret in UIKit.
  func style(before offset: Int) -> Int {
    let offset = min(max(offset, 0), length)
    let index = paragraphIndex(containing: offset)
    let paragraph = paragraphs[index]
    var position = offset - start(of: index)
    if position == 0, index > 0, paragraph.length == 0 {
      return paragraphs[index - 1].runs.last?.style ?? 0
    }
    position = max(position, 1)
    var end = 0
    for run in paragraph.runs {
      end += run.length
      if end >= position { return run.style }
    }
    return paragraph.runs.last?.style ?? 0
  }

  // MARK: Positions

  /// `range` clamped to the text.
  func clamped(_ range: Range<Int>) -> Range<Int> {
    min(max(range.lowerBound, 0), length)..<min(max(range.upperBound, 0), length)
  }

  /// The paragraph holding `offset`: the last one starting at or before it.
  func paragraphIndex(containing offset: Int) -> Int {
    let offset = min(max(offset, 0), length)
    validateStarts(through: paragraphs.count - 1)
    var low = 0
    var high = paragraphs.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Paragraph `index`'s first offset.
  func start(of index: Int) -> Int {
    validateStarts(through: index)
    return starts[index]
  }

  private func validateStarts(through index: Int) {
    guard index >= validStarts else { return }
    starts.resize(to: paragraphs.count, keeping: validStarts)
    // Local buffers: one pass without an exclusivity check per paragraph (an edit in the middle
    // of 10,000 paragraphs sums 5,000 of them).
    var sums = starts
    starts = []
    defer { starts = sums }
    paragraphs.withUnsafeBufferPointer { paragraphs in
      sums.withUnsafeMutableBufferPointer { sums in
        var offset =
          validStarts > 0 ? sums[validStarts - 1] + paragraphs[validStarts - 1].fullLength : 0
        for current in validStarts..<paragraphs.count {
          sums[current] = offset
          offset += paragraphs[current].fullLength
        }
      }
    }
    validStarts = paragraphs.count
  }

  // MARK: Editing

  /// Replaces `range` (clamped) with `string` in style `style`; returns the paragraphs now where
  /// the edit was.
  @discardableResult
  func replace(_ range: Range<Int>, with string: String, style: Int) -> Range<Int> {
    replace(range, with: string, runs: [StyleRun(length: string.utf16.count, style: style)])
  }

  /// Replaces `range` (clamped) with `attributed`, its attribute runs as new styles.
  func replace(attributed: NSAttributedString, in range: Range<Int>) {
    var runs: [StyleRun] = []
    attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) {
      attributes, range, _ in
      runs.append(StyleRun(length: range.length, style: addStyle(attributes)))
    }
    replace(range, with: attributed.string, runs: runs)
  }

  @discardableResult
  private func replace(_ range: Range<Int>, with string: String, runs newRuns: [StyleRun])
    -> Range<Int>
  {
    let range = clamped(range)
    let first = paragraphIndex(containing: range.lowerBound)
    var last = paragraphIndex(containing: range.upperBound)
    // A paragraph cut at the budget goes on in the next: re-split them together.
    while last < paragraphs.count - 1, paragraphs[last].terminator.isEmpty { last += 1 }
    let base = start(of: first)
    var merged = ""
    var runs: [StyleRun] = []
    for index in first...last {
      merged += paragraphs[index].text
      merged += paragraphs[index].terminator
      runs += paragraphs[index].runsWithTerminator
    }
    let local = (range.lowerBound - base)..<(range.upperBound - base)
    let utf16 = merged.utf16
    let lower = utf16.index(utf16.startIndex, offsetBy: local.lowerBound)
    let upper = utf16.index(lower, offsetBy: local.count)
    merged.replaceSubrange(lower..<upper, with: string)
    runs = StyleRun.replacing(local, in: runs, with: newRuns)
    let pieces = split(merged, runs: runs, atEnd: last == paragraphs.count - 1)
    paragraphs.replaceSubrange(first...last, with: pieces)
    let shift = pieces.count - (last - first + 1)
    layoutIndices = Set(
      layoutIndices.compactMap { $0 < first ? $0 : $0 > last ? $0 + shift : nil })
    unmeasured = Set(unmeasured.compactMap { $0 < first ? $0 : $0 > last ? $0 + shift : nil })
    unmeasured.formUnion(first..<(first + pieces.count))
    length += string.utf16.count - range.count
    textChanged(from: first)
    return first..<(first + pieces.count)
  }

  /// Applies `change` to every style (setting the font or color of the whole text); every
  /// paragraph is measured again.
  func restyle(_ change: (inout [NSAttributedString.Key: Any]) -> Void) {
    for index in styles.indices { change(&styles[index]) }
    invalidateMeasurements()
  }

  /// Forgets every height and layout (the width, the font or the container changed).
  func invalidateMeasurements() {
    for index in paragraphs.indices {
      paragraphs[index].height = nil
      paragraphs[index].layout = nil
    }
    layoutIndices = []
    unmeasured = []
    measuresAll = true
    validTops = 0
  }

  private func textChanged(from index: Int) {
    validStarts = min(validStarts, index)
    validTops = min(validTops, index)
    tops.resize(to: paragraphs.count, keeping: validTops)
    starts.resize(to: paragraphs.count, keeping: validStarts)
    joined = nil
  }

}

/// One paragraph of a text view's text, with its measurement.
struct StoredParagraph {
  var text: String
  /// `text`'s UTF-16 length.
  var length: Int
  /// The separator ending it ("\n", "\r\n", …), or empty at the end of the text or where a
  /// paragraph past the layout budget goes on.
  var terminator: String
  /// `terminator`'s UTF-16 length.
  var terminatorLength: Int
  /// Style runs over `text` (one of length 0 when it is empty).
  var runs: [StyleRun]
  /// Its identity while it lives (fragment views follow it).
  var serial: Int
  /// Its height at ``measuredWidth``; `nil`: not measured.
  var height: CGFloat?
  var measuredWidth: CGFloat = -1
  /// Its layout, kept while it is in view, and the view's look it was made for
  /// (``UITextView/layoutGeneration``).
  var layout: ParagraphLayout?
  var layoutGeneration = -1

  var fullLength: Int { length + terminatorLength }

  /// The runs with the terminator in the last run's style.
  var runsWithTerminator: [StyleRun] {
    var runs = self.runs.filter { $0.length > 0 }
    let separator = terminatorLength
    if runs.isEmpty {
      runs = [StyleRun(length: separator, style: self.runs.first?.style ?? 0)]
    } else {
      runs[runs.count - 1].length += separator
    }
    return runs
  }
}

extension Array where Element: Numeric {
  /// Resized to `count` elements, the first `kept` kept, the rest zero.
  mutating func resize(to count: Int, keeping kept: Int) {
    guard self.count != count else { return }
    let kept = Swift.min(kept, count, self.count)
    self = Array(self[0..<kept]) + Array(repeating: 0, count: count - kept)
  }
}
