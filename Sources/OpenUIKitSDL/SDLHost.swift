import CSDL2
import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(Platform) import OpenUIKit

/// Runs an application in SDL2 desktop windows: events in, frames out.
///
/// Each run-loop turn runs the main run loop's due work (main-queue blocks, main-actor tasks,
/// timers), translates SDL's events, applies the desktop's color scheme when it changed (the XDG
/// desktop portal, see `DesktopAppearance`), and commits once; the commit's render presents only the
/// damaged rectangles. Between turns the loop sleeps until an event, the next timer or display-link
/// frame, or main-queue work: on X11 in the main run loop, which the X connection's descriptor
/// wakes as the main queue does; elsewhere (Wayland, the dummy driver) in `SDL_WaitEventTimeout`
/// for at most ``maximumSleep``. Running display links fire at the start of each turn that reaches
/// their frame.
@preconcurrency @MainActor
public final class SDLHost: UIApplicationHost {
  /// How far one mouse-wheel notch scrolls, in points (GTK and browsers scroll 50 to 100 pixels).
  static let pointsPerNotch: CGFloat = 40

  /// The longest sleep between turns when sleeping in SDL's wait (video drivers other than X11),
  /// in milliseconds: the latency of work another thread queues on the main queue, which does not
  /// wake SDL's wait.
  public var maximumSleep: Int32 = 50
  /// Whether Ctrl+Shift+D flips the key window's `overrideUserInterfaceStyle` between light and
  /// dark (on by default; `OPENUIKIT_APPEARANCE_KEY=0` turns it off).
  public var togglesAppearanceWithKey: Bool
  /// The pasteboards' stores before this host put SDL's clipboard and primary selection there
  /// (put back on deinit).
  private var previousPasteboardStore: (any UIPasteboard.Store)?
  private var previousPrimarySelectionStore: (any UIPasteboard.Store)?
  /// Turns run so far (for tests and the idle measurement).
  public private(set) var turns = 0

  /// The desktop's color scheme, followed by `UIScreen.main` and the windows' screens, when a
  /// session bus is there and `OPENUIKIT_APPEARANCE` does not force a style.
  let desktopAppearance: DesktopAppearance?
  /// The screen-reader bridge, when the session has an accessibility bus.
  private(set) var accessibility: AccessibilityBridgeHost?
  var bindings: [UInt32: SDLWindowBinding] = [:]
  /// Whether an input method shows a composition, and text that raced ahead of its commit
  /// (`SDLHost+Composition.swift`).
  var composition = CompositionOrder()
  /// Files dropped on each window so far in the drop under way (`SDLHost+FileDrop.swift`).
  var droppedFiles: [UInt32: [URL]] = [:]
  /// The X connection's descriptor as a main-queue source: readable, it wakes the main run loop.
  private var xConnection: DispatchSourceRead?
  private var isXConnectionSuspended = false
  private var isStopped = false
  private let forcedScale: CGFloat?
  /// Whether windows paint on a render thread too while the main thread is busy: on unless
  /// `OPENUIKIT_RENDER_THREAD=0`, with a video driver whose present another thread may call (X11
  /// made thread-safe, or the dummy and offscreen drivers).
  let rendersOnThread: Bool
  /// The cursors shown for the windows' `pointerCursor`.
  private let cursors = SDLCursors()
  /// SIGINT and SIGTERM while the loop runs, quitting the application (SDL's handlers are off).
  private var terminationSignals: TerminationSignals?

  /// Starts SDL's video subsystem with the software framebuffer.
  ///
  /// - Throws: ``SDLError`` when there is no display SDL can use.
  public convenience init() throws(SDLError) {
    try self.init(environment: ProcessInfo.processInfo.environment)
  }

