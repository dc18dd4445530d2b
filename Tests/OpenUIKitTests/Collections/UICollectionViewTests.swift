import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `UICollectionView` with a layout subclassed as iOS code subclasses `UICollectionViewLayout`:
/// the layout's attributes place the cells, cells are reused as the content scrolls, and clicks
/// select through the delegate in UIKit's order.
@MainActor @Suite struct UICollectionViewTests {
  /// A fixed grid, computed once in `prepare()` (the shape of Apple's "custom layout" sample):
  /// `columns` square items of `side` points per row, a header above each section.
  final class GridLayout: UICollectionViewLayout {
    var side: CGFloat = 100
    var columns = 3
    var headerHeight: CGFloat = 30
    var invalidatesOnBoundsChange = false
    var preparations = 0
    var cache: [UICollectionViewLayoutAttributes] = []
    var contentHeight: CGFloat = 0

    override func prepare() {
      preparations += 1
      cache = []
      guard let collectionView else { return }
      var y: CGFloat = 0
      for section in 0..<collectionView.numberOfSections {
        let header = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: section))
        header.frame = CGRect(x: 0, y: y, width: side * CGFloat(columns), height: headerHeight)
        header.zIndex = 1
        cache.append(header)
        y += headerHeight
        let count = collectionView.numberOfItems(inSection: section)
        for item in 0..<count {
          let attributes = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: item, section: section))
          attributes.frame = CGRect(
            x: CGFloat(item % columns) * side, y: y + CGFloat(item / columns) * side, width: side,
            height: side)
          cache.append(attributes)
        }
        y += CGFloat((count + columns - 1) / columns) * side
      }
      contentHeight = y
    }

    override var collectionViewContentSize: CGSize {
      CGSize(width: side * CGFloat(columns), height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      invalidatesOnBoundsChange
    }
  }

  final class Cell: UICollectionViewCell {
    static var made = 0
    let label = UILabel()
    var preparations = 0
    override init(frame: CGRect) {
      super.init(frame: frame)
      Cell.made += 1
      contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
      super.prepareForReuse()
      preparations += 1
    }
  }

  final class Header: UICollectionReusableView {
    let title = UILabel()
  }

  final class Photos: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts = [30, 6]
    var calls: [String] = []
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
      (cell as? Cell)?.label.text = "\(indexPath.section).\(indexPath.item)"
      return cell
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let header = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
      (header as? Header)?.title.text = "Section \(indexPath.section)"
      return header
    }
    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      calls.append("shouldHighlight \(indexPath.item)")
      return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    {
      calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    {
      calls.append("shouldSelect \(indexPath.item)")
      return indexPath.item != 5
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      calls.append("shouldDeselect \(indexPath.item)")
      return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    {
      calls.append("didDeselect \(indexPath.item)")
    }
  }

  func makeCollectionView(in window: UIWindow) -> (UICollectionView, GridLayout, Photos) {
    let layout = GridLayout()
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.register(Cell.self, forCellWithReuseIdentifier: "photo")
    collectionView.register(
      Header.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
    let photos = Photos()
    collectionView.dataSource = photos
    collectionView.delegate = photos
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (collectionView, layout, photos)
  }

  @Test func theLayoutsAttributesPlaceTheVisibleCellsAndHeaders() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 400))
    defer { window.isHidden = true }
    // The data source is held weakly, as in UIKit: the test keeps it, as a controller would.
    let (collectionView, layout, photos) = makeCollectionView(in: window)
    defer { withExtendedLifetime(photos) {} }
    #expect(layout.preparations == 1)
    #expect(collectionView.contentSize == CGSize(width: 300, height: 30 + 1_000 + 30 + 200))
    // 400 points show the header and rows 0…3 (the fourth starts at 330).
    #expect(
      collectionView.indexPathsForVisibleItems == (0..<12).map { IndexPath(item: $0, section: 0) })
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? Cell)
    #expect(cell.frame == CGRect(x: 100, y: 130, width: 100, height: 100))
    #expect(cell.label.text == "0.4")
    #expect(collectionView.indexPath(for: cell) == IndexPath(item: 4, section: 0))
    let header = try #require(
      collectionView.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))
        as? Header)
    #expect(header.title.text == "Section 0")
    #expect(header.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
    #expect(header.layer.zPosition == 1, "zIndex 1: over the cells")
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: 250, y: 250)) == IndexPath(item: 8, section: 0)
    )
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: 50, y: 10)) == nil, "a header, not an item")
  }

  @Test func scrollingReusesCellsAndHeaders() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 400))
    defer { window.isHidden = true }
    Cell.made = 0
    // The data source is held weakly, as in UIKit: the test keeps it, as a controller would.
    let (collectionView, layout, photos) = makeCollectionView(in: window)
    defer { withExtendedLifetime(photos) {} }
    let madeAtFirst = Cell.made
    for step in 1...20 {
      collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 43)
      collectionView.layoutIfNeeded()
    }
    #expect(layout.preparations == 1, "a scroll prepares nothing unless the layout asks")
    #expect(Cell.made == madeAtFirst + 3, "a screenful plus a row serves the scroll")
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 24, section: 0))
    #expect(
      collectionView.visibleSupplementaryViews(ofKind: "header").count == 1,
      "section 1's header at 1,030 shows")
    #expect(collectionView.visibleCells.count == 12)
    let reused = collectionView.visibleCells.compactMap { $0 as? Cell }
    #expect(reused.count == 12)
    #expect(reused.allSatisfy { $0.preparations >= 1 }, "every cell on screen now was reused")
    #expect(reused.first?.label.text == "0.24")

    layout.invalidatesOnBoundsChange = true
    collectionView.contentOffset.y += 10
    collectionView.layoutIfNeeded()
    #expect(layout.preparations == 2)
  }

  @Test func clicksHighlightThenSelectInUIKitsOrder() {
    let window = makeWindow(size: CGSize(width: 300, height: 400))
    defer { window.isHidden = true }
    let (collectionView, _, photos) = makeCollectionView(in: window)
    window.tap(at: CGPoint(x: 150, y: 80), time: 0)  // item 1
    #expect(
      photos.calls == [
        "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    photos.calls = []
    window.tap(at: CGPoint(x: 50, y: 180), time: 2)  // item 3: item 1 is deselected
    #expect(Array(photos.calls.suffix(3)) == ["shouldSelect 3", "didDeselect 1", "didSelect 3"])
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    photos.calls = []
    window.tap(at: CGPoint(x: 250, y: 180), time: 4)  // item 5: the delegate refuses
    #expect(photos.calls.last == "shouldSelect 5")
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])

    collectionView.allowsMultipleSelection = true
    window.tap(at: CGPoint(x: 150, y: 80), time: 6)
    window.tap(at: CGPoint(x: 50, y: 180), time: 8)  // item 3 again: toggled off
    #expect(photos.calls.suffix(2) == ["shouldDeselect 3", "didDeselect 3"])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    collectionView.reloadData()
    #expect(collectionView.indexPathsForSelectedItems == nil, "a reload clears the selection")
  }

  @Test func scrollToItemAndLyingDataSources() {
    let window = makeWindow(size: CGSize(width: 300, height: 400))
    defer { window.isHidden = true }
    let (collectionView, _, photos) = makeCollectionView(in: window)
    collectionView.scrollToItem(
      at: IndexPath(item: 0, section: 0), at: .centeredVertically, animated: false)
    #expect(collectionView.contentOffset.y == 0, "kept within the scrollable range")
    collectionView.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == 330)
    // Section 1's items start at 1,060; the content ends at 1,260, so the offset stops at 860.
    collectionView.scrollToItem(at: IndexPath(item: 2, section: 1), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == 860)
    collectionView.scrollToItem(at: IndexPath(item: 99, section: 7), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == 860, "an item that does not exist scrolls nothing")
    photos.counts = [-5, 3]
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 0) == 0, "a negative count is 0")
    #expect(collectionView.numberOfItems(inSection: 1) == 3)
    #expect(collectionView.numberOfItems(inSection: 9) == 0)
  }
}

