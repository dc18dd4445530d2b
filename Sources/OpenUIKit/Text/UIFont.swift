import Foundation

/// A font: a family, a weight and a size, as UIKit's `UIFont`.
///
/// Text renders with the DejaVu fonts pinned for every machine (see
/// `Docs/OpenQuartzCore.md`): the system font is DejaVu Sans, bold weights
/// (semibold and heavier) DejaVu Sans Bold, monospaced fonts DejaVu Sans
/// Mono. Metrics are DejaVu's.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  /// A font weight, with UIKit's values.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight value, -1...1.
    public let rawValue: CGFloat
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// The face name, such as `DejaVuSans-Bold`.
  public let fontName: String
  /// The family name, such as `DejaVu Sans`.
  public let familyName: String
  /// The size in points.
  public let pointSize: CGFloat

  init(fontName: String, familyName: String, pointSize: CGFloat) {
    self.fontName = fontName
    self.familyName = familyName
    self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
  }

  /// The system font at `fontSize` and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    let bold = weight.rawValue >= Weight.semibold.rawValue
    return UIFont(
      fontName: bold ? "DejaVuSans-Bold" : "DejaVuSans", familyName: "DejaVu Sans",
      pointSize: fontSize)
  }

  /// The regular system font at `fontSize`.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The bold system font at `fontSize`.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The system font with digits of equal width (DejaVu Sans' digits already are).
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// A monospaced system font.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    let bold = weight.rawValue >= Weight.semibold.rawValue
    return UIFont(
      fontName: bold ? "DejaVuSansMono-Bold" : "DejaVuSansMono", familyName: "DejaVu Sans Mono",
      pointSize: fontSize)
  }

  /// A font by face or family name; `nil` for a font that is not installed
  /// (DejaVu Sans, DejaVu Sans Bold, DejaVu Sans Mono and the system names
  /// `.SFUI`/`Helvetica`, which map to DejaVu Sans).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    let key = fontName.lowercased().replacingOccurrences(of: " ", with: "")
    let known: [String: (String, String)] = [
      "dejavusans": ("DejaVuSans", "DejaVu Sans"),
      "dejavusans-bold": ("DejaVuSans-Bold", "DejaVu Sans"),
      "dejavusansmono": ("DejaVuSansMono", "DejaVu Sans Mono"),
      "dejavusansmono-bold": ("DejaVuSansMono-Bold", "DejaVu Sans Mono"),
      "helvetica": ("DejaVuSans", "DejaVu Sans"),
      "helvetica-bold": ("DejaVuSans-Bold", "DejaVu Sans"),
      ".sfui-regular": ("DejaVuSans", "DejaVu Sans"),
    ]
    guard let (face, family) = known[key] else { return nil }
    self.init(fontName: face, familyName: family, pointSize: fontSize)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize)
  }

  /// The distance from the baseline to the top of the line box (DejaVu: 0.928 em).
  public var ascender: CGFloat { pointSize * 1901 / 2048 }
  /// The distance from the baseline to the bottom of the line box, negative (DejaVu: -0.236 em).
  public var descender: CGFloat { -pointSize * 483 / 2048 }
  /// The height of one line.
  public var lineHeight: CGFloat { ascender - descender }

  /// Fonts are equal by face and size.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize
  }

  /// Hashes face and size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }

  /// Face and size.
  public var description: String { "<UIFont \(fontName) \(pointSize)pt>" }
}
