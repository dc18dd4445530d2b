import Foundation

/// Section snapshots (iOS 14): a section's items as a tree, shown by their visible items; the
/// user expands and collapses parents through outline disclosures (and the arrows), asking
/// `sectionSnapshotHandlers`.
extension UICollectionViewDiffableDataSource {
  /// What the data source asks and tells as the user expands and collapses items, as UIKit's
  /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
  public struct SectionSnapshotHandlers<Item> {
    /// Whether `item` may expand; `nil` allows it.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Told before `item` expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether `item` may collapse; `nil` allows it.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Told before `item` collapses.
    public var willCollapseItem: ((Item) -> Void)?
    /// The section snapshot to show when `item` expands (children loaded when asked), given the
    /// current one; `nil` keeps it.
    public var snapshotForExpandingParent:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
          -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
      )?

    /// No handlers.
    public init() {}
  }

  final func applySectionSnapshot(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool, completion: (() -> Void)?
  ) {
    var full = current
    if full.indexOfSection(section) == nil { full.appendSections([section]) }
    full.deleteItems(full.itemIdentifiers(inSection: section))
    full.appendItems(snapshot.visibleItems, toSection: section)
    sectionSnapshots[section] = snapshot
    apply(full, animatingDifferences: animatingDifferences, completion: completion)
    refreshOutlineStates(in: section)
  }

  final func sectionSnapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    if let stored = sectionSnapshots[section] { return stored }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(current.itemIdentifiers(inSection: section))
    return flat
  }

  /// Forgets the section snapshots whose sections no longer show their visible items (a plain
  /// snapshot applied over them).
  final func forgetStaleSectionSnapshots(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    for (section, stored) in sectionSnapshots
    where snapshot.itemIdentifiers(inSection: section) != stored.visibleItems {
      sectionSnapshots[section] = nil
    }
  }

  /// Gives a list cell its item's level and expansion.
  final func showOutlineState(
    of item: ItemIdentifierType, at indexPath: IndexPath, on cell: UICollectionViewCell
  ) {
    guard let list = cell as? UICollectionViewListCell,
      let section = sectionIdentifier(for: indexPath.section)
    else { return }
    let stored = sectionSnapshots[section]
    list.indentationLevel = stored?.level(of: item) ?? 0
    list.isOutlineExpanded = stored?.isExpanded(item) ?? false
  }

  /// Brings the rows on screen of `section` up to date (a parent's chevron turns when it
  /// expands; its cell stays).
  private func refreshOutlineStates(in section: SectionIdentifierType) {
    guard let collectionView = shownCollectionView, let index = index(for: section) else { return }
    for indexPath in collectionView.indexPathsForVisibleItems where indexPath.section == index {
      guard let item = itemIdentifier(for: indexPath),
        let cell = collectionView.cellForItem(at: indexPath)
      else { continue }
      showOutlineState(of: item, at: indexPath, on: cell)
    }
  }
}

extension UICollectionViewDiffableDataSource: OutlineToggling {
  /// Expands the item at `indexPath` when collapsed, else collapses it, asking the handlers; the
  /// change is applied animated.
  final func toggleOutline(at indexPath: IndexPath) {
    guard let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section),
      var snapshot = sectionSnapshots[section]
    else { return }
    let handlers = sectionSnapshotHandlers
    if snapshot.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return }
      handlers.willCollapseItem?(item)
      snapshot.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return }
      handlers.willExpandItem?(item)
      if let expanding = handlers.snapshotForExpandingParent {
        snapshot = expanding(item, snapshot)
      }
      snapshot.expand([item])
    }
    applySectionSnapshot(snapshot, to: section, animatingDifferences: true, completion: nil)
  }
}
