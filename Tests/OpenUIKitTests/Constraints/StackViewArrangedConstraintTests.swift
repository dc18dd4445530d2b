import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Synchronization
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

  /// Changing a constraint's constant on an arranged view re-arranges the stack at once, without
  /// a report: the new arrangement agrees with it.
  @Test func aConstantChangeOnAnArrangedViewRearrangesTheStack() {
    let lines = Mutex<[String]>([])
    Diagnostics.observe { line in lines.withLock { $0.append(line) } }
    defer { Diagnostics.observe(nil) }
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    stack.axis = .vertical
    stack.alignment = .fill
    stack.distribution = .equalSpacing
    let top = UIView()
    let height = top.heightAnchor.constraint(equalToConstant: 40)
    height.isActive = true
    let bottom = UIView()
    bottom.heightAnchor.constraint(equalToConstant: 30).isActive = true
    stack.addArrangedSubview(top)
    stack.addArrangedSubview(bottom)
    stack.layoutIfNeeded()
    #expect(top.frame.height == 40)
    height.constant = 0
    stack.layoutIfNeeded()
    #expect(top.frame.height == 0)
    #expect(bottom.frame.maxY == 300)
    #expect(!lines.withLock { $0 }.contains { $0.contains("Unable to simultaneously satisfy") })
  }
}
