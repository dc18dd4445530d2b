import Foundation

/// Sections scrolling across the layout's axis: a scroll view per such section on screen
/// (`OrthogonalScrollView`), holding the section's cells and badges; each section's offset is kept
/// while its scroll view is away, so a carousel scrolled off screen comes back where it was.
extension UICollectionView {
  /// The logical offset of `section` across the layout's axis (0 shows its start).
  final func orthogonalOffset(forSection section: Int) -> CGFloat {
    if let scroller = orthogonalScrollers[section] { return scroller.logicalOffset }
    return orthogonalOffsets[section] ?? 0
  }

  /// Gives each band meeting `visible` its scroll view (made, or kept and brought up to date);
  /// returns those whose band left, to take away after the elements were tiled.
  final func prepareOrthogonalScrollers(visible: CGRect) -> [Int: OrthogonalScrollView] {
    var leaving = orthogonalScrollers
    orthogonalScrollers = [:]
    for band in collectionViewLayout.orthogonalBands(in: layoutRect(visible)) {
      let scroller = leaving.removeValue(forKey: band.section) ?? makeOrthogonalScroller()
      scroller.configure(
        band, frame: layoutRect(band.frame), mirrored: mirrorsLayout && band.scrollsSideways,
        logical: orthogonalOffsets[band.section] ?? 0)
      orthogonalScrollers[band.section] = scroller
    }
    return leaving
  }

  /// Takes away the scroll views of bands that left, keeping their offsets.
  final func retireOrthogonalScrollers(_ leaving: [Int: OrthogonalScrollView]) {
    for (section, scroller) in leaving {
      orthogonalOffsets[section] = scroller.logicalOffset
      scroller.removeFromSuperview()
    }
    for (section, scroller) in orthogonalScrollers {
      orthogonalOffsets[section] = scroller.logicalOffset
    }
  }

  /// Forgets every section's offset (a reload).
  final func forgetOrthogonalOffsets() {
    orthogonalOffsets = [:]
    for scroller in orthogonalScrollers.values { scroller.removeFromSuperview() }
    orthogonalScrollers = [:]
  }

  /// Moves the kept offsets with their sections after a batch update (`newSection` maps an old
  /// section to its new index, `nil` when deleted or reloaded).
  final func moveOrthogonalOffsets(_ newSection: (Int) -> Int?) {
    var moved: [Int: CGFloat] = [:]
    for (section, offset) in orthogonalOffsets {
      if let new = newSection(section) { moved[new] = offset }
    }
    for (section, scroller) in orthogonalScrollers {
      if let new = newSection(section) { moved[new] = scroller.logicalOffset }
      scroller.removeFromSuperview()
    }
    orthogonalScrollers = [:]
    orthogonalOffsets = moved
  }

  /// Scrolls the section of the item that `attributes` (as shown) describe so that the item shows, when the
  /// section scrolls across; returns whether it does.
  @discardableResult
  final func revealAcross(_ attributes: UICollectionViewLayoutAttributes, animated: Bool) -> Bool {
    guard attributes.scrollsAcrossSection else { return false }
    let (container, local) = container(for: attributes)
    guard let scroller = container as? OrthogonalScrollView, let band = scroller.band else {
      return false
    }
    // With the section's inset around it, so that the first item shows as at the start.
    let inset = band.leadingInset
    let around =
      band.scrollsSideways
      ? local.frame.insetBy(dx: -inset, dy: 0) : local.frame.insetBy(dx: 0, dy: -inset)
    scroller.scrollRectToVisible(around, animated: animated)
    return true
  }

  private func makeOrthogonalScroller() -> OrthogonalScrollView {
    let scroller = OrthogonalScrollView(frame: .zero)
    scroller.owner = self
    // Below the cells and headers that are the collection view's own, and its scroll bars.
    insertSubview(scroller, at: 0)
    return scroller
  }

  /// Where `view` of an element goes: the section's scroll view when it scrolls across, and the
  /// attributes placing it there (in the scroll view's content coordinates).
  final func container(
    for attributes: UICollectionViewLayoutAttributes
  ) -> (view: UIView, attributes: UICollectionViewLayoutAttributes) {
    guard attributes.scrollsAcrossSection, attributes.indexPath.count >= 1,
      let scroller = orthogonalScrollers[attributes.indexPath.section],
      let local = attributes.copy() as? UICollectionViewLayoutAttributes
    else { return (self, attributes) }
    local.center = scroller.convert(attributes.center, from: self)
    return (scroller, local)
  }
}

extension UICollectionReusableView {
  /// The collection view showing this view: its superview, or the collection view of the section
  /// scroll view it is in.
  final var owningCollectionView: UICollectionView? {
    superview as? UICollectionView ?? (superview as? OrthogonalScrollView)?.owner
  }
}
