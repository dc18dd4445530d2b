import CSDL2
import Foundation
@_spi(Platform) import OpenUIKit

/// The mouse's buttons: the left one is the pointer's touch, the right one opens the context menu
/// where it goes down, the middle one pastes the primary selection, as on every X11 desktop.
extension SDLHost {
  func handleMouseButton(_ button: SDL_MouseButtonEvent, down: Bool, timestamp: TimeInterval) {
    guard let binding = bindings[button.windowID] else { return }
    let location = binding.point(x: button.x, y: button.y)
    switch Int32(button.button) {
    case SDL_BUTTON_RIGHT:
      if down { binding.window.handleSecondaryClick(at: location, timestamp: timestamp) }
    case SDL_BUTTON_MIDDLE:
      if down { binding.window.handleMiddleClick(at: location, timestamp: timestamp) }
    case SDL_BUTTON_LEFT:
      if down {
        binding.window.handlePointer(
          .began, at: location, timestamp: timestamp, tapCount: Int(button.clicks),
          modifierFlags: Self.modifierFlags(Int(SDL_GetModState().rawValue)))
      } else {
        binding.window.handlePointer(.ended, at: location, timestamp: timestamp)
      }
    default:
      return
    }
  }
}
