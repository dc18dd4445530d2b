import Foundation

/// Selection by click and by code.
///
/// A press calls `shouldHighlightItemAt` → `didHighlightItemAt`; on release over the same item
/// `didUnhighlightItemAt`, then `shouldSelectItemAt` → (single selection: the previous item's
/// `didDeselectItemAt`) → `didSelectItemAt`; with multiple selection a click on a selected item
/// asks `shouldDeselectItemAt` → `didDeselectItemAt`. A drag that scrolls cancels the press.
/// `selectItem` and `deselectItem` call no delegate method, as UIKit.
extension UICollectionView {
  /// The selected items, in order; `nil` when none (as UIKit's).
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems
  }

  /// Selects the item, and deselects the others unless multiple selection is allowed.
  ///
  /// Scrolls it to `scrollPosition`; `nil` deselects every item. Calls no delegate method.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for item in selectedItems { deselectItem(at: item, animated: animated) }
      return
    }
    loadCountsIfNeeded()
    guard allowsSelection, isValidItem(indexPath) else { return }
    if !allowsMultipleSelection {
      for item in selectedItems where item != indexPath {
        deselectItem(at: item, animated: animated)
      }
    }
    if !selectedItems.contains(indexPath) {
      selectedItems.append(indexPath)
      selectedItems.sort()
    }
    cellForItem(at: indexPath)?.isSelected = true
    if scrollPosition != [] { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the item.
  ///
  /// Calls no delegate method.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.removeAll { $0 == indexPath }
    cellForItem(at: indexPath)?.isSelected = false
  }

  /// Selects (or, with multiple selection, toggles) an item as a click does: through the
  /// delegate.
  final func userSelect(_ indexPath: IndexPath) {
    guard allowsSelection, isValidItem(indexPath) else { return }
    let delegate = collectionDelegate
    if selectedItems.contains(indexPath) {
      guard allowsMultipleSelection,
        delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
      else { return }
      deselectItem(at: indexPath, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for old in selectedItems {
        deselectItem(at: old, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: old)
      }
    }
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  // MARK: Touches

  final func collectionTouchesBegan(_ touches: Set<UITouch>) -> Bool {
    guard allowsSelection, let touch = touches.first,
      let indexPath = indexPathForItem(at: touch.location(in: self))
    else { return false }
    guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else {
      return true
    }
    highlightedItem = indexPath
    cellForItem(at: indexPath)?.isHighlighted = true
    collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    return true
  }

  final func collectionTouchesMoved(_ touches: Set<UITouch>) -> Bool {
    guard let highlighted = highlightedItem, let touch = touches.first else { return false }
    let inside = indexPathForItem(at: touch.location(in: self)) == highlighted
    cellForItem(at: highlighted)?.isHighlighted = inside
    return true
  }

  final func collectionTouchesEnded(_ touches: Set<UITouch>) -> Bool {
    guard let highlighted = highlightedItem, let touch = touches.first else { return false }
    highlightedItem = nil
    cellForItem(at: highlighted)?.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: highlighted)
    if indexPathForItem(at: touch.location(in: self)) == highlighted { userSelect(highlighted) }
    return true
  }

  final func collectionTouchesCancelled() -> Bool {
    guard let highlighted = highlightedItem else { return false }
    highlightedItem = nil
    cellForItem(at: highlighted)?.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: highlighted)
    return true
  }
}
