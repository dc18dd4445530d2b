/// `lhs relation rhs`, held at a priority: what ``ConstraintSolver/add(_:)`` takes.
public struct LinearConstraint: Sendable {
  /// How the two sides compare.
  public enum Relation: Sendable {
    /// `lhs ≤ rhs`.
    case lessThanOrEqual
    /// `lhs == rhs`.
    case equal
    /// `lhs ≥ rhs`.
    case greaterThanOrEqual
  }

  /// The priority of a constraint that must hold, as UIKit's `UILayoutPriority.required`.
  public static let required: Double = 1000

  /// `lhs − rhs`, compared with zero.
  public var expression: LinearExpression
  /// How `expression` compares with zero.
  public var relation: Relation
  /// 1000 (``required``) must hold; below it the solver minimises the weighted violation, and
  /// a higher priority outweighs a lower one (see ``ConstraintSolver/weight(ofPriority:)``).
  public var priority: Double
  /// Whether the constraint stays as added: a fixed required equality is added without a marker
  /// symbol, so it cannot be removed or have its constant moved (``SolverError/fixedConstraint``;
  /// build a solver afresh instead), and the rows it enters stay as short as the system allows.
  ///
  /// A marker is zero but rides along in every row the constraint's variables reach: a column of
  /// n views chained by required equalities leaves each view's row holding the markers of all
  /// the constraints above it, n²/2 cells in all. Fixed, the rows hold constants. Ignored for
  /// inequalities and optional constraints, which need their slack and error symbols. Default
  /// `false`.
  public var isFixed = false

  /// `lhs relation rhs` at `priority` (required by default).
  public init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
    priority: Double = LinearConstraint.required
  ) {
    // `lhs − rhs` in lhs's buffer: the operators would make two more arrays per constraint.
    expression = lhs
    if rhs.terms.isEmpty {
      expression.constant -= rhs.constant
    } else {
      expression.add(rhs, times: -1)
    }
    self.relation = relation
    self.priority = priority
  }

  /// `lhs relation rhs` at `priority` (required by default).
  public init(
    _ lhs: Variable, _ relation: Relation, _ rhs: Double,
    priority: Double = LinearConstraint.required
  ) {
    self.init(LinearExpression(lhs), relation, LinearExpression(rhs), priority: priority)
  }

  /// `lhs relation rhs` at `priority` (required by default).
  public init(
    _ lhs: Variable, _ relation: Relation, _ rhs: LinearExpression,
    priority: Double = LinearConstraint.required
  ) {
    self.init(LinearExpression(lhs), relation, rhs, priority: priority)
  }

  /// Whether the constraint must hold.
  var isRequired: Bool { priority >= Self.required }

  /// Whether it goes in without a marker: fixed, required, and an equality.
  public var isMarkerless: Bool { isFixed && relation == .equal && isRequired }
}

/// A constraint in a solver, handed back by ``ConstraintSolver/add(_:)`` to remove it later.
public struct ConstraintID: Hashable, Sendable {
  let value: Int
}
