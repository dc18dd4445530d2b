import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Diffable data sources and registrations as Apple's "Implementing Modern Collection Views"
/// sample writes them: cells keep following their identifiers across snapshots, animated or not,
/// and snapshots keep identifiers unique as iOS 15 does.
@MainActor @Suite(.serialized) struct UICollectionViewDiffableDataSourceTests {
  enum Section: Hashable, Sendable { case main, more }

  final class LabelCell: UICollectionViewCell {
    var text = ""
    var configurations = 0
  }

  let window = makeWindow(size: CGSize(width: 330, height: 400))
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Section, Int>

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    window.addSubview(collectionView)
    let cellRegistration = UICollectionView.CellRegistration<LabelCell, Int> {
      cell, indexPath, identifier in
      cell.text = "\(identifier)"
      cell.configurations += 1
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { supplementaryView, elementKind, indexPath in
      supplementaryView.accessibilityLabel = "Header \(indexPath.section)"
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Int>(
      collectionView: collectionView
    ) { collectionView, indexPath, identifier in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<9))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
  }

  /// The cell showing each identifier.
  func cellsByIdentifier() -> [Int: LabelCell] {
    var cells: [Int: LabelCell] = [:]
    for case let cell as LabelCell in collectionView.visibleCells {
      guard let indexPath = collectionView.indexPath(for: cell),
        let identifier = dataSource.itemIdentifier(for: indexPath)
      else { continue }
      cells[identifier] = cell
    }
    return cells
  }

  @Test func registrationsConfigureTheCellsAndHeaders() throws {
    defer { window.isHidden = true }
    #expect(collectionView.dataSource === dataSource)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? LabelCell)
    #expect(cell.text == "4")
    #expect(cell.reuseIdentifier?.isEmpty == false)
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.accessibilityLabel == "Header 0")
    #expect(dataSource.indexPath(for: 7) == IndexPath(item: 7, section: 0))
    #expect(dataSource.sectionIdentifier(for: 0) == .main)
    #expect(dataSource.index(for: .main) == 0)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 9, section: 0)) == nil)
  }

  @Test func anAnimatedApplyMovesEachCellWithItsIdentifier() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    defer { window.isHidden = true }
    let before = cellsByIdentifier()
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([3])
    snapshot.moveItem(8, beforeItem: 0)
    snapshot.appendSections([.more])
    snapshot.appendItems([20, 21], toSection: .more)
    var done = false
    dataSource.apply(snapshot, animatingDifferences: true) { done = true }
    #expect(collectionView.numberOfSections == 2)
    let after = cellsByIdentifier()
    for identifier in [0, 1, 2, 4, 5, 6, 7, 8] { #expect(after[identifier] === before[identifier]) }
    #expect(dataSource.indexPath(for: 8) == IndexPath(item: 0, section: 0))
    #expect(after[8]?.layer.animationKeys()?.isEmpty == false, "moving from where it was")
    #expect(!done)
    clock.advance(by: 0.35)
    #expect(done)
  }

  @Test func applyingWithoutAnimationStillDiffs() throws {
    defer { window.isHidden = true }
    let before = cellsByIdentifier()
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([0])
    snapshot.appendItems([9])
    var done = false
    dataSource.apply(snapshot, animatingDifferences: false) { done = true }
    #expect(done)
    let after = cellsByIdentifier()
    #expect(after[5] === before[5])
    #expect(after[5]?.configurations == 1, "an unchanged item is not configured again")
    #expect(after[5]?.layer.animationKeys() == nil)
    #expect(after[9]?.text == "9")
  }

  @Test func reloadDataRebuildsEveryCell() throws {
    defer { window.isHidden = true }
    var done = false
    dataSource.applySnapshotUsingReloadData(dataSource.snapshot()) { done = true }
    #expect(done)
    collectionView.layoutIfNeeded()
    #expect(
      cellsByIdentifier().values.allSatisfy { $0.configurations == 2 || $0.configurations == 1 })
    #expect(cellsByIdentifier().values.contains { $0.configurations == 2 }, "cells configured anew")
  }

  @Test func reloadReplacesTheCellAndReconfigureKeepsIt() throws {
    defer { window.isHidden = true }
    let before = cellsByIdentifier()
    var snapshot = dataSource.snapshot()
    snapshot.reloadItems([1])
    snapshot.reconfigureItems([2])
    UIView.performWithoutAnimation { dataSource.apply(snapshot) }
    let after = cellsByIdentifier()
    #expect(after[1] !== before[1])
    #expect(after[2] === before[2])
    #expect(after[2]?.configurations == 2)
    #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty, "marks are not kept")
  }

  @Test func snapshotsKeepIdentifiersUnique() {
    defer { window.isHidden = true }
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main, .more])
    snapshot.appendItems([1, 2, 2, 3, 1], toSection: .main)
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
    #expect(lines.count == 1)
    #expect(lines.first?.contains("Fatal: supplied item identifiers are not unique") == true)
    snapshot.appendItems([1], toSection: .more)
    #expect(snapshot.itemIdentifiers(inSection: .main) == [2, 3])
    #expect(
      snapshot.itemIdentifiers(inSection: .more) == [1], "appending an existing item moves it")
    #expect(snapshot.sectionIdentifier(containingItem: 1) == .more)
    #expect(snapshot.indexOfItem(1) == 2)
    snapshot.insertItems([4], beforeItem: 2)
    #expect(snapshot.itemIdentifiers == [4, 2, 3, 1])
    snapshot.moveSection(.more, beforeSection: .main)
    #expect(snapshot.sectionIdentifiers == [.more, .main])
    #expect(snapshot.itemIdentifiers == [1, 4, 2, 3])
    #expect(lines.count == 1)
  }

  @Test func aMillionDuplicatesAreOneDiagnostic() {
    defer { window.isHidden = true }
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(repeating: 7, count: 1_000_000))
    #expect(snapshot.itemIdentifiers == [7])
    #expect(lines.count == 1)
    #expect(lines.first?.contains("999999 repeats in all") == true)
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(collectionView.numberOfItems(inSection: 0) == 1)
  }

  @Test func tenThousandItemsKeepTheirSelectionAcrossAShuffle() throws {
    defer { window.isHidden = true }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<10_000))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.selectItem(
      at: dataSource.indexPath(for: 42), animated: false, scrollPosition: [])
    var shuffled = snapshot
    shuffled.deleteAllItems()
    shuffled.appendSections([.main])
    var generator = SystemRandomNumberGenerator()
    shuffled.appendItems(Array(0..<10_000).shuffled(using: &generator))
    dataSource.apply(shuffled, animatingDifferences: false)
    #expect(
      collectionView.indexPathsForSelectedItems == [dataSource.indexPath(for: 42)].compactMap { $0 }
    )
    #expect(collectionView.numberOfItems(inSection: 0) == 10_000)
    let shown = collectionView.indexPathsForVisibleItems.compactMap {
      dataSource.itemIdentifier(for: $0)
    }
    #expect(shown == Array(shuffled.itemIdentifiers.prefix(shown.count)))
    for (identifier, cell) in cellsByIdentifier() { #expect(cell.text == "\(identifier)") }
  }
}
