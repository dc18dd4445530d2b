import CSDL2
@_spi(Platform) import OpenUIKit

/// SDL's system cursors for the windows' `PointerCursor`s, made once and kept while the host
/// lives (SDL shows one cursor for the whole application: the one of the window under the
/// pointer, which is the one that last asked).
@MainActor
final class SDLCursors {
  private var made: [PointerCursor: OpaquePointer] = [:]
  private(set) var shown = PointerCursor.arrow

  /// Shows `cursor`: hides the pointer for `.hidden`, else sets SDL's system cursor.
  func show(_ cursor: PointerCursor) {
    guard cursor != shown else { return }
    shown = cursor
    if cursor == .hidden {
      SDL_ShowCursor(SDL_DISABLE)
      return
    }
    SDL_ShowCursor(SDL_ENABLE)
    let system: SDL_SystemCursor
    switch cursor {
    case .arrow, .hidden: system = SDL_SYSTEM_CURSOR_ARROW
    case .iBeam: system = SDL_SYSTEM_CURSOR_IBEAM
    case .pointingHand: system = SDL_SYSTEM_CURSOR_HAND
    case .resizeLeftRight: system = SDL_SYSTEM_CURSOR_SIZEWE
    }
    if made[cursor] == nil { made[cursor] = SDL_CreateSystemCursor(system) }
    if let sdlCursor = made[cursor] { SDL_SetCursor(sdlCursor) }
  }

  isolated deinit {
    SDL_ShowCursor(SDL_ENABLE)
    for cursor in made.values { SDL_FreeCursor(cursor) }
  }
}
