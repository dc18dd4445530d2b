import AccessibilityTree
import Foundation

/// A view whose text an assistive technology reads by characters, words and lines.
///
/// AT-SPI's `Text`: a label, a text input. Offsets are UTF-16 units of the text as shown.
protocol AccessibilityTextProviding: UIView {
  /// The text shown, with the caret and selection while it is edited.
  var accessibilityTextContent: AccessibilityNode.TextContent { get }
}

/// A view whose text an assistive technology edits, as typing would.
///
/// AT-SPI's `EditableText`: the delegate is asked, the change reported, the undo stack told.
protocol AccessibilityTextEditing: AccessibilityTextProviding {
  /// Replaces `range` with `string`; whether it was done (the delegate may refuse).
  func accessibilityReplaceText(in range: Range<Int>, with string: String) -> Bool
  /// Selects `range` (the caret when empty).
  func accessibilitySelectText(_ range: Range<Int>) -> Bool
  /// Copies `range` to the general pasteboard.
  func accessibilityCopyText(_ range: Range<Int>) -> Bool
  /// Copies `range` to the general pasteboard and deletes it.
  func accessibilityCutText(_ range: Range<Int>) -> Bool
  /// Types the general pasteboard's text at `offset`.
  func accessibilityPasteText(at offset: Int) -> Bool
}

extension UILabel: AccessibilityTextProviding {
  var accessibilityTextContent: AccessibilityNode.TextContent {
    AccessibilityNode.TextContent(string: labelAccessibilityText ?? "")
  }
}

extension UITextField: AccessibilityTextEditing {
  var accessibilityTextContent: AccessibilityNode.TextContent {
    // A secure field shows (and reads) its bullets, one per character.
    guard storedIsEditing else { return AccessibilityNode.TextContent(string: displayedText) }
    let range = selectedRange
    return AccessibilityNode.TextContent(
      string: displayedText,
      selection: displayOffset(range.lowerBound)..<displayOffset(range.upperBound),
      caret: displayOffset(selectionHead))
  }

  func accessibilityReplaceText(in range: Range<Int>, with string: String) -> Bool {
    guard isEnabled else { return false }
    let before = storedText
    selectDisplayed(range)
    replaceSelection(with: string)
    return storedText != before || string.isEmpty && range.isEmpty
  }

  func accessibilitySelectText(_ range: Range<Int>) -> Bool {
    guard isEnabled else { return false }
    selectDisplayed(range)
    return true
  }

  func accessibilityCopyText(_ range: Range<Int>) -> Bool {
    guard !isSecureTextEntry else { return false }
    selectDisplayed(range)
    guard let selected = selectedText else { return false }
    UIPasteboard.general.string = selected
    return true
  }

  func accessibilityCutText(_ range: Range<Int>) -> Bool {
    guard isEnabled, accessibilityCopyText(range) else { return false }
    replaceSelection(with: "", undoActionName: "Cut")
    return true
  }

  func accessibilityPasteText(at offset: Int) -> Bool {
    guard isEnabled, let pasted = UIPasteboard.general.string, !pasted.isEmpty else {
      return false
    }
    selectDisplayed(offset..<offset)
    replaceSelection(with: pasted, undoActionName: "Paste")
    return true
  }

  /// Selects a range of the shown text's offsets.
  private func selectDisplayed(_ range: Range<Int>) {
    select(
      from: textOffset(fromDisplay: range.lowerBound), to: textOffset(fromDisplay: range.upperBound)
    )
  }
}

extension UITextView: AccessibilityTextEditing {
  var accessibilityTextContent: AccessibilityNode.TextContent {
    guard isFirstResponder else { return AccessibilityNode.TextContent(string: storage.string) }
    return AccessibilityNode.TextContent(
      string: storage.string, selection: selectedOffsets, caret: selectionHead)
  }

  func accessibilityReplaceText(in range: Range<Int>, with string: String) -> Bool {
    guard isEditable, storedIsEditing || becomeFirstResponder() else { return false }
    let before = storage.string
    select(from: range.lowerBound, to: range.upperBound)
    replaceSelection(with: string)
    return storage.string != before || string.isEmpty && range.isEmpty
  }

  func accessibilitySelectText(_ range: Range<Int>) -> Bool {
    guard isSelectable || isEditable else { return false }
    select(from: range.lowerBound, to: range.upperBound)
    return true
  }

  func accessibilityCopyText(_ range: Range<Int>) -> Bool {
    let range = storage.clamped(range)
    guard !range.isEmpty else { return false }
    UIPasteboard.general.string = storage.substring(range)
    return true
  }

  func accessibilityCutText(_ range: Range<Int>) -> Bool {
    guard isEditable, storedIsEditing, accessibilityCopyText(range) else { return false }
    select(from: range.lowerBound, to: range.upperBound)
    replaceSelection(with: "", undoActionName: "Cut")
    return true
  }

  func accessibilityPasteText(at offset: Int) -> Bool {
    guard isEditable, storedIsEditing, let pasted = UIPasteboard.general.string, !pasted.isEmpty
    else { return false }
    select(from: offset, to: offset)
    replaceSelection(with: pasted, undoActionName: "Paste")
    return true
  }
}
