import Foundation

/// Validating commands for a window's key chain, before a menu shows them (the menu bar, a
/// context menu, Keyboard Shortcuts) and before a menu bar shortcut runs (and repeats).
///
/// Each command gets back the title, attributes and state it had when first validated (captured
/// once on the command, so a command an app keeps across rebuilds starts from its own values),
/// then the responder that would run it may change them in ``UIResponder/validate(_:)``. A command
/// no responder takes is answered as unavailable: menus dim it without changing it.
extension UIWindow {
  /// Validates `command` (named apart from `UIResponder.validate(_:)`, which a window has too);
  /// answers its work, or `nil` when no responder of the key chain (`chain`,
  /// when the caller has it) takes it.
  func validatedWork(
    for command: UICommand, in chain: [UIResponder]? = nil
  ) -> (@MainActor () -> Void)? {
    if let built = command.builtValues {
      command.title = built.title
      command.attributes = built.attributes
      command.state = built.state
    } else {
      command.builtValues = (command.title, command.attributes, command.state)
    }
    guard let (responder, work) = target(for: command, in: chain) else { return nil }
    if let retitle = (command as? StandardCommand)?.retitle, let manager = responder.undoManager {
      command.title = retitle(manager)
    }
    responder.validate(command)
    return work
  }

  /// Validates every command in `menu` and its submenus; answers those no responder takes.
  func validateCommands(in menu: UIMenu) -> Set<ObjectIdentifier> {
    let chain = keyChain  // walked once for every command of the menu
    var unavailable = Set<ObjectIdentifier>()
    MenuTree.forEach(in: menu) { element, _, _ in
      if let command = element as? UICommand, validatedWork(for: command, in: chain) == nil {
        unavailable.insert(ObjectIdentifier(command))
      }
      return .proceed
    }
    return unavailable
  }

  /// Runs a menu bar command for a key (its first press or a repeat), validated first.
  ///
  /// One that no responder takes or that validation dims does not run. Answers whether it ran.
  func runValidated(_ command: UICommand) -> Bool {
    guard let work = validatedWork(for: command), !command.attributes.contains(.disabled) else {
      return false
    }
    command.run(work)
    return true
  }
}
