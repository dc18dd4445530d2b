import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Decoration views: registered on the layout, placed by its attributes, made and reused by the
/// collection view without its data source; compositional section backgrounds.
@MainActor @Suite struct UICollectionViewDecorationTests {
  static let shelf = "shelf"

  /// A shelf behind every row of a 3-column grid, as a bookshelf layout does it (after the
  /// classic custom-layout tutorials: a decoration view per row, registered in `init`).
  final class ShelfLayout: UICollectionViewLayout {
    let rowHeight: CGFloat = 100
    var itemCount = 0

    override init() {
      super.init()
      register(ShelfView.self, forDecorationViewOfKind: shelf)
    }

    override func prepare() {
      itemCount = collectionView?.numberOfItems(inSection: 0) ?? 0
    }

    var rows: Int { (itemCount + 2) / 3 }

    override var collectionViewContentSize: CGSize {
      CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      var result: [UICollectionViewLayoutAttributes] = []
      for row in 0..<rows {
        let shelf = layoutAttributesForDecorationView(
          ofKind: UICollectionViewDecorationTests.shelf, at: IndexPath(item: row, section: 0))
        if let shelf, shelf.frame.intersects(rect) { result.append(shelf) }
        for column in 0..<3 where row * 3 + column < itemCount {
          if let item = layoutAttributesForItem(at: IndexPath(item: row * 3 + column, section: 0)),
            item.frame.intersects(rect)
          {
            result.append(item)
          }
        }
      }
      return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = CGRect(
        x: CGFloat(indexPath.item % 3) * 100 + 10, y: CGFloat(indexPath.item / 3) * rowHeight + 10,
        width: 80, height: 80)
      return attributes
    }

