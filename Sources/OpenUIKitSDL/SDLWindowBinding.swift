import CSDL2
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(Platform) import OpenUIKit

/// One `UIWindow` shown in one SDL window: the window's renderer composites straight into the SDL
/// window surface, and each frame presents only its damaged rectangles.
///
/// The surface is SDL's software framebuffer (`SDL_HINT_FRAMEBUFFER_ACCELERATION` = "0", set by the
/// host): 32-bit XRGB with the same byte order as the compositor's ARGB32, so no copy is needed.
/// SDL's default would put it on an OpenGL texture, about 10 ms a frame without a GPU
/// (`render-notes.md`).
@MainActor
final class SDLWindowBinding {
  let window: UIWindow
  let sdlWindow: OpaquePointer
  /// Points to SDL units: 1, or the forced scale (`OPENUIKIT_SCALE`), which makes the SDL window
  /// that many times larger so scale-2 rendering can be seen on any display.
  let forcedScale: CGFloat?
  /// Copies frames to the screen, from the main thread or the renderer's render thread.
  let presenter: SDLPresenter
  /// Whether the window's renderers paint on a render thread (``CARenderer/startRenderThread()``).
  let rendersOnThread: Bool
  /// Frames presented, and the pixels they updated (for tests and `Docs/Performance.md`), the last
  /// commit's frame included: read on the main thread, it is presented first (painted here if the
  /// render thread has not yet, as `CARenderer.frameCount` does).
  var presentedFrames: Int { presentedStatistics.frames }
  var presentedPixels: Int { presentedStatistics.pixels }
  /// Time spent in `SDL_UpdateWindowSurfaceRects`, in seconds.
  var presentingTime: Double { presentedStatistics.seconds }
  /// The counters, once the last commit's frame is presented.
  var presentedStatistics: SDLPresenter.Statistics {
    _ = window.renderer?.frameCount
    return presenter.current
  }

  var windowID: UInt32 { SDL_GetWindowID(sdlWindow) }

  /// The displays' screens, shared by the host's windows.
  let screens: DisplayScreens

  init(window: UIWindow, forcedScale: CGFloat?, screens: DisplayScreens, rendersOnThread: Bool)
    throws(SDLError)
  {
    self.window = window
    self.rendersOnThread = rendersOnThread
    self.forcedScale = forcedScale
    self.screens = screens
    let factor = forcedScale ?? 1
    var usable = SDL_Rect()
    let fits = SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0
    let (width, height) = Self.windowSize(
      for: window.bounds.size, factor: factor,
      usable: fits ? CGSize(width: CGFloat(usable.w), height: CGFloat(usable.h)) : nil)
    let flags =
      SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    guard
      let sdlWindow = SDL_CreateWindow(
        Self.title(of: window), Int32(bitPattern: SDL_WINDOWPOS_UNDEFINED_MASK),
        Int32(bitPattern: SDL_WINDOWPOS_UNDEFINED_MASK), width, height, flags)
    else { throw SDLError.current("SDL_CreateWindow") }
    self.sdlWindow = sdlWindow
    presenter = SDLPresenter(sdlWindow: sdlWindow)
    WindowIcon.apply(to: sdlWindow)
    applyAttributes()
    var mode = SDL_DisplayMode()
    if SDL_GetWindowDisplayMode(sdlWindow, &mode) == 0, mode.refresh_rate > 0 {
      MediaClock.setFramesPerSecond(Double(mode.refresh_rate))
    }
  }

  /// The SDL window's size for a window of `size` points: times the forced factor, at least one
  /// unit, and no larger than the display's usable area (a window at a forced scale of 2 would
  /// otherwise open larger than the screen); the window takes the size SDL gives it.
  static func windowSize(for size: CGSize, factor: CGFloat, usable: CGSize?) -> (Int32, Int32) {
    var width = max(size.width * factor, 1)
    var height = max(size.height * factor, 1)
    if let usable {
      width = min(width, usable.width)
      height = min(height, usable.height)
    }
    return (Int32(min(width.rounded(), 32_768)), Int32(min(height.rounded(), 32_768)))
  }

  isolated deinit {
    // Its render thread paints into the surface that goes with the window.
    window.renderer?.stopRenderThread()
    window.setRenderer(nil)
    SDL_DestroyWindow(sdlWindow)
  }

  /// The title SDL shows: the scene's or the window's, else the program's name.
  static func title(of window: UIWindow) -> String {
    window.displayTitle ?? ProcessInfo.processInfo.processName
  }

  /// The title the SDL window shows.
  private var shownTitle = ""

