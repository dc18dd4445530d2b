import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenText
import OpenUIKit

/// The fonts a process starts with, which cannot change once text is laid out.
///
/// Each probe runs in its own process (`DesktopFontTests`) and answers how many characters of a line in
/// Japanese, Arabic, Hebrew and Devanagari the system font cannot draw, and the system font's
/// names at semibold and bold.
enum FontProbes {
  static let sample = "日本語 العربية עברית हिन्दी 😀"

  static let all: [String: @MainActor () -> String] = [
    "pinnedFonts": { report() },
    "desktopFonts": {
      guard DesktopFonts.turnOn() else { return "too late" }
      return report()
    },
  ]

  @MainActor static func report() -> String {
    let font = UIFont.systemFont(ofSize: 17)
    let missing = DesktopFonts.unknownGlyphCount(in: sample, fontName: font.fontName)
    let semibold = UIFont.systemFont(ofSize: 17, weight: .semibold).fontName
    let bold = UIFont.systemFont(ofSize: 17, weight: .bold).fontName
    let named = UIFont(name: semibold, size: 20) != nil ? "yes" : "no"
    return "missing=\(missing) named=\(named) semibold=\(semibold) bold=\(bold)"
  }
}
