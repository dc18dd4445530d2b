import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

/// Auto Layout as the Auto Layout Guide describes it: frames after `layoutIfNeeded()`,
/// priorities deciding conflicts, hugging and compression deciding who stretches.
@MainActor @Suite struct AutoLayoutTests {
  /// A 320 × 480 container with one subview laid out by constraints.
  func container() -> (UIView, UIView) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    return (container, child)
  }

  @Test func edgesPinnedWithInsets() {
    let (container, child) = container()
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
      child.heightAnchor.constraint(equalToConstant: 44),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 40, width: 280, height: 44))
  }

  @Test func centeredWithAFixedSize() {
    let (container, child) = container()
    NSLayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5, constant: 10),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 80, y: 195, width: 160, height: 90))
  }

  @Test func theClassicInitializer() {
    let (container, child) = container()
    container.addConstraints([
      NSLayoutConstraint(
        item: child, attribute: .left, relatedBy: .equal, toItem: container, attribute: .left,
        multiplier: 1, constant: 10),
      NSLayoutConstraint(
        item: child, attribute: .right, relatedBy: .equal, toItem: container,
        attribute: .right, multiplier: 1, constant: -10),
      NSLayoutConstraint(
        item: child, attribute: .bottom, relatedBy: .equal, toItem: container,
        attribute: .bottom, multiplier: 1, constant: -10),
      NSLayoutConstraint(
        item: child, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 50),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 420, width: 300, height: 50))
    #expect(container.constraints.count == 4)
  }

  /// Constraints are held by the closest common ancestor of their items.
  @Test func theClosestCommonAncestorHoldsTheConstraint() {
    let (container, child) = container()
    let sibling = UIView()
    let nested = UIView()
    container.addSubview(sibling)
    sibling.addSubview(nested)
    let between = nested.leadingAnchor.constraint(equalTo: child.trailingAnchor)
    let width = child.widthAnchor.constraint(equalToConstant: 10)
    let inside = nested.topAnchor.constraint(equalTo: sibling.topAnchor)
    NSLayoutConstraint.activate([between, width, inside])
    #expect(container.constraints.contains { $0 === between })
    #expect(child.constraints.contains { $0 === width })
    #expect(sibling.constraints.contains { $0 === inside })
    #expect(between.isActive)
    between.isActive = false
    #expect(!between.isActive)
    #expect(!container.constraints.contains { $0 === between })
  }

  @Test func aChangedConstantMovesTheViewAtTheNextLayout() {
    let (container, child) = container()
    let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      top, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    #expect(child.frame.minY == 10)
    top.constant = 200
    #expect(child.frame.minY == 10)  // not until layout
    container.layoutIfNeeded()
    #expect(child.frame.minY == 200)
  }

  @Test func theHigherPriorityWins() {
    let (container, child) = container()
    let wide = child.widthAnchor.constraint(equalToConstant: 300)
    wide.priority = .defaultHigh
    let narrow = child.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = .defaultLow
    NSLayoutConstraint.activate([
      wide, narrow, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
      child.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -100),
    ])
    container.layoutIfNeeded()
    #expect(child.frame.width == 220)  // 300 wanted, the required ≤ edge caps it
    wide.priority = UILayoutPriority(rawValue: 200)
    container.layoutIfNeeded()
    #expect(child.frame.width == 100)
  }

  /// Two views in a row filling the container: the one that hugs less (250 against 251, what
  /// Interface Builder gives labels) stretches; compression resistance decides who shrinks.
  @Test func huggingAndCompressionResistance() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let left = SizedView(60, 20)
    let right = SizedView(80, 20)
    for view in [left, right] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    left.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
      right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      left.topAnchor.constraint(equalTo: container.topAnchor),
      right.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    #expect(left.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
    #expect(right.frame == CGRect(x: 68, y: 0, width: 232, height: 20))
    // Too narrow for both: the lower compression resistance gives way.
    container.frame.size.width = 100
    right.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    container.layoutIfNeeded()
    #expect(left.frame.width == 60)
    #expect(right.frame == CGRect(x: 68, y: 0, width: 32, height: 20))
  }

  @Test func anIntrinsicSizeChangeRelaysOut() {
    let (container, _) = container()
    let badge = SizedView(40, 20)
    badge.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
    ])
    container.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 264, y: 16, width: 40, height: 20))
    badge.size = CGSize(width: 64, height: 24)
    container.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 240, y: 16, width: 64, height: 24))
  }

  /// A wrapping label pinned on both sides is as tall as its text at the width it gets, in the
  /// same layout (UIKit's automatic preferred width).
  @Test func aWrappingLabelTakesTheHeightOfItsWidth() {
    let (container, _) = container()
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "A label long enough to wrap onto several lines at a hundred points."
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()
    let wrapped = label.sizeThatFits(CGSize(width: 100, height: 0)).height
    #expect(wrapped > label.font.lineHeight * 2)
    #expect(label.frame == CGRect(x: 10, y: 0, width: 100, height: wrapped))
  }

  @Test func marginsAndSafeAreaGuides() {
    let (container, child) = container()
    container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let other = UIView()
    other.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(other)
    let margins = container.layoutMarginsGuide
    let safe = container.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      child.topAnchor.constraint(equalTo: margins.topAnchor),
      child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      other.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      other.topAnchor.constraint(equalTo: safe.topAnchor),
      other.widthAnchor.constraint(equalTo: safe.widthAnchor),
      other.heightAnchor.constraint(equalToConstant: 1),
    ])
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 10, width: 260, height: 440))
    #expect(margins.layoutFrame == CGRect(x: 20, y: 10, width: 260, height: 440))
    #expect(other.frame == CGRect(x: 0, y: 0, width: 320, height: 1))
    container.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    container.layoutIfNeeded()
    #expect(child.frame == container.bounds)
  }

  @Test func customGuidesSpaceViewsOut() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    let a = UIView()
    let b = UIView()
    let gap = UILayoutGuide()
    gap.identifier = "gap"
    container.addLayoutGuide(gap)
    #expect(gap.owningView === container)
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      view.widthAnchor.constraint(equalToConstant: 100).isActive = true
      view.heightAnchor.constraint(equalToConstant: 50).isActive = true
      view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    container.layoutIfNeeded()
    #expect(b.frame.minX == 200)
    #expect(gap.layoutFrame.width == 100)
    #expect(gap.owningView === container)
    container.removeLayoutGuide(gap)
    #expect(container.layoutGuides.isEmpty)
    #expect(gap.owningView == nil)
    // Settable, as UIKit declares it (`weak var owningView: UIView? { get set }`).
    gap.owningView = container
    #expect(gap.owningView === container)
  }

  /// Constraints across hierarchy levels add the frames in between.
  @Test func constraintsBetweenCousins() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let panel = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
    root.addSubview(panel)
    let inner = UIView()
    let outer = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    outer.translatesAutoresizingMaskIntoConstraints = false
    panel.addSubview(inner)
    root.addSubview(outer)
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
      inner.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
      inner.widthAnchor.constraint(equalToConstant: 30),
      inner.heightAnchor.constraint(equalToConstant: 30),
      // outer sits right below inner, in root's coordinates.
      outer.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
      outer.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 5),
      outer.widthAnchor.constraint(equalTo: inner.widthAnchor),
      outer.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
    #expect(outer.frame == CGRect(x: 60, y: 105, width: 30, height: 10))
    // The panel moves (its frame, not constraints): the cousin follows at the next layout.
    panel.frame.origin = CGPoint(x: 100, y: 60)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(outer.frame.minX == 110)
  }

  @Test func aResizedContainerRelaysOutItsSubviews() {
    let (container, child) = container()
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
      child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    container.frame = CGRect(x: 0, y: 0, width: 500, height: 480)
    container.layoutIfNeeded()
    #expect(child.frame.width == 484)
  }

  @Test func removingASubviewDeactivatesItsOutsideConstraints() {
    let (container, child) = container()
    let grandchild = UIView()
    child.addSubview(grandchild)
    let outside = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
    let inside = grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor)
    NSLayoutConstraint.activate([outside, inside])
    child.removeFromSuperview()
    #expect(!outside.isActive)
    #expect(inside.isActive)
  }

  @Test func unsatisfiableConstraintsAreReportedAndOneIsBroken() {
    let lines = Mutex<[String]>([])
    Diagnostics.observe { line in lines.withLock { $0.append(line) } }
    defer { Diagnostics.observe(nil) }
    let (container, child) = container()
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
      child.widthAnchor.constraint(equalToConstant: 100),
    ])
    let conflicting = child.widthAnchor.constraint(equalToConstant: 200)
    conflicting.identifier = "too-wide"
    conflicting.isActive = true
    container.layoutIfNeeded()
    #expect(child.frame.width == 100)
    let reported = lines.withLock { $0 }
    #expect(reported.contains { $0.contains("Unable to simultaneously satisfy constraints") })
    #expect(
      reported.contains {
        $0.contains("Will attempt to recover by breaking constraint") && $0.contains("too-wide")
      })
  }

  @Test func viewsInDifferentHierarchiesCannotBeConstrained() {
    let lines = Mutex<[String]>([])
    Diagnostics.observe { line in lines.withLock { $0.append(line) } }
    defer { Diagnostics.observe(nil) }
    let a = UIView()
    let b = UIView()
    let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(lines.withLock { $0 }.contains { $0.contains("no common ancestor") })
  }

  @Test func badConstantsAreRefused() {
    let (container, child) = container()
    let width = child.widthAnchor.constraint(equalToConstant: 50)
    width.isActive = true
    width.constant = .nan
    #expect(width.constant == 50)
    let made = NSLayoutConstraint(
      item: child, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width,
      multiplier: .infinity, constant: 0)
    #expect(made.multiplier == 1)
    // A location equal to a constant is refused, as UIKit refuses it.
    let location = NSLayoutConstraint(
      item: child, attribute: .left, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 5)
    location.isActive = true
    #expect(!location.isActive)
  }

  /// Leading with left in one constraint (directly, or through a distance between anchors) is
  /// refused with UIKit's message: one follows the layout direction, the other does not.
  @Test func leadingAndLeftDoNotMix() {
    let lines = Mutex<[String]>([])
    Diagnostics.observe { line in lines.withLock { $0.append(line) } }
    defer { Diagnostics.observe(nil) }
    let (container, child) = container()
    let mixed = NSLayoutConstraint(
      item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .left,
      multiplier: 1, constant: 0)
    mixed.isActive = true
    #expect(!mixed.isActive)
    let gap = child.leftAnchor.anchorWithOffset(to: container.trailingAnchor)
      .constraint(equalToConstant: 10)
    gap.isActive = true
    #expect(!gap.isActive)
    let refusals = lines.withLock { $0 }.filter { $0.contains("Use leading/trailing for both") }
    #expect(refusals.count == 2)
    let centered = child.centerXAnchor.constraint(equalTo: container.leftAnchor)
    centered.isActive = true
    #expect(centered.isActive)
  }
}

