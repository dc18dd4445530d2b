/// A sum of variables times coefficients, plus a constant: `2·x − y + 10`.
///
/// Build one with the arithmetic operators (`x + 2 * y - 10`) or term by term. Terms on one
/// variable are combined when the expression is added to a solver.
public struct LinearExpression: Sendable {
  /// The terms, in the order they were written.
  public var terms: [(variable: Variable, coefficient: Double)]
  /// The constant.
  public var constant: Double

  /// An expression of `terms` plus `constant`.
  public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `variable`.
  public init(_ variable: Variable) { self.init([(variable, 1)]) }

  /// The expression `constant`.
  public init(_ constant: Double) { self.init(constant: constant) }

  /// Multiplies every coefficient and the constant by `k`, in place.
  public mutating func scale(by k: Double) {
    constant *= k
    for index in terms.indices { terms[index].coefficient *= k }
  }

  /// Adds `k` times `other`, in place (its terms after these): `self + k·other` without the
  /// intermediate expressions the operators make.
  public mutating func add(_ other: LinearExpression, times k: Double) {
    constant += k * other.constant
    terms.reserveCapacity(terms.count + other.terms.count)
    for term in other.terms { terms.append((term.variable, k * term.coefficient)) }
  }

  /// Whether every coefficient and the constant are finite.
  var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

  /// The sum of two expressions.
  public static func + (a: Self, b: Self) -> Self {
    Self(a.terms + b.terms, constant: a.constant + b.constant)
  }

  /// `a` less `b`.
  public static func - (a: Self, b: Self) -> Self { a + (-1) * b }

  /// The expression times a number.
  public static func * (k: Double, e: Self) -> Self {
    Self(e.terms.map { ($0.variable, k * $0.coefficient) }, constant: k * e.constant)
  }

  /// The expression times a number.
  public static func * (e: Self, k: Double) -> Self { k * e }

  /// The expression plus a number.
  public static func + (e: Self, k: Double) -> Self { e + Self(k) }

  /// The expression less a number.
  public static func - (e: Self, k: Double) -> Self { e + Self(-k) }

  /// A variable plus an expression.
  public static func + (v: Variable, e: Self) -> Self { Self(v) + e }

  /// An expression plus a variable.
  public static func + (e: Self, v: Variable) -> Self { e + Self(v) }

  /// An expression less a variable.
  public static func - (e: Self, v: Variable) -> Self { e - Self(v) }

  /// A variable less an expression.
  public static func - (v: Variable, e: Self) -> Self { Self(v) - e }
}

extension Variable {
  /// `a + b` as an expression.
  public static func + (a: Variable, b: Variable) -> LinearExpression {
    LinearExpression(a) + LinearExpression(b)
  }

  /// `a − b` as an expression.
  public static func - (a: Variable, b: Variable) -> LinearExpression {
    LinearExpression(a) - LinearExpression(b)
  }

  /// `v + k` as an expression.
  public static func + (v: Variable, k: Double) -> LinearExpression { LinearExpression(v) + k }

  /// `v − k` as an expression.
  public static func - (v: Variable, k: Double) -> LinearExpression { LinearExpression(v) - k }

  /// `k·v` as an expression.
  public static func * (k: Double, v: Variable) -> LinearExpression {
    LinearExpression([(v, k)])
  }

  /// `k·v` as an expression.
  public static func * (v: Variable, k: Double) -> LinearExpression {
    LinearExpression([(v, k)])
  }
}
