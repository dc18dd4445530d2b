/// Why the solver refused a request; the solver is as it was before the call.
public enum SolverError: Error, Equatable, Sendable {
  /// A required constraint conflicts with the required constraints already added.
  case unsatisfiable
  /// A coefficient, constant, priority or suggested value is NaN or infinite.
  case nonFiniteValue
  /// The constraint was never added, or was removed already.
  case unknownConstraint
  /// The variable already has an edit constraint.
  case duplicateEditVariable
  /// The variable has no edit constraint.
  case unknownEditVariable
  /// Edit variables are optional by definition: a required priority is refused.
  case requiredEditVariable
  /// The variable was made by another solver.
  case foreignVariable
  /// The constraint was added fixed (``LinearConstraint/isFixed``): it cannot be removed or
  /// have its constant moved in place.
  case fixedConstraint
}
