import CSDL2
import Foundation
@_spi(Platform) import OpenUIKit

/// The desktop's clipboard through SDL, as `UIPasteboard.general`'s store.
final class SDLClipboard: UIPasteboard.Store {
  func string() -> String? {
    guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
    defer { SDL_free(text) }  // SDL hands over a copy
    return String(cString: text)
  }

  func setString(_ string: String?) {
    // Text with NUL would be cut there by SDL's C string; the text before it is what is kept.
    SDL_SetClipboardText(string ?? "")
  }
}
