import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Supplies a collection view's sections, items, cells and supplementary views, as UIKit's
/// `UICollectionViewDataSource`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for the item at `indexPath` (from `dequeueReusableCell(withReuseIdentifier:for:)`).
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The number of sections; default 1.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The supplementary view of `kind` at `indexPath` the layout placed (from
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the item at `indexPath` may be moved interactively; default `true` (UIKit's when
  /// `collectionView(_:moveItemAt:to:)` is implemented; Swift cannot ask whether it is, so a data
  /// source without it sees its moves undone, said once).
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  /// Moves the item at `sourceIndexPath` to `destinationIndexPath` in the data, at the end of an
  /// interactive movement that changed its place.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// Not implemented: UIKit stops the app here; the collection view says so once and shows an
  /// empty view.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    Diagnostics.once(
      "collection-no-supplementary-\(kind)",
      "UICollectionView: the layout places a supplementary view of kind \(kind) but the data "
        + "source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); "
        + "an empty view is shown", module: "OpenUIKit")
    return UICollectionReusableView(frame: .zero)
  }

  /// `true`: see the requirement.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }
  /// Not implemented: UIKit ignores moves; the collection view puts the item back, said once.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    collectionView.moveWasIgnored = true
  }
}