  /// Starts SDL with `environment` in place of the process's (tests).
  init(environment: [String: String]) throws(SDLError) {
    forcedScale = environment["OPENUIKIT_SCALE"].flatMap(Double.init).flatMap {
      $0.isFinite && $0 >= 1 && $0 <= 4 ? CGFloat($0) : nil
    }
    togglesAppearanceWithKey = environment["OPENUIKIT_APPEARANCE_KEY"] != "0"
    SDL_SetMainReady()
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")  // `TerminationSignals` handles them
    let threadedXlib = XlibThreads.isInitialized  // before SDL opens the display
    guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw SDLError.current("SDL_Init") }
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    rendersOnThread =
      environment["OPENUIKIT_RENDER_THREAD"] != "0"
      && (driver == "x11" ? threadedXlib : ["dummy", "offscreen"].contains(driver))
    SDL_StartTextInput()  // text events for the first responder that takes text (UIKeyInput)
    for type in [SDL_DROPBEGIN, SDL_DROPFILE, SDL_DROPCOMPLETE] {
      _ = SDL_EventState(type.rawValue, Int32(SDL_ENABLE))  // files dropped (SDLHost+FileDrop)
    }
    UIDevice.powerSource = SDLPowerInfo.read
    previousPasteboardStore = UIPasteboard.general.store
    UIPasteboard.general.store = SDLClipboard()
    previousPrimarySelectionStore = UIPasteboard.primarySelection.store
    UIPasteboard.primarySelection.store = SDLPrimarySelection()
    let forcesStyle = ["light", "dark"].contains(environment["OPENUIKIT_APPEARANCE"])
    desktopAppearance =
      forcesStyle
      ? nil
      : DesktopAppearance.sessionBusAddress(in: environment).flatMap {
        try? DesktopAppearance(busAddress: $0)
      }
    applyDesktopStyle()
    accessibility = AccessibilityBridgeHost(environment: environment) { [weak self] in
      self?.keyWindowGeometry()
    }
  }

  /// The key window's top-left on the screen, in pixels, and its pixels per point.
  private func keyWindowGeometry() -> (x: Double, y: Double, scale: Double)? {
    guard
      let binding = bindings.values.first(where: { $0.window.isKeyWindow }) ?? bindings.values.first
    else { return nil }
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetWindowPosition(binding.sdlWindow, &x, &y)
    return (Double(x), Double(y), Double(binding.window.screen.scale))
  }

  isolated deinit {
    if let xConnection {
      if isXConnectionSuspended { xConnection.resume() }  // a suspended source must not be freed
      xConnection.cancel()
    }
    bindings.removeAll()
    if let previousPasteboardStore { UIPasteboard.general.store = previousPasteboardStore }
    if let previousPrimarySelectionStore {
      UIPasteboard.primarySelection.store = previousPrimarySelectionStore
    }
    SDL_QuitSubSystem(SDL_INIT_VIDEO)
  }

  /// Opens an SDL window for `window` (once) and returns a renderer over its surface; the window
  /// moves to the screen of the display the SDL window opened on.
  public func makeRenderer(for window: UIWindow) throws -> CARenderer {
    if let binding = bindings.values.first(where: { $0.window === window }) {
      return try binding.makeRenderer()
    }
    let binding = try SDLWindowBinding(
      window: window, forcedScale: forcedScale, screens: screens, rendersOnThread: rendersOnThread)
    bindings[binding.windowID] = binding
    if xConnection == nil { watchXConnection(of: binding) }
    return try binding.makeRenderer()
  }

  /// Shows the cursor `window` asks for.
  public func pointerCursorDidChange(_ window: UIWindow) {
    cursors.show(window.pointerCursor)
  }

  /// The cursor shown now (for tests).
  var shownCursor: PointerCursor { cursors.shown }

  /// Closes the SDL window showing `window`, then tells the application it closed.
  public func closeWindow(_ window: UIWindow) {
    if let id = bindings.first(where: { $0.value.window === window })?.key {
      bindings[id] = nil
    }
    UIApplication.shared.windowDidClose(window)
  }

  /// The window's title or size limits changed: its SDL window follows.
  public func windowAttributesDidChange(_ window: UIWindow) {
    bindings.values.first { $0.window === window }?.applyAttributes()
  }

  /// One screen per display, display 0 being `UIScreen.main`.
  let screens = DisplayScreens()

  /// Turns the loop until the application terminates; meanwhile SIGINT and SIGTERM terminate it
  /// (`TerminationSignals`).
  public func run(_ application: UIApplication) {
    isStopped = false
    terminationSignals = TerminationSignals { _ in application.terminate() }
    defer {
      terminationSignals?.cancel()
      terminationSignals = nil
    }
    // Main-queue work between turns (in `sleep()`) is committed by the next turn's flush.
    CommitPhases.asHostTurn {
      while !isStopped && !application.isTerminating {
        turn()
        sleep()
      }
    }
  }

  /// Ends the loop after the current turn.
  public func stop() {
    isStopped = true
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    SDL_PushEvent(&event)  // wakes the wait
  }

  /// One turn: due work, events, one commit.
  public func turn() {
    turns += 1
    // One commit per turn: the implicit transaction's own trigger leaves it to the flush below.
    CommitPhases.asHostTurn {
      HostRunLoop.fireDueDisplayLinks()
      _ = RunLoop.main.run(mode: .default, before: Date())
      var event = SDL_Event()
      while SDL_PollEvent(&event) != 0 { handle(event) }
      flushStaleHeldText()
      if desktopAppearance?.dispatchPendingChanges() == true { applyDesktopStyle() }
      CATransaction.flush()
      for binding in bindings.values { binding.refreshTitle() }
    }
  }

  /// Gives the desktop's style to the displays' screens (one per display), whose trait collections
  /// every window on them inherits.
  private func applyDesktopStyle() {
    guard let style = desktopAppearance?.style else { return }
    for screen in screens.all { screen.userInterfaceStyle = style }
  }

  /// Sleeps until an event arrives, main-queue work is queued, or the next timer or display-link
  /// frame is due.
  private func sleep() {
    guard !isStopped, !UIApplication.shared.isTerminating else { return }
    let next = HostRunLoop.timeUntilNextDeadline()
    guard let xConnection else {
      let milliseconds = next.map { Int32(min(($0 * 1000).rounded(.up), 1e6)) } ?? maximumSleep
      SDL_WaitEventTimeout(nil, min(milliseconds, maximumSleep))
      return
    }
    // Xlib may have read events off the socket while presenting (XSync); they would not make the
    // descriptor readable, so take them into SDL's queue first and skip the sleep when any wait.
    SDL_PumpEvents()
    guard SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_FALSE else {
      return
    }
    if isXConnectionSuspended {
      isXConnectionSuspended = false
      xConnection.resume()
    }
    // Returns when the main queue ran a block (the X source's included) or at the deadline; timers
    // fire inside it.
    _ = RunLoop.main.run(
      mode: .default, before: next.map { Date(timeIntervalSinceNow: $0) } ?? .distantFuture)
  }

  /// Watches the X connection behind `binding`'s window (X11 only) so X events wake the run loop.
  private func watchXConnection(of binding: SDLWindowBinding) {
    let descriptor = openuikit_sdl_x11_connection_fd(binding.sdlWindow)
    guard descriptor >= 0 else { return }
    let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
    // The descriptor stays readable until SDL reads it in the next turn: suspended until then so
    // the source does not fire again and again.
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self, !self.isXConnectionSuspended else { return }
        self.isXConnectionSuspended = true
        self.xConnection?.suspend()
      }
    }
    xConnection = source
    source.resume()
  }

  /// What presenting `window` has cost so far: frames presented, pixels copied to the screen, and
  /// seconds spent presenting (the copy only, not the compositing); `nil` for a window without an
  /// SDL window.
  ///
  /// The last commit's frame is presented first (a render thread paints frames after the commit
  /// returns).
  public func presentationStatistics(for window: UIWindow) -> (
    frames: Int, pixels: Int, seconds: Double
  )? {
    binding(for: window).map {
      let statistics = $0.presentedStatistics
      return (statistics.frames, statistics.pixels, statistics.seconds)
    }
  }

  /// The binding of an SDL window, for tests.
  func binding(for window: UIWindow) -> SDLWindowBinding? {
    bindings.values.first { $0.window === window }
  }

  // MARK: Event translation

  func handle(_ event: SDL_Event) {
    let timestamp = TimeInterval(event.common.timestamp) / 1000
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      UIApplication.shared.terminate()
    case SDL_WINDOWEVENT:
      handleWindowEvent(event.window)
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      handleMouseButton(
        event.button, down: SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN, timestamp: timestamp)
    case SDL_MOUSEMOTION:
      let motion = event.motion
      guard let binding = bindings[motion.windowID] else { return }
      binding.window.handlePointer(
        .moved, at: binding.point(x: motion.x, y: motion.y), timestamp: timestamp)
    case SDL_MOUSEWHEEL:
      handleWheel(event.wheel, timestamp: timestamp)
    case SDL_MULTIGESTURE:
      handleMultiGesture(event.mgesture, timestamp: timestamp)
    case SDL_TEXTINPUT:
      var text = event.text
      let string = withUnsafeBytes(of: &text.text) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      receiveTextInput(string, windowID: text.windowID)
    case SDL_TEXTEDITING:
      handleComposition(event.edit)
    case SDL_KEYDOWN, SDL_KEYUP:
      handleKey(event.key, down: SDL_EventType(event.type) == SDL_KEYDOWN, timestamp: timestamp)
    case SDL_DROPBEGIN, SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPCOMPLETE:
      handleDrop(event.drop)
    default:
      break
    }
  }

  private func handleWindowEvent(_ event: SDL_WindowEvent) {
    guard let binding = bindings[event.windowID] else { return }
    switch SDL_WindowEventID(UInt32(event.event)) {
    case SDL_WINDOWEVENT_SIZE_CHANGED:
      do {
        try binding.attachSurface()
      } catch {
        Diagnostics.report("resize", error, module: "OpenUIKitSDL")
      }
    case SDL_WINDOWEVENT_LEAVE:
      binding.window.handleHover(at: nil, timestamp: TimeInterval(event.timestamp) / 1000)
    case SDL_WINDOWEVENT_EXPOSED:
      binding.window.renderer?.setNeedsFullRender()
    case SDL_WINDOWEVENT_FOCUS_GAINED:
      UIApplication.shared.windowDidBecomeActive(binding.window)
    case SDL_WINDOWEVENT_FOCUS_LOST:
      binding.window.cancelInput(timestamp: TimeInterval(event.timestamp) / 1000)
      UIApplication.shared.windowWillResignActive(binding.window)
    case SDL_WINDOWEVENT_MINIMIZED:
      UIApplication.shared.windowDidEnterBackground(binding.window)
    case SDL_WINDOWEVENT_RESTORED:
      UIApplication.shared.windowWillEnterForeground(binding.window)
    case SDL_WINDOWEVENT_CLOSE:
      bindings[event.windowID] = nil
      UIApplication.shared.windowDidClose(binding.window)
    default:
      break
    }
  }

  private func handleKey(_ event: SDL_KeyboardEvent, down: Bool, timestamp: TimeInterval) {
    guard let binding = bindings[event.windowID] else { return }
    let key = Self.key(for: event.keysym)
    if down, togglesAppearanceWithKey, key.keyCode == .keyboardD,
      key.modifierFlags.isSuperset(of: [.control, .shift])
    {
      let window = UIApplication.shared.keyWindow ?? binding.window
      let dark = window.traitCollection.userInterfaceStyle == .dark
      window.overrideUserInterfaceStyle = dark ? .light : .dark
      return
    }
    binding.window.handleKey(key, down: down, timestamp: timestamp)
  }

  /// UIKit's modifier flags from SDL's key modifier bits (`KMOD_…`): Super is Command.
  static func modifierFlags(_ mod: Int) -> UIKeyModifierFlags {
    var flags: UIKeyModifierFlags = []
    if mod & 0x0003 != 0 { flags.insert(.shift) }
    if mod & 0x00C0 != 0 { flags.insert(.control) }
    if mod & 0x0300 != 0 { flags.insert(.alternate) }
    if mod & 0x0C00 != 0 { flags.insert(.command) }
    if mod & 0x2000 != 0 { flags.insert(.alphaShift) }
    return flags
  }

  /// A `UIKey` from SDL's key symbol: SDL's scancodes are USB HID usages, as UIKit's key codes.
  static func key(for symbol: SDL_Keysym) -> UIKey {
    let flags = modifierFlags(Int(symbol.mod))
    var plain = ""
    if symbol.sym >= 32, symbol.sym < 0x4000_0000, let scalar = Unicode.Scalar(UInt32(symbol.sym)) {
      plain = String(Character(scalar))
    }
    let shifted = flags.contains(.shift) != flags.contains(.alphaShift)
    let characters = shifted ? plain.uppercased() : plain
    return UIKey(
      keyCode: UIKeyboardHIDUsage(rawValue: Int(symbol.scancode.rawValue)), characters: characters,
      charactersIgnoringModifiers: flags.contains(.shift) ? plain.uppercased() : plain,
      modifierFlags: flags)
  }
}
