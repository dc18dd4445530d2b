import Foundation
@_spi(OpenUIKit) import OpenText

/// A font's siblings: the faces of its family with the weight and slant asked for, as symbolic
/// traits and the bold and italic toggles find them.
extension UIFont {
  /// The face's OpenType weight and slant (the desktop system font's names included).
  var faceStyle: (weight: Int, isItalic: Bool) {
    if let desktop = DesktopFonts.resolve(fontName) { return (desktop.weight, desktop.isItalic) }
    let face = FontCatalogue.shared.face(named: fontName)
    return (face?.weight ?? 400, face?.isItalic ?? false)
  }

  /// Whether the face is bold (semibold or heavier).
  var isBoldFace: Bool { faceStyle.weight >= 600 }

  /// Whether the face is italic or oblique.
  var isItalicFace: Bool { faceStyle.isItalic }

  /// Whether the family's characters are all one width.
  var isMonospacedFace: Bool {
    fontName.hasPrefix(DesktopFonts.monoPrefix)
      || familyName.localizedCaseInsensitiveContains("mono")
  }

  /// The face of the same family and size that is (or is not) bold and italic; `nil` when the
  /// family has none.
  func withFace(bold: Bool, italic: Bool) -> UIFont? {
    let prefix =
      fontName.hasPrefix(DesktopFonts.monoPrefix)
      ? DesktopFonts.monoPrefix
      : fontName.hasPrefix(DesktopFonts.sansPrefix) ? DesktopFonts.sansPrefix : nil
    if let prefix {
      // The desktop system font: its names say the weight and slant.
      let weight = bold ? "Bold" : "Regular"
      return UIFont(
        fontName: prefix + weight + (italic ? "Italic" : ""), familyName: familyName,
        pointSize: pointSize, dynamicScaling: dynamicScaling)
    }
    let catalogue = FontCatalogue.shared
    let faces = catalogue.fontNames(forFamilyName: familyName).compactMap(catalogue.face(named:))
    let match = faces.filter { ($0.weight >= 600) == bold && $0.isItalic == italic }
      .min { abs($0.weight - (bold ? 700 : 400)) < abs($1.weight - (bold ? 700 : 400)) }
    guard let match else { return nil }
    return UIFont(
      fontName: match.postScriptName, familyName: familyName, pointSize: pointSize,
      dynamicScaling: dynamicScaling)
  }
}
