import Foundation

/// One attribute of a view or layout guide, from which constraints are made: UIKit's anchor API
/// (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`).
///
/// The type parameter keeps x-axis, y-axis and dimension anchors apart at compile time, as in
/// UIKit: a leading anchor cannot be related to a top anchor.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
  /// The view or layout guide the anchor belongs to, held weakly.
  public var item: AnyObject? { reference.object }
  private let reference: LayoutReference<AnyObject>
  /// Which of its attributes.
  let attribute: NSLayoutConstraint.Attribute
  /// For a dimension made by `anchorWithOffset(to:)`: the anchor it is measured from (the
  /// dimension is `item.attribute` less this).
  let offsetFrom: NSLayoutConstraint.AnchorPart?

  init(
    item: AnyObject?, attribute: NSLayoutConstraint.Attribute,
    offsetFrom: NSLayoutConstraint.AnchorPart? = nil
  ) {
    reference = LayoutReference(item)
    self.attribute = attribute
    self.offsetFrom = offsetFrom
  }

  /// `item.attribute` (`from → item.attribute` for a distance between two anchors), for
  /// diagnostics.
  nonisolated open var description: String {
    MainActor.assumeIsolated {
      let own = "\(item.map { "\(type(of: $0))" } ?? "nil").\(attribute)"
      guard let from = offsetFrom else { return own }
      return "\(from.item.map { "\(type(of: $0))" } ?? "nil").\(from.attribute) → \(own)"
    }
  }

  /// The anchor's name, as UIKit's `name` (`"UIView.leading"` style).
  public var name: String { description }

  func constraint(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    let made = NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    made.firstOffsetFrom = offsetFrom
    made.secondOffsetFrom = other?.offsetFrom
    return made
  }

  /// `self == anchor`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor)
  }

  /// `self ≥ anchor`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor)
  }

  /// `self ≤ anchor`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor)
  }

  /// `self == anchor + c`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, constant: c)
  }

  /// `self ≥ anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: c)
  }

  /// `self ≤ anchor + c`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, constant: c)
  }
}

/// The standard space between two sibling views' edges: what the system-spacing constraints
/// use (UIKit's 8 points between views).
let systemSpacing: CGFloat = 8

/// A horizontal position anchor: leading, trailing, left, right or center x.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// The distance from this anchor to `otherAnchor`, as a dimension (`otherAnchor` less this):
  /// constraints on it size a gap, as `a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)`
  /// equal to another such gap spaces three views evenly.
  public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(
      item: otherAnchor.item, attribute: otherAnchor.attribute,
      offsetFrom: NSLayoutConstraint.AnchorPart(item: item, attribute: attribute))
  }
  /// `self == anchor + multiplier × system spacing`: `self` after `anchor` by the standard
  /// space between views.
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, constant: systemSpacing * multiplier)
  }

  /// `self ≥ anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// `self ≤ anchor + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// A vertical position anchor: top, bottom, center y or a baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// The distance from this anchor to `otherAnchor`, as a dimension (`otherAnchor` less this):
  /// constraints on it size a gap.
  public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(
      item: otherAnchor.item, attribute: otherAnchor.attribute,
      offsetFrom: NSLayoutConstraint.AnchorPart(item: item, attribute: attribute))
  }
  /// `self == anchor + multiplier × system spacing`: `self` below `anchor` by the standard
  /// space between views.
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, constant: systemSpacing * multiplier)
  }

  /// `self ≥ anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }

  /// `self ≤ anchor + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// A size anchor: width or height.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, nil, constant: c)
  }

  /// `self ≥ c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, nil, constant: c)
  }

  /// `self ≤ c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, nil, constant: c)
  }

  /// `self == m × anchor`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m)
  }

  /// `self ≥ m × anchor`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: m)
  }

  /// `self ≤ m × anchor`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: m)
  }

  /// `self == m × anchor + c`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self ≥ m × anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self ≤ m × anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
