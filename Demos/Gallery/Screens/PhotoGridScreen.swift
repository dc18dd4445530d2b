import Foundation
import OpenUIKit

/// A photo library as iOS apps build it since iOS 14.
///
/// A compositional layout (a featured row of one large and two small tiles, a row of albums that
/// scrolls sideways on a rounded background, then a grid of four to a row), pinned section
/// headers, cells from a registration and a diffable data source over 1,000 generated pictures.
/// "Shuffle" applies a shuffled snapshot: the tiles move to their new places. A right click
/// offers to delete the photos clicked (every selected one when the click is on one of them).
final class PhotoGridScreen: UIViewController {
  enum Section: Int, Hashable, Sendable, CaseIterable {
    case featured, albums, library

    var title: String {
      switch self {
      case .featured: "Featured"
      case .albums: "Albums"
      case .library: "All Photos"
      }
    }
  }

  static let headerKind = "photo-grid-header"
  static let backgroundKind = "photo-grid-background"
  /// The albums' identifiers, after the pictures'.
  static let albums = Array(1_001...1_012)
  private var collectionView: UICollectionView?
  private var dataSource: UICollectionViewDiffableDataSource<Section, Int>?

  override func loadView() {
    let collectionView = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: Self.makeLayout())
    collectionView.backgroundColor = .systemBackground
    self.collectionView = collectionView
    view = collectionView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Shuffle", style: .plain, target: self, action: PhotoGridScreen.shuffle)
    configureDataSource()
  }

  /// A featured row (a tile two thirds wide beside a column of two) and a four-column grid.
  static func makeLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout { index, environment in
      let section: NSCollectionLayoutSection
      if index == Section.featured.rawValue {
        let large = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(2.0 / 3.0), heightDimension: .fractionalHeight(1.0)))
        large.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let small = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let column = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)),
          repeatingSubitem: small, count: 2)
        let row = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .absolute(
              min(environment.container.effectiveContentSize.width / 2, 280))),
          subitems: [large, column])
        section = NSCollectionLayoutSection(group: row)
      } else if index == Section.albums.rawValue {
        section = albumsSection(environment)
      } else {
        let columns = environment.container.effectiveContentSize.width > 700 ? 6 : 4
        let tile = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
            heightDimension: .fractionalHeight(1.0)))
        tile.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let row = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
          subitems: [tile])
        section = NSCollectionLayoutSection(group: row)
      }
      if index != Section.albums.rawValue {
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 8, bottom: 12, trailing: 8)
      }
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(36)),
        elementKind: headerKind, alignment: .top)
      header.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [header]
      return section
    }
    layout.register(AlbumsBackgroundView.self, forDecorationViewOfKind: backgroundKind)
    return layout
  }

  /// Albums in a row that scrolls sideways, coming to rest on an album's leading edge, on a
  /// rounded background (a decoration view registered on the layout).
  static func albumsSection(_ environment: any NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection
  {
    let album = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let width = environment.container.effectiveContentSize.width > 700 ? 0.22 : 0.42
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(width), heightDimension: .absolute(130)),
      subitems: [album])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 18, bottom: 22, trailing: 18)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
    background.contentInsets = NSDirectionalEdgeInsets(top: 36, leading: 8, bottom: 12, trailing: 8)
    section.decorationItems = [background]
    return section
  }

  private func configureDataSource() {
    guard let collectionView else { return }
    collectionView.delegate = self
    let cellRegistration = UICollectionView.CellRegistration<PhotoTileCell, Int> {
      cell, _, identifier in
      cell.number = identifier
      cell.albumTitle = identifier >= 1_001 ? "Album \(identifier - 1_000)" : nil
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<PhotoHeaderView>(
      elementKind: Self.headerKind
    ) { header, _, indexPath in
      header.label.text = Section(rawValue: indexPath.section)?.title
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(
      collectionView: collectionView
    ) { collectionView, indexPath, identifier in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
    self.dataSource = dataSource
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(Array(1...3), toSection: .featured)
    snapshot.appendItems(Self.albums, toSection: .albums)
    snapshot.appendItems(Array(4...1_000), toSection: .library)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func shuffle() {
    guard let dataSource else { return }
    var snapshot = dataSource.snapshot()
    var generator = SystemRandomNumberGenerator()
    let library = snapshot.itemIdentifiers(inSection: .library)
    let visible = Array(library.prefix(40)).shuffled(using: &generator)
    snapshot.deleteItems(library)
    snapshot.appendItems(visible + library.dropFirst(40), toSection: .library)
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

extension PhotoGridScreen: UICollectionViewDelegate {
  /// Deleting the photos clicked: a snapshot without them, animated.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    let photos = indexPaths.compactMap { dataSource?.itemIdentifier(for: $0) }
    guard !photos.isEmpty else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
      let title = photos.count == 1 ? "Delete Photo" : "Delete \(photos.count) Photos"
      return UIMenu(children: [
        UIAction(title: title, attributes: .destructive) { _ in
          guard let dataSource = self?.dataSource else { return }
          var snapshot = dataSource.snapshot()
          snapshot.deleteItems(photos)
          dataSource.apply(snapshot, animatingDifferences: true)
        }
      ])
    }
  }
}

/// A generated picture: a diagonal gradient whose hue follows the number, the number in a corner.
final class PhotoTileCell: UICollectionViewCell {
  private let picture = PhotoTileView()
  private let caption = UILabel()

  var number = 0 {
    didSet { describe() }
  }
  /// An album's title, shown instead of the number.
  var albumTitle: String? {
    didSet { describe() }
  }

  private func describe() {
    picture.hue = CGFloat((number * 37) % 360) / 360
    caption.text = albumTitle ?? "\(number)"
    accessibilityLabel = albumTitle ?? "Photo \(number)"
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .image
    picture.layer.cornerRadius = 6
    picture.layer.masksToBounds = true
    contentView.addSubview(picture)
    caption.font = .systemFont(ofSize: 11, weight: .semibold)
    caption.textColor = .white
    contentView.addSubview(caption)
    let selection = UIView()
    selection.layer.cornerRadius = 8
    selection.layer.borderWidth = 3
    selection.layer.borderColor = UIColor.tintColor.cgColor
    selectedBackgroundView = selection
  }

  required init?(coder: NSCoder) { nil }

  override var isSelected: Bool {
    didSet {
      accessibilityTraits = isSelected ? [.image, .selected] : .image
      picture.alpha = isSelected ? 0.75 : 1
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    picture.frame = contentView.bounds.insetBy(dx: 3, dy: 3)
    caption.frame = CGRect(x: 9, y: contentView.bounds.height - 22, width: 100, height: 16)
  }
}

/// Draws the gradient of a tile.
final class PhotoTileView: UIView {
  var hue: CGFloat = 0 { didSet { setNeedsDisplay() } }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let colors = [
      UIColor(hue: hue, saturation: 0.55, brightness: 0.95, alpha: 1).cgColor,
      UIColor(
        hue: (hue + 0.12).truncatingRemainder(dividingBy: 1), saturation: 0.8,
        brightness: 0.6, alpha: 1
      ).cgColor,
    ]
    guard
      let gradient = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1])
    else { return }
    context.drawLinearGradient(
      gradient, start: .zero, end: CGPoint(x: bounds.width, y: bounds.height), options: [])
  }
}

/// A section title over the grid.
final class PhotoHeaderView: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    label.font = .preferredFont(forTextStyle: .headline)
    label.accessibilityTraits = .header
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds.insetBy(dx: 4, dy: 0)
  }
}

/// The rounded panel behind the albums.
final class AlbumsBackgroundView: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 12
  }

  required init?(coder: NSCoder) { nil }
}
