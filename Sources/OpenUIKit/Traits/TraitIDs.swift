/// A small set of trait identities: what changed, what a method read, what a handler watches.
///
/// These sets hold a handful of traits, and a theme switch asks each of thousands of views whether
/// two of them meet; a linear scan of a few identifiers beats hashing them into a `Set`.
struct TraitIDs: Equatable {
  private(set) var ids: [ObjectIdentifier] = []

  static let empty = TraitIDs()

  init() {}

  init<S: Sequence>(_ elements: S) where S.Element == ObjectIdentifier {
    for element in elements { insert(element) }
  }

  var isEmpty: Bool { ids.isEmpty }
  var count: Int { ids.count }

  func contains(_ id: ObjectIdentifier) -> Bool { ids.contains(id) }

  mutating func insert(_ id: ObjectIdentifier) {
    if !ids.contains(id) { ids.append(id) }
  }

  /// Whether no identity is in both.
  func isDisjoint(with other: TraitIDs) -> Bool {
    if ids.isEmpty || other.ids.isEmpty { return true }
    for id in ids where other.ids.contains(id) { return false }
    return true
  }

  /// The same identities in any order.
  static func == (lhs: TraitIDs, rhs: TraitIDs) -> Bool {
    lhs.ids.count == rhs.ids.count && lhs.ids.allSatisfy(rhs.ids.contains)
  }
}
