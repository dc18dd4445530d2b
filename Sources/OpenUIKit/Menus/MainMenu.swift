import Foundation

/// The application's menu bar as built: the standard menus (`standardRoot`), changed by the app's
/// ``UIResponder/buildMenu(with:)`` (called on the application, which passes it to its delegate).
///
/// Its key commands are shortcuts wherever the app runs, after the responders' own
/// ``UIResponder/keyCommands``: Ctrl+Q quits, Ctrl+W closes the window, Ctrl+Z and Ctrl+Shift+Z
/// (or Ctrl+Y) undo and redo through the key chain's `undoManager`; removing a menu with the
/// builder removes its shortcuts too. A command runs on the first responder of the key chain that
/// takes it; with none, or dimmed by ``UIResponder/validate(_:)``, its shortcut does nothing and
/// the menu shows it dimmed.
@MainActor
final class MainMenu {
  /// The root menu: its children are the bar's menus.
  let root: UIMenu
  /// The key commands anywhere in the menus, in menu order.
  let keyCommands: [UIKeyCommand]

  init(root: UIMenu) {
    self.root = root
    var commands: [UIKeyCommand] = []
    MenuTree.forEach(in: root) { element, _, _ in
      if let command = element as? UIKeyCommand { commands.append(command) }
      return .proceed
    }
    keyCommands = commands
  }

  /// The main menu, built when first needed and after `UIMenuSystem.main.setNeedsRebuild()`.
  static var current: MainMenu {
    if let built = UIMenuSystem.main.builtMenu { return built }
    let builder = MenuTreeBuilder(system: .main, root: standardRoot())
    UIApplication.shared.buildMenu(with: builder)
    let menu = MainMenu(root: builder.root)
    UIMenuSystem.main.builtMenu = menu
    return menu
  }

  /// The menus the bar shows: the root's submenus with something to show.
  var barMenus: [UIMenu] {
    root.children.compactMap { $0 as? UIMenu }.filter { Self.hasVisibleItems($0) }
  }

  /// Whether `menu` or a menu in it has an action or command that is not hidden.
  static func hasVisibleItems(_ menu: UIMenu) -> Bool {
    var found = false
    MenuTree.forEach(in: menu) { element, _, _ in
      switch element {
      case let action as UIAction: found = !action.attributes.contains(.hidden)
      case let command as UICommand: found = !command.attributes.contains(.hidden)
      default: break
      }
      return found ? .stop : .proceed
    }
    return found
  }

  /// Validates every command for `window`'s key chain and answers those no responder takes.
  func validate(in window: UIWindow) -> Set<ObjectIdentifier> {
    window.validateCommands(in: root)
  }

  // MARK: The standard menus

  /// The application's name, the first menu's title: the bundle's display name or name, else the
  /// executable's name without its extension.
  static var applicationName: String {
    for key in ["CFBundleDisplayName", "CFBundleName"] {
      if let name = Bundle.main.object(forInfoDictionaryKey: key) as? String, !name.isEmpty {
        return name
      }
    }
    let name = (ProcessInfo.processInfo.processName as NSString).deletingPathExtension
    return name.isEmpty ? "Application" : name
  }

