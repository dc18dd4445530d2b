import Foundation
import LayoutSolver

/// UIKit's Auto Layout debugging questions, answered from the solver's tableau: is a view's frame
/// the only one its constraints allow, which constraints hold it, and what another valid frame
/// looks like.
extension LayoutEngine {
  /// How far ``exercise(_:)`` pulls an ambiguous variable, in points (it stops earlier where a
  /// constraint does).
  static let exerciseDistance = 20.0

  /// The engine of `object`'s hierarchy, brought up to date, and the object's item in it (`nil`
  /// when no constraint names the object).
  static func currentItem(of object: AnyObject) -> (LayoutEngine, Item)? {
    guard let node = node(of: object) else { return nil }
    for engine in engines(around: node) where engine.isDirty { engine.update() }
    return engineHolding(object, node: node)
  }

  /// Whether the constraints leave `object`'s frame free.
  ///
  /// Some variable of it is not the only optimal value. A view that translates its mask is never
  /// ambiguous (its frame is pinned); one that does not and that no constraint names always is.
  static func hasAmbiguousLayout(_ object: AnyObject) -> Bool {
    guard let (engine, item) = currentItem(of: object) else {
      if let view = object as? UIView { return !view.isPlacedByFrame }
      return (object as? UILayoutGuide)?.kind == .custom
    }
    return [item.x, item.y, item.width, item.height].contains { !engine.solver.isDetermined($0) }
  }

  /// The constraints that hold `object` where it is along `axis`: the active ones, held anywhere
  /// in the hierarchy, that are tight at the solution for its position or size on that axis.
  ///
  /// Only constraints made with `NSLayoutConstraint` are listed: the engine's own (pinned frames,
  /// intrinsic sizes, guides) have no objects here, where UIKit lists its private subclasses.
  static func constraintsAffectingLayout(
    of object: AnyObject, for axis: NSLayoutConstraint.Axis
  ) -> [NSLayoutConstraint] {
    guard var (engine, item) = currentItem(of: object), let root = engine.root else { return [] }
    if engine.fixesUnchangedEqualities, engine.installed.values.contains(where: \.isFixed) {
      // Fixed constraints have no markers to find them by: built again, each with its marker.
      engine.fixesUnchangedEqualities = false
      engine.invalidate()
      guard let current = currentItem(of: object) else { return [] }
      (engine, item) = current
    }
    let variables = axis == .horizontal ? [item.x, item.width] : [item.y, item.height]
    let ids = Set(variables.flatMap { engine.solver.constraintsDetermining($0) })
    guard !ids.isEmpty else { return [] }
    var found: [NSLayoutConstraint] = []
    var stack = [root]
    while let view = stack.popLast() {
      for constraint in view.autoLayoutStateIfAny?.constraints.array ?? [] {
        if let entry = engine.installed[ObjectIdentifier(constraint)], ids.contains(entry.id) {
          found.append(constraint)
        }
      }
      stack.append(contentsOf: view.storedSubviews.reversed())
    }
    return found
  }

  /// Moves an ambiguous view to another frame its constraints allow.
  ///
  /// Each free variable is pulled ``exerciseDistance`` points one way, the other way at the next
  /// call, through a constraint at the lowest priority that is taken out again at once. The
  /// frames stay until the engine next applies what moved (the next change to the hierarchy's
  /// constraints).
  static func exercise(_ view: UIView) {
    guard let (engine, item) = currentItem(of: view) else { return }
    engine.exerciseDirection = -engine.exerciseDirection
    var pulls: [ConstraintID] = []
    for variable in [item.x, item.y, item.width, item.height]
    where !engine.solver.isDetermined(variable) {
      var target = engine.solver.value(of: variable) + engine.exerciseDirection * exerciseDistance
      if variable == item.width || variable == item.height { target = max(target, 0) }
      if let id = try? engine.solver.add(LinearConstraint(variable, .equal, target, priority: 1)) {
        pulls.append(id)
      }
    }
    guard !pulls.isEmpty else { return }
    engine.apply(engine.solver.takeChangedVariables())
    for id in pulls { try? engine.solver.remove(id) }
  }
}
