import OpenUIKit
import OpenUIKitTesting
import Testing

// Text as iOS code draws and measures it: NSString/NSAttributedString drawing in draw(_:),
// boundingRect to size views, paragraph styles, and the UILabel subclasses every app has.

/// A badge sized to its text with size(withAttributes:), drawn with draw(at:withAttributes:).
final class BadgeView: UIView {
  var text = "42" {
    didSet { invalidateIntrinsicContentSize() }
  }
  let attributes: [NSAttributedString.Key: Any] = [
    .font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.white,
  ]

  override var intrinsicContentSize: CGSize {
    let size = text.size(withAttributes: attributes)
    return CGSize(width: ceil(size.width) + 12, height: ceil(size.height) + 4)
  }

  override func draw(_ rect: CGRect) {
    UIColor.systemRed.setFill()
    UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
    let size = text.size(withAttributes: attributes)
    text.draw(
      at: CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2),
      withAttributes: attributes)
  }
}

/// Centered, wrapped text in a card, with a paragraph style.
final class CaptionView: UIView {
  var caption = "A caption that wraps onto more than one line"

  override func draw(_ rect: CGRect) {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineBreakMode = .byWordWrapping
    style.lineSpacing = 2
    (caption as NSString).draw(
      in: bounds.insetBy(dx: 4, dy: 4),
      withAttributes: [
        .font: UIFont.systemFont(ofSize: 12), .paragraphStyle: style,
        .foregroundColor: UIColor.label,
      ])
  }
}

/// Rich text drawn with NSAttributedString: underline, background, kerning.
final class RichTextView: UIView {
  override func draw(_ rect: CGRect) {
    let text = NSMutableAttributedString(
      string: "Underlined ", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
    text.append(
      NSAttributedString(
        string: "highlighted",
        attributes: [.backgroundColor: UIColor.systemYellow, .kern: 1.5]))
    text.append(
      NSAttributedString(
        string: " struck",
        attributes: [
          .strikethroughStyle: NSUnderlineStyle.single.rawValue,
          .foregroundColor: UIColor.systemGray,
        ]))
    text.draw(at: CGPoint(x: 4, y: 4))
  }
}

/// The padded label of countless apps: insets in drawText(in:) and in the intrinsic size.
final class PaddingLabel: UILabel {
  var insets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: insets))
  }

  override var intrinsicContentSize: CGSize {
    let size = super.intrinsicContentSize
    return CGSize(
      width: size.width + insets.left + insets.right,
      height: size.height + insets.top + insets.bottom)
  }
}

/// A label that sits its text at the top instead of centering it vertically.
final class TopAlignedLabel: UILabel {
  override func drawText(in rect: CGRect) {
    let textRect = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
    super.drawText(in: textRect)
  }
}

@MainActor @Suite struct TextSnippets {
  /// The rows of an image that hold ink (any pixel darker than `threshold`) over white.
  func inkedRows(_ image: CGImage?, threshold: UInt8 = 128) throws -> [Int] {
    let image = try #require(image)
    let bytes = try rgbaPixels(of: image)
    return (0..<image.height).filter { y in
      (0..<image.width).contains { x in bytes[(y * image.width + x) * 4 + 1] < threshold }
    }
  }

  /// The columns of an image that hold ink.
  func inkedColumns(_ image: CGImage?, threshold: UInt8 = 128) throws -> [Int] {
    let image = try #require(image)
    let bytes = try rgbaPixels(of: image)
    return (0..<image.width).filter { x in
      (0..<image.height).contains { y in bytes[(y * image.width + x) * 4 + 1] < threshold }
    }
  }

  @Test func aBadgeSizesAndDrawsItsText() throws {
    let badge = BadgeView()
    let size = badge.intrinsicContentSize
    #expect(size.width > 24 && size.width < 40 && size.height >= 20 && size.height <= 22)
    badge.text = "1234"
    #expect(badge.intrinsicContentSize.width > size.width + 12)
    badge.frame = CGRect(origin: .zero, size: badge.intrinsicContentSize)
    let image = badge.renderImage()
    // White glyphs on red: some pixels are white in the middle row.
    let middle = try (0..<Int(badge.bounds.width)).map { try pixel(image, $0, 10) }
    #expect(middle.contains(white))
  }

