import Testing

@testable import LayoutSolver

/// A key that counts how often the standard library asks for its raw hash.
private struct CountingKey: Hashable {
  nonisolated(unsafe) static var rawHashCalls = 0
  let value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
  func _rawHashValue(seed: Int) -> Int {
    Self.rawHashCalls += 1
    return value ^ seed
  }
}

/// The assumption behind `SymbolHashing.swift`: `Set` and `Dictionary` hash through
/// `_rawHashValue(seed:)`, and symbol tables stay right with the mix it uses.
@Suite(.serialized) struct SymbolHashingTests {
  @Test func setsAndDictionariesCallTheRawHash() {
    CountingKey.rawHashCalls = 0
    var set: Set<CountingKey> = []
    var dictionary: [CountingKey: Int] = [:]
    for value in 0..<100 {
      set.insert(CountingKey(value: value))
      dictionary[CountingKey(value: value)] = value
    }
    #expect(set.contains(CountingKey(value: 42)))
    #expect(CountingKey.rawHashCalls >= 200)
  }

  @Test func symbolTablesFindEverySymbolAndSpreadThem() {
    var table: [Symbol: Int] = [:]
    var set = Set<Symbol>()
    let symbols = (1...10_000).map { Symbol(id: $0, kind: Symbol.Kind(rawValue: UInt8($0 % 4))!) }
    for (index, symbol) in symbols.enumerated() {
      table[symbol] = index
      set.insert(symbol)
    }
    #expect(symbols.enumerated().allSatisfy { table[$0.element] == $0.offset })
    #expect(set.count == 10_000 && !set.contains(Symbol(id: 10_001, kind: .slack)))
    // Low bits (what a table's buckets use) take every value over a run of numbers.
    let buckets = Set(symbols.prefix(4096).map { $0._rawHashValue(seed: 0) & 1023 })
    #expect(buckets.count > 900)
  }
}
