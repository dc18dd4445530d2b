import CX11
import Foundation
import Testing

/// Ctrl+C in the terminal (SIGINT) and SIGTERM quit an idle desktop app at once, through its
/// normal end (`UIApplication.main` returns and exits with status 0), instead of waiting in SDL's
/// queue until the mouse moves.
@Suite struct SignalQuitEndToEndTests {
  @Test(
    .enabled(
      if: GalleryEndToEndTests.xvfb != nil, "Xvfb is not installed: skipping the end-to-end test"),
    arguments: [SIGINT, SIGTERM])
  func aSignalQuitsTheIdleGalleryCleanly(signal: Int32) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: GalleryEndToEndTests.gallery.path),
      "build the Gallery first: swift build --build-tests")
    let number = 210 + Int.random(in: 0..<40)
    let server = try GalleryEndToEndTests.startServer(number: number, screen: "1280x1024x24")
    defer { GalleryEndToEndTests.kill(server) }
    let display = try #require(
      GalleryEndToEndTests.waitFor(seconds: 10) { XOpenDisplay(":\(number)") })
    defer { XCloseDisplay(display) }
    let app = try GalleryEndToEndTests.launch(GalleryEndToEndTests.gallery, onDisplay: number)
    defer { GalleryEndToEndTests.kill(app) }
    _ = try #require(
      GalleryEndToEndTests.waitFor(seconds: 20) {
        GalleryEndToEndTests.findWindow(named: "OpenUIKit Gallery", on: display)
      }, "the gallery's window did not appear")
    usleep(1_000_000)  // idle: asleep in the run loop, nothing moving
    #expect(app.isRunning)

    kill(app.processIdentifier, signal)
    let quit = GalleryEndToEndTests.waitFor(seconds: 5) { app.isRunning ? nil : true }
    #expect(quit == true, "the gallery was still running 5 s after signal \(signal)")
    guard quit == true else { return }
    #expect(app.terminationReason == .exit, "killed by the signal instead of quitting")
    #expect(app.terminationStatus == 0)
  }
}
