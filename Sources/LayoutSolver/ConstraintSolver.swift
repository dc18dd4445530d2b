import Synchronization

/// An incremental Cassowary solver: linear equalities and inequalities over real variables, each
/// required or optional at a priority, kept solved as constraints come and go and as edit
/// variables are given new values.
///
/// This is the algorithm of Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm" (ACM TOCHI 8(4), 2001): a simplex tableau in solved form, kept
/// feasible and optimal; a new constraint enters through one of its own symbols (or, when it has
/// none, through an artificial variable); a removed constraint leaves by pivoting its marker
/// symbol out; a suggested value moves the constants and the dual simplex restores feasibility.
///
/// Written for layout:
/// - **Incremental in what a change touches.** Each symbol knows the rows it appears in, so a
///   pivot rewrites those rows only, and the objective keeps its negative cells apart: adding a
///   constraint to a system of a thousand independent cells costs what adding it to one does.
/// - **Deterministic.** Every choice (entering symbol, leaving row, the order rows are rewritten)
///   goes by the symbols' creation order, never by a hash table's iteration order, and only
///   IEEE additions, multiplications and divisions are used, so the same constraints added in the
///   same order give the same values to the bit on every machine.
/// - **Priorities as UIKit's.** 1000 is required; below it a constraint's violation is weighted
///   by ``weight(ofPriority:)``.
///
/// Not thread-safe; use one solver from one thread (or actor) at a time.
public final class ConstraintSolver {
  /// The bound on pivots in one call: the simplex cannot cycle (Bland's rule), so it is only
  /// reached through rounding in a degenerate system, and ends the call with ``isOptimal``
  /// false instead of a hang (every required constraint still holds).
  public static let maximumPivots = 100_000

  /// Whether the last call reached the optimum (false only after ``maximumPivots``).
  public internal(set) var isOptimal = true

  /// What the solver keeps of a constraint to remove it.
  struct Tag {
    /// The slack (inequality), dummy (required equality) or positive error (optional equality).
    var marker: Symbol
    /// The marker's coefficient in the row as made (±1), before any change of sign.
    var markerSign: Double
    /// The error of an optional inequality, or the negative error of an optional equality.
    var other: Symbol?
    /// The weight its errors carry in the objective.
    var weight: Double
    /// The constant of its expression (`lhs − rhs`), as last set.
    var constant: Double
    /// Whether it went in fixed, without a marker (``Symbol/none`` stands in).
    var isFixed = false
  }

  private static let solverCount = Atomic<Int>(0)
  let solverID: Int

  // The one unsafe trick in this file: in release builds the tableau's storage is exempt from
  // dynamic exclusivity checks. Every access to a class's stored property otherwise records
  // itself in a thread-local access set (`swift_beginAccess`/`swift_endAccess`), and the
  // tableau's loops touch these properties several times per row: 14.5 % of the instructions of
  // SolverBenchmark's solves under callgrind. The assumption: no method holds an access to one of
  // them (an `inout`, a `_modify`) while it reaches the same one again. Debug builds, which run
  // the tests, keep the checks, so a change that breaks the assumption traps in
  // `LayoutSolverTests` (the fuzz tests cross every path) instead of corrupting a release build.
  #if DEBUG
    /// The tableau: each basic symbol's row.
    var rows: [Symbol: Row] = [:]
    /// For each parametric symbol, the basic symbols whose rows hold it.
    var columns: [Symbol: SymbolList] = [:]
    var objective = ObjectiveRow()
    /// The objective of the artificial phase, while a required constraint is being added.
    var artificial: ObjectiveRow?
    /// Basic restricted symbols whose value went negative, for the dual simplex.
    var infeasible: [Symbol] = []
    var constraints: [ConstraintID: Tag] = [:]
    /// The variables whose rows' constants moved since ``takeChangedVariables()`` last ran.
    var changed: Set<Symbol> = []
    /// Scratch lists of the symbols a row merge added and removed, reused by every merge.
    var added: [Symbol] = []
    var removed: [Symbol] = []
    /// The buffer row merges write into (``Row/add(_:times:added:removed:scratch:)``).
    var scratch: [Row.Cell] = []
  #else
    @exclusivity(unchecked) var rows: [Symbol: Row] = [:]
    @exclusivity(unchecked) var columns: [Symbol: SymbolList] = [:]
    @exclusivity(unchecked) var objective = ObjectiveRow()
    @exclusivity(unchecked) var artificial: ObjectiveRow?
    @exclusivity(unchecked) var infeasible: [Symbol] = []
    @exclusivity(unchecked) var constraints: [ConstraintID: Tag] = [:]
    @exclusivity(unchecked) var changed: Set<Symbol> = []
    @exclusivity(unchecked) var added: [Symbol] = []
    @exclusivity(unchecked) var removed: [Symbol] = []
    @exclusivity(unchecked) var scratch: [Row.Cell] = []
  #endif
  /// Each edit variable's constraint, `variable − value == 0`.
  var edits: [Variable: ConstraintID] = [:]
  /// Constraints given to ``enqueue(_:)`` and not added yet, in order.
  var queued: [(id: ConstraintID, constraint: LinearConstraint)] = []
  /// What the queue's flushes refused since ``flush(reusing:)`` last reported.
  var queuedFailures: [(id: ConstraintID, error: SolverError)] = []
  var symbolCount = 0
  var constraintCount = 0

