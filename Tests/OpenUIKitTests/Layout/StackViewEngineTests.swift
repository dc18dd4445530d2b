import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

/// A stack view arranges through the Auto Layout engine, as UIKit's: its arrangement is
/// constraints it holds, so its size comes from its views when nothing else gives it one, and
/// baselines, proportions and hidden views follow the documented rules.
@MainActor @Suite struct StackViewEngineTests {
  @Test func theArrangementIsConstraintsTheStackHolds() {
    let first = UILabel()
    first.text = "One"
    let second = UILabel()
    second.text = "Two"
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.spacing = 8
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    stack.layoutIfNeeded()
    let identifiers = Set(stack.constraints.compactMap(\.identifier))
    #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing"]))
    let spacing = stack.constraints.first { $0.identifier == "UISV-spacing" }
    #expect(spacing?.firstItem === second && spacing?.secondItem === first)
    #expect(spacing?.constant == 8)
    #expect(second.frame.minX - first.frame.maxX == 8)
    // Made again when what they read changes: the new spacing is the constraint's constant.
    stack.spacing = 12
    stack.layoutIfNeeded()
    #expect(stack.constraints.first { $0.identifier == "UISV-spacing" }?.constant == 12)
    #expect(second.frame.minX - first.frame.maxX == 12)
  }

  @Test func aStackPinnedByOneCornerIsAsLargeAsItsViews() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let stack = UIStackView(arrangedSubviews: [SizedView(40, 20), SizedView(60, 30)])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 5
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
    ])
    container.layoutIfNeeded()
    // As wide as its widest view, as tall as its views and spacing; the narrow one centred.
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 60, height: 55))
    #expect(stack.arrangedSubviews[0].frame == CGRect(x: 10, y: 0, width: 40, height: 20))
    #expect(!stack.hasAmbiguousLayout)
  }

  @Test func firstBaselineAlignmentPutsTheTextOnOneLine() {
    let small = UILabel()
    small.font = .systemFont(ofSize: 12)
    small.text = "Small"
    let large = UILabel()
    large.font = .systemFont(ofSize: 28)
    large.text = "Large"
    let stack = UIStackView(arrangedSubviews: [small, large])
    stack.alignment = .firstBaseline
    stack.spacing = 4
    #expect(UIStackView.Alignment.firstBaseline.rawValue == 2)
    #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
    let fitting = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    stack.frame = CGRect(origin: .zero, size: fitting)
    stack.layoutIfNeeded()
    let baseline = { (label: UILabel) in label.frame.minY + label.font.ascender }
    #expect(abs(baseline(small) - baseline(large)) < 1)
    // The large label touches the top; the stack is as tall as the text needs.
    #expect(large.frame.minY == 0)
    #expect(fitting.height == large.frame.height)
  }

  @Test func fillProportionallyFollowsAnIntrinsicSizeChange() {
    let views = [SizedView(100, 10), SizedView(100, 10)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .fillProportionally
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [150, 150])
    views[1].size = CGSize(width: 200, height: 10)
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [100, 200])
  }

  @Test func aHeightBelowRequiredLetsAHiddenViewCollapse() {
    // The idiom of UIKit code: an arranged view's height at 999, so that hiding it (UIKit's
    // `UISV-hiding`, required) takes its height away without a conflict.
    let lines = Mutex<[String]>([])
    Diagnostics.observe { line in lines.withLock { $0.append(line) } }
    defer { Diagnostics.observe(nil) }
    let banner = UIView()
    let height = banner.heightAnchor.constraint(equalToConstant: 44)
    height.priority = UILayoutPriority(999)
    height.isActive = true
    let content = SizedView(100, 100)
    let stack = UIStackView(arrangedSubviews: [banner, content])
    stack.axis = .vertical
    stack.spacing = 10
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: container.topAnchor),
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    container.layoutIfNeeded()
    #expect(content.frame.minY == 54)
    #expect(stack.frame.height == 154)
    banner.isHidden = true
    container.layoutIfNeeded()
    #expect(banner.frame.height == 0)
    #expect(content.frame.minY == 0)
    #expect(stack.frame.height == 100)
    #expect(lines.withLock { $0 }.allSatisfy { !$0.contains("Unable to simultaneously") })
  }

  @Test func hidingAnArrangedViewInAnAnimationAnimatesTheCollapse() {
    let window = makeWindow(size: CGSize(width: 200, height: 300))
    let top = SizedView(100, 50)
    let bottom = SizedView(100, 50)
    let stack = UIStackView(arrangedSubviews: [top, bottom])
    stack.axis = .vertical
    stack.distribution = .fill
    stack.alignment = .leading
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    window.addSubview(stack)
    CATransaction.flush()
    #expect(bottom.frame.minY == 50)
    UIView.animate(withDuration: 1) {
      top.isHidden = true
      stack.layoutIfNeeded()
    }
    // The model is at the end at once; what is on screen moves there.
    #expect(bottom.frame.minY == 0)
    #expect(bottom.layer.animationKeys()?.contains("position") == true)
  }
}
