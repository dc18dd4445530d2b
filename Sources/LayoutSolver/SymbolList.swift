/// A column of the tableau: the basic symbols whose rows hold one symbol, kept sorted.
///
/// Layout columns are short (a symbol appears in a handful of rows), so a sorted array beats a
/// hash set: no hashing, no buckets to allocate and grow, and the rows come out already in the
/// symbol order every walk over them takes (which keeps the solver deterministic).
struct SymbolList: Sequence {
  private(set) var symbols: [Symbol] = []

  /// An empty list.
  init() {}

  /// An empty list with room for `capacity` symbols (a column seldom outgrows four).
  init(capacity: Int) { symbols.reserveCapacity(capacity) }

  var isEmpty: Bool { symbols.isEmpty }
  /// The smallest symbol.
  var first: Symbol? { symbols.first }
  var count: Int { symbols.count }

  /// The index of `symbol`, or where it would go.
  private func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let middle = (low + high) / 2
      let s = symbols[middle]
      if s == symbol { return (middle, true) }
      if s < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// Adds `symbol` (once).
  mutating func insert(_ symbol: Symbol) {
    // Rows are mostly made in creation order: appending is the common case.
    if let last = symbols.last, last < symbol {
      symbols.append(symbol)
      return
    }
    let (index, found) = search(symbol)
    if !found { symbols.insert(symbol, at: index) }
  }

  /// Removes `symbol` if present.
  mutating func remove(_ symbol: Symbol) {
    let (index, found) = search(symbol)
    if found { symbols.remove(at: index) }
  }

  func makeIterator() -> IndexingIterator<[Symbol]> { symbols.makeIterator() }
}
