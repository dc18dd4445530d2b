import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// What the API calls: activation, constants, priorities, hierarchy changes and the
/// update-constraints pass.
extension LayoutEngine {
  /// Installs a constraint in the closest common ancestor of its items (or in `preferred`, when
  /// that is a common ancestor: `addConstraint(_:)`).
  static func activate(_ constraint: NSLayoutConstraint, in preferred: UIView?) {
    guard constraint.holder == nil else { return }
    guard let first = node(of: constraint.firstItem) else {
      return Diagnostics.log(
        "Unable to activate \(constraint): its first item is gone, or is a layout guide not "
          + "added to a view", module: "OpenUIKit")
    }
    if constraint.secondItem == nil && !constraint.firstSideIsSize {
      return Diagnostics.log(
        "\(constraint): a nil second item together with a location for the first attribute "
          + "creates an illegal constraint of a location equal to a constant. Location "
          + "attributes must be specified in pairs.", module: "OpenUIKit")
    }
    let attributes = constraint.namedAnchors.map(\.attribute)
    if attributes.contains(where: \.isDirectional), attributes.contains(where: \.isLeftOrRight) {
      return Diagnostics.log(
        "\(constraint): A constraint cannot be made between a leading/trailing attribute and a "
          + "right/left attribute. Use leading/trailing for both or neither.", module: "OpenUIKit")
    }
    var holder = first
    // Every item named (distances between anchors name two on a side) hangs under the holder.
    for other in constraint.allItems.dropFirst() where other != nil {
      guard let node = node(of: other), let common = closestCommonAncestor(holder, node) else {
        return Diagnostics.log(
          "Unable to activate constraint with anchors \(constraint.firstAnchor) and "
            + "\(constraint.secondAnchor.map { "\($0)" } ?? "nil") because they have no common "
            + "ancestor. Does the constraint or its anchors reference items in different view "
            + "hierarchies? That's illegal.", module: "OpenUIKit")
      }
      holder = common
    }
    if let preferred, preferred === holder || holder.isDescendant(of: preferred) {
      holder = preferred
    }
    constraint.holder = holder
    holder.autoLayoutState.constraints.append(constraint)
    activeCount += 1
    noteCrossings(of: constraint, holder: holder)
    let engine = engine(for: holder)
    // A new constraint may settle the conflict or ambiguity that made the engine keep the walk's
    // order: the next rebuild tries the sparse order again.
    engine.needsWalkOrder = false
    if !engine.needsRebuild { engine.install(constraint) }
    engine.isDirty = true
    holder.setNeedsLayout()
  }

  /// Removes a constraint from its holder and the solver.
  static func deactivate(_ constraint: NSLayoutConstraint) {
    guard let holder = constraint.holder else { return }
    constraint.isReportedUnsatisfiable = false
    holder.autoLayoutStateIfAny?.constraints.remove(constraint)
    constraint.holder = nil
    activeCount -= 1
    endCrossings(of: constraint)
    existingEngine(for: holder)?.uninstall(constraint)
    holder.setNeedsLayout()
  }

  /// Deactivates the constraints that use `guide`, held by `view` or its ancestors.
  static func deactivateConstraints(using guide: UILayoutGuide, from view: UIView) {
    var holder: UIView? = view
    while let current = holder {
      for constraint in current.constraints
      where constraint.allItems.contains(where: { $0 === guide }) {
        deactivate(constraint)
      }
      holder = current.storedSuperview
    }
  }

  static func constantChanged(_ constraint: NSLayoutConstraint) {
    guard let holder = constraint.holder, let engine = existingEngine(for: holder) else { return }
    if !engine.needsRebuild { engine.moveConstant(of: constraint) }
    holder.setNeedsLayout()
  }

  static func priorityChanged(_ constraint: NSLayoutConstraint) {
    guard let holder = constraint.holder, let engine = existingEngine(for: holder) else { return }
    if !engine.needsRebuild {
      engine.uninstall(constraint)
      if !engine.needsRebuild { engine.install(constraint) }
    }
    holder.setNeedsLayout()
  }

  /// The view's intrinsic size or content priorities changed.
  static func intrinsicSizeChanged(_ view: UIView) {
    guard activeCount > 0, let engine = existingEngine(for: view) else { return }
    engine.intrinsicSizeChanged(view)
    view.storedSuperview?.setNeedsLayout()
  }

  /// Something about the hierarchy's shape changed near `view` (a view switched to or from
  /// constraints, its margins moved): the engine is rebuilt at the next layout.
  static func structureChanged(around view: UIView) {
    // An island whose root stops qualifying goes even while no constraint is active anywhere:
    // constraints activated later inside it must reach the engine around.
    if island(of: view) != nil {
      if isIslandRoot(view) { island(of: view)?.invalidate() } else { dissolveIsland(at: view) }
    }
    guard activeCount > 0 else { return }
    existingEngine(for: view.storedSuperview ?? view)?.invalidate()
  }

