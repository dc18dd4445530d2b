/// A small set of trait identities: what changed, what a method read, what a handler watches.
///
/// These sets hold a handful of traits, and a theme switch asks each of thousands of views whether
/// two of them meet. The first identity is stored inline, so the common one-trait set needs no
/// heap buffer (and a check touches no memory beyond the view); a linear scan of the rest beats
/// hashing them into a `Set`.
struct TraitIDs: Equatable {
  private var first: ObjectIdentifier?
  private var rest: [ObjectIdentifier] = []

  static let empty = TraitIDs()

  init() {}

  init<S: Sequence>(_ elements: S) where S.Element == ObjectIdentifier {
    for element in elements { insert(element) }
  }

  var isEmpty: Bool { first == nil }
  var count: Int { first == nil ? 0 : 1 + rest.count }

  func contains(_ id: ObjectIdentifier) -> Bool {
    guard let first else { return false }
    return first == id || (!rest.isEmpty && rest.contains(id))
  }

  mutating func insert(_ id: ObjectIdentifier) {
    guard let first else {
      self.first = id
      return
    }
    if first != id && !rest.contains(id) { rest.append(id) }
  }

  /// Whether no identity is in both.
  func isDisjoint(with other: TraitIDs) -> Bool {
    guard let first, other.first != nil else { return true }
    if other.contains(first) { return false }
    if rest.isEmpty { return true }
    for id in rest where other.contains(id) { return false }
    return true
  }

  /// The same identities in any order.
  static func == (lhs: TraitIDs, rhs: TraitIDs) -> Bool {
    lhs.count == rhs.count && lhs.isSubset(of: rhs)
  }

  private func isSubset(of other: TraitIDs) -> Bool {
    guard let first else { return true }
    return other.contains(first) && rest.allSatisfy(other.contains)
  }
}
