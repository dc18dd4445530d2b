import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// Records a text view's delegate calls and notifications in order.
final class LoggingTextViewDelegate: NSObject, UITextViewDelegate {
  var log: [String] = []
  var allowsChanges = true
  var allowsEnding = true

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    log.append("shouldBegin")
    return true
  }
  func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    log.append("shouldEnd")
    return allowsEnding
  }
  func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    log.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
    return allowsChanges
  }
  func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
  func textViewDidChangeSelection(_ textView: UITextView) { log.append("selection") }
}

/// `UITextView`: the delegate's order, multi-line editing with the keyboard and the mouse, the
/// caret kept in view, self-sizing, undo and the text container.
@MainActor @Suite(.serialized) struct UITextViewTests {
  func installed(
    _ text: String = "", size: CGSize = CGSize(width: 300, height: 120)
  ) -> (UIWindow, UITextView, LoggingTextViewDelegate) {
    let window = makeWindow(size: CGSize(width: size.width + 20, height: size.height + 20))
    let textView = UITextView(frame: CGRect(origin: CGPoint(x: 10, y: 10), size: size))
    textView.font = UIFont(name: "DejaVuSans", size: 13)
    textView.text = text
    let delegate = LoggingTextViewDelegate()
    textView.delegate = delegate
    window.addSubview(textView)
    window.layoutIfNeeded()
    return (window, textView, delegate)
  }

  func key(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> UIKey {
    UIKey(keyCode: code, characters: "", modifierFlags: flags)
  }

  @Test func defaultsAreUIKits() {
    let textView = UITextView(frame: .zero)
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.textContainer.lineFragmentPadding == 5)
    #expect(textView.textContainer.widthTracksTextView)
    #expect(textView.textContainer.maximumNumberOfLines == 0)
    #expect(textView.textContainer.lineBreakMode == .byWordWrapping)
    #expect(textView.font == nil && textView.textColor == nil)
    #expect(textView.isEditable && textView.isSelectable && !textView.allowsEditingTextAttributes)
    #expect(textView.text == "" && textView.selectedRange == NSRange(location: 0, length: 0))
    #expect(textView.textAlignment == .natural)
    #expect(textView.isScrollEnabled)
  }

