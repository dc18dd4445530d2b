import CollectionUpdates
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A collection view data source driven by snapshots of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource` (iOS 15 semantics).
///
/// `apply(_:animatingDifferences:completion:)` diffs the new snapshot against the current one
/// (`IdentifierDiff`: deletions, insertions and the fewest moves) and applies the result as one
/// batch update, animated or not; without animation it still diffs, so cells of unchanged items
/// stay. Reloaded items get new cells, reconfigured ones are configured again on their cells.
/// `applySnapshotUsingReloadData(_:completion:)` replaces everything without diffing. It makes
/// itself the collection view's `dataSource`, as UIKit's does.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  /// Makes the cell for an item.
  public typealias CellProvider =
    @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes a supplementary view of a kind at an index path.
  public typealias SupplementaryViewProvider =
    @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  private(set) weak var shownCollectionView: UICollectionView?
  private let cellProvider: CellProvider
  /// The snapshot shown.
  final var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// Makes supplementary views (headers, footers, badges); without one, the collection view
  /// shows an empty view where the layout asks for one, said once.
  open var supplementaryViewProvider: SupplementaryViewProvider?
  /// Asked and told as the user expands and collapses items of a section snapshot.
  open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
  /// Asked and told as the user reorders items (`UICollectionViewDiffableDataSource+Reordering`).
  open var reorderingHandlers = ReorderingHandlers()
  /// The section snapshots applied, by section, while the section's items are theirs.
  final var sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  /// Creates the data source of `collectionView`, which it sets as the collection view's
  /// `dataSource`.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    shownCollectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// A copy of the current snapshot.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Shows `snapshot`: its differences from the current one become one batch update, animated
  /// when `animatingDifferences`; `completion` runs when it is done.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let old = current
    var new = snapshot
    new.clearMarks()
    guard let collectionView = shownCollectionView, !collectionView.needsReload else {
      current = new
      shownCollectionView?.reloadData()
      completion?()
      return
    }
    forgetStaleSectionSnapshots(new)
    var batch = IdentifierDiff.batch(
      from: old.sections.map { ($0.id, $0.items) }, to: new.sections.map { ($0.id, $0.items) })
    mark(snapshot, from: old, into: &batch)
    let reconfigured = snapshot.reconfiguredItemIdentifiers.compactMap { old.indexPath(of: $0) }
    current = new
    let finish: @MainActor (Bool) -> Void = { _ in completion?() }
    if animatingDifferences {
      collectionView.performBatch(batch, reconfiguring: reconfigured, completion: finish)
    } else {
      UIView.performWithoutAnimation {
        collectionView.performBatch(batch, reconfiguring: reconfigured, completion: finish)
      }
    }
  }

  /// Shows `snapshot`, waiting until it is applied.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { continuation in
      apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
    }
  }

  /// Shows `snapshot` by reloading the collection view's data: no diff, no animation.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    var new = snapshot
    new.clearMarks()
    forgetStaleSectionSnapshots(new)
    current = new
    shownCollectionView?.reloadData()
    completion?()
  }

  /// Shows `snapshot` as the items of `section` (appended when the snapshot lacks it): its visible
  /// items, depth first, indented by level; the rest of the snapshot is kept
  /// (`UICollectionViewDiffableDataSource+SectionSnapshots.swift`).
  open func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    applySectionSnapshot(
      snapshot, to: section, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// The section snapshot of `section`: the one applied, or its items as a flat list.
  open func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    sectionSnapshot(for: section)
  }

  /// Adds the snapshot's reloads to `batch`: reloaded sections and items that stay in place are
  /// reloaded; a reloaded item that also moves is deleted and inserted instead.
  private func mark(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    into batch: inout BatchUpdate
  ) {
    let movedSections = Set(batch.movedSections.map(\.from))
    for section in snapshot.reloadedSectionIdentifiers {
      guard let index = old.indexOfSection(section), !movedSections.contains(index) else {
        continue
      }
      batch.reloadedSections.insert(index)
    }
    let reloaded = Set(snapshot.reloadedItemIdentifiers.compactMap { old.indexPath(of: $0) })
    guard !reloaded.isEmpty else { return }
    batch.movedItems.removeAll { move in
      guard reloaded.contains(move.from) else { return false }
      batch.deletedItems.append(move.from)
      batch.insertedItems.append(move.to)
      return true
    }
    let gone = Set(batch.deletedItems)
    batch.reloadedItems += reloaded.filter { !gone.contains($0) }.sorted()
  }

  // MARK: Identifiers and index paths

  /// The item shown at `indexPath`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.itemIdentifier(at: indexPath)
  }

  /// Where `identifier` is shown.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The section shown at `index`.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sections.indices.contains(index) ? current.sections[index].id : nil
  }

  /// The index of `sectionIdentifier`.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  /// The number of sections in the current snapshot.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The number of items in the section.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    current.sections.indices.contains(section) ? current.sections[section].items.count : 0
  }

  /// The provider's cell for the item (an empty cell, said once, when it returns `nil`).
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      showOutlineState(of: item, at: indexPath, on: cell)
      return cell
    }
    Diagnostics.once(
      "diffable-nil-cell",
      "UICollectionViewDiffableDataSource: the cell provider returned nil for \(indexPath); an "
        + "empty cell is used", module: "OpenUIKit")
    return UICollectionViewCell()
  }

  /// Whether `reorderingHandlers.canReorderItem` lets the item move.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    canReorder(at: indexPath)
  }

  /// The user moved an item: the snapshot follows, told to `reorderingHandlers`.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    reorder(from: sourceIndexPath, to: destinationIndexPath)
  }

  /// The supplementary view provider's view.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    Diagnostics.once(
      "diffable-no-supplementary-\(kind)",
      "UICollectionViewDiffableDataSource: no supplementary view of kind \(kind) for "
        + "\(indexPath) (set supplementaryViewProvider); an empty view is used",
      module: "OpenUIKit")
    return UICollectionReusableView()
  }
}
