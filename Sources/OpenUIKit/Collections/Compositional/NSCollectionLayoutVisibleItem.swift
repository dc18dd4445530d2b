import Foundation

/// Changes a section's visible items before they are shown: the items, the section's scroll
/// offset, and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
  _ visibleItems: [any NSCollectionLayoutVisibleItem], _ contentOffset: CGPoint,
  _ layoutEnvironment: any NSCollectionLayoutEnvironment
) -> Void

/// An item of a compositional section as it is about to show, handed to the section's
/// `visibleItemsInvalidationHandler`, as UIKit's `NSCollectionLayoutVisibleItem`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
  /// The item's opacity.
  var alpha: CGFloat { get set }
  /// Which items show over which.
  var zIndex: Int { get set }
  /// Whether the item is not shown.
  var isHidden: Bool { get set }
  /// The item's center (content coordinates).
  var center: CGPoint { get set }
  /// The item's transform about its center.
  var transform: CGAffineTransform { get set }
  /// The item's element kind (`nil` for a cell).
  var name: String { get }
  /// The item's index path.
  var indexPath: IndexPath { get }
  /// The item's frame (content coordinates).
  var frame: CGRect { get }
  /// The item's bounds.
  var bounds: CGRect { get }
  /// Whether it is a cell, a supplementary view or a decoration view.
  var representedElementCategory: UICollectionView.ElementCategory { get }
  /// A supplementary or decoration view's kind (`nil` for a cell).
  var representedElementKind: String? { get }
}

/// A visible item over the layout attributes about to be shown: changes go to them.
///
/// An item of a section scrolling across reads (and sets) its place unscrolled, moved by `unscrolled`.
@MainActor
final class CompositionalVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
  let attributes: UICollectionViewLayoutAttributes
  let unscrolled: CGPoint

  init(_ attributes: UICollectionViewLayoutAttributes, unscrolled: CGPoint) {
    self.attributes = attributes
    self.unscrolled = unscrolled
    super.init()
  }

  var alpha: CGFloat {
    get { attributes.alpha }
    set { attributes.alpha = newValue }
  }
  var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }
  var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }
  var center: CGPoint {
    get { CGPoint(x: attributes.center.x + unscrolled.x, y: attributes.center.y + unscrolled.y) }
    set {
      attributes.center = CGPoint(x: newValue.x - unscrolled.x, y: newValue.y - unscrolled.y)
    }
  }
  var transform: CGAffineTransform {
    get { attributes.transform }
    set { attributes.transform = newValue }
  }
  var name: String { attributes.representedElementKind ?? "" }
  var indexPath: IndexPath { attributes.indexPath }
  var frame: CGRect { attributes.frame.offsetBy(dx: unscrolled.x, dy: unscrolled.y) }
  var bounds: CGRect { attributes.bounds }
  var representedElementCategory: UICollectionView.ElementCategory {
    attributes.representedElementCategory
  }
  var representedElementKind: String? { attributes.representedElementKind }
}
