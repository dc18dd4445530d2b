import Foundation
import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenText

/// The editing model of a text field: the selection (UTF-16 offsets, always on character
/// boundaries), changes offered to the delegate, keys, clicks and scrolling the caret into view.
extension UITextField {
  // MARK: Text shown

  /// What is drawn: the text, or a bullet per character in a secure field.
  var displayedText: String {
    isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText
  }

  /// A text offset's offset in ``displayedText`` (a secure field's bullets are one unit each).
  func displayOffset(_ offset: Int) -> Int {
    guard isSecureTextEntry else { return offset }
    return storedText.prefix(utf16Offset: offset).count
  }

  /// A ``displayedText`` offset's offset in the text.
  func textOffset(fromDisplay offset: Int) -> Int {
    guard isSecureTextEntry else { return offset }
    let characters = storedText.prefix(max(offset, 0))
    return characters.utf16.count
  }

  func textBlock(for string: String, color: UIColor = .label) -> TextBlock {
    TextBlock(
      string: string, fontName: storedFont.fontName, fontSize: storedFont.pointSize,
      color: AttributedTextBlock.components(color.resolvedColor(with: traitCollection)))
  }

  /// The text shown, laid out once and kept until the text or the font changes: scrolling the
  /// caret into view, a click, the selection, the caret and the glyphs all read the same line.
  var displayedLine: TextLine {
    let block = textBlock(for: displayedText)
    if let line = lineCache, line.lays(out: block) { return line }
    let line = TextLine(block)
    lineCache = line
    return line
  }

  /// Where a line `width` wide starts in `area`: aligned when it is narrower, at the start when it
  /// scrolls.
  func lineStart(in area: CGRect, width: CGFloat) -> CGFloat {
    guard width < area.width else { return area.minX }
    switch textAlignment.resolved(rightToLeft: isRightToLeft) {
    case .center: return area.minX + ((area.width - width) / 2).rounded()
    case .right: return area.maxX - width
    default: return area.minX
    }
  }

  /// The caret's x in the field's bounds.
  func caretX(in area: CGRect) -> CGFloat {
    let line = displayedLine
    return lineStart(in: area, width: line.width) - textScroll
      + line.caretX(atUTF16Offset: displayOffset(selectionHead))
  }

  // MARK: Selection

  /// The selection, in UTF-16 offsets.
  var selectedRange: Range<Int> {
    min(selectionAnchor, selectionHead)..<max(selectionAnchor, selectionHead)
  }

  /// The selected text, or `nil` when the selection is a caret.
  var selectedText: String? {
    let range = selectedRange
    guard !range.isEmpty else { return nil }
    return String(storedText.utf16Slice(range))
  }

  /// Selects from `anchor` to `head` (clamped), telling the delegate when it moved.
  func select(from anchor: Int, to head: Int) {
    let length = storedText.utf16.count
    let anchor = min(max(anchor, 0), length)
    let head = min(max(head, 0), length)
    guard anchor != selectionAnchor || head != selectionHead else { return }
    selectionAnchor = anchor
    selectionHead = head
    scrollCaretIntoView()
    setNeedsDisplay()
    delegate?.textFieldDidChangeSelection(self)
  }

  /// The character boundary nearest `point` (in the bounds).
  func offset(at point: CGPoint) -> Int {
    let area = storedIsEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    let line = displayedLine
    let x = point.x - lineStart(in: area, width: line.width) + textScroll
    return textOffset(fromDisplay: line.utf16Offset(nearestX: x))
  }

  /// A click: the caret at the point, a word for a double click, everything for a triple one.
  func placeCaret(at point: CGPoint, tapCount: Int) {
    let offset = offset(at: point)
    switch tapCount {
    case 2:
      let word = wordRange(around: offset)
      select(from: word.lowerBound, to: word.upperBound)
    case 3...:
      selectAll(nil)
    default:
      select(from: offset, to: offset)
    }
  }

  // MARK: Changes

