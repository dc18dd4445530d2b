import Foundation

/// Items in lines that wrap, with optional section headers and footers, as UIKit's
/// `UICollectionViewFlowLayout`.
///
/// Items fill a line across the scroll direction at `minimumInteritemSpacing` or more, lines are
/// `minimumLineSpacing` apart; each line is justified and its items centered across it (the rules
/// in `FlowSection`). Sizes, insets and spacings come from the properties or, per section and item,
/// from the collection view's delegate when it adopts `UICollectionViewDelegateFlowLayout`.
/// Setting a property invalidates the layout, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// What `sectionInset` is measured from.
  public enum SectionInsetReference: Int, Sendable {
    /// The content's edges (inside the content insets); the default.
    case fromContentInset
    /// The safe area's edges.
    case fromSafeArea
    /// The layout margins' edges.
    case fromLayoutMargins
  }

  /// The axis the content scrolls along; default `.vertical`.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { if scrollDirection != oldValue { invalidateLayout() } }
  }
  /// Every item's size when the delegate does not say; default 50 × 50.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { if itemSize != oldValue { invalidateLayout() } }
  }
  /// An estimate of the items' sizes; default `.zero`: items are `itemSize`.
  ///
  /// Anything but `.zero` makes each cell measure itself (`preferredLayoutAttributesFitting`)
  /// and take the size it needs; `automaticSize` uses `itemSize` (or the delegate's) as the
  /// estimate.
  open var estimatedItemSize: CGSize = .zero {
    didSet { if estimatedItemSize != oldValue { invalidateLayout() } }
  }
  /// The `estimatedItemSize` that asks cells to size themselves from `itemSize` as the estimate.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  /// The least space between lines; default 10.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
  }
  /// The least space between items of a line; default 10.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
  }
  /// Space around each section's items (not its header and footer); default none.
  open var sectionInset: UIEdgeInsets = .zero {
    didSet { if sectionInset != oldValue { invalidateLayout() } }
  }
  /// What `sectionInset` is measured from; default `.fromContentInset`.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
  }
  /// Each section header's size (its length along the scroll axis counts; it spans the content
  /// across it); default `.zero`, no headers.
  open var headerReferenceSize: CGSize = .zero {
    didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
  }
  /// Each section footer's size, as `headerReferenceSize`; default `.zero`, no footers.
  open var footerReferenceSize: CGSize = .zero {
    didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
  }
  /// Whether a section's header stays at the visible top (or leading edge) while the section is
  /// in view; default `false`.
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } }
  }
  /// Whether a section's footer stays at the visible bottom (or trailing edge) while the section
  /// is in view; default `false`.
  open var sectionFootersPinToVisibleBounds = false {
    didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } }
  }

  // MARK: State (mechanics in the UICollectionViewFlowLayout+ files)

  final var metrics: [FlowSection.Metrics] = []
  final var sections: [FlowSection] = []
  final var lineLength: CGFloat = 0
  final var contentLength: CGFloat = 0
  final var needsMetrics = true
  final var needsLines = true
  /// The sizes self-sizing cells measured, by index path (`+SelfSizing`).
  final var measuredSizes: [IndexPath: CGSize] = [:]

  /// Creates a flow layout with UIKit's defaults.
  public override init() { super.init() }

  /// Reads sizes from the delegate when they were invalidated and lays the lines out again when
  /// anything they depend on changed (`UICollectionViewFlowLayout+Sections.swift`).
  open override func prepare() {
    super.prepare()
    prepareSections()
  }

  /// The content's size: the visible width (or height) across, the sections' length along.
  open override var collectionViewContentSize: CGSize {
    flowRect(CGRect(x: 0, y: 0, width: lineLength, height: contentLength)).size
  }

  /// Every item, header and footer meeting `rect` (`UICollectionViewFlowLayout+Queries.swift`).
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

  /// A section's header (`UICollectionView.elementKindSectionHeader`) or footer at
  /// `IndexPath(item: 0, section:)`, or `nil`.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    supplementaryAttributes(ofKind: elementKind, at: indexPath)
  }

  /// True when the size changes (lines are as long as the visible width) or when headers or
  /// footers are pinned (they move with every scroll).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    boundsChangeInvalidates(newBounds)
  }

  /// A flow context saying whether the delegate's sizes must be read again (the size changed) or
  /// only pinned headers and footers move (a scroll).
  open override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    boundsChangeContext(newBounds)
  }

  /// Keeps the sizes read from the delegate unless the context says they changed.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    noteInvalidation(context)
    super.invalidateLayout(with: context)
  }

  /// `true` when self-sizing (`estimatedItemSize`) and a cell measured another size.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    measurementChanges(preferredAttributes, originalAttributes)
  }

  override func hasMeasurement(for indexPath: IndexPath) -> Bool {
    !sizesItemsToFit || measuredSizes[indexPath] != nil
  }

  override func noteMeasurement(
    _ preferred: UICollectionViewLayoutAttributes, of original: UICollectionViewLayoutAttributes
  ) {
    record(preferred, of: original)
  }

  override func remapMeasurements(_ newIndexPath: (IndexPath) -> IndexPath?) {
    moveMeasurements(newIndexPath)
  }

  override func forgetMeasurements() { measuredSizes = [:] }

  /// `UICollectionViewFlowLayoutInvalidationContext`.
  open override class var invalidationContextClass: AnyClass {
    UICollectionViewFlowLayoutInvalidationContext.self
  }

  /// `true`: in a right-to-left collection view, lines fill from the right.
  open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}
