import Foundation
import LayoutSolver
@_spi(Compositor) import OpenCoreGraphics

/// Constraints into the solver: each attribute as a linear expression in the coordinates of the
/// view that holds the constraint.
extension NSLayoutConstraint.Attribute {
  /// Leading or trailing (edge or margin): what a right-to-left layout mirrors.
  var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Whether the attribute is a horizontal position or the width (its expression reads x).
  var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      true
    default: false
    }
  }

  /// Left or right (edge or margin): what no layout direction mirrors.
  var isLeftOrRight: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }
}

extension LayoutEngine {
  /// Where a view's own edges (and the margins, safe-area and readable guides inset from them)
  /// start in its coordinates: its bounds' origin; for a scroll view its content's origin,
  /// whatever the offset (UIKit ties a scroll view's edges and margins to its content area), so
  /// content constrained to them does not move when it scrolls.
  static func edgeOrigin(of view: UIView) -> CGPoint {
    view is UIScrollView ? .zero : view.bounds.origin
  }

  /// The view an item hangs from: a view itself, or a guide's owning view.
  static func node(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// Adds an active constraint to the solver; a required one that conflicts is left out with
  /// UIKit's report (once), stays active, and is tried again at each later update
  /// (``retryBrokenConstraints()``).
  func install(_ constraint: NSLayoutConstraint, reporting: Bool = true) {
    guard let holder = constraint.holder, let first = constraint.firstItem else { return }
    // Leading and trailing follow the holder's layout direction; right to left, a constraint that
    // names them measures horizontal positions from the right (values grow toward the trailing
    // edge, as the Auto Layout Guide says), and so does a centerX beside them.
    let flipped =
      (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
        || constraint.firstOffsetFrom?.attribute.isDirectional == true
        || constraint.secondOffsetFrom?.attribute.isDirectional == true)
      && holder.effectiveUserInterfaceLayoutDirection == .rightToLeft
    // Both sides written into one buffer: `first − multiplier·second`.
    var expression = LinearExpression()
    expression.terms.reserveCapacity(8)
    guard
      addSide(
        first, constraint.firstAttribute, from: constraint.firstOffsetFrom, in: holder,
        flipped: flipped, times: 1, to: &expression)
    else { return }
    if let second = constraint.secondItem {
      guard
        addSide(
          second, constraint.secondAttribute, from: constraint.secondOffsetFrom, in: holder,
          flipped: flipped, times: -Double(constraint.multiplier), to: &expression)
      else { return }
    }
    let fixed = expression.constant
    expression.constant -= Double(constraint.constant)
    let relation: LinearConstraint.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let linear = LinearConstraint(
      expression, relation, LinearExpression(0), priority: Double(constraint.priority.rawValue))
    if batch != nil {
      // Solved with the rest of the rebuild (`LayoutEngine+Batches.swift`); a refusal is handled
      // then (`repair(refused:)`).
      batch?.pending.append((constraint, linear, fixed))
      return
    }
    do {
      let id = try solver.add(linear)
      installed[ObjectIdentifier(constraint)] = Installed(id: id, fixed: fixed)
    } catch SolverError.unsatisfiable {
      broken.append(constraint)
      if reporting { Self.reportUnsatisfiable(constraint, holder: holder) }
    } catch {
      Diagnostics.log("\(constraint) was left out: \(error)", module: "OpenUIKit")
    }
  }

  /// Adds `k` times one side of a constraint to `result`.
  ///
  /// The side is `attribute` of `object`, less the anchor it is measured from when it is a
  /// distance between anchors (`anchorWithOffset(to:)`). `false` when an item is not in
  /// `holder`'s subtree.
  private func addSide(
    _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    from origin: NSLayoutConstraint.AnchorPart?, in holder: UIView, flipped: Bool,
    times k: Double, to result: inout LinearExpression
  ) -> Bool {
    guard
      addExpression(object, attribute, in: holder, flipped: flipped, times: k, to: &result)
    else { return false }
    guard let origin else { return true }
    guard let start = origin.item else { return false }
    return addExpression(
      start, origin.attribute, in: holder, flipped: flipped, times: -k, to: &result)
  }

  /// Takes a constraint out of the solver; one that went in fixed cannot leave in place, and
  /// the engine is rebuilt at the next layout (with it marked from then on, should it come back).
  func uninstall(_ constraint: NSLayoutConstraint) {
    if !broken.isEmpty { broken.removeAll { $0 === constraint } }
    constraint.changesInPlace = true
    guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    if entry.isFixed { return invalidate() }
    try? solver.remove(entry.id)
    isDirty = true
  }

  /// Moves an installed constraint's constant in place (one that went in fixed rebuilds the
  /// engine at the next layout, with a marker from then on).
  func moveConstant(of constraint: NSLayoutConstraint) {
    constraint.changesInPlace = true
    guard let entry = installed[ObjectIdentifier(constraint)] else { return }
    if entry.isFixed { return invalidate() }
    do {
      try solver.setConstant(entry.fixed - Double(constraint.constant), of: entry.id)
    } catch {
      // The new constant conflicts with required constraints: UIKit breaks the constraint
      // (until it fits again: a cell pinned at its old height, say, before it is measured).
      uninstall(constraint)
      broken.append(constraint)
      if let holder = constraint.holder { Self.reportUnsatisfiable(constraint, holder: holder) }
    }
    isDirty = true
  }

  /// Tries again the required constraints that conflicted when they came (or moved): those that
  /// fit now hold again, the rest stay out, unreported this time.
  func retryBrokenConstraints() {
    guard !broken.isEmpty else { return }
    let pending = broken
    broken = []
    for constraint in pending
    where constraint.holder != nil && installed[ObjectIdentifier(constraint)] == nil {
      install(constraint, reporting: false)
    }
  }

  /// UIKit's report of a required constraint that cannot hold with the others, and the
  /// constraint it breaks (this one: the others stay as they were).
  ///
  /// Once per constraint until it changes or is deactivated
  /// (``NSLayoutConstraint/isReportedUnsatisfiable``): a rebuild that breaks it again says
  /// nothing new.
  static func reportUnsatisfiable(_ constraint: NSLayoutConstraint, holder: UIView) {
    guard !constraint.isReportedUnsatisfiable else { return }
    constraint.isReportedUnsatisfiable = true
    let others = holder.constraints.filter { $0 !== constraint }.prefix(8)
      .map { "    \($0)" }.joined(separator: "\n")
    Diagnostics.log(
      "Unable to simultaneously satisfy constraints.\n\(others)\n    \(constraint)\n"
        + "Will attempt to recover by breaking constraint\n\(constraint)", module: "OpenUIKit")
  }

  /// Adds `k` times `attribute` of a view or guide, as an expression in `holder`'s bounds
  /// coordinates, to `result`; `false` when the item is not in `holder`'s subtree.
  ///
  /// `flipped`: horizontal positions (leading, trailing, centers) are measured leftward from the
  /// holder's origin (negated), for a right-to-left constraint; leading is then the right edge.
  func addExpression(
    _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in holder: UIView,
    flipped: Bool, times k: Double, to result: inout LinearExpression
  ) -> Bool {
    // A baseline may be another view's (a stack view's is an arranged view's): that view's, in
    // the same coordinates.
    if attribute == .firstBaseline || attribute == .lastBaseline, let view = object as? UIView {
      let target =
        attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
      if target !== view, target.isDescendant(of: view) {
        return addExpression(
          target, attribute, in: holder, flipped: flipped, times: k, to: &result)
      }
    }
    let item = self.item(for: object)
    let horizontal = attribute.isHorizontal
    // The position (x or y) in the holder's coordinates, written after what `result` holds: the
    // item's own variable, then each frame up to the holder less its bounds origin. Sizes need
    // no position, but the walk still checks that the holder is above the item.
    let start = result.terms.count
    var constant = 0.0
    if object === holder {
      // The holder's own edges in its own coordinates: its bounds' origin, and its size.
      let origin = Self.edgeOrigin(of: holder)
      constant = Double(horizontal ? origin.x : origin.y)
    } else {
      result.terms.append((horizontal ? item.x : item.y, 1))
      var ancestor: UIView? =
        (object as? UIView)?.storedSuperview ?? (object as? UILayoutGuide)?.owningView
      while let current = ancestor, current !== holder {
        let link = self.item(for: current)
        result.terms.append((horizontal ? link.x : link.y, 1))
        if current is UIScrollView {
          // Its offset changes as it scrolls: read from the solver, not fixed here.
          let origin = scrollOrigin(of: link, current)
          result.terms.append((horizontal ? origin.x : origin.y, -1))
        } else {
          constant -= Double(horizontal ? current.bounds.minX : current.bounds.minY)
        }
        ancestor = current.storedSuperview
      }
      guard ancestor === holder else { return false }
    }
    // Plus a fraction of the size, and a margin: `position·p + size·s + margin`, times k.
    func position(_ p: Double, size s: Double, _ margin: CGFloat = 0) -> Bool {
      if p == 0 {
        result.terms.removeSubrange(start...)
        constant = 0
      } else if p != 1 {
        for index in start..<result.terms.count { result.terms[index].coefficient *= p }
        constant *= p
      }
      if s != 0 { result.terms.append((horizontal ? item.width : item.height, s)) }
      constant += Double(margin)
      if k != 1 {
        for index in start..<result.terms.count { result.terms[index].coefficient *= k }
      }
      result.constant += k * constant
      return true
    }
    func margins() -> UIEdgeInsets {
      item.usesMargins = true
      return (object as? UIView)?.layoutMargins ?? .zero
    }
    if flipped {
      switch attribute {
      case .leading: return position(-1, size: -1)
      case .trailing: return position(-1, size: 0)
      case .centerX: return position(-1, size: -0.5)
      case .leadingMargin:
        let m = margins()
        return position(-1, size: -1, m.right)
      case .trailingMargin: return position(-1, size: 0, -margins().left)
      case .centerXWithinMargins:
        let m = margins()
        return position(-1, size: -0.5, -m.left + 0.5 * (m.left + m.right))
      default: break
      }
    }
    switch attribute {
    case .left, .leading, .top: return position(1, size: 0)
    case .right, .trailing, .bottom: return position(1, size: 1)
    case .width, .height: return position(0, size: 1)
    case .centerX, .centerY: return position(1, size: 0.5)
    case .firstBaseline:
      guard let offsets = (object as? UIView)?.baselineOffsets else { return position(1, size: 1) }
      item.usesBaselines = true
      return position(1, size: 0, offsets.fromTop)
    case .lastBaseline:
      guard let offsets = (object as? UIView)?.baselineOffsets else { return position(1, size: 1) }
      item.usesBaselines = true
      return position(1, size: 1, -offsets.fromBottom)
    case .leftMargin, .leadingMargin: return position(1, size: 0, margins().left)
    case .rightMargin, .trailingMargin: return position(1, size: 1, -margins().right)
    case .topMargin: return position(1, size: 0, margins().top)
    case .bottomMargin: return position(1, size: 1, -margins().bottom)
    case .centerXWithinMargins:
      let m = margins()
      return position(1, size: 0.5, m.left - 0.5 * (m.left + m.right))
    case .centerYWithinMargins:
      let m = margins()
      return position(1, size: 0.5, m.top - 0.5 * (m.top + m.bottom))
    case .notAnAttribute: return position(0, size: 0)
    }
  }
}
