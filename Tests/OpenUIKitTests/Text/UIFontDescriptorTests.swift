import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `UIFontDescriptor` as iOS code uses it: bold and italic by symbolic traits, the monospaced and
/// serif designs, a face by name, and `UIFont(descriptor:size:)` keeping the size asked for.
@MainActor @Suite struct UIFontDescriptorTests {
  @Test func symbolicTraitsFindTheFamilysFaces() throws {
    let body = UIFont.systemFont(ofSize: 15)
    let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
    let boldFont = UIFont(descriptor: bold, size: 0)
    #expect(boldFont.fontName == "DejaVuSans-Bold" && boldFont.pointSize == 15)
    #expect(bold.symbolicTraits.contains(.traitBold))
    let both = try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
    #expect(UIFont(descriptor: both, size: 20).fontName == "DejaVuSans-BoldOblique")
    #expect(UIFont(descriptor: both, size: 20).pointSize == 20)
    // Back to regular: exactly the traits asked for.
    let plain = try #require(bold.withSymbolicTraits([]))
    #expect(UIFont(descriptor: plain, size: 0).fontName == "DejaVuSans")
    #expect(body.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil, "no condensed face")
    #expect(body.fontDescriptor.symbolicTraits.isEmpty)
  }

  @Test func designsAndMonospace() throws {
    let body = UIFont.systemFont(ofSize: 13)
    let mono = try #require(body.fontDescriptor.withDesign(.monospaced))
    #expect(UIFont(descriptor: mono, size: 0).fontName == "DejaVuSansMono")
    #expect(mono.symbolicTraits.contains(.traitMonoSpace))
    let monoTrait = try #require(body.fontDescriptor.withSymbolicTraits(.traitMonoSpace))
    #expect(UIFont(descriptor: monoTrait, size: 0).familyName == "DejaVu Sans Mono")
    #expect(body.fontDescriptor.withDesign(.rounded) == nil, "no rounded face on the desktop")
    let standard = try #require(mono.withDesign(.default))
    #expect(UIFont(descriptor: standard, size: 0).fontName == "DejaVuSans")
  }

  @Test func descriptorsByNameFaceAndAttributes() {
    let named = UIFontDescriptor(name: "DejaVuSans-Bold", size: 18)
    #expect(named.pointSize == 18 && named.postscriptName == "DejaVuSans-Bold")
    #expect(UIFont(descriptor: named, size: 0).pointSize == 18)
    let face = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans"]).withFace("Bold")
    #expect(UIFont(descriptor: face, size: 11).fontName == "DejaVuSans-Bold")
    let weighted = UIFontDescriptor(fontAttributes: [
      .family: "DejaVu Sans",
      .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold.rawValue],
    ])
    #expect(UIFont(descriptor: weighted, size: 11).fontName == "DejaVuSans-Bold")
    #expect(named.withSize(30).pointSize == 30)
    #expect(named.object(forKey: .name) as? String == "DejaVuSans-Bold")
    // A text style keeps following Dynamic Type.
    let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    let scaled = UIFont(descriptor: headline.withSymbolicTraits(.traitBold)!, size: 0)
    #expect(scaled.fontName == "DejaVuSans-Bold" && scaled.pointSize == 17)
    #expect(scaled.dynamicScaling?.style == .body)
  }

  @Test func monospacedFontsAreMonospaced() {
    let digits = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
    let one = "1111".size(withAttributes: [.font: digits]).width
    let eight = "8888".size(withAttributes: [.font: digits]).width
    #expect(one == eight, "digits of one width")
    let mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .bold)
    #expect(mono.fontName == "DejaVuSansMono-Bold")
    #expect(
      "iiii".size(withAttributes: [.font: mono]).width
        == "WWWW".size(withAttributes: [.font: mono]).width)
  }
}
