import Foundation

/// A direction for a tokenizer, as UIKit's `UITextDirection`: a storage or a layout direction.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
  /// The direction's value: a `UITextStorageDirection` or `UITextLayoutDirection` raw value.
  public let rawValue: Int
  /// Creates a direction from its value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A storage direction.
  public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
    UITextDirection(rawValue: direction.rawValue)
  }
  /// A layout direction.
  public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
    UITextDirection(rawValue: direction.rawValue)
  }
}

/// The size of a text unit, as UIKit's `UITextGranularity`.
public enum UITextGranularity: Int, Sendable {
  /// A character (a grapheme cluster).
  case character
  /// A word.
  case word
  /// A sentence.
  case sentence
  /// A paragraph.
  case paragraph
  /// A line (a paragraph, in a single-line input).
  case line
  /// The whole text.
  case document
}

/// Finds the boundaries of text units in a text input, as UIKit's `UITextInputTokenizer`.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
  /// The unit of `granularity` holding `position`, looking `direction` when it is on a boundary.
  func rangeEnclosingPosition(
    _ position: UITextPosition, with granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextRange?
  /// Whether `position` is a boundary of a unit, ending one going `direction`.
  func isPosition(
    _ position: UITextPosition, atBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool
  /// The next boundary of a unit of `granularity` from `position` going `direction`.
  func position(
    from position: UITextPosition, toBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextPosition?
  /// Whether the text next to `position`, going `direction`, is inside a unit.
  func isPosition(
    _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool
}

/// The tokenizer of western text, as UIKit's `UITextInputStringTokenizer`.
///
/// Characters are grapheme clusters; words are runs of letters, digits and underscores; sentences end after `.`,
/// `!` or `?` followed by a space or the end; paragraphs and lines end at line breaks; the
/// document is everything. Forward is `.storage(.forward)`, `.layout(.right)` in left-to-right
/// text (`.left` in right-to-left text) and `.layout(.down)`.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
  private weak var textInput: (any UIResponder & UITextInput)?

  /// A tokenizer of `textInput`'s text.
  public init(textInput: any UIResponder & UITextInput) {
    self.textInput = textInput
    super.init()
  }

  /// The unit holding `position` (`nil` when the text there, that way, is in none).
  open func rangeEnclosingPosition(
    _ position: UITextPosition, with granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextRange? {
    guard let units = units(granularity), let offset = offset(of: position) else { return nil }
    let forward = isForward(direction)
    let unit = units.first { forward ? $0.contains(offset) : $0.contains(offset - 1) }
    guard let unit, let input = textInput else { return nil }
    return textRange(unit, in: input)
  }

  /// Whether `position` ends a unit going `direction` (starts one, going backward).
  open func isPosition(
    _ position: UITextPosition, atBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool {
    guard let units = units(granularity), let offset = offset(of: position) else { return false }
    let forward = isForward(direction)
    return units.contains { forward ? $0.upperBound == offset : $0.lowerBound == offset }
  }

  /// The next position ending a unit going `direction` (starting one, going backward).
  open func position(
    from position: UITextPosition, toBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextPosition? {
    guard let units = units(granularity), let offset = offset(of: position),
      let input = textInput
    else { return nil }
    let boundary =
      isForward(direction)
      ? units.map(\.upperBound).filter { $0 > offset }.min()
      : units.map(\.lowerBound).filter { $0 < offset }.max()
    guard let boundary else { return nil }
    return input.position(from: input.beginningOfDocument, offset: boundary)
  }

  /// Whether the text after `position` (before it, going backward) is inside a unit.
  open func isPosition(
    _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool {
    guard let units = units(granularity), let offset = offset(of: position) else { return false }
    let probe = isForward(direction) ? offset : offset - 1
    return units.contains { $0.contains(probe) }
  }

  // MARK: Mechanics

  private func isForward(_ direction: UITextDirection) -> Bool {
    switch direction.rawValue {
    case UITextStorageDirection.backward.rawValue, UITextLayoutDirection.up.rawValue:
      return false
    case UITextLayoutDirection.left.rawValue:
      return (textInput as? UIView)?.isRightToLeft ?? false
    case UITextLayoutDirection.right.rawValue:
      return !((textInput as? UIView)?.isRightToLeft ?? false)
    default:
      return true
    }
  }

  private func offset(of position: UITextPosition) -> Int? {
    guard let input = textInput else { return nil }
    return input.offset(from: input.beginningOfDocument, to: position)
  }

  private func textRange(_ range: Range<Int>, in input: any UITextInput) -> UITextRange? {
    guard let start = input.position(from: input.beginningOfDocument, offset: range.lowerBound),
      let end = input.position(from: input.beginningOfDocument, offset: range.upperBound)
    else { return nil }
    return input.textRange(from: start, to: end)
  }

  /// The units of `granularity` in the input's text, as UTF-16 ranges in order.
  private func units(_ granularity: UITextGranularity) -> [Range<Int>]? {
    guard let input = textInput,
      let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
      let text = input.text(in: all)
    else { return nil }
    // Each character with its UTF-16 start.
    var characters: [(offset: Int, character: Character)] = []
    var position = 0
    for character in text {
      characters.append((position, character))
      position += character.utf16.count
    }
    let length = position
    func runs(where belongs: (Character) -> Bool) -> [Range<Int>] {
      var result: [Range<Int>] = []
      var start: Int?
      for (offset, character) in characters {
        if belongs(character) {
          if start == nil { start = offset }
        } else if let open = start {
          result.append(open..<offset)
          start = nil
        }
      }
      if let open = start { result.append(open..<length) }
      return result
    }
    switch granularity {
    case .character:
      return characters.map { $0.offset..<($0.offset + $0.character.utf16.count) }
    case .word:
      return runs { $0.isLetter || $0.isNumber || $0 == "_" }
    case .paragraph, .line:
      return runs { !$0.isNewline }
    case .document:
      return length == 0 ? [] : [0..<length]
    case .sentence:
      var result: [Range<Int>] = []
      var start: Int?
      for (index, entry) in characters.enumerated() {
        if start == nil, !entry.character.isWhitespace { start = entry.offset }
        let end = entry.offset + entry.character.utf16.count
        let next = index + 1 < characters.count ? characters[index + 1].character : nil
        if let open = start, "!?.".contains(entry.character) || entry.character.isNewline,
          next?.isWhitespace ?? true
        {
          result.append(open..<(entry.character.isNewline ? entry.offset : end))
          start = nil
        }
      }
      if let open = start { result.append(open..<length) }
      return result
    }
  }
}
