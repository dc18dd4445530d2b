import Foundation

/// The search row of a navigation bar: the top item's `searchController.searchBar` under the title
/// row, 52 points high.
///
/// With `hidesSearchBarWhenScrolling` (the default) the row scrolls away as the top controller's
/// content scrolls up and comes back at its top: the bar's height follows the content's offset,
/// while the content keeps the room of the whole row (its safe area does not change, so nothing
/// under the bar jumps). While a search with `hidesNavigationBarDuringPresentation` is active, the
/// title row hides and the search row stays.
extension UINavigationBar {
  /// The search row's height.
  public static let searchRowHeight: CGFloat = 52

  /// The whole search row, or nothing without a search controller.
  var searchRowHeight: CGFloat { topItem?.searchController == nil ? 0 : Self.searchRowHeight }

  /// The part of the search row that shows.
  var visibleSearchRowHeight: CGFloat {
    let full = searchRowHeight
    return min(max(searchRowShown ?? full, 0), full)
  }

  /// The height the content below keeps room for: the title rows and the whole search row.
  var contentInsetHeight: CGFloat { titleRowsHeight + searchRowHeight }

  /// Places the search bar under the title rows, sliding up as the row scrolls away.
  func layoutSearchRow() {
    guard let searchBar = topItem?.searchController?.searchBar else { return }
    let full = searchRowHeight
    let shown = visibleSearchRowHeight
    searchBar.frame = CGRect(
      x: 0, y: titleRowsHeight - (full - shown), width: bounds.width, height: full)
    searchBar.searchBarStyle = .minimal
    searchBar.alpha = full > 0 ? shown / full : 1
    searchBar.isHidden = shown <= 0
  }

  /// How much of the row shows for a content offset, the content's top inset (which holds the
  /// whole row) given.
  func updateSearchRow(offset: CGFloat, topInset: CGFloat) {
    guard let item = topItem, let search = item.searchController else {
      searchRowShown = nil
      return
    }
    guard item.hidesSearchBarWhenScrolling, !search.isActive else {
      searchRowShown = nil
      return
    }
    let full = Self.searchRowHeight
    searchRowShown = min(max(full - (offset + topInset), 0), full)
  }

  /// The bar's height changed: the navigation controller places the bar and content again.
  func barHeightDidChange() {
    superview?.setNeedsLayout()
    setNeedsLayout()
  }
}
