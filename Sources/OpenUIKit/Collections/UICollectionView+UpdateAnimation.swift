import CollectionUpdates
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// The views a batch update's layout pass moves out of sight: they animate to their new place
/// before going back to their pool.
@MainActor final class CollectionUpdatePass {
  var movingAway: [(UICollectionView.ElementKey, UICollectionReusableView)] = []
}

/// Applying a batch: the mapping is checked, views and selection follow their elements, the layout
/// prepares (then hears the changes through `prepare(forCollectionViewUpdates:)`), and the
/// elements animate from where they were (or the layout's initial attributes) to where they are,
/// while deleted ones fade out (or go to the layout's final attributes), in 0.3 s — UIKit documents
/// no duration; this is its usual one.
extension UICollectionView {
  /// How long a batch update animates.
  static let batchAnimationDuration: TimeInterval = 0.3

  /// What a batch update animates on a view.
  @MainActor struct Geometry: Equatable {
    var center: CGPoint
    var size: CGSize
    var alpha: CGFloat
    var transform: CGAffineTransform

    init(_ view: UIView) {
      center = view.center
      size = view.bounds.size
      alpha = view.alpha
      transform = view.transform
    }

    init(_ attributes: UICollectionViewLayoutAttributes) {
      center = attributes.center
      size = attributes.size
      alpha = attributes.alpha
      transform = attributes.transform
    }

    func faded() -> Geometry {
      var copy = self
      copy.alpha = 0
      return copy
    }

    func apply(to view: UIView) {
      guard center.x.isFinite, center.y.isFinite, size.width.isFinite, size.height.isFinite else {
        return
      }
      view.bounds.size = CGSize(width: max(size.width, 0), height: max(size.height, 0))
      view.center = center
      view.alpha = alpha
      view.transform = transform
    }
  }

  /// Applies `batch`; the layout is invalidated with `context` (an interactive movement's) or a
  /// new one, and hears of the counts changing either way.
  final func applyBatch(
    _ batch: BatchUpdate, reconfiguring: [IndexPath],
    context: UICollectionViewLayoutInvalidationContext? = nil,
    completion: @escaping (Bool) -> Void
  ) {
    // Nothing shown yet, or a reload pending: everything is read afresh at the next layout.
    guard !needsReload else {
      setNeedsLayout()
      completion(true)
      return
    }
    let oldCounts = sectionCounts
    var before: [ObjectIdentifier: Geometry] = [:]
    for view in elements.views.values { before[ObjectIdentifier(view)] = Geometry(view) }
    needsReload = true
    loadCountsIfNeeded()
    let mapping: UpdateMapping
    do {
      mapping = try UpdateMapping(oldCounts: oldCounts, newCounts: sectionCounts, update: batch)
    } catch {
      Diagnostics.log(
        "UICollectionView: \(error.description) The collection view reloads its data instead.",
        module: "OpenUIKit")
      reloadData()
      completion(false)
      return
    }
    itemPrefetch.forget()
    closeSwipe(animated: false)
    moveOrthogonalOffsets { old in
      mapping.newSection(for: old).flatMap { mapping.sectionOrigins[$0] == .old(old) ? $0 : nil }
    }
    selectedItems = selectedItems.compactMap { mapping.newIndexPath(for: $0) }.sorted()
    selectionAnchor = selectionAnchor.flatMap { mapping.newIndexPath(for: $0) }
    highlightedItem = nil
    var kept: [ElementKey: UICollectionReusableView] = [:]
    var leaving: [(ElementKey, UICollectionReusableView)] = []
    for (key, view) in elements.views {
      if let moved = newKey(for: key, mapping) {
        kept[moved] = view
      } else {
        leaving.append((key, view))
      }
    }
    elements.views = kept
    let layout = collectionViewLayout
    // Self-sized lengths follow their items; reloaded ones measure again.
    layout.remapMeasurements { mapping.isReloaded($0) ? nil : mapping.newIndexPath(for: $0) }
    let context = context ?? layout.makeInvalidationContext()
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    prepareLayoutIfNeeded()
    layout.prepare(
      forCollectionViewUpdates: UICollectionViewUpdateItem.list(batch, mapping))
    if !isDragging, clampedOffset(contentOffset) != contentOffset {
      contentOffset = clampedOffset(contentOffset)
    }
    let pass = CollectionUpdatePass()
    updatePass = pass
    tileElements()
    updatePass = nil
    reconfigure(reconfiguring.compactMap { mapping.newIndexPath(for: $0) })
    animate(mapping, before: before, leaving: leaving, movingAway: pass.movingAway) {
      completion($0)
    }
  }

