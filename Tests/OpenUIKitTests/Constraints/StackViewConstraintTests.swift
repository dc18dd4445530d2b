import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

/// Stack views among constraints: arranged views sized by their own constraints, other views
/// constrained to arranged views, a stack view placed by constraints.
@MainActor @Suite struct StackViewConstraintTests {
  /// The common form of a settings screen: a vertical stack placed by anchors, holding a label,
  /// a plain separator view with a height constraint and a button, as iOS code builds it.
  @Test func arrangedViewsKeepTheSizeTheirConstraintsGive() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    let title = UILabel()
    title.text = "Settings"
    let separator = UIView()
    separator.heightAnchor.constraint(equalToConstant: 1).isActive = true
    let banner = UIView()
    banner.heightAnchor.constraint(equalToConstant: 44).isActive = true
    for view in [title, separator, banner] { stack.addArrangedSubview(view) }
    #expect(!separator.translatesAutoresizingMaskIntoConstraints)  // UIKit sets it
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
    ])
    container.layoutIfNeeded()
    let titleHeight = title.intrinsicContentSize.height
    #expect(stack.frame == CGRect(x: 16, y: 20, width: 288, height: titleHeight + 8 + 1 + 8 + 44))
    #expect(separator.frame == CGRect(x: 0, y: titleHeight + 8, width: 288, height: 1))
    #expect(banner.frame == CGRect(x: 0, y: titleHeight + 17, width: 288, height: 44))
    #expect(!banner.hasAmbiguousLayout)
  }

  /// A view outside the stack lines up with an arranged one.
  @Test func viewsCanBeConstrainedToArrangedViews() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    stack.axis = .vertical
    stack.distribution = .fillEqually
    container.addSubview(stack)
    let first = UIView()
    let second = UIView()
    stack.addArrangedSubview(first)
    stack.addArrangedSubview(second)
    let marker = UIView()
    marker.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(marker)
    NSLayoutConstraint.activate([
      marker.centerYAnchor.constraint(equalTo: second.centerYAnchor),
      marker.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 10),
      marker.widthAnchor.constraint(equalToConstant: 20),
      marker.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    #expect(second.frame == CGRect(x: 0, y: 50, width: 200, height: 50))
    #expect(marker.frame == CGRect(x: 210, y: 65, width: 20, height: 20))
    // The stack grows: the arranged view moves, and the marker with it.
    stack.frame.size.height = 200
    container.layoutIfNeeded()
    #expect(second.frame.minY == 100)
    #expect(marker.frame.minY == 140)
  }

  /// A view placed by constraints ignores its autoresizing mask, as in UIKit.
  @Test func aViewPlacedByConstraintsIsNotAutoresized() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    child.autoresizingMask = [.flexibleWidth]
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    container.frame.size.width = 300
    #expect(child.frame.width == 100)
  }
}

/// A conflict between an arranged view's required constraints and the stack's is reported once,
/// as UIKit reports it: one constraint is broken (it stays active) and the arrangement stands.
@MainActor @Suite struct StackViewPinTests {
  @Test func aConflictWithTheArrangementIsReportedOnce() {
    let lines = Mutex<[String]>([])
    Diagnostics.observe { line in lines.withLock { $0.append(line) } }
    defer { Diagnostics.observe(nil) }
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let stack = UIStackView(frame: container.bounds)
    stack.axis = .vertical
    stack.distribution = .fillEqually  // stretches the bar past its 44 points
    container.addSubview(stack)
    let bar = UIView()
    bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
    stack.addArrangedSubview(bar)
    stack.addArrangedSubview(UIView())
    container.layoutIfNeeded()
    #expect(bar.frame.height == 240)  // the arrangement stands
    #expect(bar.constraints.allSatisfy { $0.isActive })
    // Reported once, as UIKit reports the conflict between its fill-equally constraints and the
    // bar's height; not again at the next layout.
    stack.setNeedsLayout()
    container.layoutIfNeeded()
    let reports = lines.withLock { $0 }.filter { $0.contains("Unable to simultaneously satisfy") }
    #expect(reports.count == 1)
    #expect(
      reports.first?.contains(
        "Will attempt to recover by breaking constraint\n<NSLayoutConstraint "
          + "UIView:") == true)
    #expect(reports.first?.hasSuffix(".height == 44.0>") == true)
  }
}

