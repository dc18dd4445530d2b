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
}
