import Foundation

/// System images (`UIImage(systemName:)`), drawn from the desktop's icon theme
/// (Image/Symbols/); usable from any thread, as UIKit's.
extension UIImage {
  /// The symbol named `name` in the default configuration; `nil` for a name the table does not
  /// cover, as UIKit returns `nil` for an unknown name (Image/Symbols/SymbolNames.swift).
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The symbol named `name`, drawn as `configuration` says (a symbol configuration).
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?)
  {
    guard let glyph = SymbolName(name), SymbolRenderer.hasIcon(for: glyph) else { return nil }
    let symbolConfiguration = configuration as? SymbolConfiguration ?? .unspecified
    let source = SymbolSource(name: name, glyph: glyph, configuration: symbolConfiguration)
    self.init(symbol: source)
  }

  /// The symbol named `name`, for a trait collection (its display scale).
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// A symbol image of `source`, black, at the main screen's scale.
  convenience init(symbol source: SymbolSource) {
    let scale = max(UIScreen.mainScreenScale, 1)
    let pixels = Int((source.side * scale).rounded())
    let mask = SymbolRenderer.mask(
      for: source.glyph, pixels: pixels, weight: source.configuration.weight)
    self.init(
      cgImage: mask, scale: scale, orientation: .up, flips: false,
      look: ImageLook(symbol: source))
  }

  /// The configuration of a symbol image; `nil` for other images.
  public var symbolConfiguration: SymbolConfiguration? { look.symbol?.configuration }

  /// The same symbol with `configuration` applied over its own; other images are returned as
  /// they are.
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    applyingSymbolConfiguration(configuration as? SymbolConfiguration ?? .unspecified) ?? self
  }

  /// The same symbol with `configuration` applied over its own; `nil` for other images.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard let symbol = look.symbol else { return nil }
    let source = SymbolSource(
      name: symbol.name, glyph: symbol.glyph,
      configuration: symbol.configuration.applying(configuration))
    var look = self.look
    look.symbol = source
    return UIImage(symbol: source).copy(look: look)
  }

  /// The symbol filled with `color`, `scale` pixels per point, for a view; `nil` for other
  /// images.
  func symbolRendition(scale: CGFloat, color: UIColor) -> CGImage? {
    guard let symbol = look.symbol else { return nil }
    let pixels = Int((symbol.side * max(scale, 1)).rounded())
    return SymbolRenderer.tinted(
      symbol.glyph, pixels: pixels, weight: symbol.configuration.weight, color: color)
  }
}
