import Foundation
@_spi(OpenUIKit) import OpenText

/// A font's bold and italic siblings: the faces of its family with the weight and slant asked
/// for, as symbolic traits find them.
extension UIFont {
  /// Whether the face is bold (semibold or heavier).
  var isBoldFace: Bool { (FontCatalogue.shared.face(named: fontName)?.weight ?? 400) >= 600 }

  /// Whether the face is italic or oblique.
  var isItalicFace: Bool { FontCatalogue.shared.face(named: fontName)?.isItalic ?? false }

  /// The face of the same family and size that is (or is not) bold and italic; `nil` when the
  /// family has none.
  func withFace(bold: Bool, italic: Bool) -> UIFont? {
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
