/// The simplex steps: the primal simplex after a constraint comes or goes, the artificial phase
/// for a required constraint with no subject, and the dual simplex after a suggested value.
extension ConstraintSolver {
  /// Pivots until no symbol of the objective (the artificial one while it exists) can lower it,
  /// or ``maximumPivots`` were made (then ``isOptimal`` is false until a later call finishes).
  func optimize(artificialPhase: Bool = false) {
    for _ in 0..<Self.maximumPivots {
      let candidate = artificialPhase ? artificial?.enteringSymbol : objective.enteringSymbol
      // Errors are non-negative and weights positive, so the objective is bounded below and a
      // leaving row exists; were rounding to say otherwise, this is the optimum reachable.
      guard let entering = candidate, let leaving = leavingRow(for: entering) else {
        if !artificialPhase { isOptimal = true }
        return
      }
      pivot(leaving: leaving, entering: entering)
    }
    isOptimal = false
  }

  /// The row that leaves when `entering` enters: among the restricted rows where it has a
  /// negative coefficient, the one that reaches zero first (ties to the smaller symbol).
  private func leavingRow(for entering: Symbol) -> Symbol? {
    var best: Symbol?
    var bestRatio = Double.infinity
    for basic in columns[entering]?.symbols ?? [] where basic.kind != .external {
      guard let row = rows[basic] else { continue }
      let coefficient = row.coefficient(for: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && best.map { basic < $0 } ?? true) {
        bestRatio = ratio
        best = basic
      }
    }
    return best
  }

  /// The row to pivot `marker` into when its constraint is removed: a restricted row where its
  /// coefficient is negative (smallest ratio), else one where it is positive, else any row.
  func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: (Symbol, Double)?
    var second: (Symbol, Double)?
    var third: Symbol?
    for basic in rows(holding: marker) {
      guard let row = rows[basic] else { continue }
      let coefficient = row.coefficient(for: marker)
      if basic.kind == .external {
        if third == nil { third = basic }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < first?.1 ?? .infinity { first = (basic, ratio) }
      } else {
        let ratio = row.constant / coefficient
        if ratio < second?.1 ?? .infinity { second = (basic, ratio) }
      }
    }
    return first?.0 ?? second?.0 ?? third
  }

  /// Adds a required row that has no subject: an artificial variable is made basic in it and
  /// minimised; the constraint holds when it reaches zero.
  /// - Returns: Whether it did (when not, the row is dropped and nothing is added).
  func addThroughArtificialVariable(_ row: Row) -> Bool {
    let art = makeSymbol(.slack)
    insertRow(row, basic: art)
    artificial = ObjectiveRow(row)
    defer { artificial = nil }
    optimize(artificialPhase: true)
    let succeeded = Row.isNearZero(artificial?.constant ?? 0)
    artificial = nil
    if !succeeded {
      // Its value is positive, so it is basic: dropping its row drops the constraint.
      removeRow(art)
      return false
    }
    if var artRow = removeRow(art), !artRow.cells.isEmpty {
      guard let entering = artRow.firstRestrictedPivotable else { return false }
      artRow.add(-1, art)
      artRow.solve(for: entering)
      substitute(entering, by: artRow)
      insertRow(artRow, basic: entering)
    }
    // The artificial variable is parametric (zero) now: it leaves every row.
    for basic in rows(holding: art) { rows[basic]?.remove(art) }
    columns[art] = nil
    objective.remove(art)
    return true
  }

  /// Adds `delta` to the constant of a constraint's expression and restores feasibility.
  ///
  /// The changed constraint is the old one with its marker `m` replaced by `m + delta / a`
  /// (`a` its coefficient as made), so each row holding `m` moves by its coefficient times that,
  /// and `m`'s own row, when it is basic, by minus that.
  /// - Returns: Whether the required constraints still hold (when not, the caller shifts back).
  func shiftConstant(of tag: Tag, by delta: Double) -> Bool {
    let shift = delta / tag.markerSign
    var holds = true
    if var row = rows[tag.marker] {
      row.constant -= shift
      rows[tag.marker] = row
      if row.constant < 0 { infeasible.append(tag.marker) }
    } else {
      for basic in rows(holding: tag.marker) {
        guard var row = rows[basic] else { continue }
        row.constant += shift * row.coefficient(for: tag.marker)
        rows[basic] = row
        if basic.kind == .external { changed.insert(basic) }
        // A required equality implied by others is a row of dummies that must stay at zero:
        // moving it means the new constant contradicts it.
        if basic.kind == .dummy && !Row.isNearZero(row.constant) { holds = false }
        if basic.kind != .external && row.constant < 0 { infeasible.append(basic) }
      }
    }
    return dualOptimize() && holds
  }

  /// Queues every restricted row below zero and restores feasibility: after a refused change is
  /// shifted back, the rows the refused change's pivots left negative are found too.
  func restoreFeasibility() {
    infeasible = rows.keys.filter { basic in
      basic.kind != .external && (rows[basic]?.constant ?? 0) < 0
    }.sorted(by: >)
    _ = dualOptimize()
  }

  /// The dual simplex: pivots the queued rows that went negative back to feasibility, keeping
  /// the objective optimal.
  /// - Returns: `false` when a row cannot be made feasible: a required constraint fails.
  private func dualOptimize() -> Bool {
    var pivots = 0
    while let leaving = infeasible.popLast() {
      guard let row = rows[leaving], row.constant < 0, !Row.isNearZero(row.constant) else {
        continue
      }
      // No positive cell: nothing can raise this restricted symbol back to zero.
      guard let entering = dualEnteringSymbol(row) else {
        infeasible.removeAll()
        return false
      }
      pivot(leaving: leaving, entering: entering)
      pivots += 1
      if pivots == Self.maximumPivots {
        infeasible.removeAll()
        isOptimal = false
        return true
      }
    }
    return true
  }

  /// The symbol to enter for an infeasible row: among its positive cells, the one whose
  /// objective coefficient over its coefficient is smallest (ties to the smaller symbol).
  private func dualEnteringSymbol(_ row: Row) -> Symbol? {
    var best: Symbol?
    var bestRatio = Double.infinity
    for cell in row.cells where cell.coefficient > 0 && cell.symbol.isPivotable {
      let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
      if ratio < bestRatio {
        bestRatio = ratio
        best = cell.symbol
      }
    }
    return best
  }
}
