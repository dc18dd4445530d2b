import Foundation

/// Composition from input methods in a text view, as in a text field
/// (`UITextField+Composition.swift`): the composed text shows underlined as marked text; the
/// committed text replaces it through `insertText` and is offered to the delegate as typing. The
/// composition itself changes the text without asking the delegate (it reports
/// `textViewDidChangeSelection` and `textViewDidChange`), as on iOS.
extension UITextView {
  /// Shows `markedText` in place of the composition (or the selection), `selectedRange` (in its
  /// UTF-16 units) selected inside it; `nil` or empty removes the composition.
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    guard storedIsEditing else { return }
    let range = markedRange ?? selectedOffsets
    let text = markedText ?? ""
    guard !(text.isEmpty && range.isEmpty) || markedRange != nil else { return }
    storage.replace(range, with: text, style: currentTypingStyle)
    let length = text.utf16.count
    markedRange = length == 0 ? nil : range.lowerBound..<(range.lowerBound + length)
    let location = min(max(selectedRange.location, 0), length)
    let end = min(location + max(selectedRange.length, 0), length)
    selectionAnchor = range.lowerBound + location
    selectionHead = range.lowerBound + end
    textDidChange(reveals: true)
    textViewDelegate?.textViewDidChangeSelection(self)
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// Keeps the composition as text; the selection stays.
  public func unmarkText() {
    guard let range = markedRange else { return }
    markedRange = nil
    redrawFragments(touching: range)
    placeCaret()
  }

  /// Typed or committed text replaces a composition, which ends: the delegate is offered it as
  /// typed at the composition's start.
  final func commitComposition(with text: String) -> Bool {
    guard let range = markedRange else { return false }
    markedRange = nil
    storage.replace(range, with: "", style: currentTypingStyle)
    selectionAnchor = range.lowerBound
    selectionHead = range.lowerBound
    textDidChange(reveals: false)
    replaceSelection(with: text)
    return true
  }
}
