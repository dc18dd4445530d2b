import Foundation

/// Right-to-left: a layout that flips (`flipsHorizontallyInOppositeLayoutDirection`) computes its
/// frames for its `developmentLayoutDirection`, and the collection view mirrors them across the
/// content's width when its own direction is the other one. Layouts never see mirrored
/// coordinates; everything the collection view shows or returns is mirrored.
extension UICollectionView {
  /// Whether the layout's frames are mirrored.
  final var mirrorsLayout: Bool {
    let layout = collectionViewLayout
    return layout.flipsHorizontallyInOppositeLayoutDirection
      && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
  }

  /// `rect` mirrored across the content's width when the layout is mirrored (its own inverse).
  final func layoutRect(_ rect: CGRect) -> CGRect {
    guard mirrorsLayout, !rect.isNull else { return rect }
    var mirrored = rect
    mirrored.origin.x = contentSize.width - rect.maxX
    return mirrored
  }

  /// `point` mirrored across the content's width when the layout is mirrored (its own inverse).
  final func layoutPoint(_ point: CGPoint) -> CGPoint {
    layoutRect(CGRect(origin: point, size: .zero)).origin
  }

  /// The attributes as shown: a mirrored copy when the layout is mirrored, else the same object.
  final func displayed(_ attributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard mirrorsLayout, let copy = attributes.copy() as? UICollectionViewLayoutAttributes
    else { return attributes }
    copy.center.x = contentSize.width - attributes.center.x
    return copy
  }

  /// Right to left, content wider than the view starts at its right end, where a mirrored
  /// layout puts its first items (once per layout, while the offset is still at the start).
  final func showFirstItemsOfMirroredContent() {
    guard !startsAtMirroredEnd, mirrorsLayout else { return }
    let inset = adjustedContentInset
    let widest = contentSize.width + inset.left + inset.right - bounds.width
    guard widest > 0 else { return }
    startsAtMirroredEnd = true
    guard contentOffset.x == -inset.left else { return }
    contentOffset.x = contentSize.width + inset.right - bounds.width
  }
}
