import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Row and section changes recorded in a batch.
struct TableUpdates {
  var insertedRows: [IndexPath] = []
  var deletedRows: [IndexPath] = []
  var reloadedRows: [IndexPath] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  /// How rows come and go (the last style given for each in the batch).
  var insertStyle = UITableView.RowAnimation.none
  var deleteStyle = UITableView.RowAnimation.none
}

/// Inserting, deleting and reloading rows and sections, alone or in batches.
///
/// A batch checks the data source as UIKit does: after the updates, each section must have the
/// rows it had, plus those inserted, minus those deleted. When it does not, the table reports
/// UIKit's message (naming the section and the counts) and reloads everything instead of
/// crashing. Deletions use the indexes before the batch, insertions those after it, as UIKit.
/// Measured heights, visible cells, the selection and the last focused row follow their rows.
extension UITableView {
  /// Runs `updates` (inserts, deletes, reloads) as one change; `completion` runs once its row
  /// animations end (at once when nothing animates, or inside another batch).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates(completion: completion)
  }

  /// Starts a batch of changes, ended by ``endUpdates()`` (batches nest).
  public func beginUpdates() {
    if updateNesting == 0 {
      layoutIfNeeded()
      pendingUpdates = TableUpdates()
    }
    updateNesting += 1
  }

  /// Ends a batch started by ``beginUpdates()`` and applies it.
  public func endUpdates() { endUpdates(completion: nil) }

  private func endUpdates(completion: ((Bool) -> Void)?) {
    guard updateNesting > 0 else { return }
    updateNesting -= 1
    guard updateNesting == 0, let updates = pendingUpdates else {
      completion?(true)
      return
    }
    pendingUpdates = nil
    rowPrefetch.forget()  // the rows requested may have moved
    apply(updates, completion: completion)
  }

  /// Inserts rows at `indexPaths` (indexes after the change).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record {
      $0.insertedRows += indexPaths
      $0.insertStyle = animation
    }
  }

  /// Deletes the rows at `indexPaths` (indexes before the change).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record {
      $0.deletedRows += indexPaths
      $0.deleteStyle = animation
    }
  }

  /// Asks the data source again for the rows at `indexPaths`.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record {
      $0.reloadedRows += indexPaths
      $0.insertStyle = animation
      $0.deleteStyle = animation
    }
  }

  /// Inserts whole sections.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record {
      $0.insertedSections.formUnion(sections)
      $0.insertStyle = animation
    }
  }

  /// Deletes whole sections.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record {
      $0.deletedSections.formUnion(sections)
      $0.deleteStyle = animation
    }
  }

  /// Asks the data source again for whole sections.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record {
      $0.reloadedSections.formUnion(sections)
      $0.insertStyle = animation
      $0.deleteStyle = animation
    }
  }

  private func record(_ change: (inout TableUpdates) -> Void) {
    beginUpdates()
    if var updates = pendingUpdates {
      change(&updates)
      pendingUpdates = updates
    }
    endUpdates()
  }

  /// Checks the batch against the data source, then moves heights, cells and selection to the
  /// rows' new indexes.
  private func apply(_ updates: TableUpdates, completion: ((Bool) -> Void)?) {
    if needsReload {
      completion?(true)
      return
    }
    let old = geometry
    var fresh = loadGeometry()
    if let problem = inconsistency(of: updates, old: old, new: fresh) {
      Diagnostics.log(
        "UITableView: Invalid update: \(problem) The table reloads its data instead.",
        module: "OpenUIKit")
      needsReload = true
      selectedRows = []
      setNeedsLayout()
      completion?(true)
      return
    }
    var plan = rowAnimationPlan(for: updates)
    // Old row → new row, per surviving old section; and back, for rows the animation moves.
    let sectionMap = mapSections(old: old.sections.count, updates: updates)
    var rowMaps: [Int: (Int) -> Int?] = [:]
    var oldRows: [Int: (Int) -> Int?] = [:]
    for (oldSection, newSection) in sectionMap {
      let deleted = Set(
        updates.deletedRows.filter { $0.section == oldSection }.map(\.row)
          + (updates.reloadedSections.contains(oldSection)
            ? Array(0..<old.sections[oldSection].rowCount) : []))
      let inserted = updates.insertedRows.filter { $0.section == newSection }.map(\.row).sorted()
      rowMaps[oldSection] = { row in
        guard !deleted.contains(row) else { return nil }
        var index = row - deleted.filter { $0 < row }.count
        for insertion in inserted where insertion <= index { index += 1 }
        return index
      }
      let sortedDeleted = deleted.sorted()
      oldRows[newSection] = { row in
        guard !inserted.contains(row) else { return nil }
        // The k-th surviving row, k = rows before it that were not inserted.
        var old = row - inserted.filter { $0 < row }.count
        for deletion in sortedDeleted where deletion <= old { old += 1 }
        return old
      }
    }
    let oldSections = Dictionary(uniqueKeysWithValues: sectionMap.map { ($1, $0) })
    func map(_ indexPath: IndexPath) -> IndexPath? {
      guard let newSection = sectionMap[indexPath.section],
        let row = rowMaps[indexPath.section]?(indexPath.row)
      else { return nil }
      return IndexPath(row: row, section: newSection)
    }
    // Measured heights follow their rows.
    for (oldSection, newSection) in sectionMap {
      let section = old.sections[oldSection]
      for (index, row) in section.rows.enumerated() {
        if let moved = map(IndexPath(row: row, section: oldSection)),
          moved.row < fresh.sections[newSection].rowCount
        {
          _ = fresh.sections[newSection].setHeight(section.heights[index], ofRow: moved.row)
        }
      }
    }
    fresh.placeSections()
    geometry = fresh
    let reloaded = Set(updates.reloadedRows)
    var cells: [IndexPath: UITableViewCell] = [:]
    for (indexPath, cell) in rowCells.views {
      if !reloaded.contains(indexPath), let moved = map(indexPath) {
        cells[moved] = cell
        plan?.oldFrames[moved] = cell.frame
      } else {
        if var current = plan {
          pictureLeavingRow(cell, into: &current)
          plan = current
        }
        recycle(cell, at: indexPath)
      }
    }
    if plan != nil {
      // What comes: inserted rows, the rows of inserted sections, and reloaded rows anew.
      plan?.arrivingRows = Set(updates.insertedRows).union(updates.reloadedRows.compactMap(map))
      plan?.arrivingSections = IndexSet(
        Array(updates.insertedSections) + updates.reloadedSections.compactMap { sectionMap[$0] })
    }
    rowCells.views = cells
    selectedRows = selectedRows.compactMap(map).sorted()
    if let highlighted = highlightedRow { highlightedRow = map(highlighted) }
    if let focused = lastFocusedIndexPath { lastFocusedIndexPath = map(focused) }
    applyContentSize()
    setNeedsLayout()
    layoutIfNeeded()
    if var plan {
      // Rows that came into view from off screen start where they were.
      for indexPath in rowCells.views.keys
      where plan.oldFrames[indexPath] == nil && !plan.isArriving(indexPath) {
        guard let section = oldSections[indexPath.section],
          let row = oldRows[indexPath.section]?(indexPath.row)
        else { continue }
        plan.oldFrames[indexPath] = old.rect(
          forRow: IndexPath(row: row, section: section), width: bounds.width)
      }
      runRowAnimations(plan, completion: completion)
    } else {
      completion?(true)
    }
  }

  /// Surviving old sections → their new indexes.
  private func mapSections(old count: Int, updates: TableUpdates) -> [Int: Int] {
    var map: [Int: Int] = [:]
    var newIndex = 0
    var oldIndex = 0
    while oldIndex < count {
      while updates.insertedSections.contains(newIndex) { newIndex += 1 }
      if !updates.deletedSections.contains(oldIndex) {
        map[oldIndex] = newIndex
        newIndex += 1
      }
      oldIndex += 1
    }
    return map
  }

  /// UIKit's invalid-update message, or `nil` when the counts agree.
  private func inconsistency(of updates: TableUpdates, old: TableGeometry, new: TableGeometry)
    -> String?
  {
    // Sections named that do not exist are reported before any count is added up: the counts
    // could agree by chance, and an index set can name every integer.
    if let section = updates.deletedSections.first(where: { $0 < 0 || $0 >= old.sections.count }) {
      return "attempt to delete section \(section), but there are only \(old.sections.count) "
        + "sections before the update."
    }
    if let section = updates.reloadedSections.first(where: { $0 < 0 || $0 >= old.sections.count }) {
      return "attempt to reload section \(section), but there are only \(old.sections.count) "
        + "sections before the update."
    }
    if let section = updates.insertedSections.first(where: { $0 < 0 || $0 >= new.sections.count }) {
      return "attempt to insert section \(section), but there are only \(new.sections.count) "
        + "sections after the update."
    }
    let expectedSections =
      old.sections.count + updates.insertedSections.count - updates.deletedSections.count
    if new.sections.count != expectedSections {
      return "invalid number of sections. The number of sections contained in the table view "
        + "after the update (\(new.sections.count)) must be equal to the number of sections "
        + "contained in the table view before the update (\(old.sections.count)), plus or minus "
        + "the number of sections inserted or deleted (\(updates.insertedSections.count) "
        + "inserted, \(updates.deletedSections.count) deleted)."
    }
    for path in updates.deletedRows + updates.reloadedRows
    where !old.sections.indices.contains(path.section) || path.row < 0
      || path.row >= old.sections[path.section].rowCount
    {
      return "attempt to delete or reload row \(path.row) from section \(path.section), which "
        + "does not exist before the update."
    }
    for (oldSection, newSection) in mapSections(old: old.sections.count, updates: updates)
    where !updates.reloadedSections.contains(oldSection) {
      let before = old.sections[oldSection].rowCount
      let after = new.sections[newSection].rowCount
      let inserted = Set(updates.insertedRows.filter { $0.section == newSection }).count
      let deleted = Set(updates.deletedRows.filter { $0.section == oldSection }).count
      if after != before + inserted - deleted {
        return "invalid number of rows in section \(newSection). The number of rows contained in "
          + "an existing section after the update (\(after)) must be equal to the number of rows "
          + "contained in that section before the update (\(before)), plus or minus the number "
          + "of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) "
          + "deleted)."
      }
    }
    for path in updates.insertedRows
    where !new.sections.indices.contains(path.section) || path.row < 0
      || path.row >= new.sections[path.section].rowCount
    {
      return "attempt to insert row \(path.row) into section \(path.section), which does not "
        + "exist after the update."
    }
    return nil
  }
}