  /// The view's `layoutDirection` trait changed: the directional constraints it holds are
  /// remade, mirrored, at the next layout (unless its semantic content attribute fixes a direction).
  static func layoutDirectionChanged(_ view: UIView) {
    guard activeCount > 0, view.autoLayoutStateIfAny?.constraints.isEmpty == false,
      view.semanticContentAttribute == .unspecified
    else { return }
    structureChanged(around: view)
  }

  /// The view's effective margins moved: constraints that read its margin attributes are remade
  /// (they hold the margins as constants), its margin and readable guides placed again.
  static func marginsChanged(_ view: UIView) {
    guard activeCount > 0 || island(of: view) != nil else { return }
    for engine in engines(around: view) {
      if let item = engine.items[ObjectIdentifier(view)], item.view === view, item.usesMargins {
        engine.invalidate()
      } else {
        engine.isDirty = true
        engine.root?.setNeedsLayout()
      }
    }
  }

  /// The view's safe area moved: its safe-area guide is placed again at the next layout.
  static func safeAreaChanged(_ view: UIView) {
    guard activeCount > 0, view.autoLayoutStateIfAny?.safeAreaGuide != nil else { return }
    for engine in engines(around: view) { engine.isDirty = true }
  }

  /// `view` is about to leave its superview: UIKit deactivates the constraints between views in
  /// its subtree and views outside it; both hierarchies' engines rebuild.
  static func subtreeWillLeave(_ view: UIView) {
    if activeCount > 0 {
      var holder = view.storedSuperview
      while let current = holder {
        for constraint in current.constraints where constraint.refers(into: view) {
          deactivate(constraint)
        }
        holder = current.storedSuperview
      }
    }
    guard !engines.isEmpty || activeCount > 0 else { return }
    if let island = island(of: view) {
      // An island leaves whole: its engine becomes its hierarchy's, still built.
      view.autoLayoutStateIfAny?.islandEngine = nil
      engines[ObjectIdentifier(view)] = island
      island.isDirty = true
      if let parent = view.storedSuperview, let outer = existingEngine(for: parent),
        outer.items[ObjectIdentifier(view)] != nil
      {
        outer.invalidate()
      }
      return
    }
    guard let engine = existingEngine(for: view) else { return }
    engine.invalidate()
    // The subtree becomes a hierarchy of its own: an engine of its own, built when it lays out.
    engines[ObjectIdentifier(view)] = LayoutEngine(root: view)
  }

  /// `view` joined a hierarchy: the engine of its old subtree goes, the new one rebuilds.
  static func subtreeDidJoin(_ view: UIView) {
    guard !engines.isEmpty || view.hasAutoLayoutState else { return }
    let detached = engines.removeValue(forKey: ObjectIdentifier(view))
    let hadEngine = detached != nil
    if let detached, detached.root === view, isIslandRoot(view) {
      // Nothing outside names its inside: its engine becomes the island's, as it is.
      view.autoLayoutState.islandEngine = detached
      detached.isDirty = true
      view.setNeedsLayout()
      return
    }
    if let engine = existingEngine(for: view) {
      engine.invalidate()
    } else if hadEngine || view.hasAutoLayoutState {
      engine(for: view).invalidate()
    }
  }

  /// A view's frame was set by code: if the engine pins it (it translates its mask), the pin
  /// follows at the next layout of its superview.
  static func geometryChanged(_ view: UIView) {
    guard view.isPlacedByFrame else { return }
    // Called for every frame set while constraints exist (animations included): no array of
    // engines is made. An island's root is pinned both in its island and in the engine around.
    func repin(in engine: LayoutEngine?) {
      guard let engine, let item = engine.items[ObjectIdentifier(view)], item.view === view,
        item.pinned != nil, item.pinned != view.untransformedFrame
      else { return }
      engine.isDirty = true
      (view.storedSuperview ?? view).setNeedsLayout()
    }
    let own = island(of: view)
    repin(in: own)
    if let parent = view.storedSuperview {
      repin(in: existingEngine(for: parent))
    } else if own == nil {
      repin(in: existingEngine(for: view))
    }
  }

  /// A view with Auto Layout state is deallocated: the constraints it held end, and so does the
  /// engine it was the root of.
  static func viewWillGo(_ view: UIView) {
    let id = ObjectIdentifier(view)
    if let state = view.autoLayoutStorage {
      // First: from here on, every layout reference to the view reads nil.
      state.liveness.isAlive = false
      view.autoLayoutStorage = nil
      // Every constraint in the list is active and held here (its holder reads nil now).
      activeCount -= state.constraints.count
      for constraint in state.constraints.array {
        endCrossings(of: constraint)
        constraint.isReportedUnsatisfiable = false
        constraint.changesInPlace = true
      }
    }
    engines[id] = nil
  }

