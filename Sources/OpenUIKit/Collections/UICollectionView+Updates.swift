import CollectionUpdates
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Inserting, deleting, moving, reloading and reconfiguring items and sections, alone or in
/// batches.
///
/// A batch is checked against the data source as UIKit checks it (`UpdateMapping`, in the
/// `CollectionUpdates` target): deletions, reloads and the sources of moves name index paths
/// before the batch; insertions and the destinations of moves name those after it. When the counts
/// do not add up, UIKit's message is reported and the collection view reloads its data instead of
/// stopping. Cells, supplementary views and the selection follow their items; the changes animate
/// (`UICollectionView+UpdateAnimation.swift`).
extension UICollectionView {
  /// Runs `updates` (changes to the data source and calls naming them) as one animated change;
  /// `completion` runs when its animations end, with whether they finished (`false` when the batch
  /// did not add up and the data was reloaded instead).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginBatch()
    if let completion { batchCompletions.append(completion) }
    updates?()
    endBatch()
  }

  /// Inserts items at `indexPaths` (index paths after the change).
  public func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertedItems += indexPaths }
  }

  /// Deletes the items at `indexPaths` (index paths before the change).
  public func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deletedItems += indexPaths }
  }

  /// Moves an item from `indexPath` (before the change) to `newIndexPath` (after it).
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedItems.append(.init(from: indexPath, to: newIndexPath)) }
  }

  /// Shows the items at `indexPaths` afresh: the data source makes new cells for them.
  public func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadedItems += indexPaths }
  }

  /// Inserts whole sections (indexes after the change).
  public func insertSections(_ sections: IndexSet) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes whole sections (indexes before the change).
  public func deleteSections(_ sections: IndexSet) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Moves a section from `section` (before the change) to `newSection` (after it).
  public func moveSection(_ section: Int, toSection newSection: Int) {
    guard section >= 0, newSection >= 0 else { return reportNegative(section, newSection) }
    record { $0.movedSections.append(.init(from: section, to: newSection)) }
  }

  /// Shows whole sections afresh.
  public func reloadSections(_ sections: IndexSet) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// Configures the cells of the items at `indexPaths` again, keeping them.
  ///
  /// The data source is asked for each visible item's cell, and dequeuing hands back the cell it already has. Inside
  /// a batch, the index paths are those before it and it happens after the batch.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    if batchNesting > 0 {
      pendingReconfigures += indexPaths
    } else {
      reconfigure(indexPaths)
    }
  }

  /// Applies a batch worked out elsewhere (a diffable data source's diff), as one batch update.
  final func performBatch(
    _ batch: BatchUpdate, reconfiguring: [IndexPath], completion: @escaping (Bool) -> Void
  ) {
    beginBatch()
    batchCompletions.append(completion)
    pendingBatch?.formUnion(batch)
    pendingReconfigures += reconfiguring
    endBatch()
  }

  private func record(_ change: (inout BatchUpdate) -> Void) {
    beginBatch()
    if var batch = pendingBatch {
      change(&batch)
      pendingBatch = batch
    }
    endBatch()
  }

  private func beginBatch() {
    if batchNesting == 0 {
      pendingBatch = BatchUpdate()
      pendingReconfigures = []
    }
    batchNesting += 1
  }

  /// Applies the batch when the outermost one ends.
  private func endBatch() {
    batchNesting -= 1
    guard batchNesting == 0 else { return }
    let batch = pendingBatch ?? BatchUpdate()
    let reconfigures = pendingReconfigures
    let completions = batchCompletions
    pendingBatch = nil
    pendingReconfigures = []
    batchCompletions = []
    // The app's own change during an interactive movement: its index paths name the data
    // source's order, not the one shown; everything is read again.
    if movement != nil {
      reloadData()
      completions.forEach { $0(false) }
      return
    }
    applyBatch(batch, reconfiguring: reconfigures) { finished in
      completions.forEach { $0(finished) }
    }
  }

  private func reportNegative(_ section: Int, _ newSection: Int) {
    Diagnostics.log(
      "UICollectionView: attempt to move section \(section) to section \(newSection); nothing is "
        + "moved", module: "OpenUIKit")
  }

  /// Asks the data source again for the visible cells of `indexPaths`, handing back each cell.
  final func reconfigure(_ indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for indexPath in indexPaths {
      guard let cell = elements.views[.cell(indexPath)] as? UICollectionViewCell else { continue }
      reconfiguringCell = cell
      let returned = dataSource.collectionView(self, cellForItemAt: dataIndexPath(for: indexPath))
      if returned !== cell {
        Diagnostics.once(
          "collection-reconfigure-other-cell",
          "UICollectionView: the data source returned another cell while the cell of "
            + "\(indexPath) was reconfigured (dequeue it with the same reuse identifier); the new "
            + "cell is not used", module: "OpenUIKit")
        if returned.superview == nil { cellQueue.enqueue(returned) }
      }
      reconfiguringCell = nil
      // New content may need another length.
      if let attributes = layoutAttributesForItem(at: indexPath), selfSize(cell, for: attributes) {
        setNeedsLayout()
      }
    }
  }

  /// The cell being reconfigured, when `identifier` is the one it was dequeued with.
  final func takeReconfiguringCell(_ identifier: String) -> UICollectionViewCell? {
    guard let cell = reconfiguringCell, cell.reuseIdentifier == identifier else { return nil }
    reconfiguringCell = nil
    return cell
  }
}
