import Foundation

/// Keyboard focus in a table, as on the Mac and iPadOS 15 with a keyboard (`allowsFocus`).
///
/// The table is one stop of the Tab order: Tab enters it at one row (the row focused last when
/// `remembersLastFocusedIndexPath`, else the selected row, else the first visible one) and the
/// next Tab leaves it. Inside, Up and Down move focus to the previous and next row (across
/// sections, scrolling it into view; held, they repeat), selecting it when
/// `selectionFollowsFocus`; Return or Space selects the focused row as a click does (the
/// delegate's `willSelectRowAt` and `didSelectRowAt`). A row the delegate refuses
/// (`canFocusRowAt`) is passed over. The focused row shows the focus ring inside its bounds.
extension UITableView {
  /// The row Tab enters the table at, when one is visible.
  var focusEntryCell: UITableViewCell? {
    guard allowsFocus else { return nil }
    var candidates: [IndexPath] = []
    if remembersLastFocusedIndexPath, let last = lastFocusedIndexPath { candidates.append(last) }
    if let selected = indexPathForSelectedRow { candidates.append(selected) }
    candidates += rowCells.views.keys.sorted()
    for indexPath in candidates {
      if let cell = rowCells.views[indexPath], cell.canBecomeFocused { return cell }
    }
    return nil
  }

  /// The cell of this table that has focus, with its row.
  private var focusedRow: (cell: UITableViewCell, indexPath: IndexPath)? {
    guard let cell = window?.focusedView as? UITableViewCell, cell.superview === self,
      let indexPath = indexPath(for: cell)
    else { return nil }
    return (cell, indexPath)
  }

  /// Handles the focus keys while one of the table's rows has focus; returns whether it did.
  final func tableFocusPresses(_ presses: Set<UIPress>, repeating: Bool = false) -> Bool {
    guard let focused = focusedRow, let key = presses.first?.key,
      key.modifierFlags.intersection([.shift, .control, .alternate, .command]).isEmpty
    else { return false }
    switch key.keyCode {
    case .keyboardUpArrow, .keyboardDownArrow:
      moveFocus(from: focused.indexPath, down: key.keyCode == .keyboardDownArrow)
      return true
    case .keyboardReturnOrEnter, .keyboardSpacebar:
      if !repeating { userSelect(focused.indexPath) }
      return true
    default:
      return false
    }
  }

  /// Moves focus to the next row that takes it, scrolling it into view.
  private func moveFocus(from current: IndexPath, down: Bool) {
    var candidate = neighbour(of: current, down: down)
    while let target = candidate {
      scrollToRow(at: target, at: .none, animated: false)
      layoutIfNeeded()
      if let cell = cellForRow(at: target), cell.canBecomeFocused,
        window?.updateFocus(to: cell, heading: down ? .down : .up) == true
      {
        if selectionFollowsFocus { userSelect(target) }
        return
      }
      candidate = neighbour(of: target, down: down)
    }
  }
}
