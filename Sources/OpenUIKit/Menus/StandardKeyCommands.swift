import Foundation

/// The application's own shortcuts, as a desktop app's File and Edit menus give them (Mac
/// Catalyst's main menu; GTK and Qt use the same keys with Control).
///
/// | keys | command |
/// |---|---|
/// | Ctrl+Q | Quit: `UIApplication.terminate()` (scenes disconnect, `applicationWillTerminate`) |
/// | Ctrl+W | Close Window: the host closes the key window as its close button does |
/// | Ctrl+Z | Undo: the key chain's `undoManager`, when it can undo |
/// | Ctrl+Shift+Z, Ctrl+Y | Redo, when it can redo |
///
/// They come after every responder's ``UIResponder/keyCommands``, so an app's own command for
/// the same keys wins; they win over the system's use of the keys (a text field's undo is the
/// window's undo manager). Undo and Redo with nothing to undo leave the key to the responders.
/// `Command` (the Super key) works as Control, as for every key command.
@MainActor
enum StandardKeyCommands {
  /// The commands for keys pressed in `window`.
  static func commands(for window: UIWindow) -> [UIKeyCommand] {
    let quit = UIKeyCommand(input: "q", modifierFlags: .command) { _, _ in
      UIApplication.shared.terminate()
      return true
    }
    let close = UIKeyCommand(input: "w", modifierFlags: .command) { [weak window] _, _ in
      guard let window else { return false }
      (UIApplication.shared.host ?? UIHeadlessHost.detached).closeWindow(window)
      return true
    }
    let undo = UIKeyCommand(input: "z", modifierFlags: .command) { responder, _ in
      guard let manager = responder.undoManager, manager.canUndo else { return false }
      manager.undo()
      return true
    }
    let redo: @MainActor (UIResponder, UIKeyCommand) -> Bool = { responder, _ in
      guard let manager = responder.undoManager, manager.canRedo else { return false }
      manager.redo()
      return true
    }
    let commands = [
      quit, close, undo,
      UIKeyCommand(input: "z", modifierFlags: [.command, .shift], perform: redo),
      UIKeyCommand(input: "y", modifierFlags: .command, perform: redo),
    ]
    for command in commands { command.wantsPriorityOverSystemBehavior = true }
    return commands
  }
}
