import Foundation

/// The layout's own headers and footers (`configuration.boundarySupplementaryItems`): before the
/// first section and after the last, sized against the visible size, pinned to the visible edge
/// while the sections are in view when they ask. They are supplementary views at
/// `IndexPath(item: 0, section: 0)` (Apple documents no index path; it is the one UIKit hands
/// them), so their kinds should differ from the first section's headers.
extension UICollectionViewCompositionalLayout {
  /// The configuration's boundary items with their sizes, and the lengths they add before and
  /// after the sections.
  struct GlobalItems {
    var items: [(item: NSCollectionLayoutBoundarySupplementaryItem, size: CGSize)]
    var before: CGFloat
    var after: CGFloat
  }

  final func globalItems(in container: CGSize, vertical: Bool) -> GlobalItems {
    let items = configuration.boundarySupplementaryItems.map {
      (item: $0, size: $0.layoutSize.resolved(in: container))
    }
    let (before, after) = CompositionalSection.bands(items, vertical: vertical)
    return GlobalItems(items: items, before: before, after: after)
  }

  /// Places the global boundary views around the sections, which end at `sectionsEnd`; returns
  /// where the content ends.
  final func placeGlobalBoundaries(_ global: GlobalItems, sectionsEnd: CGFloat, container: CGSize)
    -> CGFloat
  {
    let vertical = configuration.scrollDirection == .vertical
    sectionsSpan = global.before...max(global.before, sectionsEnd)
    globalBoundaries = CompositionalSection.placeBoundaries(
      global.items, start: 0, bodyStart: global.before, bodyEnd: sectionsSpan.upperBound,
      vertical: vertical, crossStart: 0, crossLength: vertical ? container.width : container.height)
    return sectionsSpan.upperBound + global.after
  }

  /// A global boundary view's attributes; pinned, it stays at the visible edge, held within the
  /// sections' span.
  final func globalBoundaryAttributes(number: Int) -> UICollectionViewLayoutAttributes {
    let boundary = globalBoundaries[number]
    let vertical = configuration.scrollDirection == .vertical
    var frame = boundary.frame
    if boundary.pinned, let visible = collectionView?.visibleSpan(vertical: vertical) {
      let moved = PinnedBoundary.start(
        natural: vertical ? frame.minY : frame.minX, length: vertical ? frame.height : frame.width,
        leads: boundary.leads, visible: visible, bodyStart: sectionsSpan.lowerBound,
        bodyEnd: sectionsSpan.upperBound)
      if vertical { frame.origin.y = moved } else { frame.origin.x = moved }
    }
    let attributes = makeAttributes(
      forSupplementaryViewOfKind: boundary.kind, with: IndexPath(item: 0, section: 0))
    attributes.frame = frame
    attributes.zIndex = boundary.zIndex
    return attributes
  }
}
