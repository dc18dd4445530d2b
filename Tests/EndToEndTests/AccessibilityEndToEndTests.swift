import Foundation
import Testing

/// The gallery read and driven by a screen reader's library over the real accessibility bus:
/// `dbus-run-session` with at-spi2-core's bus launcher, the gallery in Xvfb, and Debian's
/// `python3-pyatspi` finding controls by role and name, reading values, pressing a button,
/// moving a slider and flipping a switch through AT-SPI actions, counting a table's rows, and
/// reading and typing into a text field through `Text` and `EditableText`
/// (`Fixtures/atspi-probe.py`).
///
/// Skipped, with a message, when one of those programs is not installed.
@Suite struct AccessibilityEndToEndTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static let missing: String? = {
    let programs = [
      "/usr/bin/dbus-run-session", "/usr/libexec/at-spi-bus-launcher", "/usr/bin/python3",
      "/usr/bin/setsid",
    ]
    if let absent = programs.first(where: { !FileManager.default.isExecutableFile(atPath: $0) }) {
      return absent
    }
    if GalleryEndToEndTests.xvfb == nil { return "Xvfb" }
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    check.arguments = ["-c", "import pyatspi"]
    check.standardError = FileHandle.nullDevice
    guard (try? check.run()) != nil else { return "python3" }
    check.waitUntilExit()
    return check.terminationStatus == 0 ? nil : "python3-pyatspi"
  }()

  @Test(.enabled(if: missing == nil, "\(missing ?? "") is not installed: skipping the AT-SPI test"))
  func aScreenReaderFindsReadsAndDrivesTheGallery() throws {
    let gallery = GalleryEndToEndTests.gallery
    try #require(
      FileManager.default.isExecutableFile(atPath: gallery.path),
      "build the Gallery first: swift build --build-tests")
    let findingsFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("openuikit-atspi-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: findingsFile) }
    let session = Process()
    session.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
    session.arguments = [
      "--", "/usr/bin/setsid", "--wait",
      Self.fixtures.appendingPathComponent("atspi-session.sh").path, gallery.path,
      Self.fixtures.appendingPathComponent("atspi-probe.py").path,
      "\(150 + Int.random(in: 0..<60))", findingsFile.path,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["DBUS_SESSION_BUS_ADDRESS"] = nil
    environment["AT_SPI_BUS_ADDRESS"] = nil
    session.environment = environment
    session.standardOutput = FileHandle.nullDevice
    session.standardError = FileHandle.nullDevice
    try session.run()
    session.waitUntilExit()
    let text = (try? String(contentsOf: findingsFile, encoding: .utf8)) ?? ""
    var findings: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      findings[String(line[..<colon])] = String(line[line.index(after: colon)...])
        .trimmingCharacters(in: .whitespaces)
    }
    #expect(findings["application"] == "Gallery", "\(text)")
    #expect(findings["window"] == "frame OpenUIKit Gallery")
    #expect(findings["dark mode button"] == "found")
    #expect(findings["table rows"] == "15", "the gallery lists fifteen screens")
    #expect(findings["window after click"] == "Controls")
    #expect(findings["slider"] == "0.35 in 0…1")
    #expect(findings["slider after increment"] == "0.45")
    #expect(findings["progress after increment"] == "0.45")
    #expect(findings["counter"] == "Pressed 1 time")
    #expect(findings["switch checked"] == "False")
    #expect(findings["switch checked after click"] == "True")
    #expect(findings["switch extents"] == "51x31")
    #expect(findings["field text"] == "Clear me")
    #expect(findings["second word"] == "me")
    #expect(findings["field text after insert"] == "Clear me now")
    #expect(
      findings["text event"] == "object:text-changed:insert 8  now", "Orca echoes typing by it")
    #expect(findings["done"] == "yes")
  }
}
