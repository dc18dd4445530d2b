import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `NSDiffableDataSourceSectionSnapshot` as WWDC 2020's "Advances in diffable data sources" and
/// Apple's outline samples use it: a tree of items, parents collapsed until expanded, visible
/// items depth first.
@MainActor @Suite struct SectionSnapshotTests {
  /// Apple's example: a root with two children, one of which has children of its own.
  func tree() -> NSDiffableDataSourceSectionSnapshot<String> {
    var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
    snapshot.append(["Outline", "Other"])
    snapshot.append(["Compositional", "Lists"], to: "Outline")
    snapshot.append(["Grid", "Inset Items"], to: "Compositional")
    return snapshot
  }

  @Test func itemsAreDepthFirstAndOnlyExpandedParentsShowTheirChildren() {
    var snapshot = tree()
    #expect(
      snapshot.items == ["Outline", "Compositional", "Grid", "Inset Items", "Lists", "Other"])
    #expect(snapshot.rootItems == ["Outline", "Other"])
    // Parents start collapsed.
    #expect(snapshot.visibleItems == ["Outline", "Other"])
    snapshot.expand(["Compositional"])
    #expect(snapshot.visibleItems == ["Outline", "Other"], "its parent is still collapsed")
    #expect(!snapshot.isVisible("Grid"))
    snapshot.expand(["Outline"])
    #expect(
      snapshot.visibleItems == [
        "Outline", "Compositional", "Grid", "Inset Items", "Lists", "Other",
      ])
    snapshot.collapse(["Compositional"])
    #expect(snapshot.visibleItems == ["Outline", "Compositional", "Lists", "Other"])
    #expect(snapshot.isExpanded("Outline") && !snapshot.isExpanded("Compositional"))
    #expect(snapshot.level(of: "Grid") == 2)
    #expect(snapshot.level(of: "Other") == 0)
    #expect(snapshot.parent(of: "Grid") == "Compositional")
    #expect(snapshot.parent(of: "Outline") == nil)
    #expect(snapshot.index(of: "Lists") == 4)
    #expect(snapshot.contains("Inset Items") && !snapshot.contains("Nothing"))
  }

  @Test func insertingDeletingAndReplacingKeepTheTree() {
    var snapshot = tree()
    snapshot.insert(["Basics"], before: "Compositional")
    snapshot.insert(["Advanced"], after: "Other")
    #expect(
      snapshot.items == [
        "Outline", "Basics", "Compositional", "Grid", "Inset Items", "Lists", "Other", "Advanced",
      ])
    #expect(snapshot.parent(of: "Basics") == "Outline")
    // Deleting a parent deletes what is under it.
    snapshot.delete(["Compositional"])
    #expect(snapshot.items == ["Outline", "Basics", "Lists", "Other", "Advanced"])
    #expect(!snapshot.contains("Grid"))
    var children = NSDiffableDataSourceSectionSnapshot<String>()
    children.append(["Emoji"])
    children.append(["Smileys"], to: "Emoji")
    children.expand(["Emoji"])
    snapshot.replace(childrenOf: "Outline", using: children)
    #expect(snapshot.items == ["Outline", "Emoji", "Smileys", "Other", "Advanced"])
    #expect(snapshot.isExpanded("Emoji"))
    let sub = snapshot.snapshot(of: "Outline", includingParent: true)
    #expect(sub.items == ["Outline", "Emoji", "Smileys"])
    #expect(sub.level(of: "Smileys") == 2)
    #expect(snapshot.snapshot(of: "Outline").items == ["Emoji", "Smileys"])
    snapshot.deleteAll()
    #expect(snapshot.items.isEmpty)
  }

  @Test func aRepeatedIdentifierIsKeptOnceAndSaidOnce() {
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    var snapshot = tree()
    snapshot.append(["Grid", "New", "New"], to: "Other")
    #expect(snapshot.items.filter { $0 == "Grid" }.count == 1)
    #expect(snapshot.parent(of: "Grid") == "Compositional")
    #expect(snapshot.snapshot(of: "Other").items == ["New"])
    #expect(lines.filter { $0.contains("not unique") }.count == 1)
    snapshot.append(["Orphan"], to: "Missing")
    #expect(!snapshot.contains("Orphan"))
    #expect(lines.contains { $0.contains("the parent Missing is not in the snapshot") })
  }

  @Test func theVisualDescriptionShowsLevelsAndExpansion() {
    var snapshot = tree()
    snapshot.expand(["Outline"])
    // Two spaces a level; "+" an expanded parent, "-" a collapsed one.
    #expect(
      snapshot.visualDescription().split(separator: "\n") == [
        "+ Outline", "  - Compositional", "      Grid", "      Inset Items", "    Lists",
        "  Other",
      ])
  }
}

/// An outline in a sidebar list, as Apple's "Implementing Modern Collection Views" outline and
/// sidebar samples build it: section snapshots applied to a diffable data source, outline
/// disclosures, the handlers, clicks and arrows.
@MainActor @Suite(.serialized) struct OutlineListTests {
  let window = makeWindow(size: CGSize(width: 320, height: 480))
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, String>
  let log = Log()

  final class Log {
    var calls: [String] = []
  }

