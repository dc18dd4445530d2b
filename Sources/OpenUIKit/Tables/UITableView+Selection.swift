import Foundation

/// Selection: by press (highlight, then select on release), by the arrow keys, and by code.
///
/// A press calls, in order: `shouldHighlightRowAt`, `didHighlightRowAt`; on release
/// `didUnhighlightRowAt`, `willSelectRowAt`, then for a single-selection table the previous row's
/// `willDeselectRowAt`/`didDeselectRowAt`, and `didSelectRowAt`. A drag that scrolls cancels the
/// press (the highlight goes, nothing is selected). `selectRow`/`deselectRow` call no delegate
/// method, as UIKit. With the table first responder (a press makes it so), Up and Down move the
/// selection and scroll it into view, calling the delegate as a press would.
extension UITableView {
  /// The first selected row, if any.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

  /// The selected rows, in order; `nil` when none.
  public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

  /// Selects the row at `indexPath`, deselecting others unless multiple selection is allowed.
  ///
  /// Scrolls it to `scrollPosition`; `nil` deselects every row. Calls no delegate method.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for row in selectedRows { deselectRow(at: row, animated: animated) }
      return
    }
    guard allowsSelection, isValidRow(indexPath) else { return }
    if !allowsMultipleSelection {
      for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
    }
    if !selectedRows.contains(indexPath) {
      selectedRows.append(indexPath)
      selectedRows.sort()
    }
    cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    accessibilityNeedsUpdate()  // the selected rows' numbers, on screen or not
    // `.none` scrolls nothing, as UIKit documents for this method.
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row at `indexPath`.
  ///
  /// Calls no delegate method.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
    rowCells.views[indexPath]?.setSelected(false, animated: animated)
    accessibilityNeedsUpdate()
  }

  final func isValidRow(_ indexPath: IndexPath) -> Bool {
    reloadIfNeeded()
    return geometry.sections.indices.contains(indexPath.section) && indexPath.row >= 0
      && indexPath.row < geometry.sections[indexPath.section].rowCount
  }

  /// Selects a row as the user does: through the delegate's will/did calls.
  final func userSelect(_ indexPath: IndexPath) {
    guard allowsSelection else { return }
    let delegate = tableDelegate
    if allowsMultipleSelection, selectedRows.contains(indexPath) {
      userDeselect(indexPath)
      return
    }
    guard let row = ask(delegate, indexPath, { $0.tableView(self, willSelectRowAt: $1) }),
      isValidRow(row)
    else { return }
    if !allowsMultipleSelection {
      for old in selectedRows where old != row {
        guard let deselected = ask(delegate, old, { $0.tableView(self, willDeselectRowAt: $1) })
        else {
          continue
        }
        deselectRow(at: deselected, animated: false)
        delegate?.tableView(self, didDeselectRowAt: deselected)
      }
    }
    selectRow(at: row, animated: false, scrollPosition: .none)
    delegate?.tableView(self, didSelectRowAt: row)
  }

  /// Deselects a row as the user does: through the delegate's will/did calls; returns whether a
  /// row was deselected (the delegate may answer `nil`).
  @discardableResult
  final func userDeselect(_ indexPath: IndexPath) -> Bool {
    let delegate = tableDelegate
    guard let row = ask(delegate, indexPath, { $0.tableView(self, willDeselectRowAt: $1) }) else {
      return false
    }
    deselectRow(at: row, animated: false)
    delegate?.tableView(self, didDeselectRowAt: row)
    return true
  }

  /// The delegate's answer (which may be `nil`), or `indexPath` without a delegate.
  private func ask(
    _ delegate: (any UITableViewDelegate)?, _ indexPath: IndexPath,
    _ question: (any UITableViewDelegate, IndexPath) -> IndexPath?
  ) -> IndexPath? {
    guard let delegate else { return indexPath }
    return question(delegate, indexPath)
  }

  // MARK: Touches

  /// Highlights the pressed row and makes the table first responder (for the arrow keys).
  final func tableTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard allowsSelection, let touch = touches.first,
      let indexPath = indexPathForRow(at: touch.location(in: self))
    else { return false }
    _ = becomeFirstResponder()
    guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else {
      return true
    }
    highlightedRow = indexPath
    cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    return true
  }

  /// Keeps the highlight while the touch stays on its row.
  final func tableTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard let highlighted = highlightedRow, let touch = touches.first else { return false }
    let inside = indexPathForRow(at: touch.location(in: self)) == highlighted
    cellForRow(at: highlighted)?.setHighlighted(inside, animated: false)
    return true
  }

  /// Selects the pressed row when the touch lifts on it.
  final func tableTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard let highlighted = highlightedRow else { return false }
    highlightedRow = nil
    cellForRow(at: highlighted)?.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: highlighted)
    if let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == highlighted {
      userSelect(highlighted)
    }
    return true
  }

  /// A drag took the touch: the highlight goes, nothing is selected.
  final func tableTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
    guard let highlighted = highlightedRow else { return false }
    highlightedRow = nil
    cellForRow(at: highlighted)?.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: highlighted)
    return true
  }

  // MARK: Keyboard

  /// Up and Down (pressed or repeating) select the previous and next row (across sections) and
  /// scroll it into view; returns whether the presses were arrows.
  final func tableArrowPresses(_ presses: Set<UIPress>) -> Bool {
    guard let key = presses.first?.key,
      key.keyCode == .keyboardUpArrow || key.keyCode == .keyboardDownArrow
    else { return false }
    moveSelection(down: key.keyCode == .keyboardDownArrow)
    return true
  }

  /// The row after (or before) `current`, across sections; `nil` at the end.
  final func neighbour(of current: IndexPath, down: Bool) -> IndexPath? {
    let sections = geometry.sections
    var section = current.section
    var row = current.row + (down ? 1 : -1)
    while sections.indices.contains(section) {
      if row >= 0, row < sections[section].rowCount {
        return IndexPath(row: row, section: section)
      }
      section += down ? 1 : -1
      guard sections.indices.contains(section) else { break }
      row = down ? 0 : sections[section].rowCount - 1
    }
    return nil
  }

  private func moveSelection(down: Bool) {
    reloadIfNeeded()
    let sections = geometry.sections
    guard sections.contains(where: { $0.rowCount > 0 }) else { return }
    var target: IndexPath?
    if let current = down ? selectedRows.last : selectedRows.first {
      target = neighbour(of: current, down: down)
    } else {
      // Nothing selected: the first visible row.
      target =
        rowCells.views.keys.min()
        ?? IndexPath(
          row: 0, section: sections.firstIndex(where: { $0.rowCount > 0 }) ?? 0)
    }
    guard let target else { return }
    userSelect(target)
    scrollToRow(at: target, at: .none, animated: false)
  }
}
