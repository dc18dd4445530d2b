import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// A text view on the desktop: links, the edit menu, the primary selection and dragging selected
/// text.
@MainActor @Suite(.serialized) struct UITextViewDesktopTests: TextViewTesting {
  @Test func aClickOnALinkAsksTheDelegateWhenNotEditable() throws {
    final class LinkDelegate: NSObject, UITextViewDelegate {
      var interactions: [(URL, NSRange, UITextItemInteraction)] = []
      func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
      ) -> Bool {
        interactions.append((URL, characterRange, interaction))
        return false
      }
    }
    let (window, textView, _) = installed()
    let delegate = LinkDelegate()
    textView.delegate = delegate
    let font = try #require(UIFont(name: "DejaVuSansMono", size: 10))
    let text = NSMutableAttributedString(string: "see ", attributes: [.font: font])
    text.append(
      NSAttributedString(string: "docs", attributes: [.font: font, .link: "https://example.com"]))
    textView.attributedText = text
    textView.isEditable = false
    window.layoutIfNeeded()
    let advance = "a".size(withAttributes: [.font: font]).width
    window.tap(at: CGPoint(x: 15 + advance * 5.5, y: 10 + 8 + 6))
    #expect(delegate.interactions.count == 1)
    #expect(delegate.interactions.first?.0 == URL(string: "https://example.com"))
    #expect(delegate.interactions.first?.1 == NSRange(location: 4, length: 4))
    #expect(delegate.interactions.first?.2 == .invokeDefaultAction)
    // Beside the link a click selects; an editable view edits instead of following links.
    window.tap(at: CGPoint(x: 15 + advance * 1.5, y: 10 + 8 + 6), time: 1)
    #expect(delegate.interactions.count == 1 && textView.isFirstResponder)
    textView.isEditable = true
    window.tap(at: CGPoint(x: 15 + advance * 5.5, y: 10 + 8 + 6), time: 2)
    #expect(delegate.interactions.count == 1 && textView.isEditing)
  }

  @Test func aRightClickOpensTheEditMenu() throws {
    let (window, textView, _) = installed("copy me")
    UIPasteboard.general.string = nil
    window.handleSecondaryClick(at: CGPoint(x: 40, y: 30), timestamp: 0)
    let menu = try #require(window.presentedMenu)
    let titles = menu.rows.compactMap { row -> String? in
      if case .action(let action) = row {
        return action.title + (action.attributes.contains(.disabled) ? " (off)" : "")
      }
      return nil
    }
    #expect(textView.isFirstResponder)
    #expect(titles.prefix(4) == ["Cut (off)", "Copy (off)", "Paste (off)", "Select All"])
    window.dismissMenu()
    textView.selectedRange = NSRange(location: 0, length: 4)
    window.handleSecondaryClick(at: CGPoint(x: 40, y: 30), timestamp: 1)
    let copy = try #require(
      window.presentedMenu?.rows.compactMap { row -> UIAction? in
        if case .action(let action) = row, action.title == "Copy" { return action }
        return nil
      }.first)
    window.choose(copy)
    #expect(UIPasteboard.general.string == "copy")
    window.isHidden = true
  }

  @Test func aMiddleClickPastesThePrimarySelection() throws {
    let (window, textView, _) = installed("select these words")
    defer { window.isHidden = true }
    let field = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 24))
    field.text = "into: "
    window.addSubview(field)
    UIPasteboard.general.string = "clipboard"
    UIPasteboard.primarySelection.string = nil
    // A double click selects a word, which becomes the primary selection (not the clipboard).
    window.tap(at: CGPoint(x: 30, y: 28), tapCount: 2)
    #expect(textView.selectedRange == NSRange(location: 0, length: 6))
    #expect(UIPasteboard.primarySelection.string == "select")
    #expect(UIPasteboard.general.string == "clipboard")
    // A middle click in the field pastes it there.
    #expect(window.handleMiddleClick(at: CGPoint(x: 205, y: 112), timestamp: 1))
    #expect(field.text == "into: select" && field.isEditing)
    // Shift and the arrows offer a selection too; a secure field offers nothing.
    window.press(key(.keyboardLeftArrow, [.shift, .control]))
    #expect(UIPasteboard.primarySelection.string == "select")
    field.isSecureTextEntry = true
    window.press(key(.keyboardA, .control))
    #expect(UIPasteboard.primarySelection.string == "select")
    // Into the text view, at the click.
    #expect(window.handleMiddleClick(at: CGPoint(x: 16, y: 28), timestamp: 2))
    #expect(textView.text == "selectselect these words")
  }

  @Test func selectedTextDragsToWhereItIsDropped() throws {
    let (window, textView, _) = installed("alpha beta gamma")
    defer { window.isHidden = true }
    let font = try #require(UIFont(name: "DejaVuSansMono", size: 10))
    textView.font = font
    window.layoutIfNeeded()
    let advance = "a".size(withAttributes: [.font: font]).width
    func point(_ column: CGFloat) -> CGPoint { CGPoint(x: 15 + advance * column, y: 10 + 8 + 6) }
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 6, length: 5)  // "beta "
    // Pressed inside the selection and moved: the text moves to the drop.
    window.drag(from: point(8), to: point(16.2), time: 1)
    #expect(textView.text == "alpha gammabeta ")
    #expect(textView.selectedRange == NSRange(location: 11, length: 5), "the dropped text selected")
    // A press in the selection that does not move is a click.
    window.tap(at: point(13), time: 2)
    #expect(textView.selectedRange == NSRange(location: 13, length: 0))
    // Into a text field: moved there.
    let field = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 24))
    field.font = font
    field.text = "field:"
    window.addSubview(field)
    window.layoutIfNeeded()
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 0, length: 5)  // "alpha"
    window.drag(from: point(2), to: CGPoint(x: 205, y: 112), time: 3)
    #expect(field.text == "field:alpha")
    #expect(textView.text == " gammabeta ")
    #expect(field.isEditing)
  }

  @Test func textDragsBetweenFieldsAndCopiesWithControl() throws {
    let window = makeWindow(size: CGSize(width: 320, height: 100))
    defer { window.isHidden = true }
    let font = try #require(UIFont(name: "DejaVuSansMono", size: 10))
    let advance = "a".size(withAttributes: [.font: font]).width
    let first = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 24))
    let second = UITextField(frame: CGRect(x: 10, y: 50, width: 300, height: 24))
    for (field, text) in [(first, "one two"), (second, "three")] {
      field.font = font
      field.text = text
      window.addSubview(field)
    }
    first.becomeFirstResponder()
    first.selectedTextRange = first.textRange(
      from: try #require(first.position(from: first.beginningOfDocument, offset: 4)),
      to: first.endOfDocument)  // "two"
    // With Ctrl held the drop copies.
    window.drag(
      from: CGPoint(x: 10 + advance * 5.5, y: 22), to: CGPoint(x: 300, y: 62), time: 1)
    #expect(second.text == "threetwo" && first.text == "one ")
    first.becomeFirstResponder()
    first.selectAll(nil)
    let copy = UIKey(keyCode: .keyboardLeftControl, characters: "", modifierFlags: .control)
    window.handleKey(copy, down: true, timestamp: 2)
    window.handlePointer(
      .began, at: CGPoint(x: 10 + advance * 1.5, y: 22), timestamp: 2.1, tapCount: 1,
      modifierFlags: .control)
    window.handlePointer(.moved, at: CGPoint(x: 200, y: 62), timestamp: 2.2)
    window.handlePointer(.ended, at: CGPoint(x: 300, y: 62), timestamp: 2.3)
    window.handleKey(copy, down: false, timestamp: 2.4)
    #expect(second.text == "threetwoone ")
    #expect(first.text == "one ", "copied, not moved")
  }
}
