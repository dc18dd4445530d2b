import Foundation
import Testing

/// A desktop app's text falls back to fonts that have the glyphs the system font lacks, and
/// asks for real weights; tests keep the pinned DejaVu faces (each in a process of its own: the
/// fonts are fixed once text is laid out).
@Suite struct DesktopFontTests {
  /// Whether fontconfig lists a font for Japanese (`fonts-droid-fallback`, which the README's
  /// set-up installs).
  static let hasJapaneseFont: Bool = {
    let listing = Process()
    listing.executableURL = URL(fileURLWithPath: "/usr/bin/fc-list")
    listing.arguments = [":lang=ja", "file"]
    let output = Pipe()
    listing.standardOutput = output
    guard (try? listing.run()) != nil else { return false }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    listing.waitUntilExit()
    return !data.isEmpty
  }()

  @Test(.enabled(if: hasJapaneseFont, "no Japanese font installed (fonts-droid-fallback)"))
  func desktopTextFallsBackWherePinnedTextDrawsBoxes() throws {
    let pinned = try #require(try ProbeRun.run("pinnedFonts").result)
    let desktop = try #require(try ProbeRun.run("desktopFonts").result)
    #expect(pinned.hasPrefix("missing=") && !pinned.hasPrefix("missing=0 "), "\(pinned)")
    // Japanese at least (three characters) is covered now; the other scripts depend on the
    // fonts installed.
    let pinnedMissing = Int(pinned.split(separator: " ")[0].dropFirst(8)) ?? 0
    let desktopMissing = Int(desktop.split(separator: " ")[0].dropFirst(8)) ?? 0
    #expect(desktopMissing + 3 <= pinnedMissing, "\(pinned) → \(desktop)")
    // The pinned system font draws semibold as bold; the desktop's asks for weight 600.
    #expect(pinned.hasSuffix("semibold=DejaVuSans-Bold bold=DejaVuSans-Bold"))
    #expect(desktop.hasSuffix("semibold=.SystemUI-Semibold bold=.SystemUI-Bold"))
    // `UIFont(name: font.fontName, size:)` finds both systems' fonts by their own names.
    #expect(pinned.contains("named=yes") && desktop.contains("named=yes"))
  }
}
