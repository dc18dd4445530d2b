import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenQuartzCore

/// Loading counts and heights, and tiling the visible rows with cells.
extension UITableView {
  /// Loads counts and heights from the data source when a reload is pending.
  final func reloadIfNeeded() {
    guard needsReload, !isTiling else { return }
    needsReload = false
    rowCells.recycleAll { recycle($1, at: $0) }
    for (_, view) in headerViews { recycleHeaderFooter(view) }
    for (_, view) in footerViews { recycleHeaderFooter(view) }
    headerViews = [:]
    footerViews = [:]
    geometry = loadGeometry()
    applyContentSize()
  }

  /// Counts and section heights from the data source and delegate.
  final func loadGeometry() -> TableGeometry {
    var geometry = TableGeometry()
    geometry.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
    geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0
    guard let dataSource else { return geometry }
    let sectionCount = sanitizedCount(
      dataSource.numberOfSections(in: self), "sections", limit: Self.maximumSections)
    let estimate = rowEstimate
    delegateGivesRowHeights = false
    for section in 0..<sectionCount {
      let rows = sanitizedCount(
        dataSource.tableView(self, numberOfRowsInSection: section), "rows in section \(section)",
        limit: Self.maximumRowsPerSection)
      let header = headerHeight(for: section)
      geometry.sections.append(
        TableGeometry.Section(
          rowCount: rows, headerHeight: header, footerHeight: footerHeight(for: section),
          estimate: estimate, headerTopPadding: header > 0 ? resolvedHeaderTopPadding : 0))
    }
    if let delegate = tableDelegate,
      let first = geometry.sections.firstIndex(where: { $0.rowCount > 0 })
    {
      delegateGivesRowHeights =
        delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: first))
        != Self.notImplementedHeight
    }
    // Without an estimate, every row is asked for its height now, as UIKit does, up to a limit.
    asksHeightsUpFront = estimatedRowHeight == 0 && delegateGivesRowHeights
    if asksHeightsUpFront {
      var rows = 0
      for section in geometry.sections where rows <= Self.maximumUpFrontHeights {
        rows += section.rowCount
      }
      if rows > Self.maximumUpFrontHeights {
        asksHeightsUpFront = false
        Diagnostics.once(
          "table-up-front-heights",
          "UITableView: more than \(Self.maximumUpFrontHeights) rows with estimatedRowHeight 0; "
            + "rows are asked for their heights as they show, estimated at \(estimate) points "
            + "until then", module: "OpenUIKit")
      }
    }
    if asksHeightsUpFront {
      for section in geometry.sections.indices {
        for row in 0..<geometry.sections[section].rowCount {
          if let height = givenHeight(IndexPath(row: row, section: section)) {
            _ = geometry.sections[section].setHeight(height, ofRow: row)
          }
        }
      }
    }
    geometry.placeSections()
    return geometry
  }

  /// The height assumed for a row not yet shown.
  final var rowEstimate: CGFloat {
    if estimatedRowHeight > 0, estimatedRowHeight.isFinite { return estimatedRowHeight }
    if rowHeight >= 0, rowHeight.isFinite { return rowHeight }
    return 44
  }

  /// A count from the data source: negative counts are 0 and huge ones clamped (said once).
  private func sanitizedCount(_ count: Int, _ what: String, limit: Int) -> Int {
    if count < 0 {
      Diagnostics.once(
        "table-negative-count", "UITableView: the data source reports \(count) \(what); 0 is used",
        module: "OpenUIKit")
      return 0
    }
    if count > limit {
      Diagnostics.once(
        "table-huge-count-\(limit)",
        "UITableView: the data source reports \(count) \(what); \(limit) are shown",
        module: "OpenUIKit")
      return limit
    }
    return count
  }

  /// A height from the delegate or the table, as given: `nil` for "measure the cell".
  final func givenHeight(_ indexPath: IndexPath) -> CGFloat? {
    var height = rowHeight
    if delegateGivesRowHeights, let delegate = tableDelegate {
      height = delegate.tableView(self, heightForRowAt: indexPath)
    }
    if height == Self.automaticDimension { return nil }
    return sanitizedHeight(height, "row \(indexPath)")
  }

  /// Negative and non-finite heights are 0 (said once).
  final func sanitizedHeight(_ height: CGFloat, _ what: String) -> CGFloat {
    guard !(height.isFinite && height >= 0) else { return height }
    Diagnostics.once(
      "table-bad-height", "UITableView: the height \(height) of \(what) is not valid; 0 is used",
      module: "OpenUIKit")
    return 0
  }

  /// `sectionHeaderTopPadding`, with ``automaticDimension`` as 0 (UIKit's iOS 14 layout; iOS 15
  /// puts 22 points above plain headers).
  private var resolvedHeaderTopPadding: CGFloat {
    let padding = sectionHeaderTopPadding
    if padding == Self.automaticDimension { return 0 }
    return sanitizedHeight(padding, "sectionHeaderTopPadding")
  }

  private func headerHeight(for section: Int) -> CGFloat {
    supplementaryHeight(
      section, given: tableDelegate?.tableView(self, heightForHeaderInSection: section),
      table: sectionHeaderHeight, what: "header",
      hasContent: dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        || tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil)
  }

  private func footerHeight(for section: Int) -> CGFloat {
    supplementaryHeight(
      section, given: tableDelegate?.tableView(self, heightForFooterInSection: section),
      table: sectionFooterHeight, what: "footer",
      hasContent: dataSource?.tableView(self, titleForFooterInSection: section) != nil
        || tableDelegate?.tableView(self, viewForFooterInSection: section) != nil)
  }

  /// A header's or footer's height: the delegate's, else the table's, else the style's default
  /// (28 plain, 38 grouped with a title or view; 0 plain, 18 grouped without).
  private func supplementaryHeight(
    _ section: Int, given: CGFloat?, table: CGFloat, what: String, hasContent: Bool
  ) -> CGFloat {
    if let given, given != Self.notImplementedHeight, given != Self.automaticDimension {
      return sanitizedHeight(given, "the \(what) of section \(section)")
    }
    if table != Self.automaticDimension { return sanitizedHeight(table, "section \(what)s") }
    if style == .plain { return hasContent ? 28 : 0 }
    return hasContent ? 38 : 18
  }

  final func applyContentSize() {
    contentSize = CGSize(width: bounds.width, height: geometry.height)
  }

  /// A row rectangle moved in for an inset grouped table.
  final func rowFrame(_ rect: CGRect) -> CGRect {
    guard style == .insetGrouped, !rect.isNull else { return rect }
    let inset: CGFloat = bounds.width >= 600 ? 20 : 16
    return rect.insetBy(dx: inset, dy: 0)
  }

  /// The rows meeting `rect` (content coordinates), in order.
  final func rows(in rect: CGRect) -> [IndexPath] {
    guard rect.height > 0, rect.origin.y.isFinite, rect.height.isFinite else { return [] }
    var result: [IndexPath] = []
    var sectionIndex = geometry.section(atY: rect.minY)
    while sectionIndex < geometry.sections.count {
      let section = geometry.sections[sectionIndex]
      if section.top >= rect.maxY { break }
      if section.rowCount > 0 {
        var row = section.row(atOffset: rect.minY - section.rowsTop)
        while row < section.rowCount {
          let top = section.rowsTop + section.offset(ofRow: row)
          if top >= rect.maxY { break }
          if top + section.height(ofRow: row) > rect.minY {
            result.append(IndexPath(row: row, section: sectionIndex))
          }
          row += 1
        }
      }
      sectionIndex += 1
    }
    return result
  }

  // MARK: Tiling

  /// Shows a cell for each visible row (measuring rows as they first show), hands the rest back
  /// to the reuse pool, and places headers, footers and the table's header and footer views.
  final func tile() {
    guard !isTiling else { return }
    isTiling = true
    defer { isTiling = false }
    let visible = CGRect(origin: contentOffset, size: bounds.size)
    // Rows are measured as they show: their positions settle top-down in this one pass, and the
    // next row is found from the rows placed before it.
    rowCells.retile(
      visible: lazilyVisibleRows(in: visible),
      isVisible: { geometry.rect(forRow: $0, width: bounds.width).intersects(visible) },
      make: { makeCell(at: $0) },
      place: { indexPath, cell in
        let height = measuredHeight(of: cell, at: indexPath)
        if geometry.sections[indexPath.section].setHeight(height, ofRow: indexPath.row) {
          geometry.placeSections()
        }
        place(
          cell, at: indexPath, in: rowFrame(geometry.rect(forRow: indexPath, width: bounds.width)))
      },
      recycle: { recycle($1, at: $0) })
    prefetchRowsAhead(of: visible)
    updateSeparatorsAroundSelection()
    applyContentSize()
    placeHeadersAndFooters(in: visible)
    tableHeaderView?.frame.origin = .zero
    if let footer = tableFooterView {
      footer.frame.origin = CGPoint(x: 0, y: geometry.height - geometry.tableFooterHeight)
    }
  }

  /// The rows meeting `visible`, each found from the one before after that one is placed.
  private func lazilyVisibleRows(in visible: CGRect) -> some Sequence<IndexPath> {
    sequence(state: (first: rows(in: visible).first, last: IndexPath?.none)) { state in
      let row = state.last.flatMap { self.next(after: $0, below: visible) } ?? state.first
      state = (nil, row)
      return row
    }
  }

  /// The row after `indexPath` when it starts above `visible`'s bottom.
  private func next(after indexPath: IndexPath, below visible: CGRect) -> IndexPath? {
    var section = indexPath.section
    var row = indexPath.row + 1
    while section < geometry.sections.count {
      let s = geometry.sections[section]
      if row < s.rowCount {
        let top = s.rowsTop + s.offset(ofRow: row)
        return top < visible.maxY ? IndexPath(row: row, section: section) : nil
      }
      section += 1
      row = 0
      if section < geometry.sections.count, geometry.sections[section].top >= visible.maxY {
        return nil
      }
    }
    return nil
  }

  /// A cell from the data source for a row coming into view.
  private func makeCell(at indexPath: IndexPath) -> UITableViewCell {
    guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
    var cell = dataSource.tableView(self, cellForRowAt: indexPath)
    if rowCells.isShowing(cell) {
      Diagnostics.once(
        "table-cell-twice",
        "UITableView: the data source returned a cell already showing another row for \(indexPath); "
          + "a default cell is used", module: "OpenUIKit")
      cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    } else if let other = cell.superview as? UITableView, other !== self {
      Diagnostics.once(
        "table-cell-elsewhere",
        "UITableView: the data source returned a cell that another table shows for \(indexPath); "
          + "a default cell is used (dequeue cells from the table asking)", module: "OpenUIKit")
      cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    cell.setSelected(selectedRows.contains(indexPath), animated: false)
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    // Below headers, indicators and the table's own views.
    insertSubview(cell, at: 0)
    return cell
  }

  /// The row's height: given by the table or delegate, else the cell's fitting height.
  private func measuredHeight(of cell: UITableViewCell, at indexPath: IndexPath) -> CGFloat {
    if asksHeightsUpFront {
      return geometry.sections[indexPath.section].height(ofRow: indexPath.row)
    }
    if let given = givenHeight(indexPath) { return given }
    let width = rowFrame(CGRect(x: 0, y: 0, width: bounds.width, height: 1)).width
    cell.frame.size.width = width
    return sanitizedHeight(
      cell.sizeThatFits(CGSize(width: width, height: 0)).height, "the cell of row \(indexPath)")
  }

  private func place(_ cell: UITableViewCell, at indexPath: IndexPath, in rect: CGRect) {
    if cell.frame != rect { cell.frame = rect }
    let section = geometry.sections[indexPath.section]
    let isLast = indexPath.row == section.rowCount - 1
    let hidesSeparator =
      separatorStyle == .none || (style != .plain && isLast)
    if cell.separatorView.isHidden != hidesSeparator {
      cell.separatorView.isHidden = hidesSeparator
    }
    if cell.tableSeparatorInset != separatorInset {
      cell.tableSeparatorInset = separatorInset
      cell.setNeedsLayout()
    }
    if let separatorColor, cell.separatorView.backgroundColor != separatorColor {
      cell.separatorView.backgroundColor = separatorColor
    }
    if style == .insetGrouped {
      var corners: CACornerMask = []
      if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
      cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
      cell.layer.maskedCorners = corners
      cell.clipsToBounds = !corners.isEmpty
    }
    if style != .plain, cell.backgroundColor == .systemBackground {
      cell.backgroundColor = .secondarySystemGroupedBackground
    }
  }

  /// Hands `cell` back to the reuse pool (by its identifier), telling the delegate.
  final func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
    cell.removeFromSuperview()
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    cellQueue.enqueue(cell)
  }
}
