/// An unknown of a constraint system, made by ``ConstraintSolver/makeVariable()``.
///
/// A small value: copy it freely. Its value is ``ConstraintSolver/value(of:)``.
public struct Variable: Hashable, Comparable, Sendable {
  /// The solver's symbol for it (always external).
  let symbol: Symbol
  /// Which solver made it, so that a variable given to another solver is refused.
  let solverID: Int

  /// Orders variables by creation.
  public static func < (a: Variable, b: Variable) -> Bool { a.symbol < b.symbol }
}

extension Variable: CustomStringConvertible {
  /// `v` and the creation number, for diagnostics.
  public var description: String { "v\(symbol.id)" }
}
