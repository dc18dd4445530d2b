import Foundation

/// Hears which items a collection view is about to show as it scrolls, to start loading their
/// data early, as UIKit's `UICollectionViewDataSourcePrefetching`.
///
/// Set it as the collection view's `prefetchDataSource` (with `isPrefetchingEnabled`, the
/// default). While the content scrolls, the items within one screen ahead of the visible ones, in
/// the direction of travel, are passed once, nearest first; items that leave that region without
/// showing (the scroll turned back) are cancelled. Items passed are never the visible ones; a
/// reload forgets every request (the reuse seam's `PrefetchWindow`, as tables).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  /// Start loading the data of the items at `indexPaths`, nearest to the visible ones first.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// The items at `indexPaths` will not show soon after all: stop loading their data.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}

extension UICollectionView {
  /// Tells the prefetch data source about the items ahead of `visible` when the content scrolled
  /// since the last tiling.
  final func prefetchItemsAhead(of visible: CGRect) {
    defer { lastTiledOrigin = visible.origin }
    guard isPrefetchingEnabled, let prefetchDataSource, let last = lastTiledOrigin,
      visible.origin != last
    else { return }
    let dx = visible.minX - last.x
    let dy = visible.minY - last.y
    // Ahead along the axis that moved more.
    let ahead: CGRect
    let nearestFirst: (CGRect, CGRect) -> Bool
    if abs(dy) >= abs(dx) {
      ahead = visible.offsetBy(dx: 0, dy: dy > 0 ? visible.height : -visible.height)
      nearestFirst = dy > 0 ? { $0.minY < $1.minY } : { $0.maxY > $1.maxY }
    } else {
      ahead = visible.offsetBy(dx: dx > 0 ? visible.width : -visible.width, dy: 0)
      nearestFirst = dx > 0 ? { $0.minX < $1.minX } : { $0.maxX > $1.maxX }
    }
    let items = (collectionViewLayout.layoutAttributesForElements(in: layoutRect(ahead)) ?? [])
      .filter {
        $0.representedElementCategory == .cell && !$0.isHidden && isValidItem($0.indexPath)
      }
      .map { (indexPath: $0.indexPath, frame: layoutRect($0.frame)) }
      .filter { !$0.frame.intersection(ahead).isEmpty }
      .sorted {
        nearestFirst($0.frame, $1.frame) || ($0.frame == $1.frame && $0.indexPath < $1.indexPath)
      }
      .map(\.indexPath)
    let (request, cancel) = itemPrefetch.update(
      ahead: items, isVisible: { self.elements.views[.cell($0)] != nil })
    if !cancel.isEmpty {
      prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancel.sorted())
    }
    if !request.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: request) }
  }
}
