import Testing

@testable import LayoutSolver

/// The same constraints in the same order give the same bits, and the bits themselves are pinned
/// so that a machine that rounds differently fails here rather than in a pixel test.
@Suite struct SolverDeterminismTests {
  /// Three columns sharing 100 points with gaps, a priority tie broken by order, and an edit.
  static func columns(_ solver: ConstraintSolver) throws -> [Double] {
    let width = solver.makeVariable()
    let lefts = (0..<3).map { _ in solver.makeVariable() }
    let widths = (0..<3).map { _ in solver.makeVariable() }
    try solver.add(LinearConstraint(lefts[0], .equal, 0))
    for i in 1..<3 {
      try solver.add(
        LinearConstraint(lefts[i], .equal, lefts[i - 1] + widths[i - 1] + LinearExpression(1.5)))
      try solver.add(LinearConstraint(widths[i], .equal, LinearExpression(widths[0])))
    }
    try solver.add(LinearConstraint(lefts[2] + widths[2], .equal, LinearExpression(width)))
    try solver.addEditVariable(width, priority: 999)
    try solver.suggestValue(100, for: width)
    try solver.add(LinearConstraint(widths[1], .equal, 10, priority: 250))
    return lefts.map { solver.value(of: $0) } + widths.map { solver.value(of: $0) }
  }

  @Test func theSameSystemGivesTheSameBits() throws {
    let first = try Self.columns(ConstraintSolver())
    let second = try Self.columns(ConstraintSolver())
    #expect(first.map(\.bitPattern) == second.map(\.bitPattern))
  }

  @Test func theBitsArePinned() throws {
    let values = try Self.columns(ConstraintSolver())
    // (100 − 3) / 3 = 32.333…, within an ulp: the pivots' divisions round it one way.
    #expect(abs(values[3] - 97.0 / 3) <= (97.0 / 3).ulp)
    #expect(values.map(\.bitPattern) == Self.pinned, "\(values.map(\.bitPattern))")
    #expect(values[0].sign == .plus)
  }

  /// The bits, pinned on x86-64: the solver uses IEEE additions, multiplications and divisions
  /// only, so a machine or compiler that rounded differently (fusing multiply-adds, say) fails here
  /// first.
  static let pinned: [UInt64] = [
    0, 4_629_958_435_665_521_322, 4_634_462_035_292_891_818, 4_629_747_329_432_988_330,
    4_629_747_329_432_988_330, 4_629_747_329_432_988_330,
  ]
}
