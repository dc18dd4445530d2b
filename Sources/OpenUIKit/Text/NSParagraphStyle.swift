import Foundation

/// How a paragraph's lines are aligned, broken and spaced, as UIKit's `NSParagraphStyle`.
///
/// Immutable; make changes on a mutable copy: `NSParagraphStyle.default.mutableCopy() as!
/// NSMutableParagraphStyle`, or `NSMutableParagraphStyle()`. Drawn: `alignment`, `lineBreakMode`,
/// `lineSpacing`, `firstLineHeadIndent`, `lineHeightMultiple`; other paragraph attributes are not
/// provided.
open class NSParagraphStyle: Hashable, @unchecked Sendable {
  // Stored here, set only through NSMutableParagraphStyle (an immutable style never changes after
  // it is made, hence @unchecked Sendable).
  fileprivate(set) var storedAlignment: NSTextAlignment = .natural
  fileprivate(set) var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
  fileprivate(set) var storedLineSpacing: CGFloat = 0
  fileprivate(set) var storedFirstLineHeadIndent: CGFloat = 0
  fileprivate(set) var storedLineHeightMultiple: CGFloat = 0

  /// The default style: natural alignment, word wrapping, no extra spacing.
  public static let `default` = NSParagraphStyle()

  /// Creates a default style.
  public init() {}

  /// How lines are aligned.
  ///
  /// Default `.natural`.
  open var alignment: NSTextAlignment { storedAlignment }
  /// How lines that do not fit are broken or truncated.
  ///
  /// Default `.byWordWrapping`.
  open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
  /// Extra space between lines in points.
  ///
  /// Default 0.
  open var lineSpacing: CGFloat { storedLineSpacing }
  /// The indent of the paragraph's first line in points.
  ///
  /// Default 0.
  open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
  /// A factor on the natural line height; 0 keeps the font's.
  ///
  /// Default 0.
  open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }

  /// An immutable copy (`Any`, as Foundation's `copy()`).
  open func copy() -> Any { copy(as: NSParagraphStyle()) }

  /// A mutable copy (`Any`, as Foundation's `mutableCopy()`): cast it with
  /// `as! NSMutableParagraphStyle`.
  open func mutableCopy() -> Any { copy(as: NSMutableParagraphStyle()) }

  private func copy<Style: NSParagraphStyle>(as style: Style) -> Style {
    style.storedAlignment = storedAlignment
    style.storedLineBreakMode = storedLineBreakMode
    style.storedLineSpacing = storedLineSpacing
    style.storedFirstLineHeadIndent = storedFirstLineHeadIndent
    style.storedLineHeightMultiple = storedLineHeightMultiple
    return style
  }

  /// Styles are equal when their attributes are.
  public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool {
    lhs.storedAlignment == rhs.storedAlignment && lhs.storedLineBreakMode == rhs.storedLineBreakMode
      && lhs.storedLineSpacing == rhs.storedLineSpacing
      && lhs.storedFirstLineHeadIndent == rhs.storedFirstLineHeadIndent
      && lhs.storedLineHeightMultiple == rhs.storedLineHeightMultiple
  }

  /// Hashes the attributes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storedAlignment)
    hasher.combine(storedLineBreakMode)
    hasher.combine(storedLineSpacing)
  }
}

/// A paragraph style whose attributes can be set, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// Creates a default style.
  public override init() { super.init() }

  /// How lines are aligned.
  open override var alignment: NSTextAlignment {
    get { storedAlignment }
    set { storedAlignment = newValue }
  }

  /// How lines that do not fit are broken or truncated.
  open override var lineBreakMode: NSLineBreakMode {
    get { storedLineBreakMode }
    set { storedLineBreakMode = newValue }
  }

  /// Extra space between lines in points; negative values count as 0.
  open override var lineSpacing: CGFloat {
    get { storedLineSpacing }
    set { storedLineSpacing = newValue.isFinite ? max(newValue, 0) : 0 }
  }

  /// The indent of the paragraph's first line in points; negative values count as 0.
  open override var firstLineHeadIndent: CGFloat {
    get { storedFirstLineHeadIndent }
    set { storedFirstLineHeadIndent = newValue.isFinite ? max(newValue, 0) : 0 }
  }

  /// A factor on the natural line height; 0 (or a negative value) keeps the font's.
  open override var lineHeightMultiple: CGFloat {
    get { storedLineHeightMultiple }
    set { storedLineHeightMultiple = newValue.isFinite ? max(newValue, 0) : 0 }
  }
}
