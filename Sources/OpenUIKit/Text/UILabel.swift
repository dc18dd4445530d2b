import Foundation
import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenText

/// A view that shows text, as UIKit's `UILabel`: it draws in `draw(_:)` through
/// `drawText(in:)` and `textRect(forBounds:limitedToNumberOfLines:)`, which subclasses override
/// to inset or restyle the text.
///
/// The text is centered vertically in the bounds, as UILabel draws it; lines wrap when
/// `numberOfLines` is not 1 and the last one kept is truncated by `lineBreakMode`. `textColor` and
/// the colors of `attributedText` are dynamic: they follow dark mode without app code. The content
/// mode is `.redraw`, so a resized label draws again.
@preconcurrency @MainActor
open class UILabel: UIView {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  override var defaultIsAccessibilityElement: Bool { true }
  override var defaultAccessibilityLabel: String? { labelAccessibilityText }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

  /// The text.
  ///
  /// Default `nil`. Setting it drops `attributedText`'s runs.
  open var text: String? {
    get { storedText }
    set {
      // The same text again (a reused cell configured alike) redraws nothing.
      guard newValue != storedText || storedAttributedText != nil else { return }
      storedText = newValue
      storedAttributedText = nil
      textDidChange()
    }
  }
  final private var storedText: String?
  final private var storedAttributedText: NSAttributedString?
  /// The last sizes the text was measured at, by width (`nil`: unbounded) and line limit.
  ///
  /// Shaping is the expensive part of laying out a cell, and a label is asked the same question
  /// several times a pass (its intrinsic size, a fitting solve, the layout after). Emptied when
  /// the text or anything that shapes it changes.
  final private var measuredSizes: [(width: CGFloat?, lines: Int, size: CGSize)] = []
  /// How many sizes ``measuredSizes`` keeps.
  private static let measuredSizeLimit = 4
  /// How many times a label's text was laid out to be measured (its cache missed), in this
  /// process: what tests read to check that a layout shapes each text once.
  @_spi(Platform) public private(set) static var textMeasurementsForTests = 0

