import Foundation

/// How a compositional section scrolls across the layout's axis, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// Any value but `.none` lays the section's groups out in one run across the layout's scroll axis
/// (a carousel in a vertical layout), in a scroll view of the section's own; the values differ in
/// where a scroll comes to rest. A wheel notch or touchpad swipe in a paging mode moves one page or
/// group (Docs/Collections.md).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section does not scroll across: its groups repeat along the layout's axis.
  case none
  /// The section scrolls freely.
  case continuous
  /// The section scrolls freely and comes to rest with a group's leading edge where the first
  /// group's is.
  case continuousGroupLeadingBoundary
  /// The section moves a page (the collection view's visible width or height) at a time.
  case paging
  /// The section moves one group at a time, resting at a group's leading edge.
  case groupPaging
  /// The section moves one group at a time, resting with a group centered.
  case groupPagingCentered
}
