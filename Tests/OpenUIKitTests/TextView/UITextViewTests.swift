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
@MainActor @Suite(.serialized) struct UITextViewTests: TextViewTesting {
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
