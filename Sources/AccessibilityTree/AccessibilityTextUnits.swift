/// A string's characters and text units as screen-reader protocols count them: a character is a
/// Unicode scalar (AT-SPI's offsets, as GLib's UTF-8 characters), and words, sentences, lines and
/// paragraphs are ranges of characters.
///
/// Lines are the text's hard line breaks: the tree holds no layout, so a label that wraps is one
/// line per paragraph here (`Docs/Accessibility.md`).
public struct AccessibilityTextUnits: Sendable {
  /// The units a range can be taken in.
  public enum Unit: Sendable, CaseIterable {
    case character, word, sentence, line, paragraph
  }

  /// Where a unit's ranges begin and end.
  public enum Edge: Sendable {
    /// From a unit's start to the next one's start (a word with the spaces after it).
    case start
    /// From the previous unit's end to this one's end (a word with the spaces before it).
    case end
  }

  /// The text.
  public let string: String
  private let scalars: [Unicode.Scalar]
  /// The UTF-16 offset of each character, and of the end.
  private let utf16Starts: [Int]

  /// Measures `string`.
  public init(_ string: String) {
    self.string = string
    scalars = Array(string.unicodeScalars)
    var starts: [Int] = []
    starts.reserveCapacity(scalars.count + 1)
    var offset = 0
    for scalar in scalars {
      starts.append(offset)
      offset += UTF16.width(scalar)
    }
    starts.append(offset)
    utf16Starts = starts
  }

  /// How many characters.
  public var count: Int { scalars.count }

  /// The character at `offset`; `nil` outside the text.
  public func character(at offset: Int) -> Unicode.Scalar? {
    scalars.indices.contains(offset) ? scalars[offset] : nil
  }

  /// The character offset of a UTF-16 offset (one inside a surrogate pair counts as its
  /// character's); clamped to the text.
  public func characterOffset(utf16 offset: Int) -> Int {
    guard offset > 0 else { return 0 }
    // The last character starting at or before `offset`.
    var low = 0
    var high = utf16Starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if utf16Starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The UTF-16 offset of a character offset, clamped to the text.
  public func utf16Offset(character offset: Int) -> Int {
    utf16Starts[min(max(offset, 0), count)]
  }

  /// A UTF-16 range of a character range, clamped to the text.
  public func utf16Range(characters range: Range<Int>) -> Range<Int> {
    utf16Offset(character: range.lowerBound)..<utf16Offset(character: range.upperBound)
  }

  /// The characters in `range`, clamped to the text.
  public func substring(_ range: Range<Int>) -> String {
    let lower = min(max(range.lowerBound, 0), count)
    let upper = min(max(range.upperBound, lower), count)
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[lower..<upper])
    return String(view)
  }

  /// The range of the `unit` at `offset` (clamped); `shift` -1 is the one before it, 1 the one
  /// after; an empty range at the text's edge when there is none.
  public func range(of unit: Unit, at offset: Int, edge: Edge = .start, shift: Int = 0)
    -> Range<Int>
  {
    let offset = min(max(offset, 0), count)
    let bounds = boundaries(of: unit, edge: edge)
    // The segment [bounds[k], bounds[k + 1]) holding the offset; the last one at the very end.
    var index = 0
    while index + 2 < bounds.count && bounds[index + 1] <= offset { index += 1 }
    index += shift
    guard index >= 0 else { return 0..<0 }
    guard index + 1 < bounds.count else { return count..<count }
    return bounds[index]..<bounds[index + 1]
  }

  /// The sorted offsets where ranges of `unit` meet, with 0 and the end.
  private func boundaries(of unit: Unit, edge: Edge) -> [Int] {
    var result = [0]
    switch unit {
    case .character:
      result.append(contentsOf: (0..<count).map { $0 + 1 })
    case .word:
      for index in stride(from: 1, to: count, by: 1) {
        let here = Self.isWordCharacter(scalars[index])
        let before = Self.isWordCharacter(scalars[index - 1])
        if edge == .start ? here && !before : !here && before { result.append(index) }
      }
    case .sentence:
      for index in stride(from: 1, to: count, by: 1) {
        let before = scalars[index - 1]
        let here = scalars[index]
        let isTerminator = ".!?".unicodeScalars.contains(before)
        if edge == .end
          ? isTerminator && Self.isSpace(here)
          : !Self.isSpace(here) && Self.isSpace(before)
            && Self.endsSentence(before: index, in: scalars)
        {
          result.append(index)
        }
      }
    case .line, .paragraph:
      for (index, scalar) in scalars.enumerated() where scalar == "\n" {
        result.append(edge == .start ? index + 1 : index)
      }
    }
    if result.last != count { result.append(count) }
    // Boundaries at 0 or at the end can repeat; the segments stay increasing.
    var unique: [Int] = []
    for bound in result where unique.last != bound { unique.append(bound) }
    if unique.count == 1 { unique.append(count) }
    return unique
  }

  private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
      || scalar == "'"
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
  }

  /// Whether the spaces just before `index` follow a sentence's end.
  private static func endsSentence(before index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    var position = index - 1
    while position >= 0 && isSpace(scalars[position]) {
      if scalars[position] == "\n" { return true }
      position -= 1
    }
    return position >= 0 && ".!?".unicodeScalars.contains(scalars[position])
  }
}
