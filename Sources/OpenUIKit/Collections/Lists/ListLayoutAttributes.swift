import Foundation

/// The attributes of a row of a list section: what a `UICollectionViewListCell` needs to draw
/// itself as UIKit's does (rounded ends in an inset group, the separator but under the last row).
final class ListLayoutAttributes: UICollectionViewLayoutAttributes {
  var appearance = UICollectionLayoutListConfiguration.Appearance.plain
  var showsSeparator = true
  var isFirstInSection = false
  var isLastInSection = false
  /// Whether the row is its section's header (`headerMode = .firstItemInSection`).
  var isHeaderItem = false

  /// Whether the view shows as a header: a supplementary view, or a section's header row.
  var showsAsHeader: Bool { representedElementCategory == .supplementaryView || isHeaderItem }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    if let copy = copy as? ListLayoutAttributes {
      copy.appearance = appearance
      copy.showsSeparator = showsSeparator
      copy.isFirstInSection = isFirstInSection
      copy.isLastInSection = isLastInSection
      copy.isHeaderItem = isHeaderItem
    }
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? ListLayoutAttributes, super.isEqual(other) else { return false }
    return other.appearance == appearance && other.showsSeparator == showsSeparator
      && other.isFirstInSection == isFirstInSection && other.isLastInSection == isLastInSection
      && other.isHeaderItem == isHeaderItem
  }
}
