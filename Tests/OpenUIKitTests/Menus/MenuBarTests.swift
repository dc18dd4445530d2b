import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// The application's menu bar as Mac Catalyst apps build it: `buildMenu(with:)` in the app
/// delegate adds `UICommand`s and `UIKeyCommand`s, `validate(_:)` updates them, their shortcuts
/// work, and F10 (or a lone Alt) opens the bar drawn by the framework.
@MainActor @Suite(.serialized) struct MenuBarTests {
  /// An app delegate shaped after Catalyst apps' `buildMenu(with:)`: a Refresh key command before
  /// Close in the File menu, a View menu item with a check mark, the Format menu removed.
  class AppDelegate: UIResponder, UIApplicationDelegate {
    var systems: [String] = []

    override func buildMenu(with builder: UIMenuBuilder) {
      super.buildMenu(with: builder)
      systems.append(builder.system == .main ? "main" : "context")
      guard builder.system == UIMenuSystem.main else { return }
      let refresh = UIKeyCommand(
        title: "Refresh", action: NotesController.refresh, input: "r", modifierFlags: .command)
      builder.insertSibling(
        UIMenu(title: "", options: .displayInline, children: [refresh]), beforeMenu: .close)
      let sidebar = UICommand(title: "Show Sidebar", action: NotesController.toggleSidebar)
      builder.insertChild(
        UIMenu(
          title: "", identifier: UIMenu.Identifier("notes.sidebar"), options: .displayInline,
          children: [sidebar]),
        atStartOfMenu: .view)
      builder.remove(menu: .format)  // not on this desktop: nothing happens
    }
  }

  /// The screen the commands act on.
  final class NotesController: UIViewController {
    var log: [String] = []
    var sidebarShown = false
    var canRefresh = true

    func refresh() { log.append("refresh") }
    func toggleSidebar(_ sender: UICommand) {
      sidebarShown.toggle()
      log.append("sidebar from \(sender.title)")
    }

    override func validate(_ command: UICommand) {
      super.validate(command)
      if command.title == "Show Sidebar" { command.state = sidebarShown ? .on : .off }
      if command.title == "Refresh", !canRefresh { command.attributes = .disabled }
    }

    override var keyCommands: [UIKeyCommand]? {
      [
        UIKeyCommand(
          input: "n", modifierFlags: .command, action: NotesController.refresh,
          discoverabilityTitle: "New Note")
      ]
    }
  }

  static let controlR = UIKey(
    keyCode: UIKeyboardHIDUsage(rawValue: 21), characters: "r", modifierFlags: .control)
  static let f10 = UIKey(keyCode: .keyboardF10, characters: "")
  static let down = UIKey(keyCode: .keyboardDownArrow, characters: "")
  static let right = UIKey(keyCode: .keyboardRightArrow, characters: "")
  static let left = UIKey(keyCode: .keyboardLeftArrow, characters: "")
  static let enter = UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r")
  static let escape = UIKey(keyCode: .keyboardEscape, characters: "\u{1b}")

  /// Runs `body` with `delegate` as the application's delegate and a freshly built main menu.
  func withDelegate(_ delegate: AppDelegate, _ body: () throws -> Void) throws {
    try withApplicationDelegate(delegate, body)
  }

  func install() -> (UIWindow, NotesController) {
    let window = makeWindow(size: CGSize(width: 480, height: 300))
    window.backgroundColor = .systemBackground
    let controller = NotesController()
    window.rootViewController = controller
    CATransaction.flush()
    return (window, controller)
  }

  func titles(_ menu: MenuView) -> [String] {
    menu.rows.compactMap { row in
      switch row {
      case .command(let command, let available):
        command.displayTitle
          + (!available || command.attributes.contains(.disabled) ? " (off)" : "")
          + (command.state == .on ? " ✓" : "")
      case .action(let action): action.title
      case .submenu(let menu): menu.title + " ›"
      case .back, .header, .separator: nil
      }
    }
  }

