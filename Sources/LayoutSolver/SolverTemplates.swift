/// Solved systems kept by their shape, for ``ConstraintSolver/flush(reusing:)``.
///
/// A table of self-sizing cells builds the same system once per cell: the same variables in the
/// same order, the same coefficients, relations and priorities; only constants differ (a label's
/// text, a button's title). Solving each from nothing repeats the same pivots. A template is the
/// solved tableau of one such system; a solver given a batch of the same shape takes the tableau
/// and moves the constants that differ, which touches a few rows.
///
/// A template is kept, and a reuse accepted, only when the solution is the system's one optimum
/// (every variable determined, as ``ConstraintSolver/isDetermined(_:)`` reads it), so the frames
/// are those a constraint-by-constraint solve gives, whichever system came first; an ambiguous
/// system is always solved on its own. The values are the same numbers reached through other
/// arithmetic, so they can differ in the last bits where a coefficient is not exact in binary
/// (a multiplier of 1/3).
///
/// The most recently used ``capacity`` shapes are kept. Not thread-safe, like the solver.
public final class SolverTemplates {
  /// The largest batch kept: a template holds its tableau, and a system this large is seldom
  /// built twice the same way.
  public static let maximumConstraints = 2_000

  /// How many shapes are kept (least recently used go first).
  public let capacity: Int

  /// How many flushes started from a template (for tests and benchmarks).
  public internal(set) var reuses = 0

  /// The tableau a template hands over.
  struct State {
    var rows: [Symbol: Row]
    var columns: [Symbol: SymbolList]
    var objective: ObjectiveRow
    var constraints: [ConstraintID: ConstraintSolver.Tag]
    var symbolCount: Int
    var isOptimal: Bool
    /// The variables the solve moved (every one it gave a value).
    var changed: ChangedSymbols
  }

  /// One solved system: its constraints as given (their constants are the tableau's) and the
  /// number of variables made before them.
  struct Template {
    var hash: Int
    var variableCount: Int
    var constraints: [LinearConstraint]
    var state: State
  }

  /// Least recently used first.
  private var templates: [Template] = []

  /// An empty store for at most `capacity` shapes (at least one).
  public init(capacity: Int = 32) { self.capacity = max(capacity, 1) }

  /// Forgets every template.
  public func removeAll() { templates = [] }

  /// The template of a batch's shape, if one is kept (it becomes the most recently used).
  func match(
    _ batch: [(id: ConstraintID, constraint: LinearConstraint)], variableCount: Int
  ) -> Template? {
    let constraints = batch.lazy.map(\.constraint)
    guard let index = index(of: constraints, variableCount: variableCount) else { return nil }
    let template = templates.remove(at: index)
    templates.append(template)
    return template
  }

  /// Keeps a freshly solved batch's tableau, in place of a template of the same shape.
  func store(
    _ batch: [(id: ConstraintID, constraint: LinearConstraint)], variableCount: Int,
    state: State
  ) {
    let constraints = batch.map(\.constraint)
    if let index = index(of: constraints, variableCount: variableCount) {
      templates.remove(at: index)
    } else if templates.count == capacity {
      templates.removeFirst()
    }
    let hash = Self.shapeHash(constraints, variableCount: variableCount)
    templates.append(
      Template(hash: hash, variableCount: variableCount, constraints: constraints, state: state))
  }

  /// Where the template of `constraints`' shape is kept, if one is.
  private func index(
    of constraints: some Collection<LinearConstraint>, variableCount: Int
  ) -> Int? {
    let hash = Self.shapeHash(constraints, variableCount: variableCount)
    return templates.lastIndex { template in
      template.hash == hash && template.variableCount == variableCount
        && template.constraints.count == constraints.count
        && zip(template.constraints, constraints).allSatisfy { Self.sameShape($0, $1) }
    }
  }

  /// Whether two constraints differ at most in their constants.
  static func sameShape(_ a: LinearConstraint, _ b: LinearConstraint) -> Bool {
    guard a.relation == b.relation, a.priority == b.priority,
      a.expression.terms.count == b.expression.terms.count
    else { return false }
    return zip(a.expression.terms, b.expression.terms).allSatisfy { x, y in
      x.variable.symbol == y.variable.symbol && x.coefficient == y.coefficient
    }
  }

  /// A hash of a batch's shape: what ``sameShape(_:_:)`` compares, in order.
  ///
  /// It only finds candidates (each is compared in full), so the per-process seed of `Hasher`
  /// decides nothing.
  static func shapeHash(_ constraints: some Sequence<LinearConstraint>, variableCount: Int)
    -> Int
  {
    var hasher = Hasher()
    hasher.combine(variableCount)
    for constraint in constraints {
      hasher.combine(constraint.relation)
      hasher.combine(constraint.priority)
      for term in constraint.expression.terms {
        hasher.combine(term.variable.symbol.raw)
        hasher.combine(term.coefficient)
      }
    }
    return hasher.finalize()
  }
}
