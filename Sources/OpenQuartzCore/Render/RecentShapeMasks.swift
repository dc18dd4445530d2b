/// The last few shape masks asked for, compared by ``ShapeMaskCache/isSame(_:_:)``: a list's cards
/// ask for their shadow, then their body, then their text's, card after card, with the same color
/// objects, so the next key is almost always one of the last few, found without hashing.
struct RecentShapeMasks {
  /// How many are remembered: a card's shadow, body and border, and one more.
  static let capacity = 4

  private var entries: [(key: ShapeMaskCache.Key, mask: RasterSurface)] = []
  private var next = 0

  /// The remembered mask for `key`, if it is one of the last few.
  func mask(for key: ShapeMaskCache.Key) -> RasterSurface? {
    for entry in entries where ShapeMaskCache.isSame(entry.key, key) { return entry.mask }
    return nil
  }

  /// Remembers `mask` for `key`, in place of the oldest.
  mutating func remember(_ key: ShapeMaskCache.Key, _ mask: RasterSurface) {
    if entries.count < Self.capacity {
      entries.append((key, mask))
    } else {
      entries[next] = (key, mask)
      next = (next + 1) % Self.capacity
    }
  }

  /// Forgets every mask.
  mutating func removeAll() {
    entries.removeAll()
    next = 0
  }
}
