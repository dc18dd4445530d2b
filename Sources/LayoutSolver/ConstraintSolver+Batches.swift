/// Constraints queued and added together, so that a system built the same way as one solved
/// before can start from that one's tableau (``SolverTemplates``).
extension ConstraintSolver {
  /// Queues a constraint for the next ``flush(reusing:)`` and hands out its identifier now.
  ///
  /// Nothing is solved until the flush (or until anything else is asked of the solver, which
  /// flushes first); a constraint the flush refuses is reported by it, and its identifier names
  /// nothing.
  public func enqueue(_ constraint: LinearConstraint) -> ConstraintID {
    let id = nextConstraintID()
    queued.append((id, constraint))
    return id
  }

  /// Adds the queued constraints in the order they were queued.
  ///
  /// When the solver held nothing before them and `templates` keeps a system with the same
  /// variables, coefficients, relations and priorities (constants aside), the solver takes that
  /// system's tableau and moves the constants that differ in place (``setConstant(_:of:)``),
  /// which costs a few rows instead of a solve. The result is kept only when it is the system's
  /// one optimum, which any order of pivots reaches; otherwise, and when a required constraint
  /// refuses its new constant, the constraints are added one by one as ``add(_:)`` would, with
  /// the same result to the bit. A fresh system solved that way is kept in `templates` when it
  /// has one optimum and every constraint held.
  ///
  /// - Returns: The constraints refused since the last flush reported, with why (as
  ///   ``add(_:)`` throws), in order; those are not in the solver.
  @discardableResult
  public func flush(reusing templates: SolverTemplates? = nil) -> [(
    id: ConstraintID, error: SolverError
  )] {
    drainQueue(reusing: templates)
    defer { queuedFailures = [] }
    return queuedFailures
  }

  /// Flushes before a request that reads or changes the solved system; what it refuses waits
  /// for the next ``flush(reusing:)`` to report.
  @inline(__always)
  func flushIfQueued() {
    if !queued.isEmpty { drainQueue(reusing: nil) }
  }

  private func drainQueue(reusing templates: SolverTemplates?) {
    let batch = queued
    guard !batch.isEmpty else { return }
    queued = []
    // Fresh: every constraint ever given to this solver is in the batch, so every symbol made so
    // far is a variable, numbered as in any other solver built the same way.
    let fresh = templates != nil && constraintCount == batch.count && constraints.isEmpty
    let variableCount = symbolCount
    if fresh, let templates, let template = templates.match(batch, variableCount: variableCount) {
      if adopt(template, batch) {
        templates.reuses += 1
        return
      }
      reset(variableCount: variableCount)
    }
    var failed = false
    for (id, constraint) in batch {
      do {
        try insert(constraint, as: id)
      } catch {
        queuedFailures.append((id, error))
        failed = true
      }
    }
    if fresh, let templates, !failed, batch.count <= SolverTemplates.maximumConstraints,
      isOptimal, hasUniqueSolution
    {
      templates.store(batch, variableCount: variableCount, state: snapshot)
    }
  }

  /// The tableau, as a template keeps it (copy-on-write storage: taking it copies nothing).
  var snapshot: SolverTemplates.State {
    SolverTemplates.State(
      rows: rows, columns: columns, objective: objective, constraints: constraints,
      symbolCount: symbolCount, isOptimal: isOptimal, changed: changed)
  }

  /// Takes a template's tableau and moves the batch's constants that differ from its.
  /// - Returns: Whether the result is the system's one optimum (when not, the caller resets).
  private func adopt(
    _ template: SolverTemplates.Template,
    _ batch: [(
      id: ConstraintID, constraint: LinearConstraint
    )]
  ) -> Bool {
    let state = template.state
    rows = state.rows
    columns = state.columns
    objective = state.objective
    constraints = state.constraints
    symbolCount = state.symbolCount
    isOptimal = state.isOptimal
    // What the template's solve moved, as this solve would have (copied, not rebuilt).
    changed = state.changed
    for (index, entry) in batch.enumerated() {
      let constant = entry.constraint.expression.constant
      guard constant != template.constraints[index].expression.constant else { continue }
      do {
        try setConstant(constant, of: entry.id)
      } catch {
        return false
      }
    }
    return isOptimal && hasUniqueSolution
  }

  /// Back to a solver holding no constraint (identifiers handed out stay used).
  private func reset(variableCount: Int) {
    rows = [:]
    columns = [:]
    objective = ObjectiveRow()
    artificial = nil
    infeasible = []
    constraints = [:]
    changed = []
    symbolCount = variableCount
    isOptimal = true
  }
}
