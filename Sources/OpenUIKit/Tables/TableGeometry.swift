import Foundation

/// Where a table's sections, headers, rows and footers are, in content coordinates.
///
/// Memory does not grow with the row count: each section keeps its row count, an estimated row
/// height, and only the rows measured (or told) to differ from the estimate, sorted with prefix
/// sums of their differences. A row's offset is `row × estimate + (differences before it)`: a
/// binary search. A 1,000,000-row table of fixed-height rows stores nothing per row.
struct TableGeometry {
  struct Section {
    var rowCount: Int
    var headerHeight: CGFloat
    var footerHeight: CGFloat
    var estimate: CGFloat
    /// Space above the header (`sectionHeaderTopPadding`), 0 without a header.
    var headerTopPadding: CGFloat = 0
    /// The y of the section's top (the padding's, then the header's).
    var top: CGFloat = 0
    /// Rows whose height differs from the estimate, ascending, with their heights.
    var rows: [Int] = []
    var heights: [CGFloat] = []
    /// `prefix[i]`: the sum of (height − estimate) over `rows[0..<i]`.
    var prefix: [CGFloat] = [0]

    /// The rows' total height.
    var rowsHeight: CGFloat { CGFloat(rowCount) * estimate + (prefix.last ?? 0) }
    /// The section's total height, header and footer included.
    var height: CGFloat { headerTopPadding + headerHeight + rowsHeight + footerHeight }
    /// The y of the header's top.
    var headerTop: CGFloat { top + headerTopPadding }
    /// The y of the first row.
    var rowsTop: CGFloat { headerTop + headerHeight }

    /// The offset of `row`'s top from the first row's.
    func offset(ofRow row: Int) -> CGFloat {
      CGFloat(row) * estimate + prefix[rows.partitioningIndex(where: { $0 >= row })]
    }

    /// The height of `row`.
    func height(ofRow row: Int) -> CGFloat {
      let index = rows.partitioningIndex(where: { $0 >= row })
      return index < rows.count && rows[index] == row ? heights[index] : estimate
    }

    /// Sets `row`'s height; returns whether it changed.
    mutating func setHeight(_ height: CGFloat, ofRow row: Int) -> Bool {
      let index = rows.partitioningIndex(where: { $0 >= row })
      let exists = index < rows.count && rows[index] == row
      let old = exists ? heights[index] : estimate
      guard old != height else { return false }
      if height == estimate {
        rows.remove(at: index)
        heights.remove(at: index)
        prefix.remove(at: index + 1)
      } else if exists {
        heights[index] = height
      } else {
        rows.insert(row, at: index)
        heights.insert(height, at: index)
        prefix.insert(0, at: index + 1)
      }
      for i in index..<rows.count { prefix[i + 1] = prefix[i] + heights[i] - estimate }
      return true
    }

    /// The row whose span contains `y` (offset from the first row), clamped to the rows.
    func row(atOffset y: CGFloat) -> Int {
      guard rowCount > 0 else { return 0 }
      var low = 0
      var high = rowCount - 1
      while low < high {
        let mid = low + (high - low + 1) / 2
        if offset(ofRow: mid) <= y { low = mid } else { high = mid - 1 }
      }
      return low
    }
  }

  var sections: [Section] = []
  /// The table header view's height, above the first section.
  var tableHeaderHeight: CGFloat = 0
  var tableFooterHeight: CGFloat = 0

  /// Places the sections one after the other.
  mutating func placeSections() {
    var y = tableHeaderHeight
    for index in sections.indices {
      sections[index].top = y
      y += sections[index].height
    }
  }

  /// The content height.
  var height: CGFloat {
    (sections.last.map { $0.top + $0.height } ?? tableHeaderHeight) + tableFooterHeight
  }

  /// The rectangle of the row at `indexPath` for a table `width` wide (`.null` when out of range).
  func rect(forRow indexPath: IndexPath, width: CGFloat) -> CGRect {
    guard sections.indices.contains(indexPath.section) else { return .null }
    let section = sections[indexPath.section]
    guard indexPath.row >= 0, indexPath.row < section.rowCount else { return .null }
    return CGRect(
      x: 0, y: section.rowsTop + section.offset(ofRow: indexPath.row), width: width,
      height: section.height(ofRow: indexPath.row))
  }

  /// The first section whose span reaches below `y`.
  func section(atY y: CGFloat) -> Int {
    sections.partitioningIndex(where: { $0.top + $0.height > y })
  }
}

extension Array {
  /// The first index whose element satisfies `predicate`, for a predicate false then true along
  /// the array (a binary search); `count` when none does.
  func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if predicate(self[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
