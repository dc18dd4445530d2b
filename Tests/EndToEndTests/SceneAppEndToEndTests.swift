import CX11
import Foundation
import Testing

/// The two-file iOS app of `Demos/SceneApp` (Xcode's scene template, only the import changed):
/// `@main` on the application delegate starts it, the `SceneDelegate` class is found by its name
/// and makes the window, and the window's title bar shows the scene's title.
@Suite struct SceneAppEndToEndTests {
  static var sceneApp: URL { GalleryEndToEndTests.executable(named: "SceneApp") }

  @Test(
    .enabled(
      if: GalleryEndToEndTests.xvfb != nil, "Xvfb is not installed: skipping the end-to-end test"))
  func withADisplayTheAppOpensAWindowTitledByItsScene() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.sceneApp.path),
      "build the demos first: swift build --build-tests")
    let number = 150 + Int.random(in: 0..<60)
    let server = try GalleryEndToEndTests.startServer(number: number, screen: "1280x1024x24")
    defer { GalleryEndToEndTests.kill(server) }
    let display = try #require(
      GalleryEndToEndTests.waitFor(seconds: 10) { XOpenDisplay(":\(number)") })
    defer { XCloseDisplay(display) }
    let app = try GalleryEndToEndTests.launch(Self.sceneApp, onDisplay: number)
    defer { GalleryEndToEndTests.kill(app) }

    let window = try #require(
      GalleryEndToEndTests.waitFor(seconds: 20) {
        GalleryEndToEndTests.findWindow(named: "Notes", on: display)
      }, "no window titled by the scene appeared")
    // The first row of the inset-grouped table: a white cell on the grouped gray background.
    let cell = GalleryEndToEndTests.waitFor(seconds: 10) {
      GalleryEndToEndTests.pixel(of: window, x: 500, y: 90, on: display).flatMap {
        $0 == 0xFF_FFFF ? $0 : nil
      }
    }
    #expect(cell == 0xFF_FFFF, "the table's first cell is not drawn")
    let background = GalleryEndToEndTests.pixel(of: window, x: 500, y: 600, on: display)
    #expect(background != nil && background != 0xFF_FFFF)
  }

  @Test func withoutADisplayItRunsHeadlessAndWritesItsWindow() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.sceneApp.path))
    let run = try Self.runHeadless(Self.sceneApp, environment: ["OPENUIKIT_HEADLESS": "1"])
    #expect(run.status == 0)
    #expect(run.frame.count > 1000)
  }

  /// `Demos/SceneAppHeadless` is the same two files without the OpenUIKitSDL dependency: with a
  /// display there, it still runs headless, and says so.
  @Test func withoutTheSDLProductTheSameSourcesRunHeadlessEvenWithADisplay() throws {
    let executable = GalleryEndToEndTests.executable(named: "SceneAppHeadless")
    try #require(
      FileManager.default.isExecutableFile(atPath: executable.path),
      "build the demos first: swift build --build-tests")
    var server: Process?
    var environment = ["DISPLAY": ""]
    if GalleryEndToEndTests.xvfb != nil {
      let number = 150 + Int.random(in: 0..<60)
      server = try GalleryEndToEndTests.startServer(number: number, screen: "1024x768x24")
      environment["DISPLAY"] = ":\(number)"
    }
    defer { server.map(GalleryEndToEndTests.kill) }
    let run = try Self.runHeadless(executable, environment: environment)
    #expect(run.status == 0)
    #expect(run.standardError.contains("running headless"), "\(run.standardError)")
    #expect(run.frame.count > 1000)
  }

  /// Runs `executable` until it exits (at most a minute) with `OPENUIKIT_HEADLESS_OUTPUT` set and
  /// `environment` added; answers its exit status, standard error and first window's frame.
  static func runHeadless(
    _ executable: URL, environment extra: [String: String]
  ) throws -> (status: Int32, standardError: String, frame: Data) {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "openuikit-sceneapp-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let app = Process()
    app.executableURL = executable
    var environment = ProcessInfo.processInfo.environment
    environment["OPENUIKIT_HEADLESS_OUTPUT"] = output.path
    environment.merge(extra) { $1 }
    app.environment = environment
    // Standard error into a file, not a pipe: a pipe is read to its end only once the app exits,
    // and one that hangs would hang the test.
    let errorsURL = output.appendingPathExtension("stderr")
    defer { try? FileManager.default.removeItem(at: errorsURL) }
    try Data().write(to: errorsURL)
    app.standardOutput = FileHandle.nullDevice
    app.standardError = try FileHandle(forWritingTo: errorsURL)
    try app.run()
    let deadline = Date() + 60
    while app.isRunning && Date() < deadline { usleep(50_000) }
    if app.isRunning { GalleryEndToEndTests.kill(app) }
    let frame = (try? Data(contentsOf: output.appendingPathComponent("window-1.png"))) ?? Data()
    let errors = (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
    return (app.terminationStatus, errors, frame)
  }
}
