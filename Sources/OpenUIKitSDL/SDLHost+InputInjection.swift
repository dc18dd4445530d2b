import CSDL2
import Foundation
@_spi(Platform) import OpenUIKit

extension SDLHost {
  /// The SDL window ID of `window`, while it is attached to this host (for
  /// ``queueClick(at:inWindow:)``).
  @_spi(Platform) public func windowID(of window: UIWindow) -> UInt32? {
    binding(for: window)?.windowID
  }

  /// Queues a left click (button down, then up) at `point`, in the points of the window with SDL ID
  /// `windowID`, as SDL input, from any thread: what `PresentBenchmark` measures input latency from.
  ///
  /// SDL's queue alone does not wake a host sleeping in the main run loop (on X11 only the X
  /// connection's descriptor and main-queue work do), so an empty main-queue block follows the
  /// events, as the descriptor would for input from the X server.
  @_spi(Platform) public nonisolated static func queueClick(
    at point: CGPoint, inWindow windowID: UInt32
  ) {
    for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
      var event = SDL_Event()
      event.type = type.rawValue
      event.button.windowID = windowID
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
      event.button.clicks = 1
      event.button.x = Int32(point.x.rounded())
      event.button.y = Int32(point.y.rounded())
      event.button.timestamp = SDL_GetTicks()
      SDL_PushEvent(&event)
    }
    DispatchQueue.main.async {}
  }
}
