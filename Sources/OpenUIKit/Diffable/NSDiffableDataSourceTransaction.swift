import Foundation

/// What a reordering by the user changed, as UIKit's `NSDiffableDataSourceTransaction`: the
/// snapshots before and after, and the difference between their items, for
/// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
public struct NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The snapshot before the reordering.
  public let initialSnapshot:
    NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot after it.
  public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The difference from the initial snapshot's items to the final one's (every section's, in
  /// order), with the moved item's removal and insertion associated.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// One transaction for each section whose items changed.
  public let sectionTransactions:
    [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// What a reordering changed in one section, as UIKit's `NSDiffableDataSourceSectionTransaction`:
/// apply `difference` to the section's items in the app's own store, or take `finalSnapshot`'s.
public struct NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// Its items before the reordering.
  public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// Its items after it.
  public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The difference from the initial items to the final ones.
  public let difference: CollectionDifference<ItemIdentifierType>
}
