import Foundation

/// What part of a layout an invalidation concerns, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`.
///
/// `invalidateLayout()` passes a context that invalidates everything; a bounds change the layout
/// asked to hear of passes the one `invalidationContext(forBoundsChange:)` makes; a reload passes
/// one whose `invalidateDataSourceCounts` is set. A layout reads it in its override of
/// `invalidateLayout(with:)` to keep what is still right, then calls `super`. Layouts with more
/// to say subclass it and name the subclass in `invalidationContextClass`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether everything is to be computed again (`invalidateLayout()`, a reload, a new layout).
  open internal(set) var invalidateEverything = false
  /// Whether the counts of sections and items changed (a reload or batch update).
  open internal(set) var invalidateDataSourceCounts = false
  /// How far the collection view's content offset moves when the context is applied; default
  /// `.zero`.
  open var contentOffsetAdjustment: CGPoint = .zero
  /// The items named by `invalidateItems(at:)`, or `nil`.
  open private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// The supplementary views named by `invalidateSupplementaryElements(ofKind:at:)`, by kind,
  /// or `nil`.
  open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// Where the items moving interactively are going, or `nil` outside a movement.
  open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// Where the items moving interactively were before this change, or `nil`.
  open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// The pointer's position that chose `targetIndexPathsForInteractivelyMovingItems`; `.zero`
  /// outside a movement.
  open internal(set) var interactiveMovementTarget = CGPoint.zero

  /// Creates a context that invalidates nothing in particular.
  public required override init() { super.init() }

  /// Names items whose attributes changed.
  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Names supplementary views of `elementKind` whose attributes changed.
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    var byKind = invalidatedSupplementaryIndexPaths ?? [:]
    byKind[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = byKind
  }
}
