import Foundation

/// Editing, as UIKit's (iOS 14): `isEditing` reaches every cell's configuration state, list rows
/// show the accessories displayed `.whenEditing` (delete controls, reorder grips) and hide those
/// displayed `.whenNotEditing`; selection by the user follows `allowsSelectionDuringEditing` and
/// `allowsMultipleSelectionDuringEditing` meanwhile. A click on a delete control runs its handler
/// or reveals the row's trailing swipe actions; on an insert control, its handler.
extension UICollectionView {
  /// Whether the user may select items now (while editing, multiple selection implies selection,
  /// as in tables).
  final var selectionAllowed: Bool {
    isEditing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
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

  /// A press on a row's delete or insert control: taken until the release (the row is not
  /// highlighted).
  final func accessoryTouchBegan(at point: CGPoint) -> Bool {
    guard let indexPath = indexPathForItem(at: point),
      let row = cellForItem(at: indexPath) as? UICollectionViewListCell,
      row.controlAccessory(at: convert(point, to: row)) != nil
    else { return false }
    accessoryPress = indexPath
    return true
  }

  /// The release of a control's press, when it lifts on the same control: its handler, or (a
  /// delete control without one) the row's trailing swipe actions.
  final func accessoryTouchEnded(at point: CGPoint) -> Bool {
    guard let pressed = accessoryPress else { return false }
    accessoryPress = nil
    guard indexPathForItem(at: point) == pressed,
      let row = cellForItem(at: pressed) as? UICollectionViewListCell,
      let control = row.controlAccessory(at: convert(point, to: row))
    else { return true }
    if let handler = control.handler {
      handler()
    } else if control.deletes {
      openSwipe(at: pressed, towardLeft: !isRightToLeft, animated: true)
    }
    return true
  }
}

extension UICollectionViewListCell {
  /// Whether the row's collection view is editing (its configuration state's `isEditing`).
  final var isListEditing: Bool { owningCollectionView?.isEditing ?? false }

  /// The shown delete or insert control at `point` (the cell's coordinates, with some slack):
  /// its handler, and whether it deletes.
  final func controlAccessory(at point: CGPoint)
    -> (handler: UICellAccessory.ActionHandler?, deletes: Bool)?
  {
    for entry in accessoryViews
    where entry.accessory.shows(editing: isListEditing) && !entry.view.isHidden {
      let control: (UICellAccessory.ActionHandler?, Bool)
      switch entry.accessory.kind {
      case .delete(_, let handler): control = (handler, true)
      case .insert(_, let handler): control = (handler, false)
      default: continue
      }
      let area = convert(entry.view.bounds, from: entry.view).insetBy(dx: -10, dy: -10)
      if area.contains(point) { return control }
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
