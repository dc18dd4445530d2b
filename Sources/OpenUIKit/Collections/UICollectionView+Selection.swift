import Foundation

/// Selection by click and by code.
///
/// A press calls `shouldHighlightItemAt` → `didHighlightItemAt`; on release over the same item
/// `didUnhighlightItemAt`, then `shouldSelectItemAt` → (single selection: the previous item's
/// `didDeselectItemAt`) → `didSelectItemAt`; with multiple selection a click on a selected item
/// asks `shouldDeselectItemAt` → `didDeselectItemAt`. A drag that scrolls cancels the press.
/// `selectItem` and `deselectItem` call no delegate method, as UIKit.
///
/// With multiple selection, as on a desktop: a Ctrl- (or Command-) click toggles the item as a
/// plain click does and becomes the anchor; a Shift-click also selects every item from the
/// anchor (the item clicked last without Shift) to the one clicked, in index path order, each
/// through `shouldSelectItemAt` → `didSelectItemAt`. Without multiple selection the keys change
/// nothing.
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
    guard selectionAllowed, isValidItem(indexPath) else { return }
    if !multipleSelectionAllowed {
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
  final func userSelect(_ indexPath: IndexPath, modifierFlags: UIKeyModifierFlags = []) {
    guard selectionAllowed, isValidItem(indexPath) else { return }
    if multipleSelectionAllowed, modifierFlags.contains(.shift), let anchor = selectionAnchor,
      isValidItem(anchor)
    {
      selectRange(from: anchor, to: indexPath)
      return
    }
    selectionAnchor = indexPath
    let delegate = collectionDelegate
    if selectedItems.contains(indexPath) {
      guard multipleSelectionAllowed,
        delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
      else { return }
      deselectItem(at: indexPath, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !multipleSelectionAllowed {
      for old in selectedItems {
        deselectItem(at: old, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: old)
      }
    }
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Shift and an arrow: the selection runs from the anchor (the item focused before, when there
  /// is none) to `end`; selected items between the anchor and `previous` that the new run leaves
  /// out are deselected, through the delegate, as a Mac list shrinks a selection.
  final func extendSelection(from previous: IndexPath, to end: IndexPath) {
    let anchor = selectionAnchor.flatMap { isValidItem($0) ? $0 : nil } ?? previous
    selectionAnchor = anchor
    let delegate = collectionDelegate
    let old = min(anchor, previous)...max(anchor, previous)
    let new = min(anchor, end)...max(anchor, end)
    for item in selectedItems where old.contains(item) && !new.contains(item) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else { continue }
      deselectItem(at: item, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: item)
    }
    selectRange(from: anchor, to: end)
  }

  /// A Shift-click: every item from `anchor` to `end` (either way round) that is not selected
  /// yet, through the delegate; the selection stays sorted.
  private func selectRange(from anchor: IndexPath, to end: IndexPath) {
    let delegate = collectionDelegate
    var selected = Set(selectedItems)
    var index = min(anchor, end)
    let last = max(anchor, end)
    while index <= last {
      if !selected.contains(index),
        delegate?.collectionView(self, shouldSelectItemAt: index) ?? true
      {
        selected.insert(index)
        selectedItems.append(index)
        cellForItem(at: index)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: index)
      }
      guard let next = indexPath(after: index) else { break }
      index = next
    }
    selectedItems = Set(selectedItems).sorted()
  }

  /// The item after `indexPath` in index path order, across sections; `nil` after the last.
  private func indexPath(after indexPath: IndexPath) -> IndexPath? {
    if indexPath.item + 1 < numberOfItems(inSection: indexPath.section) {
      return IndexPath(item: indexPath.item + 1, section: indexPath.section)
    }
    var section = indexPath.section + 1
    while section < sectionCounts.count {
      if sectionCounts[section] > 0 { return IndexPath(item: 0, section: section) }
      section += 1
    }
    return nil
  }

  // MARK: Touches

  final func collectionTouchesBegan(_ touches: Set<UITouch>) -> Bool {
    if let touch = touches.first, accessoryTouchBegan(at: touch.location(in: self)) { return true }
    guard selectionAllowed, let touch = touches.first,
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
    if accessoryPress != nil { return true }
    guard let highlighted = highlightedItem, let touch = touches.first else { return false }
    let inside = indexPathForItem(at: touch.location(in: self)) == highlighted
    cellForItem(at: highlighted)?.isHighlighted = inside
    return true
  }

  final func collectionTouchesEnded(_ touches: Set<UITouch>, _ event: UIEvent?) -> Bool {
    if let touch = touches.first, accessoryTouchEnded(at: touch.location(in: self)) { return true }
    guard let highlighted = highlightedItem, let touch = touches.first else { return false }
    highlightedItem = nil
    cellForItem(at: highlighted)?.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: highlighted)
    guard indexPathForItem(at: touch.location(in: self)) == highlighted else { return true }
    // An outline row's chevron (or a header row anywhere) expands or collapses it instead.
    if let row = cellForItem(at: highlighted) as? UICollectionViewListCell,
      row.clickTogglesOutline(at: touch.location(in: row))
    {
      row.toggleOutline()
      return true
    }
    userSelect(highlighted, modifierFlags: event?.modifierFlags ?? [])
    return true
  }

  final func collectionTouchesCancelled() -> Bool {
    if accessoryPress != nil {
      accessoryPress = nil
      return true
    }
    guard let highlighted = highlightedItem else { return false }
    highlightedItem = nil
    cellForItem(at: highlighted)?.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: highlighted)
    return true
  }
}
