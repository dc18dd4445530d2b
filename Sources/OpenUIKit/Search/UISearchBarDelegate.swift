import Foundation

/// The object that decides and hears about a search bar, as UIKit's `UISearchBarDelegate`; every
/// method is optional.
///
/// Order of a search: `searchBarShouldBeginEditing`, `searchBarTextDidBeginEditing`; per change
/// typed, deleted, pasted or cleared `searchBar(_:shouldChangeTextIn:replacementText:)`, then
/// `searchBar(_:textDidChange:)`; Return calls `searchBarSearchButtonClicked`; the Cancel button
/// (or Escape while it shows) `searchBarCancelButtonClicked`; `searchBarShouldEndEditing`,
/// `searchBarTextDidEndEditing` at the end. Setting `text` from code tells nothing.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Whether the search field may start editing; default `true`.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// The search field started editing.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether the search field may stop editing; default `true`.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// The search field stopped editing.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text (typing, deleting, pasting, clearing).
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether the user's change of `range` (UTF-16) to `text` may be made; default `true`.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// Return was pressed in the search field.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The Cancel button was clicked (or Escape pressed while it shows).
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// Another scope button was chosen.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// `true`.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// `true`.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// `true`.
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Nothing.
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}

/// Hears a search controller's search change, as UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// The search text or scope changed, or the controller became active or inactive: show the
  /// results for `searchController.searchBar.text`.
  func updateSearchResults(for searchController: UISearchController)
}

/// Hears a search controller's presentation, as UIKit's `UISearchControllerDelegate`; every
/// method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
  /// The controller is about to become active.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The controller became active.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The controller is about to stop being active.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The controller stopped being active.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Nothing.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Nothing.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Nothing.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Nothing.
  public func didDismissSearchController(_ searchController: UISearchController) {}
}
