import Testing

@testable import LayoutSolver

/// Queued constraints and templates: a batch of a shape solved before starts from that tableau
/// and ends where a constraint-by-constraint solve ends; anything else is solved on its own.
@Suite struct SolverTemplateTests {
  /// A cell like a feed's: an image, a label beside it whose width hugs its text (at 250)
  /// and resists compression (at 750), a button under the label, and the cell's height hugging
  /// its content; `text` and `button` are the intrinsic sizes, `width` the cell's.
  static func cell(
    in solver: ConstraintSolver, width: Double, text: (Double, Double), button: Double,
    queued: Bool = true
  ) throws -> (variables: [Variable], ids: [ConstraintID]) {
    let v = (0..<9).map { _ in solver.makeVariable() }
    let (cellWidth, cellHeight, imageX, labelX, labelWidth, labelHeight, buttonX, buttonY) =
      (v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7])
    let buttonWidth = v[8]
    let constraints = [
      LinearConstraint(cellWidth, .equal, width),
      LinearConstraint(imageX, .equal, 16),
      LinearConstraint(labelX, .equal, imageX + 48 + 12),
      LinearConstraint(labelX + labelWidth, .lessThanOrEqual, cellWidth - 16),
      LinearConstraint(labelWidth, .lessThanOrEqual, text.0, priority: 250),
      LinearConstraint(labelWidth, .greaterThanOrEqual, text.0, priority: 750),
      LinearConstraint(labelHeight, .equal, text.1, priority: 750),
      LinearConstraint(buttonX, .equal, LinearExpression(labelX)),
      LinearConstraint(buttonY, .equal, labelHeight + 12 + 8),
      LinearConstraint(buttonWidth, .equal, button, priority: 750),
      LinearConstraint(cellHeight, .greaterThanOrEqual, buttonY + 30 + 12),
      LinearConstraint(cellHeight, .greaterThanOrEqual, 72),
      LinearConstraint(cellHeight, .equal, 0, priority: 50),
    ]
    let ids =
      queued
      ? constraints.map { solver.enqueue($0) } : try constraints.map { try solver.add($0) }
    return (v, ids)
  }

  static func values(_ solver: ConstraintSolver, _ variables: [Variable]) -> [UInt64] {
    variables.map { solver.value(of: $0).bitPattern }
  }

  @Test func aSecondCellOfTheSameShapeStartsFromTheFirst() throws {
    let templates = SolverTemplates()
    let first = ConstraintSolver()
    let a = try Self.cell(in: first, width: 375, text: (500, 17), button: 40)
    #expect(first.flush(reusing: templates).isEmpty)
    #expect(templates.reuses == 0)

    let second = ConstraintSolver()
    let b = try Self.cell(in: second, width: 375, text: (120, 34), button: 52)
    #expect(second.flush(reusing: templates).isEmpty)
    #expect(templates.reuses == 1)

    // The same bits as the same cell added constraint by constraint.
    let alone = ConstraintSolver()
    let c = try Self.cell(in: alone, width: 375, text: (120, 34), button: 52, queued: false)
    #expect(Self.values(second, b.variables) == Self.values(alone, c.variables))
    #expect(second.value(of: b.variables[4]) == 120)
    #expect(second.value(of: b.variables[1]) == 34 + 20 + 42)
    // It reports the variables that moved, as the solver that added them one by one does.
    #expect(
      second.takeChangedVariables().map(\.description)
        == alone.takeChangedVariables().map(\.description))
    second.discardChangedVariables()
    #expect(second.takeChangedVariables().isEmpty)
    // The first is untouched by the second's changes.
    #expect(first.value(of: a.variables[4]) == 375 - 16 - 76)
  }

  @Test func aReusedTableauGoesOnChangingAsAnyOther() throws {
    let templates = SolverTemplates()
    let first = ConstraintSolver()
    _ = try Self.cell(in: first, width: 375, text: (500, 17), button: 40)
    first.flush(reusing: templates)
    let reused = ConstraintSolver()
    let a = try Self.cell(in: reused, width: 320, text: (90, 17), button: 40)
    reused.flush(reusing: templates)
    #expect(templates.reuses == 1)
    let alone = ConstraintSolver()
    let b = try Self.cell(in: alone, width: 320, text: (90, 17), button: 40, queued: false)
    for (solver, cell) in [(reused, a), (alone, b)] {
      // The text got longer.
      try solver.setConstant(-300, of: cell.ids[4])
      try solver.setConstant(-300, of: cell.ids[5])
      try solver.remove(cell.ids[9])
      try solver.add(LinearConstraint(cell.variables[8], .equal, 64))
      try solver.addEditVariable(cell.variables[0], priority: 999)
      try solver.suggestValue(400, for: cell.variables[0])
    }
    #expect(Self.values(reused, a.variables) == Self.values(alone, b.variables))
    #expect(reused.value(of: a.variables[4]) == 320 - 92)
  }

  @Test func anAmbiguousSystemIsNeverKept() throws {
    let templates = SolverTemplates()
    for round in 0..<2 {
      let solver = ConstraintSolver()
      let a = solver.makeVariable()
      let b = solver.makeVariable()
      // Two widths at the same priority share 100 points: any split is as good.
      _ = solver.enqueue(LinearConstraint(a + b, .equal, LinearExpression(100)))
      _ = solver.enqueue(LinearConstraint(a, .equal, Double(30 + round), priority: 250))
      _ = solver.enqueue(LinearConstraint(b, .equal, 30, priority: 250))
      #expect(solver.flush(reusing: templates).isEmpty)
    }
    #expect(templates.reuses == 0)
  }

  @Test func aConstantTheRequiredConstraintsRefuseIsAddedOnItsOwn() throws {
    let templates = SolverTemplates()
    func build(_ value: Double, queued: Bool) throws -> (ConstraintSolver, Variable, [ConstraintID])
    {
      let solver = ConstraintSolver()
      let x = solver.makeVariable()
      let system = [
        LinearConstraint(x, .greaterThanOrEqual, 0),
        LinearConstraint(x, .lessThanOrEqual, 100),
        LinearConstraint(x, .equal, value),
      ]
      if queued { return (solver, x, system.map { solver.enqueue($0) }) }
      var ids: [ConstraintID] = []
      for constraint in system {
        do { ids.append(try solver.add(constraint)) } catch { #expect(error == .unsatisfiable) }
      }
      return (solver, x, ids)
    }
    let (first, _, _) = try build(50, queued: true)
    #expect(first.flush(reusing: templates).isEmpty)
    let (second, x, ids) = try build(150, queued: true)
    let refused = second.flush(reusing: templates)
    #expect(refused.map(\.id) == [ids[2]])
    #expect(refused.map(\.error) == [.unsatisfiable])
    #expect(templates.reuses == 0)
    #expect(!second.contains(ids[2]))
    let (alone, y, _) = try build(150, queued: false)
    #expect(second.value(of: x).bitPattern == alone.value(of: y).bitPattern)
  }

  @Test func aBatchOfAnotherShapeIsSolvedOnItsOwn() throws {
    let templates = SolverTemplates()
    let first = ConstraintSolver()
    _ = try Self.cell(in: first, width: 375, text: (500, 17), button: 40)
    first.flush(reusing: templates)
    // One more variable before the same constraints: every symbol is another.
    let second = ConstraintSolver()
    _ = second.makeVariable()
    _ = try Self.cell(in: second, width: 375, text: (500, 17), button: 40)
    second.flush(reusing: templates)
    // A solver that already holds a constraint is not fresh.
    let third = ConstraintSolver()
    let cell = try Self.cell(in: third, width: 375, text: (500, 17), button: 40)
    try third.add(LinearConstraint(cell.variables[6], .lessThanOrEqual, 500))
    _ = try Self.cell(in: third, width: 375, text: (500, 17), button: 40)
    third.flush(reusing: templates)
    #expect(templates.reuses == 0)
  }

  @Test func theLeastRecentlyUsedShapeGoes() throws {
    let templates = SolverTemplates(capacity: 1)
    for extra in [0, 1, 0] {
      let solver = ConstraintSolver()
      for _ in 0..<extra { _ = solver.makeVariable() }
      _ = try Self.cell(in: solver, width: 375, text: (500, 17), button: 40)
      solver.flush(reusing: templates)
    }
    #expect(templates.reuses == 0)
  }

  @Test func anyRequestFlushesTheQueueAndTheNextFlushReportsWhatItRefused() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    _ = solver.enqueue(LinearConstraint(x, .equal, 10))
    let conflicting = solver.enqueue(LinearConstraint(x, .equal, 20))
    let nonFinite = solver.enqueue(LinearConstraint(x, .equal, .nan, priority: 500))
    #expect(solver.value(of: x) == 10)
    #expect(solver.count == 1)
    let refused = solver.flush()
    #expect(refused.map(\.id) == [conflicting, nonFinite])
    #expect(refused.map(\.error) == [.unsatisfiable, .nonFiniteValue])
    #expect(solver.flush().isEmpty)
  }

  /// Random layouts built twice with other constants: the second, from the first's template
  /// when it has one optimum, ends where a fresh solve ends.
  @Test func randomSystemsEndWhereAFreshSolveEnds() throws {
    var reuses = 0
    for seed in 0..<30 { reuses += try Self.solveTwice(seed: seed) }
    // Most random systems have one optimum; those that do not were solved on their own.
    #expect(reuses >= 10)
  }

  /// One random system solved, then solved again with other constants; 1 when the second started
  /// from the first.
  static func solveTwice(seed: Int) throws -> Int {
    var rng = SolverFuzzTests.Generator(state: UInt64(seed))
    var system: [LinearConstraint] = []
    let probe = ConstraintSolver()
    let probeVariables = (0..<10).map { _ in probe.makeVariable() }
    for index in 0..<16 {
      system.append(SolverFuzzTests.constraint(probeVariables, index % 10, using: &rng))
    }
    // Weak anchors make the optimum unique.
    for (i, v) in probeVariables.enumerated() {
      system.append(LinearConstraint(v, .equal, Double(i * 7), priority: 1))
    }
    let templates = SolverTemplates()
    func solve(_ shift: Double, queued: Bool) -> (ConstraintSolver, [Variable], [ConstraintID]) {
      let solver = ConstraintSolver()
      let variables = (0..<10).map { _ in solver.makeVariable() }
      var ids: [ConstraintID] = []
      for constraint in system {
        var moved = constraint
        moved.expression.constant += shift * Double(constraint.expression.terms.count)
        moved.expression.terms = moved.expression.terms.map {
          (variables[$0.variable.symbol.id - 1], $0.coefficient)
        }
        if queued {
          ids.append(solver.enqueue(moved))
        } else if let id = try? solver.add(moved) {
          ids.append(id)
        }
      }
      if queued {
        let refused = solver.flush(reusing: templates).map(\.id)
        ids.removeAll { refused.contains($0) }
      }
      return (solver, variables, ids)
    }
    _ = solve(0, queued: true)
    let (reused, a, _) = solve(13, queued: true)
    let (alone, b, _) = solve(13, queued: false)
    for (x, y) in zip(a, b) {
      #expect(abs(reused.value(of: x) - alone.value(of: y)) < 1e-6, "seed \(seed)")
    }
    return templates.reuses
  }
}
