import Foundation

/// Sections' `contentInsetsReference` (iOS 14): the margins a section keeps off its sides across
/// the scroll axis, beyond the collection view's content inset.
extension UICollectionViewCompositionalLayout {
  /// What a section's `contentInsetsReference` keeps it off across the scroll axis, beyond the
  /// collection view's adjusted content inset (which the container already leaves out); leading
  /// is on the right, right to left, as the layout is mirrored.
  final func referenceInsets(
    _ reference: UIContentInsetsReference, in collectionView: UICollectionView
  ) -> NSDirectionalEdgeInsets {
    var resolved = reference == .automatic ? configuration.contentInsetsReference : reference
    if resolved == .automatic { resolved = .safeArea }
    let edges: UIEdgeInsets
    switch resolved {
    case .automatic, .none: return .zero
    case .safeArea: edges = collectionView.safeAreaInsets
    case .layoutMargins: edges = collectionView.layoutMargins
    case .readableContent: edges = readableInsets(of: collectionView)
    }
    let inset = collectionView.adjustedContentInset
    let rightToLeft = collectionView.mirrorsLayout
    func clear(_ edge: CGFloat, _ covered: CGFloat) -> CGFloat {
      edge.isFinite ? max(edge - covered, 0) : 0
    }
    if configuration.scrollDirection == .vertical {
      let left = clear(edges.left, inset.left)
      let right = clear(edges.right, inset.right)
      return NSDirectionalEdgeInsets(
        top: 0, leading: rightToLeft ? right : left, bottom: 0, trailing: rightToLeft ? left : right
      )
    }
    return NSDirectionalEdgeInsets(
      top: clear(edges.top, inset.top), leading: 0, bottom: clear(edges.bottom, inset.bottom),
      trailing: 0)
  }

  /// The readable content guide's insets: inside the layout margins, centered, at most the
  /// readable width (scaled with body text).
  private func readableInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
    let margins = collectionView.layoutMargins
    let readable = UIFontMetrics(forTextStyle: .body).scaledValue(
      for: LayoutEngine.readableWidth, compatibleWith: collectionView.traitCollection)
    let inside = collectionView.bounds.width - margins.left - margins.right
    let extra = max(inside - readable, 0) / 2
    return UIEdgeInsets(
      top: margins.top, left: margins.left + extra, bottom: margins.bottom,
      right: margins.right + extra)
  }
}
