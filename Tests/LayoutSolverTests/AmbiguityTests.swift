import Testing

@testable import LayoutSolver

/// Whether a variable's value is the only optimal one, and which constraints hold it.
@Suite struct AmbiguityTests {
  @Test func anEqualityDeterminesAndAnInequalityAloneDoesNot() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let free = solver.makeVariable()
    try solver.add(LinearConstraint(x, .equal, 10))
    try solver.add(LinearConstraint(y, .greaterThanOrEqual, 10))
    #expect(solver.isDetermined(x))
    #expect(!solver.isDetermined(y))  // anything from 10 up is as good
    #expect(!solver.isDetermined(free))  // in no constraint at all
  }

  @Test func anOptionalPreferenceResolvesAnInequality() throws {
    let solver = ConstraintSolver()
    let width = solver.makeVariable()
    try solver.add(LinearConstraint(width, .greaterThanOrEqual, 50))
    #expect(!solver.isDetermined(width))
    try solver.add(LinearConstraint(width, .equal, 80, priority: 250))
    #expect(solver.value(of: width) == 80)
    #expect(solver.isDetermined(width))
  }

  @Test func oneEquationInTwoUnknownsLeavesBothFree() throws {
    let solver = ConstraintSolver()
    let left = solver.makeVariable()
    let right = solver.makeVariable()
    try solver.add(LinearConstraint(left + right, .equal, LinearExpression(100)))
    #expect(!solver.isDetermined(left))
    #expect(!solver.isDetermined(right))
    try solver.add(LinearConstraint(left, .equal, 30))
    #expect(solver.isDetermined(left) && solver.isDetermined(right))
  }

  /// Two opposite inequalities pin a value at a degenerate vertex: not ambiguous.
  @Test func oppositeInequalitiesDetermine() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    try solver.add(LinearConstraint(x, .greaterThanOrEqual, 10))
    try solver.add(LinearConstraint(x, .lessThanOrEqual, LinearExpression(10)))
    #expect(solver.value(of: x) == 10)
    #expect(solver.isDetermined(x))
  }

  /// Two equal optional pulls in opposite directions: every value between them costs the same.
  @Test func aTieBetweenEqualPreferencesIsAmbiguous() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    try solver.add(LinearConstraint(x, .greaterThanOrEqual, 0))
    try solver.add(LinearConstraint(x, .lessThanOrEqual, LinearExpression(100)))
    try solver.add(LinearConstraint(x, .greaterThanOrEqual, 60, priority: 250))
    try solver.add(LinearConstraint(x, .lessThanOrEqual, LinearExpression(20), priority: 250))
    #expect(!solver.isDetermined(x))
  }

  @Test func theConstraintsThatHoldAVariableAreTheTightOnes() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let z = solver.makeVariable()
    let offset = try solver.add(LinearConstraint(x, .equal, y + 5))
    let anchor = try solver.add(LinearConstraint(y, .equal, 10))
    _ = try solver.add(LinearConstraint(z, .greaterThanOrEqual, 0))
    let loose = try solver.add(LinearConstraint(x, .lessThanOrEqual, LinearExpression(500)))
    #expect(solver.constraintsDetermining(x) == [offset, anchor])
    #expect(solver.constraintsDetermining(y) == [anchor])
    #expect(!solver.constraintsDetermining(x).contains(loose))
  }

  /// A label's width between two required edges is fixed by them alone: the optional size
  /// constraints on it (its hugging and compression) cannot move it, whatever their constants.
  @Test func requiredEqualitiesAloneFixAWidth() throws {
    let solver = ConstraintSolver()
    let container = solver.makeVariable()
    let leading = solver.makeVariable()
    let width = solver.makeVariable()
    try solver.add(LinearConstraint(container, .equal, 320))
    try solver.add(LinearConstraint(leading, .equal, 16))
    // trailing = container − 16
    try solver.add(LinearConstraint(leading + width, .equal, container - 16))
    let hugging = try solver.add(LinearConstraint(width, .lessThanOrEqual, 0, priority: 250))
    let compression = try solver.add(
      LinearConstraint(width, .greaterThanOrEqual, 0, priority: 750))
    #expect(solver.isFixedByRequiredEqualities(width))
    #expect(solver.value(of: width) == 288)
    for target in [0.0, 100, 500] {
      try solver.setConstant(-target, of: hugging)
      try solver.setConstant(-target, of: compression)
      #expect(solver.value(of: width) == 288)
      #expect(solver.isFixedByRequiredEqualities(width))
    }
  }

  /// Held by an inequality or an optional constraint, a value is not fixed by the required
  /// equalities, even where it is the one optimum.
  @Test func inequalitiesAndOptionalConstraintsDoNotFix() throws {
    let solver = ConstraintSolver()
    let width = solver.makeVariable()
    let height = solver.makeVariable()
    let free = solver.makeVariable()
    try solver.add(LinearConstraint(width, .lessThanOrEqual, LinearExpression(288)))
    try solver.add(LinearConstraint(width, .equal, 400, priority: 750))
    try solver.add(LinearConstraint(height, .equal, 40, priority: 250))
    #expect(solver.value(of: width) == 288)
    #expect(solver.isDetermined(width) && solver.isDetermined(height))
    #expect(!solver.isFixedByRequiredEqualities(width))
    #expect(!solver.isFixedByRequiredEqualities(height))
    #expect(!solver.isFixedByRequiredEqualities(free))
  }
}
