import CX11
import Foundation
import Testing

/// The demo gallery in a real X server (Xvfb): open it, click the list's "Dark mode" bar button as
/// a user would, and see the window's pixels go from light to dark.
///
/// Skipped, with a message, when Xvfb is not installed. The click is the pointer moved into the
/// window (`XWarpPointer`, real motion and enter events) and a button press and release sent to
/// it; the pixels are read back from the server (`XGetImage`).
@Suite struct GalleryEndToEndTests {
  static let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The Gallery executable beside the test bundle (`swift build --build-tests` builds it).
  static var gallery: URL { executable(named: "Gallery") }

  /// A product of this package beside the test bundle.
  static func executable(named name: String) -> URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent(name)
  }

  @Test(.enabled(if: xvfb != nil, "Xvfb is not installed: skipping the end-to-end test"))
  func clickingTheToggleButtonTurnsTheWindowDark() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.gallery.path),
      "build the Gallery first: swift build --build-tests")
    let number = 90 + Int.random(in: 0..<60)
    let server = try Self.startServer(number: number, screen: "1024x768x24")
    defer { Self.kill(server) }
    let display = try #require(Self.waitFor(seconds: 10) { XOpenDisplay(":\(number)") })
    defer { XCloseDisplay(display) }
    let app = try Self.launch(Self.gallery, onDisplay: number)
    defer { Self.kill(app) }

    let window = try #require(
      Self.waitFor(seconds: 20) { Self.findWindow(named: "OpenUIKit Gallery", on: display) },
      "the gallery's window did not appear")
    // A spot of the navigation bar left of its title: transparent at the scroll edge over the
    // grouped background, systemGroupedBackground (242, 242, 247) in light mode, black in dark.
    let background = try #require(
      Self.waitFor(seconds: 10) {
        Self.pixel(of: window, x: 200, y: 22, on: display).flatMap { $0 == 0xF2_F2F7 ? $0 : nil }
      }, "the window never showed its light background")
    #expect(background == 0xF2_F2F7)
    Self.click(window, x: 985, y: 22, on: display)  // the list's "Dark mode" bar button
    let dark = Self.waitFor(seconds: 10) {
      Self.pixel(of: window, x: 200, y: 22, on: display).flatMap { $0 == 0 ? $0 : nil }
    }
    #expect(dark == 0, "the window did not turn dark after the click")
  }

  /// Starts Xvfb as display `number` with one screen of `screen` (such as "1024x768x24").
  static func startServer(number: Int, screen: String) throws -> Process {
    let server = Process()
    server.executableURL = URL(fileURLWithPath: xvfb ?? "/usr/bin/Xvfb")
    server.arguments = [":\(number)", "-screen", "0", screen, "-nolisten", "tcp"]
    server.standardOutput = FileHandle.nullDevice
    server.standardError = FileHandle.nullDevice
    try server.run()
    return server
  }

  /// Starts `executable` on display `number`, in light mode at the display's scale.
  static func launch(_ executable: URL, onDisplay number: Int) throws -> Process {
    let app = Process()
    app.executableURL = executable
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = ":\(number)"
    environment["OPENUIKIT_APPEARANCE"] = "light"
    environment["OPENUIKIT_SCALE"] = nil
    app.environment = environment
    app.standardOutput = FileHandle.nullDevice
    app.standardError = FileHandle.nullDevice
    try app.run()
    return app
  }

  /// SIGKILL: the test runner's blocked SIGTERM is inherited by the processes it starts.
  static func kill(_ process: Process) {
    guard process.isRunning else { return }
    Foundation.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// Runs the gallery headless (light and dark frames and trees of every screen into `output`)
  /// and returns it once it ended, or was killed after 60 s.
  static func runHeadlessGallery(writingTo output: URL) throws -> Process {
    let app = Process()
    app.executableURL = gallery
    app.arguments = [output.path]
    var environment = ProcessInfo.processInfo.environment
    environment["OPENUIKIT_HEADLESS"] = "1"
    environment["OPENUIKIT_LAYOUT_DIRECTION"] = nil
    app.environment = environment
    app.standardOutput = FileHandle.nullDevice
    app.standardError = FileHandle.nullDevice
    try app.run()
    let deadline = Date() + 60
    while app.isRunning && Date() < deadline { usleep(50_000) }
    if app.isRunning { kill(app) }
    return app
  }

  static func waitFor<Value>(seconds: Double, _ probe: () -> Value?) -> Value? {
    let deadline = Date() + seconds
    while Date() < deadline {
      if let value = probe() { return value }
      usleep(100_000)
    }
    return nil
  }

  static func findWindow(named name: String, on display: OpaquePointer) -> Window? {
    func search(_ window: Window) -> Window? {
      var title: UnsafeMutablePointer<CChar>?
      if XFetchName(display, window, &title) != 0, let title {
        defer { XFree(title) }
        if String(cString: title) == name { return window }
      }
      var root: Window = 0
      var parent: Window = 0
      var children: UnsafeMutablePointer<Window>?
      var count: UInt32 = 0
      guard XQueryTree(display, window, &root, &parent, &children, &count) != 0, let children
      else { return nil }
      defer { XFree(children) }
      for index in 0..<Int(count) {
        if let found = search(children[index]) { return found }
      }
      return nil
    }
    return search(XDefaultRootWindow(display))
  }

  /// The pixel's 0xRRGGBB, read from the server.
  static func pixel(of window: Window, x: Int32, y: Int32, on display: OpaquePointer) -> UInt? {
    guard let image = XGetImage(display, window, x, y, 1, 1, ~0, ZPixmap) else { return nil }
    defer { _ = image.pointee.f.destroy_image(image) }
    return image.pointee.f.get_pixel(image, 0, 0) & 0xFF_FFFF
  }

  static func click(_ window: Window, x: Int32, y: Int32, on display: OpaquePointer) {
    XWarpPointer(display, 0, window, 0, 0, 0, 0, x, y)
    XFlush(display)
    usleep(200_000)
    for press in [true, false] {
      var event = XEvent()
      event.xbutton.type = press ? ButtonPress : ButtonRelease
      event.xbutton.display = display
      event.xbutton.window = window
      event.xbutton.root = XDefaultRootWindow(display)
      event.xbutton.x = x
      event.xbutton.y = y
      event.xbutton.button = UInt32(Button1)
      event.xbutton.same_screen = 1
      event.xbutton.state = press ? 0 : UInt32(Button1Mask)
      XSendEvent(display, window, 1, press ? ButtonPressMask : ButtonReleaseMask, &event)
      XFlush(display)
      usleep(100_000)
    }
  }
}

