import Foundation

/// A description of a font by attributes, as UIKit's `UIFontDescriptor`.
///
/// A family, a face name, symbolic traits (bold, italic, monospace), a design, a size:
/// `UIFont(descriptor:size:)` picks the installed face that matches.
///
/// Traits are found among the family's faces (fontconfig's): bold is a face of weight 600 or more,
/// italic an italic or oblique one. `withSymbolicTraits(_:)` and `withDesign(_:)` return `nil`
/// when no installed face has what they ask, as UIKit's do: condensed, expanded and vertical faces,
/// and the rounded design, which the desktop does not have. The monospaced design and trait are the
/// system's monospaced family; the serif design is DejaVu Serif (the desktop's serif family in
/// a desktop app).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// An attribute's name, as UIKit's `UIFontDescriptor.AttributeName`.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// An attribute of that name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The family name: a `String`.
    public static let family = Self(rawValue: "NSFontFamilyAttribute")
    /// The face's PostScript name (or full name): a `String`.
    public static let name = Self(rawValue: "NSFontNameAttribute")
    /// The face within the family ("Bold", "Italic", "Bold Italic"): a `String`.
    public static let face = Self(rawValue: "NSFontFaceAttribute")
    /// The size in points: a number.
    public static let size = Self(rawValue: "NSFontSizeAttribute")
    /// The traits: a `[UIFontDescriptor.TraitKey: Any]`.
    public static let traits = Self(rawValue: "NSCTFontTraitsAttribute")
    /// The Dynamic Type text style: a `UIFont.TextStyle`.
    public static let textStyle = Self(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// A key of the traits dictionary, as UIKit's `UIFontDescriptor.TraitKey`.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A key of that name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The symbolic traits: a `UInt32` (or number) of ``SymbolicTraits`` bits.
    public static let symbolic = Self(rawValue: "NSCTFontSymbolicTrait")
    /// The weight, -1…1 as `UIFont.Weight`: a number.
    public static let weight = Self(rawValue: "NSCTFontWeightTrait")
  }

  /// The font's stylistic traits, as UIKit's `UIFontDescriptor.SymbolicTraits`.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Traits from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Italic or oblique.
    public static let traitItalic = Self(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = Self(rawValue: 1 << 1)
    /// Expanded (no installed face: asking for it gives `nil`).
    public static let traitExpanded = Self(rawValue: 1 << 5)
    /// Condensed (no installed face: asking for it gives `nil`).
    public static let traitCondensed = Self(rawValue: 1 << 6)
    /// Every character one width.
    public static let traitMonoSpace = Self(rawValue: 1 << 10)
    /// Vertical glyphs (no installed face: asking for it gives `nil`).
    public static let traitVertical = Self(rawValue: 1 << 11)
    /// Made for UI (every face here is: accepted, changes nothing).
    public static let traitUIOptimized = Self(rawValue: 1 << 12)
    /// Tighter line spacing (accepted, changes nothing).
    public static let traitTightLeading = Self(rawValue: 1 << 15)
    /// Looser line spacing (accepted, changes nothing).
    public static let traitLooseLeading = Self(rawValue: 1 << 16)
  }

  /// The system font's designs, as UIKit's `UIFontDescriptor.SystemDesign`.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A design of that name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The system font.
    public static let `default` = Self(rawValue: "NSCTFontUIFontDesignDefault")
    /// Rounded letter ends (not installed: `withDesign` gives `nil`).
    public static let rounded = Self(rawValue: "NSCTFontUIFontDesignRounded")
    /// The monospaced system font.
    public static let monospaced = Self(rawValue: "NSCTFontUIFontDesignMonospaced")
    /// A serif face.
    public static let serif = Self(rawValue: "NSCTFontUIFontDesignSerif")
  }

  /// The attributes describing the font.
  public let fontAttributes: [AttributeName: Any]

  /// A descriptor of `attributes`.
  public init(fontAttributes attributes: [AttributeName: Any]) {
    fontAttributes = attributes
    super.init()
  }

  /// A descriptor of the face named `fontName` at `size` points.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  /// An empty descriptor: the system font.
  public override convenience init() { self.init(fontAttributes: [:]) }

  /// The size, in points (0 when none is set).
  open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }

  /// The PostScript name of the face the descriptor matches.
  open var postscriptName: String { UIFont(descriptor: self, size: 0).fontName }

  /// The traits the matched face has (bold, italic, monospace).
  open var symbolicTraits: SymbolicTraits {
    let font = UIFont(descriptor: self, size: 0)
    var traits: SymbolicTraits = []
    if font.isBoldFace { traits.insert(.traitBold) }
    if font.isItalicFace { traits.insert(.traitItalic) }
    if font.isMonospacedFace { traits.insert(.traitMonoSpace) }
    return traits
  }

  /// The value of one attribute.
  open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

  /// The same description at `newPointSize`.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    addingAttributes([.size: newPointSize])
  }

  /// The description with `attributes` added (replacing those of the same names).
  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
  }

  /// The same description in `newFamily`.
  open func withFamily(_ newFamily: String) -> UIFontDescriptor {
    var attributes = fontAttributes
    attributes[.name] = nil
    attributes[.family] = newFamily
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The same family's face named `newFace` ("Bold", "Italic", "Bold Italic", "Regular").
  open func withFace(_ newFace: String) -> UIFontDescriptor {
    var attributes = fontAttributes
    attributes[.face] = newFace
    if attributes[.family] == nil {
      attributes[.family] = UIFont(descriptor: self, size: 0).familyName
    }
    attributes[.name] = nil
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The description with exactly `symbolicTraits` (bold, italic, monospace); `nil` when no
  /// installed face has them.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    guard symbolicTraits.isDisjoint(with: [.traitCondensed, .traitExpanded, .traitVertical])
    else { return nil }
    var attributes = fontAttributes
    var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
    traits[.symbolic] = symbolicTraits.rawValue
    traits[.weight] = nil
    attributes[.traits] = traits
    attributes[.face] = nil
    let descriptor = UIFontDescriptor(fontAttributes: attributes)
    let font = UIFont(descriptor: descriptor, size: 0)
    guard font.isBoldFace == symbolicTraits.contains(.traitBold),
      font.isItalicFace == symbolicTraits.contains(.traitItalic),
      !symbolicTraits.contains(.traitMonoSpace) || font.isMonospacedFace
    else { return nil }
    return descriptor
  }

  /// The system font's `design` with this description's size and traits; `nil` for a design not
  /// installed (rounded).
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    let family: String
    switch design {
    case .default: family = UIFont.systemFont(ofSize: 12).familyName
    case .monospaced: family = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName
    case .serif: family = UIFont.serifFamily
    default: return nil
    }
    // A family with no installed face (no serif font on the machine) is not a design it has.
    if design == .serif, UIFont.fontNames(forFamilyName: family).isEmpty { return nil }
    return withFamily(family)
  }

  /// The descriptor of a Dynamic Type style at the default content size category.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The descriptor of a Dynamic Type style for `traitCollection`'s content size category.
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as UInt32: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }
}
