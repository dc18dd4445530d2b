import Foundation

/// A view behind a whole section of a compositional layout (its background), as UIKit's
/// `NSCollectionLayoutDecorationItem`.
///
/// It covers the section's extent along the scroll axis (headers and footers included) and the
/// collection view's width across it, inset by its `contentInsets`; the view is of the class the
/// layout registered for its `elementKind` (`register(_:forDecorationViewOfKind:)`), shown at
/// `IndexPath(item: 0, section:)`. Final here: UIKit's is not subclassed in practice, and its
/// `background(elementKind:)` returns `Self`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The kind of view shown, as registered with the layout.
  public let elementKind: String
  /// The stacking order: higher over lower; default 0, which is still below the section's
  /// items and supplementary views of the same zIndex.
  public var zIndex = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A section background of `elementKind`.
  public class func background(elementKind: String) -> Self {
    Self(elementKind: elementKind)
  }

  /// A copy with the same kind, insets and zIndex.
  public override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutDecorationItem(elementKind: elementKind)
    copy.contentInsets = contentInsets
    copy.zIndex = zIndex
    return copy
  }
}
