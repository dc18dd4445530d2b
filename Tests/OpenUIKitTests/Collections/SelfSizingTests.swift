import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Self-sizing cells in compositional layouts, as iOS 13+ code relies on them: estimated heights
/// replaced by what cells measure (`preferredLayoutAttributesFitting`): list rows that wrap, Auto
/// Layout cells, an override; the rows after move; a new width measures again.
@MainActor @Suite struct SelfSizingTests {
  final class Rows: NSObject, UICollectionViewDataSource {
    var texts: [String]
    var made: [Int] = []
    init(_ texts: [String]) { self.texts = texts }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      texts.count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      made.append(indexPath.item)
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
      (cell as? NoteCell)?.label.text = texts[indexPath.item]
      if let row = cell as? UICollectionViewListCell, !(cell is NoteCell) {
        var content = row.defaultContentConfiguration()
        content.text = texts[indexPath.item]
        row.contentConfiguration = content
      }
      return cell
    }
  }

  /// A cell laid out by constraints: a wrapping label pinned 12 points inside its content view,
  /// as self-sizing cells in tutorials are written.
  final class NoteCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      label.numberOfLines = 0
      label.font = .systemFont(ofSize: 17)
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
        label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  /// A cell that says its own height, as the classic override does.
  final class TallCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
      attributes.frame.size.height = 120
      return attributes
    }
  }

  /// One full-width item per group, both estimated at 50 points.
  static func estimatedLayout() -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(50))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 4
    return UICollectionViewCompositionalLayout(section: section)
  }

  func show(
    _ layout: UICollectionViewLayout, cell: UICollectionViewCell.Type, texts: [String],
    width: CGFloat = 300
  ) -> (UIWindow, UICollectionView, Rows) {
    let window = makeWindow(size: CGSize(width: width, height: 600))
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(cell, forCellWithReuseIdentifier: "row")
    let rows = Rows(texts)
    collectionView.dataSource = rows
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (window, collectionView, rows)
  }

  func frame(_ collectionView: UICollectionView, _ item: Int) -> CGRect? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  static let long =
    "A note long enough to wrap onto several lines in a narrow column, as a chat bubble or a "
    + "comment does."

  @Test func anAutoLayoutCellMeasuresItsHeightAndTheRowsAfterMove() throws {
    let (window, collectionView, rows) = show(
      Self.estimatedLayout(), cell: NoteCell.self, texts: ["Short", Self.long, "Short"])
    defer { window.isHidden = true }
    let short = try #require(frame(collectionView, 0))
    let tall = try #require(frame(collectionView, 1))
    // One line of 17-point text and 12 points above and below: not the 50-point estimate.
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    label.text = "Short"
    let line = label.sizeThatFits(CGSize(width: 276, height: CGFloat.infinity)).height
    #expect(short.height == line + 24)
    #expect(tall.height > short.height * 2, "the long note wraps")
    #expect(tall.minY == short.maxY + 4)
    #expect(frame(collectionView, 2)?.minY == tall.maxY + 4)
    #expect(collectionView.contentSize.height == tall.maxY + 4 + short.height)
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == tall)
    // Each cell was made once: measuring does not make cells again.
    #expect(rows.made == [0, 1, 2])
  }

  @Test func anOverrideOfPreferredLayoutAttributesSetsTheHeight() throws {
    let (window, collectionView, rows) = show(
      Self.estimatedLayout(), cell: TallCell.self, texts: ["a", "b", "c"])
    defer { window.isHidden = true }
    defer { withExtendedLifetime(rows) {} }
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 300, height: 120))
    #expect(frame(collectionView, 2) == CGRect(x: 0, y: 248, width: 300, height: 120))
  }

  @Test func listRowsWrapAndStayAtLeast44PointsHigh() throws {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let (window, collectionView, rows) = show(
      layout, cell: UICollectionViewListCell.self, texts: ["Wi-Fi", Self.long, "Bluetooth"])
    defer { window.isHidden = true }
    defer { withExtendedLifetime(rows) {} }
    #expect(frame(collectionView, 0)?.height == 44)
    let wrapped = try #require(frame(collectionView, 1))
    #expect(wrapped.height > 60)
    #expect(frame(collectionView, 2)?.minY == wrapped.maxY)
  }

  @Test func aWiderCollectionViewMeasuresItsRowsAgain() throws {
    let (window, collectionView, rows) = show(
      Self.estimatedLayout(), cell: NoteCell.self, texts: [Self.long, "Short"])
    defer { window.isHidden = true }
    defer { withExtendedLifetime(rows) {} }
    let narrow = try #require(frame(collectionView, 0)).height
    window.frame.size.width = 900
    collectionView.frame = window.bounds
    collectionView.layoutIfNeeded()
    let wide = try #require(frame(collectionView, 0))
    #expect(wide.width == 900)
    #expect(wide.height < narrow, "fewer lines at the new width")
    #expect(frame(collectionView, 1)?.minY == wide.maxY + 4)
  }

  @Test func aMillionEstimatedRowsStoreWhatWasMeasured() throws {
    let texts = Array(repeating: "Row", count: 1_000_000)
    let layout = Self.estimatedLayout()
    let (window, collectionView, rows) = show(layout, cell: TallCell.self, texts: texts)
    defer { window.isHidden = true }
    defer { withExtendedLifetime(rows) {} }
    // The twelve rows that fit at the estimate (54 a row) were made and measured (120 each);
    // the rest keep the estimate.
    #expect(layout.measuredLengths[0]?.count == 12)
    #expect(collectionView.contentSize.height == CGFloat(12 * 124 + 999_988 * 54 - 4))
    // Far down, the rows are where the estimate and the measured rows above put them.
    collectionView.contentOffset = CGPoint(x: 0, y: 50_000_000)
    collectionView.layoutIfNeeded()
    let visible = collectionView.indexPathsForVisibleItems
    let first = try #require(visible.first)
    let top = try #require(frame(collectionView, first.item))
    #expect(top.minY <= 50_000_000 && top.maxY > 50_000_000)
    // Another screenful measured, not the rows between.
    #expect(layout.measuredLengths[0]?.count == 24)
    // The rows above, measured at 120, moved the ones after them by 70 each.
    #expect(frame(collectionView, first.item + 1)?.minY == top.maxY + 4)
  }
}

