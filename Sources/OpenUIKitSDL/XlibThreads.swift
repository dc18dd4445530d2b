import Foundation

// Unsafe: Xlib made thread-safe through `dlsym`. A window's render thread presents frames
// (`SDL_UpdateWindowSurfaceRects`, an `XShmPutImage` and an `XSync` on SDL's display connection)
// while the main thread pumps events on the same connection. Xlib allows that only after
// `XInitThreads`, called before any other Xlib call. SDL 2 calls it too when it opens its X11
// driver, but that is SDL's detail, not its contract: the host calls it first, through `dlsym`
// (the library does not link Xlib; SDL loads it the same way). `XlibThreadsTests` fails if Xlib
// is not thread-safe after it (`_Xglobal_lock`, which `XInitThreads` sets, still empty).
//
// Two things of SDL's own are read by the render thread's present: the window's framebuffer
// (made again only by `SDL_GetWindowSurface`, which the host calls after stopping the render
// thread) and its `surface_valid` flag (a resize clears it on the main thread; a present that
// reads it cleared fails harmlessly, and the resize's new renderer paints the frame again).

/// Xlib's thread support, turned on before SDL opens its display.
enum XlibThreads {
  /// Calls `XInitThreads` once; whether Xlib is now thread-safe (`false` without Xlib).
  static let isInitialized: Bool = {
    guard let library = xlib, let symbol = dlsym(library, "XInitThreads") else { return false }
    typealias InitThreads = @convention(c) () -> Int32
    return unsafeBitCast(symbol, to: InitThreads.self)() != 0
  }()

  /// Whether Xlib's global lock exists: `XInitThreads` ran in this process.
  static var hasGlobalLock: Bool {
    guard let library = xlib, let symbol = dlsym(library, "_Xglobal_lock") else { return false }
    return symbol.load(as: UnsafeRawPointer?.self) != nil
  }

  nonisolated(unsafe) private static let xlib: UnsafeMutableRawPointer? = dlopen(
    "libX11.so.6", RTLD_NOW | RTLD_GLOBAL)
}
