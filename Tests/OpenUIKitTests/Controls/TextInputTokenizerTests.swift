import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A text field's `tokenizer`, as iOS code asks it for the word or sentence around the caret.
@MainActor @Suite struct TextInputTokenizerTests {
  let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))

  init() {
    field.text = "Hello, wörld! Bye 👋 now"
  }

  func at(_ offset: Int) -> UITextPosition {
    field.position(from: field.beginningOfDocument, offset: offset) ?? field.endOfDocument
  }

  func offset(_ position: UITextPosition?) -> Int? {
    position.map { field.offset(from: field.beginningOfDocument, to: $0) }
  }

  func text(_ range: UITextRange?) -> String? { range.flatMap { field.text(in: $0) } }

  let forward = UITextDirection.storage(.forward)
  let backward = UITextDirection.storage(.backward)

  @Test func wordsAroundAPositionDependOnTheDirectionAtABoundary() {
    let tokenizer = field.tokenizer
    // Offset 9 is inside "wörld" (7..<12).
    #expect(
      text(tokenizer.rangeEnclosingPosition(at(9), with: .word, inDirection: forward)) == "wörld")
    // At 5, right after "Hello": backward holds it, forward is the comma (no word).
    #expect(
      text(tokenizer.rangeEnclosingPosition(at(5), with: .word, inDirection: backward)) == "Hello")
    #expect(tokenizer.rangeEnclosingPosition(at(5), with: .word, inDirection: forward) == nil)
    #expect(tokenizer.isPosition(at(5), atBoundary: .word, inDirection: forward))
    #expect(!tokenizer.isPosition(at(5), atBoundary: .word, inDirection: backward))
    #expect(tokenizer.isPosition(at(7), atBoundary: .word, inDirection: backward))
    #expect(tokenizer.isPosition(at(3), withinTextUnit: .word, inDirection: forward))
    #expect(!tokenizer.isPosition(at(6), withinTextUnit: .word, inDirection: forward))
  }

  @Test func theNextBoundaryEachWay() {
    let tokenizer = field.tokenizer
    #expect(offset(tokenizer.position(from: at(0), toBoundary: .word, inDirection: forward)) == 5)
    #expect(offset(tokenizer.position(from: at(5), toBoundary: .word, inDirection: forward)) == 12)
    #expect(offset(tokenizer.position(from: at(12), toBoundary: .word, inDirection: backward)) == 7)
    #expect(
      offset(tokenizer.position(from: at(0), toBoundary: .word, inDirection: backward)) == nil)
    // The hand is one character of two UTF-16 units.
    #expect(
      offset(tokenizer.position(from: at(18), toBoundary: .character, inDirection: forward)) == 20)
    #expect(
      offset(tokenizer.position(from: at(0), toBoundary: .document, inDirection: forward))
        == field.text!.utf16.count)
    // Right is forward in left-to-right text.
    #expect(
      offset(tokenizer.position(from: at(0), toBoundary: .word, inDirection: .layout(.right))) == 5)
  }

  @Test func sentencesEndAfterTheirPunctuation() {
    let tokenizer = field.tokenizer
    #expect(
      text(tokenizer.rangeEnclosingPosition(at(2), with: .sentence, inDirection: forward))
        == "Hello, wörld!")
    #expect(
      text(tokenizer.rangeEnclosingPosition(at(15), with: .sentence, inDirection: forward))
        == "Bye 👋 now")
    #expect(
      text(tokenizer.rangeEnclosingPosition(at(2), with: .paragraph, inDirection: forward))
        == field.text)
  }
}
