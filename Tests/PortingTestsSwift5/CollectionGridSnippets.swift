import OpenUIKit
import OpenUIKitTesting
import Testing

// The two shapes collection-view screens take in iOS code written in Swift 5 mode: the classic
// tutorial grid (a `UICollectionViewController` subclass with a reuse identifier constant, and an
// extension adopting `UICollectionViewDelegateFlowLayout` that divides the width among items per
// row), and the iOS 14 shape of Apple's modern collection view samples (a cell registration, an
// implicitly unwrapped diffable data source configured in `viewDidLoad`, snapshots applied).

// MARK: - App code

private let reuseIdentifier = "GridPhotoCell"

class GridPhotoCell: UICollectionViewCell {
  let imageView = UIImageView()
  let captionLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(imageView)
    contentView.addSubview(captionLabel)
    contentView.backgroundColor = .secondarySystemBackground
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = contentView.bounds.insetBy(dx: 4, dy: 4)
    captionLabel.frame = CGRect(
      x: 4, y: contentView.bounds.height - 20, width: contentView.bounds.width - 8, height: 16)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    captionLabel.text = nil
  }
}

class GridPhotosViewController: UICollectionViewController {
  private let sectionInsets = UIEdgeInsets(top: 50.0, left: 20.0, bottom: 50.0, right: 20.0)
  private let itemsPerRow: CGFloat = 3
  var photos: [String] = (1...20).map { "Photo \($0)" }
  var selected: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(GridPhotoCell.self, forCellWithReuseIdentifier: reuseIdentifier)
    collectionView.backgroundColor = .systemBackground
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    return photos.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
      as! GridPhotoCell
    cell.captionLabel.text = photos[indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    selected.append(photos[indexPath.item])
  }

  func removePhoto(at index: Int) {
    collectionView.performBatchUpdates(
      {
        self.photos.remove(at: index)
        self.collectionView.deleteItems(at: [IndexPath(item: index, section: 0)])
      }, completion: nil)
  }
}

extension GridPhotosViewController: UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let paddingSpace = sectionInsets.left * (itemsPerRow + 1)
    let availableWidth = view.frame.width - paddingSpace
    let widthPerItem = availableWidth / itemsPerRow
    return CGSize(width: widthPerItem, height: widthPerItem)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    return sectionInsets
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    return sectionInsets.left
  }
}

class GridViewController: UIViewController {
  enum Section {
    case main
  }

  var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Grid"
    configureHierarchy()
    configureDataSource()
  }

  private func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    layout.minimumInteritemSpacing = 5
    layout.minimumLineSpacing = 5
    return layout
  }

  private func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<GridPhotoCell, Int> {
      (cell, indexPath, identifier) in
      cell.captionLabel.text = "\(identifier)"
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int)
        -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<94))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func shuffle() {
    var snapshot = dataSource.snapshot()
    let items = snapshot.itemIdentifiers
    snapshot.deleteItems(items)
    snapshot.appendItems(items.reversed(), toSection: .main)
    dataSource.apply(snapshot)
  }
}

// MARK: - Tests

@MainActor @Suite struct CollectionGridSnippetTests {
  @Test func theTutorialGridDividesTheWidthAmongThreeItems() throws {
    let window = UIWindow.headless(size: CGSize(width: 400, height: 700))
    defer { window.isHidden = true }
    let controller = GridPhotosViewController(collectionViewLayout: UICollectionViewFlowLayout())
    window.rootViewController = controller
    window.layoutIfNeeded()
    let collectionView = try #require(controller.collectionView)
    #expect(collectionView.dataSource === controller)
    let width = (400 - 80) / 3 as CGFloat
    let first = try #require(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame.minX == 20)
    #expect(first.frame.width == width)
    // Three items at 20 apart fill the 360 points between the insets exactly.
    let third = try #require(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(isClose(third.frame.maxX, 380))
    let fourth = try #require(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    #expect(isClose(fourth.frame.minY, 50 + width + 20))
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? GridPhotoCell)
    #expect(cell.captionLabel.text == "Photo 5")
    window.tap(
      at: collectionView.convert(CGPoint(x: cell.frame.midX, y: cell.frame.midY), to: window))
    #expect(controller.selected == ["Photo 5"])
    UIView.performWithoutAnimation { controller.removePhoto(at: 0) }
    #expect(
      (collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? GridPhotoCell) === cell)
  }

  @Test func theModernGridAppliesSnapshots() throws {
    let window = UIWindow.headless(size: CGSize(width: 320, height: 480))
    defer { window.isHidden = true }
    let controller = GridViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    let collectionView = try #require(controller.collectionView)
    #expect(collectionView.numberOfItems(inSection: 0) == 94)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? GridPhotoCell)
    #expect(cell.captionLabel.text == "0")
    UIView.performWithoutAnimation { controller.shuffle() }
    #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 93)
    #expect(
      (collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? GridPhotoCell)?
        .captionLabel.text == "93")
  }
}
