import Foundation
import OpenUIKit

/// A settings screen as iOS 14 apps write it.
///
/// An inset-grouped list layout, list cells with a content configuration and accessories (a value
/// and a chevron, a switch, checkmarks), headers from list cells, a diffable data source; choosing
/// an appearance moves the checkmark by reconfiguring the two rows; a known network is forgotten
/// by swiping it. Edit shows the known networks' delete controls and reorder grips: drag a grip
/// to reorder them.
final class SettingsScreen: UIViewController {
  enum Section: String, Hashable, Sendable, CaseIterable {
    case network = "Network"
    case known = "Known Networks"
    case appearance = "Appearance"
    case about = "About"
  }

  struct Row: Hashable, Sendable {
    var title: String
    var value: String?
    var section: Section
  }

  private var collectionView: UICollectionView?
  private var dataSource: UICollectionViewDiffableDataSource<Section, Row>?
  private var chosenAppearance = "Automatic"
  private let airplaneSwitch = UISwitch()

  override func loadView() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    // A known network can be forgotten: swipe it (or use its custom action).
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.forgetAction(at: indexPath)
    }
    let collectionView = UICollectionView(
      frame: UIScreen.main.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    self.collectionView = collectionView
    view = collectionView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    navigationItem.rightBarButtonItem = editButtonItem
    airplaneSwitch.accessibilityLabel = "Airplane Mode"
    configureDataSource()
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    collectionView?.isEditing = editing
  }

  private func configureDataSource() {
    guard let collectionView else { return }
    collectionView.delegate = self
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> {
      [weak self] cell, _, row in
      var content = cell.defaultContentConfiguration()
      content.text = row.title
      cell.contentConfiguration = content
      cell.accessories = self?.accessories(for: row) ?? []
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      var content = header.defaultContentConfiguration()
      content.text = Section.allCases[indexPath.section].rawValue.uppercased()
      header.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Row>(
      collectionView: collectionView
    ) { collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: row)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
    // Known networks keep their order of preference: drag them while editing.
    dataSource.reorderingHandlers.canReorderItem = { $0.section == .known }
    self.dataSource = dataSource
    var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(
      [
        Row(title: "Wi-Fi", value: "Home", section: .network),
        Row(title: "Bluetooth", value: "On", section: .network),
        Row(title: "Airplane Mode", section: .network),
      ], toSection: .network)
    snapshot.appendItems(
      ["Home", "Office", "Café"].map { Row(title: $0, section: .known) }, toSection: .known)
    snapshot.appendItems(
      ["Light", "Dark", "Automatic"].map { Row(title: $0, section: .appearance) },
      toSection: .appearance)
    snapshot.appendItems(
      [Row(title: "Version", value: "1.0 (48)", section: .about)], toSection: .about)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  private func accessories(for row: Row) -> [UICellAccessory] {
    switch row.section {
    case .network where row.title == "Airplane Mode":
      return [.customView(configuration: .init(customView: airplaneSwitch, placement: .trailing))]
    case .network:
      return [.label(text: row.value ?? ""), .disclosureIndicator()]
    case .known:
      return [.delete(), .reorder()]
    case .appearance:
      return [.checkmark(options: .init(isHidden: row.title != chosenAppearance))]
    case .about:
      return [.label(text: row.value ?? "")]
    }
  }

  /// "Forget" on a known network: the row goes, animated.
  private func forgetAction(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let row = dataSource?.itemIdentifier(for: indexPath), row.section == .known else {
      return nil
    }
    let forget = UIContextualAction(style: .destructive, title: "Forget") {
      [weak self] _, _, completion in
      guard let dataSource = self?.dataSource else { return completion(false) }
      var snapshot = dataSource.snapshot()
      snapshot.deleteItems([row])
      dataSource.apply(snapshot, animatingDifferences: true)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [forget])
  }

  fileprivate func choose(_ row: Row) {
    guard row.section == .appearance, row.title != chosenAppearance, let dataSource else { return }
    let previous = Row(title: chosenAppearance, section: .appearance)
    chosenAppearance = row.title
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([previous, row])
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension SettingsScreen: UICollectionViewDelegate {
  /// A known network moves among the known networks only.
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    proposedIndexPath.section == originalIndexPath.section ? proposedIndexPath : currentIndexPath
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    if let row = dataSource?.itemIdentifier(for: indexPath) { choose(row) }
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
