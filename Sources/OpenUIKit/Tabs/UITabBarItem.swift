import Foundation

/// A tab of a tab bar, as UIKit's `UITabBarItem`: a title, an image (and one for the selected
/// tab), a badge.
@preconcurrency @MainActor
open class UITabBarItem {
  /// The standard tabs (`UITabBarItem(tabBarSystemItem:tag:)`), with their titles and symbols.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
      downloads, mostRecent, mostViewed

    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }

    var symbol: String {
      switch self {
      case .more: "ellipsis"
      case .favorites, .featured, .topRated: "star.fill"
      case .recents, .history, .mostRecent: "clock"
      case .contacts: "person.crop.circle"
      case .bookmarks: "book"
      case .search: "magnifyingglass"
      case .downloads: "arrow.down.circle"
      case .mostViewed: "list.number"
      }
    }
  }

  /// The title under the image.
  open var title: String? { didSet { changed() } }
  /// The image.
  open var image: UIImage? { didSet { changed() } }
  /// The image while the tab is selected (the image when `nil`).
  open var selectedImage: UIImage? { didSet { changed() } }
  /// The text of the badge at the image's corner; `nil` hides it.
  open var badgeValue: String? { didSet { changed() } }
  /// The badge's colour (system red when `nil`).
  open var badgeColor: UIColor? { didSet { changed() } }
  /// Whether the tab can be chosen.
  ///
  /// Default `true`.
  open var isEnabled = true { didSet { changed() } }
  /// An app-defined number.
  open var tag = 0
  /// The standard tab this item is, if any.
  public private(set) var systemItem: SystemItem?

  /// The bar showing the item, told of changes.
  weak var bar: UITabBar?

  /// Creates an item.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with an image for the selected tab.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates one of the standard tabs.
  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    self.title = systemItem.title
    self.image = UIImage(systemName: systemItem.symbol)
    self.tag = tag
  }

  /// Creates an item without title or image.
  public init() {}

  private func changed() { bar?.itemDidChange(self) }
}
