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
    var changed: Set<Symbol>
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

  /// A batch of queued constraints, as the solver holds it.
  typealias Batch = [(id: ConstraintID, constraint: LinearConstraint)]

  /// The template of a batch's shape, if one is kept (it becomes the most recently used).
  func match(_ batch: Batch, variableCount: Int) -> Template? {
    guard let index = index(of: batch, variableCount: variableCount) else { return nil }
    let template = templates.remove(at: index)
    templates.append(template)
    return template
  }

  /// Keeps a freshly solved batch's tableau, in place of a template of the same shape.
  func store(_ batch: Batch, variableCount: Int, state: State) {
    if let index = index(of: batch, variableCount: variableCount) {
      templates.remove(at: index)
    } else if templates.count == capacity {
      templates.removeFirst()
    }
    templates.append(
      Template(
        hash: Self.shapeHash(batch, variableCount: variableCount), variableCount: variableCount,
        constraints: batch.map(\.constraint), state: state))
  }

  /// Where the template of `batch`'s shape is kept, if one is.
  private func index(of batch: Batch, variableCount: Int) -> Int? {
    let hash = Self.shapeHash(batch, variableCount: variableCount)
    return templates.lastIndex { template in
      template.hash == hash && template.variableCount == variableCount
        && Self.sameShape(template.constraints, batch)
    }
  }

  /// Whether a template's constraints and a batch differ at most in their constants.
  ///
  /// Walked by index, as ``shapeHash(_:variableCount:)`` is: every cell of a table is matched,
  /// and going through sequence adaptors copied each constraint (retaining its terms).
  static func sameShape(_ kept: [LinearConstraint], _ batch: Batch) -> Bool {
    guard kept.count == batch.count else { return false }
    for index in kept.indices {
      let a = kept[index]
      let b = batch[index].constraint
      guard a.relation == b.relation, a.priority == b.priority, a.isMarkerless == b.isMarkerless,
        a.expression.terms.count == b.expression.terms.count
      else { return false }
      for term in a.expression.terms.indices {
        let x = a.expression.terms[term]
        let y = b.expression.terms[term]
        if x.variable.symbol != y.variable.symbol || x.coefficient != y.coefficient {
          return false
        }
      }
    }
    return true
  }

  /// A hash of a batch's shape: what ``sameShape(_:_:)`` compares, in order.
  ///
  /// It only finds candidates (each is compared in full), so a cheap multiplicative mix of the
  /// words serves (FNV-1a's prime, a word at a time) where `Hasher`'s SipHash cost a tenth of a
  /// template's adoption.
  static func shapeHash(_ batch: Batch, variableCount: Int) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ word: UInt64) { hash = (hash ^ word) &* 0x100_0000_01b3 }
    mix(UInt64(truncatingIfNeeded: variableCount))
    for entry in batch {
      let constraint = entry.constraint
      mix(
        (constraint.relation == .equal ? 0 : constraint.relation == .lessThanOrEqual ? 1 : 2)
          | (constraint.isMarkerless ? 4 : 0))
      mix(constraint.priority.bitPattern)
      for term in constraint.expression.terms {
        mix(UInt64(truncatingIfNeeded: term.variable.symbol.raw))
        mix(term.coefficient.bitPattern)
      }
    }
    return Int(truncatingIfNeeded: hash)
  }
}
