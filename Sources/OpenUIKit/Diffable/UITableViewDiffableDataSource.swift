import Foundation

/// A table data source driven by snapshots of identifiers, as UIKit's
/// `UITableViewDiffableDataSource`: `apply(_:animatingDifferences:completion:)` works out the
/// inserted, deleted and reloaded rows and updates the table with one batch; cells of unchanged
/// items stay (a reconfigured item is configured again on its own cell).
///
/// It makes itself the table's `dataSource`, as UIKit's does.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource {
  /// Makes the cell for an item.
  public typealias CellProvider =
    @MainActor (UITableView, IndexPath, ItemIdentifierType) ->
    UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// How applied changes animate (accepted for source compatibility).
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// Creates the data source of `tableView`, which it sets as the table's `dataSource`.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// A copy of the current snapshot.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Shows `snapshot`: the differences from the current one become one batch of row and section
  /// updates; `completion` runs after.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let old = current
    var new = snapshot
    let reconfigured = new.reconfiguredItemIdentifiers
    let reloaded = Set(
      new.reloadedItemIdentifiers
        + new.reloadedSectionIdentifiers.flatMap { new.itemIdentifiers(inSection: $0) })
    new.clearMarks()
    guard let tableView else {
      current = new
      completion?()
      return
    }
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let newSectionSet = Set(newSections)
    let oldSectionSet = Set(oldSections)
    let kept = oldSections.filter { newSectionSet.contains($0) }
    // Sections that survive must keep their order; otherwise reload everything.
    guard kept == newSections.filter({ oldSectionSet.contains($0) }) else {
      current = new
      tableView.reloadData()
      completion?()
      return
    }
    tableView.beginUpdates()
    do {
      current = new
      tableView.deleteSections(
        IndexSet(oldSections.indices.filter { !newSectionSet.contains(oldSections[$0]) }),
        with: defaultRowAnimation)
      tableView.insertSections(
        IndexSet(newSections.indices.filter { !oldSectionSet.contains(newSections[$0]) }),
        with: defaultRowAnimation)
      for section in kept {
        guard let oldIndex = old.indexOfSection(section), let newIndex = new.indexOfSection(section)
        else { continue }
        let before = old.itemIdentifiers(inSection: section)
        let after = new.itemIdentifiers(inSection: section)
        let difference = after.difference(from: before)
        var deleted: [IndexPath] = []
        var inserted: [IndexPath] = []
        for change in difference {
          switch change {
          case .remove(let offset, _, _): deleted.append(IndexPath(row: offset, section: oldIndex))
          case .insert(let offset, _, _): inserted.append(IndexPath(row: offset, section: newIndex))
          }
        }
        let reloadRows = before.indices.filter { index in
          reloaded.contains(before[index])
            && !deleted.contains(IndexPath(row: index, section: oldIndex))
        }.map { IndexPath(row: $0, section: oldIndex) }
        tableView.deleteRows(at: deleted, with: defaultRowAnimation)
        tableView.insertRows(at: inserted, with: defaultRowAnimation)
        tableView.reloadRows(at: reloadRows, with: defaultRowAnimation)
      }
    }
    tableView.endUpdates()
    for item in reconfigured {
      guard let indexPath = indexPath(for: item), let cell = tableView.cellForRow(at: indexPath)
      else { continue }
      reconfigure(cell, item: item, at: indexPath)
    }
    completion?()
  }

  /// Configures a visible cell again: the provider is called, and the cell it returns must be the
  /// same one (it dequeues the cell being reconfigured).
  private func reconfigure(
    _ cell: UITableViewCell, item: ItemIdentifierType, at indexPath: IndexPath
  ) {
    guard let tableView else { return }
    tableView.reconfiguringCell = cell
    defer { tableView.reconfiguringCell = nil }
    _ = cellProvider(tableView, indexPath, item)
  }

  /// The item shown at `indexPath`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    let sections = current.sectionIdentifiers
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = current.itemIdentifiers(inSection: sections[indexPath.section])
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  /// Where `identifier` is shown.
  open func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
    guard let section = current.sectionIdentifier(containingItem: identifier),
      let sectionIndex = current.indexOfSection(section),
      let row = current.itemIdentifiers(inSection: section).firstIndex(of: identifier)
    else { return nil }
    return IndexPath(row: row, section: sectionIndex)
  }

  /// The section shown at `index`.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = current.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  /// The number of sections in the current snapshot.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// The number of items in the section.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
  }

  /// The provider's cell for the item (a default cell when it returns `nil`).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
    return cell
  }

  /// No header title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}
