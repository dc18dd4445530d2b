import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Compositional sections that scroll across the layout's axis (`orthogonalScrollingBehavior`),
/// as Apple's "Orthogonal Sections" and App Store-style carousels build them: geometry by hand,
/// the section's own scroll view, wheel, drag and tap, resting places, kept offsets, right to
/// left, and the visible items handler.
@MainActor @Suite struct UICollectionViewOrthogonalTests {
  final class Store: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts = [10, 60]
    var selected: [IndexPath] = []
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "app", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  /// Section 0 scrolls across, section 1 down.
  ///
  /// Section 0: a carousel of 112 × 100 groups (40 % of the 280 points inside the 10-point
  /// insets), 8 apart: group k at x = 10 + 120 k. Section 1: rows of 60 points.
  func layout(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous,
    handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
  ) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
      if sectionIndex == 1 {
        let row = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
          subitems: [item])
        return NSCollectionLayoutSection(group: row)
      }
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.4), heightDimension: .absolute(100)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 8
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
      section.orthogonalScrollingBehavior = behavior
      section.visibleItemsInvalidationHandler = handler
      return section
    }
  }

  func show(_ layout: UICollectionViewCompositionalLayout, rightToLeft: Bool = false)
    -> (UIWindow, UICollectionView, Store)
  {
    let window = makeWindow(size: CGSize(width: 300, height: 400))
    if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "app")
    let store = Store()
    collectionView.dataSource = store
    collectionView.delegate = store
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (window, collectionView, store)
  }

  func carouselView(_ collectionView: UICollectionView) -> UIScrollView? {
    let first = collectionView.indexPathsForVisibleItems.first { $0.section == 0 }
    return first.flatMap { collectionView.cellForItem(at: $0)?.superview as? UIScrollView }
  }

  func visibleCarouselItems(_ collectionView: UICollectionView) -> [Int] {
    collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item)
  }

  @Test func theSectionIsOneRunAcrossInAScrollViewOfItsOwn() throws {
    let (window, collectionView, store) = show(layout())
    defer { window.isHidden = true }
    defer { withExtendedLifetime(store) {} }
    // One group deep: the grid below starts at 100.
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 10, y: 0, width: 112, height: 100))
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame
        == CGRect(x: 1090, y: 0, width: 112, height: 100))
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 0, y: 100, width: 300, height: 60))
    #expect(collectionView.contentSize == CGSize(width: 300, height: 100 + 60 * 60))
    #expect(visibleCarouselItems(collectionView) == [0, 1, 2])
    let carousel = try #require(carouselView(collectionView))
    #expect(carousel !== collectionView && carousel.superview === collectionView)
    #expect(carousel.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    // 10 + 10 × 120 − 8 + 10.
    #expect(carousel.contentSize == CGSize(width: 1212, height: 100))
    #expect(!carousel.showsHorizontalScrollIndicator)
    // The grid's cells stay the collection view's own.
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collectionView)
  }

  @Test func scrollingTheSectionShowsItsOtherItemsWhereTheyAreSeen() throws {
    let (window, collectionView, store) = show(layout())
    defer { window.isHidden = true }
    defer { withExtendedLifetime(store) {} }
    let carousel = try #require(carouselView(collectionView))
    carousel.contentOffset = CGPoint(x: 240, y: 0)
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentOffset == .zero)
    #expect(visibleCarouselItems(collectionView) == [1, 2, 3, 4])
    // Where the item is seen, in the collection view's content.
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 10, y: 0, width: 112, height: 100))
    let two = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(two.superview === carousel)
    #expect(two.frame == CGRect(x: 250, y: 0, width: 112, height: 100))
    #expect(window.convert(two.bounds, from: two) == CGRect(x: 10, y: 0, width: 112, height: 100))
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: 150, y: 50)) == IndexPath(item: 3, section: 0))
    // A click there selects that item.
    window.tap(at: CGPoint(x: 150, y: 50))
    #expect(store.selected == [IndexPath(item: 3, section: 0)])
  }

  @Test func aSidewaysWheelScrollsTheSectionAndAnUpAndDownOneTheCollectionView() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, collectionView, store) = show(layout())
    defer { window.isHidden = true }
    defer { withExtendedLifetime(store) {} }
    let carousel = try #require(carouselView(collectionView))
    window.scroll(by: CGPoint(x: -40, y: 0), at: CGPoint(x: 150, y: 50), time: 0)
    clock.advance(by: 0.3)
    #expect(carousel.contentOffset == CGPoint(x: 40, y: 0))
    #expect(collectionView.contentOffset == .zero)
    window.scroll(by: CGPoint(x: 0, y: -40), at: CGPoint(x: 150, y: 50), time: 1)
    clock.advance(by: 0.3)
    #expect(carousel.contentOffset == CGPoint(x: 40, y: 0))
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 40))
  }

  @Test func aDragAlongTheSectionScrollsItAndOneAcrossScrollsTheCollectionView() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, collectionView, store) = show(layout())
    defer { window.isHidden = true }
    defer { withExtendedLifetime(store) {} }
    let carousel = try #require(carouselView(collectionView))
    window.touchDown(at: CGPoint(x: 250, y: 50), time: 0)
    for step in 1...5 {
      window.touchMove(to: CGPoint(x: 250 - CGFloat(step) * 30, y: 50), time: Double(step) * 0.1)
    }
    #expect(carousel.contentOffset.x > 100)
    window.touchUp(at: CGPoint(x: 100, y: 50), time: 0.6)
    clock.advance(by: 3)
    #expect(collectionView.contentOffset == .zero)
    let rested = carousel.contentOffset
    window.touchDown(at: CGPoint(x: 150, y: 90), time: 4)
    for step in 1...5 {
      window.touchMove(
        to: CGPoint(x: 150, y: 90 - CGFloat(step) * 15), time: 4 + Double(step) * 0.1)
    }
    window.touchUp(at: CGPoint(x: 150, y: 15), time: 4.6)
    clock.advance(by: 3)
    #expect(collectionView.contentOffset.y > 30)
    #expect(carousel.contentOffset == rested)
  }

  @Test func groupPagingMovesOneGroupPerNotchAndRestsOnGroups() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, collectionView, store) = show(layout(.groupPaging))
    defer { window.isHidden = true }
    defer { withExtendedLifetime(store) {} }
    let carousel = try #require(carouselView(collectionView))
    window.scroll(by: CGPoint(x: -10, y: 0), at: CGPoint(x: 150, y: 50), time: 0)
    clock.advance(by: 0.3)
    #expect(carousel.contentOffset.x == 120)
    window.scroll(by: CGPoint(x: -10, y: 0), at: CGPoint(x: 150, y: 50), time: 1)
    clock.advance(by: 0.3)
    #expect(carousel.contentOffset.x == 240)
    window.scroll(by: CGPoint(x: 10, y: 0), at: CGPoint(x: 150, y: 50), time: 2)
    clock.advance(by: 0.3)
    #expect(carousel.contentOffset.x == 120)
  }

  @Test func restingPlacesFollowTheBehavior() {
    // The carousel's band: groups 112 long, 120 apart, 10 points in; 300 visible of 1212.
    func band(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> OrthogonalBand {
      OrthogonalBand(
        section: 0, frame: CGRect(x: 0, y: 0, width: 300, height: 100), scrollsSideways: true,
        contentLength: 1212, behavior: behavior, leadingInset: 10, groupLength: 112, pitch: 120)
    }
    #expect(band(.continuous).restingOffset(proposed: 333, current: 0, velocity: 2) == 333)
    #expect(
      band(.continuousGroupLeadingBoundary).restingOffset(proposed: 333, current: 0, velocity: 2)
        == 360)
    #expect(
      band(.continuousGroupLeadingBoundary).restingOffset(proposed: 5000, current: 0, velocity: 9)
        == 912)
    // The next group boundary in the fling's direction, however fast; a slow release goes to
    // the nearest.
    #expect(band(.groupPaging).restingOffset(proposed: 900, current: 130, velocity: 3) == 240)
    #expect(band(.groupPaging).restingOffset(proposed: 0, current: 130, velocity: -3) == 120)
    #expect(band(.groupPaging).restingOffset(proposed: 0, current: 110, velocity: -3) == 0)
    #expect(band(.groupPaging).restingOffset(proposed: 200, current: 170, velocity: 0) == 120)
    // Centered: group 1's middle (10 + 120 + 56 = 186) in the middle of the 300 points.
    #expect(band(.groupPagingCentered).restingOffset(proposed: 0, current: 0, velocity: 1) == 36)
    #expect(band(.groupPagingCentered).offset(ofGroup: 0) == 0)
    #expect(band(.paging).steppedOffset(from: 0, step: 10) == 300)
    #expect(band(.paging).steppedOffset(from: 900, step: 10) == 912)
    #expect(band(.groupPagingCentered).steppedOffset(from: 36, step: 10) == 156)
  }

  @Test func aSectionScrolledAwayComesBackWhereItWas() throws {
    let (window, collectionView, store) = show(layout())
    defer { window.isHidden = true }
    defer { withExtendedLifetime(store) {} }
    try #require(carouselView(collectionView)).contentOffset = CGPoint(x: 240, y: 0)
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = CGPoint(x: 0, y: 1000)
    collectionView.layoutIfNeeded()
    #expect(visibleCarouselItems(collectionView).isEmpty)
    #expect(!collectionView.subviews.contains { $0 is OrthogonalScrollView })
    collectionView.contentOffset = .zero
    collectionView.layoutIfNeeded()
    #expect(try #require(carouselView(collectionView)).contentOffset == CGPoint(x: 240, y: 0))
    #expect(visibleCarouselItems(collectionView) == [1, 2, 3, 4])
    // A reload starts it over.
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(try #require(carouselView(collectionView)).contentOffset == .zero)
  }

  @Test func rightToLeftTheSectionStartsAtTheRightAndScrollsLeftward() throws {
    let (window, collectionView, store) = show(layout(), rightToLeft: true)
    defer { window.isHidden = true }
    defer { withExtendedLifetime(store) {} }
    let zero = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    // Mirrored: 300 − 10 − 112.
    #expect(
      window.convert(zero.bounds, from: zero) == CGRect(x: 178, y: 0, width: 112, height: 100))
    let carousel = try #require(carouselView(collectionView))
    #expect(carousel.contentOffset == CGPoint(x: 912, y: 0))
    carousel.contentOffset = CGPoint(x: 672, y: 0)  // 240 from the start
    collectionView.layoutIfNeeded()
    let two = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(window.convert(two.bounds, from: two) == CGRect(x: 178, y: 0, width: 112, height: 100))
    #expect(visibleCarouselItems(collectionView) == [1, 2, 3, 4])
  }

  @Test func theVisibleItemsHandlerScalesACarousel() throws {
    var offsets: [CGPoint] = []
    // The common carousel: items shrink with their distance from the middle.
    let handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler = {
      items, offset, environment in
      offsets.append(offset)
      items.forEach { item in
        let distanceFromCenter = abs(
          (item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
        let minScale: CGFloat = 0.7
        let maxScale: CGFloat = 1.0
        let scale = max(
          maxScale - (distanceFromCenter / environment.container.contentSize.width), minScale)
        item.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
    }
    let (window, collectionView, store) = show(layout(handler: handler))
    defer { window.isHidden = true }
    defer { withExtendedLifetime(store) {} }
    let one = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    // Item 1's middle is at 186: 36 from the middle.
    #expect(abs(one.transform.a - CGFloat(0.88)) < 0.0001)
    #expect(offsets.last == .zero)
    try #require(carouselView(collectionView)).contentOffset = CGPoint(x: 36, y: 0)
    collectionView.layoutIfNeeded()
    #expect(one.transform == .identity)
    #expect(offsets.last == CGPoint(x: 36, y: 0))
  }
}

extension UICollectionViewOrthogonalTests {
  @Test func scrollToItemAndTheArrowsScrollTheSectionToTheItem() throws {
    let (window, collectionView, store) = show(layout())
    defer { window.isHidden = true }
    defer { withExtendedLifetime(store) {} }
    collectionView.scrollToItem(
      at: IndexPath(item: 7, section: 0), at: .centeredHorizontally, animated: false)
    collectionView.layoutIfNeeded()
    // Item 7 spans 850–962 in the section: its trailing edge and the section's 10-point inset
    // come to the visible edge.
    #expect(try #require(carouselView(collectionView)).contentOffset == CGPoint(x: 672, y: 0))
    #expect(visibleCarouselItems(collectionView).contains(7))
    // The keyboard: Tab focuses item 0; four steps right reach item 4, the section follows.
    collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
    collectionView.layoutIfNeeded()
    #expect(try #require(carouselView(collectionView)).contentOffset == .zero)
    window.press(UIKey(keyCode: .keyboardTab, characters: "\t"))
    for _ in 0..<4 { window.press(UIKey(keyCode: .keyboardRightArrow, characters: "")) }
    let focused = try #require(window.focusedView as? UICollectionViewCell)
    #expect(collectionView.indexPath(for: focused) == IndexPath(item: 4, section: 0))
    #expect(window.convert(focused.bounds, from: focused).maxX <= 300)
  }
}
