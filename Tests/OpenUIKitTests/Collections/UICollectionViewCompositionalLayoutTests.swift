import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `UICollectionViewCompositionalLayout` built as Apple's "Implementing Modern Collection Views"
/// sample builds it (grid, nested groups, sections with headers, badges, custom groups), frames
/// computed by hand from Apple's documented rules.
@MainActor @Suite struct UICollectionViewCompositionalLayoutTests {
  final class Numbers: NSObject, UICollectionViewDataSource {
    var counts = [12]
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "view", for: indexPath)
    }
  }

  func show(
    _ layout: UICollectionViewLayout, counts: [Int] = [12],
    size: CGSize = CGSize(width: 300, height: 500)
  ) -> (UIWindow, UICollectionView, Numbers) {
    let window = makeWindow(size: size)
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in ["header", "badge"] {
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "view"
      )
    }
    let numbers = Numbers()
    numbers.counts = counts
    collectionView.dataSource = numbers
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (window, collectionView, numbers)
  }

  func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// Apple's "Grid": five square items to a row.
  func grid(insets: CGFloat = 0) -> UICollectionViewCompositionalLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(
      top: insets, leading: insets, bottom: insets, trailing: insets)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    return UICollectionViewCompositionalLayout(section: section)
  }

  @Test func aGridRepeatsItsItemsAcrossEachGroup() {
    let (window, collectionView, numbers) = show(grid())
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 60, height: 60))
    #expect(frame(collectionView, 4) == CGRect(x: 240, y: 0, width: 60, height: 60))
    #expect(frame(collectionView, 5) == CGRect(x: 0, y: 60, width: 60, height: 60))
    #expect(frame(collectionView, 11) == CGRect(x: 60, y: 120, width: 60, height: 60))
    #expect(collectionView.contentSize == CGSize(width: 300, height: 180))
    #expect(collectionView.visibleCells.count == 12)
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 7, section: 0))?.frame
        == frame(collectionView, 7))
  }

  @Test func contentInsetsShrinkTheItemInItsSpace() {
    let (window, collectionView, numbers) = show(grid(insets: 2))
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    #expect(frame(collectionView, 6) == CGRect(x: 62, y: 62, width: 56, height: 56))
  }

  @Test func aCountSharesTheGroupWidthWithItsSpacing() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      repeatingSubitem: item, count: 3)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    let (window, collectionView, numbers) = show(
      UICollectionViewCompositionalLayout(section: section), size: CGSize(width: 320, height: 500))
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 100, height: 44))
    #expect(frame(collectionView, 2) == CGRect(x: 220, y: 0, width: 100, height: 44))
    #expect(frame(collectionView, 3) == CGRect(x: 0, y: 52, width: 100, height: 44))
    #expect(collectionView.contentSize.height == CGFloat(4 * 44 + 3 * 8))
  }

  @Test func nestedGroupsConsumeTheirLeavesInOrder() {
    // Apple's "Nested Groups": a wide item beside a column of two.
    let leading = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
    let trailingItem = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
    let trailingGroup = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
      repeatingSubitem: trailingItem, count: 2)
    let nested = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
      subitems: [leading, trailingGroup])
    let (window, collectionView, numbers) = show(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nested)),
      counts: [7])
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 210, height: 200))
    #expect(frame(collectionView, 1) == CGRect(x: 210, y: 0, width: 90, height: 100))
    #expect(frame(collectionView, 2) == CGRect(x: 210, y: 100, width: 90, height: 100))
    #expect(frame(collectionView, 3) == CGRect(x: 0, y: 200, width: 210, height: 200))
    #expect(frame(collectionView, 6) == CGRect(x: 0, y: 400, width: 210, height: 200))
    #expect(collectionView.contentSize.height == 600)
  }

  @Test func sectionsHaveInsetsHeadersAndSpacing() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
      elementKind: "header", alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 15
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let (window, collectionView, numbers) = show(layout, counts: [4, 4])
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    // 260 points inside the insets: two 130-point items to a row.
    #expect(frame(collectionView, 0) == CGRect(x: 20, y: 50, width: 130, height: 50))
    #expect(frame(collectionView, 3) == CGRect(x: 150, y: 100, width: 130, height: 50))
    // Section 0: 0…40 header, 10 inset, 100 of items, 30 inset: ends at 180; 15 apart.
    let header1 = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: "header", at: IndexPath(item: 0, section: 1))
    #expect(header1?.frame == CGRect(x: 20, y: 195, width: 260, height: 40))
    #expect(frame(collectionView, 0, 1)?.minY == 245)
    #expect(collectionView.contentSize.height == 375)
    collectionView.contentOffset.y = 100
    collectionView.layoutIfNeeded()
    let pinned = try #require(
      collectionView.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))
    )
    #expect(pinned.frame.minY == 100, "pinned at the visible top")
    collectionView.contentOffset.y = 160
    collectionView.layoutIfNeeded()
    #expect(pinned.frame.minY == 140, "pushed up by its section's end")
  }

  /// A header and footer of the whole layout (`configuration.boundarySupplementaryItems`), the
  /// header pinned, as an App Store-style screen's title.
  @Test func theLayoutsOwnHeaderAndFooterGoAroundTheSections() throws {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
      elementKind: "header", alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(30)),
      elementKind: "badge", alignment: .bottomTrailing)
    let layout = grid()
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [header, footer]
    layout.configuration = configuration
    let (window, collectionView, numbers) = show(
      layout, counts: [12], size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    // Three 60-point rows after the 50-point header; the footer after them, at the trailing side.
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 50, width: 60, height: 60))
    #expect(collectionView.contentSize.height == 260)
    let origin = IndexPath(item: 0, section: 0)
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(ofKind: "badge", at: origin)?.frame
        == CGRect(x: 150, y: 230, width: 150, height: 30))
    let shown = try #require(collectionView.supplementaryView(forElementKind: "header", at: origin))
    #expect(shown.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
    collectionView.contentOffset.y = 60
    collectionView.layoutIfNeeded()
    #expect(shown.frame.minY == 60, "pinned at the visible top")
    #expect(shown.layer.zPosition == 2)
    #expect(copy(configuration).boundarySupplementaryItems.count == 2)
  }

  /// iOS 14's `contentInsetsReference`: a section's insets measured from the layout margins or
  /// the readable width, on a wide window.
  @Test(arguments: [
    (UIContentInsetsReference.none, CGFloat(10)), (.layoutMargins, 40), (.readableContent, 169),
    (.automatic, 10),
  ])
  func aSectionsInsetsAreMeasuredFromItsReference(
    reference: UIContentInsetsReference, firstX: CGFloat
  ) throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    section.contentInsetsReference = reference
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
    let (window, collectionView, numbers) = show(
      layout, counts: [3], size: CGSize(width: 1000, height: 300))
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 40)
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    let first = try #require(frame(collectionView, 0))
    #expect(first.minX == firstX)
    // The trailing side keeps the same reference: 40 for the margins, centred for readable.
    let trailing: CGFloat =
      switch reference {
      case .layoutMargins: 40 + 10
      case .readableContent: 1000 - 169 - 652
      default: 10
      }
    #expect(1000 - first.maxX == trailing)
    let backdrop = try #require(
      layout.layoutAttributesForDecorationView(
        ofKind: "background", at: IndexPath(item: 0, section: 0)))
    #expect(backdrop.frame.minX == firstX - 10, "the background keeps the reference too")
  }

  private func copy(_ configuration: UICollectionViewCompositionalLayoutConfiguration)
    -> UICollectionViewCompositionalLayoutConfiguration
  {
    configuration.copy() as? UICollectionViewCompositionalLayoutConfiguration ?? configuration
  }

  @Test func edgeSpacingMovesItemsAndFlexibleEdgesShareWhatIsLeft() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .absolute(40)))
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .flexible(0), top: .fixed(5), trailing: .flexible(0), bottom: nil)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
      subitems: [item])
    let (window, collectionView, numbers) = show(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      counts: [3], size: CGSize(width: 320, height: 200))
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    // Three fit; 20 left over for six flexible edges.
    let share: CGFloat = 20 / 6
    #expect(isClose(frame(collectionView, 0)?.minX, share))
    #expect(isClose(frame(collectionView, 1)?.minX, 100 + 3 * share))
    #expect(frame(collectionView, 2)?.minY == 5)
  }

  @Test func badgesAnchorToTheirItems() throws {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
      subitems: [item])
    let (window, collectionView, numbers) = show(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      counts: [5], size: CGSize(width: 240, height: 300))
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    let attributes = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: "badge", at: IndexPath(item: 4, section: 0))
    // Item 4: (0, 60, 60, 60); the badge's top trailing corner there, moved 6 right and 6 up.
    #expect(attributes?.frame == CGRect(x: 46, y: 54, width: 20, height: 20))
    #expect(attributes?.zIndex == 1)
    let shown = try #require(
      collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 4, section: 0)))
    #expect(shown.frame == CGRect(x: 46, y: 54, width: 20, height: 20))
  }

  @Test func customGroupsAndSectionProviders() {
    var environments: [CGSize] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      environments.append(environment.container.effectiveContentSize)
      if index == 1 { return nil }
      let group = NSCollectionLayoutGroup.custom(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
      ) { environment in
        [
          NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 10, width: 50, height: 80)),
          NSCollectionLayoutGroupCustomItem(
            frame: CGRect(
              x: environment.container.contentSize.width - 60, y: 0, width: 60, height: 60),
            zIndex: 3),
        ]
      }
      return NSCollectionLayoutSection(group: group)
    }
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    let (window, collectionView, numbers) = show(layout, counts: [3, 2, 1])
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    #expect(environments.first == CGSize(width: 300, height: 500))
    #expect(frame(collectionView, 1) == CGRect(x: 240, y: 0, width: 60, height: 60))
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
    #expect(frame(collectionView, 2) == CGRect(x: 10, y: 110, width: 50, height: 80))
    #expect(frame(collectionView, 0, 1) == nil, "a nil section shows nothing")
    #expect(frame(collectionView, 0, 2)?.minY == 210)
    #expect(lines.contains { $0.contains("the section provider returned nil") })
  }

  @Test func rightToLeftPutsLeadingOnTheRight() {
    let (window, collectionView, numbers) = show(grid())
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    collectionView.semanticContentAttribute = .forceRightToLeft
    collectionView.layoutIfNeeded()
    #expect(frame(collectionView, 0) == CGRect(x: 240, y: 0, width: 60, height: 60))
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 240)
  }

  @Test func horizontalScrollingStacksGroupsSideways() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(80), heightDimension: .fractionalHeight(1.0)),
      subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let (window, collectionView, numbers) = show(
      layout, counts: [5], size: CGSize(width: 200, height: 100))
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    #expect(frame(collectionView, 1) == CGRect(x: 0, y: 50, width: 80, height: 50))
    #expect(frame(collectionView, 4) == CGRect(x: 160, y: 0, width: 80, height: 50))
    #expect(collectionView.contentSize == CGSize(width: 240, height: 100))
  }

  @Test func aMillionItemsCostWhatIsVisible() {
    let (window, collectionView, numbers) = show(grid(), counts: [1_000_000])
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    #expect(collectionView.contentSize.height == CGFloat(200_000 * 60))
    collectionView.contentOffset.y = 200_000 * 60 - 500
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleCells.count <= 45)
    #expect(
      frame(collectionView, 999_999) == CGRect(x: 240, y: 199_999 * 60, width: 60, height: 60))
    let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
    #expect(
      layout?.sections.first?.template.leaves.count == 5, "one group stored, not a million items")
  }

  @Test func badGroupsAreClampedAndSaidOnce() {
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(.nan), heightDimension: .absolute(-5)))
    var group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      repeatingSubitem: item, count: 0)
    for _ in 0..<1_000 {
      group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
        subitems: [group])
    }
    let (window, collectionView, numbers) = show(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    defer { window.isHidden = true }
    defer { withExtendedLifetime(numbers) {} }
    #expect(collectionView.visibleCells.isEmpty, "nested past the limit: laid out empty")
    #expect(lines.filter { $0.contains("nested more than") }.count == 1)
  }

  func isClose(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
    guard let value else { return false }
    return abs(value - expected) < 0.0001
  }
}
