import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// A text view given what it should refuse or clamp: another input's positions, offsets past the
/// text, compositions replaced mid-way, lone surrogates, every kind of line end.
@MainActor @Suite(.serialized) struct UITextViewBadInputTests: TextViewTesting {
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
}
