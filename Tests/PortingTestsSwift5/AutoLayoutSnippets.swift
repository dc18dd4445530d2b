import OpenUIKit
import OpenUIKitTesting
import Testing

// Auto Layout as Swift 5 apps and small layout libraries write it (TinyConstraints-style
// helpers, 2017–2024): a `UIView` extension that pins edges and returns the constraints, a
// `Constraints` typealias, a profile header built in `commonInit()` with anchors, a stored
// height constraint whose `constant` toggles, the classic `NSLayoutConstraint(item:…)` form
// from older code, and the visual order (`addSubview` then activate). Isolation pattern: free
// functions and extensions with no annotations calling main-actor API.

// MARK: - Library code

typealias Constraints = [NSLayoutConstraint]

extension UIView {
  @discardableResult
  func edgesToSuperview(insets: UIEdgeInsets = .zero, isActive: Bool = true) -> Constraints {
    guard let superview = superview else { return [] }
    translatesAutoresizingMaskIntoConstraints = false
    let constraints = [
      leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: insets.left),
      trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -insets.right),
      topAnchor.constraint(equalTo: superview.topAnchor, constant: insets.top),
      bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -insets.bottom),
    ]
    if isActive { NSLayoutConstraint.activate(constraints) }
    return constraints
  }

  @discardableResult
  func size(_ size: CGSize, priority: UILayoutPriority = .required) -> Constraints {
    translatesAutoresizingMaskIntoConstraints = false
    let constraints = [
      widthAnchor.constraint(equalToConstant: size.width),
      heightAnchor.constraint(equalToConstant: size.height),
    ]
    constraints.forEach { $0.priority = priority }
    NSLayoutConstraint.activate(constraints)
    return constraints
  }
}

/// Older code: the item/attribute initializer, added to the superview.
func centerHorizontally(_ view: UIView, in container: UIView) {
  view.translatesAutoresizingMaskIntoConstraints = false
  container.addConstraint(
    NSLayoutConstraint(
      item: view, attribute: .centerX, relatedBy: .equal, toItem: container,
      attribute: .centerX, multiplier: 1, constant: 0))
}

/// Equal spacing without spacer views (iOS 10's `anchorWithOffset(to:)`), as toolbar helpers
/// write it: every gap between neighbours equals the first.
@discardableResult
func spaceEvenly(_ views: [UIView], in container: UIView, margin: CGFloat) -> Constraints {
  guard let first = views.first, let last = views.last else { return [] }
  var constraints = [
    first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: margin),
    last.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -margin),
  ]
  let gaps = zip(views, views.dropFirst()).map { left, right in
    left.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)
  }
  for gap in gaps.dropFirst() {
    constraints.append(gap.constraint(equalTo: gaps[0]))
  }
  views.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
  NSLayoutConstraint.activate(constraints)
  return constraints
}

/// iOS 9's spacer guides, as layout helpers add them: an empty guide between two views, owned by
/// the container.
@discardableResult
func addSpacer(between leading: UIView, and trailing: UIView, in container: UIView)
  -> UILayoutGuide
{
  let spacer = UILayoutGuide()
  spacer.identifier = "spacer"
  container.addLayoutGuide(spacer)
  NSLayoutConstraint.activate([
    spacer.leadingAnchor.constraint(equalTo: leading.trailingAnchor),
    spacer.trailingAnchor.constraint(equalTo: trailing.leadingAnchor),
  ])
  return spacer
}

// MARK: - App code

final class ConstrainedProfileHeader: UIView {
  let avatar = UIView()
  let nameLabel = UILabel()
  let bioLabel = UILabel()
  private var bioHeight: NSLayoutConstraint!
  var isExpanded = false {
    didSet { bioHeight.constant = isExpanded ? 80 : 0 }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    [avatar, nameLabel, bioLabel].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      addSubview($0)
    }
    nameLabel.text = "Ada"
    nameLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)
    bioHeight = bioLabel.heightAnchor.constraint(equalToConstant: 0)
    NSLayoutConstraint.activate([
      avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 64),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
      nameLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      nameLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
      bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      bioLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
      bioHeight,
    ])
    centerHorizontally(avatar, in: self)
  }
}

// MARK: - Tests

/// A constraint that names itself in logs, as layout DSLs subclass `NSLayoutConstraint` (SnapKit's
/// `LayoutConstraint` carries a label into its description).
final class LabeledConstraint: NSLayoutConstraint {
  var label = ""

  override var description: String {
    label.isEmpty ? super.description : "<\(label)> " + super.description
  }
}

@MainActor @Suite struct AutoLayoutSnippetTests {
  @Test func theHeaderLaysOutAndExpands() {
    let header = ConstrainedProfileHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    header.layoutIfNeeded()
    #expect(header.avatar.frame == CGRect(x: 128, y: 8, width: 64, height: 64))
    #expect(header.nameLabel.frame.minX == 8)
    #expect(header.nameLabel.frame.width == 304)
    #expect(header.nameLabel.frame.minY == 80)
    #expect(header.bioLabel.frame.height == 0)
    header.isExpanded = true
    header.layoutIfNeeded()
    #expect(header.bioLabel.frame.height == 80)
    #expect(header.bioLabel.frame.minY == header.nameLabel.frame.maxY + 4)
  }

  @Test func helpersReturnTheirConstraints() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    container.addSubview(child)
    let edges = child.edgesToSuperview(
      insets: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
    #expect(edges.count == 4)
    #expect(edges.allSatisfy { $0.isActive })
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 5, width: 170, height: 80))
    NSLayoutConstraint.deactivate(edges)
    let badge = UIView()
    container.addSubview(badge)
    badge.size(CGSize(width: 30, height: 20))
    centerHorizontally(badge, in: container)
    badge.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    container.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 85, y: 0, width: 30, height: 20))
  }

  @Test func aSpacerGuideBelongsToItsContainer() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    let left = UIView()
    let right = UIView()
    for view in [left, right] {
      container.addSubview(view)
      view.size(CGSize(width: 50, height: 40))
      view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    }
    left.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
    right.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
    let spacer = addSpacer(between: left, and: right, in: container)
    container.layoutIfNeeded()
    #expect(spacer.owningView === container)
    #expect(spacer.layoutFrame.width == 200)
    container.removeLayoutGuide(spacer)
    #expect(spacer.owningView == nil)
  }

  @Test func toolbarItemsAreSpacedEvenly() {
    let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let items = (0..<4).map { _ in UIView() }
    for item in items {
      toolbar.addSubview(item)
      item.size(CGSize(width: 32, height: 32))
      item.centerYAnchor.constraint(equalTo: toolbar.centerYAnchor).isActive = true
    }
    let constraints = spaceEvenly(items, in: toolbar, margin: 16)
    #expect(constraints.count == 4)
    toolbar.layoutIfNeeded()
    // 320 − 2·16 − 4·32 = 160 of gaps, three of them.
    let gaps = zip(items, items.dropFirst()).map { $1.frame.minX - $0.frame.maxX }
    #expect(gaps.allSatisfy { abs($0 - gaps[0]) <= 1 })  // edges are rounded to pixels
    #expect(abs(gaps[0] - 160 / 3) <= 1)
    #expect(items[0].frame.minX == 16 && items[3].frame.maxX == 304)
  }

  @Test func aConstraintSubclassDescribesItself() {
    let view = UIView()
    let constraint = LabeledConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 44)
    constraint.label = "avatar.width"
    #expect(constraint.description.hasPrefix("<avatar.width> <NSLayoutConstraint"))
    #expect("\(constraint)".hasPrefix("<avatar.width>"))
  }
}
