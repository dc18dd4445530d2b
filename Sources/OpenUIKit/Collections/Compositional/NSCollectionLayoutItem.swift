import Foundation

/// The smallest element of a compositional layout, as UIKit's `NSCollectionLayoutItem`: one cell's
/// size, the insets of its content and the space around it, and supplementary views anchored to
/// it (badges).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
  /// The item's size (fractions of its group's size).
  public let layoutSize: NSCollectionLayoutSize
  /// Supplementary views anchored to the item.
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  /// Insets of the item's content within the space it is given; ignored along an axis whose
  /// dimension is estimated, as UIKit documents.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space around the item, applied before `contentInsets`.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  /// Creates an item of `layoutSize`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Creates an item of `layoutSize` with supplementary views anchored to it.
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
    super.init()
  }

  /// A copy with the same size, insets, spacing and supplementary items.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutItem(
      layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    return copy
  }
}

/// A group of items (or groups) laid out along a line, down a column, or where a closure says, as
/// UIKit's `NSCollectionLayoutGroup`.
///
/// A group made with `subitems:` repeats them in order as long as they fit; one made with
/// `repeatingSubitem:count:` (or the older `subitem:count:`) holds exactly `count`, sized to
/// share the group's length along its axis with `interItemSpacing` between them.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Arrangement {
    case horizontal, vertical
    case custom((any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
  }

  let arrangement: Arrangement
  /// The subitems (an item or group each).
  public let subitems: [NSCollectionLayoutItem]
  /// How many times the subitem repeats, or `nil` to repeat the subitems while they fit.
  let count: Int?
  /// The space between subitems; default none.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    layoutSize: NSCollectionLayoutSize, arrangement: Arrangement,
    subitems: [NSCollectionLayoutItem], count: Int?
  ) {
    self.arrangement = arrangement
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Subitems in a row, repeated while they fit.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
  }

  /// `count` copies of `repeatingSubitem` in a row, sharing its width.
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
  }

  /// `count` copies of `subitem` in a row (the name before iOS 16).
  public class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// Subitems in a column, repeated while they fit.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
  }

  /// `count` copies of `repeatingSubitem` in a column, sharing its height.
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
  }

  /// `count` copies of `subitem` in a column (the name before iOS 16).
  public class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// Items where `itemProvider` says (frames relative to the group), one per item.
  public class func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider:
      @escaping (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
  }

  /// A copy with the same arrangement, subitems and spacing.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutGroup(
      layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, count: count)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    copy.interItemSpacing = interItemSpacing
    return copy
  }
}

/// Where a custom group puts one item, as UIKit's `NSCollectionLayoutGroupCustomItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
  /// The item's frame, relative to the group.
  public let frame: CGRect
  /// Which items are drawn over which.
  public let zIndex: Int

  /// An item at `frame`.
  public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

  /// An item at `frame` drawn at `zIndex`.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
    super.init()
  }

  /// The same item (it does not change).
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
