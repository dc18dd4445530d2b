import CSDL2
import Foundation
@_spi(Platform) import OpenUIKit

/// Input methods under SDL: the composition (SDL's text-editing events: the text, and the cursor
/// and selection inside it in characters) becomes the first responder's marked text; the
/// committed text arrives as text input; the candidate window is placed under the composition
/// (or the caret) with `SDL_SetTextInputRect`.
extension SDLHost {
  func handleComposition(_ event: SDL_TextEditingEvent) {
    guard let binding = bindings[event.windowID] else { return }
    var edit = event
    let text = withUnsafeBytes(of: &edit.text) { buffer in
      String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    }
    binding.window.handleTextEditing(
      text,
      selectedRange: Self.utf16Range(in: text, start: Int(event.start), length: Int(event.length)))
    placeCandidateWindow(in: binding)
  }

  /// Puts the input method's candidate window under the first responder's composition or caret.
  func placeCandidateWindow(in binding: SDLWindowBinding?) {
    guard let binding, let rect = binding.window.textInputRect else { return }
    let factor = binding.forcedScale ?? 1
    var area = SDL_Rect(
      x: Int32((rect.minX * factor).rounded()), y: Int32((rect.minY * factor).rounded()),
      w: Int32(max(rect.width * factor, 1).rounded()), h: Int32((rect.height * factor).rounded()))
    SDL_SetTextInputRect(&area)
  }

  /// SDL's cursor and selection in the composition (counted in characters, as code points) as a
  /// UTF-16 range of it.
  static func utf16Range(in text: String, start: Int, length: Int) -> NSRange {
    let scalars = Array(text.unicodeScalars)
    let lower = min(max(start, 0), scalars.count)
    let upper = min(lower + max(length, 0), scalars.count)
    func units(_ count: Int) -> Int { scalars.prefix(count).reduce(0) { $0 + $1.utf16.count } }
    return NSRange(location: units(lower), length: units(upper) - units(lower))
  }
}
