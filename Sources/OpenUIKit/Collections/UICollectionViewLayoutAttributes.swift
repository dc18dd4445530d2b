import Foundation

/// Where a layout puts one element of a collection view (an item's cell or a supplementary view),
/// as UIKit's `UICollectionViewLayoutAttributes`.
///
/// Layouts make them, usually once in `prepare()`, and hand out the ones meeting a rectangle; the
/// collection view applies each to its view (frame, alpha, transform, z order, hidden) and then
/// calls the view's `apply(_:)`. Subclasses that add properties override `copy(with:)` and
/// `isEqual(_:)`, as in UIKit.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
  /// The element's frame in the collection view's content.
  ///
  /// Stored as given, so that a frame set is the frame read, to the last bit (the center and size
  /// are derived from it; setting either keeps the other).
  open var frame: CGRect = .zero
  /// The element's center.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The element's size (setting it keeps the center).
  open var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }
  /// The element's bounds: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }
  /// The element's transform about its center.
  open var transform: CGAffineTransform = .identity
  /// The element's opacity; default 1.
  open var alpha: CGFloat = 1
  /// Which elements are drawn over which: higher over lower; default 0.
  open var zIndex = 0
  /// Whether the element is not shown; default `false`.
  open var isHidden = false
  /// The element's index path.
  open var indexPath: IndexPath
  /// Whether it describes a cell, a supplementary view or a decoration view.
  open private(set) var representedElementCategory: UICollectionView.ElementCategory
  /// A supplementary or decoration view's kind (`nil` for a cell).
  open private(set) var representedElementKind: String?
  /// Whether the element is in a section scrolling across the layout's axis (its view goes in
  /// the section's scroll view).
  var scrollsAcrossSection = false
  /// Whether the element's height (width) is an estimate its view measures
  /// (`preferredLayoutAttributesFitting`).
  var sizesHeightToFit = false
  var sizesWidthToFit = false

  /// Attributes of the cell of the item at `indexPath`.
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
    super.init()
  }

  /// Attributes of a supplementary view of `elementKind` at `indexPath`.
  public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
    super.init()
  }

  /// Attributes of a decoration view of `decorationViewKind` (a view the layout registered) at
  /// `indexPath`.
  public required init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
    super.init()
  }

  /// A copy of the same class with the same values.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy: UICollectionViewLayoutAttributes
    switch (representedElementCategory, representedElementKind) {
    case (.supplementaryView, let kind?):
      copy = Self(forSupplementaryViewOfKind: kind, with: indexPath)
    case (.decorationView, let kind?):
      copy = Self(forDecorationViewOfKind: kind, with: indexPath)
    default:
      copy = Self(forCellWith: indexPath)
    }
    copy.frame = frame
    copy.transform = transform
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.scrollsAcrossSection = scrollsAcrossSection
    copy.sizesHeightToFit = sizesHeightToFit
    copy.sizesWidthToFit = sizesWidthToFit
    return copy
  }

  /// Equal when every property is.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UICollectionViewLayoutAttributes else { return false }
    return type(of: other) == type(of: self) && other.indexPath == indexPath
      && other.representedElementCategory == representedElementCategory
      && other.representedElementKind == representedElementKind && other.frame == frame
      && other.transform == transform && other.alpha == alpha
      && other.zIndex == zIndex && other.isHidden == isHidden
  }

  /// From the index path and kind, which equal attributes share.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(indexPath)
    hasher.combine(representedElementKind)
    return hasher.finalize()
  }
}
