import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A relation between two layout attributes, as UIKit's: `first.attribute relation
/// multiplier × second.attribute + constant`, held at a priority.
///
/// Make one with an anchor (`label.leadingAnchor.constraint(equalTo: view.leadingAnchor,
/// constant: 16)`) or with ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``,
/// and set ``isActive`` (or call ``activate(_:)``): the constraint is then held by the closest
/// common ancestor of its items (``UIView/constraints``) and solved with the rest of its view
/// hierarchy at the next layout (Docs/Layout.md, "Auto Layout").
@preconcurrency @MainActor
open class NSLayoutConstraint: CustomStringConvertible {
  /// A part of an item's layout, as UIKit numbers them.
  public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: the left edge, or the right edge where the holding view lays out right
    /// to left.
    case leading = 5
    /// The trailing edge: the right edge, or the left edge right to left.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal center.
    case centerX = 9
    /// The vertical center.
    case centerY = 10
    /// The baseline of the last line of text (the bottom edge for views without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the bottom edge for views without text).
    case firstBaseline = 12
    /// The left edge inset by the view's left layout margin.
    case leftMargin = 13
    /// The right edge inset by the view's right layout margin.
    case rightMargin = 14
    /// The top edge inset by the view's top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the view's bottom layout margin.
    case bottomMargin = 16
    /// The leading edge inset by the view's leading layout margin.
    case leadingMargin = 17
    /// The trailing edge inset by the view's trailing layout margin.
    case trailingMargin = 18
    /// The horizontal center between the left and right margins.
    case centerXWithinMargins = 19
    /// The vertical center between the top and bottom margins.
    case centerYWithinMargins = 20
    /// No attribute: the second attribute of a constraint with no second item.
    case notAnAttribute = 0

    /// `lastBaseline`, as older code spells it.
    public static let baseline = Attribute.lastBaseline

