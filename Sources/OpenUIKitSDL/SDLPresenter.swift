import CSDL2
import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics

/// Copies a window's damaged rectangles from its SDL surface to the screen, and counts what it
/// presented.
///
/// Called by the window's renderer after each frame (``CARenderer/onFrame``), on the main thread
/// for the frames its commits paint and on the renderer's render thread for the frames it paints
/// while the main thread is busy; always under the renderer's frame lock, so two presents of one
/// window never overlap. Xlib is thread-safe for it (`XlibThreads`).
final class SDLPresenter: Sendable {
  /// The SDL window presented to (its surface is made again, and this presenter with it, only
  /// after the render thread stopped).
  nonisolated(unsafe) let sdlWindow: OpaquePointer
  let windowID: UInt32

  /// What presenting has cost so far.
  struct Statistics: Sendable {
    /// Frames presented.
    var frames = 0
    /// Pixels they updated.
    var pixels = 0
    /// Seconds spent in `SDL_UpdateWindowSurfaceRects`.
    var seconds = 0.0
  }
  // Written by the render thread, read by the main thread (`PosixLock` says why not `Mutex`).
  private let statistics = PosixLock(Statistics())

  init(sdlWindow: OpaquePointer) {
    self.sdlWindow = sdlWindow
    windowID = SDL_GetWindowID(sdlWindow)
  }

  /// What presenting has cost so far.
  var current: Statistics { statistics.withLock { $0 } }

  /// Copies the damaged rectangles of the surface to the screen.
  func present(_ damage: [CGRect]) {
    guard !damage.isEmpty else { return }
    var rects = damage.map { rect in
      SDL_Rect(
        x: Int32(rect.minX.rounded(.down)), y: Int32(rect.minY.rounded(.down)),
        w: Int32(rect.width.rounded(.up)) + 1, h: Int32(rect.height.rounded(.up)) + 1)
    }
    let start = ContinuousClock.now
    SDL_UpdateWindowSurfaceRects(sdlWindow, &rects, Int32(rects.count))
    let elapsed = (ContinuousClock.now - start).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    let pixels = rects.reduce(0) { $0 + Int($1.w) * Int($1.h) }
    statistics.withLock {
      $0.frames += 1
      $0.pixels += pixels
      $0.seconds += seconds
    }
    FrameLog.shared?.record(window: windowID, pixels: pixels, presentSeconds: seconds)
  }
}
