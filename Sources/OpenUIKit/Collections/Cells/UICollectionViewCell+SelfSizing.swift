import Foundation

/// Self-sizing: a view measures the dimension its layout estimated, and the collection view asks
/// the layout whether the measurement calls for a new layout.
///
/// A view measures as UIKit's do: with constraints in it, `systemLayoutSizeFitting` with the
/// other dimension required (a cell measures its `contentView`); with a content configuration,
/// the configured view's `sizeThatFits`; otherwise its own `sizeThatFits`. A list cell is at
/// least 44 points high, as UIKit's list rows.
extension UICollectionReusableView {
  final func fittedAttributes(_ attributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard attributes.sizesHeightToFit || attributes.sizesWidthToFit,
      let fitted = attributes.copy() as? UICollectionViewLayoutAttributes
    else { return attributes }
    let size = attributes.size
    let measured = measuredSize(
      fitting: size, heightToFit: attributes.sizesHeightToFit,
      bothFree: attributes.sizesHeightToFit && attributes.sizesWidthToFit)
    var result = size
    if attributes.sizesHeightToFit, measured.height.isFinite { result.height = measured.height }
    if attributes.sizesWidthToFit, measured.width.isFinite { result.width = measured.width }
    // Within the layout's clamps: no negative or runaway lengths.
    result.width = min(max(result.width, 0), 1_000_000)
    result.height = min(max(result.height, 0), 1_000_000)
    fitted.size = result
    return fitted
  }

  /// The view's size with one dimension of `size` held and the other (the height when
  /// `heightToFit`) as the content needs; both free (`size` an estimate) when `bothFree`.
  private func measuredSize(fitting size: CGSize, heightToFit: Bool, bothFree: Bool = false)
    -> CGSize
  {
    let measuring: UIView = (self as? UICollectionViewCell)?.contentView ?? self
    let open = CGSize(
      width: heightToFit && !bothFree ? size.width : .infinity,
      height: heightToFit || bothFree ? .infinity : size.height)
    var measured: CGSize
    if LayoutEngine.subtreeHoldsConstraints(measuring) {
      let target =
        bothFree
        ? size
        : heightToFit ? CGSize(width: size.width, height: 0) : CGSize(width: 0, height: size.height)
      measured = measuring.systemLayoutSizeFitting(
        target,
        withHorizontalFittingPriority: heightToFit && !bothFree ? .required : .fittingSizeLevel,
        verticalFittingPriority: heightToFit || bothFree ? .fittingSizeLevel : .required)
    } else if let configured = (self as? UICollectionViewCell)?.configuredContentView {
      measured = configured.sizeThatFits(open)
    } else {
      measured = sizeThatFits(bothFree ? size : open)
    }
    if !bothFree {
      if heightToFit { measured.width = size.width } else { measured.height = size.height }
    }
    // Rows are at least 44 points; headers and footers (list cells shown as supplementary views
    // or as a section's header row) as tall as their content.
    if let row = self as? UICollectionViewListCell, !isShownAsSupplementary,
      !(row.listAttributes?.showsAsHeader ?? false)
    {
      measured.height = max(measured.height, 44)
    }
    return measured
  }
}

extension UICollectionView {
  /// The most times one layout pass lays out again because cells measured themselves: each pass
  /// measures only the cells new to it, so a few settle any screen.
  static let maximumSelfSizingPasses = 8

  /// Asks `view`, just made for `attributes`, for its preferred attributes; when they differ and
  /// the layout wants them, invalidates it with the layout's context and returns `true`.
  final func selfSize(
    _ view: UICollectionReusableView, for attributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard attributes.sizesHeightToFit || attributes.sizesWidthToFit else { return false }
    let preferred = view.preferredLayoutAttributesFitting(attributes)
    let layout = collectionViewLayout
    layout.noteMeasurement(preferred, of: attributes)
    guard
      abs(preferred.size.width - attributes.size.width) > 0.01
        || abs(preferred.size.height - attributes.size.height) > 0.01
    else { return false }
    guard
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
    else { return false }
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
    return true
  }
}
