import Foundation

/// Decides where a collection view's elements go, as UIKit's `UICollectionViewLayout`: an abstract
/// class that layouts subclass.
///
/// The collection view calls `prepare()` when the layout was invalidated (a reload, an
/// `invalidateLayout()`, a bounds change the layout asked to hear of), then reads
/// `collectionViewContentSize` and asks `layoutAttributesForElements(in:)` for what meets the
/// visible rectangle. A subclass computes in `prepare()` (reading `collectionView`'s counts) and
/// answers from what it kept.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout.
  open internal(set) weak var collectionView: UICollectionView?
  /// The decoration views registered, by kind: what makes one.
  final var decorationMakers: [String: () -> UICollectionReusableView] = [:]

  /// Creates a layout.
  public override init() { super.init() }

  /// Computes what the answers need.
  ///
  /// Called before the first layout and after each invalidation. The default does nothing.
  open func prepare() {}

  /// The size of all the content; default `.zero`.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element meeting `rect` (content coordinates); default `nil`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath`; default `nil`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`; default `nil`.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath`; default `nil`.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Registers the class of the decoration views of `elementKind` (a `UICollectionReusableView`
  /// subclass; `nil` unregisters).
  ///
  /// Decoration views belong to the layout: the collection view makes and reuses them from this
  /// registration wherever the layout's attributes name the kind, without asking its data source.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    guard let type = viewClass as? UICollectionReusableView.Type else {
      decorationMakers[elementKind] = nil
      return
    }
    decorationMakers[elementKind] = { type.init(registeredWithReuseIdentifier: elementKind) }
  }

  /// Whether a cell's preferred attributes call for a new layout; default `false`.
  ///
  /// The preferred attributes are `preferredLayoutAttributesFitting`'s: a self-sizing cell's
  /// measured size. A layout that self-sizes keeps the size and says `true`.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// The context passed to `invalidateLayout(with:)` after a cell's preferred attributes asked
  /// for a new layout: a new `invalidationContextClass` by default.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    makeInvalidationContext()
  }

  /// Whether the item at `indexPath` was measured since the layout last forgot its measurements
  /// (a cell on screen that was not is measured again); `true` by default: layouts that do not
  /// self-size need nothing.
  func hasMeasurement(for indexPath: IndexPath) -> Bool { true }

  /// The same for a supplementary view of `kind` at `indexPath`.
  func hasMeasurement(ofSupplementary kind: String, at indexPath: IndexPath) -> Bool { true }

  /// Told of every measurement, whether or not it changes the size (so that it is not asked
  /// again); nothing by default.
  func noteMeasurement(
    _ preferred: UICollectionViewLayoutAttributes, of original: UICollectionViewLayoutAttributes
  ) {}

  /// Moves the self-sized lengths the layout keeps with their items after a batch update
  /// (`newIndexPath` is `nil` for an item deleted or reloaded); none by default.
  func remapMeasurements(_ newIndexPath: (IndexPath) -> IndexPath?) {}

  /// Forgets the self-sized lengths (a reload); none by default.
  func forgetMeasurements() {}

  /// The sections scrolling across the layout's axis whose band meets `rect` (a compositional
  /// layout's orthogonal sections); none by default.
  func orthogonalBands(in rect: CGRect) -> [OrthogonalBand] { [] }

  /// Whether a change of the collection view's bounds (a scroll, a resize) needs `prepare()`
  /// again; default `false`.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The context passed to `invalidateLayout(with:)` for a bounds change the layout asked to hear
  /// of: a new `invalidationContextClass` by default.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    makeInvalidationContext()
  }

  // MARK: Interactive movement (the collection view's side: UICollectionView+InteractiveMovement)

  /// Where an item moved interactively from `previousIndexPath` goes with the pointer at
  /// `position`: the item under it (the previous index path when there is none).
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    // The collection view's hit test, which takes shown coordinates.
    guard let collectionView else { return previousIndexPath }
    return collectionView.indexPathForItem(at: collectionView.layoutPoint(position))
      ?? previousIndexPath
  }

  /// The attributes of the item moving interactively: a copy of its own with its center at
  /// `position` and the greatest `zIndex`, above every other element.
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> UICollectionViewLayoutAttributes {
    let own = layoutAttributesForItem(at: indexPath)
    let attributes =
      (own?.copy() as? UICollectionViewLayoutAttributes) ?? makeAttributes(forCellWith: indexPath)
    attributes.center = position
    attributes.zIndex = Int.max
    return attributes
  }

  /// The context passed to `invalidateLayout(with:)` as an interactive movement goes on: the
  /// moving items' new and previous index paths and the pointer's position, the items between
  /// named as invalid.
  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath],
    withTargetPosition targetPosition: CGPoint,
    previousIndexPaths: [IndexPath], previousPosition: CGPoint
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    context.interactiveMovementTarget = targetPosition
    context.invalidateItems(at: Array(Set(targetIndexPaths + previousIndexPaths)).sorted())
    return context
  }

  /// The context passed to `invalidateLayout(with:)` when an interactive movement ends (or is
  /// cancelled): the items' final and previous index paths.
  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
    movementCancelled: Bool
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.targetIndexPathsForInteractivelyMovingItems = indexPaths
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    context.invalidateItems(at: Array(Set(indexPaths + previousIndexPaths)).sorted())
    return context
  }

  /// Asks for `prepare()` before the next layout of the collection view, with a context that
  /// invalidates everything.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Asks for `prepare()` before the next layout; subclasses read `context` to keep what is still
  /// right, then call `super`, which moves the content by its `contentOffsetAdjustment`.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    guard let collectionView else { return }
    let adjustment = context.contentOffsetAdjustment
    if adjustment != .zero, adjustment.x.isFinite, adjustment.y.isFinite {
      let offset = collectionView.contentOffset
      collectionView.contentOffset = CGPoint(x: offset.x + adjustment.x, y: offset.y + adjustment.y)
    }
    collectionView.layoutNeedsPreparing()
  }

  // MARK: Batch updates

  /// Called after `prepare()` when a batch update is applied, with its changes (deletions first,
  /// then insertions, reloads and moves); the default does nothing.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Called inside the batch's animation block, after the start and end attributes were read;
  /// the default does nothing.
  open func finalizeCollectionViewUpdates() {}

  /// Where an item being inserted (or reloaded) starts its animation; default `nil`: at its final
  /// place, transparent (a fade in).
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// Where an item being deleted (or reloaded; `itemIndexPath` is its index before the batch)
  /// ends its animation; default `nil`: where it was, transparent (a fade out).
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// Where a supplementary view of a new section starts its animation; default `nil`: a fade in
  /// at its final place.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where a supplementary view of a deleted section ends its animation; default `nil`: a fade
  /// out where it was.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where a decoration view of a new section starts its animation; default `nil`: a fade in at
  /// its final place.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where a decoration view of a deleted section ends its animation; default `nil`: a fade out
  /// where it was.
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Whether the collection view mirrors the layout's frames horizontally when its layout
  /// direction is not `developmentLayoutDirection`; default `false` (flow and compositional
  /// layouts say `true`).
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// The direction the layout computes its frames for; default `.leftToRight`.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// The class of the attributes the layout makes (read by the flow layout; a subclass returns its
  /// attributes subclass); default `UICollectionViewLayoutAttributes`.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of the contexts `invalidateLayout()` and bounds changes pass; default
  /// `UICollectionViewLayoutInvalidationContext`.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// Where the content should come to rest after a new layout is installed, given where it would;
  /// default `proposedContentOffset`.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
  {
    proposedContentOffset
  }

  /// Where a fling released at `velocity` (points per millisecond) should come to rest.
  ///
  /// Given where it would (a layout snaps to items, say); asked before the delegate's
  /// `scrollViewWillEndDragging`. Default `proposedContentOffset`.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }
}

extension UICollectionViewLayout {
  /// A new context of `invalidationContextClass` (the base class when that names another class).
  final func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let type =
      (Swift.type(of: self).invalidationContextClass
        as? UICollectionViewLayoutInvalidationContext.Type)
      ?? UICollectionViewLayoutInvalidationContext.self
    return type.init()
  }

  /// A new attributes object of `layoutAttributesClass` for the item at `indexPath`.
  final func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
    attributesType.init(forCellWith: indexPath)
  }

  /// A new attributes object of `layoutAttributesClass` for a supplementary view.
  final func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes
  {
    attributesType.init(forSupplementaryViewOfKind: kind, with: indexPath)
  }

  /// A new attributes object of `layoutAttributesClass` for a decoration view.
  final func makeAttributes(forDecorationViewOfKind kind: String, with indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes
  {
    attributesType.init(forDecorationViewOfKind: kind, with: indexPath)
  }

  private var attributesType: UICollectionViewLayoutAttributes.Type {
    (Swift.type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
      ?? UICollectionViewLayoutAttributes.self
  }
}
