import CSDL2
import Foundation
@_spi(Platform) import OpenUIKit

/// Input methods under SDL: the composition (SDL's text-editing events: the text, and the cursor
/// and selection inside it in characters) becomes the first responder's marked text; the
/// committed text arrives as text input; the candidate window is placed under the composition
/// (or the caret) with `SDL_SetTextInputRect`.
///
/// Tried live with IBus (m17n's Vietnamese telex) under Xvfb, two things of SDL's IBus path are
/// mended here. SDL reports every composition as selected whole (start 0, length all): the caret
/// is put after the reported span instead, where input methods keep it. And a key the input
/// method passes through after a composition (Space after a word) reaches SDL's text input before
/// the input method's commit does: such text is held until the commit arrives (or, if none does,
/// for 0.2 s), so that "việt" then " " is not typed " việt".
extension SDLHost {
  /// The text input of a window: the commit of a composition, text held behind one, or typing.
  func receiveTextInput(_ string: String, windowID: UInt32) {
    if !composition.held.isEmpty {
      // The commit the held text raced ahead of: it goes first.
      deliverText(string, windowID: windowID)
      flushHeldText()
    } else if composition.isComposing {
      composition.held.append((windowID, string, CACurrentMediaTime()))
    } else {
      deliverText(string, windowID: windowID)
    }
  }

  /// Held text nothing committed after: the composition stays as text and the held text is typed
  /// after it, in its order.
  func flushStaleHeldText() {
    guard let first = composition.held.first,
      CACurrentMediaTime() - first.time > CompositionOrder.holdLimit
    else { return }
    bindings[first.windowID]?.window.keepComposition()
    composition.isComposing = false
    flushHeldText()
  }

  private func flushHeldText() {
    let held = composition.held
    composition.held = []
    for (windowID, text, _) in held { deliverText(text, windowID: windowID) }
  }

  private func deliverText(_ string: String, windowID: UInt32) {
    bindings[windowID]?.window.handleTextInput(string)
    placeCandidateWindow(in: bindings[windowID])
  }

  func handleComposition(_ event: SDL_TextEditingEvent) {
    guard let binding = bindings[event.windowID] else { return }
    var edit = event
    let text = withUnsafeBytes(of: &edit.text) { buffer in
      String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    }
    composition.isComposing = !text.isEmpty
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

  /// The caret in the composition, as a UTF-16 range of it: after SDL's reported span (counted in
  /// characters, as code points), which SDL's IBus path gives as the whole composition.
  static func utf16Range(in text: String, start: Int, length: Int) -> NSRange {
    let scalars = Array(text.unicodeScalars)
    let lower = min(max(start, 0), scalars.count)
    let upper = min(lower + max(length, 0), scalars.count)
    func units(_ count: Int) -> Int { scalars.prefix(count).reduce(0) { $0 + $1.utf16.count } }
    return NSRange(location: units(upper), length: 0)
  }
}

/// Whether an input method shows a composition, and text input held behind it.
struct CompositionOrder {
  /// How long held text waits for a commit.
  static let holdLimit: TimeInterval = 0.2
  var isComposing = false
  var held: [(windowID: UInt32, text: String, time: TimeInterval)] = []
}