/// A wrapping label in a vertical stack is as tall as its text at the stack's width.
@MainActor @Suite struct StackViewWrappingTests {
  @Test func aWrappingLabelTakesTheHeightOfItsTextAtTheStacksWidth() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
    stack.axis = .vertical
    stack.alignment = .fill
    stack.distribution = .equalSpacing
    let body = UILabel()
    body.numberOfLines = 0
    body.text = "A body of text long enough to wrap over several lines at this width."
    let footer = UILabel()
    footer.text = "Footer"
    stack.addArrangedSubview(body)
    stack.addArrangedSubview(footer)
    stack.layoutIfNeeded()
    let wrapped = body.sizeThatFits(CGSize(width: 120, height: 0)).height
    #expect(wrapped > footer.intrinsicContentSize.height * 2)
    #expect(body.frame == CGRect(x: 0, y: 0, width: 120, height: wrapped))
  }
}

/// A row holding an icon and a column whose body wraps: the row is as tall as the column is at
/// the width the row leaves it (the feed cell of every social app).
@MainActor @Suite struct NestedStackFittingTests {
  @Test func aRowIsAsTallAsItsWrappingColumnAtTheWidthItGetsIt() {
    let body = UILabel()
    body.numberOfLines = 0
    body.text = "A reply long enough to wrap over several lines in a narrow column of a feed."
    let name = UILabel()
    name.text = "Name"
    let column = UIStackView(arrangedSubviews: [name, body])
    column.axis = .vertical
    column.spacing = 4
    let icon = UIView()
    icon.widthAnchor.constraint(equalToConstant: 40).isActive = true
    icon.heightAnchor.constraint(equalToConstant: 40).isActive = true
    let row = UIStackView(arrangedSubviews: [icon, column])
    row.spacing = 12
    row.alignment = .top
    let width: CGFloat = 240
    let columnWidth = width - 40 - 12
    let expected =
      name.intrinsicContentSize.height + 4
      + body.sizeThatFits(CGSize(width: columnWidth, height: 0)).height
    #expect(expected > 60)  // taller than the icon: the body wraps
    #expect(row.sizeThatFits(CGSize(width: width, height: 0)).height == expected)
    row.frame = CGRect(x: 0, y: 0, width: width, height: expected)
    row.layoutIfNeeded()
    #expect(column.frame == CGRect(x: 52, y: 0, width: columnWidth, height: expected))
    #expect(body.frame.height == body.sizeThatFits(CGSize(width: columnWidth, height: 0)).height)
  }
}

/// A caption aligned on the baseline of a stack of text: the stack's first baseline is its first
/// arranged label's (`forFirstBaselineLayout`), its last baseline the last label's.
@MainActor @Suite struct StackViewBaselineTests {
  @Test func aCaptionSitsOnTheStacksFirstAndLastBaselines() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let title = UILabel()
    title.text = "Title"
    title.font = .systemFont(ofSize: 24)
    let subtitle = UILabel()
    subtitle.text = "Subtitle"
    let stack = UIStackView(arrangedSubviews: [title, subtitle])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    let first = UILabel()
    first.text = "A"
    let last = UILabel()
    last.text = "B"
    for view in [stack, first, last] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    #expect(stack.forFirstBaselineLayout === title)
    #expect(stack.forLastBaselineLayout === subtitle)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 80),
      first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      first.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
      last.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      last.lastBaselineAnchor.constraint(equalTo: stack.lastBaselineAnchor),
    ])
    container.layoutIfNeeded()
    let titleBaseline = stack.frame.minY + title.frame.minY + title.font.ascender
    let subtitleBaseline = stack.frame.minY + subtitle.frame.maxY + subtitle.font.descender
    #expect(abs(first.frame.minY + first.font.ascender - titleBaseline) < 0.5)
    #expect(abs(last.frame.maxY + last.font.descender - subtitleBaseline) < 0.5)
  }
}
