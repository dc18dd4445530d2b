import Foundation

/// The items of one section as a tree, as UIKit's `NSDiffableDataSourceSectionSnapshot` (iOS 14).
///
/// Items have children, each parent expanded or collapsed. Applied to a section of a
/// `UICollectionViewDiffableDataSource`, its `visibleItems` (the items whose ancestors are all
/// expanded, depth first) become the section's items; list cells are indented by their `level`.
///
/// Identifiers are unique within the snapshot: adding one it holds already, or one twice in a
/// call, keeps the first and says so once per call (UIKit stops there). Parents start collapsed,
/// as UIKit's. Editing is in `NSDiffableDataSourceSectionSnapshot+Editing.swift`.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  Sendable
{
  /// The items at the top level, in order.
  public internal(set) var rootItems: [ItemIdentifierType] = []
  /// Each parent's children, in order.
  var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
  /// Each child's parent.
  var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
  /// Every item the snapshot holds.
  var members: Set<ItemIdentifierType> = []
  /// The parents shown expanded.
  var expanded: Set<ItemIdentifierType> = []

  /// An empty snapshot.
  public init() {}

  /// Every item, depth first: each parent before its children.
  public var items: [ItemIdentifierType] { depthFirst(onlyVisible: false) }

  /// The items shown: those whose ancestors are all expanded, depth first.
  public var visibleItems: [ItemIdentifierType] { depthFirst(onlyVisible: true) }

  /// Whether the snapshot holds `item`.
  public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

  /// Whether `item` is expanded (a parent collapsed, or an item without children, is not).
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

  /// Whether `item` shows: every ancestor is expanded.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard members.contains(item) else { return false }
    var current = item
    while let parent = parents[current] {
      guard expanded.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// How deep `item` is: 0 at the top level.
  public func level(of item: ItemIdentifierType) -> Int {
    var level = 0
    var current = item
    while let parent = parents[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// The parent of `child`; `nil` at the top level.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

  /// The index of `item` in `items`.
  public func index(of item: ItemIdentifierType) -> Int? {
    guard members.contains(item) else { return nil }
    return items.firstIndex(of: item)
  }

  /// The subtree under `parent` as a snapshot of its own (with `parent` at its top when
  /// `includingParent`), expansion kept.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    var result = NSDiffableDataSourceSectionSnapshot()
    guard members.contains(parent) else { return result }
    if includingParent {
      result.rootItems = [parent]
      result.members.insert(parent)
      if expanded.contains(parent) { result.expanded.insert(parent) }
    } else {
      result.rootItems = children[parent] ?? []
    }
    var pending = children[parent] ?? []
    for child in pending where includingParent { result.parents[child] = parent }
    if includingParent, let own = children[parent] { result.children[parent] = own }
    while let item = pending.popLast() {
      result.members.insert(item)
      if expanded.contains(item) { result.expanded.insert(item) }
      if let own = children[item] {
        result.children[item] = own
        for child in own { result.parents[child] = item }
        pending += own
      }
    }
    return result
  }

  /// A text picture of the tree, one item a line, indented by level; `+` marks an expanded
  /// parent and `-` a collapsed one.
  public func visualDescription() -> String {
    items.map { item in
      let mark = children[item]?.isEmpty == false ? (expanded.contains(item) ? "+ " : "- ") : "  "
      return String(repeating: "  ", count: level(of: item)) + mark + "\(item)"
    }.joined(separator: "\n")
  }

  private func depthFirst(onlyVisible: Bool) -> [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    result.reserveCapacity(onlyVisible ? rootItems.count : members.count)
    var pending = Array(rootItems.reversed())
    while let item = pending.popLast() {
      result.append(item)
      guard !onlyVisible || expanded.contains(item), let own = children[item] else { continue }
      pending += own.reversed()
    }
    return result
  }
}
