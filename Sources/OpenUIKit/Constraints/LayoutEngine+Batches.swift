import LayoutSolver
@_spi(Compositor) import OpenCoreGraphics

/// A rebuild solves its constraints together: queued as the hierarchy is walked, then added in
/// that order by one flush, which starts from a template when a system of the same shape was
/// solved before (the cells of a table, built alike, differ only in constants). The frames are
/// those a constraint-by-constraint build gives: a template is used only when the system has one
/// optimum (``SolverTemplates``; Docs/Layout.md, "Templates").
extension LayoutEngine {
  /// The shapes solved so far in this process, shared by every engine.
  static let templates = SolverTemplates()
  /// Whether rebuilds start from templates (tests turn it off to compare).
  static var usesTemplates = true
  /// The layout constraints a rebuild holds from which unchanged required equalities go in
  /// fixed (``enqueuePending(sparseFirst:)``).
  static let fixingThreshold = 128

  /// What a rebuild has queued besides its pins, sizes and guides.
  struct Batch {
    /// The layout constraints, with their identifiers.
    var installs: [(constraint: NSLayoutConstraint, id: ConstraintID)] = []
    /// Layout constraints made and not queued yet (``enqueuePending(sparseFirst:)``), with the
    /// part of their constants that comes from the hierarchy.
    var pending: [(constraint: NSLayoutConstraint, linear: LinearConstraint, fixed: Double)] = []
    /// Constraints whose refusal says nothing (a measurement's targets).
    var quiet: Set<ConstraintID> = []
  }

  /// Queues the layout constraints the walk made, after the pins, sizes and guides it queued.
  ///
  /// With `sparseFirst`, those on one variable go first (a width, a height, an edge against its
  /// superview's), then the rest, each part in the walk's order. A constraint of one variable
  /// makes that variable a constant, so what relates it to others later stays as short as they
  /// are: a column of views chained top to bottom, whose tops the superview holds (met first)
  /// and whose heights each view holds (met last), wrote each top as the sum of every height
  /// above it until the heights came, then rewrote all of those rows for each height: cubic in
  /// the column's length, where this order is linear. Returns whether the order differs from the
  /// walk's.
  ///
  /// In a large system (``fixingThreshold`` layout constraints or more) the required equalities
  /// that have not changed since they came go in fixed (``LinearConstraint/isFixed``): without
  /// markers, the rows of a chain hold constants, where each marker of a constraint above rode
  /// along (quadratic in the chain's length, cubic to build). Taking one out or moving its
  /// constant then rebuilds the engine, with a marker for it from then on. Small systems (a cell,
  /// a form) keep every marker and change in place.
  @discardableResult
  func enqueuePending(sparseFirst: Bool) -> Bool {
    guard var queued = batch else { return false }
    var pending = queued.pending
    queued.pending = []
    if fixesUnchangedEqualities, pending.count >= Self.fixingThreshold {
      for index in pending.indices where !pending[index].constraint.changesInPlace {
        pending[index].linear.isFixed = true
      }
    }
    var reordered = false
    if sparseFirst {
      let single = pending.filter { $0.linear.expression.terms.count == 1 }
      if !single.isEmpty, single.count < pending.count {
        let multiple = pending.filter { $0.linear.expression.terms.count != 1 }
        reordered = pending.prefix(single.count).contains { $0.linear.expression.terms.count != 1 }
        pending = single + multiple
      }
    }
    for (constraint, linear, fixed) in pending {
      let id = solver.enqueue(linear)
      queued.installs.append((constraint, id))
      installed[ObjectIdentifier(constraint)] = Installed(
        id: id, fixed: fixed, isFixed: linear.isMarkerless)
    }
    batch = queued
    return reordered
  }

  /// Adds the constraints the rebuild queued, and takes what the solver refused out of the
  /// items and constraints that hold it.
  ///
  /// - Parameter retryingInWalkOrder: Whether the layout constraints were queued in another
  ///   order than the walk's (``enqueuePending(sparseFirst:)``): when a constraint is refused or
  ///   the layout is ambiguous, what is broken and where a free view lands follow the order
  ///   constraints come in, so the engine is built again in the walk's order, as it always was.
  ///   Without either, the system has one solution, whatever the order.
  func solveBatch(retryingInWalkOrder: Bool = false) {
    let queued = batch ?? Batch()
    batch = nil
    let refused = solver.flush(reusing: Self.usesTemplates ? Self.templates : nil)
    if retryingInWalkOrder, !refused.isEmpty || !solver.hasUniqueOptimum, let root {
      // Remembered: an engine whose system conflicts or is ambiguous is built in the walk's
      // order from then on, not twice at every rebuild.
      needsWalkOrder = true
      return rebuild(from: root, inWalkOrder: true)
    }
    let reported = refused.filter { !queued.quiet.contains($0.id) }
    if !reported.isEmpty { repair(refused: reported, installs: queued.installs) }
    measureDeferredLabels()
    // Every caller gives every frame after a rebuild: what moved is not needed.
    solver.discardChangedVariables()
  }

  /// Leaves the engine as a constraint-by-constraint build would have: a refused layout
  /// constraint is broken (reported, kept active, tried again at later updates), a refused
  /// internal one is left out with a diagnostic (a pin takes its four constraints out together).
  private func repair(
    refused: [(id: ConstraintID, error: SolverError)],
    installs: [(constraint: NSLayoutConstraint, id: ConstraintID)]
  ) {
    var errors: [ConstraintID: SolverError] = [:]
    for (id, error) in refused { errors[id] = error }
    for (constraint, id) in installs {
      guard let error = errors.removeValue(forKey: id) else { continue }
      installed[ObjectIdentifier(constraint)] = nil
      if error == .unsatisfiable {
        broken.append(constraint)
        if let holder = constraint.holder { Self.reportUnsatisfiable(constraint, holder: holder) }
      } else {
        Diagnostics.log("\(constraint) was left out: \(error)", module: "OpenUIKit")
      }
    }
    guard !errors.isEmpty else { return }
    for error in Set(errors.values.map { "\($0)" }).sorted() {
      Diagnostics.log(
        "Auto Layout could not add an internal constraint (\(error)); it is left out",
        module: "OpenUIKit")
    }
    for item in items.values {
      if item.pins.contains(where: { errors[$0] != nil }) {
        for id in item.pins where errors[id] == nil { try? solver.remove(id) }
        item.pins = []
      }
      if let ids = item.intrinsic?.ids {
        item.intrinsic?.ids = ids.map { id in id.flatMap { errors[$0] == nil ? $0 : nil } }
      }
      item.guideConstraints.removeAll { errors[$0] != nil }
      item.scrollOrigin?.pins.removeAll { errors[$0] != nil }
    }
  }
}

extension UIView {
  /// How many Auto Layout rebuilds in this process started from the solved system of another
  /// built the same way, for tests and benchmarks.
  @_spi(Platform) public static var autoLayoutTemplateReusesForTests: Int {
    LayoutEngine.templates.reuses
  }

  /// Whether Auto Layout rebuilds may start from templates (on by default): tests turn it off
  /// to compare frames with and without.
  @_spi(Platform) public static var autoLayoutUsesTemplatesForTests: Bool {
    get { LayoutEngine.usesTemplates }
    set { LayoutEngine.usesTemplates = newValue }
  }
}
