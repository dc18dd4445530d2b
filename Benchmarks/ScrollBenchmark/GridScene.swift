import Foundation
import OpenUIKit

/// A cell of the grid benchmark G1 (`../shared/bench/grid.md`): its content view filled with the
/// item's colour, rounded by 8, holding the label "Item <i>" in DejaVu Sans 13.
@MainActor
final class GridBenchmarkCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 8
    label.font = UIFont(name: "DejaVu Sans", size: 13) ?? .systemFont(ofSize: 13)
    label.textColor = .black
    // The line box's top-left at (10, 10): a label as high as one line.
    label.frame = CGRect(x: 10, y: 10, width: 140, height: label.font.lineHeight)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  /// Shows item `index`.
  func show(_ index: Int) {
    contentView.backgroundColor = UIColor(
      red: CGFloat(128 + (37 * index) % 128) / 255, green: CGFloat(128 + (73 * index) % 128) / 255,
      blue: CGFloat(128 + (151 * index) % 128) / 255, alpha: 1)
    label.text = "Item \(index)"
  }
}

/// The grid of G1: `items` cells in one section, 7 columns of 160 × 120 with 8 points between
/// and around them, 56 points at the sides, in a compositional layout; the data source stores
/// nothing per item.
@MainActor
final class GridScene: NSObject, UICollectionViewDataSource {
  static let size = CGSize(width: 1280, height: 800)
  let items: Int
  let collectionView: UICollectionView

  init(items: Int) {
    self.items = items
    collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: Self.size), collectionViewLayout: Self.layout())
    super.init()
    collectionView.backgroundColor = .white
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(GridBenchmarkCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
  }

  /// Seven absolute 160 × 120 items to a group, 8 apart; groups 8 apart; insets 8 and 56.
  static func layout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(160), heightDimension: .absolute(120)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(7 * 160 + 6 * 8), heightDimension: .absolute(120)),
      repeatingSubitem: item, count: 7)
    group.interItemSpacing = .fixed(8)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 56, bottom: 8, trailing: 56)
    return UICollectionViewCompositionalLayout(section: section)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    items
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? GridBenchmarkCell)?.show(indexPath.item)
    return cell
  }

  /// The offsets of S1's fling (600 points dragged, then 7.2 points per millisecond decelerating
  /// by 0.998 per millisecond) for frames 1…`frames`, rounded to device pixels.
  static func flingOffsets(frames: Int, scale: CGFloat) -> [CGFloat] {
    (1...max(frames, 1)).map { k in
      let t = Double(k) * 1000 / 60
      let y = 600 + 7.2 * 0.998 * (1 - pow(0.998, t)) / (1 - 0.998)
      return CGFloat((y * Double(scale)).rounded() / Double(scale))
    }
  }
}