  @Test func aSessionRunsInUIKitsOrder() {
    let (window, textView, delegate) = installed("Hello")
    final class Log: @unchecked Sendable { var entries: [String] = [] }
    let log = Log()
    let center = NotificationCenter.default
    let observers = [
      UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
      UITextView.textDidEndEditingNotification,
    ].map { name in
      center.addObserver(forName: name, object: textView, queue: nil) {
        log.entries.append($0.name.rawValue)
      }
    }
    defer { observers.forEach(center.removeObserver) }
    #expect(textView.becomeFirstResponder())
    #expect(textView.isEditing && textView.selectedRange == NSRange(location: 5, length: 0))
    window.handleTextInput("!")
    window.press(key(.keyboardReturnOrEnter))
    window.press(key(.keyboardDeleteOrBackspace))
    #expect(textView.text == "Hello!")
    #expect(textView.resignFirstResponder())
    #expect(
      delegate.log == [
        "shouldBegin", "didBegin",
        "shouldChange 5,0 \"!\"", "selection", "didChange",
        "shouldChange 6,0 \"\\n\"", "selection", "didChange",
        "shouldChange 6,1 \"\"", "selection", "didChange",
        "shouldEnd", "didEnd",
      ])
    #expect(
      log.entries == [
        "UITextViewTextDidBeginEditingNotification", "UITextViewTextDidChangeNotification",
        "UITextViewTextDidChangeNotification", "UITextViewTextDidChangeNotification",
        "UITextViewTextDidEndEditingNotification",
      ])
    // Changes the app makes ask and tell nothing.
    delegate.log = []
    textView.text = "set"
    textView.selectedRange = NSRange(location: 1, length: 1)
    #expect(delegate.log == ["selection"], "selectedRange reports the move, as UIKit does")
  }

  @Test func aRefusingDelegateKeepsTheText() {
    let (window, textView, delegate) = installed("abc")
    delegate.allowsChanges = false
    textView.becomeFirstResponder()
    window.handleTextInput("x")
    window.press(key(.keyboardDeleteOrBackspace))
    #expect(textView.text == "abc")
    delegate.allowsEnding = false
    #expect(!textView.resignFirstResponder() && textView.isEditing)
  }

  @Test func arrowsMoveByCharacterWordAndLine() {
    let (window, textView, _) = installed("first line\nsecond line\nthird")
    textView.becomeFirstResponder()
    window.press(key(.keyboardHome, .control))
    #expect(textView.selectedRange.location == 0)
    window.press(key(.keyboardDownArrow))
    #expect(textView.selectedRange.location == 11, "the start of the second line")
    window.press(key(.keyboardRightArrow, .control))
    #expect(textView.selectedRange.location == 17, "after \"second\"")
    window.press(key(.keyboardDownArrow))
    #expect(textView.selectedRange.location == 28, "the third line is shorter: its end")
    window.press(key(.keyboardUpArrow))
    #expect(textView.selectedRange.location == 17, "the caret keeps its x going back up")
    window.press(key(.keyboardEnd))
    #expect(textView.selectedRange.location == 22)
    window.press(key(.keyboardHome, [.control, .shift]))
    #expect(textView.selectedRange == NSRange(location: 0, length: 22))
    window.press(key(.keyboardC, .control))
    #expect(UIPasteboard.general.string == "first line\nsecond line")
    window.press(key(.keyboardRightArrow, .shift))
    #expect(textView.selectedRange == NSRange(location: 1, length: 21), "the head moved on")
    window.press(key(.keyboardEnd, .control))
    #expect(textView.selectedRange == NSRange(location: 28, length: 0))
  }

  @Test func wrappedLinesHaveTheirOwnHomeAndEnd() throws {
    let words = Array(repeating: "wrap", count: 30).joined(separator: " ")
    let (window, textView, _) = installed(words, size: CGSize(width: 200, height: 200))
    textView.becomeFirstResponder()
    window.press(key(.keyboardHome, .control))
    window.press(key(.keyboardEnd))
    let end = textView.selectedRange.location
    #expect(end > 10 && end < 50, "the first visual line's end, not the paragraph's")
    #expect((textView.text as NSString).substring(with: NSRange(location: end, length: 1)) == " ")
    let start = try #require(textView.position(from: textView.beginningOfDocument, offset: 0))
    let below = try #require(textView.position(from: start, in: .down, offset: 1))
    #expect(textView.offset(from: start, to: below) > 10)
    #expect(textView.caretRect(for: below).minY > textView.caretRect(for: start).minY)
  }

  @Test func typingAtTheBottomScrollsTheCaretIntoView() {
    let (window, textView, _) = installed("", size: CGSize(width: 300, height: 80))
    textView.becomeFirstResponder()
    for line in 1...20 { window.handleTextInput("line \(line)\n") }
    window.layoutIfNeeded()
    let caret = textView.caretRect(for: textView.endOfDocument)
    #expect(textView.contentOffset.y > 0)
    #expect(caret.maxY <= textView.bounds.maxY + 0.5 && caret.minY >= textView.bounds.minY)
    #expect(textView.contentSize.height > 20 * 15)
    // Page Up moves the view and the caret by a page.
    let before = textView.contentOffset.y
    window.press(key(.keyboardPageUp))
    #expect(textView.contentOffset.y < before)
    #expect(textView.selectedRange.location < (textView.text as NSString).length)
  }

  @Test func clicksPlaceTheCaretAndSelectWordsAndParagraphs() {
    let (window, textView, _) = installed("alpha beta\ngamma delta")
    textView.font = UIFont(name: "DejaVuSansMono", size: 10)
    window.layoutIfNeeded()
    let advance = "a".size(withAttributes: [.font: textView.font!]).width
    // The text starts at the inset (8) plus the padding (5), in a view at (10, 10).
    let x0: CGFloat = 10 + 5
    let secondLine = 10 + 8 + textView.font!.lineHeight * 1.5
    window.tap(at: CGPoint(x: x0 + advance * 2.2, y: secondLine))
    #expect(textView.isFirstResponder)
    #expect(textView.selectedRange == NSRange(location: 13, length: 0))
    window.tap(at: CGPoint(x: x0 + advance * 7.5, y: secondLine), tapCount: 2, time: 1)
    #expect(textView.selectedRange == NSRange(location: 17, length: 5), "\"delta\"")
    window.tap(at: CGPoint(x: x0 + advance * 2, y: 10 + 12), tapCount: 3, time: 2)
    #expect(textView.selectedRange == NSRange(location: 0, length: 11), "the first paragraph")
    // A press inside the selection would drag it: a click ends the selection first.
    window.tap(at: CGPoint(x: x0 + advance * 9, y: secondLine), time: 3)
    window.drag(
      from: CGPoint(x: x0 + advance * 6.1, y: 10 + 12),
      to: CGPoint(x: x0 + advance * 5.1, y: secondLine), time: 4)
    #expect(textView.selectedRange == NSRange(location: 6, length: 10), "from \"beta\" down")
  }

  @Test func undoPutsBackATypingRunAndRedoTypesItAgain() {
    let (window, textView, _) = installed("keep ")
    textView.becomeFirstResponder()
    window.handleTextInput("a")
    window.handleTextInput("b")
    window.press(key(.keyboardDeleteOrBackspace))
    window.handleTextInput("c")
    #expect(textView.text == "keep ac")
    let manager = textView.undoManager
    #expect(manager?.undoActionName == "Typing")
    manager?.undo()
    #expect(textView.text == "keep ")
    manager?.redo()
    #expect(textView.text == "keep ac")
    window.press(key(.keyboardA, .control))
    window.press(key(.keyboardX, .control))
    #expect(textView.text == "" && manager?.undoActionName == "Cut")
    manager?.undo()
    #expect(textView.text == "keep ac")
  }

  @Test func withoutScrollingTheViewSizesToItsText() {
    let window = makeWindow(size: CGSize(width: 320, height: 400))
    let textView = UITextView()
    textView.font = UIFont(name: "DejaVuSans", size: 13)
    textView.isScrollEnabled = false
    textView.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(textView)
    NSLayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      textView.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    textView.text = "one line"
    window.layoutIfNeeded()
    let one = textView.frame.height
    #expect(one > 16 + 13 && one < 16 + 20, "the insets and one line")
    textView.text = "one line\ntwo\nthree"
    window.layoutIfNeeded()
    #expect(textView.frame.height >= one + 2 * 15)
    #expect(textView.sizeThatFits(CGSize(width: 320, height: 0)).height == textView.frame.height)
  }

  @Test func theContainerLimitsLinesAndPadsThem() {
    let (window, textView, _) = installed("1\n2\n3\n4\n5")
    textView.isScrollEnabled = false
    textView.textContainer.maximumNumberOfLines = 2
    window.layoutIfNeeded()
    let lines = textView.sizeThatFits(CGSize(width: 300, height: 0)).height - 16
    #expect(abs(lines - 2 * ceil(textView.font!.lineHeight)) <= 2)
    textView.textContainer.lineFragmentPadding = 0
    textView.textContainerInset = .zero
    window.layoutIfNeeded()
    #expect(textView.caretRect(for: textView.beginningOfDocument).minX == -1)
  }

  @Test func attributedTextKeepsItsRunsAndTypingFollowsTheCaret() {
    let (window, textView, _) = installed()
    let bold = UIFont(name: "DejaVuSans-Bold", size: 13)!
    let text = NSMutableAttributedString(string: "plain ", attributes: [.font: textView.font!])
    text.append(NSAttributedString(string: "bold", attributes: [.font: bold]))
    textView.attributedText = text
    textView.becomeFirstResponder()
    window.handleTextInput("er")
    #expect(textView.text == "plain bolder")
    #expect(
      textView.attributedText.attribute(.font, at: 11, effectiveRange: nil) as? UIFont == bold)
    #expect(textView.typingAttributes[.font] as? UIFont == bold)
    textView.selectedRange = NSRange(location: 2, length: 0)
    #expect(textView.typingAttributes[.font] as? UIFont == textView.font)
    textView.typingAttributes = [.font: bold]
    window.handleTextInput("X")
    #expect(textView.attributedText.attribute(.font, at: 2, effectiveRange: nil) as? UIFont == bold)
  }

  @Test func editingAttributesTogglesBoldItalicAndUnderline() {
    let (window, textView, _) = installed("make me bold")
    textView.allowsEditingTextAttributes = true
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 8, length: 4)
    window.press(key(.keyboardB, .control))
    let font = textView.attributedText.attribute(.font, at: 9, effectiveRange: nil) as? UIFont
    #expect(font?.fontName == "DejaVuSans-Bold")
    #expect(textView.selectedRange == NSRange(location: 8, length: 4))
    textView.undoManager?.undo()
    #expect(
      (textView.attributedText.attribute(.font, at: 9, effectiveRange: nil) as? UIFont)?.fontName
        == "DejaVuSans")
    window.press(key(.keyboardB, .control))
    window.press(key(.keyboardU, .control))
    #expect(textView.attributedText.attribute(.underlineStyle, at: 9, effectiveRange: nil) != nil)
    // Without the setting the keys do nothing.
    textView.allowsEditingTextAttributes = false
    window.press(key(.keyboardI, .control))
    #expect(
      (textView.attributedText.attribute(.font, at: 9, effectiveRange: nil) as? UIFont)?.fontName
        == "DejaVuSans-Bold")
  }

  @Test func aLongDocumentReLaysOutOnlyTheParagraphTypedInto() {
    let lines = (1...10_000).map { "line \($0) of the long document, with enough words to fill" }
    let (window, textView, _) = installed(lines.joined(separator: "\n"))
    #expect(textView.storage.paragraphs.count == 10_000)
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: (textView.text as NSString).length / 2, length: 0)
    window.layoutIfNeeded()
    let measured = textView.storage.paragraphs.filter { $0.height != nil }.count
    #expect(measured == 10_000)
    let serials = textView.storage.paragraphs.map(\.serial)
    window.handleTextInput("typed")
    window.layoutIfNeeded()
    let changed = zip(serials, textView.storage.paragraphs.map(\.serial)).filter { $0 != $1 }
    #expect(changed.count == 1, "one paragraph replaced")
    let kept = textView.storage.paragraphs.filter { $0.layout != nil }.count
    #expect(kept <= 12, "layouts are kept for the paragraphs in view only")
    #expect(textView.subviews.filter { $0 is TextFragmentView && !$0.isHidden }.count <= 12)
  }

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

  @Test func itReadsAsMultiLineTextToAccessibility() {
    let (window, textView, _) = installed("two\nlines")
    #expect(textView.isAccessibilityElement)
    #expect(textView.accessibilityValue == "two\nlines")
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 1, length: 2)
    let content = textView.accessibilityTextContent
    #expect(content.string == "two\nlines" && content.selection == 1..<3)
    #expect(textView.accessibilityReplaceText(in: 4..<9, with: "words"))
    #expect(textView.text == "two\nwords")
    window.isHidden = true
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

  @Test func badPositionsAndCompositionsAreRefusedOrClamped() throws {
    let (window, textView, _) = installed("abc\ndef")
    defer { window.isHidden = true }
    let field = UITextField()
    field.text = "other"
    // A position or range of another input: nil, or nothing changes.
    let foreign = try #require(field.position(from: field.beginningOfDocument, offset: 2))
    #expect(textView.position(from: foreign, offset: 1) == nil)
    #expect(textView.textRange(from: foreign, to: textView.endOfDocument) == nil)
    let foreignRange = try #require(field.textRange(from: foreign, to: field.endOfDocument))
    textView.replace(foreignRange, withText: "x")
    #expect(textView.text(in: foreignRange) == nil && textView.text == "abc\ndef")
    // Out of the text: nil, or clamped where UIKit clamps.
    #expect(textView.position(from: textView.endOfDocument, offset: 1) == nil)
    #expect(textView.position(from: textView.beginningOfDocument, offset: Int.max) == nil)
    textView.selectedRange = NSRange(location: 500, length: 9)
    #expect(textView.selectedRange == NSRange(location: 7, length: 0))
    textView.scrollRangeToVisible(NSRange(location: Int.max / 2, length: 5))
    // A composition replaced mid-way by setting the text ends; committing then types plainly.
    #expect(textView.becomeFirstResponder())
    textView.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
    #expect(textView.markedTextRange != nil)
    textView.text = "new"
    #expect(textView.markedTextRange == nil)
    textView.unmarkText()
    textView.insertText("!")
    #expect(textView.text == "new!")
    textView.setMarkedText("ka", selectedRange: NSRange(location: 9, length: 9))
    #expect(
      textView.selectedRange == NSRange(location: 6, length: 0), "clamped into the marked text")
    textView.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
    #expect(textView.text == "new!" && textView.markedTextRange == nil)
  }

  @Test func loneSurrogatesAndLineSeparatorsBecomeText() {
    let (window, textView, _) = installed()
    defer { window.isHidden = true }
    // A lone surrogate from NSString becomes U+FFFD, as every String conversion makes it.
    let units: [unichar] = [0x61, 0xD800, 0x62]
    textView.text = NSString(characters: units, length: 3) as String
    #expect((textView.text as NSString).length == 3)
    // Every kind of line end starts a paragraph; the text comes back as it went in.
    let mixed = "one\r\ntwo\rthree\u{2028}four\u{2029}five\n"
    textView.text = mixed
    #expect(textView.text == mixed)
    #expect(textView.storage.paragraphs.count == 6)
    textView.becomeFirstResponder()
    textView.selectedRange = NSRange(location: 5, length: 0)
    window.press(key(.keyboardLeftArrow))
    #expect(textView.selectedRange.location == 3, "a CRLF is one step")
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

  @Test func aDynamicTypeFontFollowsTheContentSizeCategory() {
    let (window, textView, _) = installed("grows")
    defer { window.isHidden = true }
    textView.font = .preferredFont(forTextStyle: .body)
    textView.adjustsFontForContentSizeCategory = true
    let before = textView.font?.pointSize ?? 0
    window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
    window.layoutIfNeeded()
    #expect((textView.font?.pointSize ?? 0) > before)
    #expect(textView.contentSize.height > 16 + before * 1.5)
  }
}
