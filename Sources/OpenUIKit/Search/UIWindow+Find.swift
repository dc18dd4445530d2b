import Foundation

/// Ctrl+F (Edit > Find…): the search field of the front screen edits, as on the Mac.
extension UIWindow {
  /// The first search bar showing in the window, front-most first (a presented screen's before
  /// the one under it).
  var frontSearchBar: UISearchBar? {
    var queue: [UIView] = subviews.reversed()
    while !queue.isEmpty {
      let view = queue.removeFirst()
      guard !view.isHidden, view.alpha > 0.01 else { continue }
      if let searchBar = view as? UISearchBar, searchBar.searchTextField.isEnabled {
        return searchBar
      }
      queue += view.subviews.reversed()
    }
    return nil
  }

  /// Makes `searchBar`'s field edit with its text selected, starting its search.
  func focusSearch(_ searchBar: UISearchBar) {
    guard searchBar.becomeFirstResponder() else { return }
    searchBar.searchTextField.selectAll(nil)
  }
}
