import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `UIBackgroundConfiguration` as iOS 14 code uses it: a list row's default from its list, a
/// configuration customized in `configurationUpdateHandler`, and a plain cell's rounded, inset,
/// stroked background.
@MainActor @Suite(.serialized) struct BackgroundConfigurationTests {
  func selected(_ selected: Bool, highlighted: Bool = false) -> UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    state.isSelected = selected
    state.isHighlighted = highlighted
    return state
  }

  @Test func systemStylesFollowTheStateUnlessTheAppSetTheColor() {
    #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
    #expect(
      UIBackgroundConfiguration.listPlainCell().updated(for: selected(true)).backgroundColor
        == .systemGray4)
    #expect(
      UIBackgroundConfiguration.listGroupedCell().updated(for: selected(false, highlighted: true))
        .backgroundColor == .systemGray4)
    let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: selected(true))
    #expect(sidebar.backgroundColor == nil, "a selected sidebar row takes the tint color")
    #expect(sidebar.resolvedBackgroundColor(for: .systemPink) == .systemPink)
    var custom = UIBackgroundConfiguration.listPlainCell()
    custom.backgroundColor = .systemYellow
    #expect(custom.updated(for: selected(true)).backgroundColor == .systemYellow)
    #expect(
      UIBackgroundConfiguration.clear().updated(for: selected(true)).backgroundColor == .clear)
    #expect(
      custom != .listPlainCell() && UIBackgroundConfiguration.listPlainCell() == .listPlainCell())
  }

  @Test func aSidebarRowsTextTurnsWhiteWhileSelectedAndBackAfter() {
    var content = UIListContentConfiguration.sidebarCell()
    content.text = "Inbox"
    content.secondaryTextProperties.color = .systemPink
    let chosen = content.updated(for: selected(true))
    #expect(chosen.textProperties.color == .white && chosen.secondaryTextProperties.color == .white)
    #expect(chosen.updated(for: selected(true)).textProperties.color == .white)
    let back = chosen.updated(for: selected(false))
    #expect(
      back.textProperties.color == .label && back.secondaryTextProperties.color == .systemPink)
    #expect(
      UIListContentConfiguration.cell().updated(for: selected(true)).textProperties.color == .label)
  }

  @Test func theGrayscaleTransformerKeepsLuminanceAndAlpha() {
    var configuration = UIBackgroundConfiguration.clear()
    configuration.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    configuration.backgroundColorTransformer = .grayscale
    let resolved = configuration.resolvedBackgroundColor(for: .systemBlue)
      .resolvedColor(with: UITraitCollection())
    var white: CGFloat = 0
    var alpha: CGFloat = 0
    resolved.getWhite(&white, alpha: &alpha)
    #expect(abs(white - 0.2126) < 0.001 && alpha == 0.5)
  }

  /// A plain list of five rows: row 1 shows the app's configuration, customized for its state.
  func list(appearance: UICollectionLayoutListConfiguration.Appearance)
    -> (UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Int, Int>)
  {
    let window = makeWindow(size: CGSize(width: 320, height: 240))
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: appearance))
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    window.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
      guard item == 1 else { return }
      cell.configurationUpdateHandler = { cell, state in
        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        background.backgroundColor = state.isSelected ? .systemTeal : .systemYellow
        cell.backgroundConfiguration = background
      }
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<5))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (window, collectionView, dataSource)
  }

  @Test func aListRowShowsItsListsDefaultOrTheAppsConfigurationForItsState() throws {
    let (window, collectionView, dataSource) = list(appearance: .insetGrouped)
    defer { window.isHidden = true }
    let plain = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    let custom = try #require(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    #expect(
      plain.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground,
      "a row's configuration is its list's")
    #expect(plain.listBackground.backgroundColor == .secondarySystemGroupedBackground)
    #expect(custom.listBackground.backgroundColor == .systemYellow)
    #expect(custom.listBackground.layer.cornerRadius == 0, "row 1 is inside the group")
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(
      at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    collectionView.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    collectionView.layoutIfNeeded()
    #expect(custom.listBackground.backgroundColor == .systemTeal)
    #expect(plain.listBackground.backgroundColor == .systemGray4)
    #expect(plain.listBackground.layer.cornerRadius == 10, "the group's first row is rounded")
    withExtendedLifetime(dataSource) {}
  }

  @Test func aPlainCellsConfigurationReplacesItsBackgroundViewsAndIsInsetAndStroked() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    cell.backgroundView = UIView()
    cell.selectedBackgroundView = UIView()
    var background = UIBackgroundConfiguration.clear()
    background.backgroundColor = .systemIndigo
    background.cornerRadius = 12
    background.backgroundInsets = NSDirectionalEdgeInsets(
      top: 4, leading: 8, bottom: 4, trailing: 2)
    background.strokeWidth = 2
    background.strokeColor = .systemOrange
    background.strokeOutset = 1
    cell.backgroundConfiguration = background
    #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
    cell.layoutIfNeeded()
    let view = try #require(cell.configuredBackgroundView)
    #expect(view.frame == CGRect(x: 8, y: 4, width: 90, height: 52))
    #expect(view.backgroundColor == .systemIndigo && view.layer.cornerRadius == 12)
    let stroke = try #require(view.subviews.last)
    #expect(stroke.frame == CGRect(x: -1, y: -1, width: 92, height: 54))
    #expect(stroke.layer.borderWidth == 2 && stroke.layer.cornerRadius == 13)
    cell.semanticContentAttribute = .forceRightToLeft
    cell.setNeedsLayout()
    cell.layoutIfNeeded()
    #expect(view.frame.origin.x == 2, "the leading inset is on the right, right to left")
    cell.backgroundView = UIView()
    #expect(cell.backgroundConfiguration == nil && cell.configuredBackgroundView == nil)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func anEditingListWithItsControlsAndACustomBackground(
    style: UIUserInterfaceStyle, scale: CGFloat
  ) throws {
    let window = makeWindow(size: CGSize(width: 240, height: 140), style: style, scale: scale)
    defer { window.isHidden = true }
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    window.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Task \(item)"
      cell.contentConfiguration = content
      cell.accessories = [.delete(), .reorder()]
      guard item == 1 else { return }
      var background = UIBackgroundConfiguration.listGroupedCell()
      background.backgroundColor = .systemYellow.withAlphaComponent(0.3)
      background.backgroundInsets = NSDirectionalEdgeInsets(
        top: 3, leading: 6, bottom: 3, trailing: 6)
      background.cornerRadius = 8
      background.strokeWidth = 1
      background.strokeColor = .systemOrange
      cell.backgroundConfiguration = background
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([0, 1, 2])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.isEditing = true
    collectionView.layoutIfNeeded()
    let name = "listEditing-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }
}