/// Leading and trailing follow the layout direction: right to left, leading is the right edge and
/// constants grow toward the trailing edge (the Auto Layout Guide's "Interpreting Values").
@MainActor @Suite struct RightToLeftConstraintTests {
  @Test func leadingAndTrailingMirrorInARightToLeftContainer() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    container.semanticContentAttribute = .forceRightToLeft
    let icon = UIView()
    let title = UIView()
    let badge = UIView()
    for view in [icon, title, badge] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    let badgeLeading = badge.leadingAnchor.constraint(
      greaterThanOrEqualTo: container.leadingAnchor, constant: 50)
    let badgePull = badge.leadingAnchor.constraint(equalTo: container.leadingAnchor)
    badgePull.priority = .defaultLow
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      icon.widthAnchor.constraint(equalToConstant: 100),
      icon.topAnchor.constraint(equalTo: container.topAnchor),
      icon.heightAnchor.constraint(equalToConstant: 10),
      title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
      title.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
      title.topAnchor.constraint(equalTo: container.topAnchor),
      title.heightAnchor.constraint(equalToConstant: 10),
      badgeLeading, badgePull,
      badge.widthAnchor.constraint(equalToConstant: 30),
      badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      badge.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(icon.frame.minX == 200)  // 20 from the right edge, 100 wide
    #expect(title.frame == CGRect(x: 10, y: 0, width: 182, height: 10))  // 8 left of the icon
    #expect(badge.frame.maxX == 270)  // at least 50 in from the leading (right) edge
    // Left to right again: the same constraints read from the left.
    container.semanticContentAttribute = .forceLeftToRight
    container.layoutIfNeeded()
    #expect(icon.frame.minX == 20)
    #expect(title.frame == CGRect(x: 128, y: 0, width: 182, height: 10))
    #expect(badge.frame.minX == 50)
  }
}

