import Foundation

/// What an image carries besides its pixels: how it is drawn, its own tint, the symbol it is.
struct ImageLook: Sendable {
  var renderingMode = UIImage.RenderingMode.automatic
  var tintColor: UIColor?
  var symbol: SymbolSource?
}

extension UIImage {
  /// How an image view (or a button) draws an image, as UIKit's `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable {
    /// The context decides: symbol images are templates, others are drawn as they are.
    case automatic = 0
    /// As the pixels are.
    case alwaysOriginal = 1
    /// The pixels' coverage, filled with the tint colour.
    case alwaysTemplate = 2
  }

  /// How the image is drawn.
  public var renderingMode: RenderingMode { look.renderingMode }

  /// Whether the image is a system symbol (`UIImage(systemName:)`).
  public var isSymbolImage: Bool { look.symbol != nil }

  /// The same image drawn with `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    var look = self.look
    look.renderingMode = renderingMode
    return copy(look: look)
  }

  /// The same image as a template filled with `color`, whatever tint it is shown under (UIKit's
  /// `withTintColor(_:)`); with `.alwaysOriginal`, an image view shows it in that colour.
  public func withTintColor(_ color: UIColor) -> UIImage {
    var look = self.look
    look.tintColor = color
    if look.renderingMode == .automatic { look.renderingMode = .alwaysOriginal }
    return copy(look: look)
  }

  /// The same image as a template of `color` drawn with `renderingMode`.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    var look = self.look
    look.tintColor = color
    look.renderingMode = renderingMode
    return copy(look: look)
  }

  /// Whether views draw the image's coverage in a tint rather than its pixels: a template, or an
  /// automatic symbol, or an image given its own tint.
  var drawsAsTint: Bool {
    switch look.renderingMode {
    case .alwaysTemplate: true
    case .automatic: look.symbol != nil || look.tintColor != nil
    case .alwaysOriginal: look.tintColor != nil
    }
  }

  /// The colour a view draws the image in, given the view's tint: the image's own tint, a symbol
  /// configuration's colour, or the view's.
  func displayedTint(viewTint: UIColor) -> UIColor {
    look.tintColor ?? look.symbol?.configuration.preferredColor ?? viewTint
  }

  func copy(look: ImageLook) -> UIImage {
    UIImage(
      cgImage: cgImage, scale: scale, orientation: imageOrientation,
      flips: flipsForRightToLeftLayoutDirection, look: look)
  }
}
