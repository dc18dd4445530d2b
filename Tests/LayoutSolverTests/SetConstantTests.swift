import Testing

@testable import LayoutSolver

/// Moving a constraint's constant in place: the same solution as making the system afresh, and
/// a required conflict refused with the old constant kept.
@Suite struct SetConstantTests {
  @Test func aRequiredOffsetMovesWhatHangsOffIt() throws {
    let solver = ConstraintSolver()
    let left = solver.makeVariable()
    let right = solver.makeVariable()
    try solver.add(LinearConstraint(left, .equal, 10))
    // right = left + 100, as the expression right − left − 100.
    let gap = try solver.add(LinearConstraint(right, .equal, left + 100))
    try solver.setConstant(-250, of: gap)
    #expect(solver.value(of: right) == 260)
    #expect(solver.value(of: left) == 10)
  }

  @Test func inequalitiesAndOptionalConstraintsMoveToo() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let floor = try solver.add(LinearConstraint(x, .greaterThanOrEqual, 10))
    let preference = try solver.add(LinearConstraint(x, .equal, 0, priority: 500))
    #expect(solver.value(of: x) == 10)
    try solver.setConstant(-30, of: floor)  // x − 30 ≥ 0
    #expect(solver.value(of: x) == 30)
    try solver.setConstant(-50, of: preference)  // x − 50 == 0 at 500
    #expect(solver.value(of: x) == 50)
    try solver.setConstant(-5, of: floor)
    #expect(solver.value(of: x) == 50)
    try solver.setConstant(0, of: preference)
    #expect(solver.value(of: x) == 5)
  }

  @Test func aRequiredConflictIsRefusedAndTheOldConstantStays() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    try solver.add(LinearConstraint(x, .lessThanOrEqual, 100))
    let floor = try solver.add(LinearConstraint(x, .greaterThanOrEqual, 10))
    try solver.add(LinearConstraint(x, .equal, 0, priority: 250))
    #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-200, of: floor) }
    #expect(solver.value(of: x) == 10)
    try solver.setConstant(-60, of: floor)
    #expect(solver.value(of: x) == 60)
    // An equality implied by another cannot move.
    let pinned = try solver.add(LinearConstraint(x, .equal, 60))
    let again = try solver.add(LinearConstraint(x, .equal, 60))
    #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-70, of: again) }
    #expect(solver.value(of: x) == 60)
    try solver.remove(again)
    try solver.setConstant(-70, of: pinned)
    #expect(solver.value(of: x) == 70)
    #expect(throws: SolverError.nonFiniteValue) { try solver.setConstant(.nan, of: pinned) }
  }

  /// A required equality that another one duplicates: moving either apart is refused, whichever
  /// way it moves.
  @Test func aDuplicatedRequiredEqualityCannotMoveApart() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let first = try solver.add(LinearConstraint(x, .equal, 100))
    try solver.add(LinearConstraint(x, .equal, 100))
    #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-50, of: first) }
    #expect(solver.value(of: x) == 100)
    #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-150, of: first) }
    #expect(solver.value(of: x) == 100)
  }

  /// Random constants moved in a random system, against the same system made afresh.
  @Test(arguments: 0..<20)
  func matchesAFreshSolve(seed: Int) throws {
    var rng = SolverFuzzTests.Generator(state: UInt64(1000 + seed))
    let solver = ConstraintSolver()
    let variables = (0..<10).map { _ in solver.makeVariable() }
    var system: [LinearConstraint] = []
    var ids: [ConstraintID] = []
    for (i, v) in variables.enumerated() {
      let anchor = LinearConstraint(v, .equal, Double(i * 11), priority: 1)
      system.append(anchor)
      ids.append(try solver.add(anchor))
    }
    for _ in 0..<25 {
      let c = SolverFuzzTests.constraint(
        variables, Int.random(in: 0..<variables.count, using: &rng), using: &rng)
      if let id = try? solver.add(c) {
        system.append(c)
        ids.append(id)
      }
    }
    for step in 0..<40 {
      let index = Int.random(in: 0..<system.count, using: &rng)
      let constant = Double(Int.random(in: -300...300, using: &rng))
      do {
        try solver.setConstant(constant, of: ids[index])
        system[index].expression.constant = constant
      } catch SolverError.unsatisfiable {
        #expect(system[index].isRequired)
        // Refused and undone: no restricted row is left below zero.
        for (basic, row) in solver.rows where basic.kind != .external {
          #expect(row.constant > -1e-6, "seed \(seed) step \(step)")
        }
      }
      let fresh = ConstraintSolver()
      let freshVariables = (0..<10).map { _ in fresh.makeVariable() }
      for c in system {
        var copy = c
        copy.expression.terms = c.expression.terms.map {
          (freshVariables[$0.variable.symbol.id - 1], $0.coefficient)
        }
        try fresh.add(copy)
      }
      for c in system where c.isRequired {
        #expect(SolverFuzzTests.holds(c, in: solver), "seed \(seed) step \(step)")
      }
      let a = SolverFuzzTests.weightedViolation(of: system, in: solver, variables)
      let b = SolverFuzzTests.weightedViolation(of: system, in: fresh, freshVariables)
      #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "seed \(seed) step \(step): \(a) vs \(b)")
    }
  }
}

/// What a change reports: the variables it moved, not every variable.
@Suite struct ChangedVariablesTests {
  @Test func aChangeReportsOnlyWhatItMoved() throws {
    let solver = ConstraintSolver()
    var heights: [ConstraintID] = []
    var cells: [(top: Variable, height: Variable, bottom: Variable)] = []
    for _ in 0..<50 {
      let top = solver.makeVariable()
      let height = solver.makeVariable()
      let bottom = solver.makeVariable()
      try solver.add(LinearConstraint(top, .equal, 0))
      heights.append(try solver.add(LinearConstraint(height, .equal, 44)))
      try solver.add(LinearConstraint(bottom, .equal, top + height))
      cells.append((top, height, bottom))
    }
    #expect(solver.takeChangedVariables().count == 100)  // heights and bottoms; tops stay 0
    #expect(solver.takeChangedVariables().isEmpty)
    try solver.setConstant(-60, of: heights[7])
    #expect(solver.takeChangedVariables() == [cells[7].height, cells[7].bottom])
    #expect(solver.value(of: cells[7].bottom) == 60)
  }
}
