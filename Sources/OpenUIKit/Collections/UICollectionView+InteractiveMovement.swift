import CollectionUpdates
import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Moving an item by hand, as UIKit's interactive movement (iOS 9): `beginInteractiveMovementForItem`
/// asks the data source's `canMoveItemAt`; each `updateInteractiveMovementTargetPosition` floats
/// the item's cell at the position (the layout's `layoutAttributesForInteractivelyMovingItem`)
/// and, when the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` — checked
/// by the delegate — names another place, moves it there and animates the others out of its way;
/// `endInteractiveMovement` tells the data source `moveItemAt:to:` and settles the cell in its
/// slot; `cancelInteractiveMovement` puts it back.
///
/// Until the movement ends the data source still has the old order: the collection view shows
/// its own (the item taken out of its original place and put at its current one) and asks the
/// data source for cells at the index paths they had. A reload or a batch update from the app
/// ends the movement where it is, without moving the data (said once).
extension UICollectionView {
  /// An item moving by hand.
  struct InteractiveMovement {
    /// Where it was when the movement began (the data source's index path until it ends).
    let original: IndexPath
    /// Where it shows now.
    var current: IndexPath
    /// The position of its center (collection view coordinates).
    var position: CGPoint
  }

  /// Starts moving the item at `indexPath` by hand; `false` when it cannot move (no such item, a
  /// movement already going on, or the data source's `canMoveItemAt` says no).
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    loadCountsIfNeeded()
    guard movement == nil, !needsReload, isValidItem(indexPath), let dataSource,
      dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    closeSwipe(animated: false)
    if let highlighted = highlightedItem {
      cellForItem(at: highlighted)?.isHighlighted = false
      highlightedItem = nil
    }
    let center =
      layoutAttributesForItem(at: indexPath)?.center
      ?? CGPoint(x: bounds.midX, y: bounds.midY)
    movement = InteractiveMovement(original: indexPath, current: indexPath, position: center)
    setNeedsLayout()
    return true
  }

  /// Moves the item being moved to `targetPosition` (collection view coordinates): its cell's
  /// center follows, and the item takes the place the layout and the delegate choose there.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var moving = movement, targetPosition.x.isFinite, targetPosition.y.isFinite else {
      return
    }
    let layout = collectionViewLayout
    let previousPosition = moving.position
    let proposed = layout.targetIndexPath(
      forInteractivelyMovingItem: moving.current, withPosition: layoutPoint(targetPosition))
    let target =
      collectionDelegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: moving.original,
        atCurrentIndexPath: moving.current, toProposedIndexPath: proposed) ?? proposed
    let previous = moving.current
    moving.position = targetPosition
    if target != previous, isPlace(target, for: previous) { moving.current = target }
    movement = moving
    let context = layout.invalidationContext(
      forInteractivelyMovingItems: [moving.current],
      withTargetPosition: layoutPoint(targetPosition),
      previousIndexPaths: [previous], previousPosition: layoutPoint(previousPosition))
    guard moving.current != previous else {
      layout.invalidateLayout(with: context)
      return
    }
    var batch = BatchUpdate()
    batch.movedItems.append(.init(from: previous, to: moving.current))
    applyBatch(batch, reconfiguring: [], context: context) { _ in }
  }

  /// Ends the movement where the item is: the data source's `moveItemAt:to:` (when the place
  /// changed), then the cell settles into its slot.
  public func endInteractiveMovement() {
    guard let moving = movement else { return }
    movement = nil
    let context = collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: [moving.current], previousIndexPaths: [moving.original],
      movementCancelled: false)
    if moving.current != moving.original, let dataSource {
      moveWasIgnored = false
      dataSource.collectionView(self, moveItemAt: moving.original, to: moving.current)
      if moveWasIgnored {
        moveWasIgnored = false
        Diagnostics.once(
          "collection-move-not-implemented",
          "UICollectionView: the data source does not implement "
            + "collectionView(_:moveItemAt:to:); the item goes back to \(moving.original)",
          module: "OpenUIKit")
        return putBack(moving, context: context)
      }
    }
    settle(moving.current, context: context)
  }

  /// Ends the movement by putting the item back where it began.
  public func cancelInteractiveMovement() {
    guard let moving = movement else { return }
    movement = nil
    let context = collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: [moving.original], previousIndexPaths: [moving.current],
      movementCancelled: true)
    putBack(moving, context: context)
  }

  // MARK: Mechanics

  /// The index path the data source knows the item shown at `indexPath` by, while a movement
  /// goes on (the same one otherwise).
  final func dataIndexPath(for indexPath: IndexPath) -> IndexPath {
    guard let moving = movement, indexPath.count == 2 else { return indexPath }
    if indexPath == moving.current { return moving.original }
    var found = indexPath
    // Undo the insertion at the current place, then the removal from the original one.
    if found.section == moving.current.section, found.item > moving.current.item { found.item -= 1 }
    if found.section == moving.original.section, found.item >= moving.original.item {
      found.item += 1
    }
    return found
  }

  /// The data source's counts as shown: the moving item counted in its current section.
  final func adjustCountsForMovement() {
    guard let moving = movement, moving.original.section != moving.current.section,
      sectionCounts.indices.contains(moving.original.section),
      sectionCounts.indices.contains(moving.current.section)
    else { return }
    sectionCounts[moving.original.section] -= 1
    sectionCounts[moving.current.section] += 1
  }

  /// The floating attributes of the moving item (shown coordinates), when `indexPath` is it.
  final func movingAttributes(for indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let moving = movement, moving.current == indexPath else { return nil }
    return displayed(
      collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
        at: indexPath, withTargetPosition: layoutPoint(moving.position)))
  }

  /// A movement cut short by a reload or the app's own batch update: it ends where it is, and the
  /// data source's order is shown again.
  final func abandonMovement() {
    guard movement != nil else { return }
    movement = nil
    lift(nil)
    Diagnostics.once(
      "collection-movement-abandoned",
      "UICollectionView: the data changed during an interactive movement; the movement ends "
        + "without moving the item", module: "OpenUIKit")
  }

  /// Whether the moving item, now at `previous`, can show at `target`: an existing place in its
  /// own section, or up to one past the end of another.
  private func isPlace(_ target: IndexPath, for previous: IndexPath) -> Bool {
    guard target.count == 2, sectionCounts.indices.contains(target.section), target.item >= 0
    else { return false }
    let limit = sectionCounts[target.section] - (target.section == previous.section ? 1 : 0)
    return target.item <= limit
  }

  /// Lifts the moving item's cell by a shadow, as a dragged row shows on the Mac (Apple documents
  /// no look); the cell lifted before comes down.
  final func lift(_ view: UICollectionReusableView?) {
    guard view !== liftedCell else { return }
    if let lowered = liftedCell {
      lowered.layer.shadowOpacity = 0
      lowered.layer.shadowPath = nil
    }
    liftedCell = view
    guard let view else { return }
    view.layer.shadowColor = UIColor.black.cgColor
    view.layer.shadowOpacity = 0.25
    view.layer.shadowRadius = 8
    view.layer.shadowOffset = CGSize(width: 0, height: 3)
    view.layer.shadowPath = CGPath(rect: view.bounds, transform: nil)
  }

  /// The cell of an ended movement animates from where it floated into its slot.
  private func settle(_ indexPath: IndexPath, context: UICollectionViewLayoutInvalidationContext) {
    lift(nil)
    let cell = cellForItem(at: indexPath)
    let start = cell.map { Geometry($0) }
    collectionViewLayout.invalidateLayout(with: context)
    layoutIfNeeded()
    guard let cell, let start, cellForItem(at: indexPath) === cell, window != nil,
      UIView.areAnimationsEnabled
    else { return }
    let end = Geometry(cell)
    guard start != end else { return }
    UIView.performWithoutAnimation { start.apply(to: cell) }
    UIView.animate(withDuration: Self.batchAnimationDuration) { end.apply(to: cell) }
  }

  /// The item goes back to its original place, the others out of its way.
  private func putBack(
    _ moving: InteractiveMovement, context: UICollectionViewLayoutInvalidationContext
  ) {
    guard moving.current != moving.original else {
      return settle(moving.original, context: context)
    }
    lift(nil)
    var batch = BatchUpdate()
    batch.movedItems.append(.init(from: moving.current, to: moving.original))
    applyBatch(batch, reconfiguring: [], context: context) { _ in }
  }
}
