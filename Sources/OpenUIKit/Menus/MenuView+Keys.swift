import Foundation

/// The keys of an open menu (routed here by the window): Up and Down move the highlight, Return
/// and Space choose, Right opens a submenu, Left goes back, Escape goes back or closes.
extension MenuView {
  /// Handles a key while the menu is open.
  func handle(_ key: UIKey) {
    switch key.keyCode {
    case .keyboardDownArrow, .keyboardUpArrow:
      moveHighlight(down: key.keyCode == .keyboardDownArrow)
    case .keyboardReturnOrEnter, .keyboardSpacebar:
      if let highlighted { activate(highlighted) }
    case .keyboardRightArrow:
      if let highlighted, case .submenu = rows[highlighted] { activate(highlighted) }
    case .keyboardLeftArrow:
      if stack.count > 1 { goBack() }
    case .keyboardEscape:
      if stack.count > 1 { goBack() } else { cancel() }
    default:
      break
    }
  }

  /// Highlights the next (or previous) row that can be chosen, wrapping around.
  private func moveHighlight(down: Bool) {
    let choosable = rows.indices.filter { rows[$0].isChoosable }
    guard !choosable.isEmpty else { return }
    guard let current = highlighted, let position = choosable.firstIndex(of: current) else {
      return highlight(down ? choosable.first : choosable.last)
    }
    let next = (position + (down ? 1 : choosable.count - 1)) % choosable.count
    highlight(choosable[next])
  }
}
