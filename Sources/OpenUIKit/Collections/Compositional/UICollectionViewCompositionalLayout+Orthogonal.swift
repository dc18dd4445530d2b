import Foundation

/// Sections that scroll across the layout's axis (`orthogonalScrollingBehavior`) and the visible
/// items handler.
///
/// A section scrolling across reads its offset from the collection view, which keeps a scroll view
/// per such section on screen (`UICollectionView+Orthogonal.swift`); its items' attributes say
/// where they are seen, scrolled.
extension UICollectionViewCompositionalLayout {
  /// The logical offset of `section` (at `index`) across the layout's axis; 0 for a section that
  /// does not scroll across.
  final func orthogonalOffset(of section: CompositionalSection, at index: Int) -> CGFloat {
    guard section.scrollsAcross else { return 0 }
    return collectionView?.orthogonalOffset(forSection: index) ?? 0
  }

  /// The bands of the sections scrolling across that meet `rect`.
  final func bands(in rect: CGRect) -> [OrthogonalBand] {
    // Asked on every tiling pass: most layouts have no such section and walk nothing.
    guard hasOrthogonalSections, !rect.isNull, rect.minX.isFinite, rect.minY.isFinite else {
      return []
    }
    let vertical = configuration.scrollDirection == .vertical
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    var bands: [OrthogonalBand] = []
    for (index, section) in sections.enumerated()
    where section.scrollsAcross && section.bodyEnd > low && section.bodyStart < high {
      let frame =
        vertical
        ? CGRect(
          x: 0, y: section.bodyStart, width: contentSize.width,
          height: section.bodyEnd - section.bodyStart)
        : CGRect(
          x: section.bodyStart, y: 0, width: section.bodyEnd - section.bodyStart,
          height: contentSize.height)
      bands.append(
        OrthogonalBand(
          section: index, frame: frame, scrollsSideways: vertical,
          contentLength: section.orthogonalLength, behavior: section.orthogonal,
          leadingInset: section.orthogonalLeadingInset, groupLength: section.groupLength,
          pitch: section.pitch))
    }
    return bands
  }

  /// Hands the section's visible items to its handler, which may change them in place.
  ///
  /// As in UIKit, the items of a section scrolling across are given at their unscrolled place and
  /// the offset is its scroll view's, so that `item.frame.midX - offset.x` is where an item shows.
  final func invalidateVisibleItems(
    _ items: ArraySlice<UICollectionViewLayoutAttributes>, of section: CompositionalSection,
    scrolled: CGFloat
  ) {
    guard let handler = section.visibleItemsHandler, let environment, let collectionView else {
      return
    }
    let shift =
      section.vertical ? CGPoint(x: scrolled, y: 0) : CGPoint(x: 0, y: scrolled)
    let visible = items.map { attributes in
      CompositionalVisibleItem(
        attributes, unscrolled: attributes.scrollsAcrossSection ? shift : .zero)
    }
    let offset = section.scrollsAcross ? shift : collectionView.contentOffset
    handler(visible, offset, environment)
  }
}
