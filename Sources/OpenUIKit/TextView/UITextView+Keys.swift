import Foundation
@_spi(OpenUIKit) import OpenText

/// The keys of a text view, as a desktop text view takes them.
///
/// | key | does |
/// |---|---|
/// | Left, Right | a character (Ctrl or Option: a word), by the paragraph's direction |
/// | Up, Down | a line, keeping the caret's x |
/// | Home, End | the line's start and end (Ctrl: the text's) |
/// | Page Up, Page Down | a page: the caret and the view move by the visible height less a line |
/// | Return, Tab | type a line break, a tab |
/// | Delete | the character after the caret |
/// | Ctrl+A, C, X, V | select all, copy, cut, paste |
/// | Ctrl+B, I, U | bold, italic, underline the selection, when ``UITextView/allowsEditingTextAttributes`` |
/// | Escape | stops editing |
///
/// Shift extends the selection with any moving key. A view that is selectable but not editable
/// takes the moving keys and Ctrl+A and Ctrl+C.
extension UITextView {
  /// Handles a key; returns whether it was one the view takes.
  func handleTextViewKey(_ key: UIKey) -> Bool {
    guard isFirstResponder else { return false }
    let flags = key.modifierFlags
    let shortcut = !flags.isDisjoint(with: [.control, .command])
    let extending = flags.contains(.shift)
    if let head = movedHead(for: key) {
      select(from: extending ? selectionAnchor : head, to: head, reveals: true)
      if extending { offerPrimarySelection() }
      return true
    }
    switch key.keyCode {
    case .keyboardA where shortcut:
      selectAll(nil)
      offerPrimarySelection()
    case .keyboardC where shortcut: copy(nil)
    case _ where !storedIsEditing: return false
    case .keyboardReturnOrEnter where !shortcut: insertText("\n")
    case .keyboardTab where flags.isDisjoint(with: [.control, .command, .alternate, .shift]):
      insertText("\t")
    case .keyboardDeleteForward: deleteSelectionOrCharacter(forward: true)
    case .keyboardEscape: _ = resignFirstResponder()
    case .keyboardX where shortcut: cut(nil)
    case .keyboardV where shortcut: paste(nil)
    case .keyboardB where shortcut && allowsEditingTextAttributes: toggleBoldface(nil)
    case .keyboardI where shortcut && allowsEditingTextAttributes: toggleItalics(nil)
    case .keyboardU where shortcut && allowsEditingTextAttributes: toggleUnderline(nil)
    default: return false
    }
    return true
  }

  /// Where a moving key takes the selection's moving end; `nil` for other keys.
  private func movedHead(for key: UIKey) -> Int? {
    let flags = key.modifierFlags
    let byWord = !flags.isDisjoint(with: [.control, .alternate])
    let extending = flags.contains(.shift)
    let toEnds = !flags.isDisjoint(with: [.control, .command])
    let selection = selectedOffsets
    switch key.keyCode {
    case .keyboardLeftArrow, .keyboardRightArrow:
      goalX = nil
      let forward = (key.keyCode == .keyboardRightArrow) != paragraphIsRightToLeft(selectionHead)
      if !extending, !selection.isEmpty {
        return forward ? selection.upperBound : selection.lowerBound
      }
      if flags.contains(.command) {
        return forward ? lineEnd(selectionHead) : lineStart(selectionHead)
      }
      if byWord {
        return forward
          ? nextWordEnd(after: selectionHead) : previousWordStart(before: selectionHead)
      }
      return forward ? nextBoundary(after: selectionHead) : previousBoundary(before: selectionHead)
    case .keyboardUpArrow, .keyboardDownArrow:
      let down = key.keyCode == .keyboardDownArrow
      if flags.contains(.command) { return down ? storage.length : 0 }
      if !extending, !selection.isEmpty {
        return down ? selection.upperBound : selection.lowerBound
      }
      return verticalMove(from: selectionHead, lines: down ? 1 : -1)
    case .keyboardHome:
      goalX = nil
      return toEnds ? 0 : lineStart(selectionHead)
    case .keyboardEnd:
      goalX = nil
      return toEnds ? storage.length : lineEnd(selectionHead)
    case .keyboardPageUp, .keyboardPageDown:
      return pageMove(down: key.keyCode == .keyboardPageDown)
    default:
      return nil
    }
  }

  // MARK: Lines and pages

  /// Whether the paragraph holding `offset` runs right to left.
  private func paragraphIsRightToLeft(_ offset: Int) -> Bool {
    paragraphLayout(at: storage.paragraphIndex(containing: offset)).isRightToLeft
  }

  /// The line holding `offset`: its paragraph, its layout and its index there.
  private func line(at offset: Int) -> (paragraph: Int, layout: ParagraphLayout, line: Int) {
    let index = storage.paragraphIndex(containing: offset)
    let layout = paragraphLayout(at: index)
    return (index, layout, layout.lineIndex(ofUTF16Offset: offset - storage.start(of: index)))
  }

  /// The start of the visual line holding `offset`.
  func lineStart(_ offset: Int) -> Int {
    let found = line(at: offset)
    return storage.start(of: found.paragraph) + found.layout.lineRange(at: found.line).lowerBound
  }

