import Foundation

/// Islands: a view whose constraints stay inside it gets an engine of its own.
///
/// A view that translates its autoresizing mask is placed by its frame, so nothing inside it can
/// move anything outside, and nothing outside can reach in, unless a constraint crosses its edge
/// (held above it and naming a view below it). A view placed by its frame that holds constraints
/// and that no constraint crosses is the root of an island: its constraints are solved by an
/// engine rooted at it, which measures it (`systemLayoutSizeFitting`) and lays it out, so a
/// self-sizing cell is solved once, not once to measure and again in the window's engine. The
/// engine around it sees the island's root as one pinned view and skips its subtree.
///
/// Each view counts the active constraints crossing it. A constraint that starts crossing an
/// island dissolves it (the engine around rebuilds with its constraints); a view that stops
/// being crossed becomes an island at the next rebuild of the engine around it, or when it is
/// measured (Docs/Layout.md, "Islands").
extension LayoutEngine {
  /// Whether `view` is, or may become, the root of an island: it has a superview, translates its
  /// mask, holds constraints, and no active constraint crosses it.
  static func isIslandRoot(_ view: UIView) -> Bool {
    guard view.hasAutoLayoutState, view.storedSuperview != nil,
      let state = view.autoLayoutStateIfAny, state.translatesAutoresizingMaskIntoConstraints,
      state.crossingCount == 0, !state.constraints.isEmpty
    else { return false }
    return true
  }

  /// The engine of the island rooted at `view`, if it is one.
  static func island(of view: UIView) -> LayoutEngine? {
    view.hasAutoLayoutState ? view.autoLayoutStateIfAny?.islandEngine : nil
  }

  /// The island rooted at `view` (which must qualify), made when missing.
  ///
  /// A new island takes its constraints from the engine around it, which rebuilds without them.
  static func makeIsland(at view: UIView, aroundIsRebuilding: Bool = false) -> LayoutEngine {
    if let engine = island(of: view) { return engine }
    let engine = LayoutEngine(root: view)
    // The engine around rebuilds only if it holds some of the island's constraints now (it was
    // built before the island formed); a table showing new cells does not rebuild the window's.
    if !aroundIsRebuilding, let parent = view.storedSuperview,
      let around = existingEngine(for: parent), !around.needsRebuild,
      around.holdsConstraints(under: view)
    {
      around.invalidate()
    }
    view.autoLayoutState.islandEngine = engine
    engine.invalidate()
    return engine
  }

  /// Whether a constraint held by `view` or a view under it is installed in this engine.
  func holdsConstraints(under view: UIView) -> Bool {
    var stack = [view]
    while let current = stack.popLast() {
      if let state = current.autoLayoutStateIfAny,
        state.constraints.contains(where: { constraint in
          installed[ObjectIdentifier(constraint)] != nil || broken.contains { $0 === constraint }
        })
      {
        return true
      }
      stack.append(contentsOf: current.storedSubviews)
    }
    return false
  }

  /// `view` no longer qualifies as an island: its constraints go back to the engine around it,
  /// which rebuilds.
  static func dissolveIsland(at view: UIView) {
    guard let state = view.autoLayoutStateIfAny, state.islandEngine != nil else { return }
    state.islandEngine = nil
    existingEngine(for: view)?.invalidate()
  }

  /// The engines that may hold `view` as an item: the island it is the root of, and the engine
  /// around it (for other views, the one engine that places it).
  static func engines(around view: UIView) -> [LayoutEngine] {
    var result: [LayoutEngine] = []
    if let own = island(of: view) { result.append(own) }
    if let parent = view.storedSuperview {
      if let outer = existingEngine(for: parent) { result.append(outer) }
    } else if result.isEmpty, let top = existingEngine(for: view) {
      result.append(top)
    }
    return result
  }

  /// The engine holding `object` (a view or guide hanging from `node`) as an item, and the item.
  static func engineHolding(_ object: AnyObject, node: UIView) -> (LayoutEngine, Item)? {
    for engine in engines(around: node) {
      if let item = engine.items[ObjectIdentifier(object)],
        item.view === object || item.guide === object
      {
        return (engine, item)
      }
    }
    return nil
  }

  // MARK: Crossing counts

  /// Counts `constraint` in every view it crosses.
  ///
  /// Those are the views strictly between its holder and the view each of its items hangs from.
  /// An island it crosses is dissolved.
  static func noteCrossings(of constraint: NSLayoutConstraint, holder: UIView) {
    var crossed: [WeakView] = []
    for (item, attribute) in constraint.namedAnchors {
      guard let node = node(of: item), node !== holder else { continue }
      var current = node.storedSuperview
      if let guide = item as? UILayoutGuide, guide.kind == .custom || guide.kind == .scrollContent {
        // A guide its owner's own constraints may size reaches inside the owner.
        current = node
      } else if attribute == .firstBaseline || attribute == .lastBaseline,
        let view = item as? UIView
      {
        // A baseline may be a view's inside it (a stack view's arranged label's).
        let target =
          attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if target !== view, target.isDescendant(of: view) { current = target.storedSuperview }
      }
      while let view = current, view !== holder {
        crossed.append(WeakView(view: view))
        let state = view.autoLayoutState
        state.crossingCount += 1
        if state.crossingCount == 1, state.islandEngine != nil { dissolveIsland(at: view) }
        current = view.storedSuperview
      }
    }
    constraint.crossedViews = crossed
  }

  /// Takes `constraint` out of the counts it was added to (the views it crossed when activated).
  static func endCrossings(of constraint: NSLayoutConstraint) {
    for entry in constraint.crossedViews {
      guard let state = entry.view?.autoLayoutStateIfAny else { continue }
      state.crossingCount = max(state.crossingCount - 1, 0)
    }
    constraint.crossedViews = []
  }
}

extension UIView {
  /// How many times an Auto Layout engine has built its solver from the constraints, in this
  /// process: what tests read to check that a self-sizing cell is solved once, not once to
  /// measure and again to lay out.
  @_spi(Platform) public static var autoLayoutSolverBuildsForTests: Int {
    LayoutEngine.solverBuilds
  }

  /// The size of the tableau of the engine that solves the constraints this view holds (0
  /// without one): what tests read to check that a long chain of constraints stays linear.
  @_spi(Platform) public var autoLayoutTableauCellsForTests: Int {
    LayoutEngine.existingEngine(for: self)?.solver.cellCount ?? 0
  }
}