  @Test func boundingRectSizesWrappedText() {
    let text = "one two three four five six seven eight nine ten"
    let font = UIFont.systemFont(ofSize: 14)
    let width: CGFloat = 100
    let rect = text.boundingRect(
      with: CGSize(width: width, height: .greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font],
      context: nil)
    let lines = (rect.height / font.lineHeight).rounded()
    #expect(rect.width <= 100 && lines >= 4)
    #expect(abs(rect.height - lines * font.lineHeight) < 1)
    // Without .usesLineFragmentOrigin it is one line around the baseline.
    let single = text.boundingRect(
      with: CGSize(width: 100, height: 100), options: [], attributes: [.font: font],
      context: nil)
    #expect(single.minY < 0 && abs(single.height - font.lineHeight) < 1 && single.width > 100)
    let label = UILabel()
    label.font = font
    label.numberOfLines = 0
    label.text = text
    #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)).height == ceil(rect.height))
  }

  @Test func aCenteredParagraphStyle() throws {
    let caption = CaptionView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
    caption.backgroundColor = .white
    let columns = try inkedColumns(caption.renderImage())
    let left = try #require(columns.first)
    let right = try #require(columns.last)
    #expect(abs((left + right) / 2 - 60) <= 3)  // centered
    #expect(try inkedRows(caption.renderImage()).count > 20)  // more than one line
    let copy = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
    copy.alignment = .right
    #expect(NSParagraphStyle.default.alignment == .natural && copy.alignment == .right)
  }

  @Test func richTextLooksRight() throws {
    let view = RichTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 24))
    view.backgroundColor = .white
    try assertSnapshot(view.renderImage(scale: 2), named: "richText")
  }

  @Test func aPaddingLabelInsetsItsText() throws {
    let label = PaddingLabel()
    label.text = "Padded"
    label.backgroundColor = .white
    label.textColor = .black
    let plain = UILabel()
    plain.text = "Padded"
    #expect(label.intrinsicContentSize.width == plain.intrinsicContentSize.width + 20)
    label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
    let columns = try inkedColumns(label.renderImage())
    #expect(try #require(columns.first) >= 10)
    #expect(try #require(columns.last) < Int(label.bounds.width) - 9)
  }

  @Test func aTopAlignedLabel() throws {
    let label = TopAlignedLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
    label.text = "Top"
    label.backgroundColor = .white
    label.textColor = .black
    let rows = try inkedRows(label.renderImage())
    #expect(try #require(rows.first) < 8)  // a centered label's text would start near 30
    let centered = UILabel(frame: label.frame)
    centered.text = "Top"
    centered.backgroundColor = .white
    centered.textColor = .black
    #expect(try #require(try inkedRows(centered.renderImage()).first) > 25)
  }

  @Test func aDrawingContextShrinksTextToFit() {
    let context = NSStringDrawingContext()
    context.minimumScaleFactor = 0.5
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
    let text = "A title that is too long"
    let full = text.size(withAttributes: attributes)
    // One line (no .usesLineFragmentOrigin) must fit the width: about 0.7.
    let rect = text.boundingRect(
      with: CGSize(width: full.width * 0.7, height: 40), options: [], attributes: attributes,
      context: context)
    #expect(context.actualScaleFactor < 0.71 && context.actualScaleFactor >= 0.5)
    #expect(rect.width <= full.width * 0.7 + 0.01)
    // Wrapped lines must fit the height: two 20-point lines do not fit 40 points, smaller ones do.
    let wrapped = text.boundingRect(
      with: CGSize(width: full.width * 0.7, height: 40), options: .usesLineFragmentOrigin,
      attributes: attributes, context: context)
    #expect(context.actualScaleFactor < 1 && context.actualScaleFactor > 0.7)
    #expect(wrapped.height <= 40)
  }
}
