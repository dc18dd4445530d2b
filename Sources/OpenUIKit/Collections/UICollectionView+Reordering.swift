import Foundation

/// Reordering list rows by their reorder grips while editing: a drag that starts on a grip is an
/// interactive movement (`UICollectionView+InteractiveMovement.swift`) — begun on the drag's
/// start, moved with the pointer (a list row along the list only, the grip staying under the
/// pointer), ended on release, cancelled when the drag is. Screen readers get the same moves as
/// the row's "Move Up" and "Move Down" custom actions, and a delete or insert control's handler as
/// "Delete" or "Insert".
extension UICollectionView {
  final func configureReorder() {
    reorderPan.addTarget(self, action: UICollectionView.handleReorder)
    addGestureRecognizer(reorderPan)
  }

  /// Whether `recognizer`'s drag started on a shown reorder grip while editing.
  final func isReorderDrag(_ recognizer: UIPanGestureRecognizer) -> Bool {
    guard isEditing, recognizer.scrollStepType == nil else { return false }
    let start = dragStart(recognizer)
    guard let indexPath = indexPathForItem(at: start),
      let row = cellForItem(at: indexPath) as? UICollectionViewListCell,
      let grip = row.reorderGripArea
    else { return false }
    return grip.contains(convert(start, to: row))
  }

  final func handleReorder(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      let start = dragStart(pan)
      guard let indexPath = indexPathForItem(at: start),
        let center = layoutAttributesForItem(at: indexPath)?.center,
        beginInteractiveMovementForItem(at: indexPath)
      else { return }
      reorderGrab = CGPoint(x: center.x - start.x, y: center.y - start.y)
      updateInteractiveMovementTargetPosition(reorderTarget(pan.location(in: self)))
    case .changed:
      updateInteractiveMovementTargetPosition(reorderTarget(pan.location(in: self)))
    case .ended:
      endInteractiveMovement()
    case .cancelled:
      cancelInteractiveMovement()
    case .possible, .failed:
      break
    }
  }

  /// Where a drag began (collection view coordinates).
  private func dragStart(_ recognizer: UIPanGestureRecognizer) -> CGPoint {
    let location = recognizer.location(in: self)
    let moved = recognizer.translation(in: self)
    return CGPoint(x: location.x - moved.x, y: location.y - moved.y)
  }

  /// The moving cell's center for the pointer at `location`: a list row keeps its place across
  /// the list.
  private func reorderTarget(_ location: CGPoint) -> CGPoint {
    var target = CGPoint(x: location.x + reorderGrab.x, y: location.y + reorderGrab.y)
    if let moving = movement, listConfiguration(forSection: moving.original.section) != nil,
      let slot = layoutAttributesForItem(at: moving.current)
    {
      target.x = slot.center.x
    }
    return target
  }

  // MARK: Accessibility

  /// The row's editing actions for screen readers: "Delete" or "Insert" for a control with a
  /// handler,
  /// "Move Up" and "Move Down" for a reorder grip, when the move is possible.
  final func editingAccessibilityActions(for indexPath: IndexPath) -> [UIAccessibilityCustomAction]
  {
    guard isEditing, let row = cellForItem(at: indexPath) as? UICollectionViewListCell else {
      return []
    }
    var actions: [UIAccessibilityCustomAction] = []
    for entry in row.accessoryViews where entry.accessory.shows(editing: true) {
      switch entry.accessory.kind {
      case .delete(_, let handler?):
        actions.append(Self.customAction("Delete", handler))
      case .insert(_, let handler?):
        actions.append(Self.customAction("Insert", handler))
      case .reorder:
        for (name, step) in [("Move Up", -1), ("Move Down", 1)] {
          let neighbor = IndexPath(item: indexPath.item + step, section: indexPath.section)
          guard isValidItem(neighbor) else { continue }
          actions.append(
            UIAccessibilityCustomAction(name: name) { [weak self] _ in
              self?.moveForAccessibility(from: indexPath, to: neighbor) ?? false
            })
        }
      default:
        continue
      }
    }
    return actions
  }

  private static func customAction(
    _ name: String, _ handler: @escaping UICellAccessory.ActionHandler
  )
    -> UIAccessibilityCustomAction
  {
    UIAccessibilityCustomAction(name: name) { _ in
      handler()
      return true
    }
  }

  /// Moves an item to its neighbor's place as a drag would, without animation.
  private func moveForAccessibility(from indexPath: IndexPath, to neighbor: IndexPath) -> Bool {
    guard let target = layoutAttributesForItem(at: neighbor)?.center else { return false }
    var moved = false
    UIView.performWithoutAnimation {
      guard beginInteractiveMovementForItem(at: indexPath) else { return }
      updateInteractiveMovementTargetPosition(target)
      moved = movement?.current != indexPath
      endInteractiveMovement()
    }
    return moved
  }
}
