/// A column of the simplex tableau: a client's variable or one the solver made for a constraint.
///
/// Symbols are numbered in the order they are made, and that number orders them everywhere a
/// choice is made (entering and leaving symbols, ties between rows): with no hashed iteration in
/// any decision, the same constraints added in the same order pivot the same way on every
/// machine, so the results are the same to the bit.
struct Symbol: Hashable, Comparable {
  /// What a symbol stands for, which decides how the simplex may use it.
  enum Kind: UInt8 {
    /// A client's variable: unrestricted in sign, never chosen to leave the basis.
    case external
    /// The slack of an inequality (`expr + slack == 0`, slack ≥ 0), and the temporary
    /// artificial variable of a required constraint with no subject.
    case slack
    /// The error of an optional constraint: its violation, weighted in the objective.
    case error
    /// The marker of a required equality: always zero, never pivoted on.
    case dummy
  }

  /// The creation number (1, 2, …) shifted left by two, with the kind in the low two bits.
  let raw: Int

  init(id: Int, kind: Kind) { raw = id << 2 | Int(kind.rawValue) }

  /// The creation number.
  var id: Int { raw >> 2 }

  /// What the symbol stands for.
  var kind: Kind {
    switch raw & 3 {
    case 0: .external
    case 1: .slack
    case 2: .error
    default: .dummy
    }
  }

  /// Whether the symbol must stay non-negative (slack and error symbols; dummies are zero).
  var isRestricted: Bool { raw & 3 != 0 }

  /// Whether the simplex may pivot on it (anything but a dummy).
  var isPivotable: Bool { raw & 3 != 3 }

  static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }

  /// No symbol: the marker of a fixed constraint, which has none (numbers start at 1, so no row
  /// holds it).
  static let none = Symbol(id: 0, kind: .dummy)
}
