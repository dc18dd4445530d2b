import Foundation

/// The application's menu bar (`MainMenu`, drawn by `MenuBarView`): hidden until F10, or the left
/// Alt pressed and released alone, opens it over the top of the window with its first menu open;
/// validated as it opens (`UIResponder.validate(_:)`, commands no responder takes dimmed).
extension UIWindow {
  /// Opens the menu bar with the menu at `index` open and its first row highlighted; answers
  /// whether the bar has menus.
  @discardableResult
  func openMenuBar(at index: Int = 0) -> Bool {
    let menus = MainMenu.current.barMenus
    guard menus.indices.contains(index) else { return false }
    dismissMenu()
    let unavailable = MainMenu.current.validate(in: self)
    let bar = MenuBarView(width: bounds.width, menus: menus, selectedIndex: index) {
      [weak self] index in self?.showBarMenu(at: index)
    }
    bar.unavailable = unavailable
    let overlay = MenuOverlayView(
      frame: bounds, menuView: barMenuView(at: index, in: bar), bar: bar)
    overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(overlay)
    menuOverlay = overlay
    menuEnd = nil
    overlay.menuView.highlightFirst()
    return true
  }

  /// The bar's menu at `index`, placed below its title and inside the window.
  private func barMenuView(at index: Int, in bar: MenuBarView) -> MenuView {
    let menuView = MenuView(
      menu: bar.menus[index], unavailable: bar.unavailable,
      choose: { [weak self] element in self?.choose(element) },
      cancel: { [weak self] in self?.dismissMenu() })
    let title = bar.titleFrames[index]
    menuView.place(at: CGPoint(x: title.minX, y: MenuBarView.height), in: bounds)
    return menuView
  }

  /// Shows the bar's menu at `index` in place of the one open, its first row highlighted.
  private func showBarMenu(at index: Int) {
    guard let overlay = menuOverlay as? MenuOverlayView, let bar = overlay.bar else { return }
    overlay.replaceMenu(with: barMenuView(at: index, in: bar))
    overlay.menuView.highlightFirst()
  }

  /// `UIMenuSystem.main.setNeedsRebuild()`: an open bar closes (it shows the old menus).
  func menuBarNeedsRebuild() {
    if (menuOverlay as? MenuOverlayView)?.bar != nil { dismissMenu() }
  }

  /// `UIMenuSystem.setNeedsRevalidate()`: an open bar validates again and redraws.
  func revalidateOpenMenu() {
    guard let overlay = menuOverlay as? MenuOverlayView, let bar = overlay.bar else { return }
    bar.unavailable = MainMenu.current.validate(in: self)
    overlay.menuView.revalidate(unavailable: bar.unavailable)
  }

  /// Follows the keys that open the bar: F10 without modifiers going down opens it (answers
  /// `true`: the press goes nowhere else); Alt going down and up with no other key, click or loss
  /// of focus between opens it as Alt goes up.
  func handleMenuBarKeys(_ presses: Set<UIPress>) -> Bool {
    for press in presses {
      guard let key = press.key else { continue }
      // Left Alt only: right Alt is AltGr on many layouts, a key for typing.
      let isAlt = key.keyCode == .keyboardLeftAlt
      let flags = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
      switch press.phase {
      case .began:
        altPressedAlone = isAlt && activePresses.count == 1  // no other key held
        if key.keyCode == .keyboardF10, flags.isEmpty, openMenuBar() { return true }
      case .ended where isAlt && altPressedAlone:
        altPressedAlone = false
        openMenuBar()
      case .cancelled:
        altPressedAlone = false  // focus went elsewhere (Alt+Tab) while it was down
      default:
        break
      }
    }
    return false
  }

  /// Help ▸ Keyboard Shortcuts: what an iPad shows when Command is held.
  ///
  /// A menu of the key chain's key commands that have a title (or a discoverability title), then
  /// the menu bar's, each with its shortcut; choosing one runs it.
  func showKeyboardShortcuts() {
    let main = MainMenu.current
    let own = keyChain.flatMap { $0.keyCommands ?? [] }.filter {
      !$0.displayTitle.isEmpty && $0.shortcutLabel != nil && !$0.attributes.contains(.hidden)
    }
    var groups: [UIMenuElement] = []
    if !own.isEmpty { groups.append(UIMenu(options: .displayInline, children: own)) }
    for menu in main.barMenus {
      var commands: [UIKeyCommand] = []
      MenuTree.forEach(in: menu) { element, _, _ in
        if let command = element as? UIKeyCommand, !command.displayTitle.isEmpty,
          command.shortcutLabel != nil, !command.attributes.contains(.hidden)
        {
          commands.append(command)
        }
        return .proceed
      }
      if !commands.isEmpty { groups.append(UIMenu(options: .displayInline, children: commands)) }
    }
    guard !groups.isEmpty else { return }
    present(
      UIMenu(title: "Keyboard Shortcuts", children: groups),
      at: CGPoint(x: bounds.midX - 140, y: max(bounds.midY - 160, 8)), onEnd: nil)
    presentedMenu?.highlightFirst()
  }
}
