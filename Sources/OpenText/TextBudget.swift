import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// How much text one layout takes: the work Pango does grows with the length and, within a
/// cluster, faster than linearly (one base letter with 50,000 combining marks took 15 s).
///
/// Text beyond the budget is cut, with one diagnostic per text (Docs/OpenQuartzCore.md).
enum TextBudget {
  /// The most UTF-16 code units laid out: 65,536 (what `NSString` counts).
  static let maximumLength = 65536

  /// The most combining marks after one base character: 30, Unicode's stream-safe text format
  /// (UAX #15), which no natural text exceeds.
  static let maximumCombiningMarks = 30

  /// `text` within the budget: runs of more than ``maximumCombiningMarks`` combining marks are cut
  /// to that many, and the text to ``maximumLength``.
  static func fitted(_ text: String) -> String {
    // Fast path: short text without long mark runs, checked without building a new string.
    if text.utf16.count <= maximumLength, !hasLongMarkRun(text) { return text }
    var scalars = String.UnicodeScalarView()
    var marks = 0
    var length = 0
    var cut = false
    for scalar in text.unicodeScalars {
      if scalar.properties.canonicalCombiningClass != .notReordered {
        marks += 1
        if marks > maximumCombiningMarks {
          cut = true
          continue
        }
      } else {
        marks = 0
      }
      let units = scalar.utf16.count
      if length + units > maximumLength {
        cut = true
        break
      }
      length += units
      scalars.append(scalar)
    }
    if cut {
      Diagnostics.once(
        "text-budget",
        "text of \(text.utf16.count) UTF-16 units is cut to the layout budget (\(maximumLength) "
          + "units, \(maximumCombiningMarks) combining marks a character)", module: "OpenText")
    }
    return String(scalars)
  }

  private static func hasLongMarkRun(_ text: String) -> Bool {
    // Combining marks start at U+0300, whose UTF-8 lead byte is 0xCC: text below it (Latin,
    // with its accented letters precomposed) has none, and is checked without Unicode lookups.
    if text.utf8.allSatisfy({ $0 < 0xCC }) { return false }
    var marks = 0
    for scalar in text.unicodeScalars {
      if scalar.properties.canonicalCombiningClass != .notReordered {
        marks += 1
        if marks > maximumCombiningMarks { return true }
      } else {
        marks = 0
      }
    }
    return false
  }
}
