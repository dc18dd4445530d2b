import Foundation

/// The constraints along the axis, for each distribution, as UIKit makes them:
///
/// - every distribution: the first visible view's leading edge on the canvas's, the last one's
///   trailing edge on the canvas's (`UISV-canvas-connection`); where a shortage is taken by
///   compression resistance, no length below zero (`UISV-non-negative`, ours);
/// - `.fill`, `.fillEqually`, `.fillProportionally`: each view `spacing` (or its custom
///   spacing) after the one before (`UISV-spacing`); `.fill` leaves the lengths to the views'
///   hugging and compression resistance; `.fillEqually` makes them equal (`UISV-fill-equally`);
///   `.fillProportionally` shares the canvas less the spacing in proportion to their intrinsic
///   lengths, at 999 so that a view's required constraints win (`UISV-fill-proportionally`);
/// - `.equalSpacing`, `.equalCentering`: at least the spacing between views, and a guide between
///   each two (between their edges, or their centres) with all guides equal at 999
///   (`UISV-distributing`) and as short as they can be at 49 (`UISV-spanning-fit`), so that a
///   stack with no length of its own is as long as its views and spacing.
extension UIStackView {
  /// The constraints along the axis for the visible views.
  func distributionConstraints(for visible: [UIView]) -> [NSLayoutConstraint] {
    guard let first = visible.first, let last = visible.last else { return [] }
    let along = alongAttributes
    var made = [
      arrangement(
        first, along.leading, .equal, self, along.canvasLeading, "UISV-canvas-connection"),
      arrangement(
        last, along.trailing, .equal, self, along.canvasTrailing, "UISV-canvas-connection"),
    ]
    let gaps = visible.dropLast().map { customSpacings[ObjectIdentifier($0)] ?? spacing }
    let spacingRelation: NSLayoutConstraint.Relation
    switch distribution {
    case .fill, .fillEqually, .fillProportionally: spacingRelation = .equal
    case .equalSpacing, .equalCentering: spacingRelation = .greaterThanOrEqual
    }
    for (index, gap) in gaps.enumerated() {
      made.append(
        arrangement(
          visible[index + 1], along.leading, spacingRelation, visible[index], along.trailing,
          constant: gap, "UISV-spacing"))
    }
    switch distribution {
    case .fillEqually, .fillProportionally: break
    case .fill, .equalSpacing, .equalCentering:
      // A shortage is taken from lengths by priority: none goes below zero (the engine alone
      // would take more from the view that resists least).
      for view in visible {
        made.append(
          arrangement(
            view, along.length, .greaterThanOrEqual, nil, .notAnAttribute, "UISV-non-negative"))
      }
    }
    switch distribution {
    case .fill: break
    case .fillEqually:
      for view in visible.dropFirst() {
        made.append(
          arrangement(view, along.length, .equal, first, along.length, "UISV-fill-equally"))
      }
    case .fillProportionally:
      made += proportionalConstraints(for: visible, gaps: gaps.reduce(0, +))
    case .equalSpacing:
      made += spacerConstraints(
        for: visible, from: along.trailing, to: along.leading)
    case .equalCentering:
      made += spacerConstraints(for: visible, from: along.center, to: along.center)
    }
    return made
  }

  /// Each view's length a share of the canvas less `gaps`, in proportion to its intrinsic length
  /// (equal shares when none has one).
  func proportionalConstraints(for visible: [UIView], gaps: CGFloat) -> [NSLayoutConstraint] {
    guard visible.count > 1 else { return [] }
    let along = alongAttributes
    let lengths = visible.map { view in
      let size = view.intrinsicContentSize
      let length = axis == .horizontal ? size.width : size.height
      return length.isFinite ? max(length, 0) : 0
    }
    let total = lengths.reduce(0, +)
    let fixed = gaps + canvasInset(for: axis)
    return zip(visible, lengths).map { view, length in
      let share = total > 0 ? length / total : 1 / CGFloat(visible.count)
      return arrangement(
        view, along.length, .equal, self, along.length, multiplier: share,
        constant: -share * fixed, priority: Self.proportionalPriority, "UISV-fill-proportionally")
    }
  }

  /// Below required: an arranged view's own required constraints win over its share.
  static let proportionalPriority = UILayoutPriority(999)

  /// A guide from `start` of each view to `end` of the next, all of the same length at 999,
  /// the first as short as it can be at 49.
  func spacerConstraints(
    for visible: [UIView], from start: NSLayoutConstraint.Attribute,
    to end: NSLayoutConstraint.Attribute
  ) -> [NSLayoutConstraint] {
    guard visible.count > 1 else { return [] }
    let along = alongAttributes
    var made: [NSLayoutConstraint] = []
    for index in 0..<(visible.count - 1) {
      let guide = UILayoutGuide()
      guide.identifier = "UISV-distributing"
      addLayoutGuide(guide)
      spacerGuides.append(guide)
      made.append(
        arrangement(guide, along.leading, .equal, visible[index], start, "UISV-distributing-edge"))
      made.append(
        arrangement(
          guide, along.trailing, .equal, visible[index + 1], end, "UISV-distributing-edge"))
    }
    let first = spacerGuides[0]
    for guide in spacerGuides.dropFirst() {
      made.append(
        arrangement(
          guide, along.length, .equal, first, along.length, priority: Self.proportionalPriority,
          "UISV-distributing"))
    }
    made.append(
      arrangement(
        first, along.length, .equal, nil, .notAnAttribute, priority: Self.spanningFitPriority,
        "UISV-spanning-fit"))
    return made
  }

  /// Just below the fitting priority: what a stack is when nothing else says.
  static let spanningFitPriority = UILayoutPriority(49)
}