/// `UICollectionViewDataSourcePrefetching`, on the reuse seam's prefetch window.
@MainActor @Suite struct CollectionPrefetchingTests {
  final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {
    var requested: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    {
      requested.append(indexPaths)
    }
    func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      cancelled.append(indexPaths)
    }
  }

  @Test func scrollingAsksForTheItemsAheadAndCancelsWhenItTurnsBack() {
    let window = makeWindow(size: CGSize(width: 300, height: 400))
    defer { window.isHidden = true }
    let layout = UICollectionViewTests.GridLayout()
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewTests.Cell.self, forCellWithReuseIdentifier: "photo")
    collectionView.register(
      UICollectionViewTests.Header.self, forSupplementaryViewOfKind: "header",
      withReuseIdentifier: "header")
    let photos = UICollectionViewTests.Photos()
    let prefetcher = Prefetcher()
    collectionView.dataSource = photos
    collectionView.prefetchDataSource = prefetcher
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    #expect(prefetcher.requested.isEmpty, "nothing before the user scrolls")

    // Visible 70…470: rows 0…4 (items 0…14). Ahead 470…870: rows 4…8 minus the visible row 4.
    collectionView.contentOffset.y = 70
    collectionView.layoutIfNeeded()
    let rows5to8 = (15..<27).map { IndexPath(item: $0, section: 0) }
    #expect(prefetcher.requested == [rows5to8], "nearest row first, left to right in a row")

    collectionView.isPrefetchingEnabled = false
    collectionView.contentOffset.y = 80
    collectionView.layoutIfNeeded()
    #expect(prefetcher.requested.count == 1, "turned off: nothing told")
    collectionView.isPrefetchingEnabled = true

    collectionView.contentOffset.y = 0  // back up: nothing above, and rows 5…8 left behind
    collectionView.layoutIfNeeded()
    #expect(prefetcher.cancelled == [rows5to8])
    withExtendedLifetime(photos) {}
  }
}

