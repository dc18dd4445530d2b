import OpenUIKit
import OpenUIKitTesting
import Testing

// Layout helpers as Swift 5 libraries write them. SnapKit's non-constraint parts (2016–2024):
// a `ConstraintView` alias, a computed `snp` property returning a struct per access whose backing
// object and debug label live in associated objects under `UInt8` keys, attribute items, and the
// content priorities as `Float`s; here the backing object holds frame rules (PinLayout/Neon-style;
// constraints themselves are in AutoLayoutSnippets.swift). Frame helpers (`x`, `width`, `centerX`, …), Neon-style
// anchoring, and the `commonInit()` called from `init(frame:)` and from `awakeFromNib()`.
// Isolation pattern: nonisolated structs, protocol extensions and classes reading and writing
// main-actor views.

// MARK: - Library code: the DSL

/// SnapKit writes `#if os(iOS) || os(tvOS) … UIView #else … NSView`; on Linux neither branch is
/// iOS, so the alias is written out.
typealias ConstraintView = UIView

struct ConstraintAttributes: OptionSet {
  let rawValue: UInt
  init(rawValue: UInt) { self.rawValue = rawValue }

  static let left = ConstraintAttributes(rawValue: 1 << 0)
  static let top = ConstraintAttributes(rawValue: 1 << 1)
  static let right = ConstraintAttributes(rawValue: 1 << 2)
  static let bottom = ConstraintAttributes(rawValue: 1 << 3)
  static let width = ConstraintAttributes(rawValue: 1 << 4)
  static let height = ConstraintAttributes(rawValue: 1 << 5)
  static let centerX = ConstraintAttributes(rawValue: 1 << 6)
  static let centerY = ConstraintAttributes(rawValue: 1 << 7)
  static let edges: ConstraintAttributes = [.left, .top, .right, .bottom]
  static let size: ConstraintAttributes = [.width, .height]
  static let center: ConstraintAttributes = [.centerX, .centerY]
}

final class ConstraintItem {
  weak var target: AnyObject?
  let attributes: ConstraintAttributes

  init(target: AnyObject?, attributes: ConstraintAttributes) {
    self.target = target
    self.attributes = attributes
  }

  var layoutView: ConstraintView? {
    return target as? ConstraintView
  }
}

protocol ConstraintDSL {
  var target: AnyObject? { get }
}

private var labelKey: UInt8 = 0

extension ConstraintDSL {
  func setLabel(_ value: String?) {
    guard let target = target else { return }
    objc_setAssociatedObject(target, &labelKey, value, .OBJC_ASSOCIATION_COPY_NONATOMIC)
  }

  func label() -> String? {
    guard let target = target else { return nil }
    return objc_getAssociatedObject(target, &labelKey) as? String
  }
}

protocol ConstraintAttributesDSL: ConstraintDSL {}

extension ConstraintAttributesDSL {
  var left: ConstraintItem { return ConstraintItem(target: target, attributes: .left) }
  var top: ConstraintItem { return ConstraintItem(target: target, attributes: .top) }
  var right: ConstraintItem { return ConstraintItem(target: target, attributes: .right) }
  var bottom: ConstraintItem { return ConstraintItem(target: target, attributes: .bottom) }
  var centerX: ConstraintItem { return ConstraintItem(target: target, attributes: .centerX) }
  var edges: ConstraintItem { return ConstraintItem(target: target, attributes: .edges) }
  var size: ConstraintItem { return ConstraintItem(target: target, attributes: .size) }
  var center: ConstraintItem { return ConstraintItem(target: target, attributes: .center) }
}

/// The frame rules given to a view: the DSL's backing object, one per view.
final class FrameRules {
  var edgeInsets: UIEdgeInsets?
  var size: CGSize?
  var isCentered = false

  func frame(in bounds: CGRect) -> CGRect? {
    if let insets = edgeInsets {
      return bounds.inset(by: insets)
    }
    guard let size = size else { return nil }
    guard isCentered else { return CGRect(origin: bounds.origin, size: size) }
    return CGRect(
      x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
      width: size.width, height: size.height)
  }
}

private var frameRulesKey: UInt8 = 0

struct ConstraintViewDSL: ConstraintAttributesDSL {
  internal let view: ConstraintView

  internal init(view: ConstraintView) {
    self.view = view
  }

  var target: AnyObject? {
    return view
  }

  var contentHuggingHorizontalPriority: Float {
    get { return view.contentHuggingPriority(for: .horizontal).rawValue }
    nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .horizontal) }
  }

  var contentCompressionResistanceVerticalPriority: Float {
    get { return view.contentCompressionResistancePriority(for: .vertical).rawValue }
    nonmutating set {
      view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .vertical)
    }
  }

  var rules: FrameRules {
    if let rules = objc_getAssociatedObject(view, &frameRulesKey) as? FrameRules {
      return rules
    }
    let rules = FrameRules()
    objc_setAssociatedObject(view, &frameRulesKey, rules, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return rules
  }

  func makeFrame(_ closure: (FrameRules) -> Void) {
    closure(rules)
    view.superview?.setNeedsLayout()
  }

  func applyFrame() {
    guard let superview = view.superview, let frame = rules.frame(in: superview.bounds) else {
      return
    }
    view.frame = frame
  }
}

extension ConstraintView {
  var snp: ConstraintViewDSL {
    return ConstraintViewDSL(view: self)
  }
}

/// A container that lays its subviews out by their rules.
class RulesContainerView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    subviews.forEach { $0.snp.applyFrame() }
  }
}

// MARK: - Library code: frame helpers and anchoring

