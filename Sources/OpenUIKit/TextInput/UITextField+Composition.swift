import Foundation
@_spi(OpenUIKit) import OpenText

/// Composition from input methods (IBus, Fcitx: how Chinese, Japanese and Korean are typed): the
/// text being composed shows in the field, underlined, as marked text; committing it keeps it as
/// text (`unmarkText`, or the input method's committed text through `insertText`, which replaces
/// it). Composition changes the text as typing does (`.editingChanged`, the notification,
/// `textFieldDidChangeSelection`) without asking the delegate, whose
/// `shouldChangeCharactersIn` sees only the committed text — formatting code checks
/// `markedTextRange` and waits, as on iOS.
extension UITextField {
  /// Shows `markedText` in place of the composition (or the selection), `selectedRange` (in its
  /// UTF-16 units) selected inside it; `nil` or empty removes the composition.
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    guard storedIsEditing else { return }
    let range = markedRange ?? self.selectedRange
    let text = Self.fitted(
      (markedText ?? "").replacingOccurrences(of: "\n", with: " "),
      budget: TextBlock.maximumLength - (storedText.utf16.count - range.count))
    guard !(text.isEmpty && range.isEmpty) || markedRange != nil else { return }
    replace(range, with: text)
    let length = text.utf16.count
    markedRange = length == 0 ? nil : range.lowerBound..<(range.lowerBound + length)
    let location = min(max(selectedRange.location, 0), length)
    let end = min(location + max(selectedRange.length, 0), length)
    selectionAnchor = range.lowerBound + location
    selectionHead = range.lowerBound + end
    changedByComposition()
  }

  /// Keeps the composition as text; the selection stays.
  public func unmarkText() {
    guard markedRange != nil else { return }
    markedRange = nil
    setNeedsDisplay()
  }

  /// Typed or committed text replaces a composition, which ends: the delegate is offered it as
  /// typed at the composition's start (and it is undone as typing).
  final func commitComposition(with text: String) -> Bool {
    guard let range = markedRange else { return false }
    markedRange = nil
    replace(range, with: "")
    selectionAnchor = range.lowerBound
    selectionHead = range.lowerBound
    lineCache = nil
    replaceSelection(with: text)
    return true
  }

  /// Underlines the composition (the text's color, one point under its glyphs), as input methods
  /// show marked text.
  final func drawComposition(
    of line: TextLine, start: CGFloat, top: CGFloat, height: CGFloat, color: UIColor
  ) {
    guard storedIsEditing, let range = markedRange, !range.isEmpty else { return }
    let from = line.caretX(atUTF16Offset: displayOffset(range.lowerBound))
    let to = line.caretX(atUTF16Offset: displayOffset(range.upperBound))
    color.setFill()
    let y = (top + height - 2).rounded()
    UIBezierPath(rect: CGRect(x: start + min(from, to), y: y, width: abs(to - from), height: 1))
      .fill()
  }

  /// Replaces `range` of the text with `text`, without the delegate or undo (the composition is
  /// undone as the text it becomes).
  private func replace(_ range: Range<Int>, with text: String) {
    let utf16 = storedText.utf16
    let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
    let end = utf16.index(start, offsetBy: range.count)
    storedText.replaceSubrange(start..<end, with: text)
  }

  private func changedByComposition() {
    textDidChange()
    delegate?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }
}