  /// Shows the window's title when it changed (the front controller's title follows pushes and
  /// pops without telling anyone): the host asks after each turn.
  func refreshTitle() {
    let title = Self.title(of: window)
    guard title != shownTitle else { return }
    shownTitle = title
    SDL_SetWindowTitle(sdlWindow, title)
  }

  /// Gives the SDL window the UIWindow's title and size limits (its scene's restrictions).
  func applyAttributes() {
    refreshTitle()
    let factor = forcedScale ?? 1
    func pixels(_ value: CGFloat) -> Int32 {
      Int32(min(max((value * factor).rounded(), 0), CGFloat(Int32.max)))
    }
    let minimum = window.effectiveMinimumSize ?? .zero
    SDL_SetWindowMinimumSize(sdlWindow, pixels(minimum.width), pixels(minimum.height))
    // SDL takes 0 as "no maximum".
    let maximum = window.effectiveMaximumSize
    SDL_SetWindowMaximumSize(
      sdlWindow, maximum.map { pixels($0.width) } ?? 0, maximum.map { pixels($0.height) } ?? 0)
  }

  /// The window's size in points, from SDL's size in its units.
  var sizeInPoints: CGSize {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(sdlWindow, &width, &height)
    let factor = forcedScale ?? 1
    return CGSize(width: CGFloat(width) / factor, height: CGFloat(height) / factor)
  }

  /// Converts SDL window coordinates to the window's points.
  func point(x: Int32, y: Int32) -> CGPoint {
    let factor = forcedScale ?? 1
    return CGPoint(x: CGFloat(x) / factor, y: CGFloat(y) / factor)
  }

  /// Gives the window a new renderer over the current surface after a resize, which invalidates
  /// the surface.
  func attachSurface() throws(SDLError) {
    window.setRenderer(try makeRenderer())
  }

  /// A renderer over the current window surface; the window's screen (its display's) and frame
  /// follow the SDL window.
  func makeRenderer() throws(SDLError) -> CARenderer {
    // Getting the surface again frees the old one, which the old renderer's render thread may be
    // painting into.
    window.renderer?.stopRenderThread()
    guard let surface = SDL_GetWindowSurface(sdlWindow) else {
      throw SDLError.current("SDL_GetWindowSurface")
    }
    let format = surface.pointee.format.pointee
    guard format.BytesPerPixel == 4, format.Rmask == 0x00FF_0000, format.Gmask == 0x0000_FF00,
      format.Bmask == 0x0000_00FF
    else {
      throw SDLError.message(
        "the window surface is not 32-bit XRGB (format \(format.format)); the compositor needs it")
    }
    let pixelWidth = Int(surface.pointee.w)
    var windowWidth: Int32 = 0
    var windowHeight: Int32 = 0
    SDL_GetWindowSize(sdlWindow, &windowWidth, &windowHeight)
    // Pixels per point: the surface's pixels per SDL unit (HiDPI), times the forced factor.
    let density = windowWidth > 0 ? CGFloat(pixelWidth) / CGFloat(windowWidth) : 1
    let scale = density * (forcedScale ?? 1)
    let size = sizeInPoints
    let display = SDL_GetWindowDisplayIndex(sdlWindow)
    var displayBounds = SDL_Rect()
    let factor = forcedScale ?? 1
    let screenBounds =
      SDL_GetDisplayBounds(max(display, 0), &displayBounds) == 0
      ? CGRect(
        x: 0, y: 0, width: CGFloat(displayBounds.w) / factor,
        height: CGFloat(displayBounds.h) / factor)
      : CGRect(origin: .zero, size: size)
    let screen = screens.screen(forDisplay: Int(max(display, 0)))
    screen.setBounds(screenBounds, scale: scale)
    window.screen = screen
    window.frame = CGRect(origin: .zero, size: size)
    let renderer: CARenderer
    do {
      renderer = try CARenderer(
        pixels: surface.pointee.pixels, width: pixelWidth, height: Int(surface.pointee.h),
        bytesPerRow: Int(surface.pointee.pitch), scale: scale)
    } catch {
      throw SDLError.message("cannot render into the window surface: \(error)")
    }
    renderer.backgroundColor = CGColor(gray: 0, alpha: 1)
    renderer.onFrame = { @Sendable [presenter] damage in presenter.present(damage) }
    if rendersOnThread { renderer.startRenderThread() }
    return renderer
  }
}

/// An SDL failure, with SDL's own message.
public enum SDLError: Error, CustomStringConvertible {
  /// A message.
  case message(String)

  static func current(_ call: String) -> SDLError {
    .message("\(call) failed: \(String(cString: SDL_GetError()))")
  }

  /// The message.
  public var description: String {
    switch self {
    case .message(let text): text
    }
  }
}