extension UIView {
  var x: CGFloat {
    get { return frame.origin.x }
    set { frame.origin.x = newValue }
  }
  var y: CGFloat {
    get { return frame.origin.y }
    set { frame.origin.y = newValue }
  }
  var width: CGFloat {
    get { return frame.size.width }
    set { frame.size.width = newValue }
  }
  var height: CGFloat {
    get { return frame.size.height }
    set { frame.size.height = newValue }
  }
  var centerX: CGFloat {
    get { return center.x }
    set { center.x = newValue }
  }
  var centerY: CGFloat {
    get { return center.y }
    set { center.y = newValue }
  }

  func addSubviews(_ views: UIView...) {
    views.forEach { addSubview($0) }
  }

  func anchorInCenter(width: CGFloat, height: CGFloat) {
    guard let superview = superview else { return }
    frame = CGRect(
      x: (superview.width - width) / 2, y: (superview.height - height) / 2, width: width,
      height: height)
  }

  func fillSuperview(
    left: CGFloat = 0, right: CGFloat = 0, top: CGFloat = 0, bottom: CGFloat = 0
  ) {
    guard let superview = superview else { return }
    frame = CGRect(
      x: left, y: top, width: superview.width - (left + right),
      height: superview.height - (top + bottom))
  }

  func align(
    underMatchingLeftOf sibling: UIView, padding: CGFloat, width: CGFloat, height: CGFloat
  ) {
    frame = CGRect(x: sibling.x, y: sibling.frame.maxY + padding, width: width, height: height)
  }
}

/// The nib-or-code view: one `commonInit()` for both ways in.
class PillLabelView: UIView {
  let label = UILabel()
  private(set) var commonInitCalls = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    commonInit()
  }

  private func commonInit() {
    commonInitCalls += 1
    backgroundColor = .red
    clipsToBounds = true
    label.textAlignment = .center
    label.textColor = .white
    addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds.insetBy(dx: 6, dy: 2)
    layer.cornerRadius = bounds.height / 2
  }
}

// MARK: - Tests

@MainActor @Suite struct LayoutHelperSnippets {
  @Test func snpIsAFreshStructWithACachedBackingObject() {
    let view = UIView()
    let other = UIView()
    #expect(view.snp.target === view)
    #expect(view.snp.rules === view.snp.rules)
    #expect(view.snp.rules !== other.snp.rules)
    view.snp.setLabel("avatar")
    #expect(view.snp.label() == "avatar" && other.snp.label() == nil)
    #expect(view.snp.edges.attributes == [.left, .top, .right, .bottom])
    #expect(view.snp.center.attributes.contains(.centerY))
    #expect(view.snp.top.layoutView === view)
  }

  @Test func prioritiesAreFloatsOverTheViewsOwn() {
    let view = UIView()
    #expect(view.snp.contentHuggingHorizontalPriority == 250)
    #expect(view.snp.contentCompressionResistanceVerticalPriority == 750)
    view.snp.contentHuggingHorizontalPriority = 600
    view.snp.contentCompressionResistanceVerticalPriority = 1000
    #expect(view.contentHuggingPriority(for: .horizontal) == UILayoutPriority(600))
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .required)
  }

  @Test func rulesLayOutSubviewsInLayoutSubviews() {
    let container = RulesContainerView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let background = UIView()
    let badge = UIView()
    container.addSubviews(background, badge)
    background.snp.makeFrame { $0.edgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8) }
    badge.snp.makeFrame {
      $0.size = CGSize(width: 30, height: 20)
      $0.isCentered = true
    }
    container.layoutIfNeeded()
    #expect(background.frame == CGRect(x: 8, y: 4, width: 184, height: 92))
    #expect(badge.frame == CGRect(x: 85, y: 40, width: 30, height: 20))
    container.frame.size.width = 100
    container.layoutIfNeeded()
    #expect(background.frame.width == 84 && badge.frame.minX == 35)
  }

  @Test func frameHelpersReadAndWriteTheFrame() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.x == 10 && view.y == 20 && view.width == 30 && view.height == 40)
    #expect(view.centerX == 25 && view.centerY == 40)
    view.width = 50
    view.y = 0
    #expect(view.frame == CGRect(x: 10, y: 0, width: 50, height: 40))
    view.centerX = 100
    #expect(view.x == 75 && view.bounds.width == 50)
  }

  @Test func anchoringPlacesViewsInTheirSuperview() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let header = UIView()
    let avatar = UIView()
    let name = UIView()
    parent.addSubviews(header, avatar, name)
    header.fillSuperview(left: 10, right: 10, top: 10, bottom: 150)
    avatar.anchorInCenter(width: 60, height: 60)
    name.align(underMatchingLeftOf: avatar, padding: 8, width: 120, height: 20)
    #expect(header.frame == CGRect(x: 10, y: 10, width: 300, height: 40))
    #expect(avatar.frame == CGRect(x: 130, y: 70, width: 60, height: 60))
    #expect(name.frame == CGRect(x: 130, y: 138, width: 120, height: 20))
    #expect(parent.subviews.count == 3)
  }

  @Test func commonInitRunsOnceFromCodeAndOnceFromANib() throws {
    let fromCode = PillLabelView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
    #expect(fromCode.commonInitCalls == 1 && fromCode.label.superview === fromCode)
    fromCode.layoutIfNeeded()
    #expect(fromCode.layer.cornerRadius == 12 && fromCode.label.frame.width == 68)

    // As a nib does: initialized from an archive, then woken once everything is loaded.
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    archiver.finishEncoding()
    let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    let fromNib = try #require(PillLabelView(coder: coder))
    #expect(fromNib.commonInitCalls == 0 && fromNib.subviews.isEmpty)
    fromNib.awakeFromNib()
    #expect(fromNib.commonInitCalls == 1 && fromNib.label.superview === fromNib)
    #expect(fromNib.backgroundColor == .red && fromNib.clipsToBounds)
  }
}