  /// The standard menus, as Mac Catalyst's menu bar has them where the desktop has a use for
  /// them: the application menu (About and Preferences groups for the app to fill, Quit), File
  /// (Close Window), Edit (Undo, Redo; Cut, Copy, Paste, Select All for a text field), View and
  /// Window (empty until the app adds to them), Help (Keyboard Shortcuts).
  static func standardRoot() -> UIMenu {
    func inline(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement]) -> UIMenu {
      UIMenu(identifier: identifier, options: .displayInline, children: children)
    }
    let undo = StandardCommand(
      title: "Undo", input: "z", modifierFlags: .command, retitle: { $0.undoMenuItemTitle }
    ) { r, _ in
      guard let manager = r.undoManager, manager.canUndo else { return nil }
      return { manager.undo() }
    }
    let redoTarget: @MainActor (UIResponder, UICommand) -> (@MainActor () -> Void)? = { r, _ in
      guard let manager = r.undoManager, manager.canRedo else { return nil }
      return { manager.redo() }
    }
    let redo = StandardCommand(
      title: "Redo", input: "z", modifierFlags: [.command, .shift],
      retitle: { $0.redoMenuItemTitle }, target: redoTarget)
    let redoY = StandardCommand(
      title: "Redo", input: "y", modifierFlags: .command, attributes: .hidden, target: redoTarget)
    let quit = StandardCommand(title: "Quit", input: "q", modifierFlags: .command) { r, _ in
      guard r is UIApplication else { return nil }
      return { UIApplication.shared.terminate() }
    }
    let close = StandardCommand(title: "Close Window", input: "w", modifierFlags: .command) {
      r, _ in
      guard let window = r as? UIWindow else { return nil }
      return { (UIApplication.shared.host ?? UIHeadlessHost.detached).closeWindow(window) }
    }
    let standardEdit: [UIMenuElement] = [
      editCommand("Cut", "x", when: { $0.canCut }) { $0.cut($1) },
      editCommand("Copy", "c", when: { $0.canCopy }) { $0.copy($1) },
      editCommand("Paste", "v", when: { $0.canPaste }) { $0.paste($1) },
      editCommand("Select All", "a", when: { $0.hasText }) { $0.selectAll($1) },
    ]
    // Ctrl+F focuses the front screen's search field, as Edit > Find does on the Mac.
    let find = StandardCommand(title: "Find…", input: "f", modifierFlags: .command) { r, _ in
      guard let window = r as? UIWindow, let searchBar = window.frontSearchBar else { return nil }
      return { window.focusSearch(searchBar) }
    }
    let shortcuts = StandardCommand(title: "Keyboard Shortcuts", input: nil, modifierFlags: []) {
      r, _ in
      guard let window = r as? UIWindow else { return nil }
      return { window.showKeyboardShortcuts() }
    }
    let application = UIMenu(
      title: applicationName, identifier: .application,
      children: [inline(.about, []), inline(.preferences, []), inline(.quit, [quit])])
    let edit = UIMenu(
      title: "Edit", identifier: .edit,
      children: [
        inline(.undoRedo, [undo, redo, redoY]), inline(.standardEdit, standardEdit),
        inline(.find, [find]),
      ])
    return UIMenu(
      identifier: .root,
      children: [
        application,
        UIMenu(title: "File", identifier: .file, children: [inline(.close, [close])]),
        edit,
        UIMenu(title: "View", identifier: .view, children: []),
        UIMenu(title: "Window", identifier: .window, children: []),
        UIMenu(title: "Help", identifier: .help, children: [shortcuts]),
      ])
  }

  /// An Edit command for a text field or text view that is first responder; its own keys do the
  /// same while it edits, so the command leaves the key to it.
  private static func editCommand(
    _ title: String, _ input: String,
    when available: @escaping @MainActor (any TextEditMenuProviding) -> Bool,
    _ action: @escaping @MainActor (any TextEditMenuProviding, Any?) -> Void
  ) -> UIKeyCommand {
    StandardCommand(title: title, input: input, modifierFlags: .command, isPriority: false) {
      r, command in
      guard let text = r as? any TextEditMenuProviding, text.isFirstResponder, available(text)
      else { return nil }
      return { action(text, command) }
    }
  }
}

/// A command of the standard menus: its shortcut wins over the system's use of the key unless
/// told otherwise (a text field's undo is the window's).
@MainActor
final class StandardCommand: UIKeyCommand {
  /// The title from the undo manager of the command's target (Undo Typing, Redo Paste).
  let retitle: (@MainActor (UndoManager) -> String)?

  init(
    title: String, input: String?, modifierFlags: UIKeyModifierFlags,
    attributes: UIMenuElement.Attributes = [], isPriority: Bool = true,
    retitle: (@MainActor (UndoManager) -> String)? = nil,
    target: @escaping @MainActor (UIResponder, UICommand) -> (@MainActor () -> Void)?
  ) {
    self.retitle = retitle
    super.init(
      title: title, input: input, modifierFlags: modifierFlags, attributes: attributes,
      target: target)
    wantsPriorityOverSystemBehavior = isPriority
  }
}
