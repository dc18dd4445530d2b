/// What the solution says about one variable: whether it is the only optimal value, and which
/// constraints hold it there (UIKit's `hasAmbiguousLayout` and `constraintsAffectingLayout(for:)`).
extension ConstraintSolver {
  /// Whether the current solution fixes `variable`: no other solution that keeps every required
  /// constraint and violates the optional ones no more gives it another value.
  ///
  /// Read from the tableau at the optimum: the variable is basic, and every symbol its row is
  /// written in is a required equality's marker (always zero), or a slack or error that cannot
  /// grow without costing (a positive reduced cost in the objective) or without driving another
  /// restricted symbol negative. An unconstrained variable, or one its row leaves free along an
  /// unrestricted or costless direction, is ambiguous.
  ///
  /// - Complexity: Proportional to the variable's row and, for each costless symbol in it, the
  ///   rows that symbol appears in.
  public func isDetermined(_ variable: Variable) -> Bool {
    flushIfQueued()
    guard variable.solverID == solverID else { return false }
    return isDetermined(variable.symbol)
  }

  /// Whether the required equalities alone fix `variable`: its row holds only their markers, so
  /// its value is the same whatever the constants of every other constraint.
  ///
  /// Stricter than ``isDetermined(_:)``: the row is a combination of required equalities only
  /// (any other constraint's slack or error would stay in it), so changing an optional or
  /// inequality constraint's constant cannot move the variable. A layout engine uses it to learn
  /// a width before it measures what depends on it (a wrapping label's height).
  ///
  /// - Complexity: Proportional to the variable's row.
  public func isFixedByRequiredEqualities(_ variable: Variable) -> Bool {
    flushIfQueued()
    guard variable.solverID == solverID, let row = rows[variable.symbol] else { return false }
    return row.hasOnlyDummies
  }

  /// Whether the current solution fixes an external symbol (``isDetermined(_:)``).
  func isDetermined(_ symbol: Symbol) -> Bool {
    guard let row = rows[symbol] else { return false }
    for cell in row.cells {
      let symbol = cell.symbol
      switch symbol.kind {
      case .dummy:
        continue
      case .external:
        return false  // a free variable moves it either way
      case .slack, .error:
        if objective.coefficient(for: symbol) > Row.epsilon { continue }
        if !isBlocked(symbol) { return false }
      }
    }
    return true
  }

  /// Whether the solution is the optimum and the only one: every variable is determined (as
  /// ``isDetermined(_:)`` reads it), so any order of adding the same constraints ends there.
  ///
  /// - Complexity: Proportional to the tableau's cells.
  public var hasUniqueOptimum: Bool {
    flushIfQueued()
    return isOptimal && hasUniqueSolution
  }

  /// Whether the solution is the only optimum.
  ///
  /// No external symbol is parametric in a row, and every basic one is determined. What a template is kept for and reused under
  /// (``flush(reusing:)``): a system with one optimum has it whatever pivots led there.
  ///
  /// - Complexity: Proportional to the tableau's cells.
  var hasUniqueSolution: Bool {
    for symbol in columns.keys where symbol.kind == .external { return false }
    for symbol in rows.keys where symbol.kind == .external {
      if !isDetermined(symbol) { return false }
    }
    return true
  }

  /// Whether a costless restricted symbol cannot grow: some restricted basic symbol at zero
  /// would go negative (a degenerate vertex, as two opposite inequalities make).
  private func isBlocked(_ symbol: Symbol) -> Bool {
    for basic in columns[symbol]?.symbols ?? [] where basic.isRestricted {
      guard let row = rows[basic], Row.isNearZero(row.constant) else { continue }
      if row.coefficient(for: symbol) < 0 { return true }
    }
    return false
  }

  /// The constraints that hold `variable` at its value: those whose marker or error symbols its
  /// row is written in (the tight ones at the solution), in the order they were added; empty
  /// when it is not held by any (it is then ambiguous).
  public func constraintsDetermining(_ variable: Variable) -> [ConstraintID] {
    flushIfQueued()
    guard variable.solverID == solverID, let row = rows[variable.symbol] else { return [] }
    let symbols = Set(row.cells.map(\.symbol))
    var found: [ConstraintID] = []
    for (id, tag) in constraints {
      if symbols.contains(tag.marker) || tag.other.map(symbols.contains) == true {
        found.append(id)
      }
    }
    return found.sorted { $0.value < $1.value }
  }
}
