import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Constraints on arranged views take part in the arrangement, as iOS code relies on: a fixed
/// width in a row, an aspect ratio in a column, a wrapping label's height at its width.
@MainActor @Suite struct StackViewArrangedConstraintTests {
  @Test func anAspectRatioInAColumnSetsTheHeightFromTheWidth() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    stack.axis = .vertical
    stack.alignment = .fill
    let banner = UIView()
    banner.heightAnchor.constraint(equalTo: banner.widthAnchor, multiplier: 0.5).isActive = true
    let caption = UILabel()
    caption.text = "Caption"
    stack.addArrangedSubview(banner)
    stack.addArrangedSubview(caption)
    stack.distribution = .equalSpacing
    stack.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
    #expect(caption.frame.maxY == 400, "equal spacing puts the caption at the bottom")
  }

  @Test func aFixedWidthInARowIsKeptAndTheRestFills() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    stack.axis = .horizontal
    stack.spacing = 8
    let icon = UIView()
    icon.widthAnchor.constraint(equalToConstant: 44).isActive = true
    let title = UILabel()
    title.text = "Title"
    title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    stack.addArrangedSubview(icon)
    stack.addArrangedSubview(title)
    stack.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
    #expect(title.frame == CGRect(x: 52, y: 0, width: 248, height: 44))
  }

  @Test func aWrappingLabelInAColumnIsAsTallAsItsTextAtTheColumnsWidth() {
    let stack = UIStackView()
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    let body = UILabel()
    body.numberOfLines = 0
    body.text = String(repeating: "words that wrap ", count: 12)
    stack.addArrangedSubview(body)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    let expected = body.sizeThatFits(CGSize(width: 200, height: 0)).height
    #expect(body.frame.width == 200)
    #expect(abs(body.frame.height - expected) <= 1)
    #expect(abs(stack.frame.height - expected) <= 1, "the stack is as tall as what it holds")
  }
}
