import Foundation

/// A layout composed of items, groups and sections, as UIKit's
/// `UICollectionViewCompositionalLayout` (iOS 13).
///
/// Each section repeats its group along the scroll axis until its items run out; groups place
/// their items (or groups) in a row, a column, or where a closure says, with sizes as fractions
/// of their container, points or estimates. The rules are in Docs/Collections.md; the mechanics in
/// `CompositionalGroupTemplate` (a group laid out once), `CompositionalSection` (a section from
/// it) and `+Queries`. A section stores its group's template, not its items, so the layout's
/// memory does not grow with the item count.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Makes the section at an index, knowing the environment.
  public typealias SectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  enum Source {
    case section(NSCollectionLayoutSection)
    case provider(SectionProvider)
  }

  let source: Source
  /// The layout-wide settings; setting them invalidates the layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  // MARK: State (mechanics in the UICollectionViewCompositionalLayout+ files)

  final var sections: [CompositionalSection] = []
  final var contentSize: CGSize = .zero
  final var preparedContainer: CGSize = .zero
  final var environment: CompositionalLayoutEnvironment?
  /// The layout's own headers and footers, and the span of the sections between them (`+Global`).
  final var globalBoundaries: [CompositionalSection.Boundary] = []
  final var sectionsSpan: ClosedRange<CGFloat> = 0...0
  /// Whether some section scrolls across the layout's axis (set by `prepare()`).
  final var hasOrthogonalSections = false
  /// Self-sized items' lengths along their groups' run: section → item → length
  /// (`+SelfSizing`).
  final var measuredLengths: [Int: [Int: CGFloat]] = [:]
  /// Self-sized boundary views' lengths along the scroll axis: section → kind → length.
  final var measuredBoundaryLengths: [Int: [String: CGFloat]] = [:]

  /// A layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose every section is `section`, with `configuration`.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    source = .section(section)
    self.configuration = configuration
    super.init()
  }

  /// A layout asking `sectionProvider` for each section.
  public convenience init(sectionProvider: @escaping SectionProvider) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout asking `sectionProvider` for each section, with `configuration`.
  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    source = .provider(sectionProvider)
    self.configuration = configuration
    super.init()
  }

  /// Lays every section out (`UICollectionViewCompositionalLayout+Queries.swift`).
  open override func prepare() {
    super.prepare()
    prepareSections()
  }

  /// The sections' extent along the scroll axis by the visible extent across it.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// Every background, item, badge and boundary view meeting `rect`.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    attributes(in: rect)
  }

  /// The item's attributes, or `nil` when it does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    itemAttributes(at: indexPath)
  }

  /// A boundary view's (at `IndexPath(item: 0, section:)`) or a badge's (at its item's index
  /// path) attributes.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    supplementaryAttributes(ofKind: elementKind, at: indexPath)
  }

  /// A section background's attributes (at `IndexPath(item: 0, section:)`).
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    decorationAttributes(ofKind: elementKind, at: indexPath)
  }

  /// `true` when a cell whose length is estimated measured another (`+SelfSizing`).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    measurementChanges(preferredAttributes, originalAttributes)
  }

  override func hasMeasurement(for indexPath: IndexPath) -> Bool { isMeasured(indexPath) }

  override func hasMeasurement(ofSupplementary kind: String, at indexPath: IndexPath) -> Bool {
    isMeasured(kind, at: indexPath)
  }

  override func noteMeasurement(
    _ preferred: UICollectionViewLayoutAttributes, of original: UICollectionViewLayoutAttributes
  ) {
    record(preferred, of: original)
  }

  override func remapMeasurements(_ newIndexPath: (IndexPath) -> IndexPath?) {
    moveMeasurements(newIndexPath)
  }

  override func forgetMeasurements() {
    measuredLengths = [:]
    measuredBoundaryLengths = [:]
  }

  /// The bands of the sections scrolling across (`+Orthogonal`).
  override func orthogonalBands(in rect: CGRect) -> [OrthogonalBand] { bands(in: rect) }

  /// True when the visible size changes (fractions are of it) or a boundary view is pinned.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    container(for: newBounds) != preparedContainer
      || sections.contains { $0.boundaries.contains(where: \.pinned) }
      || globalBoundaries.contains(where: \.pinned)
  }

  /// `true`: in a right-to-left collection view, leading is on the right.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

/// Settings of a whole compositional layout, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
  /// The axis the content scrolls along; default `.vertical`.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// Space between sections; default 0.
  open var interSectionSpacing: CGFloat = 0
  /// What sections' content insets are measured from when they say `.automatic`; default
  /// `.automatic` (the safe area).
  open var contentInsetsReference = UIContentInsetsReference.automatic
  /// Headers and footers of the whole layout, before the first section and after the last
  /// (`UICollectionViewCompositionalLayout+Global.swift`); default none.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// The default configuration.
  public override init() { super.init() }

  /// A copy with the same settings.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}
