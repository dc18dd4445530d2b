import Foundation

/// A section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its group repeats
/// along the scroll axis until the section's items run out, `interGroupSpacing` apart, inside
/// `contentInsets`, with headers and footers (`boundarySupplementaryItems`) around and backgrounds
/// (`decorationItems`) behind.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
  /// The group that repeats.
  public let group: NSCollectionLayoutGroup
  /// Insets around the groups.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space between consecutive groups; default 0.
  open var interGroupSpacing: CGFloat = 0
  /// Headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether the section scrolls across the layout's axis, and where it comes to rest; default
  /// `.none`.
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// Called before each layout pass with the section's visible items, the section's scroll
  /// offset (its own scroll view's, for a section scrolling across) and the environment; the
  /// handler may change the items' alpha, transform, zIndex and hidden state (a carousel scales
  /// the items by their distance from the middle).
  open var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// Views behind the whole section (backgrounds).
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Whether headers and footers keep the section's content insets across the scroll axis;
  /// default `true`.
  open var supplementariesFollowContentInsets = true
  /// What `contentInsets` are measured from across the scroll axis; default `.automatic` (the
  /// layout configuration's).
  open var contentInsetsReference = UIContentInsetsReference.automatic
  /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// A section repeating `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// A copy with the same group, insets, spacing and supplementary items.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSection(group: group)
    copy.contentInsets = contentInsets
    copy.interGroupSpacing = interGroupSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    copy.contentInsetsReference = contentInsetsReference
    copy.decorationItems = decorationItems
    copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    copy.listConfiguration = listConfiguration
    return copy
  }
}

/// What a compositional layout is laid out in, as UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The container's size inside its insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets in effect.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it makes a section, as UIKit's
/// `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The container: the collection view's visible size inside its content insets.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}

/// The container and environment a compositional layout hands its section provider and custom
/// groups.
@MainActor
final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment,
  NSCollectionLayoutContainer
{
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets
  let traitCollection: UITraitCollection

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, traits: UITraitCollection) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    traitCollection = traits
    super.init()
  }

  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
  var effectiveContentSize: CGSize {
    CGSize(
      width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
  }
}