  @Test func theDelegatesCommandsJoinTheStandardMenusAndTheirShortcutsRun() throws {
    let delegate = AppDelegate()
    try withDelegate(delegate) { () throws in
      let (window, controller) = install()
      defer { window.isHidden = true }
      // Ctrl+R runs the delegate's Refresh on the controller, the first responder of its class.
      window.press(Self.controlR)
      #expect(controller.log == ["refresh"])
      #expect(delegate.systems == ["main"])  // built once, for the main system
      // F10 opens the bar at the application menu; Right moves to File.
      window.press(Self.f10)
      let overlay = try #require(window.menuOverlay as? MenuOverlayView)
      let bar = try #require(overlay.bar)
      #expect(
        bar.menus.map(\.title) == [MainMenu.applicationName, "File", "Edit", "View", "Help"])
      #expect(try titles(#require(window.presentedMenu)) == ["Quit"])
      window.press(Self.right)
      #expect(bar.selectedIndex == 1)
      #expect(try titles(#require(window.presentedMenu)) == ["Refresh", "Close Window"])
      // Return chooses the highlighted first row: the bar closes, then Refresh runs.
      window.press(Self.enter)
      #expect(window.menuOverlay == nil)
      #expect(controller.log == ["refresh", "refresh"])
    }
  }

  @Test func validateChecksAndDimsAndADimmedShortcutDoesNothing() throws {
    try withDelegate(AppDelegate()) { () throws in
      let (window, controller) = install()
      defer { window.isHidden = true }
      controller.sidebarShown = true
      controller.canRefresh = false
      window.press(Self.f10)
      window.press(Self.left)  // wraps round to Help
      window.press(Self.left)  // View
      #expect(try titles(#require(window.presentedMenu)) == ["Show Sidebar ✓"])
      window.press(Self.left)  // Edit: nothing to undo, no text field to edit, no search
      #expect(
        try titles(#require(window.presentedMenu)) == [
          "Undo (off)", "Redo (off)", "Cut (off)", "Copy (off)", "Paste (off)",
          "Select All (off)", "Find… (off)",
        ])
      window.press(Self.left)  // File: Refresh dimmed by validate(_:)
      #expect(try titles(#require(window.presentedMenu)) == ["Refresh (off)", "Close Window"])
      window.press(Self.escape)
      #expect(window.menuOverlay == nil)
      window.press(Self.controlR)
      #expect(controller.log.isEmpty)
      // Validation starts again from the built values: allowed again, it runs.
      controller.canRefresh = true
      window.press(Self.controlR)
      #expect(controller.log == ["refresh"])
      // A command with no responder of its class is dimmed.
      window.rootViewController = UIViewController()
      CATransaction.flush()
      window.press(Self.f10)
      window.press(Self.right)
      #expect(try titles(#require(window.presentedMenu)) == ["Refresh (off)", "Close Window"])
    }
  }

  @Test func thePointerOpensAndChoosesAndALoneAltOpensTheBar() throws {
    try withDelegate(AppDelegate()) { () throws in
      let (window, controller) = install()
      defer { window.isHidden = true }
      // Alt alone opens the bar as it goes up; Alt with another key does not.
      let alt = UIKey(keyCode: .keyboardLeftAlt, characters: "", modifierFlags: .alternate)
      window.handleKey(alt, down: true, timestamp: 0)
      window.handleKey(
        UIKey(
          keyCode: UIKeyboardHIDUsage(rawValue: 21), characters: "r", modifierFlags: .alternate),
        down: true,
        timestamp: 0.1)
      window.handleKey(alt, down: false, timestamp: 0.2)
      #expect(window.menuOverlay == nil)
      // Alt with a click, or Alt held while the window loses focus (Alt+Tab), does not either.
      window.handleKey(alt, down: true, timestamp: 0.3)
      window.handlePointer(.began, at: CGPoint(x: 300, y: 200), timestamp: 0.4)
      window.handlePointer(.ended, at: CGPoint(x: 300, y: 200), timestamp: 0.5)
      window.handleKey(alt, down: false, timestamp: 0.6)
      #expect(window.menuOverlay == nil)
      window.handleKey(alt, down: true, timestamp: 0.7)
      window.cancelInput(timestamp: 0.8)
      window.handleKey(alt, down: true, timestamp: 0.85)  // back, a new press
      window.handleKey(
        UIKey(keyCode: .keyboardTab, characters: "\t", modifierFlags: .alternate), down: true,
        timestamp: 0.86)
      window.handleKey(
        UIKey(keyCode: .keyboardTab, characters: "\t", modifierFlags: .alternate), down: false,
        timestamp: 0.87)
      window.handleKey(alt, down: false, timestamp: 0.9)
      #expect(window.menuOverlay == nil)
      window.handleKey(alt, down: true, timestamp: 1)
      window.handleKey(alt, down: false, timestamp: 1.1)
      let bar = try #require((window.menuOverlay as? MenuOverlayView)?.bar)
      // A press on View's title opens it; a press on its row toggles the sidebar.
      let view = bar.titleFrames[3]
      window.tap(at: CGPoint(x: view.midX, y: view.midY))
      #expect(bar.selectedIndex == 3)
      let menu = try #require(window.presentedMenu)
      window.tap(at: menu.convert(CGPoint(x: 40, y: MenuView.padding + 14), to: window))
      #expect(controller.log == ["sidebar from Show Sidebar"])
      #expect(window.menuOverlay == nil)
    }
  }

  @Test func removingAMenuRemovesItsShortcutAndRebuildingAsksAgain() throws {
    final class NoQuit: AppDelegate {
      override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        builder.remove(menu: .quit)
        builder.replaceChildren(ofMenu: .help) { _ in [] }  // an empty menu is not shown
      }
    }
    let delegate = NoQuit()
    try withDelegate(delegate) { () throws in
      let (window, _) = install()
      defer { window.isHidden = true }
      let host = KeyCommandTests.RecordingHost()
      UIApplication.shared.host = host
      defer { UIApplication.shared.host = nil }
      window.press(UIKey(keyCode: .keyboardQ, characters: "q", modifierFlags: .control))
      #expect(host.log.isEmpty)  // no Quit: Ctrl+Q reaches the responders
      window.press(UIKey(keyCode: .keyboardW, characters: "w", modifierFlags: .control))
      #expect(host.log == ["close"])
      #expect(MainMenu.current.barMenus.map(\.title) == ["File", "Edit", "View"])
      #expect(delegate.systems == ["main"])
      UIMenuSystem.main.setNeedsRebuild()
      _ = MainMenu.current
      #expect(delegate.systems == ["main", "main"])
    }
  }

  /// A delegate that keeps its command across rebuilds, as apps with `static let` commands do.
  final class KeepingDelegate: AppDelegate {
    static let refresh = UIKeyCommand(
      title: "Refresh", action: NotesController.refresh, input: "r", modifierFlags: .command)

    override func buildMenu(with builder: UIMenuBuilder) {
      guard builder.system == .main else { return }
      builder.insertChild(
        UIMenu(options: .displayInline, children: [Self.refresh]), atStartOfMenu: .file)
    }
  }

  @Test func aKeptCommandStartsFromItsOwnValuesAfterARebuildAndHeldKeysAreValidated() throws {
    try withDelegate(KeepingDelegate()) { () throws in
      let (window, controller) = install()
      defer { window.isHidden = true }
      // Dimmed by validation and shown with no target: nothing of that sticks to the command.
      controller.canRefresh = false
      window.press(Self.f10)
      window.press(Self.right)
      #expect(try titles(#require(window.presentedMenu)).first == "Refresh (off)")
      window.press(Self.escape)
      window.rootViewController = UIViewController()
      CATransaction.flush()
      window.press(Self.f10)
      window.press(Self.right)
      #expect(try titles(#require(window.presentedMenu)).first == "Refresh (off)")
      window.press(Self.escape)
      UIMenuSystem.main.setNeedsRebuild()
      window.rootViewController = controller
      controller.canRefresh = true
      CATransaction.flush()
      window.press(Self.f10)
      window.press(Self.right)
      #expect(try titles(#require(window.presentedMenu)).first == "Refresh")
      window.press(Self.escape)
      // Held: repeats run it again while validation allows it, and stop when it dims it.
      let key = Self.controlR
      window.handleKey(key, down: true, timestamp: 0)
      window.handleKey(key, down: true, timestamp: 0.5)
      controller.canRefresh = false
      window.handleKey(key, down: true, timestamp: 0.6)
      window.handleKey(key, down: false, timestamp: 0.7)
      #expect(controller.log == ["refresh", "refresh"])
    }
  }

  @Test func keyboardShortcutsListsTheChainsCommandsAndTheMenus() throws {
    try withDelegate(AppDelegate()) { () throws in
      let (window, controller) = install()
      defer { window.isHidden = true }
      window.showKeyboardShortcuts()
      let menu = try #require(window.presentedMenu)
      #expect(
        titles(menu) == [
          "New Note", "Quit", "Refresh", "Close Window", "Undo (off)", "Redo (off)",
          "Cut (off)", "Copy (off)", "Paste (off)", "Select All (off)", "Find… (off)",
        ])
      window.press(Self.enter)  // New Note, highlighted first
      #expect(controller.log == ["refresh"])
      let command = UIKeyCommand(
        input: "z", modifierFlags: [.command, .shift], action: NotesController.refresh)
      #expect(command.shortcutLabel == "Ctrl+Shift+Z")
      let page = UIKeyCommand(
        input: UIKeyCommand.inputPageDown, modifierFlags: .alternate,
        action: NotesController.refresh)
      #expect(page.shortcutLabel == "Alt+Page Down")
    }
  }

  @Test func aTextFieldsEditMenuIsBuiltForTheContextSystem() throws {
    final class EditorController: UIViewController {
      override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .context else { return }
        builder.insertChild(
          UIMenu(options: .displayInline, children: [UIAction(title: "Define") { _ in }]),
          atEndOfMenu: .standardEdit)
      }
    }
    let delegate = AppDelegate()
    try withDelegate(delegate) { () throws in
      let window = makeWindow(size: CGSize(width: 400, height: 300))
      defer { window.isHidden = true }
      let controller = EditorController()
      window.rootViewController = controller
      let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
      controller.view.addSubview(field)
      window.handleSecondaryClick(at: CGPoint(x: 60, y: 35), timestamp: 0)
      let menu = try #require(window.presentedMenu)
      #expect(titles(menu).prefix(4) == ["Cut", "Copy", "Paste", "Define"])
      #expect(delegate.systems == ["context"])  // the chain reaches the delegate too
    }
  }

  /// The open bar drawn light and dark (looked at when recorded).
  @Test func theBarLooksRight() throws {
    try withDelegate(AppDelegate()) { () throws in
      let (window, controller) = install()
      defer { window.isHidden = true }
      controller.sidebarShown = true
      window.press(Self.f10)
      window.press(Self.right)
      window.press(Self.down)
      try assertSnapshot(window.renderImage(), named: "menuBarLight")
      window.press(Self.escape)
      window.overrideUserInterfaceStyle = .dark
      window.press(Self.f10)
      window.press(Self.left)
      window.press(Self.left)
      try assertSnapshot(window.renderImage(), named: "menuBarDark")
    }
  }
}
