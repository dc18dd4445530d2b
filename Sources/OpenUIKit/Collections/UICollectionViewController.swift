import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A view controller whose view is a collection view it feeds, as UIKit's
/// `UICollectionViewController`: it is the collection view's data source and delegate, and a
/// subclass overrides the methods it needs (`override func collectionView(_:cellForItemAt:)`).
///
/// Every data source, delegate and scroll view delegate method is declared here so that subclasses
/// override them as they do on iOS; the defaults are the protocols' (no items; a subclass that
/// shows items overrides `collectionView(_:cellForItemAt:)`).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let initialLayout: UICollectionViewLayout

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The collection view (the controller's view), made with the layout given at creation when
  /// the view loads; setting one makes it the view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout (the one given at creation until the view loads).
  open var collectionViewLayout: UICollectionViewLayout {
    (isViewLoaded ? (view as? UICollectionView)?.collectionViewLayout : nil) ?? initialLayout
  }

  /// Whether the selection is cleared each time the view is about to appear; default `true`.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller from an archive: nothing is decoded on Linux, so it gets a flow layout.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// Makes the collection view, with the controller as its data source and delegate.
  open override func loadView() {
    let collectionView = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dataSource = self
    collectionView.delegate = self
    view = collectionView
  }

  /// Clears the selection when `clearsSelectionOnViewWillAppear` says so.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collectionView = view as? UICollectionView else {
      return
    }
    for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: indexPath, animated: animated)
    }
  }

  /// Enters or leaves editing, with the collection view (iOS 14).
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    (viewIfLoaded as? UICollectionView)?.isEditing = editing
  }

  // MARK: UICollectionViewDataSource

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    0
  }

  /// A subclass showing items overrides this; the default is an empty cell, said once.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    Diagnostics.once(
      "collection-controller-cell",
      "UICollectionViewController: \(type(of: self)) reports items but does not override "
        + "collectionView(_:cellForItemAt:); an empty cell is used", module: "OpenUIKit")
    return UICollectionViewCell()
  }

  /// A subclass whose layout has supplementary views overrides this; the default is an empty
  /// view.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView()
  }

  /// `true`.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { true }

  /// A subclass that lets items move overrides this to move them in its data; the default puts
  /// the item back, said once.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    collectionView.moveWasIgnored = true
  }

  // MARK: UICollectionViewDelegate

  /// `true`.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// `true`.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}
  /// `true`.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// The iOS 9 method's answer.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    self.collectionView(
      collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
      toProposedIndexPath: proposedIndexPath)
  }
  /// `proposedIndexPath`.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  // MARK: UIScrollViewDelegate

  /// Nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// No view zooms.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Nothing.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Nothing.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
