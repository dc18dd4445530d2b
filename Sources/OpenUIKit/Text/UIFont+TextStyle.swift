import Foundation

extension UIFont {
  /// A text style of Dynamic Type, as UIKit's `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's name.
    public let rawValue: String
    /// Creates a style from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// 34 points at the default size.
    public static let largeTitle = Self(rawValue: "UICTFontTextStyleTitle0")
    /// 28 points.
    public static let title1 = Self(rawValue: "UICTFontTextStyleTitle1")
    /// 22 points.
    public static let title2 = Self(rawValue: "UICTFontTextStyleTitle2")
    /// 20 points.
    public static let title3 = Self(rawValue: "UICTFontTextStyleTitle3")
    /// 17 points, semibold.
    public static let headline = Self(rawValue: "UICTFontTextStyleHeadline")
    /// 17 points.
    public static let body = Self(rawValue: "UICTFontTextStyleBody")
    /// 16 points.
    public static let callout = Self(rawValue: "UICTFontTextStyleCallout")
    /// 15 points.
    public static let subheadline = Self(rawValue: "UICTFontTextStyleSubhead")
    /// 13 points.
    public static let footnote = Self(rawValue: "UICTFontTextStyleFootnote")
    /// 12 points.
    public static let caption1 = Self(rawValue: "UICTFontTextStyleCaption1")
    /// 11 points.
    public static let caption2 = Self(rawValue: "UICTFontTextStyleCaption2")

    /// Every style, in the size table's order.
    static let all: [TextStyle] = [
      .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
      .caption1, .caption2,
    ]
  }

  /// The system font for `style` at the user's content size category (the main screen's,
  /// `UIScreen.preferredContentSizeCategory`).
  ///
  /// Sizes are iOS's Dynamic Type table (Human Interface Guidelines, "Typography"), from
  /// extra small to accessibility extra extra extra large; `headline` is semibold. A label or text
  /// field with `adjustsFontForContentSizeCategory` keeps such a font at its traits' size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, category: UIScreen.mainContentSizeCategory)
  }

  /// The system font for `style` at the content size category of `traitCollection` (the main
  /// screen's when it has none).
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    preferredFont(forTextStyle: style, category: UIFontMetrics.category(of: traitCollection))
  }

  static func preferredFont(forTextStyle style: TextStyle, category: UIContentSizeCategory)
    -> UIFont
  {
    let size = DynamicTypeSizes.size(of: style, at: category)
    let weight: Weight = style == .headline ? .semibold : .regular
    return systemFont(ofSize: size, weight: weight).scaling(
      with: DynamicScaling(style: style, baseSize: DynamicTypeSizes.size(of: style, at: .large)))
  }
}

/// How a font follows the content size category: the style whose table it scales with, and its
/// size at the default category (`.large`); the largest size, when one was given.
struct DynamicScaling: Hashable, Sendable {
  var style: UIFont.TextStyle
  var baseSize: CGFloat
  var maximumPointSize: CGFloat?

  /// The size at `category`: the base size scaled as the style's table scales.
  func size(at category: UIContentSizeCategory) -> CGFloat {
    let base = DynamicTypeSizes.size(of: style, at: .large)
    var size = baseSize * DynamicTypeSizes.size(of: style, at: category) / base
    if let maximumPointSize, maximumPointSize > 0 { size = min(size, maximumPointSize) }
    return size
  }
}

/// iOS's Dynamic Type sizes in points, per style and content size category.
enum DynamicTypeSizes {
  /// The categories, smallest first, and each style's sizes in them (in `TextStyle.all`'s order).
  static let table: [(UIContentSizeCategory, [CGFloat])] = [
    (.extraSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
    (.small, [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
    (.medium, [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
    (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
    (.extraLarge, [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
    (.extraExtraLarge, [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
    (.extraExtraExtraLarge, [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
    (.accessibilityMedium, [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
    (.accessibilityLarge, [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
    (.accessibilityExtraLarge, [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
    (.accessibilityExtraExtraLarge, [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
    (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
  ]

  /// The size of `style` at `category`; an unknown style is `body`, an unknown or unspecified
  /// category `.large`.
  static func size(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
    let column = UIFont.TextStyle.all.firstIndex(of: style) ?? 5
    let row = table.first { $0.0 == category } ?? table[3]
    return row.1[column]
  }
}

/// Scaling custom fonts and values with Dynamic Type, as UIKit's `UIFontMetrics`.
///
/// A font scaled here follows the content size category as a preferred font does, in a label or
/// text field with `adjustsFontForContentSizeCategory`.
public struct UIFontMetrics: Sendable {
  /// The style whose sizes scale.
  private let style: UIFont.TextStyle

  /// Metrics for `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

  /// Metrics for the body style.
  public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// `font` scaled for the user's content size category (its size being the one at the default
  /// category).
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// `font` scaled, no larger than `maximumPointSize` (0: no limit).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for the content size category of `traitCollection`.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for the category of `traitCollection`, no larger than `maximumPointSize`.
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let scaling = DynamicScaling(
      style: style, baseSize: font.pointSize,
      maximumPointSize: maximumPointSize > 0 && maximumPointSize.isFinite ? maximumPointSize : nil)
    return font.withSize(scaling.size(at: Self.category(of: traitCollection))).scaling(
      with: scaling)
  }

  /// `value` scaled for the user's content size category.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for the content size category of `traitCollection`.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    DynamicScaling(style: style, baseSize: value).size(at: Self.category(of: traitCollection))
  }

  /// The category of `traits`, the main screen's when it has none.
  static func category(of traits: UITraitCollection?) -> UIContentSizeCategory {
    let category = traits?.preferredContentSizeCategory ?? .unspecified
    return category == .unspecified ? UIScreen.mainContentSizeCategory : category
  }
}
