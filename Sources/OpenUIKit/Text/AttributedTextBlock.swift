import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenText

/// Attributes (`NSAttributedString.Key`) turned into the block of text Pango lays out: the first
/// character's paragraph style for the whole text, fonts, colors and decorations per run; dynamic
/// colors resolved for `UITraitCollection.current`.
enum AttributedTextBlock {
  /// The font string drawing uses when the attributes name none (UIKit's Helvetica 12).
  static let defaultFont = UIFont.systemFont(ofSize: 12)

  /// A block of `string` in one set of attributes.
  static func make(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> TextBlock {
    let attributes = attributes ?? [:]
    var block = baseBlock(string, attributes)
    let utf16Count = string.utf16.count
    if let run = run(location: 0, length: utf16Count, attributes) { block.runs = [run] }
    return block
  }

  /// A block of an attributed string: the first character's paragraph style for the whole text,
  /// every attribute run a run.
  static func make(_ attributed: NSAttributedString) -> TextBlock {
    let length = attributed.length
    // Only the paragraph style comes from the first character; fonts and colors are per run, the
    // defaults where a run sets none.
    let first = length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : [:]
    var block = baseBlock(attributed.string, [.paragraphStyle: first[.paragraphStyle] as Any])
    attributed.enumerateAttributes(in: NSRange(location: 0, length: length)) {
      attributes, range, _ in
      if let run = run(location: range.location, length: range.length, attributes) {
        block.runs.append(run)
      }
    }
    return block
  }

  /// The paragraph settings and default font and color.
  private static func baseBlock(_ string: String, _ attributes: [NSAttributedString.Key: Any])
    -> TextBlock
  {
    let font = attributes[.font] as? UIFont ?? defaultFont
    let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle ?? .default
    var block = TextBlock(
      string: string, fontName: font.fontName, fontSize: font.pointSize,
      color: components(attributes[.foregroundColor] as? UIColor ?? .black))
    block.alignment = paragraph.alignment.textBlockAlignment
    apply(paragraph.lineBreakMode, to: &block)
    block.lineSpacing = paragraph.lineSpacing
    block.firstLineIndent = paragraph.firstLineHeadIndent
    block.lineHeightMultiple = paragraph.lineHeightMultiple
    return block
  }

  /// Wrapping or truncation for a line break mode: the wrapping modes wrap at the width; clipping
  /// and truncation keep one line per paragraph, as TextKit does.
  static func apply(_ mode: NSLineBreakMode, to block: inout TextBlock) {
    block.wraps = mode == .byWordWrapping || mode == .byCharWrapping
    block.wrapsCharacters = mode == .byCharWrapping
    block.truncation = mode.truncation
  }

  /// A run with what the attributes set, or `nil` when they set nothing drawn per run.
  static func run(
    location: Int, length: Int, _ attributes: [NSAttributedString.Key: Any]
  ) -> TextRun? {
    let font = attributes[.font] as? UIFont
    let color = (attributes[.foregroundColor] as? UIColor).map(components)
    let background = (attributes[.backgroundColor] as? UIColor).map(components)
    let kern = number(attributes[.kern])
    let underline = lineCount(attributes[.underlineStyle])
    let underlineColor = (attributes[.underlineColor] as? UIColor).map(components)
    let strikethrough = lineCount(attributes[.strikethroughStyle]) > 0
    guard
      font != nil || color != nil || background != nil || kern != nil || underline > 0
        || strikethrough
    else { return nil }
    return TextRun(
      location: location, length: length, fontName: font?.fontName, fontSize: font?.pointSize,
      color: color, backgroundColor: background, kern: kern, underline: underline,
      underlineColor: underlineColor, strikethrough: strikethrough)
  }

  /// sRGB components with alpha, resolved for the current traits.
  static func components(_ color: UIColor) -> [CGFloat] {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = color.resolvedColor(with: .current).getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a]
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  /// 0, 1 or 2 lines for an underline style value (its raw value or the style itself).
  private static func lineCount(_ value: Any?) -> Int {
    let raw: Int
    switch value {
    case let style as NSUnderlineStyle: raw = style.rawValue
    case let value as Int: raw = value
    case let value as NSNumber: raw = value.intValue
    default: return 0
    }
    guard raw & 0xF != 0 else { return 0 }
    return raw & 0xF == NSUnderlineStyle.double.rawValue & 0xF ? 2 : 1
  }
}

extension NSTextAlignment {
  var textBlockAlignment: TextBlockAlignment {
    switch self {
    case .center: .center
    case .right: .right
    case .justified: .justified
    case .left, .natural: .natural
    }
  }
}

extension NSLineBreakMode {
  var truncation: TextBlockTruncation {
    switch self {
    case .byTruncatingHead: .start
    case .byTruncatingMiddle: .middle
    case .byTruncatingTail: .end
    case .byWordWrapping, .byCharWrapping, .byClipping: .none
    }
  }
}
