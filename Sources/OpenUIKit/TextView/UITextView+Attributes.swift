import Foundation

/// Changing attributes of the selection, as UIKit's text view does when
/// ``UITextView/allowsEditingTextAttributes`` is on (Ctrl+B, Ctrl+I, Ctrl+U and the
/// `UIResponderStandardEditActions` toggles). Each is one undo step; the delegate is asked as for
/// typing, with the selected text as the replacement.
extension UITextView {
  /// Makes the selection bold, or regular when its start is bold already.
  public func toggleBoldface(_ sender: Any?) {
    toggleFace { font in font.withFace(bold: !font.isBoldFace, italic: font.isItalicFace) }
  }

  /// Makes the selection italic, or upright when its start is italic already.
  public func toggleItalics(_ sender: Any?) {
    toggleFace { font in font.withFace(bold: font.isBoldFace, italic: !font.isItalicFace) }
  }

  /// Underlines the selection, or removes the underline when its start has one.
  public func toggleUnderline(_ sender: Any?) {
    let underlined = (attributesAtSelectionStart[.underlineStyle] as? Int ?? 0) != 0
    changeSelectionAttributes(named: "Underline") { attributes in
      attributes[.underlineStyle] = underlined ? nil : NSUnderlineStyle.single.rawValue
    }
  }

  private var attributesAtSelectionStart: [NSAttributedString.Key: Any] {
    let range = selectedOffsets
    return storage.styles[storage.style(before: range.lowerBound + (range.isEmpty ? 0 : 1))]
  }

  private func toggleFace(_ change: (UIFont) -> UIFont?) {
    let start = attributesAtSelectionStart[.font] as? UIFont ?? font ?? Self.defaultFont
    guard let target = change(start) else { return }
    let bold = target.isBoldFace
    let italic = target.isItalicFace
    changeSelectionAttributes(named: "Font") { attributes in
      let current = attributes[.font] as? UIFont ?? self.font ?? Self.defaultFont
      attributes[.font] = current.withFace(bold: bold, italic: italic) ?? current
    }
  }

  /// Applies `change` to the attributes over the selection (or, at a caret, to what is typed
  /// next).
  private func changeSelectionAttributes(
    named name: String, _ change: (inout [NSAttributedString.Key: Any]) -> Void
  ) {
    guard storedIsEditing, allowsEditingTextAttributes else { return }
    let range = selectedOffsets
    guard !range.isEmpty else {
      var attributes = typingAttributes
      change(&attributes)
      typingAttributes = attributes
      return
    }
    let nsRange = NSRange(location: range.lowerBound, length: range.count)
    let selected = storage.attributedSubstring(range)
    guard
      textViewDelegate?.textView(
        self, shouldChangeTextIn: nsRange, replacementText: selected.string)
        ?? true
    else { return }
    let changed = NSMutableAttributedString(string: "")
    selected.enumerateAttributes(in: NSRange(location: 0, length: selected.length)) {
      attributes, part, _ in
      var attributes = attributes
      change(&attributes)
      changed.append(
        NSAttributedString(
          string: selected.attributedSubstring(from: part).string, attributes: attributes))
    }
    registerUndo(replacing: range, with: selected.string, named: name)
    storage.replace(attributed: changed, in: range)
    selectionAnchor = range.lowerBound
    selectionHead = range.upperBound
    textDidChange(reveals: false)
    redrawFragments(touching: range)
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }
}