extension UICollectionViewTests {
  /// Desktop multiple selection: Ctrl toggles, Shift extends from the anchor through the
  /// delegate (which still refuses item 5); without multiple selection the keys change nothing.
  @Test func shiftAndControlClicksExtendAndToggleAMultipleSelection() {
    let window = makeWindow(size: CGSize(width: 300, height: 400))
    defer { window.isHidden = true }
    let (collectionView, _, photos) = makeCollectionView(in: window)
    collectionView.allowsMultipleSelection = true
    window.tap(at: CGPoint(x: 150, y: 80), time: 0)  // item 1: the anchor
    photos.calls = []
    window.tap(at: CGPoint(x: 150, y: 280), time: 2, modifierFlags: .shift)  // item 7
    #expect(
      photos.calls.filter { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") } == [
        "shouldSelect 2", "didSelect 2", "shouldSelect 3", "didSelect 3", "shouldSelect 4",
        "didSelect 4", "shouldSelect 5", "shouldSelect 6", "didSelect 6", "shouldSelect 7",
        "didSelect 7",
      ])
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [1, 2, 3, 4, 6, 7])
    #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.isSelected == true)
    // Ctrl toggles item 3 off and makes it the anchor; Shift back to item 0 fills 0…3.
    window.tap(at: CGPoint(x: 50, y: 180), time: 4, modifierFlags: .control)
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [1, 2, 4, 6, 7])
    window.tap(at: CGPoint(x: 50, y: 80), time: 6, modifierFlags: .shift)
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [0, 1, 2, 3, 4, 6, 7])
    // Single selection: a Shift-click is a click.
    collectionView.allowsMultipleSelection = false
    collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
    window.tap(at: CGPoint(x: 50, y: 80), time: 7)
    window.tap(at: CGPoint(x: 250, y: 80), time: 8, modifierFlags: .shift)
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [2])
  }

  final class ModifierProbe: UIView {
    var seen: [UIKeyModifierFlags] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      seen.append(event?.modifierFlags ?? [])
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      seen.append(event?.modifierFlags ?? [])
    }
  }

  @Test func aClicksEventsCarryTheModifierKeysHeldWhenItBegan() {
    let window = makeWindow(size: CGSize(width: 100, height: 100))
    defer { window.isHidden = true }
    let probe = ModifierProbe(frame: window.bounds)
    window.addSubview(probe)
    window.tap(at: CGPoint(x: 50, y: 50), time: 0, modifierFlags: [.shift, .control])
    window.tap(at: CGPoint(x: 50, y: 50), time: 2)
    #expect(probe.seen == [[.shift, .control], [.shift, .control], [], []])
  }
}
