import CSDL2
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(Platform) import OpenUIKit
import Testing

@_spi(Platform) @testable import OpenUIKitSDL

/// Records touches and presses.
final class InputView: UIView {
  var log: [String] = []
  override var canBecomeFirstResponder: Bool { true }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches {
      let point = touch.location(in: self)
      log.append("began \(Int(point.x)),\(Int(point.y)) taps \(touch.tapCount)")
    }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches { log.append("moved \(Int(touch.location(in: self).x))") }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches { log.append("ended \(Int(touch.location(in: self).x))") }
  }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    for press in presses {
      guard let key = press.key else { continue }
      log.append("down \(key.keyCode.rawValue) \(key.characters) \(key.modifierFlags.rawValue)")
    }
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    for press in presses { log.append("up \(press.key?.characters ?? "")") }
  }
}

/// Layouts counted.
final class LayoutCountingView: UIView {
  var layouts = 0
  override func layoutSubviews() { layouts += 1 }
}

/// SDL's dummy video driver: real SDL windows, surfaces and event queue, no display.
@MainActor @Suite(.serialized) struct SDLHostTests {
  let host: SDLHost
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
  let view = InputView(frame: CGRect(x: 50, y: 20, width: 100, height: 80))

  init() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    // Not the desktop's session bus: its color scheme would change UIScreen.main under the tests.
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["XDG_RUNTIME_DIR"] = nil
    host = try SDLHost(environment: environment)
    window.backgroundColor = .white
    window.addSubview(view)
    window.makeKeyAndVisible()
    window.attach(to: host)
  }

  var windowID: UInt32 { host.binding(for: window)?.windowID ?? 0 }

  func push(_ event: SDL_Event) {
    var event = event
    #expect(SDL_PushEvent(&event) == 1)
  }

  func mouseButton(down: Bool, x: Int32, y: Int32, clicks: UInt8 = 1) -> SDL_Event {
    var event = SDL_Event()
    event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
    event.button.windowID = windowID
    event.button.button = UInt8(SDL_BUTTON_LEFT)
    event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
    event.button.clicks = clicks
    event.button.x = x
    event.button.y = y
    return event
  }

  func keyEvent(down: Bool, scancode: SDL_Scancode, sym: Int32, mod: UInt16 = 0) -> SDL_Event {
    var event = SDL_Event()
    event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
    event.key.windowID = windowID
    event.key.keysym.scancode = scancode
    event.key.keysym.sym = sym
    event.key.keysym.mod = mod
    return event
  }

  @Test func theWindowRendersIntoTheSurfaceAndPresentsOnlyTheDamage() throws {
    let binding = try #require(host.binding(for: window))
    let small = UIView(frame: CGRect(x: 10, y: 10, width: 8, height: 8))
    small.backgroundColor = .red
    window.addSubview(small)
    host.turn()
    #expect(binding.presentedFrames >= 1)
    let full = binding.presentedPixels
    #expect(full >= 200 * 120)
    small.backgroundColor = .blue
    host.turn()
    let damage = binding.presentedPixels - full
    #expect(damage > 0 && damage < 20 * 20)  // the 8x8 view, not the window
    let frames = binding.presentedFrames
    host.turn()
    #expect(binding.presentedFrames == frames)  // nothing changed: nothing presented
    // The pixels are in the surface SDL presents: blue at the small view.
    let surface = try #require(SDL_GetWindowSurface(binding.sdlWindow))
    let pixel = surface.pointee.pixels.load(
      fromByteOffset: 12 * Int(surface.pointee.pitch) + 12 * 4, as: UInt32.self)
    #expect(pixel & 0x00FF_FFFF == 0x0000_00FF || pixel & 0xFF > 0xE0)
  }

  /// Takes dropped files anywhere on the window.
  final class DropTarget: UIView, UIDropInteractionDelegate {
    var dropped: [String] = []
    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
    ) -> UIDropProposal { UIDropProposal(operation: .copy) }
    func dropInteraction(
      _ interaction: UIDropInteraction, performDrop session: any UIDropSession
    ) {
      dropped = session.items.compactMap(\.itemProvider.suggestedName)
    }
  }

  @Test func filesDroppedOnTheWindowReachItsDropInteraction() {
    let target = DropTarget(frame: window.bounds)
    target.addInteraction(UIDropInteraction(delegate: target))
    window.addSubview(target)
    func drop(_ type: SDL_EventType, _ path: String? = nil) {
      var event = SDL_Event()
      event.type = type.rawValue
      event.drop.windowID = windowID
      event.drop.file = path.flatMap { SDL_strdup($0) }  // the host frees it, as SDL asks
      push(event)
    }
    drop(SDL_DROPBEGIN)
    drop(SDL_DROPFILE, "/tmp/Report.pdf")
    drop(SDL_DROPFILE, "/tmp/Photo.jpeg")
    host.turn()
    #expect(target.dropped.isEmpty)  // nothing until the drop completes
    drop(SDL_DROPCOMPLETE)
    host.turn()
    #expect(target.dropped == ["Report", "Photo"])
  }

  @Test func mouseButtonsAndMotionBecomeTouchesWithSDLsClickCount() {
    push(mouseButton(down: true, x: 60, y: 30, clicks: 2))
    var motion = SDL_Event()
    motion.type = SDL_MOUSEMOTION.rawValue
    motion.motion.windowID = windowID
    motion.motion.x = 90
    motion.motion.y = 40
    push(motion)
    push(mouseButton(down: false, x: 95, y: 40))
    host.turn()
    #expect(view.log == ["began 10,10 taps 2", "moved 40", "ended 45"])
  }

  @Test func motionWithoutAButtonHoversAndSetsTheCursor() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    window.addSubview(field)
    func move(_ x: Int32, _ y: Int32) {
      var motion = SDL_Event()
      motion.type = SDL_MOUSEMOTION.rawValue
      motion.motion.windowID = windowID
      motion.motion.x = x
      motion.motion.y = y
      push(motion)
      host.turn()
    }
    move(10, 10)
    #expect(view.log.isEmpty)  // hovering is no touch
    #expect(window.pointerCursor == .iBeam)
    #expect(host.shownCursor == .iBeam)
    move(100, 60)
    #expect(host.shownCursor == .arrow)
    move(10, 10)
    var leave = SDL_Event()
    leave.type = SDL_WINDOWEVENT.rawValue
    leave.window.windowID = windowID
    leave.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
    push(leave)
    host.turn()
    #expect(host.shownCursor == .arrow)  // the pointer left the window
  }

  @Test func aWindowAtAForcedScaleOpensNoLargerThanTheScreen() throws {
    #expect(
      SDLWindowBinding.windowSize(
        for: CGSize(width: 1040, height: 600), factor: 2, usable: CGSize(width: 1600, height: 1200))
        == (1600, 1200))
    #expect(
      SDLWindowBinding.windowSize(
        for: CGSize(width: 300, height: 200), factor: 2, usable: CGSize(width: 1600, height: 1200))
        == (600, 400))
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["OPENUIKIT_SCALE"] = "2"
    let scaled = try SDLHost(environment: environment)
    let big = UIWindow(frame: CGRect(x: 0, y: 0, width: 1040, height: 600))
    big.makeKeyAndVisible()
    defer { big.isHidden = true }
    big.attach(to: scaled)
    var display = SDL_Rect()
    #expect(SDL_GetDisplayUsableBounds(0, &display) == 0)
    // The dummy driver's display is 1024 × 768: the window fits it, in points at scale 2.
    #expect(
      big.bounds.width * 2 <= CGFloat(display.w) && big.bounds.height * 2 <= CGFloat(display.h))
    #expect(big.screen.scale == 2)
  }

  @Test func theTitleBarFollowsTheFrontControllersTitleWhenNoneIsSet() throws {
    let binding = try #require(host.binding(for: window))
    let inbox = UIViewController()
    inbox.title = "Inbox"
    let navigation = UINavigationController(rootViewController: inbox)
    window.rootViewController = navigation
    host.turn()
    #expect(String(cString: SDL_GetWindowTitle(binding.sdlWindow)) == "Inbox")
    let message = UIViewController()
    message.navigationItem.title = "Re: lunch"
    navigation.pushViewController(message, animated: false)
    host.turn()
    #expect(String(cString: SDL_GetWindowTitle(binding.sdlWindow)) == "Re: lunch")
    window.title = "Mail"  // a title set on the window wins
    host.turn()
    #expect(String(cString: SDL_GetWindowTitle(binding.sdlWindow)) == "Mail")
  }

  @Test func aClickQueuedFromAnotherThreadIsTouchedInTheNextTurn() async throws {
    let id = try #require(host.windowID(of: window))
    #expect(id == windowID)
    #expect(host.windowID(of: UIWindow(frame: .zero)) == nil)
    // Queued from another thread, as PresentBenchmark's clicks are; SDL's queue is thread-safe.
    await Task.detached { SDLHost.queueClick(at: CGPoint(x: 70, y: 45), inWindow: id) }.value
    host.turn()
    #expect(view.log == ["began 20,25 taps 1", "ended 20"])
  }

  @Test func keysBecomePressesWithHIDCodesCharactersAndModifiers() {
    view.becomeFirstResponder()
    push(keyEvent(down: true, scancode: SDL_SCANCODE_A, sym: 97, mod: 0x0001))  // shift
    push(keyEvent(down: false, scancode: SDL_SCANCODE_A, sym: 97, mod: 0x0001))
    push(keyEvent(down: true, scancode: SDL_SCANCODE_RETURN, sym: 13))
    host.turn()
    #expect(
      view.log == [
        "down 4 A \(UIKeyModifierFlags.shift.rawValue)", "up A",
        "down \(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue)  0",
      ])
  }

  @Test func controlShiftDTogglesTheKeyWindowsStyleUnlessTurnedOff() {
    window.makeKey()
    let before = window.traitCollection.userInterfaceStyle
    push(keyEvent(down: true, scancode: SDL_SCANCODE_D, sym: 100, mod: 0x0041))  // ctrl+shift
    host.turn()
    #expect(window.traitCollection.userInterfaceStyle != before)
    host.togglesAppearanceWithKey = false
    view.becomeFirstResponder()
    push(keyEvent(down: true, scancode: SDL_SCANCODE_D, sym: 100, mod: 0x0041))
    host.turn()
    #expect(window.traitCollection.userInterfaceStyle != before)  // unchanged
    #expect(view.log.count == 1)  // delivered as a key instead
  }

  @Test func aResizeChangesTheWindowsBoundsAndLaysItOut() throws {
    let content = LayoutCountingView(frame: window.bounds)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(content)
    host.turn()
    let layouts = content.layouts
    let binding = try #require(host.binding(for: window))
    SDL_SetWindowSize(binding.sdlWindow, 320, 240)
    var event = SDL_Event()
    event.type = SDL_WINDOWEVENT.rawValue
    event.window.windowID = binding.windowID
    event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
    push(event)
    host.turn()
    #expect(window.bounds.size == CGSize(width: 320, height: 240))
    #expect(content.bounds.size == CGSize(width: 320, height: 240))
    #expect(content.layouts == layouts + 1)
    #expect(window.renderer?.pixelWidth == 320)
  }

  @Test func runningDisplayLinksFireInTheHostsTurns() {
    var frames = 0
    let link = CADisplayLink { _ in frames += 1 }
    link.add(to: .main, forMode: .common)
    let start = CACurrentMediaTime()
    // Bounded by turns too: a test's virtual clock left installed must not make this spin forever.
    var turns = 0
    while CACurrentMediaTime() - start < 0.2, turns < 1_000 {
      host.turn()
      usleep(2_000)
      turns += 1
    }
    link.invalidate()
    // About 12 frames at 60 Hz (the dummy display's rate, or 60); never more than one a turn.
    #expect(frames >= 6 && frames <= 16, "\(frames) frames in 0.2 s")
    let after = frames
    host.turn()
    #expect(frames == after)
  }

  @Test func sdlTextInputGoesToTheFirstResponderThatTakesText() {
    final class Field: UIView, UIKeyInput {
      var text = ""
      override var canBecomeFirstResponder: Bool { true }
      var hasText: Bool { !text.isEmpty }
      func insertText(_ text: String) { self.text += text }
      func deleteBackward() { text.removeLast() }
    }
    let field = Field(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    window.addSubview(field)
    field.becomeFirstResponder()
    var event = SDL_Event()
    event.type = SDL_TEXTINPUT.rawValue
    event.text.windowID = windowID
    withUnsafeMutableBytes(of: &event.text.text) { buffer in
      for (index, byte) in "Zoë".utf8.enumerated() { buffer[index] = byte }
    }
    push(event)
    host.turn()
    #expect(field.text == "Zoë")
  }

  @Test func aTextFieldCopiesAndPastesThroughSDLsClipboard() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    window.addSubview(field)
    field.becomeFirstResponder()
    var event = SDL_Event()
    event.type = SDL_TEXTINPUT.rawValue
    event.text.windowID = windowID
    withUnsafeMutableBytes(of: &event.text.text) { buffer in
      for (index, byte) in "copy me".utf8.enumerated() { buffer[index] = byte }
    }
    push(event)
    // Ctrl+A, Ctrl+C (scancodes 4 and 6; KMOD_LCTRL 0x0040).
    for (scancode, sym) in [(SDL_SCANCODE_A, Int32(97)), (SDL_SCANCODE_C, Int32(99))] {
      push(keyEvent(down: true, scancode: scancode, sym: sym, mod: 0x0040))
      push(keyEvent(down: false, scancode: scancode, sym: sym, mod: 0x0040))
    }
    host.turn()
    #expect(field.text == "copy me")
    let clipboard = SDL_GetClipboardText()
    defer { SDL_free(clipboard) }
    #expect(clipboard.map { String(cString: $0) } == "copy me")
    // Whatever another application put on the clipboard is pasted.
    SDL_SetClipboardText(" and paste")
    push(keyEvent(down: true, scancode: SDL_SCANCODE_END, sym: 0x4000_004D))
    push(keyEvent(down: true, scancode: SDL_SCANCODE_V, sym: 118, mod: 0x0080))
    host.turn()
    #expect(field.text == "copy me and paste")
    #expect(UIPasteboard.general.string == " and paste")
  }

  @Test func theWheelScrollsThroughAPanThatAllowsIt() {
    @MainActor final class Scroller {
      var translations: [CGPoint] = []
      func panned(_ pan: UIPanGestureRecognizer) {
        if pan.state == .ended { translations.append(pan.translation(in: nil)) }
      }
    }
    let scroller = Scroller()
    let pan = UIPanGestureRecognizer(target: scroller, action: Scroller.panned)
    pan.allowedScrollTypesMask = .all
    view.addGestureRecognizer(pan)
    var event = SDL_Event()
    event.type = SDL_MOUSEWHEEL.rawValue
    event.wheel.windowID = windowID
    event.wheel.y = 1
    event.wheel.preciseY = 1
    event.wheel.mouseX = 60
    event.wheel.mouseY = 30
    push(event)
    event.wheel.mouseX = 5  // outside the view: no pan there
    push(event)
    host.turn()
    // One notch up: the content moves down 40 points.
    #expect(scroller.translations == [CGPoint(x: 0, y: 40)])
    // With Shift the wheel scrolls sideways: up moves the content right (scrolls left).
    SDL_SetModState(KMOD_SHIFT)
    defer { SDL_SetModState(KMOD_NONE) }
    event.wheel.mouseX = 60
    push(event)
    host.turn()
    #expect(scroller.translations.last == CGPoint(x: 40, y: 0))
  }

  @Test func sdlClicksAndDragsDriveControlsAndGestureRecognizers() {
    @MainActor final class Log {
      var entries: [String] = []
      func panned(_ pan: UIPanGestureRecognizer) {
        entries.append("pan \(pan.state.rawValue) \(Int(pan.translation(in: nil).x))")
      }
    }
    let log = Log()
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    window.addSubview(control)
    control.addAction(UIAction { _ in log.entries.append("touchUpInside") }, for: .touchUpInside)
    view.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: Log.panned))
    push(mouseButton(down: true, x: 10, y: 10))
    push(mouseButton(down: false, x: 12, y: 10))
    push(mouseButton(down: true, x: 60, y: 30))
    for x: Int32 in [75, 90] {
      var motion = SDL_Event()
      motion.type = SDL_MOUSEMOTION.rawValue
      motion.motion.windowID = windowID
      motion.motion.x = x
      motion.motion.y = 30
      push(motion)
    }
    push(mouseButton(down: false, x: 90, y: 30))
    host.turn()
    #expect(log.entries == ["touchUpInside", "pan 1 15", "pan 2 30", "pan 3 30"])
  }
}