/// The gallery without a display: the headless host's run loop runs the main-queue block, the
/// task and the timer that write the light and dark frames of the list and of every screen, then
/// the application ends.
@Suite struct HeadlessGalleryTests {
  /// `DISPLAY= Scripts/gallery`: a display variable set but empty is no display, so the gallery
  /// runs headless and ends (it used to open an SDL window nowhere and run on).
  @Test func anEmptyDisplayVariableRunsHeadless() throws {
    try #require(FileManager.default.isExecutableFile(atPath: GalleryEndToEndTests.gallery.path))
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "openuikit-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let app = Process()
    app.executableURL = GalleryEndToEndTests.gallery
    app.arguments = [output.path]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = ""
    environment["WAYLAND_DISPLAY"] = ""
    environment["OPENUIKIT_HEADLESS"] = nil
    app.environment = environment
    app.standardOutput = FileHandle.nullDevice
    app.standardError = FileHandle.nullDevice
    try app.run()
    let ended = GalleryEndToEndTests.waitFor(seconds: 60) { app.isRunning ? nil : true }
    if ended == nil { GalleryEndToEndTests.kill(app) }
    #expect(ended == true, "still running after 60 s")
    #expect(
      FileManager.default.fileExists(
        atPath: output.appendingPathComponent("gallery-light.png").path))
  }

  @Test func withoutADisplayTheGalleryWritesLightAndDarkFramesAndEnds() throws {
    try #require(FileManager.default.isExecutableFile(atPath: GalleryEndToEndTests.gallery.path))
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "openuikit-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let app = Process()
    app.executableURL = GalleryEndToEndTests.gallery
    app.arguments = [output.path]
    var environment = ProcessInfo.processInfo.environment
    environment["OPENUIKIT_HEADLESS"] = "1"
    app.environment = environment
    let log = Pipe()
    app.standardOutput = log
    app.standardError = FileHandle.nullDevice
    try app.run()
    let deadline = Date() + 60
    while app.isRunning && Date() < deadline { usleep(50_000) }
    if app.isRunning { GalleryEndToEndTests.kill(app) }
    #expect(app.terminationStatus == 0)
    let printed = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(printed.contains("gallery-light.png") && printed.contains("gallery-dark.png"))
    // One pair per screen: the cards scene and every seed.
    for screen in ["cards", "seed000", "seed001", "seed002", "seed003", "seed004"] {
      #expect(printed.contains("gallery-\(screen)-light.png"), "no light frame of \(screen)")
      #expect(printed.contains("gallery-\(screen)-dark.png"), "no dark frame of \(screen)")
    }
    let light = try Data(contentsOf: output.appendingPathComponent("gallery-light.png"))
    let dark = try Data(contentsOf: output.appendingPathComponent("gallery-dark.png"))
    #expect(light.count > 1000 && dark.count > 1000 && light != dark)
  }
}