  /// The end of the visual line holding `offset`: before the space a wrapped line breaks at.
  func lineEnd(_ offset: Int) -> Int {
    let found = line(at: offset)
    let paragraph = storage.paragraphs[found.paragraph]
    var end = found.layout.lineRange(at: found.line).upperBound
    if found.line < found.layout.lineCount - 1, end > 0 {
      let text = paragraph.text
      let before = text.characterIndex(atUTF16: end)
      if before > text.startIndex, text[text.index(before: before)].isWhitespace {
        end = text.index(before: before).utf16Offset(in: text)
      }
    }
    return storage.start(of: found.paragraph) + min(end, paragraph.length)
  }

  /// The boundary `lines` lines above or below `offset`, at the x the caret keeps; the text's
  /// start or end past the first or last line.
  private func verticalMove(from offset: Int, lines: Int) -> Int {
    let caret = caretRectInContent(at: offset)
    let x = goalX ?? caret.minX
    let y = lines > 0 ? caret.maxY + 1 : caret.minY - 1
    let target = offsetNearest(CGPoint(x: x, y: y), clampsVertically: false)
    goalX = x
    return target ?? (lines > 0 ? storage.length : 0)
  }

  /// Page Up or Down: the caret moves by the visible height less a line and the view scrolls
  /// as much (at most to its ends).
  private func pageMove(down: Bool) -> Int {
    let caret = caretRectInContent(at: selectionHead)
    let visible = bounds.inset(by: adjustedContentInset)
    let step = max(visible.height - caret.height, caret.height) * (down ? 1 : -1)
    let x = goalX ?? caret.minX
    goalX = x
    let range = offsetRange
    var offset = contentOffset
    offset.y = min(max(offset.y + step, range.min.y), max(range.max.y, range.min.y))
    if offset != contentOffset { setContentOffset(offset, animated: false) }
    let target = offsetNearest(CGPoint(x: x, y: caret.midY + step), clampsVertically: false)
    return target ?? (down ? storage.length : 0)
  }

  /// The boundary nearest `point` (content space); with `clampsVertically` off, `nil` above the
  /// first line or below the last.
  func offsetNearest(_ point: CGPoint, clampsVertically: Bool = true) -> Int? {
    guard measuredWidth >= 0 || !storage.paragraphs.isEmpty else { return 0 }
    let origin = containerOrigin
    let y = point.y - origin.y
    if !clampsVertically, y < 0 || y >= storage.totalHeight { return nil }
    let index = storage.paragraphIndex(atY: y)
    let frame = paragraphFrame(index)
    let layout = paragraphLayout(at: index)
    let local = layout.utf16Offset(
      nearest: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
    return storage.start(of: index) + local
  }

  // MARK: Words and paragraphs

  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The start of the word before `offset` (the paragraph's start, then the one before).
  func previousWordStart(before offset: Int) -> Int {
    let index = storage.paragraphIndex(containing: offset)
    let start = storage.start(of: index)
    guard offset > start else { return previousBoundary(before: offset) }
    let text = storage.paragraphs[index].text
    var position = text.characterIndex(atUTF16: offset - start)
    while position > text.startIndex, !isWordCharacter(text[text.index(before: position)]) {
      position = text.index(before: position)
    }
    while position > text.startIndex, isWordCharacter(text[text.index(before: position)]) {
      position = text.index(before: position)
    }
    return start + position.utf16Offset(in: text)
  }

  /// The end of the word after `offset` (the paragraph's end, then the next).
  func nextWordEnd(after offset: Int) -> Int {
    let index = storage.paragraphIndex(containing: offset)
    let start = storage.start(of: index)
    let text = storage.paragraphs[index].text
    guard offset - start < storage.paragraphs[index].length else {
      return nextBoundary(after: offset)
    }
    var position = text.characterIndex(atUTF16: offset - start)
    while position < text.endIndex, !isWordCharacter(text[position]) {
      position = text.index(after: position)
    }
    while position < text.endIndex, isWordCharacter(text[position]) {
      position = text.index(after: position)
    }
    return start + position.utf16Offset(in: text)
  }

  /// The word around `offset` (or the run of other characters there), inside its paragraph.
  func wordRange(around offset: Int) -> Range<Int> {
    let index = storage.paragraphIndex(containing: offset)
    let start = storage.start(of: index)
    let text = storage.paragraphs[index].text
    let position = text.characterIndex(atUTF16: offset - start)
    guard position < text.endIndex else {
      let lower = previousWordStart(before: offset)
      return max(lower, start)..<offset
    }
    let inWord = isWordCharacter(text[position])
    var lower = position
    while lower > text.startIndex, isWordCharacter(text[text.index(before: lower)]) == inWord {
      lower = text.index(before: lower)
    }
    var upper = position
    while upper < text.endIndex, isWordCharacter(text[upper]) == inWord {
      upper = text.index(after: upper)
    }
    return (start + lower.utf16Offset(in: text))..<(start + upper.utf16Offset(in: text))
  }

  /// The paragraph around `offset`, its separator included (as a triple click selects).
  func paragraphRange(around offset: Int) -> Range<Int> {
    let index = storage.paragraphIndex(containing: offset)
    let start = storage.start(of: index)
    return start..<(start + storage.paragraphs[index].fullLength)
  }
}
