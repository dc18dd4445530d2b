import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view that logs its update-constraints and layout passes.
@MainActor
final class ConstraintLoggingView: UIView {
  let name: String
  var log: Log
  var onUpdate: (() -> Void)?

  final class Log {
    var entries: [String] = []
  }

  init(_ name: String, log: Log) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }

  override func updateConstraints() {
    log.entries.append("\(name).updateConstraints")
    onUpdate?()
    super.updateConstraints()
  }

  override func layoutSubviews() {
    log.entries.append("\(name).layoutSubviews")
    super.layoutSubviews()
  }
}

/// A view that builds its constraints in `updateConstraints()`, as UIKit's documentation
/// suggests for views that need constraint-based layout.
@MainActor
final class SelfConstrainingView: UIView {
  let content = UIView()
  var updates = 0

  override class var requiresConstraintBasedLayout: Bool { true }

  override init(frame: CGRect) {
    super.init(frame: frame)
    content.translatesAutoresizingMaskIntoConstraints = false
    addSubview(content)
  }
  required init?(coder: NSCoder) { nil }

  override func updateConstraints() {
    if updates == 0 {
      NSLayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
        content.topAnchor.constraint(equalTo: topAnchor, constant: 4),
        content.widthAnchor.constraint(equalToConstant: 20),
        content.heightAnchor.constraint(equalToConstant: 20),
      ])
    }
    updates += 1
    super.updateConstraints()
  }
}

@MainActor @Suite struct UpdateConstraintsTests {
  /// UIKit's order: `updateConstraints()` of subviews before their superviews', all of them
  /// before any `layoutSubviews()`.
  @Test func subviewsFirstAndBeforeLayout() {
    let log = ConstraintLoggingView.Log()
    let parent = ConstraintLoggingView("parent", log: log)
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let child = ConstraintLoggingView("child", log: log)
    parent.addSubview(child)
    parent.layoutIfNeeded()
    log.entries = []
    parent.setNeedsUpdateConstraints()
    child.setNeedsUpdateConstraints()
    #expect(parent.needsUpdateConstraints())
    parent.layoutIfNeeded()
    #expect(
      log.entries.prefix(3) == [
        "child.updateConstraints", "parent.updateConstraints", "parent.layoutSubviews",
      ])
    #expect(!parent.needsUpdateConstraints())
    // Coalesced: asking twice runs once.
    log.entries = []
    child.setNeedsUpdateConstraints()
    child.setNeedsUpdateConstraints()
    child.updateConstraintsIfNeeded()
    #expect(log.entries == ["child.updateConstraints"])
  }

  @Test func constraintsMadeInUpdateConstraintsLayOutInTheSamePass() {
    let log = ConstraintLoggingView.Log()
    let parent = ConstraintLoggingView("parent", log: log)
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    parent.onUpdate = {
      NSLayoutConstraint.activate([
        child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
        child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
        child.widthAnchor.constraint(equalToConstant: 10),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      parent.onUpdate = nil
    }
    parent.setNeedsUpdateConstraints()
    parent.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 45, y: 45, width: 10, height: 10))
  }

  @Test func requiresConstraintBasedLayoutUpdatesBeforeTheFirstLayout() {
    let view = SelfConstrainingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(view.needsUpdateConstraints())
    view.layoutIfNeeded()
    #expect(view.updates == 1)
    #expect(view.content.frame == CGRect(x: 4, y: 4, width: 20, height: 20))
  }

  @Test func aControllerUpdatesItsViewConstraints() {
    final class Controller: UIViewController {
      var calls: [String] = []
      override func updateViewConstraints() {
        calls.append("updateViewConstraints")
        super.updateViewConstraints()
      }
    }
    let controller = Controller()
    controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    controller.view.setNeedsUpdateConstraints()
    controller.view.layoutIfNeeded()
    #expect(controller.calls == ["updateViewConstraints"])
  }
}

/// `systemLayoutSizeFitting`: the size a view's constraints give it, as self-sizing cells ask.
@MainActor @Suite struct SystemLayoutSizeFittingTests {
  /// A card: a 40 × 40 image and a two-line-tall title beside it, 12 points of padding.
  func card() -> UIView {
    let card = UIView()
    let image = SizedView(40, 40)
    let title = SizedView(120, 34)
    for view in [image, title] {
      view.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(view)
    }
    NSLayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      image.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
      title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
      title.topAnchor.constraint(equalTo: image.topAnchor),
      card.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 12),
      card.bottomAnchor.constraint(greaterThanOrEqualTo: title.bottomAnchor, constant: 12),
    ])
    return card
  }

  @Test func theCompressedSizeHugsTheContent() {
    let size = card().systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 192, height: 64))
  }

  @Test func aRequiredWidthGivesTheHeight() {
    let card = card()
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 64))
    #expect(card.frame == .zero)  // measuring changes no frame
  }
}

/// Baselines from real text metrics: two labels of different sizes on one baseline.
@MainActor @Suite struct BaselineTests {
  @Test func labelsShareABaseline() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let big = UILabel()
    big.font = .systemFont(ofSize: 28)
    big.text = "Title"
    let small = UILabel()
    small.font = .systemFont(ofSize: 12)
    small.text = "detail"
    for label in [big, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
    }
    NSLayoutConstraint.activate([
      big.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      big.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      small.leadingAnchor.constraint(equalToSystemSpacingAfter: big.trailingAnchor, multiplier: 1),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    container.layoutIfNeeded()
    let bigBaseline = big.frame.minY + big.font.ascender
    let smallBaseline = small.frame.minY + small.font.ascender
    #expect(abs(bigBaseline - smallBaseline) <= 0.5)  // frames land on whole pixels
    #expect(small.frame.minX == big.frame.maxX + 8)
    #expect(big.frame.size == big.intrinsicContentSize)
  }
}

/// Constraints remade inside `layoutSubviews()` on every pass (a common mistake): layout still
/// ends, with the layout phase's diagnostic, and nothing accumulates.
@MainActor @Suite struct ConstraintChurnTests {
  final class ChurningView: UIView {
    let child = UIView()
    var current: [NSLayoutConstraint] = []
    var passes = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      child.translatesAutoresizingMaskIntoConstraints = false
      addSubview(child)
    }
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      super.layoutSubviews()
      passes += 1
      NSLayoutConstraint.deactivate(current)
      current = [
        child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: CGFloat(passes % 3)),
        child.topAnchor.constraint(equalTo: topAnchor),
        child.widthAnchor.constraint(equalToConstant: 10),
        child.heightAnchor.constraint(equalToConstant: 10),
      ]
      NSLayoutConstraint.activate(current)
    }
  }

  @Test func layoutEndsAndNothingAccumulates() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = ChurningView(frame: window.bounds)
    window.addSubview(view)
    window.isHidden = false
    for _ in 0..<3 { runCommit() }
    #expect(view.passes >= 2)
    #expect(view.passes <= 400)  // bounded by the layout phase's limit per commit
    // Edges held by the view, sizes by the child (a one-item constraint's holder is its item).
    #expect(view.constraints.count == 2)
    #expect(view.child.constraints.count == 2)
    #expect(view.child.frame.size == CGSize(width: 10, height: 10))
  }
}
