import Foundation

/// Answering for a rectangle or an element from the laid-out sections: sections and lines are
/// found by binary search, so a query costs what it returns, not the item count.
extension UICollectionViewFlowLayout {
  /// The `zIndex` of pinned headers and footers, over the items they float above (UIKit draws
  /// them over items; the number is this framework's choice).
  static let pinnedZIndex = 1024

  final func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite else { return [] }
    let query = flowRect(rect.standardized)
    var result: [UICollectionViewLayoutAttributes] = []
    var section = firstIndex(in: sections) { $0.end > query.minY }
    while section < sections.count, sections[section].start < query.maxY {
      let laidOut = sections[section]
      if let frame = headerFrame(in: section), overlaps(frame, query) {
        result.append(header(section, frame: frame))
      }
      var line = firstIndex(in: laidOut.lines) { $0.end > query.minY }
      while line < laidOut.lines.count, laidOut.lines[line].start < query.maxY {
        for item in laidOut.lines[line].items where overlaps(laidOut.items[item], query) {
          let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: section))
          attributes.frame = flowRect(laidOut.items[item])
          markSelfSizing(attributes)
          result.append(attributes)
        }
        line += 1
      }
      if let frame = footerFrame(in: section), overlaps(frame, query) {
        result.append(footer(section, frame: frame))
      }
      section += 1
    }
    return result
  }

  final func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { return nil }
    let attributes = makeAttributes(forCellWith: indexPath)
    attributes.frame = flowRect(sections[indexPath.section].items[indexPath.item])
    markSelfSizing(attributes)
    return attributes
  }

  final func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section)
    else { return nil }
    switch kind {
    case UICollectionView.elementKindSectionHeader:
      return headerFrame(in: indexPath.section).map { header(indexPath.section, frame: $0) }
    case UICollectionView.elementKindSectionFooter:
      return footerFrame(in: indexPath.section).map { footer(indexPath.section, frame: $0) }
    default:
      return nil
    }
  }

  // MARK: Headers and footers

  private func header(_ section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
    boundary(
      UICollectionView.elementKindSectionHeader, section, frame, sectionHeadersPinToVisibleBounds)
  }

  private func footer(_ section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
    boundary(
      UICollectionView.elementKindSectionFooter, section, frame, sectionFootersPinToVisibleBounds)
  }

  private func boundary(_ kind: String, _ section: Int, _ frame: CGRect, _ pinned: Bool)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = makeAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame = flowRect(frame)
    if pinned { attributes.zIndex = Self.pinnedZIndex }
    return attributes
  }

  /// A section's header in line coordinates, pinned when the layout says (`PinnedBoundary`).
  private func headerFrame(in section: Int) -> CGRect? {
    guard let frame = sections[section].header else { return nil }
    return pinned(frame, in: section, leads: true, when: sectionHeadersPinToVisibleBounds)
  }

  /// A section's footer in line coordinates, pinned when the layout says (`PinnedBoundary`).
  private func footerFrame(in section: Int) -> CGRect? {
    guard let frame = sections[section].footer else { return nil }
    return pinned(frame, in: section, leads: false, when: sectionFootersPinToVisibleBounds)
  }

  private func pinned(_ frame: CGRect, in section: Int, leads: Bool, when pins: Bool) -> CGRect {
    guard pins, let visible = collectionView?.visibleSpan(vertical: scrollDirection == .vertical)
    else { return frame }
    var frame = frame
    frame.origin.y = PinnedBoundary.start(
      natural: frame.minY, length: frame.height, leads: leads, visible: visible,
      bodyStart: sections[section].bodyStart, bodyEnd: sections[section].bodyEnd)
    return frame
  }

  // MARK: Search

  private func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.maxX > rect.minX && frame.minX < rect.maxX && frame.maxY > rect.minY
      && frame.minY < rect.maxY
  }

  /// The first index whose element satisfies `isPast` (which holds from some index on).
  private func firstIndex<Element>(in elements: [Element], where isPast: (Element) -> Bool) -> Int {
    var low = 0
    var high = elements.count
    while low < high {
      let middle = (low + high) / 2
      if isPast(elements[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
