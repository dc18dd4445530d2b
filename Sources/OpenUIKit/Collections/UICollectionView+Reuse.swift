import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Registration and dequeuing, on the reuse seam's `ReuseQueue`.
extension UICollectionView {
  /// Registers the cell class made for `identifier` when no cell waits.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    let type = cellClass as? UICollectionViewCell.Type
    cellQueue.register(
      type.map { type in { type.init(registeredWithReuseIdentifier: identifier) } }, for: identifier
    )
  }

  /// Registers the class of the supplementary views of `elementKind` made for `identifier`.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let type = viewClass as? UICollectionReusableView.Type
    supplementaryQueues[elementKind, default: ReuseQueue()].register(
      type.map { type in { type.init(registeredWithReuseIdentifier: identifier) } }, for: identifier
    )
  }

  /// A cell for the item at `indexPath`: a waiting one (after `prepareForReuse()`) or a new one of
  /// the registered class.
  ///
  /// An identifier never registered is UIKit's error; here it is reported once and an empty cell
  /// is made, so the collection view still shows.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = takeReconfiguringCell(identifier) { return cell }
    if let cell = cellQueue.dequeue(identifier) as? UICollectionViewCell {
      applyAttributes(to: cell, kind: nil, at: indexPath)
      return cell
    }
    Diagnostics.once(
      "collection-dequeue-unregistered-\(identifier)",
      "UICollectionView: could not dequeue a view of kind: UICollectionElementKindCell with "
        + "identifier \(identifier) - must register a nib or a class for the identifier; an empty "
        + "cell is used", module: "OpenUIKit")
    return UICollectionViewCell(registeredWithReuseIdentifier: identifier)
  }

  /// A supplementary view of `elementKind` for `indexPath`: a waiting one or a new one of the
  /// registered class (an unregistered identifier is reported once and gets an empty view).
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryQueues[elementKind]?.dequeue(identifier) {
      applyAttributes(to: view, kind: elementKind, at: indexPath)
      return view
    }
    Diagnostics.once(
      "collection-dequeue-unregistered-\(elementKind)-\(identifier)",
      "UICollectionView: could not dequeue a view of kind: \(elementKind) with identifier "
        + "\(identifier) - must register a nib or a class for the identifier; an empty view is used",
      module: "OpenUIKit")
    return UICollectionReusableView(registeredWithReuseIdentifier: identifier)
  }

  /// Gives a dequeued view its layout attributes before the data source configures it, as UIKit
  /// does (a list cell's default configuration depends on where it is).
  final func applyAttributes(
    to view: UICollectionReusableView, kind: String?, at indexPath: IndexPath
  ) {
    let layout = collectionViewLayout
    let found =
      kind.map { layout.layoutAttributesForSupplementaryView(ofKind: $0, at: indexPath) }
      ?? layout.layoutAttributesForItem(at: indexPath)
    guard let found else { return }
    apply(displayed(found), to: view)
  }

  /// Hands a view that left the screen back to its pool, telling the delegate.
  final func recycle(_ view: UICollectionReusableView, at key: ElementKey) {
    view.removeFromSuperview()
    switch key {
    case .cell(let indexPath):
      if let cell = view as? UICollectionViewCell {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      }
      cellQueue.enqueue(view)
    case .supplementary(let kind, let indexPath):
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: indexPath)
      supplementaryQueues[kind, default: ReuseQueue()].enqueue(view)
    case .decoration:
      decorationQueue.enqueue(view)
    }
  }
}
