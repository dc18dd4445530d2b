/// Constraints in and out, edit variables and constants moved: the solver's public changes.
extension ConstraintSolver {
  /// Adds a constraint and re-solves.
  ///
  /// - Returns: Its identifier, for ``remove(_:)``.
  /// - Throws: ``SolverError/unsatisfiable`` when it is required and conflicts with the required
  ///   constraints already added (nothing is added); ``SolverError/nonFiniteValue`` for a NaN
  ///   or infinite coefficient, constant or priority; ``SolverError/foreignVariable`` for a
  ///   variable of another solver.
  /// - Complexity: Proportional to the rows the new constraint's symbols reach, not to the
  ///   size of the system.
  @discardableResult
  public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintID {
    flushIfQueued()
    let id = nextConstraintID()
    try insert(constraint, as: id)
    return id
  }

  /// A new identifier (each is handed out once, whether or not its constraint is taken).
  func nextConstraintID() -> ConstraintID {
    constraintCount += 1
    return ConstraintID(value: constraintCount)
  }

  /// Adds a constraint under an identifier already handed out (by ``add(_:)`` or
  /// ``enqueue(_:)``) and re-solves; on a throw nothing is added.
  func insert(_ constraint: LinearConstraint, as id: ConstraintID) throws(SolverError) {
    try validate(constraint)
    var (row, tag) = makeRow(constraint)
    if let subject = chooseSubject(row, tag) {
      row.solve(for: subject)
      substitute(subject, by: row)
      insertRow(row, basic: subject)
    } else if row.hasOnlyDummies {
      // Every symbol is a required equality's marker: the constraint is implied, or conflicts.
      guard Row.isNearZero(row.constant) else { throw .unsatisfiable }
      // Solved for its own marker, or a fixed one for the first marker of those that imply it:
      // moving one of their constants later is then refused, as it would contradict this one.
      // With none (all fixed), nothing can move and nothing needs keeping.
      if let marker = tag.isFixed ? row.cells.first?.symbol : tag.marker {
        row.solve(for: marker)
        substitute(marker, by: row)
        insertRow(row, basic: marker)
      }
    } else if Row.isNearZero(row.constant), let subject = leastUsedRestrictedSymbol(in: row) {
      // It holds at the current solution: one of its slack or error symbols becomes basic at
      // zero, feasible whatever its sign, which is where the artificial phase would end (the
      // common case of a frame pinned where it was just measured), without the phase. The one
      // in the fewest rows, which the substitution rewrites.
      row.constant = 0
      row.solve(for: subject)
      substitute(subject, by: row)
      insertRow(row, basic: subject)
    } else if !addThroughArtificialVariable(row) {
      optimize()  // the artificial phase may have left the objective off its optimum
      throw .unsatisfiable
    }
    constraints[id] = tag
    optimize()
  }

  /// The slack or error symbol of `row` that the fewest rows hold (the first in symbol order
  /// among equals), or `nil` when it has none.
  func leastUsedRestrictedSymbol(in row: Row) -> Symbol? {
    var best: Symbol?
    var fewest = Int.max
    for cell in row.cells where cell.symbol.kind == .slack || cell.symbol.kind == .error {
      let count = columns[cell.symbol]?.count ?? 0
      if count < fewest {
        best = cell.symbol
        fewest = count
      }
    }
    return best
  }

  /// Throws for what no solve can take: a NaN or infinite number, another solver's variable.
  func validate(_ constraint: LinearConstraint) throws(SolverError) {
    guard constraint.expression.isFinite, constraint.priority.isFinite else {
      throw .nonFiniteValue
    }
    guard constraint.expression.terms.allSatisfy({ $0.variable.solverID == solverID }) else {
      throw .foreignVariable
    }
  }

  /// Removes a constraint and re-solves.
  /// - Throws: ``SolverError/unknownConstraint`` when it is not in the solver,
  ///   ``SolverError/fixedConstraint`` when it went in fixed (it stays).
  public func remove(_ constraint: ConstraintID) throws(SolverError) {
    flushIfQueued()
    guard let tag = constraints[constraint] else { throw .unknownConstraint }
    guard !tag.isFixed else { throw .fixedConstraint }
    constraints[constraint] = nil
    removeErrorEffects(of: tag)
    if removeRow(tag.marker) == nil, let leaving = markerLeavingRow(tag.marker),
      var row = removeRow(leaving)
    {
      // Pivot the marker into the basis, then drop its row: the constraint is gone.
      row.add(-1, leaving)
      row.solve(for: tag.marker)
      substitute(tag.marker, by: row)
    }
    // As in the paper, the other error symbol's column goes too: nothing refers to it now, and
    // a constraint removed and added every layout pass must not leave symbols behind.
    if let other = tag.other, other.kind == .error {
      if removeRow(other) == nil {
        for basic in rows(holding: other) { rows[basic]?.remove(other) }
        columns[other] = nil
      }
      objective.remove(other)
    }
    optimize()
  }

  /// Makes `variable` editable at `priority` (below required).
  ///
  /// ``suggestValue(_:for:)`` then moves it, and the rest of the system follows as its
  /// constraints allow. It starts at its current value.
  public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
    flushIfQueued()
    guard priority.isFinite else { throw .nonFiniteValue }
    guard variable.solverID == solverID else { throw .foreignVariable }
    guard edits[variable] == nil else { throw .duplicateEditVariable }
    guard priority < LinearConstraint.required else { throw .requiredEditVariable }
    let current = value(of: variable)
    edits[variable] = try add(LinearConstraint(variable, .equal, current, priority: priority))
  }

  /// Ends editing `variable`: its edit constraint is removed.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
    try remove(edit)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

  /// Asks for `value` for an edit variable and re-solves by the dual simplex, touching only the
  /// rows that hold the edit's error symbols.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard value.isFinite else { throw .nonFiniteValue }
    guard let edit = edits[variable] else { throw .unknownEditVariable }
    try setConstant(-value, of: edit)
  }

  /// Sets the constant of a constraint's expression (`lhs − rhs`) and re-solves by the dual
  /// simplex: what moving a layout constraint's `constant` costs, without removing and adding it.
  ///
  /// - Throws: ``SolverError/unsatisfiable`` when the constraint is required and the new constant
  ///   conflicts with the other required constraints (the old constant stays);
  ///   ``SolverError/fixedConstraint`` when it went in fixed and the constant differs;
  ///   ``SolverError/unknownConstraint`` and ``SolverError/nonFiniteValue``.
  /// - Complexity: Proportional to the rows that hold the constraint's marker symbol.
  public func setConstant(_ constant: Double, of constraint: ConstraintID) throws(SolverError) {
    flushIfQueued()
    guard constant.isFinite else { throw .nonFiniteValue }
    guard var tag = constraints[constraint] else { throw .unknownConstraint }
    let delta = constant - tag.constant
    guard delta != 0 else { return }
    guard !tag.isFixed else { throw .fixedConstraint }
    if tag.marker.kind == .dummy && rows[tag.marker] != nil {
      // A required equality implied by other required equalities (its row holds only their
      // markers, which never pivot): any other constant contradicts them.
      throw .unsatisfiable
    }
    tag.constant = constant
    constraints[constraint] = tag
    if !shiftConstant(of: tag, by: delta) {
      // Refused: the constant goes back, and every row the attempt left negative is repaired
      // (a walk over the tableau, on this rare path only).
      tag.constant -= delta
      constraints[constraint] = tag
      _ = shiftConstant(of: tag, by: -delta)
      restoreFeasibility()
      throw .unsatisfiable
    }
  }
}
