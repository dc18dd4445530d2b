import CSDL2
import Foundation

/// URLs go to the desktop's handler: `SDL_OpenURL` runs `xdg-open` on Linux.
extension SDLHost {
  /// Opens `url` with the desktop's handler; returns whether SDL could start it.
  public func open(_ url: URL) -> Bool {
    SDL_OpenURL(url.absoluteString) == 0
  }
}
