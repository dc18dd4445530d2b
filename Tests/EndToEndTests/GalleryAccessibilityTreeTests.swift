import Foundation
import Testing

/// Every gallery screen's accessibility tree, light and dark, as the headless gallery writes it
/// (`gallery-<screen>-<style>.a11y.txt`), compared with the references in
/// `Snapshots/Accessibility/`: roles, names, values, states and actions, as a screen reader
/// receives them.
///
/// A missing reference, or `RECORD_SNAPSHOTS=1`, records it and fails, so that a new reference is
/// read before it is accepted.
@Suite struct GalleryAccessibilityTreeTests {
  static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots/Accessibility")

  @Test func everyScreensTreeMatchesItsReference() throws {
    try #require(FileManager.default.isExecutableFile(atPath: GalleryEndToEndTests.gallery.path))
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "openuikit-gallery-a11y-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let app = try GalleryEndToEndTests.runHeadlessGallery(writingTo: output)
    #expect(app.terminationStatus == 0)
    let dumps = try FileManager.default.contentsOfDirectory(atPath: output.path)
      .filter { $0.hasSuffix(".a11y.txt") }.sorted()
    // The list and every screen, light and dark.
    #expect(dumps.count >= 2 * 10, "\(dumps)")
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    for name in dumps {
      let actual = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
      let reference = Self.references.appendingPathComponent(
        name.replacingOccurrences(of: ".a11y.txt", with: ".txt"))
      if record || !FileManager.default.fileExists(atPath: reference.path) {
        try FileManager.default.createDirectory(
          at: Self.references, withIntermediateDirectories: true)
        try actual.write(to: reference, atomically: true, encoding: .utf8)
        Issue.record("recorded \(reference.path): read it, then run the tests again")
        continue
      }
      let expected = try String(contentsOf: reference, encoding: .utf8)
      #expect(actual == expected, "\(name) differs from \(reference.lastPathComponent)")
    }
    // Dark mode changes colours, not what a screen reader hears.
    for light in dumps where light.contains("-light.") {
      let dark = light.replacingOccurrences(of: "-light.", with: "-dark.")
      let lightText = try String(contentsOf: output.appendingPathComponent(light), encoding: .utf8)
      let darkText = try? String(contentsOf: output.appendingPathComponent(dark), encoding: .utf8)
      #expect(lightText == darkText, "\(light) and \(dark) differ")
    }
  }
}