  /// An empty solver.
  public init() {
    solverID = Self.solverCount.add(1, ordering: .relaxed).newValue
  }

  /// A new variable, zero until constraints say otherwise.
  public func makeVariable() -> Variable {
    Variable(symbol: makeSymbol(.external), solverID: solverID)
  }

  func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    symbolCount += 1
    return Symbol(id: symbolCount, kind: kind)
  }

  /// The number of constraints added and not removed (edit constraints included).
  public var count: Int {
    flushIfQueued()
    return constraints.count
  }

  /// The cells of the tableau's rows: its size (for tests and benchmarks).
  public var cellCount: Int {
    flushIfQueued()
    return rows.values.reduce(0) { $0 + $1.cells.count }
  }

  /// Whether `constraint` was added and not removed.
  public func contains(_ constraint: ConstraintID) -> Bool {
    flushIfQueued()
    return constraints[constraint] != nil
  }

  /// The value of `variable` in the current solution.
  public func value(of variable: Variable) -> Double {
    flushIfQueued()
    // Adding zero turns a −0 (left by a negated row) into 0: frames print and compare cleanly.
    return (rows[variable.symbol]?.constant ?? 0) + 0
  }

  /// The variables whose values may have changed since the last call, in creation order.
  ///
  /// What a layout engine reads after a change instead of every variable: a change to one cell
  /// of a thousand reports that cell's variables, not the thousand's.
  public func takeChangedVariables() -> [Variable] {
    flushIfQueued()
    defer { changed.removeAll(keepingCapacity: true) }
    return changed.sorted().map { Variable(symbol: $0, solverID: solverID) }
  }

  /// Forgets which variables changed, for a caller about to read every variable anyway (cheaper
  /// than ``takeChangedVariables()``, which sorts them).
  public func discardChangedVariables() {
    flushIfQueued()
    changed.removeAll(keepingCapacity: true)
  }

  /// The weight of a violation at `priority` in the objective: 10^(priority / 100), so that
  /// each priority outweighs every lower one (a violation at 750 costs 10⁵ times one at 250).
  ///
  /// Apple documents that higher priorities are satisfied before lower ones, which is a strict
  /// order; weights make it strict whenever fewer than 10^(Δ/100) equal violations of the
  /// lower priority gang up on one of the higher (at Δ = 1 that is about one: two violations at
  /// 250 outweigh one at 251 of the same size). Priorities are clamped to 1...999.
  public static func weight(ofPriority priority: Double) -> Double {
    let clamped = min(max(priority, 1), LinearConstraint.required - 1)
    return pow10(clamped / 100)
  }

  /// 10^x without Foundation: exp(x·ln 10) through the standard library's only transcendental
  /// support, squaring a series (deterministic: additions and multiplications only).
  private static func pow10(_ x: Double) -> Double {
    // 10^x = 10^n · 10^f with n integral and f in [0, 1); 10^f = e^(f ln 10) by its series.
    let n = Int(x.rounded(.down))
    let f = (x - Double(n)) * 2.302585092994046
    var term = 1.0
    var sum = 1.0
    for k in 1...30 {
      term *= f / Double(k)
      sum += term
    }
    var power = 1.0
    for _ in 0..<n { power *= 10 }
    return power * sum
  }
}
