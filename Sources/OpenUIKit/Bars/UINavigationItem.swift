import Foundation

/// What a navigation bar shows for one controller, as UIKit's `UINavigationItem`: a title (or
/// title view), a prompt, bar button items at either side, and the back button the next
/// controller shows for this one.
@preconcurrency @MainActor
open class UINavigationItem {
  /// The title; when `nil`, the bar shows the owning controller's `title`.
  open var title: String? { didSet { itemDidChange() } }

  /// A view shown in place of the title.
  open var titleView: UIView? { didSet { itemDidChange() } }

  /// A line of text shown above the title; the bar grows by 30 points for it.
  open var prompt: String? { didSet { itemDidChange() } }

  /// The items at the left, after the back button when `leftItemsSupplementBackButton`, else in
  /// its place.
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

  /// The items at the right, the first one at the right edge.
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

  /// The first left item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first right item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Whether left items sit beside the back button instead of replacing it; default `false`.
  open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }

  /// Whether the back button is hidden; default `false`.
  open var hidesBackButton = false { didSet { itemDidChange() } }

  /// The item the next controller's back button shows for this one (its title is used).
  open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }

  /// The title the next controller's back button shows for this one, when there is no
  /// `backBarButtonItem`.
  open var backButtonTitle: String? { didSet { itemDidChange() } }

  /// The bar's look while this item is on top; `nil` uses the bar's.
  open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }

  /// The bar's look while this item is on top and its content is at the bar's edge; `nil` uses
  /// the bar's.
  open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }

  /// The search shown in the bar under the title row; default `nil`
  /// (`UINavigationBar+Search.swift`).
  open var searchController: UISearchController? {
    didSet {
      if oldValue?.hostItem === self { oldValue?.hostItem = nil }
      searchController?.hostItem = self
      itemDidChange()
      bar?.superview?.setNeedsLayout()
    }
  }

  /// Whether the search bar scrolls away with the content (and comes back at its top); default
  /// `true`.
  open var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }

  /// Creates an item with a title.
  public init(title: String) {
    self.title = title
  }

  /// The controller the item belongs to, for its title.
  weak var owningController: UIViewController?
  /// The bar showing the item, told when it changes.
  weak var bar: UINavigationBar?

  /// The title shown: the item's, else its controller's.
  var displayedTitle: String? {
    if let title, !title.isEmpty { return title }
    return owningController?.title
  }

  /// What the back button shows for this item.
  var backTitle: String {
    backBarButtonItem?.title ?? backButtonTitle ?? displayedTitle ?? "Back"
  }

  func itemDidChange() {
    bar?.itemsDidChange()
  }
}
