import Foundation

/// Context menus of items, as in Mac Catalyst apps: a right click (or the Menu key on the focused
/// item) asks the delegate for the items under it — the selected items when the item clicked is
/// one of them, else that item; none on the background — with the iOS 16 method first, then the
/// iOS 13 one for a single item; the menu shows where the click was, and the delegate hears
/// `willDisplayContextMenu` and `willEndContextMenuInteraction`.
extension UICollectionView {
  /// The menu for a secondary click at `location` (window coordinates) and what to tell when it
  /// goes; `nil` when the delegate gives none.
  final func contextMenu(at location: CGPoint) -> (menu: UIMenu, onEnd: () -> Void)? {
    guard let delegate = collectionDelegate, let window else { return nil }
    let point = convert(location, from: window)
    let indexPaths: [IndexPath]
    if let item = indexPathForItem(at: point) {
      indexPaths = selectedItems.contains(item) ? selectedItems : [item]
    } else {
      indexPaths = []
    }
    var configuration = delegate.collectionView(
      self, contextMenuConfigurationForItemsAt: indexPaths, point: point)
    if configuration == nil, indexPaths.count == 1, let only = indexPaths.first {
      configuration = delegate.collectionView(
        self, contextMenuConfigurationForItemAt: only, point: point)
    }
    guard let configuration, let menu = configuration.actionProvider?([]),
      !menu.children.isEmpty
    else { return nil }
    delegate.collectionView(self, willDisplayContextMenu: configuration, animator: nil)
    return (
      menu,
      { [weak self] in
        guard let self else { return }
        self.collectionDelegate?.collectionView(
          self, willEndContextMenuInteraction: configuration, animator: nil)
      }
    )
  }
}
