import Foundation

/// Reordering by the user (iOS 14): an item whose `canReorderItem` says so can be moved by the
/// collection view's interactive movement (a list row's reorder grip); when it lands somewhere
/// else the data source builds the new snapshot and tells `willReorder`, shows it, then tells
/// `didReorder` with the transaction, as UIKit's. Without `canReorderItem` nothing moves. Items of
/// a section whose section snapshot has children (an outline) do not move: Apple documents no
/// rule for a moved parent's children.
extension UICollectionViewDiffableDataSource {
  /// What the data source asks and tells as the user reorders items, as UIKit's
  /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
  public struct ReorderingHandlers {
    /// Whether `item` may be moved; `nil` (the default) lets none move.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Told before the reordered snapshot is shown.
    public var willReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Told after it is shown: the app updates its own store from the transaction.
    public var didReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// No handlers.
    public init() {}
  }

  final func canReorder(at indexPath: IndexPath) -> Bool {
    guard let canReorderItem = reorderingHandlers.canReorderItem,
      let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section)
    else { return false }
    if let tree = sectionSnapshots[section], !tree.children.isEmpty { return false }
    return canReorderItem(item)
  }

  /// The user moved the item at `source` to `destination`: the snapshot follows, between the
  /// two handlers.
  final func reorder(from source: IndexPath, to destination: IndexPath) {
    let initial = current
    var final = initial
    guard final.sections.indices.contains(source.section),
      final.sections[source.section].items.indices.contains(source.item),
      final.sections.indices.contains(destination.section)
    else { return }
    let item = final.sections[source.section].items.remove(at: source.item)
    let items = final.sections[destination.section].items
    final.sections[destination.section].items.insert(
      item, at: min(max(destination.item, 0), items.count))
    final.sectionOfItem[item] = final.sections[destination.section].id
    var sectionTransactions:
      [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
    for index in Set([source.section, destination.section]).sorted() {
      let section = final.sections[index].id
      let before = initial.sections[index].items
      let after = final.sections[index].items
      sectionTransactions.append(
        NSDiffableDataSourceSectionTransaction(
          sectionIdentifier: section, initialSnapshot: .flat(before), finalSnapshot: .flat(after),
          difference: after.difference(from: before).inferringMoves()))
    }
    let transaction = NSDiffableDataSourceTransaction(
      initialSnapshot: initial, finalSnapshot: final,
      difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves(),
      sectionTransactions: sectionTransactions)
    reorderingHandlers.willReorder?(transaction)
    current = final
    for sectionTransaction in sectionTransactions
    where sectionSnapshots[sectionTransaction.sectionIdentifier] != nil {
      sectionSnapshots[sectionTransaction.sectionIdentifier] = sectionTransaction.finalSnapshot
    }
    reorderingHandlers.didReorder?(transaction)
  }
}

extension NSDiffableDataSourceSectionSnapshot {
  /// A snapshot of `items` at the top level.
  static func flat(_ items: [ItemIdentifierType]) -> Self {
    var snapshot = Self()
    snapshot.append(items)
    return snapshot
  }
}
