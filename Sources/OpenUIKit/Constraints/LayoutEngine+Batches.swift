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

  /// What a rebuild has queued besides its pins, sizes and guides.
  struct Batch {
    /// The layout constraints, with their identifiers.
    var installs: [(constraint: NSLayoutConstraint, id: ConstraintID)] = []
    /// Constraints whose refusal says nothing (a measurement's targets).
    var quiet: Set<ConstraintID> = []
  }

  /// Adds the constraints the rebuild queued, and takes what the solver refused out of the
  /// items and constraints that hold it.
  func solveBatch() {
    let queued = batch ?? Batch()
    batch = nil
    let refused = solver.flush(reusing: Self.usesTemplates ? Self.templates : nil)
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
