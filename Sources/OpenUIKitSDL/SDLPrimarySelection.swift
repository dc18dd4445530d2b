import CSDL2
import Foundation
@_spi(Platform) import OpenUIKit

/// X11's primary selection through SDL, as `UIPasteboard.primarySelection`'s store.
final class SDLPrimarySelection: UIPasteboard.Store {
  func string() -> String? {
    guard SDL_HasPrimarySelectionText() == SDL_TRUE, let text = SDL_GetPrimarySelectionText()
    else { return nil }
    defer { SDL_free(text) }  // SDL hands over a copy
    return String(cString: text)
  }

  func setString(_ string: String?) {
    SDL_SetPrimarySelectionText(string ?? "")
  }
}
