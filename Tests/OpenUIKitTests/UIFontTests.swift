import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Fonts come from fontconfig; metrics from Pango; the system font stays the pinned DejaVu Sans.
@MainActor @Suite struct UIFontTests {
  @Test func anyInstalledFamilyByPostScriptFullOrFamilyName() throws {
    // DejaVu Serif is installed by fonts-dejavu-core but is not one of the pinned files: it is
    // found through the system's fontconfig.
    let serif = try #require(UIFont(name: "DejaVu Serif", size: 12))
    #expect(serif.fontName == "DejaVuSerif" && serif.familyName == "DejaVu Serif")
    #expect(UIFont(name: "DejaVuSerif-Italic", size: 12)?.familyName == "DejaVu Serif")
    #expect(UIFont(name: "dejavu serif bold", size: 12)?.fontName == "DejaVuSerif-Bold")
    #expect(UIFont(name: "No Such Font", size: 12) == nil)
    #expect(UIFont.familyNames.contains("DejaVu Serif"))
    #expect(UIFont.familyNames.contains("DejaVu Sans Mono"))
    #expect(UIFont.familyNames == UIFont.familyNames.sorted())
    let names = UIFont.fontNames(forFamilyName: "DejaVu Serif")
    #expect(names.first == "DejaVuSerif")
    #expect(
      Set(["DejaVuSerif-Bold", "DejaVuSerif-Italic", "DejaVuSerif-BoldItalic"]).isSubset(of: names))
    #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
  }

  @Test func theSystemFontAndItsAliases() {
    #expect(UIFont.systemFont(ofSize: 17).fontName == "DejaVuSans")
    #expect(UIFont.boldSystemFont(ofSize: 17).fontName == "DejaVuSans-Bold")
    #expect(UIFont.italicSystemFont(ofSize: 17).fontName == "DejaVuSans-Oblique")
    #expect(
      UIFont.monospacedSystemFont(ofSize: 12, weight: .bold).fontName == "DejaVuSansMono-Bold")
    #expect(UIFont(name: "Helvetica-Bold", size: 10)?.fontName == "DejaVuSans-Bold")
    #expect(UIFont(name: "HelveticaNeue", size: 10)?.fontName == "DejaVuSans")
  }

  @Test func metricsAreMeasured() {
    let font = UIFont.systemFont(ofSize: 20)
    // DejaVu Sans: ascent 1901, descent 483 units per 2048.
    #expect(abs(font.ascender - 20 * 1901 / 2048) < 0.05)
    #expect(abs(font.descender + 20 * 483 / 2048) < 0.05)
    #expect(font.lineHeight >= font.ascender - font.descender)
    #expect(font.capHeight > 0.6 * 20 && font.capHeight < 0.8 * 20)
    #expect(font.xHeight > 0.4 * 20 && font.xHeight < font.capHeight)
    let serif = UIFont(name: "DejaVu Serif", size: 20)
    #expect(serif.map { $0.capHeight > 0 } == true)
    #expect(UIFont.systemFont(ofSize: 40).ascender > font.ascender * 1.99)
  }

  @Test func fontsAreUsableOffTheMainActor() async {
    let ascender = await Task.detached { UIFont(name: "DejaVu Serif", size: 30)?.ascender ?? 0 }
      .value
    #expect(ascender > 20)
  }

  @Test func aSerifFamilyRendersDifferentlyFromTheSystemFont() throws {
    func render(_ font: UIFont) throws -> [UInt8] {
      let window = UIWindow.headless(size: CGSize(width: 80, height: 30))
      let label = UILabel(frame: window.bounds)
      label.text = "Hamburg"
      label.font = font
      window.addSubview(label)
      return try rgbaPixels(of: try #require(window.renderImage()))
    }
    let sans = try render(.systemFont(ofSize: 20))
    let serif = try render(try #require(UIFont(name: "DejaVu Serif", size: 20)))
    #expect(sans != serif)
  }
}
