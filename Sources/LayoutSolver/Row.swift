/// One row of the tableau: `basic = constant + Σ coefficient·symbol`, or, before it has a basic
/// symbol, `0 = constant + Σ coefficient·symbol`.
///
/// The cells are kept sorted by symbol, so that a row is walked in the same order everywhere and
/// two rows merge in one pass. Layout rows are short (a handful of cells), so a sorted array
/// beats a hash table for both lookup and merge.
struct Row {
  /// One nonzero coefficient.
  struct Cell {
    var symbol: Symbol
    var coefficient: Double
  }

  /// Coefficients this close to zero are zero: what cancels in a merge is dropped, so that rows
  /// do not fill with noise.
  static let epsilon = 1e-8

  var constant: Double
  private(set) var cells: [Cell] = []

  init(constant: Double) { self.constant = constant }

  /// An empty row with room for `capacity` cells.
  init(constant: Double, capacity: Int) {
    self.constant = constant
    cells.reserveCapacity(capacity)
  }

  /// Whether `value` counts as zero.
  static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  /// The index of `symbol`'s cell, or where it would go.
  private func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) / 2
      let s = cells[middle].symbol
      if s == symbol { return (middle, true) }
      if s < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol` (zero when absent).
  func coefficient(for symbol: Symbol) -> Double {
    let (index, found) = search(symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Adds `coefficient·symbol`.
  /// - Returns: +1 when the symbol appeared, −1 when it cancelled away, 0 otherwise.
  @discardableResult
  mutating func add(_ coefficient: Double, _ symbol: Symbol) -> Int {
    let (index, found) = search(symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if Self.isNearZero(sum) {
        cells.remove(at: index)
        return -1
      }
      cells[index].coefficient = sum
      return 0
    }
    if Self.isNearZero(coefficient) { return 0 }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    return 1
  }

  /// Removes `symbol`'s cell.
  /// - Returns: Its coefficient (zero when absent).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let (index, found) = search(symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  /// Adds `k` times `other` (its constant and its cells), merging in one pass.
  /// - Parameters:
  ///   - added: Gets the symbols that were not in the row before.
  ///   - removed: Gets the symbols that cancelled away.
  ///   - scratch: A buffer the merge is written into and then swapped with the row's cells, so
  ///     that merging allocates nothing once buffers have grown (the caller keeps it).
  mutating func add(
    _ k: Double, times other: Row, added: inout [Symbol], removed: inout [Symbol],
    scratch: inout [Cell]
  ) {
    constant += k * other.constant
    if other.cells.count == 1 {
      let cell = other.cells[0]
      switch add(k * cell.coefficient, cell.symbol) {
      case 1: added.append(cell.symbol)
      case -1: removed.append(cell.symbol)
      default: break
      }
      return
    }
    scratch.removeAll(keepingCapacity: true)
    scratch.reserveCapacity(cells.count + other.cells.count)
    var i = 0
    var j = 0
    while i < cells.count || j < other.cells.count {
      if j == other.cells.count || (i < cells.count && cells[i].symbol < other.cells[j].symbol) {
        scratch.append(cells[i])
        i += 1
      } else if i == cells.count || other.cells[j].symbol < cells[i].symbol {
        let cell = other.cells[j]
        let product = k * cell.coefficient
        if !Self.isNearZero(product) {
          scratch.append(Cell(symbol: cell.symbol, coefficient: product))
          added.append(cell.symbol)
        }
        j += 1
      } else {
        let sum = cells[i].coefficient + k * other.cells[j].coefficient
        if Self.isNearZero(sum) {
          removed.append(cells[i].symbol)
        } else {
          scratch.append(Cell(symbol: cells[i].symbol, coefficient: sum))
        }
        i += 1
        j += 1
      }
    }
    swap(&cells, &scratch)
  }

  /// Negates the constant and every coefficient.
  mutating func negate() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Rewrites `0 = … + c·symbol + …` as `symbol = …`.
  ///
  /// Removes the symbol's cell and divides the rest by −c. The symbol must be in the row.
  mutating func solve(for symbol: Symbol) {
    let scale = -1 / remove(symbol)
    constant *= scale
    for index in cells.indices { cells[index].coefficient *= scale }
  }

  /// The first symbol, in symbol order, that is not a dummy, and either a slack or an error
  /// symbol: what an artificial variable can be pivoted out for.
  var firstRestrictedPivotable: Symbol? {
    cells.first { $0.symbol.kind == .slack || $0.symbol.kind == .error }?.symbol
  }

  /// Whether every cell is a dummy's.
  var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }
}
