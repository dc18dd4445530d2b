import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Loading counts, preparing the layout, and showing the elements that meet the visible
/// rectangle, on the reuse seam's `TiledViews`.
extension UICollectionView {
  /// The most sections and items per section read from a data source (more are clamped, said
  /// once), so that a data source that lies cannot make the collection view allocate without
  /// bound.
  static let maximumSections = 100_000
  static let maximumItemsPerSection = 100_000_000

  /// Asks for `prepare()` before the next layout.
  final func layoutNeedsPreparing() {
    needsPrepare = true
    setNeedsLayout()
  }

  /// Reads the counts from the data source when a reload is pending.
  final func loadCountsIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    guard let dataSource else {
      sectionCounts = []
      return
    }
    let sections = sanitized(
      dataSource.numberOfSections(in: self), "sections", Self.maximumSections)
    sectionCounts = (0..<sections).map { section in
      sanitized(
        dataSource.collectionView(self, numberOfItemsInSection: section),
        "items in section \(section)", Self.maximumItemsPerSection)
    }
    adjustCountsForMovement()
  }

  private func sanitized(_ count: Int, _ what: String, _ limit: Int) -> Int {
    if count < 0 || count > limit {
      let used = count < 0 ? 0 : limit
      Diagnostics.once(
        "collection-bad-count-\(count < 0)",
        "UICollectionView: the data source reports \(count) \(what); \(used) are used",
        module: "OpenUIKit")
      return used
    }
    return count
  }

  /// Prepares the layout when it was invalidated or the bounds changed in a way it asked to hear
  /// of, then shows a view for each element meeting the visible rectangle; again while cells new
  /// to the screen measure themselves into a new layout (self-sizing).
  final func tileElements() {
    guard !elements.isTiling else { return }
    let reloading = needsReload
    loadCountsIfNeeded()
    if reloading {
      elements.recycleAll { recycle($1, at: $0) }
      collectionViewLayout.forgetMeasurements()
    }
    for _ in 0..<Self.maximumSelfSizingPasses {
      guard tilePass() else { break }
    }
    prefetchItemsAhead(of: bounds)
  }

  /// One pass of `tileElements`; returns whether a cell's measurement invalidated the layout.
  private func tilePass() -> Bool {
    prepareLayoutIfNeeded()
    let visible = bounds
    let leavingScrollers = prepareOrthogonalScrollers(visible: visible)
    defer { retireOrthogonalScrollers(leavingScrollers) }
    var attributesByKey: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    var order: [ElementKey] = []
    for found in collectionViewLayout.layoutAttributesForElements(in: layoutRect(visible)) ?? [] {
      // Shown when some of it is inside: Foundation's `intersects` is true for rectangles that
      // only touch, and a row ending exactly at the top edge is not on screen.
      guard let key = key(for: found), !found.isHidden else { continue }
      let attributes = displayed(found)
      guard !attributes.frame.intersection(visible).isEmpty else { continue }
      if attributesByKey.updateValue(attributes, forKey: key) == nil { order.append(key) }
    }
    // An item moving by hand floats where the pointer is, wherever its slot is.
    if let moving = movement, let floating = movingAttributes(for: moving.current),
      attributesByKey.updateValue(floating, forKey: .cell(moving.current)) == nil
    {
      order.append(.cell(moving.current))
    }
    // Lower zIndex under higher (the layers' zPosition too); equal ones in the layout's order.
    let ranked = order.enumerated().sorted {
      let first = attributesByKey[$0.element]?.zIndex ?? 0
      let second = attributesByKey[$1.element]?.zIndex ?? 0
      return first != second ? first < second : $0.offset < $1.offset
    }.map(\.element)
    var invalidated = false
    elements.retile(
      visible: ranked, isVisible: { attributesByKey[$0] != nil },
      make: { key in
        let made = makeView(for: key, attributes: attributesByKey[key])
        invalidated = invalidated || made.invalidated
        return made.view
      },
      place: { key, view in
        guard let attributes = attributesByKey[key] else { return }
        // A cell kept on screen whose measurement the layout forgot (a new width) measures again.
        if attributes.sizesHeightToFit || attributes.sizesWidthToFit, !isMeasured(key) {
          invalidated = selfSize(view, for: attributes) || invalidated
        }
        // In the section's scroll view when the section scrolls across.
        let (container, placed) = container(for: attributes)
        if view.superview !== container { container.insertSubview(view, at: 0) }
        apply(placed, to: view)
        if case .cell(let indexPath) = key, indexPath == movement?.current { lift(view) }
      },
      recycle: { key, view in
        // During a batch update, views that move out of sight animate there first.
        if let pass = updatePass {
          pass.movingAway.append((key, view))
        } else {
          recycle(view, at: key)
        }
      })
    return invalidated
  }

  /// Prepares the layout when it was invalidated or the bounds changed in a way it asked to hear
  /// of, and takes its content size.
  final func prepareLayoutIfNeeded() {
    let layout = collectionViewLayout
    if !needsPrepare, bounds != preparedBounds || adjustedContentInset != preparedInset,
      layout.shouldInvalidateLayout(forBoundsChange: bounds)
    {
      layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
    }
    if needsPrepare {
      needsPrepare = false
      layout.prepare()
      let size = layout.collectionViewContentSize
      contentSize = CGSize(
        width: size.width.isFinite ? max(size.width, 0) : 0,
        height: size.height.isFinite ? max(size.height, 0) : 0)
      showFirstItemsOfMirroredContent()
      if needsTargetOffset {
        needsTargetOffset = false
        let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        if target.x.isFinite, target.y.isFinite { contentOffset = clampedOffset(target) }
      }
    }
    preparedBounds = bounds
    preparedInset = adjustedContentInset
  }

  /// The element an attributes object describes, when it names one that exists.
  private func key(for attributes: UICollectionViewLayoutAttributes) -> ElementKey? {
    let indexPath = attributes.indexPath
    switch attributes.representedElementCategory {
    case .cell:
      guard isValidItem(indexPath) else { return nil }
      return .cell(indexPath)
    case .supplementaryView:
      guard let kind = attributes.representedElementKind,
        indexPath.count >= 1, sectionCounts.indices.contains(indexPath.section)
      else { return nil }
      return .supplementary(kind, indexPath)
    case .decorationView:
      // A kind the layout never registered has no view to show (said once).
      guard let kind = attributes.representedElementKind else { return nil }
      guard collectionViewLayout.decorationMakers[kind] != nil else {
        Diagnostics.once(
          "collection-decoration-unregistered-\(kind)",
          "UICollectionView: could not dequeue a view of kind: \(kind) with identifier "
            + "\(kind) - must register a nib or a class for the identifier; the layout's "
            + "decoration views of that kind are not shown", module: "OpenUIKit")
        return nil
      }
      return .decoration(kind, indexPath)
    }
  }

  /// Whether the layout has the measurement of the self-sizing element at `key`.
  private func isMeasured(_ key: ElementKey) -> Bool {
    switch key {
    case .cell(let indexPath): collectionViewLayout.hasMeasurement(for: indexPath)
    case .supplementary(let kind, let indexPath):
      collectionViewLayout.hasMeasurement(ofSupplementary: kind, at: indexPath)
    case .decoration: true
    }
  }

  final func isValidItem(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sectionCounts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < sectionCounts[indexPath.section]
  }

  /// A view for `key`, from the data source (or the layout, for decorations); a cell measures
  /// itself against `attributes` before the delegate's `willDisplay`.
  private func makeView(for key: ElementKey, attributes: UICollectionViewLayoutAttributes?)
    -> (view: UICollectionReusableView, invalidated: Bool)
  {
    let view: UICollectionReusableView
    var invalidated = false
    switch key {
    case .cell(let indexPath):
      var cell =
        dataSource?.collectionView(self, cellForItemAt: dataIndexPath(for: indexPath))
        ?? UICollectionViewCell()
      if elements.isShowing(cell) || (cell.superview != nil && cell.superview !== self) {
        Diagnostics.once(
          "collection-cell-twice",
          "UICollectionView: the data source returned a cell that is already showing for "
            + "\(indexPath); an empty cell is used (dequeue a cell for each item)",
          module: "OpenUIKit")
        cell = UICollectionViewCell()
      }
      cell.isSelected = selectedItems.contains(indexPath)
      cell.isHighlighted = false
      if let attributes { invalidated = selfSize(cell, for: attributes) }
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
      view = cell
    case .supplementary(let kind, let indexPath):
      var supplementary =
        dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        ?? UICollectionReusableView()
      if elements.isShowing(supplementary) {
        supplementary = UICollectionReusableView()
      }
      if let attributes { invalidated = selfSize(supplementary, for: attributes) }
      collectionDelegate?.collectionView(
        self, willDisplaySupplementaryView: supplementary, forElementKind: kind, at: indexPath)
      view = supplementary
    case .decoration(let kind, _):
      view = makeDecorationView(ofKind: kind)
    }
    if case .supplementary = key {
      view.isShownAsSupplementary = true
    } else {
      view.isShownAsSupplementary = false
    }
    // Placing it puts it in its container (below the scroll indicators).
    return (view, invalidated)
  }

  /// A decoration view of `kind`: a waiting one (after `prepareForReuse()`) or a new one of the
  /// class the layout registered.
  private func makeDecorationView(ofKind kind: String) -> UICollectionReusableView {
    // The layout's registration of the moment (a layout may register again).
    decorationQueue.register(collectionViewLayout.decorationMakers[kind], for: kind)
    return decorationQueue.dequeue(kind)
      ?? UICollectionReusableView(registeredWithReuseIdentifier: kind)
  }

  /// Puts `view` where `attributes` say, then lets it read them.
  final func apply(
    _ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView
  ) {
    let frame = attributes.frame
    guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite,
      frame.height.isFinite
    else { return }
    if view.bounds.size != attributes.size || view.center != attributes.center {
      view.bounds = CGRect(
        origin: .zero, size: CGSize(width: max(frame.width, 0), height: max(frame.height, 0)))
      view.center = attributes.center
    }
    if view.transform != attributes.transform { view.transform = attributes.transform }
    if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
    // A decoration view goes under the cells and supplementary views of its zIndex, as UIKit
    // documents for section backgrounds.
    let z =
      CGFloat(attributes.zIndex)
      - (attributes.representedElementCategory == .decorationView ? 0.5 : 0)
    if view.layer.zPosition != z { view.layer.zPosition = z }
    view.apply(attributes)
  }
}