    override func layoutAttributesForDecorationView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      let attributes = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: elementKind, with: indexPath)
      attributes.frame = CGRect(
        x: 0, y: CGFloat(indexPath.item) * rowHeight + 80, width: 300, height: 20)
      return attributes
    }
  }

  final class ShelfView: UICollectionReusableView {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    var applied: [IndexPath] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
      ShelfView.made += 1
      backgroundColor = .brown
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      applied.append(layoutAttributes.indexPath)
    }
  }

  final class Books: NSObject, UICollectionViewDataSource {
    var count = 30
    var asked: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      asked.append("cell \(indexPath.item)")
      return collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      asked.append("supplementary \(kind)")
      return UICollectionReusableView()
    }
  }

  func shelves(_ window: UIWindow, layout: UICollectionViewLayout) -> (UICollectionView, Books) {
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "book")
    let books = Books()
    collectionView.dataSource = books
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (collectionView, books)
  }

  func shelfViews(_ collectionView: UICollectionView) -> [ShelfView] {
    collectionView.subviews.compactMap { $0 as? ShelfView }.sorted { $0.frame.minY < $1.frame.minY }
  }

  @Test func theLayoutsDecorationViewsShowWhereItsAttributesSayUnderTheCells() {
    let window = makeWindow(size: CGSize(width: 300, height: 250))
    defer { window.isHidden = true }
    let (collectionView, books) = shelves(window, layout: ShelfLayout())
    let shown = shelfViews(collectionView)
    // Rows 0, 1 and 2 meet the 250-point-high visible rectangle (row 2's shelf at 280 does not).
    #expect(
      shown.map(\.frame) == [
        CGRect(x: 0, y: 80, width: 300, height: 20), CGRect(x: 0, y: 180, width: 300, height: 20),
      ])
    #expect(shown.map(\.reuseIdentifier) == [Self.shelf, Self.shelf])
    #expect(
      shown.map(\.applied) == [[IndexPath(item: 0, section: 0)], [IndexPath(item: 1, section: 0)]])
    // The data source is never asked for them.
    #expect(!books.asked.contains { $0.hasPrefix("supplementary") })
    // Below every cell, though made after some of them.
    let cellZ = collectionView.visibleCells.map(\.layer.zPosition)
    #expect(shown.allSatisfy { shelf in cellZ.allSatisfy { shelf.layer.zPosition < $0 } })
    // Not items: hit testing and the visible items ignore them.
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 95)) == nil)
    #expect(collectionView.indexPathsForVisibleItems.count == 9)
  }

  @Test func scrolledAwayDecorationViewsAreReused() {
    let window = makeWindow(size: CGSize(width: 300, height: 250))
    defer { window.isHidden = true }
    ShelfView.made = 0
    let (collectionView, _) = shelves(window, layout: ShelfLayout())
    #expect(ShelfView.made == 2)
    let first = shelfViews(collectionView)
    collectionView.contentOffset = CGPoint(x: 0, y: 600)
    collectionView.layoutIfNeeded()
    let later = shelfViews(collectionView)
    #expect(later.map(\.frame.minY) == [680, 780])
    // The two that left came back for the two that came in.
    #expect(ShelfView.made == 2)
    #expect(Set(later.map(ObjectIdentifier.init)) == Set(first.map(ObjectIdentifier.init)))
    #expect(later.allSatisfy { $0.reuses == 1 })
  }

  @Test func anUnregisteredKindIsSaidOnceAndNotShown() {
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    let window = makeWindow(size: CGSize(width: 300, height: 250))
    defer { window.isHidden = true }
    let layout = ShelfLayout()
    layout.register(nil, forDecorationViewOfKind: Self.shelf)
    let (collectionView, _) = shelves(window, layout: layout)
    collectionView.contentOffset = CGPoint(x: 0, y: 300)
    collectionView.layoutIfNeeded()
    #expect(shelfViews(collectionView).isEmpty)
    #expect(collectionView.visibleCells.count == 9)
    #expect(lines.filter { $0.contains("could not dequeue a view of kind: shelf") }.count == 1)
  }

  // MARK: Compositional section backgrounds

  /// Apple's "Section Background Decoration" example: a list whose sections sit on rounded
  /// backgrounds, inset 5 points inside the section's 10-point insets.
  func backgroundLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30)),
      elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [header]
    let sectionBackground = NSCollectionLayoutDecorationItem.background(
      elementKind: "background-element-kind")
    sectionBackground.contentInsets = NSDirectionalEdgeInsets(
      top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [sectionBackground]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(ShelfView.self, forDecorationViewOfKind: "background-element-kind")
    return layout
  }

  @Test func aSectionBackgroundCoversTheSectionInsideItsInsets() {
    let window = makeWindow(size: CGSize(width: 300, height: 500))
    defer { window.isHidden = true }
    let layout = backgroundLayout()
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "book")
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: "header",
      withReuseIdentifier: "header")
    let data = SectionsOfThree()
    collectionView.dataSource = data
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    // Section 0: header 0–30, insets 10, three rows of 44 with 5 between (142), insets 10: 0–192.
    // Section 1 starts at 192.
    let first = layout.layoutAttributesForDecorationView(
      ofKind: "background-element-kind", at: IndexPath(item: 0, section: 0))
    #expect(first?.frame == CGRect(x: 5, y: 5, width: 290, height: 182))
    #expect(first?.representedElementCategory == .decorationView)
    #expect(first?.representedElementKind == "background-element-kind")
    #expect(first?.zIndex == 0)
    let second = layout.layoutAttributesForDecorationView(
      ofKind: "background-element-kind", at: IndexPath(item: 0, section: 1))
    #expect(second?.frame == CGRect(x: 5, y: 197, width: 290, height: 182))
    #expect(
      layout.layoutAttributesForDecorationView(
        ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
    let shown = shelfViews(collectionView)
    #expect(shown.map(\.frame) == [first?.frame, second?.frame].compactMap { $0 })
    let copied = NSCollectionLayoutDecorationItem.background(elementKind: "k").copy()
    #expect((copied as? NSCollectionLayoutDecorationItem)?.elementKind == "k")
    withExtendedLifetime(data) {}
  }

  final class SectionsOfThree: NSObject, UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      3
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
  }
}