  init() {
    let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    window.addSubview(collectionView)
    let parents: Set<String> = ["Favorites", "Folders", "Projects"]
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories =
        item == "Favorites"
        ? [.outlineDisclosure(options: .init(style: .header))]
        : parents.contains(item) ? [.outlineDisclosure()] : []
    }
    dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    let log = self.log
    dataSource.sectionSnapshotHandlers.shouldExpandItem = { item in
      log.calls.append("shouldExpand \(item)")
      return item != "Locked"
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { log.calls.append("willExpand \($0)") }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { log.calls.append("willCollapse \($0)") }
    var section = NSDiffableDataSourceSectionSnapshot<String>()
    section.append(["Favorites"])
    section.append(["Recents", "Folders"], to: "Favorites")
    section.append(["Projects", "Photos"], to: "Folders")
    section.append(["OpenUIKit"], to: "Projects")
    dataSource.apply(section, to: 0, animatingDifferences: false)
    collectionView.layoutIfNeeded()
  }

  func row(_ item: Int) -> UICollectionViewListCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
  }

  func shown() -> [String] { dataSource.snapshot().itemIdentifiers }

  @Test func aHeaderRowExpandsOnAClickAndItsChildrenAreIndented() throws {
    defer { window.isHidden = true }
    #expect(shown() == ["Favorites"])
    let favorites = try #require(row(0))
    #expect(!favorites.isOutlineExpanded && !favorites.configurationState.isExpanded)
    #expect(favorites.accessibilityValue == "collapsed")
    window.tap(at: CGPoint(x: 100, y: 22), time: 0)
    #expect(log.calls == ["shouldExpand Favorites", "willExpand Favorites"])
    #expect(shown() == ["Favorites", "Recents", "Folders"])
    #expect(collectionView.indexPathsForSelectedItems == nil, "a header row is not selected")
    // The same cell, now expanded: its chevron points down.
    #expect(row(0) === favorites && favorites.isOutlineExpanded)
    #expect(favorites.configurationState.isExpanded)
    #expect(favorites.accessibilityValue == "expanded")
    collectionView.layoutIfNeeded()
    let folders = try #require(row(2))
    #expect(folders.indentationLevel == 1)
    #expect(dataSource.snapshot(for: 0).isExpanded("Favorites"))
    // A child's content starts one level (22 points) further in than its parent's.
    let parentText = try #require(favorites.contentView.subviews.first { $0 is UIListContentView })
    let childText = try #require(folders.contentView.subviews.first { $0 is UIListContentView })
    #expect(folders.indentationWidth == 22)
    #expect(childText.frame.minX > parentText.frame.minX)
    window.tap(at: CGPoint(x: 100, y: 22), time: 2)
    #expect(log.calls.last == "willCollapse Favorites")
    #expect(shown() == ["Favorites"])
  }

  @Test func aCellRowTogglesOnItsChevronAndIsSelectedElsewhere() throws {
    defer { window.isHidden = true }
    var section = dataSource.snapshot(for: 0)
    section.expand(["Favorites"])
    dataSource.apply(section, to: 0, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let folders = try #require(row(2))
    // A `.cell` disclosure of a nested row goes at the leading edge.
    let chevron = try #require(folders.shownOutlineDisclosure?.view)
    let chevronCenter = window.convert(
      CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), from: chevron)
    #expect(chevronCenter.x < 60)
    window.tap(at: chevronCenter, time: 0)
    #expect(shown() == ["Favorites", "Recents", "Folders", "Projects", "Photos"])
    #expect(collectionView.indexPathsForSelectedItems == nil)
    window.tap(at: CGPoint(x: 200, y: window.convert(folders.bounds, from: folders).midY), time: 2)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(shown().count == 5)
  }

  @Test func theArrowsExpandAndCollapseTheFocusedRow() throws {
    defer { window.isHidden = true }
    window.press(UIKey(keyCode: .keyboardTab, characters: "\t"))
    #expect(window.focusedView === row(0))
    window.press(UIKey(keyCode: .keyboardRightArrow, characters: ""))
    #expect(shown() == ["Favorites", "Recents", "Folders"])
    // Expanded: the right arrow does nothing more; the left one collapses.
    window.press(UIKey(keyCode: .keyboardRightArrow, characters: ""))
    #expect(shown().count == 3)
    window.press(UIKey(keyCode: .keyboardLeftArrow, characters: ""))
    #expect(shown() == ["Favorites"])
  }

  @Test func aRefusedExpansionChangesNothing() throws {
    defer { window.isHidden = true }
    var section = NSDiffableDataSourceSectionSnapshot<String>()
    section.append(["Locked"])
    section.append(["Secret"], to: "Locked")
    dataSource.apply(section, to: 1, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    dataSource.toggleOutline(at: IndexPath(item: 0, section: 1))
    #expect(log.calls.last == "shouldExpand Locked")
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == ["Locked"])
    // A plain snapshot over the section replaces its section snapshot.
    var plain = dataSource.snapshot()
    plain.appendItems(["Loose"], toSection: 1)
    dataSource.apply(plain, animatingDifferences: false)
    #expect(dataSource.snapshot(for: 1).items == ["Locked", "Loose"])
  }
}
