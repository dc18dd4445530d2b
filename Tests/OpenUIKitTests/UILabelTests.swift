import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct UILabelTests {
  @Test func fonts() {
    let system = UIFont.systemFont(ofSize: 17)
    #expect(
      system.fontName == "DejaVuSans" && system.pointSize == 17
        && system.familyName == "DejaVu Sans")
    #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "DejaVuSans-Bold")
    #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontName == "DejaVuSans")
    #expect(UIFont(name: "DejaVu Sans Mono", size: 10)?.fontName == "DejaVuSansMono")
    #expect(UIFont(name: "Comic Sans MS", size: 10) == nil)
    #expect(system.withSize(20).pointSize == 20)
    #expect(abs(UIFont.systemFont(ofSize: 11).ascender - 0.928 * 11) < 0.01)
  }

  @Test func defaultsAndSizing() {
    let label = UILabel()
    #expect(
      label.text == nil && label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail)
    #expect(
      label.textAlignment == .natural && label.textColor == .label && label.font.pointSize == 17)
    label.text = "Hello"
    let single = label.sizeThatFits(CGSize(width: 1000, height: 1000))
    #expect(single.width > 30 && single.width < 60 && single.height >= 19 && single.height <= 21)
    label.numberOfLines = 0
    label.text = "one two three four five six"
    let wrapped = label.sizeThatFits(CGSize(width: 60, height: 1000))
    #expect(wrapped.width <= 60 && wrapped.height > 2 * single.height)
    label.frame = CGRect(x: 0, y: 0, width: 60, height: 10)
    let expected = label.sizeThatFits(label.bounds.size)  // wraps at 60
    label.sizeToFit()
    #expect(label.frame.size == expected && expected.width <= 60)
  }

  /// A label remembers what its text measured (shaping is the costly part of sizing a cell), and
  /// forgets it whenever something that shapes the text changes: each answer below must be the
  /// new text's, not the remembered one.
  @Test func measurementsFollowEveryChangeThatShapesTheText() {
    let label = UILabel()
    label.text = "Hello"
    let hello = label.sizeThatFits(.zero)
    #expect(label.sizeThatFits(.zero) == hello)
    label.text = "Hello, world"
    let longer = label.sizeThatFits(.zero)
    #expect(longer.width > hello.width)
    label.font = .systemFont(ofSize: 34)
    let larger = label.sizeThatFits(.zero)
    #expect(larger.width > longer.width * 1.5 && larger.height > longer.height)
    label.attributedText = NSAttributedString(
      string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 34)])
    #expect(label.sizeThatFits(.zero).width < larger.width / 2)

    label.text = "one two three four five six seven eight"
    label.font = .systemFont(ofSize: 17)
    let oneLine = label.sizeThatFits(CGSize(width: 100, height: 0))
    label.numberOfLines = 0
    let wrapped = label.sizeThatFits(CGSize(width: 100, height: 0))
    #expect(wrapped.height > oneLine.height * 2 && wrapped.width <= 100)
    #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == wrapped)
    let wider = label.sizeThatFits(CGSize(width: 200, height: 0))
    #expect(wider.height < wrapped.height)
    label.lineBreakMode = .byCharWrapping
    label.numberOfLines = 2
    #expect(label.sizeThatFits(CGSize(width: 100, height: 0)).height < wrapped.height)
    label.bounds.size.width = 100
    #expect(label.intrinsicContentSize.height < wrapped.height)
  }

  /// A wrapping label measured without a bound (its intrinsic size) answers a bound at least as
  /// wide from that measurement; the answer is the one a label measured only at that bound gives,
  /// for text with line breaks, centred, and at every line limit.
  @Test func aWideBoundGetsTheUnboundedMeasurement() {
    for (text, alignment) in [
      ("A short body.", NSTextAlignment.natural),
      ("Two lines\nof which the second is longer", .center),
      ("Trailing spaces   ", .right),
    ] {
      for lines in [0, 1, 2] {
        func label() -> UILabel {
          let label = UILabel()
          label.text = text
          label.numberOfLines = lines
          label.textAlignment = alignment
          return label
        }
        let measured = label()
        let unbounded = measured.intrinsicContentSize
        for width in [unbounded.width, unbounded.width + 0.5, 375] {
          let fresh = label().sizeThatFits(CGSize(width: width, height: 0))
          #expect(
            measured.sizeThatFits(CGSize(width: width, height: 0)) == fresh, "\(text) \(width)")
        }
        // Narrower, it wraps (or truncates) as a fresh label does.
        let narrow = CGSize(width: unbounded.width / 2, height: 0)
        #expect(measured.sizeThatFits(narrow) == label().sizeThatFits(narrow))
      }
    }
  }

  @Test func labelsInLightAndDark() throws {
    let window = UIWindow.headless(size: CGSize(width: 240, height: 120))
    let specs: [(CGRect, String, NSTextAlignment, Int, NSLineBreakMode, UIFont)] = [
      (
        CGRect(x: 8, y: 4, width: 224, height: 22), "Left aligned", .left, 1, .byTruncatingTail,
        .systemFont(ofSize: 16)
      ),
      (
        CGRect(x: 8, y: 26, width: 224, height: 22), "Centered bold", .center, 1, .byTruncatingTail,
        .boldSystemFont(ofSize: 14)
      ),
      (
        CGRect(x: 8, y: 48, width: 224, height: 18), "Right", .right, 1, .byTruncatingTail,
        .systemFont(ofSize: 12)
      ),
      (
        CGRect(x: 8, y: 68, width: 110, height: 48), "Wrapped onto several lines of text", .left, 0,
        .byWordWrapping, .systemFont(ofSize: 11)
      ),
      (
        CGRect(x: 124, y: 68, width: 108, height: 20), "Truncated in the middle of it", .left, 1,
        .byTruncatingMiddle, .systemFont(ofSize: 11)
      ),
      (
        CGRect(x: 124, y: 90, width: 108, height: 28), "At most two lines, then it is cut off",
        .left, 2, .byTruncatingTail, .systemFont(ofSize: 10)
      ),
    ]
    for (frame, text, alignment, lines, lineBreak, font) in specs {
      let label = UILabel(frame: frame)
      label.text = text
      label.textAlignment = alignment
      label.numberOfLines = lines
      label.lineBreakMode = lineBreak
      label.font = font
      label.backgroundColor = .secondarySystemBackground
      window.addSubview(label)
    }
    try assertSnapshot(window.renderImage(), named: "labelsLight")
    window.overrideUserInterfaceStyle = .dark  // label and background colors follow
    try assertSnapshot(window.renderImage(), named: "labelsDark")
  }

  @Test func attributedTextRunsInLightAndDark() throws {
    let window = UIWindow.headless(size: CGSize(width: 200, height: 40))
    let label = UILabel(frame: CGRect(x: 8, y: 8, width: 184, height: 24))
    let text = NSMutableAttributedString(string: "Bold, red and dynamic")
    text.addAttribute(
      .font, value: UIFont.boldSystemFont(ofSize: 15), range: NSRange(location: 0, length: 4))
    text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 6, length: 3))
    text.addAttribute(
      .foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 14, length: 7))
    label.font = .systemFont(ofSize: 15)
    label.attributedText = text
    window.addSubview(label)
    #expect(label.text == "Bold, red and dynamic")
    try assertSnapshot(window.renderImage(), named: "attributedLight")
    window.overrideUserInterfaceStyle = .dark  // label color and the dynamic run follow
    try assertSnapshot(window.renderImage(), named: "attributedDark")
    label.text = "plain"
    #expect(label.attributedText?.string == "plain")
  }
}
