/// The row the simplex minimises: the weighted errors of the optional constraints (or, while a
/// required constraint is being added through an artificial variable, that variable's row).
///
/// Unlike a tableau row it can hold a cell for every optional constraint, so it is hashed, and it
/// keeps the symbols whose coefficient is negative apart, sorted: finding the entering symbol
/// takes the first of that list (usually empty or tiny) instead of looking at every cell. A
/// sorted array rather than a hash set: a set allocates as it grows from empty, and a template's
/// objective copied into a new solver copied its buckets.
struct ObjectiveRow {
  private(set) var constant: Double
  private(set) var coefficients: [Symbol: Double] = [:]
  /// The pivotable symbols with a negative coefficient.
  private var negative = SymbolList()

  init(constant: Double = 0) { self.constant = constant }

  /// A copy of a tableau row.
  init(_ row: Row) {
    constant = row.constant
    for cell in row.cells { add(cell.coefficient, cell.symbol) }
  }

  /// The coefficient of `symbol` (zero when absent).
  func coefficient(for symbol: Symbol) -> Double { coefficients[symbol] ?? 0 }

  /// Adds `coefficient·symbol`.
  mutating func add(_ coefficient: Double, _ symbol: Symbol) {
    let sum = (coefficients[symbol] ?? 0) + coefficient
    if Row.isNearZero(sum) {
      coefficients[symbol] = nil
      negative.remove(symbol)
      return
    }
    coefficients[symbol] = sum
    if sum < 0 && symbol.isPivotable {
      negative.insert(symbol)
    } else {
      negative.remove(symbol)
    }
  }

  /// Adds `k` times a tableau row.
  mutating func add(_ k: Double, times row: Row) {
    constant += k * row.constant
    for cell in row.cells { add(k * cell.coefficient, cell.symbol) }
  }

  /// Replaces `symbol` by the row it is now basic in.
  mutating func substitute(_ symbol: Symbol, by row: Row) {
    guard let coefficient = coefficients.removeValue(forKey: symbol) else { return }
    negative.remove(symbol)
    add(coefficient, times: row)
  }

  /// Removes `symbol`'s cell.
  mutating func remove(_ symbol: Symbol) {
    coefficients[symbol] = nil
    negative.remove(symbol)
  }

  /// The symbol to enter the basis: the smallest with a negative coefficient (Bland's rule,
  /// which cannot cycle), or `nil` at the optimum.
  var enteringSymbol: Symbol? { negative.first }
}
