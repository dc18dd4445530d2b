import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Reading sizes from the properties and the delegate, and laying the sections' lines out, in line
/// coordinates (`FlowSection`): `u` along a line, `v` along the scroll axis.
extension UICollectionViewFlowLayout {
  /// The largest size, spacing or inset used; larger (and negative sizes, and non-finite values)
  /// are clamped, said once.
  static let maximumLength: CGFloat = 1_000_000

  /// Reads metrics when they were invalidated and lays the lines out when needed.
  final func prepareSections() {
    guard let collectionView else {
      metrics = []
      sections = []
      lineLength = 0
      contentLength = 0
      return
    }
    let length = lineLength(for: collectionView.bounds)
    if length != lineLength { needsLines = true }
    if needsMetrics { readMetrics(from: collectionView) }
    guard needsMetrics || needsLines else { return }
    needsMetrics = false
    needsLines = false
    lineLength = length
    let uExtra = referenceInsets(of: collectionView)
    var start: CGFloat = 0
    var overlong = false
    sections = metrics.map { section in
      var section = section
      section.uInsets.0 += uExtra.0
      section.uInsets.1 += uExtra.1
      let laidOut = FlowSection(section, start: start, lineLength: length)
      start = laidOut.end
      overlong = overlong || laidOut.hasOverlongItem
      return laidOut
    }
    contentLength = start
    if overlong {
      Diagnostics.once(
        "flow-item-too-long",
        "UICollectionViewFlowLayout: the behavior of the UICollectionViewFlowLayout is not defined "
          + "because the item width must be less than the width of the UICollectionView minus the "
          + "section insets left and right values, minus the content insets left and right values; "
          + "such an item starts its own line",
        module: "OpenUIKit")
    }
  }

  /// The length of a line: the visible extent across the scroll axis, inside the content insets.
  final func lineLength(for bounds: CGRect) -> CGFloat {
    guard let size = collectionView?.visibleContentSize(for: bounds) else { return 0 }
    return scrollDirection == .vertical ? size.width : size.height
  }

  /// What `sectionInsetReference` adds to the insets along a line: the part of the safe area or
  /// the layout margins the content insets do not already keep clear.
  private func referenceInsets(of collectionView: UICollectionView) -> (CGFloat, CGFloat) {
    let reference: UIEdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return (0, 0)
    case .fromSafeArea: reference = collectionView.safeAreaInsets
    case .fromLayoutMargins: reference = collectionView.layoutMargins
    }
    let inset = collectionView.adjustedContentInset
    return scrollDirection == .vertical
      ? (max(reference.left - inset.left, 0), max(reference.right - inset.right, 0))
      : (max(reference.top - inset.top, 0), max(reference.bottom - inset.bottom, 0))
  }

  /// Asks the delegate (or the properties) for every section's sizes, insets and spacings.
  private func readMetrics(from collectionView: UICollectionView) {
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let vertical = scrollDirection == .vertical
    var clamped = false
    func length(_ value: CGFloat, allowsNegative: Bool = false) -> CGFloat {
      let limit = Self.maximumLength
      guard value.isFinite, value <= limit, allowsNegative ? value >= -limit : value >= 0 else {
        clamped = true
        return value.isNaN ? 0 : min(max(value, allowsNegative ? -limit : 0), limit)
      }
      return value
    }
    func uv(_ size: CGSize) -> CGSize {
      let size = CGSize(width: length(size.width), height: length(size.height))
      return vertical ? size : CGSize(width: size.height, height: size.width)
    }
    metrics = (0..<collectionView.numberOfSections).map { section in
      var metrics = FlowSection.Metrics()
      let count = collectionView.numberOfItems(inSection: section)
      metrics.itemSizes.reserveCapacity(count)
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        // Self-sizing: what the cell measured, else the estimate.
        if sizesItemsToFit, let measured = measuredSizes[indexPath] {
          metrics.itemSizes.append(uv(measured))
          continue
        }
        let size =
          sizesItemsToFit && estimatedItemSize != Self.automaticSize
          ? estimatedItemSize
          : delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
            ?? itemSize
        metrics.itemSizes.append(uv(size))
      }
      let inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let (top, left, bottom, right) = (
        length(inset.top, allowsNegative: true), length(inset.left, allowsNegative: true),
        length(inset.bottom, allowsNegative: true), length(inset.right, allowsNegative: true)
      )
      metrics.uInsets = vertical ? (left, right) : (top, bottom)
      metrics.vInsets = vertical ? (top, bottom) : (left, right)
      metrics.lineSpacing = length(
        delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
          ?? minimumLineSpacing, allowsNegative: true)
      metrics.interitemSpacing = length(
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
          ?? minimumInteritemSpacing, allowsNegative: true)
      let header =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      let footer =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      metrics.headerLength = uv(header).height
      metrics.footerLength = uv(footer).height
      return metrics
    }
    if clamped {
      Diagnostics.once(
        "flow-bad-length",
        "UICollectionViewFlowLayout: a size, inset or spacing was not finite, a size negative, or "
          + "a length beyond \(Int(Self.maximumLength)) points; it was clamped",
        module: "OpenUIKit")
    }
  }

  // MARK: Invalidation

  final func boundsChangeInvalidates(_ newBounds: CGRect) -> Bool {
    lineLength(for: newBounds) != lineLength || sectionHeadersPinToVisibleBounds
      || sectionFootersPinToVisibleBounds
  }

  final func boundsChangeContext(_ newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    let resized = lineLength(for: newBounds) != lineLength
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
      flow.invalidateFlowLayoutDelegateMetrics = resized
      flow.invalidateFlowLayoutAttributes = resized
    }
    return context
  }

  final func noteInvalidation(_ context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      needsMetrics = true
      needsLines = true
    } else if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
      needsMetrics = needsMetrics || flow.invalidateFlowLayoutDelegateMetrics
      needsLines = needsLines || flow.invalidateFlowLayoutAttributes
    } else {
      needsMetrics = true
      needsLines = true
    }
  }

  // MARK: Axes

  /// A rectangle in line coordinates as the collection view's (and back: the map is its own
  /// inverse).
  final func flowRect(_ rect: CGRect) -> CGRect {
    scrollDirection == .vertical
      ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
  }
}