    /// Whether the attribute is a size rather than a position.
    var isDimension: Bool { self == .width || self == .height }
  }

  /// How the two sides compare, as UIKit numbers them.
  public enum Relation: Int, Sendable {
    /// First ≤ multiplier × second + constant.
    case lessThanOrEqual = -1
    /// First = multiplier × second + constant.
    case equal = 0
    /// First ≥ multiplier × second + constant.
    case greaterThanOrEqual = 1
  }

  /// A layout axis.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The first item: a view or a layout guide, held weakly (as UIKit holds it).
  public var firstItem: AnyObject? { first.object }
  private let first: LayoutReference<AnyObject>
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item, or `nil` for a constant size (`width == 44`), held weakly.
  public var secondItem: AnyObject? { second.object }
  private let second: LayoutReference<AnyObject>
  /// The second item's attribute (`.notAnAttribute` without a second item).
  public let secondAttribute: Attribute
  /// The multiplier of the second attribute (UIKit's: fixed once made).
  public let multiplier: CGFloat
  /// The anchor a side is measured from when it is a distance between two anchors.
  ///
  /// Made by `anchorWithOffset(to:)`: the side is its item's attribute less this one. Set by the
  /// anchor that makes the constraint, before it can be activated.
  var firstOffsetFrom: AnchorPart?
  var secondOffsetFrom: AnchorPart?

  /// One anchor's item and attribute, held weakly as constraints hold their items.
  struct AnchorPart {
    private let reference: LayoutReference<AnyObject>
    let attribute: Attribute

    @MainActor init(item: AnyObject?, attribute: Attribute) {
      reference = LayoutReference(item)
      self.attribute = attribute
    }

    var item: AnyObject? { reference.object }
  }

  /// The constant added to the second side; changing it re-solves in place at the next layout
  /// (the cheap change, as in UIKit: animate a constraint by animating its constant).
  ///
  /// A non-finite constant is refused with a diagnostic (UIKit raises "constant is not
  /// finite! That's illegal."), and the old one stays; one beyond ±10⁸ points is brought back
  /// to it (`LayoutLimits`).
  open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      guard constant.isFinite else {
        Diagnostics.limited(
          "constraint-constant-not-finite",
          "NSLayoutConstraint constant is not finite! That's illegal. constant: \(constant); it "
            + "stays \(oldValue)", module: "OpenUIKit")
        constant = oldValue
        return
      }
      let kept = LayoutLimits.clamped(constant, "NSLayoutConstraint constant")
      if kept != constant {
        constant = kept
        guard kept != oldValue else { return }
      }
      isReportedUnsatisfiable = false
      LayoutEngine.constantChanged(self)
    }
  }

  /// The priority (default `.required`).
  ///
  /// As in UIKit, an active constraint cannot change between required and optional: the change
  /// is refused with a diagnostic (UIKit raises an exception). Other changes re-solve.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      isReportedUnsatisfiable = false
      if isActive && (priority == .required) != (oldValue == .required) {
        Diagnostics.log(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported; \(self) keeps priority \(oldValue.rawValue)", module: "OpenUIKit")
        priority = oldValue
        return
      }
      LayoutEngine.priorityChanged(self)
    }
  }

  /// A name shown in diagnostics.
  open var identifier: String?

  /// The view that holds the constraint while it is active (the closest common ancestor).
  var holder: UIView? {
    get { holderReference.object }
    set { holderReference = LayoutReference(newValue) }
  }
  private var holderReference = LayoutReference<UIView>()
  /// Where the holder keeps it (``HeldConstraints``).
  var holderSlot = 0
  /// Whether UIKit's report of it breaking was written: it is written once, until the constraint
  /// changes (its constant, its priority) or is deactivated, not at every rebuild that breaks it
  /// again (views added near a broken constraint reported it each time).
  var isReportedUnsatisfiable = false
  /// Whether its constant or priority changed while active, or it was deactivated: a rebuild
  /// then adds it with a marker, so that it moves in place (unchanged required equalities go in
  /// fixed: `LayoutEngine+Batches.swift`).
  var changesInPlace = false
  /// The views the constraint crossed when it was activated (`LayoutEngine.noteCrossings`).
  var crossedViews: [LayoutEngine.WeakView] = []

  /// Whether the constraint takes part in layout: setting it installs the constraint in, or
  /// removes it from, the closest common ancestor of its items.
  open var isActive: Bool {
    get { holder != nil }
    set {
      if newValue { LayoutEngine.activate(self, in: nil) } else { LayoutEngine.deactivate(self) }
    }
  }

  /// Creates a constraint between two items' attributes.
  ///
  /// `view1.attr1 relation multiplier × view2.attr2 + c`, not active until activated.
  ///
  /// Bad input gets a diagnostic and a documented result: a non-finite multiplier or constant
  /// counts as 1 or 0; a position attribute with no second item is refused at activation, as
  /// UIKit refuses it.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    first = LayoutReference(Self.object(view1))
    firstAttribute = attr1
    self.relation = relation
    second = LayoutReference(view2.flatMap(Self.object))
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    (self.multiplier, constant) = Self.finite(multiplier, c)
  }

  /// A constraint between two objects known as objects (the framework's own: a stack view's),
  /// without the public initializer's casts of `Any`; the multiplier and constant must be finite.
  init(
    object view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
    toObject view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    first = LayoutReference(view1)
    firstAttribute = attr1
    self.relation = relation
    second = LayoutReference(view2)
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    (self.multiplier, constant) = Self.finite(multiplier, c)
  }

  /// The object an item given as `Any` stands for; `nil` for a nil optional (the item of an
  /// anchor whose view went), which `as AnyObject` would box into an object.
  private static func object(_ item: Any) -> AnyObject? {
    if let optional = item as? any OptionalItem, optional.isNone { return nil }
    return item as AnyObject
  }

  /// The multiplier and constant, a non-finite one replaced (1 and 0) with a diagnostic, each
  /// kept within ±10⁸ (`LayoutLimits`).
  private static func finite(_ multiplier: CGFloat, _ c: CGFloat) -> (CGFloat, CGFloat) {
    if !multiplier.isFinite || !c.isFinite {
      Diagnostics.once(
        "constraint-non-finite",
        "NSLayoutConstraint multiplier and constant must be finite; a non-finite multiplier "
          + "counts as 1 and a non-finite constant as 0", module: "OpenUIKit")
    }
    return (
      multiplier.isFinite ? LayoutLimits.clamped(multiplier, "NSLayoutConstraint multiplier") : 1,
      c.isFinite ? LayoutLimits.clamped(c, "NSLayoutConstraint constant") : 0
    )
  }

  /// Activates each constraint (faster than setting ``isActive`` one by one in UIKit; the same
  /// here, where a layout solves once for all of them).
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The first item's anchor for ``firstAttribute``.
  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(item: firstItem, attribute: firstAttribute, offsetFrom: firstOffsetFrom)
  }

  /// The second item's anchor, or `nil` for a constant size.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondItem.map {
      NSLayoutAnchor(item: $0, attribute: secondAttribute, offsetFrom: secondOffsetFrom)
    }
  }

  /// Every item the constraint names: its two items and the items its distances are measured
  /// from.
  var allItems: [AnyObject?] {
    [firstItem, secondItem, firstOffsetFrom?.item, secondOffsetFrom?.item]
  }

  /// Every item named, each with the attribute it is named by.
  var namedAnchors: [(item: AnyObject?, attribute: Attribute)] {
    [
      (firstItem, firstAttribute), (secondItem, secondAttribute),
      (firstOffsetFrom?.item, firstOffsetFrom?.attribute ?? .notAnAttribute),
      (secondOffsetFrom?.item, secondOffsetFrom?.attribute ?? .notAnAttribute),
    ]
  }

  /// Whether the first side is a size: a dimension attribute, or a distance between anchors.
  var firstSideIsSize: Bool { firstAttribute.isDimension || firstOffsetFrom != nil }

  /// UIKit's description: `<NSLayoutConstraint id first.attr == second.attr + c>`.
  nonisolated open var description: String {
    MainActor.assumeIsolated { describe() }
  }

  private func describe() -> String {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "nil" }
      if let guide = item as? UILayoutGuide { return "'\(guide.identifier)'" }
      return "\(type(of: item)):\(ObjectIdentifier(item).debugDescription.suffix(6))"
    }
    let relationText = ["<=", "==", ">="][relation.rawValue + 1]
    var text = "<NSLayoutConstraint"
    if let identifier { text += " '\(identifier)'" }
    func side(_ item: AnyObject?, _ attribute: Attribute, _ from: AnchorPart?) -> String {
      guard let from else { return "\(name(item)).\(attribute)" }
      return "(\(name(from.item)).\(from.attribute) → \(name(item)).\(attribute))"
    }
    text += " \(side(firstItem, firstAttribute, firstOffsetFrom)) \(relationText)"
    if let secondItem {
      text += " "
      if multiplier != 1 { text += "\(multiplier)*" }
      text += side(secondItem, secondAttribute, secondOffsetFrom)
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + "\(abs(constant))" }
    } else {
      text += " \(constant)"
    }
    if priority != .required { text += "   (priority \(priority.rawValue))" }
    return text + ">"
  }
}

extension NSLayoutConstraint: Hashable {
  /// Identity, as `NSObject`'s default equality in UIKit (`constraints.contains(c)`,
  /// `firstIndex(of:)`, sets of constraints).
  nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool {
    lhs === rhs
  }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// An optional, seen through `Any` (``NSLayoutConstraint``'s items are `Any`).
private protocol OptionalItem {
  var isNone: Bool { get }
}

extension Optional: OptionalItem {
  fileprivate var isNone: Bool { self == nil }
}