  /// Offers replacing the selection with `replacement` to the delegate (unless `asksDelegate` is
  /// `false`: the app's own `replace(_:withText:)`), and makes it.
  func replaceSelection(
    with replacement: String, undoActionName: String = typingActionName, asksDelegate: Bool = true
  ) {
    var string = replacement
    if string.contains(where: \.isNewline) {
      string = String(string.map { $0.isNewline ? " " : $0 })
    }
    let range = selectedRange
    let kept = storedText.utf16.count - range.count
    string = Self.fitted(string, budget: TextBlock.maximumLength - kept)
    guard !string.isEmpty || !range.isEmpty else { return }
    let nsRange = NSRange(location: range.lowerBound, length: range.count)
    guard
      !asksDelegate
        || delegate?.textField(self, shouldChangeCharactersIn: nsRange, replacementString: string)
          ?? true
    else { return }
    registerUndo(named: undoActionName)
    let utf16 = storedText.utf16
    let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
    let end = utf16.index(start, offsetBy: range.count)
    storedText.replaceSubrange(start..<end, with: string)
    let caret = range.lowerBound + string.utf16.count
    selectionAnchor = caret
    selectionHead = caret
    continueTypingRun(named: undoActionName, at: caret)
    textDidChange()
    delegate?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// The clear button: asks the delegate, empties the field, reports the change.
  func clearFromButton() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    if !storedIsEditing { _ = becomeFirstResponder() }
    selectAll(nil)
    replaceSelection(with: "", undoActionName: "Clear")
  }

  /// After the text, font or secure setting changed: new size, redraw, caret in view.
  func textDidChange() {
    invalidateIntrinsicContentSize()
    scrollCaretIntoView()
    setNeedsDisplay()
  }

  /// `string` cut, at a character boundary, to at most `budget` UTF-16 units.
  static func fitted(_ string: String, budget: Int) -> String {
    guard string.utf16.count > budget else { return string }
    var end = string.startIndex
    var units = 0
    while end < string.endIndex {
      let next = string.index(after: end)
      let count = string.utf16.distance(from: end, to: next)
      if units + count > budget { break }
      units += count
      end = next
    }
    return String(string[..<end])
  }

  // MARK: Editing sessions

  func beginEditing() {
    storedIsEditing = true
    if clearsOnBeginEditing, !storedText.isEmpty { text = "" }
    let end = storedText.utf16.count
    selectionAnchor = end
    selectionHead = end
    textDidChange()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
  }

  func endEditing() {
    guard storedIsEditing else { return }
    storedIsEditing = false
    // A composition left when editing ends stays as text.
    markedRange = nil
    textScroll = 0
    setNeedsDisplay()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  /// Scrolls the text so that the caret is within the editing area.
  func scrollCaretIntoView() {
    guard storedIsEditing else {
      textScroll = 0
      return
    }
    let area = editingRect(forBounds: bounds)
    let line = displayedLine
    let width = line.width
    let caret = line.caretX(atUTF16Offset: displayOffset(selectionHead))
    var scroll = textScroll
    if caret - scroll > area.width - 2 { scroll = caret - area.width + 2 }
    if caret - scroll < 0 { scroll = caret }
    // No empty space after the end of a line that overflows.
    scroll = min(scroll, max(width - area.width + 2, 0))
    scroll = max(scroll, 0)
    if scroll != textScroll {
      textScroll = scroll
      setNeedsDisplay()
    }
  }

  // MARK: Keys

  /// Handles an editing key; returns whether it was one.
  func handleEditingKey(_ key: UIKey) -> Bool {
    guard storedIsEditing else { return false }
    let flags = key.modifierFlags
    let shortcut = !flags.isDisjoint(with: [.control, .command])
    let byWord = !flags.isDisjoint(with: [.control, .alternate])
    let extending = flags.contains(.shift)
    let length = storedText.utf16.count
    switch key.keyCode {
    case .keyboardLeftArrow, .keyboardRightArrow:
      // The arrow's side: Left moves forward through right-to-left text (by the paragraph's
      // direction; mixed runs inside it are not walked visually).
      let forward = (key.keyCode == .keyboardRightArrow) != displayedLine.isRightToLeft
      let head: Int
      if flags.contains(.command) {
        head = forward ? length : 0
      } else if !extending, selectionAnchor != selectionHead {
        head = forward ? selectedRange.upperBound : selectedRange.lowerBound
      } else if byWord {
        head =
          forward ? nextWordEnd(after: selectionHead) : previousWordStart(before: selectionHead)
      } else {
        head =
          forward ? nextBoundary(after: selectionHead) : previousBoundary(before: selectionHead)
      }
      select(from: extending ? selectionAnchor : head, to: head)
      if extending { offerPrimarySelection() }
    case .keyboardHome, .keyboardUpArrow:
      select(from: extending ? selectionAnchor : 0, to: 0)
      if extending { offerPrimarySelection() }
    case .keyboardEnd, .keyboardDownArrow:
      select(from: extending ? selectionAnchor : length, to: length)
      if extending { offerPrimarySelection() }
    case .keyboardDeleteForward:
      deleteSelectionOrCharacter(forward: true)
    case .keyboardReturnOrEnter:
      returnPressed()
    case .keyboardEscape:
      // A desktop choice: Escape leaves the field (a second one goes on up the chain, e.g. back).
      _ = resignFirstResponder()
    case .keyboardA where shortcut:
      selectAll(nil)
      offerPrimarySelection()
    case .keyboardC where shortcut: copy(nil)
    case .keyboardX where shortcut: cut(nil)
    case .keyboardV where shortcut: paste(nil)
    default:
      return false
    }
    return true
  }

  private func returnPressed() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let ends = !allControlEvents.isDisjoint(with: .editingDidEndOnExit)
    sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    if ends { _ = resignFirstResponder() }
  }

