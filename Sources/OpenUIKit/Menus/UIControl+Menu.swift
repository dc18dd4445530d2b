import Foundation

/// Menus on controls (iOS 14): a button's ``UIButton/menu`` and a bar button item's
/// ``UIBarButtonItem/menu``, shown below the control by a tap (``primaryMenu``: the button's
/// `showsMenuAsPrimaryAction`, or an item without an action) or by a right click or the Menu key
/// (``secondaryMenu``, `UIWindow+ContextMenus.swift`).
///
/// On the desktop the menu opens as the press ends (iOS opens it as the touch goes down), so a
/// press dragged off the control opens nothing, as a button's tap would not run.
extension UIControl {
  /// Shows ``primaryMenu`` below the control and sends `.menuActionTriggered`; answers whether
  /// there was one to show.
  func presentMenuAsPrimaryAction() -> Bool {
    guard let menu = primaryMenu, !menu.children.isEmpty else { return false }
    presentMenu(menu)
    sendActions(for: .menuActionTriggered, with: nil)
    return true
  }

  /// Shows `menu` below the control (moved to stay inside the window).
  func presentMenu(_ menu: UIMenu) {
    guard let window else { return }
    window.present(menu, at: convert(CGPoint(x: 0, y: bounds.maxY + 4), to: window), onEnd: nil)
    window.presentedMenu?.highlightFirst()
  }
}