/// Self-sizing items of a flow layout (`estimatedItemSize`), as tag clouds and chat layouts use
/// it: each cell's whole size measured, the lines laid out with it.
@MainActor @Suite struct FlowSelfSizingTests {
  /// A tag: its size is its own (`sizeThatFits`), 70 × 30.
  final class Tag: UICollectionViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 70, height: 30) }
  }

  final class Tags: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      7
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
    }
  }

  func show(_ layout: UICollectionViewFlowLayout) -> (UIWindow, UICollectionView, Tags) {
    let window = makeWindow(size: CGSize(width: 300, height: 400))
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(Tag.self, forCellWithReuseIdentifier: "tag")
    let tags = Tags()
    collectionView.dataSource = tags
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (window, collectionView, tags)
  }

  func frame(_ collectionView: UICollectionView, _ item: Int) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test func anEstimatedItemSizeLetsEachCellSizeItself() {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 50)
    let (window, collectionView, tags) = show(layout)
    defer { window.isHidden = true }
    defer { withExtendedLifetime(tags) {} }
    // Three 70-point tags to a 300-point line, justified: (300 − 210) / 2 = 45 apart.
    #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 70, height: 30))
    #expect(frame(collectionView, 1) == CGRect(x: 115, y: 0, width: 70, height: 30))
    #expect(frame(collectionView, 3) == CGRect(x: 0, y: 40, width: 70, height: 30))
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.size
        == CGSize(width: 70, height: 30))
    #expect(collectionView.contentSize.height == 110)
  }

  @Test func automaticSizeStartsFromItemSizeAndNoEstimateMeansNoMeasuring() {
    let automatic = UICollectionViewFlowLayout()
    automatic.itemSize = CGSize(width: 120, height: 120)
    automatic.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let (window, collectionView, tags) = show(automatic)
    defer { window.isHidden = true }
    defer { withExtendedLifetime(tags) {} }
    #expect(frame(collectionView, 0)?.size == CGSize(width: 70, height: 30))
    // Without an estimate the cells' own sizes are not asked for.
    let fixed = UICollectionViewFlowLayout()
    let (other, fixedView, more) = show(fixed)
    defer { other.isHidden = true }
    defer { withExtendedLifetime(more) {} }
    #expect(frame(fixedView, 0)?.size == CGSize(width: 50, height: 50))
  }
}
