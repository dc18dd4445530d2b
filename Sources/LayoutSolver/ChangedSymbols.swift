/// The variables whose values moved since a caller last asked: each listed once, in the order
/// they first moved.
///
/// A mark per symbol number and a list, instead of a hash set: the solver marks a variable at
/// every row update that moves it, and a set grows its buckets (allocating each time) while a
/// rebuild marks a cell's variables one by one. Only variables are marked, so the marks reach
/// the newest variable's number (a solver's variables are made with its items), and a caller
/// that never asks does not make the list grow without end: each variable is listed once.
struct ChangedSymbols {
  /// Whether each symbol number is listed (index = ``Symbol/id``).
  private var marks: [Bool] = []
  /// The marked symbols, in the order they were marked.
  private(set) var symbols: [Symbol] = []

  /// An empty list.
  init() {}

  var isEmpty: Bool { symbols.isEmpty }

  /// Lists `symbol` unless it already is.
  @inline(__always)
  mutating func insert(_ symbol: Symbol) {
    let id = symbol.id
    if id < marks.count {
      if marks[id] { return }
    } else {
      // Room for this symbol and the next few made after it.
      marks.append(contentsOf: repeatElement(false, count: id - marks.count + 16))
    }
    marks[id] = true
    symbols.append(symbol)
  }

  /// Empties the list, keeping its storage.
  mutating func removeAll() {
    for symbol in symbols { marks[symbol.id] = false }
    symbols.removeAll(keepingCapacity: true)
  }
}
