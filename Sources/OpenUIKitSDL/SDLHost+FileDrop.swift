import CSDL2
import Foundation
@_spi(Platform) import OpenUIKit

/// Files dropped on a window from a file manager: SDL sends `SDL_DROPBEGIN`, one `SDL_DROPFILE`
/// per file and `SDL_DROPCOMPLETE`; at the end the files go to the window's
/// `UIDropInteraction`s (`UIWindow.handleFileDrop`) where the pointer is, since SDL 2 reports no
/// position for a drop. Dropped text (`SDL_DROPTEXT`) is not taken.
extension SDLHost {
  func handleDrop(_ drop: SDL_DropEvent) {
    defer { if let file = drop.file { SDL_free(file) } }
    switch SDL_EventType(drop.type) {
    case SDL_DROPBEGIN:
      droppedFiles[drop.windowID] = []
    case SDL_DROPFILE:
      guard let file = drop.file else { return }
      droppedFiles[drop.windowID, default: []].append(
        URL(fileURLWithPath: String(cString: file)))
    case SDL_DROPCOMPLETE:
      let files = droppedFiles.removeValue(forKey: drop.windowID) ?? []
      guard let binding = bindings[drop.windowID] else { return }
      binding.window.handleFileDrop(files, at: pointerLocation(in: binding))
    default:
      break
    }
  }

  /// Where the pointer is over `binding`'s window, in its points; the window's centre when the
  /// system reports a pointer outside it (a display server without a global pointer).
  private func pointerLocation(in binding: SDLWindowBinding) -> CGPoint {
    var x: Int32 = 0
    var y: Int32 = 0
    var windowX: Int32 = 0
    var windowY: Int32 = 0
    _ = SDL_GetGlobalMouseState(&x, &y)
    SDL_GetWindowPosition(binding.sdlWindow, &windowX, &windowY)
    let point = binding.point(x: x - windowX, y: y - windowY)
    let bounds = binding.window.bounds
    return bounds.contains(point) ? point : CGPoint(x: bounds.midX, y: bounds.midY)
  }
}
