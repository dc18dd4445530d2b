import Foundation

/// Validating commands for a window's key chain, before a menu shows them (the menu bar, a
/// context menu, Keyboard Shortcuts) and before a menu bar shortcut runs (and repeats).
///
/// Each command gets back the title, attributes and state it had when first validated (captured
/// once on the command, so a command an app keeps across rebuilds starts from its own values),
/// then the responder that would run it may change them in ``UIResponder/validate(_:)``. A command
/// no responder takes is answered as unavailable: menus dim it without changing it.
extension UIWindow {
  /// Validates `command`; answers its work, or `nil` when no responder of the key chain takes it.
  func validate(_ command: UICommand) -> (@MainActor () -> Void)? {
    if let built = command.builtValues {
      command.title = built.title
      command.attributes = built.attributes
      command.state = built.state
    } else {
      command.builtValues = (command.title, command.attributes, command.state)
    }
    guard let (responder, work) = target(for: command) else { return nil }
    if let retitle = (command as? StandardCommand)?.retitle, let manager = responder.undoManager {
      command.title = retitle(manager)
    }
    responder.validate(command)
    return work
  }

  /// Validates every command in `menu` and its submenus; answers those no responder takes.
  func validateCommands(in menu: UIMenu) -> Set<ObjectIdentifier> {
    var unavailable = Set<ObjectIdentifier>()
    for child in menu.children {
      if let submenu = child as? UIMenu { unavailable.formUnion(validateCommands(in: submenu)) }
      if let command = child as? UICommand, validate(command) == nil {
        unavailable.insert(ObjectIdentifier(command))
      }
    }
    return unavailable
  }

  /// Runs a menu bar command for a key (its first press or a repeat), validated first.
  ///
  /// One that no responder takes or that validation dims does not run. Answers whether it ran.
  func runValidated(_ command: UICommand) -> Bool {
    guard let work = validate(command), !command.attributes.contains(.disabled) else {
      return false
    }
    command.run(work)
    return true
  }
}
