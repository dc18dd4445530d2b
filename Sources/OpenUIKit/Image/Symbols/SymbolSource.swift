import Foundation

/// What a symbol image is: its name as given, the glyph it draws and its configuration; views
/// draw it again at their own scale and tint (SymbolRenderer.swift).
struct SymbolSource: Sendable {
  let name: String
  let glyph: SymbolName
  let configuration: UIImage.SymbolConfiguration

  /// The image's side in points: the point size, scaled, and a fifth more (SF Symbols' images
  /// are about that much larger than their point size).
  var side: CGFloat {
    (configuration.resolvedPointSize * configuration.scaleFactor * 1.2).rounded()
  }
}
