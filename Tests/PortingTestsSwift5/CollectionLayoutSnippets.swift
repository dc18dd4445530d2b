import OpenUIKit
import OpenUIKitTesting
import Testing

// The shape of the custom collection layouts that open-source iOS libraries and tutorials ship in
// Swift 5 mode: a "waterfall" (Pinterest-style) layout that asks its delegate for each item's
// height, caches the attributes in `prepare()` and answers from the cache.

// MARK: - Library code

protocol WaterfallLayoutDelegate: AnyObject {
  func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath)
    -> CGFloat
}

class WaterfallLayout: UICollectionViewLayout {
  weak var delegate: WaterfallLayoutDelegate?
  var numberOfColumns = 2
  var cellPadding: CGFloat = 6

  private var cache: [UICollectionViewLayoutAttributes] = []
  private var contentHeight: CGFloat = 0

  private var contentWidth: CGFloat {
    guard let collectionView = collectionView else { return 0 }
    let insets = collectionView.contentInset
    return collectionView.bounds.width - (insets.left + insets.right)
  }

  override var collectionViewContentSize: CGSize {
    return CGSize(width: contentWidth, height: contentHeight)
  }

  override func prepare() {
    guard cache.isEmpty, let collectionView = collectionView else { return }
    let columnWidth = contentWidth / CGFloat(numberOfColumns)
    var xOffset: [CGFloat] = []
    for column in 0..<numberOfColumns {
      xOffset.append(CGFloat(column) * columnWidth)
    }
    var column = 0
    var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
    for item in 0..<collectionView.numberOfItems(inSection: 0) {
      let indexPath = IndexPath(item: item, section: 0)
      let photoHeight = delegate?.collectionView(collectionView, heightForItemAt: indexPath) ?? 180
      let height = cellPadding * 2 + photoHeight
      let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
      let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)
      let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      attributes.frame = insetFrame
      cache.append(attributes)
      contentHeight = max(contentHeight, frame.maxY)
      yOffset[column] = yOffset[column] + height
      // The next item goes under the shortest column.
      column = yOffset.firstIndex(of: yOffset.min() ?? 0) ?? 0
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    var visibleLayoutAttributes: [UICollectionViewLayoutAttributes] = []
    for attributes in cache {
      if attributes.frame.intersects(rect) {
        visibleLayoutAttributes.append(attributes)
      }
    }
    return visibleLayoutAttributes
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    return cache[indexPath.item]
  }
}

// MARK: - App code

class PhotoCell: UICollectionViewCell {
  static let reuseIdentifier = "PhotoCell"
  let captionLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(captionLabel)
    contentView.layer.cornerRadius = 6
    contentView.clipsToBounds = true
  }

  required init?(coder: NSCoder) { nil }
}

class PhotoStreamController: NSObject, UICollectionViewDataSource, WaterfallLayoutDelegate {
  let heights: [CGFloat] = [120, 80, 200, 60, 150, 90, 110, 70]
  let collectionView: UICollectionView

  init(frame: CGRect) {
    let layout = WaterfallLayout()
    collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
    super.init()
    layout.delegate = self
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    collectionView.dataSource = self
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    return heights.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
    if let photoCell = cell as? PhotoCell {
      photoCell.captionLabel.text = "Photo \(indexPath.item + 1)"
    }
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath)
    -> CGFloat
  {
    return heights[indexPath.item]
  }
}

// MARK: - Tests

@MainActor @Suite struct CollectionLayoutSnippetTests {
  @Test func aWaterfallLayoutPutsEachPhotoUnderTheShortestColumn() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    let controller = PhotoStreamController(frame: window.bounds)
    window.addSubview(controller.collectionView)
    controller.collectionView.layoutIfNeeded()
    let collectionView = controller.collectionView
    // Columns 160 wide: photo 1 (132 tall with padding) left, 2 (92) right, 3 under 2 (the
    // right column is shorter), 4 under 1, …
    func frame(_ item: Int) -> CGRect? {
      collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    #expect(frame(0) == CGRect(x: 6, y: 6, width: 148, height: 120))
    #expect(frame(1) == CGRect(x: 166, y: 6, width: 148, height: 80))
    #expect(frame(2) == CGRect(x: 166, y: 98, width: 148, height: 200))
    #expect(frame(3) == CGRect(x: 6, y: 138, width: 148, height: 60))
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoCell)
    #expect(cell.captionLabel.text == "Photo 3")
    // Every photo ends by 480 points except the last column's tail.
    #expect(collectionView.contentSize.height > 480)
    collectionView.scrollToItem(at: IndexPath(item: 7, section: 0), at: .bottom, animated: false)
    #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 7, section: 0)))
  }
}
