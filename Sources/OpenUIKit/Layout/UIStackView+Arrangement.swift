import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The arrangement as constraints: made in `updateConstraints()` whenever what they read changed
/// (arranged views, their visibility, axis, distribution, alignment, spacing, margins), held by
/// the stack view and solved by the engine with every other constraint, as UIKit's.
///
/// Along the axis `UIStackView+Distribution.swift` connects the views to the canvas and to each
/// other; across it `UIStackView+Alignment.swift` places them. Hidden views are kept at the
/// place they would have, with no length (`UISV-hiding`). The canvas is the stack's bounds, or
/// its margins with `isLayoutMarginsRelativeArrangement` (margin attributes).
extension UIStackView {
  /// The attributes of one direction: the edges, the length and the centre of an arranged view,
  /// and the matching ones of the canvas.
  struct ArrangementAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let length: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let canvasLeading: NSLayoutConstraint.Attribute
    let canvasTrailing: NSLayoutConstraint.Attribute
    let canvasCenter: NSLayoutConstraint.Attribute
  }

  /// The attributes along the axis.
  var alongAttributes: ArrangementAttributes {
    attributes(for: axis)
  }

  /// The attributes across the axis.
  var acrossAttributes: ArrangementAttributes {
    attributes(for: axis == .horizontal ? .vertical : .horizontal)
  }

  /// The edges, length and centre in `direction` (leading and trailing flip right to left).
  func attributes(for direction: NSLayoutConstraint.Axis) -> ArrangementAttributes {
    let margins = isLayoutMarginsRelativeArrangement
    return direction == .horizontal
      ? ArrangementAttributes(
        leading: .leading, trailing: .trailing, length: .width, center: .centerX,
        canvasLeading: margins ? .leadingMargin : .leading,
        canvasTrailing: margins ? .trailingMargin : .trailing,
        canvasCenter: margins ? .centerXWithinMargins : .centerX)
      : ArrangementAttributes(
        leading: .top, trailing: .bottom, length: .height, center: .centerY,
        canvasLeading: margins ? .topMargin : .top,
        canvasTrailing: margins ? .bottomMargin : .bottom,
        canvasCenter: margins ? .centerYWithinMargins : .centerY)
  }

  /// The margins the canvas leaves in `direction` (both sides), none unless the arrangement is
  /// relative to the margins.
  func canvasInset(for direction: NSLayoutConstraint.Axis) -> CGFloat {
    guard isLayoutMarginsRelativeArrangement else { return 0 }
    let margins = layoutMargins
    return direction == .horizontal ? margins.left + margins.right : margins.top + margins.bottom
  }

  /// One of the arrangement's constraints, `first.a relation multiplier × second.b + constant`
  /// at `priority`, identified as UIKit identifies its own.
  func arrangement(
    _ first: AnyObject, _ a: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ second: AnyObject?, _ b: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      object: first, attribute: a, relatedBy: relation, toObject: second,
      attribute: b, multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.identifier = identifier
    return constraint
  }

  /// Replaces the arrangement's constraints (and spacer guides) with ones made from what the
  /// stack holds now.
  func rebuildArrangement() {
    arrangementIsStale = false
    NSLayoutConstraint.deactivate(arrangementConstraints)
    for guide in spacerGuides { removeLayoutGuide(guide) }
    spacerGuides = []
    let visible = storedArrangedSubviews.filter { !$0.isHidden }
    if visible.count > Self.longArrangement {
      Diagnostics.once(
        "stack-view-long",
        "UIStackView arranges \(visible.count) views: its constraints chain them, and solving a "
          + "chain takes time that grows faster than its length (seconds past a few hundred "
          + "views); a long list belongs in a UITableView", module: "OpenUIKit")
    }
    visibleIndices = Dictionary(
      uniqueKeysWithValues: visible.enumerated().map { (ObjectIdentifier($1), $0) })
    var made = distributionConstraints(for: visible)
    made += alignmentConstraints(for: visible)
    made += hidingConstraints()
    made += ambiguitySuppressionConstraints(for: visible)
    arrangementConstraints = made
    NSLayoutConstraint.activate(made)
    // Ties between equal priorities go by place (``tieBreak(for:along:)``): the views' content
    // size constraints are made again with their places.
    for view in visible { LayoutEngine.intrinsicSizeChanged(view) }
  }

  /// Hidden arranged views: no length, at the end of the visible view before them (the canvas's
  /// start for none), at the canvas's edge across.
  func hidingConstraints() -> [NSLayoutConstraint] {
    let along = alongAttributes
    let across = acrossAttributes
    var made: [NSLayoutConstraint] = []
    var previous: UIView?
    for view in storedArrangedSubviews {
      guard view.isHidden else {
        previous = view
        continue
      }
      made.append(arrangement(view, along.length, .equal, nil, .notAnAttribute, "UISV-hiding"))
      made.append(
        previous.map { arrangement(view, along.leading, .equal, $0, along.trailing, "UISV-hiding") }
          ?? arrangement(view, along.leading, .equal, self, along.canvasLeading, "UISV-hiding"))
      made.append(
        arrangement(view, across.leading, .equal, self, across.canvasLeading, "UISV-hiding"))
    }
    return made
  }

  /// A view with no intrinsic size in a direction is held, very weakly, at no size there, so that
  /// the arrangement is never ambiguous: what the distribution or alignment gives it, it takes
  /// (UIKit's `UISV-ambiguity-suppression`).
  func ambiguitySuppressionConstraints(for visible: [UIView]) -> [NSLayoutConstraint] {
    var made: [NSLayoutConstraint] = []
    for view in visible where !(view is UILabel) {
      let size = view.intrinsicContentSize
      for (dimension, attribute) in [
        (size.width, NSLayoutConstraint.Attribute.width),
        (size.height, .height),
      ]
      where dimension == UIView.noIntrinsicMetric {
        made.append(
          arrangement(
            view, attribute, .equal, nil, .notAnAttribute, priority: Self.suppressionPriority,
            "UISV-ambiguity-suppression"))
      }
    }
    return made
  }

  /// The number of visible views past which the arrangement says it is slow to solve.
  static let longArrangement = 400

  /// Below every priority a program gives (and the fitting priorities).
  static let suppressionPriority = UILayoutPriority(25)

  /// What the engine adds to `view`'s hugging and compression resistance along the stack's axis
  /// so that, between equal priorities, the later view stretches and shrinks first (UIKit's
  /// "based on their index" for `.fill`): up to half a priority step, nothing for the last
  /// visible view; `nil` for a view the stack does not arrange, or when the distribution fixes
  /// the lengths.
  func tieBreak(for view: UIView) -> Float? {
    switch distribution {
    case .fillEqually, .fillProportionally: return nil
    case .fill, .equalSpacing, .equalCentering: break
    }
    guard let index = visibleIndices[ObjectIdentifier(view)], visibleIndices.count > 1 else {
      return nil
    }
    let last = visibleIndices.count - 1
    return 0.5 * Float(last - index) / Float(last)
  }

  /// An arranged view's intrinsic size changed: a proportional distribution reads it into its
  /// multipliers (the others take it through the view's own content-size constraints).
  func arrangedViewIntrinsicSizeChanged(_ view: UIView) {
    guard distribution == .fillProportionally, arrangedIDs.contains(ObjectIdentifier(view))
    else { return }
    arrangementDidChange()
  }
}