  static func needsUpdateConstraints(_ view: UIView) {
    registerPhase()
    pendingUpdateConstraints.append(WeakView(view: view))
    // The hierarchy lays out after its constraints update, as UIKit's window does; inside a
    // commit's layout phase the commit returns to update constraints first, and what they change
    // asks for layout itself.
    if CommitPhases.runningPhase == .layout {
      CommitPhases.requestCommit()
    } else {
      view.rootView.setNeedsLayout()
    }
  }

  /// `layoutIfNeeded()`: the pending `updateConstraints()` of the view's hierarchy run first, as
  /// UIKit's do, unless a commit's layout phase is under way (the commit returns to them after).
  static func updateConstraintsBeforeLayout(of view: UIView) {
    guard !pendingUpdateConstraints.isEmpty, CommitPhases.runningPhase != .layout else { return }
    runUpdateConstraints(under: view.rootView)
  }

  /// Makes `updateConstraints()` a phase of every commit, between `updateProperties()` and
  /// layout (once).
  private static func registerPhase() {
    guard !isPhaseRegistered else { return }
    isPhaseRegistered = true
    CommitPhases.register(
      .updateConstraints, hasWork: { !LayoutEngine.pendingUpdateConstraints.isEmpty },
      run: { LayoutEngine.runUpdateConstraints(under: nil) },
      abandon: {
        let views = LayoutEngine.pendingUpdateConstraints.compactMap(\.view)
        LayoutEngine.pendingUpdateConstraints = []
        for view in views { view.autoLayoutStateIfAny?.needsUpdateConstraints = false }
        return views.map { "\(type(of: $0))" }
      })
  }

  /// Runs the pending `updateConstraints()` in `view`'s subtree (every pending one for `nil`: the
  /// commit's phase), deepest views first (UIKit's order: a view's constraints are updated after
  /// its subviews').
  static func runUpdateConstraints(under view: UIView?) {
    guard !pendingUpdateConstraints.isEmpty else { return }
    var due: [(depth: Int, view: UIView)] = []
    if let view, view.storedSuperview != nil {
      // A view inside a hierarchy (a cell measured, a view asked by hand): its subtree is walked
      // rather than the list, which holds every pending view of every hierarchy (a feed's
      // thousand cells each measured would otherwise scan a thousand entries). Entries run here
      // stay listed with their flag down, skipped and dropped by the next run over the list.
      var walk = [(depth: 0, view: view)]
      while let (depth, current) = walk.popLast() {
        if current.hasAutoLayoutState, current.autoLayoutStateIfAny?.needsUpdateConstraints == true
        {
          due.append((depth, current))
        }
        for subview in current.storedSubviews { walk.append((depth + 1, subview)) }
      }
      return runDue(due)
    }
    pendingUpdateConstraints.removeAll { entry in
      guard let pending = entry.view else { return true }
      if let view, pending !== view, !pending.isDescendant(of: view) { return false }
      var depth = 0
      var parent = pending.storedSuperview
      while let current = parent {
        depth += 1
        parent = current.storedSuperview
      }
      due.append((depth, pending))
      return true
    }
    runDue(due)
  }

  /// Runs the `updateConstraints()` of the views still flagged, deepest first.
  private static func runDue(_ due: [(depth: Int, view: UIView)]) {
    for (_, pending) in due.sorted(by: { $0.depth > $1.depth }) {
      guard let state = pending.autoLayoutStateIfAny, state.needsUpdateConstraints else {
        continue
      }
      state.needsUpdateConstraints = false
      if pending.isViewControllerRoot, let controller = pending.owningController {
        controller.updateViewConstraints()
      } else {
        pending.updateConstraints()
      }
    }
  }

  /// The closest view that is `a` or an ancestor of it, and `b` or an ancestor of it.
  static func closestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
    if a === b { return a }
    // The common cases without a set: a view and its superview, two siblings (a stack view's
    // constraints are all one or the other).
    let aParent = a.storedSuperview
    let bParent = b.storedSuperview
    if bParent === a { return a }
    if aParent === b { return b }
    if let aParent, aParent === bParent { return aParent }
    var ancestors = Set<ObjectIdentifier>()
    var current: UIView? = a
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.storedSuperview
    }
    current = b
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.storedSuperview
    }
    return nil
  }
}

extension NSLayoutConstraint {
  /// Whether an item is `view` or in its subtree (UIKit removes such constraints held outside
  /// the subtree when the view leaves its superview).
  func refers(into view: UIView) -> Bool {
    allItems.contains { item in
      guard let node = LayoutEngine.node(of: item) else { return false }
      return node === view || node.isDescendant(of: view)
    }
  }
}
