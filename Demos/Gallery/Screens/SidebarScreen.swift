import Foundation
import OpenUIKit

/// A sidebar as iPad and Mac apps build it since iOS 14.
///
/// A list layout in the sidebar appearance, section snapshots with parents that expand and collapse (a click on a top-level
/// row, on a nested row's chevron, or the arrow keys), children indented by their level.
/// Choosing a row shows its path under the list.
final class SidebarScreen: UIViewController {
  /// A row of the outline: its title and the parent it is under (titles repeat across folders).
  struct Item: Hashable, Sendable {
    var title: String
    var path: String
  }

  private var collectionView: UICollectionView?
  private var dataSource: UICollectionViewDiffableDataSource<Int, Item>?
  private let chosen = UILabel()

  /// The outline: top-level groups, folders in them, and files.
  static let outline: [(String, [(String, [String])])] = [
    ("Favorites", [("Recents", []), ("Desktop", []), ("Downloads", [])]),
    (
      "Folders",
      [
        ("Projects", ["OpenUIKit", "Gallery", "Benchmarks"]), ("Music", ["Playlists", "Albums"]),
        ("Photos", []),
      ]
    ),
    ("Tags", [("Red", []), ("Blue", []), ("Green", [])]),
  ]

  override func loadView() {
    let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    let collectionView = UICollectionView(
      frame: UIScreen.main.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    self.collectionView = collectionView
    view = collectionView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sidebar"
    chosen.textColor = .secondaryLabel
    chosen.textAlignment = .center
    chosen.accessibilityLabel = "Chosen"
    view.addSubview(chosen)
    configureDataSource()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    chosen.frame = CGRect(
      x: 0, y: bounds.maxY - view.safeAreaInsets.bottom - 40, width: bounds.width, height: 30)
  }

  private func configureDataSource() {
    guard let collectionView else { return }
    collectionView.delegate = self
    let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      cell, _, item in
      var content = UIListContentConfiguration.sidebarHeader()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
    }
    let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      [weak self] cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content
      let hasChildren = self?.hasChildren(item) ?? false
      cell.accessories = hasChildren ? [.outlineDisclosure(options: .init(style: .cell))] : []
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
      collectionView, indexPath, item in
      let registration = item.path.isEmpty ? headerRegistration : rowRegistration
      return collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: item)
    }
    self.dataSource = dataSource
    var section = NSDiffableDataSourceSectionSnapshot<Item>()
    for (group, folders) in Self.outline {
      let parent = Item(title: group, path: "")
      section.append([parent])
      for (folder, files) in folders {
        let child = Item(title: folder, path: group)
        section.append([child], to: parent)
        section.append(files.map { Item(title: $0, path: group + " › " + folder) }, to: child)
      }
    }
    // Favorites and Folders start open, as a Mac sidebar remembers them.
    section.expand([Item(title: "Favorites", path: ""), Item(title: "Folders", path: "")])
    dataSource.apply(section, to: 0, animatingDifferences: false)
  }

  private func hasChildren(_ item: Item) -> Bool {
    guard let dataSource else { return false }
    return !dataSource.snapshot(for: 0).snapshot(of: item).items.isEmpty
  }
}

extension SidebarScreen: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let item = dataSource?.itemIdentifier(for: indexPath) else { return }
    chosen.text = item.path.isEmpty ? item.title : item.path + " › " + item.title
  }
}