  // MARK: Boundaries

  func previousBoundary(before offset: Int) -> Int {
    guard offset > 0 else { return 0 }
    let index = storedText.characterIndex(atUTF16: offset)
    return storedText.index(before: index).utf16Offset(in: storedText)
  }

  func nextBoundary(after offset: Int) -> Int {
    let index = storedText.characterIndex(atUTF16: offset)
    guard index < storedText.endIndex else { return offset }
    return storedText.index(after: index).utf16Offset(in: storedText)
  }

  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  func previousWordStart(before offset: Int) -> Int {
    var index = storedText.characterIndex(atUTF16: offset)
    while index > storedText.startIndex,
      !isWordCharacter(storedText[storedText.index(before: index)])
    {
      index = storedText.index(before: index)
    }
    while index > storedText.startIndex,
      isWordCharacter(storedText[storedText.index(before: index)])
    {
      index = storedText.index(before: index)
    }
    return index.utf16Offset(in: storedText)
  }

  func nextWordEnd(after offset: Int) -> Int {
    var index = storedText.characterIndex(atUTF16: offset)
    while index < storedText.endIndex, !isWordCharacter(storedText[index]) {
      index = storedText.index(after: index)
    }
    while index < storedText.endIndex, isWordCharacter(storedText[index]) {
      index = storedText.index(after: index)
    }
    return index.utf16Offset(in: storedText)
  }

  /// The word around `offset` (or the run of other characters there).
  func wordRange(around offset: Int) -> Range<Int> {
    let index = storedText.characterIndex(atUTF16: offset)
    guard index < storedText.endIndex else {
      return previousWordStart(before: offset)..<offset
    }
    let inWord = isWordCharacter(storedText[index])
    var lower = index
    while lower > storedText.startIndex,
      isWordCharacter(storedText[storedText.index(before: lower)]) == inWord
    {
      lower = storedText.index(before: lower)
    }
    var upper = index
    while upper < storedText.endIndex, isWordCharacter(storedText[upper]) == inWord {
      upper = storedText.index(after: upper)
    }
    return lower.utf16Offset(in: storedText)..<upper.utf16Offset(in: storedText)
  }
}

extension String {
  /// The index of the character boundary at `offset` UTF-16 units (offsets kept by a text field
  /// are on boundaries).
  func characterIndex(atUTF16 offset: Int) -> Index {
    let clamped = min(max(offset, 0), utf16.count)
    return utf16.index(utf16.startIndex, offsetBy: clamped)
  }

  /// The characters before `offset` UTF-16 units.
  func prefix(utf16Offset offset: Int) -> Substring {
    self[..<characterIndex(atUTF16: offset)]
  }

  /// The text in a UTF-16 range.
  func utf16Slice(_ range: Range<Int>) -> Substring {
    self[characterIndex(atUTF16: range.lowerBound)..<characterIndex(atUTF16: range.upperBound)]
  }
}
