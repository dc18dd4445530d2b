import Foundation

/// Self-sizing cells: an item whose length along its groups' run is estimated (a list row's
/// height) takes the length its cell measures (`preferredLayoutAttributesFitting`); the layout
/// keeps the measurements by index path, forgets them on a reload or a new container width (the
/// cells on screen measure again), and moves them with their items in a batch update. A header
/// or footer whose length is estimated measures the same way, kept by section and kind (forgotten
/// by a batch update: those on screen measure again).
extension UICollectionViewCompositionalLayout {
  /// Whether the item at `indexPath` has a measurement.
  final func isMeasured(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2 else { return true }
    return measuredLengths[indexPath.section]?[indexPath.item] != nil
  }

  /// Whether the boundary view of `kind` at `indexPath` has a measurement.
  final func isMeasured(_ kind: String, at indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2 else { return true }
    return measuredBoundaryLengths[indexPath.section]?[kind] != nil
  }

  /// Keeps the measured length of a cell or boundary view whose length is estimated.
  final func record(
    _ preferred: UICollectionViewLayoutAttributes, of original: UICollectionViewLayoutAttributes
  ) {
    guard let length = measuredLength(preferred, original) else { return }
    let path = original.indexPath
    if original.representedElementCategory == .supplementaryView,
      let kind = original.representedElementKind
    {
      measuredBoundaryLengths[path.section, default: [:]][kind] = length
    } else {
      measuredLengths[path.section, default: [:]][path.item] = length
    }
  }

  /// Whether the measurement differs from the length laid out.
  final func measurementChanges(
    _ preferred: UICollectionViewLayoutAttributes, _ original: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard let length = measuredLength(preferred, original) else { return false }
    let laidOut = original.sizesHeightToFit ? original.size.height : original.size.width
    return abs(length - laidOut) > 0.01
  }

  /// The measured length along the run, when the attributes are of a cell that measures it.
  private func measuredLength(
    _ preferred: UICollectionViewLayoutAttributes, _ original: UICollectionViewLayoutAttributes
  ) -> CGFloat? {
    let path = original.indexPath
    guard original.representedElementCategory != .decorationView, path.count == 2,
      sections.indices.contains(path.section),
      original.sizesHeightToFit || original.sizesWidthToFit
    else { return nil }
    let length = original.sizesHeightToFit ? preferred.size.height : preferred.size.width
    guard length.isFinite else { return nil }
    return min(max(length, 0), 1_000_000)
  }

  /// Moves the measurements with their items; those of deleted and reloaded items go.
  final func moveMeasurements(_ newIndexPath: (IndexPath) -> IndexPath?) {
    var moved: [Int: [Int: CGFloat]] = [:]
    for (section, items) in measuredLengths {
      for (item, length) in items {
        guard let new = newIndexPath(IndexPath(item: item, section: section)) else { continue }
        moved[new.section, default: [:]][new.item] = length
      }
    }
    measuredLengths = moved
    measuredBoundaryLengths = [:]
  }
}
