import Testing

@testable import LayoutSolver

/// The solver's answers on small systems worked out by hand.
@Suite struct ConstraintSolverTests {
  @Test func requiredEqualitiesChain() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(LinearConstraint(x, .equal, 10))
    try solver.add(LinearConstraint(y, .equal, x + 5))
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 15)
  }

  @Test func anInequalityBoundsAWeakPreference() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    try solver.add(LinearConstraint(x, .greaterThanOrEqual, 10))
    try solver.add(LinearConstraint(x, .equal, 0, priority: 250))
    #expect(solver.value(of: x) == 10)
    try solver.add(LinearConstraint(x, .lessThanOrEqual, LinearExpression(40)))
    try solver.add(LinearConstraint(x, .equal, 100, priority: 500))
    #expect(solver.value(of: x) == 40)
  }

  @Test func theHigherPriorityWins() throws {
    for (high, low) in [(750.0, 250.0), (251, 250), (999, 998), (2, 1)] {
      let solver = ConstraintSolver()
      let x = solver.makeVariable()
      try solver.add(LinearConstraint(x, .equal, 200, priority: low))
      try solver.add(LinearConstraint(x, .equal, 100, priority: high))
      #expect(solver.value(of: x) == 100, "\(high) over \(low)")
    }
  }

  @Test func weightsGrowByATenthOfADecadePerPriority() {
    #expect(abs(ConstraintSolver.weight(ofPriority: 100) - 10) < 1e-12)
    #expect(abs(ConstraintSolver.weight(ofPriority: 250) / 316.22776601683796 - 1) < 1e-14)
    #expect(abs(ConstraintSolver.weight(ofPriority: 750) / 3.1622776601683794e7 - 1) < 1e-14)
    // Clamped to 1...999.
    #expect(ConstraintSolver.weight(ofPriority: -5) == ConstraintSolver.weight(ofPriority: 1))
    #expect(ConstraintSolver.weight(ofPriority: 5000) == ConstraintSolver.weight(ofPriority: 999))
  }

  /// A view pinned 10 points inside a 300-point container: the Auto Layout Guide's first example
  /// in variables.
  @Test func edgesAndWidth() throws {
    let solver = ConstraintSolver()
    let container = solver.makeVariable()
    let left = solver.makeVariable()
    let width = solver.makeVariable()
    try solver.add(LinearConstraint(container, .equal, 300))
    try solver.add(LinearConstraint(left, .equal, 10))
    try solver.add(LinearConstraint(left + width, .equal, container - 10))
    #expect(solver.value(of: width) == 280)
  }

  /// Two labels side by side filling 300 points, each hugging its intrinsic width: the one that
  /// hugs less (250 against 251) stretches, and compression resistance (750) keeps both at
  /// least their intrinsic widths.
  @Test func huggingDecidesWhoStretches() throws {
    let solver = ConstraintSolver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    try solver.add(LinearConstraint(a + b, .equal, LinearExpression(300)))
    try solver.add(LinearConstraint(a, .lessThanOrEqual, 50, priority: 251))
    try solver.add(LinearConstraint(a, .greaterThanOrEqual, 50, priority: 750))
    try solver.add(LinearConstraint(b, .lessThanOrEqual, 80, priority: 250))
    try solver.add(LinearConstraint(b, .greaterThanOrEqual, 80, priority: 750))
    #expect(solver.value(of: a) == 50)
    #expect(solver.value(of: b) == 250)
  }

  @Test func compressionDecidesWhoShrinks() throws {
    let solver = ConstraintSolver()
    let a = solver.makeVariable()
    let b = solver.makeVariable()
    try solver.add(LinearConstraint(a + b, .equal, LinearExpression(100)))
    try solver.add(LinearConstraint(a, .greaterThanOrEqual, 80, priority: 750))
    try solver.add(LinearConstraint(b, .greaterThanOrEqual, 80, priority: 749))
    #expect(solver.value(of: a) == 80)
    #expect(solver.value(of: b) == 20)
  }

  @Test func removingAConstraintRestoresTheEarlierSolution() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    try solver.add(LinearConstraint(x, .equal, 10, priority: 250))
    let strong = try solver.add(LinearConstraint(x, .equal, 30, priority: 750))
    #expect(solver.value(of: x) == 30)
    try solver.remove(strong)
    #expect(solver.value(of: x) == 10)
    #expect(!solver.contains(strong))
    #expect(throws: SolverError.unknownConstraint) { try solver.remove(strong) }
    let floor = try solver.add(LinearConstraint(x, .greaterThanOrEqual, 20))
    #expect(solver.value(of: x) == 20)
    try solver.remove(floor)
    #expect(solver.value(of: x) == 10)
  }

  @Test func editVariablesFollowSuggestions() throws {
    let solver = ConstraintSolver()
    let width = solver.makeVariable()
    let half = solver.makeVariable()
    let right = solver.makeVariable()
    try solver.add(LinearConstraint(2 * half, .equal, LinearExpression(width)))
    try solver.add(LinearConstraint(right, .equal, width - 16))
    try solver.add(LinearConstraint(half, .lessThanOrEqual, 300))
    try solver.addEditVariable(width, priority: 999)
    #expect(solver.hasEditVariable(width))
    try solver.suggestValue(400, for: width)
    #expect(solver.value(of: width) == 400)
    #expect(solver.value(of: half) == 200)
    #expect(solver.value(of: right) == 384)
    try solver.suggestValue(1000, for: width)  // half ≤ 300 is required: width stops at 600
    #expect(solver.value(of: width) == 600)
    try solver.suggestValue(320, for: width)
    #expect(solver.value(of: width) == 320)
    #expect(solver.value(of: right) == 304)
    try solver.removeEditVariable(width)
    #expect(!solver.hasEditVariable(width))
    #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(1, for: width) }
  }

  @Test func editVariablesStartWhereTheyAre() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    try solver.add(LinearConstraint(x, .equal, 42, priority: 500))
    try solver.addEditVariable(x, priority: 999)
    #expect(solver.value(of: x) == 42)
  }

  @Test func conflictingRequiredConstraintsAreRefusedAndChangeNothing() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(LinearConstraint(x, .equal, 10))
    try solver.add(LinearConstraint(y, .lessThanOrEqual, 20))
    try solver.add(LinearConstraint(y, .equal, 15, priority: 500))
    #expect(throws: SolverError.unsatisfiable) {
      try solver.add(LinearConstraint(x, .equal, 20))
    }
    #expect(throws: SolverError.unsatisfiable) {
      try solver.add(LinearConstraint(y, .greaterThanOrEqual, 30))
    }
    #expect(throws: SolverError.unsatisfiable) {
      try solver.add(LinearConstraint(LinearExpression(x) - x, .equal, LinearExpression(1)))
    }
    #expect(solver.count == 3)
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 15)
    // An implied constraint is accepted.
    try solver.add(LinearConstraint(x, .equal, 10))
    try solver.add(LinearConstraint(x, .greaterThanOrEqual, 5))
    #expect(solver.value(of: x) == 10)
  }

  @Test func badInputIsRefused() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let stranger = ConstraintSolver().makeVariable()
    #expect(throws: SolverError.nonFiniteValue) {
      try solver.add(LinearConstraint(x, .equal, .nan))
    }
    #expect(throws: SolverError.nonFiniteValue) {
      try solver.add(LinearConstraint(.infinity * x, .equal, LinearExpression(1)))
    }
    #expect(throws: SolverError.nonFiniteValue) {
      try solver.add(LinearConstraint(x, .equal, 1, priority: .nan))
    }
    #expect(throws: SolverError.foreignVariable) {
      try solver.add(LinearConstraint(stranger, .equal, 1))
    }
    #expect(throws: SolverError.requiredEditVariable) {
      try solver.addEditVariable(x, priority: 1000)
    }
    try solver.addEditVariable(x, priority: 500)
    #expect(throws: SolverError.duplicateEditVariable) {
      try solver.addEditVariable(x, priority: 500)
    }
    #expect(throws: SolverError.nonFiniteValue) { try solver.suggestValue(.infinity, for: x) }
    #expect(solver.count == 1)
  }

  /// Priorities beyond 1...999 are clamped (required at 1000 and above).
  @Test func prioritiesOutsideTheRangeAreClamped() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    try solver.add(LinearConstraint(x, .equal, 1, priority: -10))
    try solver.add(LinearConstraint(x, .equal, 2, priority: 1))
    #expect(solver.value(of: x) >= 1 && solver.value(of: x) <= 2)
    try solver.add(LinearConstraint(x, .equal, 3, priority: 4000))
    #expect(solver.value(of: x) == 3)
    #expect(throws: SolverError.unsatisfiable) {
      try solver.add(LinearConstraint(x, .equal, 4, priority: 1000))
    }
  }

  /// A required equality that already holds (a cell's height pinned where it was measured) is
  /// taken in at once, and the system goes on changing as if it had been there all along.
  @Test func aRequiredEqualityThatHoldsAlreadyIsTakenAsIs() throws {
    let solver = ConstraintSolver()
    let height = solver.makeVariable()
    let content = solver.makeVariable()
    let text = try solver.add(LinearConstraint(content, .equal, 40, priority: 750))
    try solver.add(LinearConstraint(height, .greaterThanOrEqual, content + 24))
    let short = try solver.add(LinearConstraint(height, .equal, 0, priority: 50))
    #expect(solver.value(of: height) == 64)
    try solver.remove(short)
    try solver.add(LinearConstraint(height, .equal, 64))
    #expect(solver.value(of: height) == 64)
    #expect(solver.value(of: content) == 40)
    // Pinned: longer text is compressed instead of growing the height.
    try solver.setConstant(-100, of: text)
    #expect(solver.value(of: height) == 64)
    #expect(solver.value(of: content) == 40)
    // And a content that must be taller than the pin allows is refused.
    #expect(throws: SolverError.unsatisfiable) {
      try solver.add(LinearConstraint(content, .equal, 50))
    }
  }
}
