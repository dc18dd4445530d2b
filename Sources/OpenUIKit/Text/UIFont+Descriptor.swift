import Foundation
@_spi(OpenUIKit) import OpenText

/// Fonts from descriptors, as UIKit's `UIFont(descriptor:size:)` and `fontDescriptor`.
extension UIFont {
  /// The font's description: its face, family and size (and text style, for a Dynamic Type
  /// font).
  public var fontDescriptor: UIFontDescriptor {
    var attributes: [UIFontDescriptor.AttributeName: Any] = [
      .name: fontName, .family: familyName, .size: pointSize,
    ]
    if let dynamicScaling { attributes[.textStyle] = dynamicScaling.style }
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The installed face `descriptor` matches at `pointSize` (0: the descriptor's size, else 12).
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let font = Self.matching(descriptor)
    let descriptorSize = descriptor.pointSize
    let size = pointSize > 0 ? pointSize : descriptorSize > 0 ? descriptorSize : font.pointSize
    let scaling = font.dynamicScaling.map { scaling -> DynamicScaling in
      var scaled = scaling
      scaled.baseSize = size
      return scaled
    }
    self.init(
      fontName: font.fontName, familyName: font.familyName, pointSize: size,
      dynamicScaling: scaling)
  }

  /// The serif family the serif design names: the desktop's in a desktop app, else DejaVu Serif.
  static var serifFamily: String {
    DesktopFonts.isOn ? DesktopFonts.families.serif : "DejaVu Serif"
  }

  /// The face matching a descriptor's text style, name or family, then its face name, weight and
  /// symbolic traits; the system font when it names none.
  private static func matching(_ descriptor: UIFontDescriptor) -> UIFont {
    let attributes = descriptor.fontAttributes
    var base: UIFont
    if let style = attributes[.textStyle] as? TextStyle {
      base = preferredFont(forTextStyle: style)
    } else if let name = attributes[.name] as? String, let named = UIFont(name: name, size: 12) {
      base = named
    } else if let family = attributes[.family] as? String,
      let regular = UIFont.fontNames(forFamilyName: family).first.flatMap({
        UIFont(name: $0, size: 12)
      })
        ?? UIFont(name: family, size: 12)
    {
      base = regular
    } else {
      base = systemFont(ofSize: 12)
    }
    let traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any] ?? [:]
    let symbolic = UIFontDescriptor.number(traits[.symbolic]).map {
      UIFontDescriptor.SymbolicTraits(rawValue: UInt32(max($0, 0)))
    }
    let face = (attributes[.face] as? String)?.lowercased()
    let weight = UIFontDescriptor.number(traits[.weight])
    let bold =
      symbolic.map { $0.contains(.traitBold) } ?? face.map { $0.contains("bold") }
      ?? weight.map { $0 >= Weight.semibold.rawValue } ?? base.isBoldFace
    let italic =
      symbolic.map { $0.contains(.traitItalic) }
      ?? face.map { $0.contains("italic") || $0.contains("oblique") } ?? base.isItalicFace
    if symbolic?.contains(.traitMonoSpace) == true, !base.isMonospacedFace {
      base = monospacedSystemFont(ofSize: base.pointSize, weight: .regular)
    }
    if bold != base.isBoldFace || italic != base.isItalicFace {
      base = base.withFace(bold: bold, italic: italic) ?? base
    }
    return base
  }
}
