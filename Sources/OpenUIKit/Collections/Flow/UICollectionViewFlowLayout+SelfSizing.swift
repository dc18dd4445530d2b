import Foundation

/// Self-sizing items of a flow layout (`estimatedItemSize`): items start at the estimate, each
/// cell measures its whole size when it is made (`preferredLayoutAttributesFitting`: with
/// constraints, `systemLayoutSizeFitting` at the estimate with both dimensions free), and the
/// lines are laid out again with the measured sizes, kept by index path (forgotten on a reload,
/// moved by batch updates).
extension UICollectionViewFlowLayout {
  /// Whether items size themselves: an `estimatedItemSize` was set.
  final var sizesItemsToFit: Bool { estimatedItemSize != .zero }

  /// Marks a cell's attributes as measuring both dimensions when items size themselves.
  final func markSelfSizing(_ attributes: UICollectionViewLayoutAttributes) {
    guard sizesItemsToFit else { return }
    attributes.sizesWidthToFit = true
    attributes.sizesHeightToFit = true
  }

  /// Keeps a cell's measured size.
  final func record(
    _ preferred: UICollectionViewLayoutAttributes, of original: UICollectionViewLayoutAttributes
  ) {
    guard sizesItemsToFit, original.representedElementCategory == .cell,
      original.indexPath.count == 2
    else { return }
    let size = preferred.size
    guard size.width.isFinite, size.height.isFinite else { return }
    measuredSizes[original.indexPath] = CGSize(
      width: min(max(size.width, 0), Self.maximumLength),
      height: min(max(size.height, 0), Self.maximumLength))
  }

  /// Whether the measured size differs from the laid-out one.
  final func measurementChanges(
    _ preferred: UICollectionViewLayoutAttributes, _ original: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard sizesItemsToFit, original.representedElementCategory == .cell else { return false }
    return abs(preferred.size.width - original.size.width) > 0.01
      || abs(preferred.size.height - original.size.height) > 0.01
  }

  /// Moves the measured sizes with their items; deleted and reloaded ones go.
  final func moveMeasurements(_ newIndexPath: (IndexPath) -> IndexPath?) {
    var moved: [IndexPath: CGSize] = [:]
    for (indexPath, size) in measuredSizes {
      if let new = newIndexPath(indexPath) { moved[new] = size }
    }
    measuredSizes = moved
  }
}
