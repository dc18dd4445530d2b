import CSDL2
import Foundation
import Testing

@_spi(Platform) @testable import OpenUIKit
@testable import OpenUIKitSDL

extension SDLHostTests {
  /// The order SDL's IBus path gives, recorded live with m17n's Vietnamese telex typing "vieetj"
  /// then Space: the Space's text arrives before the input method commits the word.
  @Test func textRacingAheadOfAnInputMethodsCommitWaitsForIt() {
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    window.addSubview(textView)
    textView.becomeFirstResponder()
    func text(_ string: String) {
      var event = SDL_Event()
      event.type = SDL_TEXTINPUT.rawValue
      event.text.windowID = windowID
      withUnsafeMutableBytes(of: &event.text.text) { buffer in
        for (index, byte) in string.utf8.enumerated() { buffer[index] = byte }
      }
      push(event)
    }
    func editing(_ string: String) {
      var event = SDL_Event()
      event.type = SDL_TEXTEDITING.rawValue
      event.edit.windowID = windowID
      event.edit.start = 0
      event.edit.length = Int32(string.unicodeScalars.count)
      withUnsafeMutableBytes(of: &event.edit.text) { buffer in
        for (index, byte) in string.utf8.enumerated() { buffer[index] = byte }
      }
      push(event)
    }
    editing("việt")
    host.turn()
    #expect(textView.markedTextRange != nil)
    #expect(textView.selectedRange == NSRange(location: 4, length: 0), "the caret after it")
    text(" ")
    editing("")
    editing("việt")
    editing("")
    text("việt")
    editing("")
    host.turn()
    #expect(textView.text == "việt ")
    #expect(textView.markedTextRange == nil)
    // Without a commit, held text is typed after a moment.
    editing("n")
    text(".")
    host.turn()
    #expect(textView.text == "việt n")
    usleep(250_000)
    host.turn()
    #expect(textView.text == "việt n.")
  }
}

/// SDL's composition cursor counts code points; UIKit's ranges count UTF-16 units.
///
/// The caret goes after SDL's span (its IBus path reports the whole composition as selected).
@MainActor @Suite struct SDLCompositionRangeTests {
  @Test func codePointsBecomeUTF16Units() {
    #expect(SDLHost.utf16Range(in: "にほ", start: 1, length: 0) == NSRange(location: 1, length: 0))
    #expect(SDLHost.utf16Range(in: "𠀋a", start: 1, length: 0) == NSRange(location: 2, length: 0))
    #expect(SDLHost.utf16Range(in: "việt", start: 0, length: 4) == NSRange(location: 4, length: 0))
    #expect(SDLHost.utf16Range(in: "ab", start: 9, length: 4) == NSRange(location: 2, length: 0))
  }
}
