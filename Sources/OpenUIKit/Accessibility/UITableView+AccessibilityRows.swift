import AccessibilityTree
import Foundation

/// A table's rows as an assistive technology counts them: one column, rows numbered across
/// sections ("row 12 of 200"), shown or not.
extension UITableView {
  /// Every row and the selected ones, by number.
  var accessibilityTableContent: AccessibilityNode.TableContent {
    reloadIfNeeded()
    let rowCount = geometry.sections.reduce(0) { $0 + $1.rowCount }
    return AccessibilityNode.TableContent(
      rowCount: rowCount, selectedRows: selectedRows.compactMap(flatRow(of:)).sorted())
  }

  /// The number of the row at `indexPath` across sections; `nil` when there is none.
  func flatRow(of indexPath: IndexPath) -> Int? {
    let sections = geometry.sections
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      indexPath.row >= 0, indexPath.row < sections[indexPath.section].rowCount
    else { return nil }
    return sections[..<indexPath.section].reduce(0) { $0 + $1.rowCount } + indexPath.row
  }

  /// The index path of row number `row` across sections; `nil` past the end.
  func indexPath(forFlatRow row: Int) -> IndexPath? {
    reloadIfNeeded()
    guard row >= 0 else { return nil }
    var remaining = row
    for (section, geometry) in geometry.sections.enumerated() {
      if remaining < geometry.rowCount { return IndexPath(row: remaining, section: section) }
      remaining -= geometry.rowCount
    }
    return nil
  }
}

extension UITableViewCell {
  /// The table showing the cell: the nearest table among its superviews.
  var enclosingTableView: UITableView? {
    var current = superview
    while let view = current {
      if let table = view as? UITableView { return table }
      current = view.superview
    }
    return nil
  }
}