  /// Styled text: fonts, colors, backgrounds, kerning, underlines and strikethroughs per run, and
  /// the paragraph style's spacing (see `NSAttributedString.Key`).
  ///
  /// The label's `font`, `textColor`, `textAlignment` and `lineBreakMode` apply where the text
  /// sets none.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
    set {
      storedAttributedText = newValue
      storedText = newValue?.string
      textDidChange()
    }
  }

  /// The font.
  ///
  /// Default the system font at 17 points.
  open var font: UIFont = .systemFont(ofSize: 17) {
    didSet { textDidChange() }
  }

  /// Whether a Dynamic Type font resizes when the content size category changes; default `false`.
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      guard adjustsFontForContentSizeCategory else { return }
      followContentSizeCategory { ($0 as? UILabel)?.adjustFontForContentSizeCategory() }
    }
  }

  /// The text color, dynamic.
  ///
  /// Default `.label`.
  open var textColor: UIColor = .label {
    didSet { setNeedsDisplay() }
  }

  /// The alignment of the lines.
  ///
  /// Default `.natural`.
  open var textAlignment: NSTextAlignment = .natural {
    didSet { setNeedsDisplay() }
  }

  /// Lines at most; 0 means no limit.
  ///
  /// Default 1.
  open var numberOfLines = 1 {
    didSet { textDidChange() }
  }

  /// How a line that does not fit is handled.
  ///
  /// Default `.byTruncatingTail`.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { textDidChange() }
  }

  /// Whether a single line too wide for the bounds (or lines too tall for them) shrink the font,
  /// down to ``minimumScaleFactor``; default `false` (`UILabel+Fitting.swift`).
  open var adjustsFontSizeToFitWidth = false {
    didSet { setNeedsDisplay() }
  }

  /// The smallest scale of the font when it shrinks to fit; default 0.
  ///
  /// 0 keeps the font's size, as UIKit documents (nothing shrinks until a factor is set). Clamped
  /// to 0…1.
  open var minimumScaleFactor: CGFloat = 0 {
    didSet {
      if !minimumScaleFactor.isFinite { minimumScaleFactor = 0 }
      minimumScaleFactor = min(max(minimumScaleFactor, 0), 1)
      setNeedsDisplay()
    }
  }

  /// Whether letters move closer (by at most 5 % of the font size) before a line is truncated;
  /// default `false`.
  open var allowsDefaultTighteningForTruncation = false {
    didSet { setNeedsDisplay() }
  }

  /// Creates a label.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureLabel()
  }

  /// Creates a label from an archive: nothing is decoded on Linux (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureLabel()
  }

  private func configureLabel() {
    isOpaque = false
    isUserInteractionEnabled = false
    contentMode = .redraw
  }

  private func textDidChange() {
    measuredSizes.removeAll()
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  // MARK: Drawing

  /// Draws the text: `drawText(in:)` over the bounds.
  open override func draw(_ rect: CGRect) {
    drawText(in: bounds)
  }

  /// Draws the text in `rect`, vertically centered, within its width.
  ///
  /// Override to change where the text goes (call `super` with another rectangle) or how it
  /// draws; `UIGraphicsGetCurrentContext()` is the label's context.
  open func drawText(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), var block = textBlock() else { return }
    var textHeight = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines).height
    if let fitted = fittedBlock(block, in: rect) {
      block = fitted
      textHeight = min(fitted.size(width: rect.width).height, rect.height)
    }
    let top = rect.minY + max((rect.height - textHeight) / 2, 0)
    block.draw(
      in: context, rect: CGRect(x: rect.minX, y: top, width: rect.width, height: textHeight),
      clips: true)
  }

  /// The rectangle the text takes within `bounds` with at most `numberOfLines` lines (0: no
  /// limit): at `bounds`' origin, as wide as the longest line (at most the bounds' width) and as
  /// tall as the lines (at most the bounds' height).
  ///
  /// Override it with `drawText(in:)` to inset the text; `sizeThatFits(_:)` and
  /// `intrinsicContentSize` ask it.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect
  {
    guard !(storedText ?? "").isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
    let lines = max(numberOfLines, 0)
    let width = bounds.width.isFinite && bounds.width > 0 ? bounds.width : nil
    let size: CGSize
    if let known = measuredSizes.first(where: { $0.width == width && $0.lines == lines }) {
      size = known.size
    } else if let width,
      let unbounded = measuredSizes.first(where: { $0.width == nil && $0.lines == lines }),
      unbounded.size.width <= width
    {
      // Its lines fit as they were laid out without a bound: a bound this wide breaks none, so
      // the text is not shaped again (a cell's label is measured for its intrinsic size first).
      size = unbounded.size
    } else {
      guard var block = textBlock() else { return CGRect(origin: bounds.origin, size: .zero) }
      block.maximumLines = lines
      size = block.size(width: width)
      Self.textMeasurementsForTests += 1
      if measuredSizes.count == Self.measuredSizeLimit { measuredSizes.removeFirst() }
      measuredSizes.append((width, lines, size))
    }
    return CGRect(
      x: bounds.minX, y: bounds.minY, width: min(size.width, width ?? size.width),
      height: bounds.height.isFinite && bounds.height >= 0
        ? min(size.height, bounds.height)
        : size.height)
  }

  /// The text laid out as the label draws it, or `nil` without text.
  func textBlock() -> TextBlock? {
    let string = storedText ?? ""
    guard !string.isEmpty else { return nil }
    var block: TextBlock
    if let attributed = storedAttributedText {
      block = AttributedTextBlock.make(attributed)
      // The label's font and color stand where a run sets none.
      block.fontName = font.fontName
      block.fontSize = font.pointSize
      block.color = AttributedTextBlock.components(textColor)
      if attributed.attribute(.paragraphStyle, at: 0, effectiveRange: nil) == nil {
        block.alignment = textAlignment.resolved(rightToLeft: isRightToLeft).textBlockAlignment
      }
    } else {
      block = TextBlock(
        string: string, fontName: font.fontName, fontSize: font.pointSize,
        color: AttributedTextBlock.components(textColor),
        alignment: textAlignment.resolved(rightToLeft: isRightToLeft).textBlockAlignment)
    }
    // A label wraps when it may have several lines; the last one kept is truncated.
    block.wraps = numberOfLines != 1
    block.wrapsCharacters = lineBreakMode == .byCharWrapping
    block.truncation = lineBreakMode.truncation
    block.maximumLines = max(numberOfLines, 0)
    return block
  }

  // MARK: Sizing

  /// The size the text needs within `size.width` (unbounded when the label has one line, or when
  /// the width is zero), rounded up to whole points, as UILabel computes it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = numberOfLines == 1 || !(size.width > 0) ? CGFloat.infinity : size.width
    let rect = textRect(
      forBounds: CGRect(x: 0, y: 0, width: width, height: .infinity),
      limitedToNumberOfLines: numberOfLines)
    return CGSize(width: rect.width.rounded(.up), height: rect.height.rounded(.up))
  }

  /// The text's natural size (one unbounded line, or wrapped at the current width).
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: bounds.width > 0 ? bounds.width : 0, height: 0))
  }
}
