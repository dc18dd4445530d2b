import Foundation

/// The part of the collection view its content shows in, for layouts: inside the adjusted
/// content insets.
extension UICollectionView {
  /// The visible size inside the content insets for `bounds` (0 where it would be negative or
  /// not finite): what a flow layout's lines span and a compositional layout's fractions are of.
  final func visibleContentSize(for bounds: CGRect) -> CGSize {
    let inset = adjustedContentInset
    let width = bounds.width - inset.left - inset.right
    let height = bounds.height - inset.top - inset.bottom
    return CGSize(
      width: width.isFinite ? max(width, 0) : 0, height: height.isFinite ? max(height, 0) : 0)
  }

  /// The visible stretch of the scroll axis, inside the content insets.
  final func visibleSpan(vertical: Bool) -> ClosedRange<CGFloat>? {
    let inset = adjustedContentInset
    let span =
      vertical
      ? (bounds.minY + inset.top, bounds.maxY - inset.bottom)
      : (bounds.minX + inset.left, bounds.maxX - inset.right)
    guard span.0.isFinite, span.1.isFinite else { return nil }
    return span.0...max(span.0, span.1)
  }
}
