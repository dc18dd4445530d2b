/// The tableau's bookkeeping: rows in and out, and a symbol replaced by its row everywhere, with
/// the column index kept true.
extension ConstraintSolver {
  /// Makes `row` the row of `basic`.
  func insertRow(_ row: Row, basic: Symbol) {
    for cell in row.cells { columns[cell.symbol, default: SymbolList(capacity: 4)].insert(basic) }
    rows[basic] = row
    if basic.kind == .external && row.constant != 0 { changed.insert(basic) }
  }

  /// Takes `basic`'s row out of the tableau.
  @discardableResult
  func removeRow(_ basic: Symbol) -> Row? {
    guard let row = rows.removeValue(forKey: basic) else { return nil }
    for cell in row.cells { dropFromColumn(cell.symbol, basic) }
    if basic.kind == .external && row.constant != 0 { changed.insert(basic) }
    return row
  }

  private func dropFromColumn(_ symbol: Symbol, _ basic: Symbol) {
    // One lookup: the column is edited where it is, and dropped when it empties.
    guard let index = columns.index(forKey: symbol) else { return }
    columns.values[index].remove(basic)
    if columns.values[index].isEmpty { columns.remove(at: index) }
  }

  /// The basic symbols whose rows hold `symbol`, in symbol order (the order every walk over
  /// them takes, so that infeasible rows are found in the same order everywhere).
  func rows(holding symbol: Symbol) -> [Symbol] {
    columns[symbol]?.symbols ?? []
  }

  /// Replaces `symbol`, now basic in `row` (which is not in the tableau yet), by that row in
  /// every row and in the objectives; rows of restricted symbols that go negative are queued
  /// for the dual simplex.
  func substitute(_ symbol: Symbol, by row: Row) {
    if let users = columns.removeValue(forKey: symbol) {
      for basic in users {
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        // Rewritten in place (one lookup, no copy of the row).
        guard let index = rows.index(forKey: basic) else { continue }
        let (before, after) = { (target: inout Row) -> (Double, Double) in
          let coefficient = target.remove(symbol)
          let before = target.constant
          target.add(
            coefficient, times: row, added: &added, removed: &removed, scratch: &scratch)
          return (before, target.constant)
        }(&rows.values[index])
        if basic.kind == .external && after != before { changed.insert(basic) }
        for s in added { columns[s, default: SymbolList(capacity: 4)].insert(basic) }
        for s in removed { dropFromColumn(s, basic) }
        if basic.kind != .external && after < 0 { infeasible.append(basic) }
      }
    }
    objective.substitute(symbol, by: row)
    artificial?.substitute(symbol, by: row)
  }

  /// Makes `entering` basic in place of `leaving`.
  func pivot(leaving: Symbol, entering: Symbol) {
    guard var row = removeRow(leaving) else { return }
    row.add(-1, leaving)
    row.solve(for: entering)
    substitute(entering, by: row)
    insertRow(row, basic: entering)
  }

  /// The row of a new constraint, in terms of the current parametric symbols, with its slack,
  /// error or dummy symbols, and its errors weighted into the objective.
  func makeRow(_ constraint: LinearConstraint) -> (Row, Tag) {
    let expression = constraint.expression
    // Room for the terms (or the rows they stand for) and the constraint's own symbols, so that
    // building the row does not grow it several times.
    var row = Row(constant: expression.constant, capacity: 2 * expression.terms.count + 2)
    for (variable, coefficient) in expression.terms where !Row.isNearZero(coefficient) {
      if let basicRow = rows[variable.symbol] {
        added.removeAll(keepingCapacity: true)
        removed.removeAll(keepingCapacity: true)
        row.add(
          coefficient, times: basicRow, added: &added, removed: &removed, scratch: &scratch)
      } else {
        row.add(coefficient, variable.symbol)
      }
    }
    // Only optional constraints' errors are weighted.
    let weight =
      constraint.isRequired ? 0 : ConstraintSolver.weight(ofPriority: constraint.priority)
    var tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      // expr ≤ 0 is expr + slack = 0; expr ≥ 0 is expr − slack = 0 (slack ≥ 0).
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.add(sign, slack)
      tag = Tag(
        marker: slack, markerSign: sign, other: nil, weight: weight, constant: expression.constant)
      if !constraint.isRequired {
        let error = makeSymbol(.error)
        row.add(-sign, error)
        objective.add(weight, error)
        tag.other = error
      }
    case .equal:
      if constraint.isMarkerless {
        tag = Tag(
          marker: .none, markerSign: 1, other: nil, weight: weight,
          constant: expression.constant, isFixed: true)
      } else if constraint.isRequired {
        let dummy = makeSymbol(.dummy)
        row.add(1, dummy)
        tag = Tag(
          marker: dummy, markerSign: 1, other: nil, weight: weight, constant: expression.constant)
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.add(-1, plus)
        row.add(1, minus)
        objective.add(weight, plus)
        objective.add(weight, minus)
        tag = Tag(
          marker: plus, markerSign: -1, other: minus, weight: weight,
          constant: expression.constant)
      }
    }
    if row.constant < 0 { row.negate() }
    return (row, tag)
  }

  /// The symbol a new row is solved for: its first variable, else a slack or error symbol of its
  /// own with a negative coefficient (which keeps the tableau feasible), else `nil`.
  func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    if let external = row.cells.first(where: { $0.symbol.kind == .external }) {
      return external.symbol
    }
    for candidate in [tag.marker, tag.other].compactMap({ $0 })
    where (candidate.kind == .slack || candidate.kind == .error)
      && row.coefficient(for: candidate) < 0
    {
      return candidate
    }
    return nil
  }

  /// Takes an optional constraint's errors out of the objective before it is removed.
  func removeErrorEffects(of tag: Tag) {
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
      if let row = rows[symbol] {
        objective.add(-tag.weight, times: row)
      } else {
        objective.add(-tag.weight, symbol)
      }
    }
  }
}
