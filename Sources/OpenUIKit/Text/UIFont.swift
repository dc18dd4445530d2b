import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenText

/// A font: a face and a size, as UIKit's `UIFont`.
///
/// Faces come from fontconfig: any installed font, by PostScript name, full name or family name
/// (`UIFont.familyNames`, `fontNames(forFamilyName:)`); metrics are measured by Pango. In a desktop
/// app the system font is the desktop's sans-serif family in every weight it has, and text falls
/// back to fonts that have the glyphs it lacks (`DesktopFonts`). In tests and headless runs it is
/// DejaVu Sans, loaded by path so that text renders the same pixels on every machine:
/// semibold and heavier weights use DejaVu Sans Bold, italics DejaVu Sans Oblique, monospaced
/// fonts DejaVu Sans Mono. `Helvetica`, `Helvetica Neue`, `Arial` and the `.SFUI` names stand for
/// the system font (Docs/Porting.md).
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

  /// The face's PostScript name, such as `DejaVuSans-Bold`.
  public let fontName: String
  /// The family name, such as `DejaVu Sans`.
  public let familyName: String
  /// The size in points.
  public let pointSize: CGFloat

  /// How the font follows Dynamic Type: preferred fonts and fonts scaled by `UIFontMetrics`.
  let dynamicScaling: DynamicScaling?

  init(
    fontName: String, familyName: String, pointSize: CGFloat,
    dynamicScaling: DynamicScaling? = nil
  ) {
    self.fontName = fontName
    self.familyName = familyName
    self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
    self.dynamicScaling = dynamicScaling
  }

  /// The same font, following Dynamic Type as `scaling` says.
  func scaling(with scaling: DynamicScaling) -> UIFont {
    UIFont(
      fontName: fontName, familyName: familyName, pointSize: pointSize, dynamicScaling: scaling)
  }

  /// The font a label or text field adjusting to the content size category shows under `traits`:
  /// a Dynamic Type font resized, any other font as it is.
  func adjusted(to traits: UITraitCollection) -> UIFont {
    guard let dynamicScaling else { return self }
    let size = dynamicScaling.size(at: UIFontMetrics.category(of: traits))
    return size == pointSize
      ? self
      : UIFont(
        fontName: fontName, familyName: familyName, pointSize: size,
        dynamicScaling: dynamicScaling)
  }

  private convenience init(face: FontCatalogue.Face, size: CGFloat) {
    self.init(fontName: face.postScriptName, familyName: face.familyName, pointSize: size)
  }

  /// The pinned system face named `name`.
  private static func systemFace(_ name: String, size: CGFloat) -> UIFont {
    let family = name.hasPrefix("DejaVuSansMono") ? "DejaVu Sans Mono" : "DejaVu Sans"
    return UIFont(fontName: name, familyName: family, pointSize: size)
  }

  /// The system font at `fontSize` and `weight`.
  ///
  /// In a desktop app, the desktop's sans-serif family at the nearest weight it has (every
  /// `Weight` maps to its OpenType weight, semibold to 600); in tests and headless runs, the
  /// pinned DejaVu Sans (bold from semibold up).
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    if DesktopFonts.isOn {
      return desktopSystemFont(
        DesktopFonts.sansPrefix, weight, DesktopFonts.families.sans, fontSize)
    }
    let faces = FontCatalogue.systemFaces
    return systemFace(
      weight.rawValue >= Weight.semibold.rawValue ? faces.bold : faces.regular, size: fontSize)
  }

  /// The desktop family's font for the UIKit weight nearest `weight`.
  private static func desktopSystemFont(
    _ prefix: String, _ weight: Weight, _ family: String, _ size: CGFloat
  ) -> UIFont {
    let named: [Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    let index =
      named.indices.min {
        abs(named[$0].rawValue - weight.rawValue) < abs(named[$1].rawValue - weight.rawValue)
      } ?? 3
    return UIFont(
      fontName: prefix + DesktopFonts.weights[index].name, familyName: family, pointSize: size)
  }

  /// The regular system font at `fontSize`.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The bold system font at `fontSize`.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize`.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    if DesktopFonts.isOn {
      return UIFont(
        fontName: DesktopFonts.sansPrefix + "RegularItalic",
        familyName: DesktopFonts.families.sans, pointSize: fontSize)
    }
    return systemFace(FontCatalogue.systemFaces.italic, size: fontSize)
  }

  /// The system font with digits of equal width (DejaVu Sans' digits already are).
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// A monospaced system font.
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    if DesktopFonts.isOn {
      return desktopSystemFont(
        DesktopFonts.monoPrefix, weight, DesktopFonts.families.mono, fontSize)
    }
    let faces = FontCatalogue.systemFaces
    return systemFace(
      weight.rawValue >= Weight.semibold.rawValue ? faces.monoBold : faces.mono, size: fontSize)
  }

  /// The standard system font size: 14 points.
  public static var systemFontSize: CGFloat { 14 }
  /// The size of labels' text: 17 points.
  public static var labelFontSize: CGFloat { 17 }
  /// The size of buttons' text: 18 points.
  public static var buttonFontSize: CGFloat { 18 }
  /// The small system font size: 12 points.
  public static var smallSystemFontSize: CGFloat { 12 }

  /// The installed font named `fontName` (a PostScript name such as `DejaVuSerif-Italic`, a full
  /// name, or a family name for its regular face; case and spaces ignored) at `fontSize` points;
  /// `nil` when no installed font has that name.
  ///
  /// `Helvetica`, `Helvetica Neue`, `Arial` and the `.SFUI` names, which iOS code names often, stand
  /// for the system font, bold when the name ends in `-Bold`.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    // The desktop system font's own names (`UIFont(name: label.font.fontName, size: 20)`).
    if DesktopFonts.isOn,
      fontName.hasPrefix(DesktopFonts.sansPrefix) || fontName.hasPrefix(DesktopFonts.monoPrefix)
    {
      let mono = fontName.hasPrefix(DesktopFonts.monoPrefix)
      self.init(
        fontName: fontName,
        familyName: mono ? DesktopFonts.families.mono : DesktopFonts.families.sans,
        pointSize: fontSize)
      return
    }
    if let face = FontCatalogue.shared.face(named: fontName) {
      self.init(face: face, size: fontSize)
      return
    }
    let key = fontName.lowercased().replacingOccurrences(of: " ", with: "")
    let systemAliases = [
      "helvetica", "helveticaneue", "arial", ".sfui", ".sfuitext", ".sfuidisplay",
    ]
    guard let alias = systemAliases.first(where: { key == $0 || key.hasPrefix($0 + "-") }) else {
      return nil
    }
    let isBold = key.hasSuffix("-bold") && key.count == alias.count + 5
    if DesktopFonts.isOn {
      self.init(
        fontName: DesktopFonts.sansPrefix + (isBold ? "Bold" : "Regular"),
        familyName: DesktopFonts.families.sans, pointSize: fontSize)
      return
    }
    let name = isBold ? FontCatalogue.systemFaces.bold : FontCatalogue.systemFaces.regular
    self.init(fontName: name, familyName: "DejaVu Sans", pointSize: fontSize)
  }

  /// The family names of the installed fonts, sorted.
  public class var familyNames: [String] { FontCatalogue.shared.familyNames }

  /// The font names (PostScript names) of a family's faces, the regular face first.
  public class func fontNames(forFamilyName familyName: String) -> [String] {
    FontCatalogue.shared.fontNames(forFamilyName: familyName)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize)
  }

  /// The font's metrics, measured by Pango (cached per face and size).
  private var metrics: FontMetrics { FontMetrics.of(fontName, size: pointSize) }

  /// The distance from the baseline to the top of the line box.
  public var ascender: CGFloat { metrics.ascender }
  /// The distance from the baseline to the bottom of the line box, negative.
  public var descender: CGFloat { metrics.descender }
  /// The height of one line of text.
  public var lineHeight: CGFloat { metrics.lineHeight }
  /// The font's extra space between lines (its line gap).
  public var leading: CGFloat { metrics.leading }
  /// The height of capital letters.
  public var capHeight: CGFloat { metrics.capHeight }
  /// The height of lowercase letters.
  public var xHeight: CGFloat { metrics.xHeight }

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

extension UIFont: CATextLayerFont {}
