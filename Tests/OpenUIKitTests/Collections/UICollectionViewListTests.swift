import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// List sections and list cells as iOS 14 code writes a settings screen: an inset-grouped list
/// layout, list cells with a content configuration and accessories, `configurationUpdateHandler`
/// in UIKit's order.
@MainActor @Suite(.serialized) struct UICollectionViewListTests {
  enum Section: Int, Hashable, Sendable { case general, about }

  let window = makeWindow(size: CGSize(width: 320, height: 480))
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Section, String>
  var updates: [String] = []

  init() {
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    window.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, indexPath, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories =
        item == "Wi-Fi"
        ? [.label(text: "Home"), .disclosureIndicator()]
        : item == "Dark" ? [.checkmark()] : [.disclosureIndicator()]
    }
    dataSource = UICollectionViewDiffableDataSource<Section, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.general, .about])
    snapshot.appendItems(["Wi-Fi", "Bluetooth", "Dark"], toSection: .general)
    snapshot.appendItems(["Version"], toSection: .about)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
  }

  func cell(_ item: Int, _ section: Int) -> UICollectionViewListCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section))
      as? UICollectionViewListCell
  }

  @Test func insetGroupedRowsAreInsetAndSectionsApart() throws {
    defer { window.isHidden = true }
    let first = try #require(cell(0, 0))
    #expect(first.frame == CGRect(x: 20, y: 18, width: 280, height: 44))
    #expect(cell(2, 0)?.frame.minY == 106)
    // 18 below the first section, 18 above the second.
    #expect(cell(0, 1)?.frame.minY == CGFloat(18 + 132 + 18 + 18))
    #expect(collectionView.backgroundColor == .systemGroupedBackground)
  }

  @Test func rowsKnowTheirPlaceInTheGroup() throws {
    defer { window.isHidden = true }
    let first = try #require(cell(0, 0))
    let middle = try #require(cell(1, 0))
    let last = try #require(cell(2, 0))
    let only = try #require(cell(0, 1))
    #expect(first.listBackground.layer.cornerRadius == 10)
    #expect(
      first.listBackground.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(middle.listBackground.layer.cornerRadius == 0)
    #expect(
      last.listBackground.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(
      only.listBackground.layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    #expect(!first.separatorLayer.isHidden)
    #expect(last.separatorLayer.isHidden, "no separator under a section's last row")
  }

  @Test func accessoriesSitAtTheTrailingEdgeAndAreRead() throws {
    defer { window.isHidden = true }
    let wifi = try #require(cell(0, 0))
    wifi.layoutIfNeeded()
    let chevron = try #require(wifi.accessoryViews.last?.view)
    let label = try #require(wifi.accessoryViews.first?.view as? UILabel)
    #expect(chevron.frame.maxX == CGFloat(280 - 16))
    #expect(label.frame.maxX == chevron.frame.minX - 8)
    #expect(wifi.isAccessibilityElement)
    #expect(wifi.accessibilityLabel == "Wi-Fi, Home")
    #expect(wifi.accessibilityTraits.contains(.button))
    let dark = try #require(cell(2, 0))
    #expect(dark.accessibilityTraits.contains(.selected), "a checkmark reads as selected")
  }

  @Test func rightToLeftPutsAccessoriesOnTheLeft() throws {
    defer { window.isHidden = true }
    collectionView.semanticContentAttribute = .forceRightToLeft
    let wifi = try #require(cell(0, 0))
    wifi.semanticContentAttribute = .forceRightToLeft
    wifi.layoutIfNeeded()
    let chevron = try #require(wifi.accessoryViews.last?.view)
    #expect(chevron.frame.minX == 16)
  }

  final class StateCell: UICollectionViewListCell {
    var log: [String] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
      log.append("update selected=\(state.isSelected)")
      super.updateConfiguration(using: state)
    }
  }

  @Test func configurationUpdatesFollowTheState() throws {
    defer { window.isHidden = true }
    let cell = StateCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    cell.configurationUpdateHandler = { cell, state in
      (cell as? StateCell)?.log.append("handler selected=\(state.isSelected)")
      var content = UIListContentConfiguration.cell()
      content.text = state.isSelected ? "On" : "Off"
      cell.contentConfiguration = content
    }
    cell.layoutIfNeeded()
    #expect(cell.log == ["update selected=false", "handler selected=false"])
    cell.isSelected = true
    #expect(cell.log.count == 2, "nothing until the next layout")
    cell.layoutIfNeeded()
    #expect(cell.log.suffix(2) == ["update selected=true", "handler selected=true"])
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "On")
    cell.layoutIfNeeded()
    #expect(cell.log.count == 4, "no change, no update")
    var state = cell.configurationState
    let key = UIConfigurationStateCustomKey("com.example.unread")
    state[key] = true
    #expect(state[key] == AnyHashable(true))
    #expect(state.isSelected)
  }

  @Test(
    arguments: [
      (UIUserInterfaceStyle.light, 1.0, false), (.dark, 1.0, false), (.light, 2.0, false),
      (.dark, 2.0, false), (.light, 1.0, true),
    ] as [(UIUserInterfaceStyle, CGFloat, Bool)])
  func anInsetGroupedListLooksLikeSettings(
    style: UIUserInterfaceStyle, scale: CGFloat, rightToLeft: Bool
  ) throws {
    let window = makeWindow(size: CGSize(width: 240, height: 200), style: style, scale: scale)
    defer { window.isHidden = true }
    defer { self.window.isHidden = true }
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let collectionView = UICollectionView(
      frame: window.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    collectionView.contentInsetAdjustmentBehavior = .never
    // A right-to-left language: the traits say so, every view follows.
    if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
    window.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories =
        item == "Wi-Fi" ? [.label(text: "Home"), .disclosureIndicator()] : [.checkmark()]
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, _ in
      var content = view.defaultContentConfiguration()
      content.text = "NETWORK"
      view.contentConfiguration = content
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    source.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Wi-Fi", "Dark"])
    source.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let name =
      "collectionList-\(style == .dark ? "dark" : "light")\(rightToLeft ? "-rtl" : "")"
      + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }

  /// Apple's sidebar samples make each section's first item its header
  /// (`headerMode = .firstItemInSection`).
  @Test func theFirstItemOfASectionCanBeItsHeader() throws {
    defer { window.isHidden = true }
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .firstItemInSection
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
      using: configuration)
    collectionView.layoutIfNeeded()
    var snapshot = dataSource.snapshot()
    snapshot.reloadItems(snapshot.itemIdentifiers)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let header = try #require(cell(0, 0))
    let row = try #require(cell(1, 0))
    let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
    #expect(content.textProperties.color == .secondaryLabel, "a grouped header's text")
    #expect(header.backgroundConfiguration?.backgroundColor == .clear)
    #expect(header.separatorLayer.isHidden)
    #expect(header.accessibilityTraits.contains(.header))
    #expect(row.listBackground.layer.cornerRadius == 10, "the group starts after the header")
    #expect(row.listBackground.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(!row.accessibilityTraits.contains(.header))
  }
}
