import Foundation
import Testing

/// A desktop app's text falls back to fonts that have the glyphs the system font lacks, and
/// asks for real weights; tests keep the pinned DejaVu faces (each in a process of its own: the
/// fonts are fixed once text is laid out).
@Suite struct DesktopFontTests {
  /// Whether fontconfig lists a font matching `pattern` (`fc-list PATTERN file`).
  static func fontListed(_ pattern: String) -> Bool {
    let listing = Process()
    listing.executableURL = URL(fileURLWithPath: "/usr/bin/fc-list")
    listing.arguments = [pattern, "file"]
    let output = Pipe()
    listing.standardOutput = output
    guard (try? listing.run()) != nil else { return false }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    listing.waitUntilExit()
    return !data.isEmpty
  }

  /// Whether fontconfig lists a font for Japanese (`fonts-droid-fallback`, which the README's
  /// set-up installs).
  static let hasJapaneseFont = fontListed(":lang=ja")

  /// Whether the other fonts the set-up installs are there: Devanagari and color emoji.
  static let hasInstalledFonts = fontListed(":lang=hi") && fontListed("Noto Color Emoji")

  @Test(.enabled(if: hasJapaneseFont, "no Japanese font installed (fonts-droid-fallback)"))
  func desktopTextFallsBackWherePinnedTextDrawsBoxes() throws {
    let pinned = try #require(try ProbeRun.run("pinnedFonts").result)
    let desktop = try #require(try ProbeRun.run("desktopFonts").result)
    #expect(pinned.hasPrefix("missing=") && !pinned.hasPrefix("missing=0 "), "\(pinned)")
    // Japanese at least (three characters) is covered; with the fonts the set-up installs
    // (fonts-droid-fallback, fonts-lohit-deva, fonts-noto-color-emoji and DejaVu's Arabic and
    // Hebrew) every character of the sample, the emoji too, has a glyph.
    let pinnedMissing = Int(pinned.split(separator: " ")[0].dropFirst(8)) ?? 0
    let desktopMissing = Int(desktop.split(separator: " ")[0].dropFirst(8)) ?? 0
    #expect(desktopMissing + 3 <= pinnedMissing, "\(pinned) → \(desktop)")
    if Self.hasInstalledFonts {
      #expect(desktopMissing == 0, "\(desktop)")
    }
    // The pinned system font draws semibold as bold; the desktop's asks for weight 600.
    #expect(pinned.hasSuffix("semibold=DejaVuSans-Bold bold=DejaVuSans-Bold"))
    #expect(desktop.hasSuffix("semibold=.SystemUI-Semibold bold=.SystemUI-Bold"))
    // `UIFont(name: font.fontName, size:)` finds both systems' fonts by their own names.
    #expect(pinned.contains("named=yes") && desktop.contains("named=yes"))
  }
}
