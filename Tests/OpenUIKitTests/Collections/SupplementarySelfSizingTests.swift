import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Headers whose height is estimated measure themselves, as in UIKit's compositional layouts: a
/// list header that wraps, a header laid out by constraints; the content after them moves.
@MainActor @Suite struct SupplementarySelfSizingTests {
  /// A header laid out by constraints: a wrapping label pinned 10 points inside.
  final class NoteHeader: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      label.numberOfLines = 0
      label.font = .systemFont(ofSize: 17)
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
        label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  @Test func anAutoLayoutHeaderMeasuresItsHeightAndTheItemsMove() throws {
    let window = makeWindow(size: CGSize(width: 200, height: 400))
    defer { window.isHidden = true }
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let collectionView = UICollectionView(
      frame: window.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    collectionView.contentInsetAdjustmentBehavior = .never
    window.addSubview(collectionView)
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    let headers = UICollectionView.SupplementaryRegistration<NoteHeader>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      header.label.text =
        indexPath.section == 0
        ? "A header long enough to wrap onto a few lines at this width" : "Short"
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([1, 2], toSection: 0)
    snapshot.appendItems([3], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let header = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)) as? NoteHeader)
    let measured = header.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    #expect(measured > 60, "three lines and the margins")
    #expect(header.frame.height == measured)
    let first = try #require(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame.minY == measured, "the items start under the measured header")
    let second = try #require(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
    #expect(second.frame.minY == measured + 80)
    #expect(second.frame.height < 45, "one line and the margins")
  }

  @Test func aGroupedListHeaderThatWrapsGrows() throws {
    let window = makeWindow(size: CGSize(width: 320, height: 400))
    defer { window.isHidden = true }
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    let collectionView = UICollectionView(
      frame: window.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    collectionView.contentInsetAdjustmentBehavior = .never
    window.addSubview(collectionView)
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, _ in
      var content = header.defaultContentConfiguration()
      content.text = "A grouped list's header that is long enough to wrap onto a second line"
      header.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["One", "Two"])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let header = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)))
    #expect(header.frame.height > 38, "two lines of 13-point text grow the header")
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY
        == header.frame.maxY)
  }
}
