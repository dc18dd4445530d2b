import Foundation
import OpenCoreGraphics
@_spi(OpenUIKit) import OpenText

/// A font face, as Core Graphics' `CGFont`: what a `CATextLayer` draws its string with.
///
/// Made by name (a PostScript, full or family name, as `UIFont(name:size:)` resolves them, from
/// the pinned DejaVu faces and the system's fontconfig); it has no size (the text layer's
/// `fontSize` gives it). Faces from data (`CGFont(_: CGDataProvider)`) and glyph-level API are
/// left out: text is laid out by Pango, not by glyphs.
public final class CGFont: Hashable, Sendable, CATextLayerFont {
  /// The face found for the name.
  private let face: FontCatalogue.Face

  /// The installed face named `name`; `nil` when none has that name.
  public init?(_ name: CFString) {
    guard let face = FontCatalogue.shared.face(named: name) else { return nil }
    self.face = face
  }

  /// The PostScript name, such as `DejaVuSans-Bold`.
  public var postScriptName: CFString? { face.postScriptName }
  /// The full name, such as `DejaVu Sans Bold`.
  public var fullName: CFString? { face.fullName }
  /// The face's name, for `CATextLayer.font`.
  public var fontName: String { face.postScriptName }

  /// Fonts are equal by face.
  public static func == (lhs: CGFont, rhs: CGFont) -> Bool { lhs.face == rhs.face }
  /// Hashes the face.
  public func hash(into hasher: inout Hasher) { hasher.combine(face) }
}