  /// The element's key after the batch, or `nil` when it leaves.
  ///
  /// It leaves when deleted, reloaded, or in a deleted or reloaded section. Supplementary views follow their section.
  private func newKey(for key: ElementKey, _ mapping: UpdateMapping) -> ElementKey? {
    switch key {
    case .cell(let indexPath):
      guard !mapping.isReloaded(indexPath), let moved = mapping.newIndexPath(for: indexPath) else {
        return nil
      }
      return .cell(moved)
    case .supplementary(let kind, let indexPath):
      return movedWithSection(indexPath, mapping).map { .supplementary(kind, $0) }
    case .decoration(let kind, let indexPath):
      return movedWithSection(indexPath, mapping).map { .decoration(kind, $0) }
    }
  }

  /// A supplementary or decoration view's index path after the batch: its section's new one.
  private func movedWithSection(_ indexPath: IndexPath, _ mapping: UpdateMapping) -> IndexPath? {
    guard indexPath.count >= 1, let section = mapping.newSection(for: indexPath.section),
      mapping.sectionOrigins[section] == .old(indexPath.section)
    else { return nil }
    var moved = indexPath
    moved[0] = section
    return moved
  }

  /// Whether the element showing at `key` after the batch is new: inserted, reloaded, or in a
  /// new section.
  private func isAppearing(_ key: ElementKey, _ mapping: UpdateMapping) -> Bool {
    switch key {
    case .cell(let indexPath):
      guard let old = mapping.oldIndexPath(for: indexPath) else { return true }
      return mapping.isReloaded(old)
    case .supplementary(_, let indexPath), .decoration(_, let indexPath):
      guard indexPath.count >= 1, mapping.sectionOrigins.indices.contains(indexPath.section) else {
        return false
      }
      if case .old = mapping.sectionOrigins[indexPath.section] { return false }
      return true
    }
  }

  private func animate(
    _ mapping: UpdateMapping, before: [ObjectIdentifier: Geometry],
    leaving: [(ElementKey, UICollectionReusableView)],
    movingAway: [(ElementKey, UICollectionReusableView)], completion: @escaping (Bool) -> Void
  ) {
    let layout = collectionViewLayout
    // Where each showing view starts, and where it is now (its end).
    var moves: [(view: UIView, start: Geometry, end: Geometry)] = []
    for (key, view) in elements.views {
      let end = Geometry(view)
      if let start = before[ObjectIdentifier(view)] {
        if start != end { moves.append((view, start, end)) }
      } else if isAppearing(key, mapping) {
        let initial: UICollectionViewLayoutAttributes? =
          switch key {
          case .cell(let indexPath): layout.initialLayoutAttributesForAppearingItem(at: indexPath)
          case .supplementary(let kind, let indexPath):
            layout.initialLayoutAttributesForAppearingSupplementaryElement(
              ofKind: kind, at: indexPath)
          case .decoration(let kind, let indexPath):
            layout.initialLayoutAttributesForAppearingDecorationElement(
              ofKind: kind, at: indexPath)
          }
        moves.append((view, initial.map { Geometry(displayed($0)) } ?? end.faded(), end))
      }
    }
    // Where each leaving view ends.
    var exits: [(ElementKey, UICollectionReusableView, Geometry)] = []
    for (key, view) in leaving {
      let final: UICollectionViewLayoutAttributes? =
        switch key {
        case .cell(let indexPath): layout.finalLayoutAttributesForDisappearingItem(at: indexPath)
        case .supplementary(let kind, let indexPath):
          layout.finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind: kind, at: indexPath)
        case .decoration(let kind, let indexPath):
          layout.finalLayoutAttributesForDisappearingDecorationElement(
            ofKind: kind, at: indexPath)
        }
      exits.append((key, view, final.map { Geometry(displayed($0)) } ?? Geometry(view).faded()))
    }
    for (key, view) in movingAway {
      let attributes: UICollectionViewLayoutAttributes? =
        switch key {
        case .cell(let indexPath): layout.layoutAttributesForItem(at: indexPath)
        case .supplementary(let kind, let indexPath):
          layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        case .decoration(let kind, let indexPath):
          layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        }
      exits.append((key, view, attributes.map { Geometry(displayed($0)) } ?? Geometry(view)))
    }
    let retire: () -> Void = { [weak self] in
      for (key, view, _) in exits { self?.recycle(view, at: key) }
    }
    // Without animations (disabled, or inside `performWithoutAnimation`), all at once.
    guard UIView.areAnimationsEnabled, window != nil,
      !(moves.isEmpty && exits.isEmpty)
    else {
      retire()
      layout.finalizeCollectionViewUpdates()
      completion(true)
      return
    }
    UIView.performWithoutAnimation {
      for move in moves { move.start.apply(to: move.view) }
    }
    UIView.animate(
      withDuration: Self.batchAnimationDuration,
      animations: {
        for move in moves { move.end.apply(to: move.view) }
        for exit in exits { exit.2.apply(to: exit.1) }
        layout.finalizeCollectionViewUpdates()
      },
      completion: { finished in
        retire()
        completion(finished)
      })
  }
}
