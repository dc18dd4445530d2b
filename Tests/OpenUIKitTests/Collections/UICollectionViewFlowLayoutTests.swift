import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `UICollectionViewFlowLayout` as iOS code configures it: frames computed by hand from UIKit's
/// rules (justified lines, centered lone items, last lines keeping their columns, items centered
/// across their line), headers and footers, insets, both directions, pinning, right to left, the
/// delegate's sizes, and invalidation.
@MainActor @Suite struct UICollectionViewFlowLayoutTests {
  final class Cell: UICollectionViewCell {}
  final class Header: UICollectionReusableView {}

  /// A data source and flow delegate shaped as view controllers write them.
  final class Feed: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts = [7]
    var sizes: [IndexPath: CGSize] = [:]
    var sizeRequests = 0
    var kinds: [String] = []
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
      kinds.append(kind)
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      sizeRequests += 1
      if let size = sizes[indexPath] { return size }
      return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
  }

  func makeCollectionView(
    width: CGFloat = 330, height: CGFloat = 400,
    configure: (UICollectionViewFlowLayout) -> Void = { _ in }
  ) -> (UIWindow, UICollectionView, UICollectionViewFlowLayout, Feed) {
    let window = makeWindow(size: CGSize(width: width, height: height))
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    configure(layout)
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      collectionView.register(
        Header.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
    }
    let feed = Feed()
    collectionView.dataSource = feed
    collectionView.delegate = feed
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (window, collectionView, layout, feed)
  }

  func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  @Test func defaultsAreUIKits() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.sectionInsetReference == .fromContentInset)
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.footerReferenceSize == .zero)
    #expect(!layout.sectionHeadersPinToVisibleBounds)
    #expect(!layout.sectionFootersPinToVisibleBounds)
    #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
    #expect(
      ObjectIdentifier(UICollectionViewFlowLayout.invalidationContextClass)
        == ObjectIdentifier(UICollectionViewFlowLayoutInvalidationContext.self))
    #expect(
      ObjectIdentifier(UICollectionViewFlowLayout.layoutAttributesClass)
        == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
    #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
  }

  @Test func linesAreJustifiedAndTheLastKeepsTheColumns() throws {
    let (window, collectionView, _, feed) = makeCollectionView()
    defer { window.isHidden = true }
    defer { withExtendedLifetime(feed) {} }
    // 330 points hold three 100-point items at 10 or more apart: 30 left over, 15 between.
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frame(collectionView, 1) == CGRect(x: 115, y: 0, width: 100, height: 100))
    #expect(frame(collectionView, 2) == CGRect(x: 230, y: 0, width: 100, height: 100))
    #expect(frame(collectionView, 3) == CGRect(x: 0, y: 110, width: 100, height: 100))
    // The last line's single item stays in the first column.
    #expect(frame(collectionView, 6) == CGRect(x: 0, y: 220, width: 100, height: 100))
    #expect(collectionView.contentSize == CGSize(width: 330, height: 320))
    feed.counts = [5]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(frame(collectionView, 4) == CGRect(x: 115, y: 110, width: 100, height: 100))
    #expect(collectionView.visibleCells.count == 5)
  }

  @Test func aLoneItemIsCenteredOnItsLine() {
    let (window, collectionView, _, feed) = makeCollectionView { $0.itemSize.width = 200 }
    defer { window.isHidden = true }
    defer { withExtendedLifetime(feed) {} }
    #expect(frame(collectionView, 0)?.minX == 65)
    #expect(frame(collectionView, 6)?.minX == 65, "the last line too: no copy fits beside it")
  }

  @Test func itemsOfALineAreCenteredAcrossIt() {
    let (window, collectionView, layout, feed) = makeCollectionView()
    defer { window.isHidden = true }
    defer { withExtendedLifetime(feed) {} }
    feed.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 100, height: 50)
    feed.sizes[IndexPath(item: 2, section: 0)] = CGSize(width: 100, height: 140)
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 45, width: 100, height: 50))
    #expect(frame(collectionView, 1) == CGRect(x: 115, y: 20, width: 100, height: 100))
    #expect(frame(collectionView, 2) == CGRect(x: 230, y: 0, width: 100, height: 140))
    #expect(frame(collectionView, 3)?.minY == 150, "the next line after the tallest item + 10")
  }

  @Test func headersFootersAndSectionInsets() throws {
    let (window, collectionView, layout, feed) = makeCollectionView {
      $0.headerReferenceSize = CGSize(width: 0, height: 40)
      $0.footerReferenceSize = CGSize(width: 0, height: 20)
      $0.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
    }
    defer { window.isHidden = true }
    defer { withExtendedLifetime(feed) {} }
    feed.counts = [4, 4]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    // 310 points between the insets hold two items: 110 between them.
    #expect(frame(collectionView, 0) == CGRect(x: 10, y: 45, width: 100, height: 100))
    #expect(frame(collectionView, 1) == CGRect(x: 220, y: 45, width: 100, height: 100))
    #expect(frame(collectionView, 2) == CGRect(x: 10, y: 155, width: 100, height: 100))
    #expect(frame(collectionView, 0, 1) == CGRect(x: 10, y: 335, width: 100, height: 100))
    let header = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.frame == CGRect(x: 0, y: 290, width: 330, height: 40), "headers ignore insets")
    let footer = collectionView.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame == CGRect(x: 0, y: 270, width: 330, height: 20))
    #expect(collectionView.contentSize == CGSize(width: 330, height: 580))
    let shown = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)))
    #expect(shown.frame == CGRect(x: 0, y: 0, width: 330, height: 40))
    #expect(feed.kinds.contains(UICollectionView.elementKindSectionFooter))
    // A zero length along the scroll axis means no header, whatever the width says.
    layout.headerReferenceSize = CGSize(width: 300, height: 0)
    collectionView.layoutIfNeeded()
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        == nil)
    #expect(frame(collectionView, 0)?.minY == 5)
  }

  @Test func horizontalLinesRunDown() {
    let (window, collectionView, _, feed) = makeCollectionView(height: 220) {
      $0.scrollDirection = .horizontal
      $0.headerReferenceSize = CGSize(width: 30, height: 999)
    }
    defer { window.isHidden = true }
    defer { withExtendedLifetime(feed) {} }
    feed.counts = [5]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    // Columns of two (220 points: 20 between), the header a 30-point band on the left.
    #expect(frame(collectionView, 0) == CGRect(x: 30, y: 0, width: 100, height: 100))
    #expect(frame(collectionView, 1) == CGRect(x: 30, y: 120, width: 100, height: 100))
    #expect(frame(collectionView, 2) == CGRect(x: 140, y: 0, width: 100, height: 100))
    #expect(frame(collectionView, 4) == CGRect(x: 250, y: 0, width: 100, height: 100))
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame == CGRect(x: 0, y: 0, width: 30, height: 220))
    #expect(collectionView.contentSize == CGSize(width: 350, height: 220))
  }

  @Test func theDelegateIsAskedOnceAndAgainWhenTheWidthChanges() {
    let (window, collectionView, _, feed) = makeCollectionView()
    defer { window.isHidden = true }
    defer { withExtendedLifetime(feed) {} }
    feed.counts = [100]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(feed.sizeRequests == 7 + 100)
    for step in 1...10 {
      collectionView.contentOffset.y = CGFloat(step) * 97
      collectionView.layoutIfNeeded()
    }
    #expect(feed.sizeRequests == 107, "a scroll reads no sizes")
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 24, section: 0))
    collectionView.frame.size.width = 220
    collectionView.layoutIfNeeded()
    #expect(feed.sizeRequests == 207, "a new width reads every size again")
    #expect(frame(collectionView, 1) == CGRect(x: 120, y: 0, width: 100, height: 100))
  }

  @Test func pinnedHeadersStayAtTheTopUntilTheirSectionEnds() throws {
    let (window, collectionView, _, feed) = makeCollectionView {
      $0.headerReferenceSize = CGSize(width: 0, height: 40)
      $0.sectionHeadersPinToVisibleBounds = true
    }
    defer { window.isHidden = true }
    defer { withExtendedLifetime(feed) {} }
    feed.counts = [4, 30]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    // Section 0: header 0…40, lines 40…140 and 150…250; section 1 from 250.
    func header(_ section: Int) -> CGRect? {
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: section))?.frame
    }
    collectionView.contentOffset.y = 100
    collectionView.layoutIfNeeded()
    #expect(header(0)?.minY == 100)
    collectionView.contentOffset.y = 230
    collectionView.layoutIfNeeded()
    #expect(header(0)?.minY == 210, "pushed up by its section's end")
    #expect(header(1)?.minY == 250)
    collectionView.contentOffset.y = 600
    collectionView.layoutIfNeeded()
    #expect(header(0) == nil)
    #expect(header(1)?.minY == 600)
    let view = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1)))
    #expect(view.layer.zPosition == 1024, "over the items it floats above")
  }

  @Test func rightToLeftMirrorsTheLines() throws {
    let (window, collectionView, _, feed) = makeCollectionView()
    defer { window.isHidden = true }
    defer { withExtendedLifetime(feed) {} }
    collectionView.semanticContentAttribute = .forceRightToLeft
    collectionView.layoutIfNeeded()
    #expect(frame(collectionView, 0) == CGRect(x: 230, y: 0, width: 100, height: 100))
    #expect(frame(collectionView, 6) == CGRect(x: 230, y: 220, width: 100, height: 100))
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(cell.frame.minX == 115)
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame.minX == 230)
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: 300, y: 50))
        == IndexPath(item: 0, section: 0))
    collectionView.semanticContentAttribute = .forceLeftToRight
    collectionView.layoutIfNeeded()
    #expect(first.frame.minX == 0)
  }

  /// A carousel in Arabic or Hebrew starts at its first item, on the right.
  @Test func rightToLeftAHorizontalCollectionViewStartsAtItsFirstItem() throws {
    let window = makeWindow(size: CGSize(width: 330, height: 100))
    defer { window.isHidden = true }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.scrollDirection = .horizontal
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.semanticContentAttribute = .forceRightToLeft
    collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
    let feed = Feed()
    feed.counts = [8]
    collectionView.dataSource = feed
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    // Eight items 10 apart: 870 points, the first at the right end.
    #expect(collectionView.contentSize.width == 870)
    #expect(collectionView.contentOffset.x == CGFloat(870 - 330))
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame.maxX == 870)
    // Once shown, the offset is the user's: a reload keeps it.
    collectionView.contentOffset.x = 100
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentOffset.x == 100)
  }

  final class SnappingLayout: UICollectionViewFlowLayout {
    final class Attributes: UICollectionViewLayoutAttributes {}
    final class Context: UICollectionViewFlowLayoutInvalidationContext {}
    var contexts: [(everything: Bool, counts: Bool, metrics: Bool)] = []
    override class var layoutAttributesClass: AnyClass { Attributes.self }
    override class var invalidationContextClass: AnyClass { Context.self }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      let flow = context as? UICollectionViewFlowLayoutInvalidationContext
      contexts.append(
        (
          context.invalidateEverything, context.invalidateDataSourceCounts,
          flow?.invalidateFlowLayoutDelegateMetrics ?? false
        ))
      super.invalidateLayout(with: context)
    }
    // Snaps a fling to a line's start, as carousels do.
    override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      let pitch = itemSize.height + minimumLineSpacing
      return CGPoint(x: 0, y: (proposedContentOffset.y / pitch).rounded() * pitch)
    }
  }

  @Test func subclassesNameTheirAttributesAndContextsAndSnapFlings() throws {
    let window = makeWindow(size: CGSize(width: 330, height: 400))
    defer { window.isHidden = true }
    let layout = SnappingLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
    let feed = Feed()
    defer { withExtendedLifetime(feed) {} }
    feed.counts = [90]
    collectionView.dataSource = feed
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    #expect(layout.contexts.last?.everything == true)
    #expect(layout.contexts.last?.counts == true, "setting the data source reloads")
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        is SnappingLayout.Attributes)
    layout.sectionHeadersPinToVisibleBounds = true
    collectionView.layoutIfNeeded()
    layout.contexts = []
    collectionView.contentOffset.y = 50
    collectionView.layoutIfNeeded()
    #expect(layout.contexts.count == 1)
    #expect(layout.contexts.first?.everything == false)
    #expect(layout.contexts.first?.metrics == false, "a scroll keeps the delegate's sizes")
    // A fling that would stop at 50 + ~1,000 points lands on a line's start.
    collectionView.release(velocity: CGPoint(x: 0, y: 2))
    let target = try #require(collectionView.motion?.y.target)
    #expect(target > 50)
    #expect(target.truncatingRemainder(dividingBy: 110) == 0)
  }

  @Test func badSizesAreClampedAndSaidOnce() {
    let (window, collectionView, layout, feed) = makeCollectionView()
    defer { window.isHidden = true }
    defer { withExtendedLifetime(feed) {} }
    feed.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: CGFloat.nan, height: -5)
    feed.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 1e300, height: .infinity)
    feed.sizes[IndexPath(item: 2, section: 0)] = CGSize(width: 500, height: 10)
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    #expect(frame(collectionView, 0)?.size == .zero)
    #expect(frame(collectionView, 1)?.size == CGSize(width: 1_000_000, height: 1_000_000))
    #expect(frame(collectionView, 2)?.minX == 0, "longer than a line: at its start")
    #expect(collectionView.contentSize.height.isFinite)
  }
}
