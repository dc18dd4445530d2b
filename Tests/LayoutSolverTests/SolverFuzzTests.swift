import Testing

@testable import LayoutSolver

/// Random systems shaped like layouts: every solution checked against the constraints, and an
/// incremental solver (constraints added, removed, edited in turn) against one built afresh.
@Suite struct SolverFuzzTests {
  /// SplitMix64: the same sequence everywhere, so a failure reproduces.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// One random constraint over `variables`: a required equality tying a variable to an earlier
  /// one (a tree, so the required part stays satisfiable), or an optional bound.
  static func constraint(
    _ variables: [Variable], _ index: Int, using rng: inout Generator
  ) -> LinearConstraint {
    let v = variables[index]
    if index > 0 && Bool.random(using: &rng) {
      let parent = variables[Int.random(in: 0..<index, using: &rng)]
      let offset = Double(Int.random(in: -50...50, using: &rng))
      let multiplier = [1.0, 0.5, 2][Int.random(in: 0..<3, using: &rng)]
      return LinearConstraint(v, .equal, multiplier * parent + offset)
    }
    let value = Double(Int.random(in: -100...400, using: &rng))
    let relation: LinearConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][
      Int.random(in: 0..<3, using: &rng)]
    let priority = [250.0, 251, 500, 750, 999][Int.random(in: 0..<5, using: &rng)]
    return LinearConstraint(v, relation, value, priority: priority)
  }

  /// The optional constraints' weighted violation at `solver`'s solution, reading variable `v`
  /// (made `n`-th in its solver) as `variables[n − 1]`: the objective two solvers of the same
  /// system must agree on.
  static func weightedViolation(
    of system: [LinearConstraint], in solver: ConstraintSolver, _ variables: [Variable]
  ) -> Double {
    system.reduce(0) { sum, c in
      guard !c.isRequired else { return sum }
      var value = c.expression.constant
      for term in c.expression.terms {
        value += term.coefficient * solver.value(of: variables[term.variable.symbol.id - 1])
      }
      let violation: Double =
        switch c.relation {
        case .equal: abs(value)
        case .lessThanOrEqual: max(value, 0)
        case .greaterThanOrEqual: max(-value, 0)
        }
      return sum + ConstraintSolver.weight(ofPriority: c.priority) * violation
    }
  }

  static func holds(_ c: LinearConstraint, in solver: ConstraintSolver) -> Bool {
    let value =
      c.expression.terms.reduce(c.expression.constant) {
        $0 + $1.coefficient * solver.value(of: $1.variable)
      }
    switch c.relation {
    case .equal: return abs(value) < 1e-6
    case .lessThanOrEqual: return value < 1e-6
    case .greaterThanOrEqual: return value > -1e-6
    }
  }

  @Test(arguments: 0..<40)
  func incrementalMatchesAFreshSolve(seed: Int) throws {
    var rng = Generator(state: UInt64(seed))
    let solver = ConstraintSolver()
    let variables = (0..<12).map { _ in solver.makeVariable() }
    // Each variable gets a weak anchor so that the optimum is unique.
    for (i, v) in variables.enumerated() {
      try solver.add(LinearConstraint(v, .equal, Double(i * 7), priority: 1))
    }
    var live: [(ConstraintID, LinearConstraint)] = []
    for step in 0..<60 {
      if !live.isEmpty && Int.random(in: 0..<3, using: &rng) == 0 {
        let (id, _) = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
        try solver.remove(id)
      } else {
        let c = Self.constraint(
          variables, Int.random(in: 0..<variables.count, using: &rng), using: &rng)
        do {
          live.append((try solver.add(c), c))
        } catch SolverError.unsatisfiable {
          // A required equality on a variable already tied: refused, nothing changed.
        }
      }
      for (_, c) in live where c.isRequired {
        #expect(Self.holds(c, in: solver), "seed \(seed) step \(step)")
      }
      // Built afresh from the same constraints in the same order: the same optimum.
      let fresh = ConstraintSolver()
      let freshVariables = (0..<12).map { _ in fresh.makeVariable() }
      for (i, v) in freshVariables.enumerated() {
        try fresh.add(LinearConstraint(v, .equal, Double(i * 7), priority: 1))
      }
      for (_, c) in live {
        var copy = c
        copy.expression.terms = c.expression.terms.map {
          (freshVariables[$0.variable.symbol.id - 1], $0.coefficient)
        }
        try fresh.add(copy)
      }
      let system = live.map(\.1)
      let a = Self.weightedViolation(of: system, in: solver, variables)
      let b = Self.weightedViolation(of: system, in: fresh, freshVariables)
      #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "seed \(seed) step \(step): \(a) vs \(b)")
    }
  }

  @Test func suggestionsStopAtTheBindingCap() throws {
    var rng = Generator(state: 99)
    let solver = ConstraintSolver()
    let width = solver.makeVariable()
    let columns = (0..<8).map { _ in solver.makeVariable() }
    for (i, c) in columns.enumerated() {
      try solver.add(LinearConstraint(c, .equal, Double(i + 1) / 8 * width))
      try solver.add(LinearConstraint(c, .lessThanOrEqual, Double(100 + 40 * i)))
    }
    try solver.addEditVariable(width, priority: 999)
    // Column i caps the width at 8 (100 + 40 i) / (i + 1): the last one, at 380, binds first.
    let caps: [Double] = (0..<8).map { (i: Int) -> Double in
      let bound = Double(100 + 40 * i)
      return bound * 8 / Double(i + 1)
    }
    let cap = caps.min() ?? 0
    #expect(cap == 380)
    for _ in 0..<200 {
      let target = Double(Int.random(in: 0...1000, using: &rng))
      try solver.suggestValue(target, for: width)
      #expect(solver.value(of: width) == min(target, cap))
      for (i, c) in columns.enumerated() {
        #expect(abs(solver.value(of: c) - Double(i + 1) / 8 * min(target, cap)) < 1e-9)
      }
    }
  }

  /// A constraint removed and added again every pass (what a careless layoutSubviews does)
  /// leaves nothing behind.
  @Test func addAndRemoveCyclesDoNotGrow() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(LinearConstraint(y, .equal, x + 10))
    try solver.add(LinearConstraint(x, .greaterThanOrEqual, 0))
    var sizes: [Int] = []
    for pass in 0..<300 {
      let a = try solver.add(LinearConstraint(x, .equal, Double(pass % 7), priority: 500))
      let b = try solver.add(LinearConstraint(y, .lessThanOrEqual, 50, priority: 750))
      let c = try solver.add(LinearConstraint(x, .greaterThanOrEqual, 2))
      #expect(solver.value(of: x) == max(2, Double(pass % 7)))
      try solver.remove(b)
      try solver.remove(a)
      try solver.remove(c)
      sizes.append(solver.rows.count + solver.columns.count + solver.objective.coefficients.count)
    }
    #expect(sizes.last == sizes[10])
    #expect(solver.value(of: x) == 0)
  }

  /// 100,000 constraints over independent cells: what a change touches stays small, so this
  /// finishes in moments (a solver rewriting every row per pivot would take minutes).
  @Test func aHundredThousandConstraints() throws {
    let solver = ConstraintSolver()
    let width = solver.makeVariable()
    try solver.add(LinearConstraint(width, .equal, 320))
    for cell in 0..<20_000 {
      let top = solver.makeVariable()
      let height = solver.makeVariable()
      let label = solver.makeVariable()
      try solver.add(LinearConstraint(top, .equal, Double(cell) * 44))
      try solver.add(LinearConstraint(label, .lessThanOrEqual, width - 32))
      try solver.add(LinearConstraint(label, .equal, 120, priority: 250))
      try solver.add(LinearConstraint(height, .greaterThanOrEqual, 44))
      try solver.add(LinearConstraint(height, .equal, 0, priority: 250))
      if cell == 19_999 {
        #expect(solver.value(of: top) == 19_999 * 44)
        #expect(solver.value(of: height) == 44)
        #expect(solver.value(of: label) == 120)
      }
    }
    #expect(solver.count == 100_001)
  }
}
