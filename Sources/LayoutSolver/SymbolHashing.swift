/// The one trick in the solver: symbols, constraint handles and variables hash without `Hasher`.
///
/// Every tableau operation looks symbols up in hash tables, and a profile of the feed benchmark
/// spent about a quarter of the solver's time making and finishing `Hasher`s (SipHash with a
/// per-process seed) for one integer each. These numbers are dense and never chosen by an
/// outsider, so flooding is not a concern: `_rawHashValue(seed:)`, the standard library's
/// underscored fast path for single-word keys, mixes the number with the table's seed in a few
/// multiplications instead.
///
/// The assumption: the standard library's `Set` and `Dictionary` call `_rawHashValue(seed:)` for
/// their buckets. `SymbolHashingTests` checks that they do, with a key type of its own that
/// counts the calls, and that symbol tables stay right; if a toolchain stopped calling it, the
/// tables would fall back to `hash(into:)`, correct but slower, and that test would say so.
extension Symbol {
  func hash(into hasher: inout Hasher) { hasher.combine(raw) }

  /// Good low bits, which the tables take for the bucket.
  func _rawHashValue(seed: Int) -> Int { mixedHash(raw, seed: seed) }
}

/// A 64-bit mix (splitmix64's finalizer) of a dense number and a table's seed.
@inline(__always)
func mixedHash(_ value: Int, seed: Int) -> Int {
  var x = UInt64(bitPattern: Int64(value)) ^ UInt64(bitPattern: Int64(seed))
  x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
  x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
  return Int(bitPattern: UInt(x ^ (x >> 31)))
}

/// Constraint handles are numbered in order too: the same fast path.
extension ConstraintID {
  /// Hashes the number.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
  /// The number, mixed with the table's seed.
  public func _rawHashValue(seed: Int) -> Int { mixedHash(value, seed: seed) }
}

/// A variable is its symbol: the same fast path.
extension Variable {
  /// Hashes the symbol.
  public func hash(into hasher: inout Hasher) { hasher.combine(symbol.raw) }
  /// The symbol, mixed with the table's seed.
  public func _rawHashValue(seed: Int) -> Int { mixedHash(symbol.raw, seed: seed) }
}
