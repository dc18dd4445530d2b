import Foundation

/// Reordering list rows by their reorder grips while editing: a drag that starts on a grip is an
/// interactive movement (`UICollectionView+InteractiveMovement.swift`) — begun on the drag's
/// start, moved with the pointer (a list row along the list only, the grip staying under the
/// pointer), ended on release, cancelled when the drag is; held near an edge of the visible area,
/// the pointer scrolls the content that way, faster nearer the edge. Screen readers get the same
/// moves as
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
      followReorderPointer(pan.location(in: self))
    case .changed:
      followReorderPointer(pan.location(in: self))
    case .ended:
      stopReorderAutoscroll()
      endInteractiveMovement()
    case .cancelled:
      stopReorderAutoscroll()
      cancelInteractiveMovement()
    case .possible, .failed:
      break
    }
  }

  /// How close to a visible edge (points) the pointer scrolls, and the speed at the edge (points
  /// per second): Apple documents neither; these match a Mac list's feel.
  static let autoscrollMargin: CGFloat = 44
  static let autoscrollSpeed: CGFloat = 800

  /// Moves the item with the pointer (content coordinates) and scrolls while it is near an edge.
  private func followReorderPointer(_ location: CGPoint) {
    guard movement != nil else { return }
    reorderPointer = CGPoint(x: location.x - bounds.minX, y: location.y - bounds.minY)
    updateInteractiveMovementTargetPosition(reorderTarget(location))
    if autoscrollVelocity() == .zero {
      stopReorderAutoscroll()
    } else if reorderAutoscroll == nil {
      let link = CADisplayLink { [weak self] link in self?.autoscrollStep(link) }
      link.add(to: .main, forMode: .common)
      reorderAutoscroll = link
    }
  }

  /// The scrolling speed for the pointer where it is: along each axis the content scrolls, by
  /// how deep into the margin it is, toward that edge.
  private func autoscrollVelocity() -> CGPoint {
    let inset = adjustedContentInset
    func speed(_ position: CGFloat, _ length: CGFloat, scrolls: Bool) -> CGFloat {
      guard scrolls, position.isFinite else { return 0 }
      let margin = min(Self.autoscrollMargin, length / 4)
      guard margin > 0 else { return 0 }
      if position < margin { return -Self.autoscrollSpeed * min((margin - position) / margin, 1) }
      if position > length - margin {
        return Self.autoscrollSpeed * min((position - (length - margin)) / margin, 1)
      }
      return 0
    }
    let scrollsDown = contentSize.height + inset.top + inset.bottom > bounds.height
    let scrollsAcross = contentSize.width + inset.left + inset.right > bounds.width
    return CGPoint(
      x: speed(reorderPointer.x, bounds.width, scrolls: scrollsAcross),
      y: speed(reorderPointer.y, bounds.height, scrolls: scrollsDown))
  }

  /// One frame of scrolling during a reorder drag: the content moves, the item with the pointer.
  private func autoscrollStep(_ link: CADisplayLink) {
    let velocity = autoscrollVelocity()
    guard movement != nil, velocity != .zero else { return stopReorderAutoscroll() }
    let step = min(link.duration, 0.1)
    let target = CGPoint(
      x: contentOffset.x + velocity.x * step, y: contentOffset.y + velocity.y * step)
    let clamped = clampedOffset(target)
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    let pointer = CGPoint(x: bounds.minX + reorderPointer.x, y: bounds.minY + reorderPointer.y)
    updateInteractiveMovementTargetPosition(reorderTarget(pointer))
  }

  private func stopReorderAutoscroll() {
    reorderAutoscroll?.invalidate()
    reorderAutoscroll = nil
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