extension RightToLeftConstraintTests {
  /// A `layoutDirection` trait override alone flips leading and trailing, as an app localized for
  /// Arabic or Hebrew gets without touching `semanticContentAttribute`; back, they read from the
  /// left again.
  @Test func theLayoutDirectionTraitFlipsLeadingAndTrailing() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let icon = UIView()
    icon.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(icon)
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      icon.widthAnchor.constraint(equalToConstant: 100),
      icon.topAnchor.constraint(equalTo: container.topAnchor),
      icon.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(icon.frame.minX == 20)
    container.traitOverrides.layoutDirection = .rightToLeft
    container.layoutIfNeeded()
    #expect(icon.frame.minX == 200)
    container.traitOverrides.layoutDirection = .leftToRight
    container.layoutIfNeeded()
    #expect(icon.frame.minX == 20)
  }
}

/// A view whose drawing reaches past its content (a drop shadow at the bottom right): constraints
/// align its content, `alignmentRectInsets` say how far the frame reaches beyond.
private final class ShadowedBadge: UIView {
  override var alignmentRectInsets: UIEdgeInsets {
    UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 6)
  }
  override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 40) }
}

/// Constraints place alignment rectangles (`alignmentRectInsets`), not frames.
@MainActor @Suite struct AlignmentRectTests {
  @Test func constraintsAlignTheContentAndTheFrameReachesPastIt() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let badge = ShadowedBadge()
    let label = UIView()
    for view in [badge, label] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      label.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: badge.bottomAnchor),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    container.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 20, y: 20, width: 46, height: 44))
    #expect(
      badge.alignmentRect(forFrame: badge.frame) == CGRect(x: 20, y: 20, width: 40, height: 40))
    #expect(
      badge.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 40, height: 40)).size
        == CGSize(width: 46, height: 44))
    // The label lines up with the badge's content, not its shadow.
    #expect(label.frame == CGRect(x: 68, y: 40, width: 100, height: 20))
  }

  @Test func aPinnedViewIsAlignedByItsAlignmentRectToo() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let badge = ShadowedBadge(frame: CGRect(x: 10, y: 10, width: 46, height: 44))
    container.addSubview(badge)
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
      label.topAnchor.constraint(equalTo: badge.bottomAnchor),
      label.widthAnchor.constraint(equalToConstant: 10),
      label.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 10, y: 10, width: 46, height: 44))  // kept
    #expect(label.frame.origin == CGPoint(x: 50, y: 50))
  }

  /// A view's `constraints` keep their activation order as constraints come and go, removed
  /// one by one or in a batch (each removal costs the same however many the view holds).
  @Test func heldConstraintsKeepTheirOrderAsTheyComeAndGo() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let made = (0..<100).map {
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: CGFloat($0))
    }
    NSLayoutConstraint.activate(made)
    for (index, constraint) in made.enumerated() where index % 3 != 0 {
      constraint.isActive = false
    }
    #expect(view.constraints.map(\.constant) == stride(from: 0, to: 100, by: 3).map { CGFloat($0) })
    let extra = view.heightAnchor.constraint(equalToConstant: 5)
    view.addConstraint(extra)
    view.removeConstraint(made[3])
    #expect(view.constraints.count == 34)
    #expect(view.constraints.last === extra)
    #expect(view.constraints.first === made[0])
    NSLayoutConstraint.deactivate(view.constraints)
    #expect(view.constraints.isEmpty)
    NSLayoutConstraint.activate([made[5], made[1]])
    #expect(view.constraints.map(\.constant) == [5, 1])
  }
}
