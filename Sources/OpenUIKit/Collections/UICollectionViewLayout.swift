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

  /// Whether a change of the collection view's bounds (a scroll, a resize) needs `prepare()`
  /// again; default `false`.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Asks for `prepare()` before the next layout of the collection view.
  open func invalidateLayout() {
    collectionView?.layoutNeedsPreparing()
  }
}
