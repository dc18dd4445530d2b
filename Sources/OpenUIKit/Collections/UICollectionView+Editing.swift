import Foundation

/// Editing, as UIKit's (iOS 14): `isEditing` reaches every cell's configuration state, list rows
/// show the accessories displayed `.whenEditing` (delete controls, reorder grips) and hide those
/// displayed `.whenNotEditing`; selection by the user follows `allowsSelectionDuringEditing` and
/// `allowsMultipleSelectionDuringEditing` meanwhile. A click on a delete control runs its handler
/// or reveals the row's trailing swipe actions.
extension UICollectionView {
  /// Whether the user may select items now.
  final var selectionAllowed: Bool {
    isEditing ? allowsSelectionDuringEditing : allowsSelection
  }

  /// Whether the user may select several items now.
  final var multipleSelectionAllowed: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Cells update their configurations and list rows their accessories; an open swipe closes.
  final func editingDidChange() {
    closeSwipe(animated: false)
    for view in elements.views.values {
      guard let cell = view as? UICollectionViewCell else { continue }
      cell.setNeedsUpdateConfiguration()
      cell.setNeedsLayout()
    }
  }

  /// A press on a row's delete control: taken until the release (the row is not highlighted).
  final func accessoryTouchBegan(at point: CGPoint) -> Bool {
    guard let indexPath = indexPathForItem(at: point),
      let row = cellForItem(at: indexPath) as? UICollectionViewListCell,
      row.deleteAccessory(at: convert(point, to: row)) != nil
    else { return false }
    accessoryPress = indexPath
    return true
  }

  /// The release of a delete control's press: its handler, or the row's trailing swipe actions,
  /// when it lifts on the same control.
  final func accessoryTouchEnded(at point: CGPoint) -> Bool {
    guard let pressed = accessoryPress else { return false }
    accessoryPress = nil
    guard indexPathForItem(at: point) == pressed,
      let row = cellForItem(at: pressed) as? UICollectionViewListCell,
      let handler = row.deleteAccessory(at: convert(point, to: row))
    else { return true }
    if let handler {
      handler()
    } else {
      openSwipe(at: pressed, towardLeft: !isRightToLeft, animated: true)
    }
    return true
  }
}

extension UICollectionViewListCell {
  /// Whether the row's collection view is editing (its configuration state's `isEditing`).
  final var isListEditing: Bool { owningCollectionView?.isEditing ?? false }

  /// The shown delete control at `point` (the cell's coordinates, with some slack), as its
  /// handler (`.some(nil)` when it has none).
  final func deleteAccessory(at point: CGPoint) -> UICellAccessory.ActionHandler?? {
    for entry in accessoryViews
    where entry.accessory.shows(editing: isListEditing) && !entry.view.isHidden {
      guard case .delete(_, let handler) = entry.accessory.kind else { continue }
      let area = convert(entry.view.bounds, from: entry.view).insetBy(dx: -10, dy: -10)
      if area.contains(point) { return .some(handler) }
    }
    return nil
  }

  /// The shown reorder grip's area (the cell's coordinates, with some slack), when it has one.
  final var reorderGripArea: CGRect? {
    for entry in accessoryViews
    where entry.accessory.shows(editing: isListEditing) && !entry.view.isHidden {
      guard case .reorder = entry.accessory.kind else { continue }
      return convert(entry.view.bounds, from: entry.view).insetBy(dx: -8, dy: -8)
    }
    return nil
  }
}
