import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// What a collection view looks like: cells where the layout puts them, a header over them by
/// `zIndex`, the selected cell's `selectedBackgroundView`, dynamic colors in light and dark.
@MainActor @Suite struct UICollectionViewSnapshotTests {
  final class Swatch: UICollectionViewCell {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundView = UIView()
      backgroundView?.backgroundColor = .secondarySystemBackground
      backgroundView?.layer.cornerRadius = 8
      selectedBackgroundView = UIView()
      selectedBackgroundView?.backgroundColor = .systemBlue
      selectedBackgroundView?.layer.cornerRadius = 8
    }
    required init?(coder: NSCoder) { nil }
  }

  final class Banner: UICollectionReusableView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = UIColor.systemOrange.withAlphaComponent(0.8)
    }
    required init?(coder: NSCoder) { nil }
  }

  final class Source: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      20
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "banner", for: indexPath)
    }
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark])
  func aGridWithABannerAndASelection(style: UIUserInterfaceStyle) throws {
    let window = makeWindow(size: CGSize(width: 160, height: 120), style: style, scale: 2)
    defer { window.isHidden = true }
    let layout = UICollectionViewTests.GridLayout()
    layout.side = 40
    layout.columns = 4
    layout.headerHeight = 16
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.register(Swatch.self, forCellWithReuseIdentifier: "swatch")
    collectionView.register(
      Banner.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "banner")
    let source = Source()
    collectionView.dataSource = source
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    collectionView.selectItem(
      at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
    // Scrolled by half the banner: its lower half shows above the first row.
    collectionView.contentOffset = CGPoint(x: 0, y: 8)
    try assertSnapshot(
      window.renderImage(), named: "collectionGrid-\(style == .dark ? "dark" : "light")@2x")
    withExtendedLifetime(source) {}
  }

  /// Light and dark at scales 1 and 2, and right to left.
  nonisolated static let looks: [(UIUserInterfaceStyle, CGFloat, Bool)] = [
    (.light, 1.0, false), (.dark, 1.0, false), (.light, 2.0, false), (.dark, 2.0, false),
    (.light, 1.0, true),
  ]

  /// A 160 × 120 window with a collection view of `layout` over `Source`'s swatches, the
  /// selection on item 1 once laid out.
  func show(
    _ layout: UICollectionViewLayout, style: UIUserInterfaceStyle, scale: CGFloat,
    rightToLeft: Bool, kinds: [String] = []
  ) -> (UIWindow, UICollectionView, Source) {
    let window = makeWindow(size: CGSize(width: 160, height: 120), style: style, scale: scale)
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    if rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
    collectionView.register(Swatch.self, forCellWithReuseIdentifier: "swatch")
    for kind in kinds {
      collectionView.register(
        Banner.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "banner")
    }
    let source = Source()
    collectionView.dataSource = source
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    collectionView.selectItem(
      at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    return (window, collectionView, source)
  }

  /// A compositional section as the modern samples build it: a wide item beside a column of two,
  /// a pinned header, a badge on each item's top trailing corner.
  static func nestedLayout() -> UICollectionViewCompositionalLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(10), heightDimension: .absolute(10)),
      elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let inset = NSDirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
    let wide = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(1.0)),
      supplementaryItems: [badge])
    wide.contentInsets = inset
    let small = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)),
      supplementaryItems: [badge])
    small.contentInsets = inset
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.4), heightDimension: .fractionalHeight(1.0)),
      repeatingSubitem: small, count: 2)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)),
      subitems: [wide, column])
    let section = NSCollectionLayoutSection(group: row)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(16)),
      elementKind: "header", alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    return UICollectionViewCompositionalLayout(section: section)
  }

  @Test(arguments: Self.looks)
  func aCompositionalSectionWithBadgesAndAPinnedHeader(
    style: UIUserInterfaceStyle, scale: CGFloat, rightToLeft: Bool
  ) throws {
    let (window, collectionView, source) = show(
      Self.nestedLayout(), style: style, scale: scale, rightToLeft: rightToLeft,
      kinds: ["header", "badge"])
    defer { window.isHidden = true }
    // Scrolled by 20: the header stays pinned over the first row's top.
    collectionView.contentOffset = CGPoint(x: 0, y: 20)
    let name =
      "collectionCompositional-\(style == .dark ? "dark" : "light")\(rightToLeft ? "-rtl" : "")"
      + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
    withExtendedLifetime(source) {}
  }

  /// A carousel as App Store-style screens build it: groups 45 % wide scrolling sideways on a
  /// rounded section background, scrolled part way.
  static func carouselLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.45), heightDimension: .absolute(60)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.interGroupSpacing = 6
    section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(Panel.self, forDecorationViewOfKind: "background")
    return layout
  }

  final class Panel: UICollectionReusableView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .systemGray4
      layer.cornerRadius = 10
    }
    required init?(coder: NSCoder) { nil }
  }

  @Test(arguments: Self.looks)
  func aCarouselScrolledOnASectionBackground(
    style: UIUserInterfaceStyle, scale: CGFloat, rightToLeft: Bool
  ) throws {
    let (window, collectionView, source) = show(
      Self.carouselLayout(), style: style, scale: scale, rightToLeft: rightToLeft)
    defer { window.isHidden = true }
    // The first section's carousel scrolled by 40 from its start: item 0 partly out at the
    // leading edge, item 2 and 3 coming in at the trailing one.
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let carousel = try #require(first.superview as? UIScrollView)
    carousel.contentOffset.x = rightToLeft ? carousel.contentSize.width - 160 - 40 : 40
    collectionView.layoutIfNeeded()
    let name =
      "collectionCarousel-\(style == .dark ? "dark" : "light")\(rightToLeft ? "-rtl" : "")"
      + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
    withExtendedLifetime(source) {}
  }
}
