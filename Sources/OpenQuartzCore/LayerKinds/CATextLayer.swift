import Foundation
import OpenCoreGraphics
@_spi(OpenUIKit) import OpenText

/// How a text layer truncates a line that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// No truncation (the default): the text is clipped.
  public static let none = Self(rawValue: "none")
  /// An ellipsis at the start.
  public static let start = Self(rawValue: "start")
  /// An ellipsis at the end.
  public static let end = Self(rawValue: "end")
  /// An ellipsis in the middle.
  public static let middle = Self(rawValue: "middle")
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// The Core Animation name.
  public let rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The script's natural alignment, left for the Latin script (the default).
  public static let natural = Self(rawValue: "natural")
  /// Left.
  public static let left = Self(rawValue: "left")
  /// Right.
  public static let right = Self(rawValue: "right")
  /// Centered.
  public static let center = Self(rawValue: "center")
  /// Justified (wrapped lines).
  public static let justified = Self(rawValue: "justified")
}

/// A layer that draws a string with Pango, clipped to its bounds, top-left aligned vertically as
/// Core Animation does.
///
/// The text is rasterized once per string, font, size, layout settings and scale into an alpha
/// mask, which `foregroundColor` tints when composited: changing only the color re-rasterizes
/// nothing.
open class CATextLayer: CALayer {
  /// The text: a `String` (or anything `CustomStringConvertible`).
  ///
  /// Default `nil`.
  open var string: Any? { didSet { changed("string", .appearance) } }

  /// The font: a family or face name such as `"DejaVuSans-Bold"`, or a `UIFont` (whose size is
  /// ignored; `CTFont` is not available).
  ///
  /// Default `nil`, drawn as DejaVu Sans.
  open var font: Any? { didSet { changed("font", .appearance) } }

  /// The font size in points; non-finite or negative values are rejected.
  ///
  /// Default 36.
  open var fontSize: CGFloat = 36 {
    didSet {
      guard fontSize.isFinite, fontSize >= 0 else {
        reject("fontSize", fontSize)
        fontSize = oldValue
        return
      }
      changed("fontSize", .appearance, fontSize != oldValue, old: oldValue)
    }
  }

  /// The text color.
  ///
  /// Default opaque white.
  open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
    didSet { changed("foregroundColor", .composite, foregroundColor != oldValue, old: oldValue) }
  }

  /// Whether lines wrap at the bounds' width.
  ///
  /// Default `false`.
  open var isWrapped = false {
    didSet { changed("wrapped", .appearance, isWrapped != oldValue, old: oldValue) }
  }

  /// How a line that does not fit is truncated (when not wrapped).
  ///
  /// Default `.none`.
  open var truncationMode: CATextLayerTruncationMode = .none {
    didSet { changed("truncationMode", .appearance, truncationMode != oldValue, old: oldValue) }
  }

  /// How lines are aligned.
  ///
  /// Default `.natural`.
  open var alignmentMode: CATextLayerAlignmentMode = .natural {
    didSet { changed("alignmentMode", .appearance, alignmentMode != oldValue, old: oldValue) }
  }

  /// Font and color runs over the string, for `UILabel.attributedText`.
  @_spi(OpenUIKit) public var textRuns: [TextRun] = [] {
    didSet { changed("textRuns", .appearance, textRuns != oldValue, old: oldValue) }
  }

  /// Whether some run has its own color: the text is then rasterized in
  /// color instead of as a mask tinted with `foregroundColor`.
  final var hasColoredRuns: Bool { textRuns.contains { $0.color != nil } }

  /// Lines at most when wrapped (0: no limit), for `UILabel.numberOfLines`.
  @_spi(OpenUIKit) public var maximumNumberOfLines = 0 {
    didSet {
      changed("maximumNumberOfLines", .appearance, maximumNumberOfLines != oldValue, old: oldValue)
    }
  }

  /// The size the text needs when laid out `width` wide (`nil`: one
  /// unbounded line), for `UILabel.sizeThatFits`.
  @_spi(OpenUIKit) public func measuredSize(width: CGFloat?) -> CGSize {
    guard var style = textStyle else { return .zero }
    style.width = width
    if width == nil { style.wrapped = false }
    return TextEngine.shared.layout(style)?.size ?? .zero
  }

  /// Whether glyph positions are quantized (stored; they never are).
  ///
  /// Default `true`.
  open var allowsFontSubpixelQuantization = true

  /// Creates a text layer.
  public required init() { super.init() }

  /// Creates a layer from an archive: nothing is decoded on Linux (see `CALayer.init(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Copies `layer`'s properties.
  public override init(layer: Any) {
    super.init(layer: layer)
  }

  override func copyKindState(from other: CALayer) {
    guard let other = other as? CATextLayer else { return }
    string = other.string
    font = other.font
    fontSize = other.fontSize
    foregroundColor = other.foregroundColor
    isWrapped = other.isWrapped
    truncationMode = other.truncationMode
    alignmentMode = other.alignmentMode
    textRuns = other.textRuns
    maximumNumberOfLines = other.maximumNumberOfLines
  }

  /// The text as a Swift string.
  final var text: String? {
    switch string {
    case let value as String: return value
    case let value as NSAttributedString: return value.string
    case let value as CustomStringConvertible: return value.description
    default: return nil
    }
  }

  final var textStyle: TextEngine.Style? {
    guard let text, !text.isEmpty else { return nil }
    let name =
      (font as? String) ?? (font as? any CATextLayerFont)?.fontName
      ?? (font as? CustomStringConvertible)?.description ?? "DejaVu Sans"
    return TextEngine.Style(
      string: text, fontName: name, fontSize: fontSize, width: storedBounds.width,
      wrapped: isWrapped, truncation: truncationMode.textBlockTruncation,
      alignment: alignmentMode.textBlockAlignment,
      maximumLines: maximumNumberOfLines, runs: textRuns)
  }

  /// The size the text needs, unwrapped (for `preferredFrameSize()`).
  open override func preferredFrameSize() -> CGSize {
    guard var style = textStyle else { return .zero }
    style.width = nil
    return TextEngine.shared.layout(style)?.size ?? .zero
  }

  override var kind: LayerKind { .text }
}

/// A font object a text layer's `font` may hold besides a name (an OpenUIKit addition standing in
/// for `CTFont`: `UIFont` conforms, so `textLayer.font = UIFont.boldSystemFont(ofSize: 20)` ports).
///
/// Its size is ignored, as Core Animation ignores it: `fontSize` sets the size.
public protocol CATextLayerFont {
  /// The face's name.
  var fontName: String { get }
}

extension CATextLayerAlignmentMode {
  /// The text system's alignment for the mode (an unknown name is natural).
  var textBlockAlignment: TextBlockAlignment {
    switch self {
    case .left: .left
    case .right: .right
    case .center: .center
    case .justified: .justified
    default: .natural
    }
  }
}

extension CATextLayerTruncationMode {
  /// The text system's truncation for the mode (an unknown name is none).
  var textBlockTruncation: TextBlockTruncation {
    switch self {
    case .start: .start
    case .middle: .middle
    case .end: .end
    default: .none
    }
  }
}
