import Foundation

/// Covers the window while a menu is open: a press outside the menu closes it.
///
/// With the application's menu bar open it also holds the bar (`MenuBarView`), and Left and Right move
/// between the bar's menus.
@MainActor
final class MenuOverlayView: UIView {
  private(set) var menuView: MenuView
  /// The menu bar, when the open menu is one of its menus.
  let bar: MenuBarView?

  init(frame: CGRect, menuView: MenuView, bar: MenuBarView? = nil) {
    self.menuView = menuView
    self.bar = bar
    super.init(frame: frame)
    isOpaque = false
    backgroundColor = .clear
    if let bar { addSubview(bar) }
    addSubview(menuView)
  }

  required init?(coder: NSCoder) { nil }

  /// Shows another menu in place of the one open (the bar's next menu).
  func replaceMenu(with newMenuView: MenuView) {
    menuView.removeFromSuperview()
    menuView = newMenuView
    addSubview(newMenuView)
  }

  /// A key while the menu is open: the bar's keys first (Left and Right between its menus, F10
  /// and Alt close it), then the menu's.
  func handle(_ key: UIKey) {
    if let bar {
      switch key.keyCode {
      case .keyboardLeftArrow where menuView.stack.count == 1:
        return bar.select(bar.selectedIndex - 1)
      case .keyboardRightArrow where !menuView.highlightsSubmenu:
        return bar.select(bar.selectedIndex + 1)
      case .keyboardF10, .keyboardLeftAlt, .keyboardRightAlt:
        return menuView.cancel()
      default:
        break
      }
    }
    menuView.handle(key)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    menuView.cancel()
  }
}
