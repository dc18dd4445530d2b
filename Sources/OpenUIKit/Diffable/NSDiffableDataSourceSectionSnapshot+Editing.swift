import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Adding, removing, expanding and collapsing the items of a section snapshot.
///
/// An item the snapshot holds already, or one given twice in a call, is kept where it is and the
/// call says so once; a parent or neighbour the snapshot lacks changes nothing and says so.
extension NSDiffableDataSourceSectionSnapshot {
  /// Appends `items` at the end of `parent`'s children, or of the top level.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    if let parent {
      guard members.contains(parent) else { return report("the parent \(parent)") }
      let fresh = newItems(items)
      children[parent, default: []] += fresh
      adopt(fresh, by: parent)
    } else {
      let fresh = newItems(items)
      rootItems += fresh
      adopt(fresh, by: nil)
    }
  }

  /// Inserts `items` before `before`, among its siblings.
  public mutating func insert(_ items: [ItemIdentifierType], before: ItemIdentifierType) {
    place(items, beside: before, after: false)
  }

  /// Inserts `items` after `after`, among its siblings.
  public mutating func insert(_ items: [ItemIdentifierType], after: ItemIdentifierType) {
    place(items, beside: after, after: true)
  }

  /// Appends the items of `snapshot` (its tree and expansion) under `parent`, or at the top level.
  public mutating func append(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to parent: ItemIdentifierType? = nil
  ) {
    if let parent, !members.contains(parent) { return report("the parent \(parent)") }
    let roots = newItems(snapshot.rootItems)
    if let parent {
      children[parent, default: []] += roots
    } else {
      rootItems += roots
    }
    adopt(roots, by: parent)
    graft(snapshot, under: roots)
  }

  /// Replaces the children of `parent` with the items of `snapshot`.
  public mutating func replace(
    childrenOf parent: ItemIdentifierType,
    using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    guard members.contains(parent) else { return report("the parent \(parent)") }
    delete(children[parent] ?? [])
    append(snapshot, to: parent)
  }

  /// Deletes `items` and everything under them.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items where members.contains(item) {
      var doomed = [item]
      var index = 0
      while index < doomed.count {
        doomed += children[doomed[index]] ?? []
        index += 1
      }
      if let parent = parents[item] {
        children[parent]?.removeAll { $0 == item }
      } else {
        rootItems.removeAll { $0 == item }
      }
      for gone in doomed {
        members.remove(gone)
        expanded.remove(gone)
        children[gone] = nil
        parents[gone] = nil
      }
    }
  }

  /// Deletes every item.
  public mutating func deleteAll() {
    self = NSDiffableDataSourceSectionSnapshot()
  }

  /// Expands `items`: their children show (when their own ancestors are expanded too).
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items where members.contains(item) { expanded.insert(item) }
  }

  /// Collapses `items`: their children no longer show.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items { expanded.remove(item) }
  }

  // MARK: Mechanics

  private mutating func place(
    _ items: [ItemIdentifierType], beside neighbour: ItemIdentifierType, after: Bool
  ) {
    guard members.contains(neighbour) else { return report("the item \(neighbour)") }
    let fresh = newItems(items)
    let parent = parents[neighbour]
    var siblings = parent.map { children[$0] ?? [] } ?? rootItems
    guard let index = siblings.firstIndex(of: neighbour) else { return }
    siblings.insert(contentsOf: fresh, at: after ? index + 1 : index)
    if let parent { children[parent] = siblings } else { rootItems = siblings }
    adopt(fresh, by: parent)
  }

  /// Records `items` as members under `parent`.
  private mutating func adopt(_ items: [ItemIdentifierType], by parent: ItemIdentifierType?) {
    for item in items {
      members.insert(item)
      if let parent { parents[item] = parent }
    }
  }

  /// Copies the subtrees of `snapshot` under `roots` (those of its roots that were added).
  private mutating func graft(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    under roots: [ItemIdentifierType]
  ) {
    var pending = roots
    while let item = pending.popLast() {
      if snapshot.expanded.contains(item) { expanded.insert(item) }
      let own = newItems(snapshot.children[item] ?? [])
      guard !own.isEmpty else { continue }
      children[item] = own
      adopt(own, by: item)
      pending += own
    }
  }

  /// `items` less those held already and repeats, said once for the call.
  private func newItems(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
    var seen = Set<ItemIdentifierType>()
    var repeated: ItemIdentifierType?
    let fresh = items.filter { item in
      if !members.contains(item), seen.insert(item).inserted { return true }
      if repeated == nil { repeated = item }
      return false
    }
    if let repeated {
      Diagnostics.log(
        "NSDiffableDataSourceSectionSnapshot: Fatal: supplied item identifiers are not unique. "
          + "Duplicate identifiers: \(repeated) (\(items.count - fresh.count) in all); each is "
          + "kept where it first appears", module: "OpenUIKit")
    }
    return fresh
  }

  private func report(_ what: String) {
    Diagnostics.log(
      "NSDiffableDataSourceSectionSnapshot: \(what) is not in the snapshot; nothing is changed",
      module: "OpenUIKit")
  }
}
