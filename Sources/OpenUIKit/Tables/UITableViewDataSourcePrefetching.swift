import Foundation

/// Hears which rows a table is about to show as it scrolls, to start loading their data early, as
/// UIKit's `UITableViewDataSourcePrefetching`.
///
/// Set it as the table's `prefetchDataSource`. While the table scrolls, the rows within one screen
/// ahead of the visible ones (below when scrolling down, above when scrolling up) are passed once,
/// nearest first; rows that leave that region without showing (the scroll turned back) are
/// cancelled. Rows passed are never the visible ones; a reload forgets every request.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
  /// Start loading the data of the rows at `indexPaths`, nearest to the visible rows first.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// The rows at `indexPaths` will not show soon after all: stop loading their data.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}

extension UITableView {
  /// Tells the prefetch data source about the rows ahead of `visible` when the table scrolled
  /// since the last tiling.
  final func prefetchRowsAhead(of visible: CGRect) {
    defer { lastTiledOffset = visible.minY }
    guard let prefetchDataSource, let last = lastTiledOffset, visible.minY != last else { return }
    let down = visible.minY > last
    let ahead = rows(
      in: CGRect(
        x: visible.minX, y: down ? visible.maxY : visible.minY - visible.height,
        width: visible.width, height: visible.height))
    let isVisible = { (indexPath: IndexPath) in self.rowCells.views[indexPath] != nil }
    let (request, cancel) = rowPrefetch.update(
      ahead: down ? ahead : ahead.reversed(), isVisible: isVisible)
    if !cancel.isEmpty {
      prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancel.sorted())
    }
    if !request.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: request) }
  }
}
