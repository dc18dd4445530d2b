import Testing

@testable import LayoutSolver

/// Fixed required equalities go in without a marker: the same solution, rows as short as the
/// system allows, and removal or a new constant refused.
@Suite struct FixedConstraintTests {
  /// `constraint` made fixed.
  func fixed(_ constraint: LinearConstraint) -> LinearConstraint {
    var constraint = constraint
    constraint.isFixed = true
    return constraint
  }

  /// The cells of every row: the tableau's size.
  func cells(_ solver: ConstraintSolver) -> Int {
    solver.rows.values.reduce(0) { $0 + $1.cells.count }
  }

  /// A column of `count` views, each 10 high below the one before, as Auto Layout adds them:
  /// each view's height, then its top against the bottom of the one before.
  func column(_ count: Int, fixing: Bool) throws -> (ConstraintSolver, [Variable]) {
    let solver = ConstraintSolver()
    var tops: [Variable] = []
    var above: LinearExpression = LinearExpression(0)
    for _ in 0..<count {
      let top = solver.makeVariable()
      let height = solver.makeVariable()
      let size = LinearConstraint(height, .equal, 10)
      let place = LinearConstraint(top, .equal, above)
      try solver.add(fixing ? fixed(size) : size)
      try solver.add(fixing ? fixed(place) : place)
      above = LinearExpression(top) + LinearExpression(height)
      tops.append(top)
    }
    return (solver, tops)
  }

  @Test func aChainOfFixedEqualitiesHasRowsOfConstants() throws {
    let (marked, markedTops) = try column(200, fixing: false)
    let (fixedSolver, fixedTops) = try column(200, fixing: true)
    #expect(markedTops.map(marked.value) == fixedTops.map(fixedSolver.value))
    #expect(fixedSolver.value(of: fixedTops[199]) == 1990)
    // Each top's row held the markers of every constraint above it; fixed, none.
    #expect(cells(marked) > 200 * 199)
    #expect(cells(fixedSolver) == 0)
  }

  @Test func aFixedConstraintCannotBeRemovedOrMovedButCanBeRestated() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let id = try solver.add(fixed(LinearConstraint(x, .equal, 10)))
    #expect(throws: SolverError.fixedConstraint) { try solver.remove(id) }
    #expect(throws: SolverError.fixedConstraint) { try solver.setConstant(-20, of: id) }
    try solver.setConstant(-10, of: id)  // the same constant: nothing moves
    #expect(solver.value(of: x) == 10)
    #expect(solver.contains(id))
    #expect(throws: SolverError.unsatisfiable) {
      try solver.add(LinearConstraint(x, .equal, 20))
    }
  }

  /// A fixed equality implied by a marked one keeps that one from moving: its row is solved for
  /// the other's marker.
  @Test func aFixedEqualityImpliedByAnotherKeepsItFromMoving() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let marked = try solver.add(LinearConstraint(x, .equal, 10))
    try solver.add(fixed(LinearConstraint(x, .equal, 10)))
    #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-30, of: marked) }
    #expect(solver.value(of: x) == 10)
  }

  /// Inequalities and optional constraints keep their symbols, fixed or not.
  @Test func onlyRequiredEqualitiesGoInWithoutAMarker() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let floor = try solver.add(fixed(LinearConstraint(x, .greaterThanOrEqual, 10)))
    let wish = try solver.add(fixed(LinearConstraint(x, .equal, 50, priority: 500)))
    #expect(solver.value(of: x) == 50)
    try solver.setConstant(-60, of: floor)
    try solver.remove(wish)
    #expect(solver.value(of: x) == 60)
  }

  @Test func fixedAndMarkedBatchesAreTemplatesOfTheirOwn() throws {
    let templates = SolverTemplates()
    func build(fixing: Bool, width: Double) -> Double {
      let solver = ConstraintSolver()
      let a = solver.makeVariable()
      let b = solver.makeVariable()
      var first = LinearConstraint(a, .equal, width)
      first.isFixed = fixing
      _ = solver.enqueue(first)
      _ = solver.enqueue(LinearConstraint(b, .equal, LinearExpression(a) + 8))
      solver.flush(reusing: templates)
      return solver.value(of: b)
    }
    #expect(build(fixing: true, width: 100) == 108)
    #expect(build(fixing: false, width: 50) == 58)  // not the fixed one's tableau
    #expect(build(fixing: true, width: 100) == 108)
    #expect(templates.reuses == 1)
    // A fixed constant that differs cannot move in a template: solved afresh, correctly.
    #expect(build(fixing: true, width: 30) == 38)
  }
}
