import Foundation

extension UIImage {
  /// What shapes an image for its context, as UIKit's `UIImage.Configuration`: immutable, so
  /// shared between threads.
  open class Configuration: @unchecked Sendable {
    init() {}
  }

  /// The weight of a symbol's strokes, as UIKit's `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Sendable, Comparable {
    case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// Lighter before heavier.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// A symbol's size relative to its point size, as UIKit's `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
  }

  /// How a symbol image is drawn, as UIKit's `UIImage.SymbolConfiguration`.
  ///
  /// The point size (or a text style's, or a font's), the scale (small 0.8, medium 1, large 1.3
  /// of the point size), the weight (heavier than regular thickens the glyph; lighter weights draw
  /// as regular: the icon theme has one weight) and colours (a hierarchical colour, or a
  /// palette's first colour, fills the glyph: the theme's glyphs have one layer). Unset values
  /// are unspecified and fall back to 17 points, medium, regular, the view's tint.
  public final class SymbolConfiguration: Configuration, @unchecked Sendable, Equatable {
    /// The point size; 0 when unspecified.
    let pointSize: CGFloat
    let weight: SymbolWeight
    let scale: SymbolScale
    let textStyle: UIFont.TextStyle?
    let colors: [UIColor]

    init(
      pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified,
      scale: SymbolScale = .unspecified, textStyle: UIFont.TextStyle? = nil, colors: [UIColor] = []
    ) {
      self.pointSize = pointSize.isFinite && pointSize > 0 ? min(pointSize, 1_000) : 0
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      self.colors = colors
    }

    /// Nothing specified.
    public static let unspecified = SymbolConfiguration()

    /// A configuration of a point size (finite sizes up to 1,000 points; others are unspecified).
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified)
    }
    /// A configuration of a point size and weight.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }
    /// A configuration of a point size, weight and scale.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, colors: [])
    }
    /// A configuration sized by a text style (it follows Dynamic Type when made).
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }
    /// A configuration sized by a text style, at a scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle, colors: [])
    }
    /// A configuration of a weight.
    public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
    /// A configuration of a scale.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale)
    }
    /// A configuration sized by a font.
    public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
    /// A configuration sized by a font, at a scale.
    public convenience init(font: UIFont, scale: SymbolScale) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
    }
    /// A configuration that draws the symbol in `hierarchicalColor`.
    public convenience init(hierarchicalColor: UIColor) {
      self.init(
        pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil,
        colors: [hierarchicalColor])
    }
    /// A configuration that draws the symbol in the palette's first colour (the theme's glyphs
    /// have one layer).
    public convenience init(paletteColors: [UIColor]) {
      self.init(
        pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil,
        colors: paletteColors)
    }

    /// This configuration with `otherConfiguration`'s specified values over it.
    public func applying(_ otherConfiguration: UIImage.Configuration?) -> SymbolConfiguration {
      guard let other = otherConfiguration as? SymbolConfiguration else { return self }
      let sized = other.pointSize > 0 || other.textStyle != nil
      return SymbolConfiguration(
        pointSize: sized ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified ? other.scale : scale,
        textStyle: sized ? other.textStyle : textStyle,
        colors: other.colors.isEmpty ? colors : other.colors)
    }

    /// The same configuration without point size and weight.
    public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
      SymbolConfiguration(
        pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil, colors: colors)
    }

    /// The point size a symbol is drawn at: the set one, the text style's, or 17.
    var resolvedPointSize: CGFloat {
      if pointSize > 0 { return pointSize }
      if let textStyle { return UIFont.preferredFont(forTextStyle: textStyle).pointSize }
      return 17
    }

    /// The scale's factor on the point size.
    var scaleFactor: CGFloat {
      switch scale {
      case .small: 0.8
      case .large: 1.3
      case .medium, .default, .unspecified: 1
      }
    }

    /// The colour the configuration asks for, if any.
    var preferredColor: UIColor? { colors.first }

    /// The same values.
    public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
      lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale
        && lhs.textStyle == rhs.textStyle && lhs.colors == rhs.colors
    }
  }
}
