import Foundation

/// Counts, the elements on screen, hit testing items, reloading and scrolling to an item.
extension UICollectionView {
  /// The number of sections (read from the data source at the first layout or query).
  public var numberOfSections: Int {
    loadCountsIfNeeded()
    return sectionCounts.count
  }

  /// The number of items in `section`; 0 for a section that does not exist.
  public func numberOfItems(inSection section: Int) -> Int {
    loadCountsIfNeeded()
    return sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
  }

  /// The cells on screen, in index path order.
  public var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
  }

  /// The index paths of the items on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    elements.views.keys.compactMap { key -> IndexPath? in
      if case .cell(let indexPath) = key { return indexPath }
      return nil
    }.sorted()
  }

  /// The cell showing the item at `indexPath`; `nil` when it is off screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    elements.views[.cell(indexPath)] as? UICollectionViewCell
  }

  /// The index path of the item `cell` shows; `nil` when it shows none.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    for (key, view) in elements.views where view === cell {
      if case .cell(let indexPath) = key { return indexPath }
    }
    return nil
  }

  /// The supplementary view of `elementKind` showing at `indexPath`; `nil` when off screen.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    elements.views[.supplementary(elementKind, indexPath)]
  }

  /// The supplementary views of `elementKind` on screen.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    elements.views.filter { key, _ in
      if case .supplementary(let kind, _) = key { return kind == elementKind }
      return false
    }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
  }

  /// The item whose cell is at `point` (content coordinates); the topmost when cells overlap.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    let probe = layoutRect(CGRect(x: point.x, y: point.y, width: 1, height: 1))
    var best: (IndexPath, Int)?
    for attributes in collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
    where attributes.representedElementCategory == .cell && !attributes.isHidden
      && layoutRect(attributes.frame).contains(point) && isValidItem(attributes.indexPath)
    {
      if attributes.zIndex >= best?.1 ?? .min {
        best = (attributes.indexPath, attributes.zIndex)
      }
    }
    return best?.0
  }

  /// The layout's attributes of the item at `indexPath`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.layoutAttributesForItem(at: indexPath).map(displayed)
  }

  /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
      .map(displayed)
  }

  /// Scrolls so that the item at `indexPath` shows at `scrollPosition` (one vertical and one
  /// horizontal member; `[]` leaves both axes), within the scrollable range.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    layoutIfNeeded()
    guard isValidItem(indexPath), let attributes = layoutAttributesForItem(at: indexPath),
      attributes.frame.origin.x.isFinite, attributes.frame.origin.y.isFinite
    else { return }
    // An item of a section scrolling across: that section scrolls to show it.
    revealAcross(attributes, animated: animated)
    let frame = attributes.frame
    let inset = adjustedContentInset
    var offset = contentOffset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    let visibleWidth = bounds.width - inset.left - inset.right
    if scrollPosition.contains(.top) {
      offset.y = frame.minY - inset.top
    } else if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - inset.top - visibleHeight / 2
    } else if scrollPosition.contains(.bottom) {
      offset.y = frame.maxY - inset.top - visibleHeight
    }
    if scrollPosition.contains(.left) {
      offset.x = frame.minX - inset.left
    } else if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - inset.left - visibleWidth / 2
    } else if scrollPosition.contains(.right) {
      offset.x = frame.maxX - inset.left - visibleWidth
    }
    let maxY = max(contentSize.height + inset.bottom - bounds.height, -inset.top)
    let maxX = max(contentSize.width + inset.right - bounds.width, -inset.left)
    offset.y = min(max(offset.y, -inset.top), maxY)
    offset.x = min(max(offset.x, -inset.left), maxX)
    setContentOffset(offset, animated: animated)
  }
}

extension UICollectionView.ElementKey {
  var indexPath: IndexPath {
    switch self {
    case .cell(let indexPath), .supplementary(_, let indexPath), .decoration(_, let indexPath):
      indexPath
    }
  }
}

extension UICollectionView {
  /// `objects` (accessibility elements in the collection view) in the order VoiceOver reads a
  /// collection view: by section, then by item, a section's leading supplementary views (a
  /// header) before its items and the others (a footer) after; elements outside any cell or
  /// supplementary view keep their order, after those inside.
  final func inIndexPathOrder(_ objects: [UIResponder]) -> [UIResponder] {
    var keyOfView: [ObjectIdentifier: ElementKey] = [:]
    for (key, view) in elements.views { keyOfView[ObjectIdentifier(view)] = key }
    func key(of object: UIResponder) -> ElementKey? {
      var view = object as? UIView
      while let current = view, current !== self {
        if let key = keyOfView[ObjectIdentifier(current)] { return key }
        view = current.superview
      }
      return nil
    }
    let keys = objects.map(key(of:))
    // In the collection view's coordinates (an item may be in its section's scroll view).
    func top(of view: UIView) -> CGFloat { view.convert(view.bounds, to: self).minY }
    // Where each section's first shown item starts, to tell headers from footers.
    var firstItemTop: [Int: CGFloat] = [:]
    for case .cell(let indexPath) in keys.compactMap({ $0 }) {
      let top = elements.views[.cell(indexPath)].map(top(of:)) ?? 0
      firstItemTop[indexPath.section] = min(firstItemTop[indexPath.section] ?? top, top)
    }
    func rank(_ index: Int) -> [Int] {
      switch keys[index] {
      case .cell(let indexPath)?: return [0, indexPath.section, 1, indexPath.item, index]
      case .supplementary(let kind, let indexPath)?:
        let top = elements.views[.supplementary(kind, indexPath)].map(top(of:)) ?? 0
        let leads = top <= firstItemTop[indexPath.section] ?? .infinity
        let item = indexPath.count > 1 ? indexPath.item : 0
        return [0, indexPath.section, leads ? 0 : 2, item, index]
      case .decoration(_, let indexPath)?: return [0, indexPath.section, 0, 0, index]
      case nil:
        // A section's own scroll view reads where its items would.
        if let band = (objects[index] as? OrthogonalScrollView)?.band {
          return [0, band.section, 1, -1, index]
        }
        return [1, 0, 0, 0, index]
      }
    }
    let ranks = objects.indices.map(rank)
    return objects.indices.sorted { ranks[$0].lexicographicallyPrecedes(ranks[$1]) }
      .map { objects[$0] }
  }
}
