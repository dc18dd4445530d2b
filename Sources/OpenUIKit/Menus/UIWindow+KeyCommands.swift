import Foundation

/// Key commands: a key going down runs the first matching ``UIKeyCommand`` of the key chain
/// before any responder sees the press.
///
/// The chain starts at the first responder, else the focused view, else the front view
/// controller, else the window, and follows `next` to the application and its delegate; the
/// key commands of the application's menu bar (`MainMenu.swift`) come last, each run only when a
/// responder takes it and validation leaves it enabled. A command whose key
/// the system uses at that moment (typing and the edit shortcuts in a text field, Tab, and the
/// arrows, Space and Return of a focused control) is skipped unless it asks for
/// `wantsPriorityOverSystemBehavior`.
extension UIWindow {
  /// Where key commands and presses start.
  var keyChainStart: UIResponder {
    firstResponder ?? storedFocusedView ?? frontController ?? self
  }

  /// Runs key commands for the presses that begin or repeat, and answers the presses left for
  /// the responders: those of keys whose press ran a command (their repeats and release too) are
  /// taken out.
  func takeKeyCommandPresses(_ presses: Set<UIPress>) -> Set<UIPress> {
    var left = presses
    for press in presses {
      guard let key = press.key else { continue }
      switch press.phase {
      case .began:
        if let command = runKeyCommand(for: key) {
          keyCommandPresses[key.keyCode] = command
          left.remove(press)
        }
      case .changed:
        if let command = keyCommandPresses[key.keyCode] {
          // A key repeat runs the command again: a menu bar command validated again first.
          let isMenuCommand = MainMenu.current.keyCommands.contains { $0 === command }
          _ = isMenuCommand ? runValidated(command) : perform(command)
          left.remove(press)
        }
      case .ended, .cancelled:
        if keyCommandPresses.removeValue(forKey: key.keyCode) != nil { left.remove(press) }
      case .stationary:
        break
      }
    }
    return left
  }

  /// Finds and runs the first command matching `key`; answers it when one ran.
  private func runKeyCommand(for key: UIKey) -> UIKeyCommand? {
    let isSystemKey = isUsedBySystem(key)
    for command in keyChain.flatMap({ $0.keyCommands ?? [] }) where command.matches(key) {
      if isSystemKey && !command.wantsPriorityOverSystemBehavior { continue }
      if perform(command) { return command }
    }
    for command in MainMenu.current.keyCommands where command.matches(key) {
      if isSystemKey && !command.wantsPriorityOverSystemBehavior { continue }
      if runValidated(command) { return command }
    }
    return nil
  }

  /// The key chain: from ``keyChainStart`` along `next`, each responder once (a chain that loops
  /// through a `next` override is walked once).
  var keyChain: [UIResponder] {
    var chain: [UIResponder] = []
    var responder: UIResponder? = keyChainStart
    var visited = Set<ObjectIdentifier>()
    while let current = responder, visited.insert(ObjectIdentifier(current)).inserted {
      chain.append(current)
      responder = current.next
    }
    return chain
  }

  /// The first responder of the key chain (`chain`, when the caller has it) that takes
  /// `command`, and the work it does there.
  func target(
    for command: UICommand, in chain: [UIResponder]? = nil
  ) -> (UIResponder, @MainActor () -> Void)? {
    for responder in chain ?? keyChain {
      if let work = command.target(responder, command) { return (responder, work) }
    }
    return nil
  }

  /// Runs `command`'s action on the first responder of the key chain it targets; answers whether
  /// one took it.
  @discardableResult
  func perform(_ command: UICommand) -> Bool {
    guard let (_, work) = target(for: command) else { return false }
    command.run(work)
    return true
  }

  /// Whether the system has a use for `key` now: Tab moves focus; a first responder that takes
  /// text types (characters without Option), moves the caret and edits with it (arrows, Home,
  /// End, Backspace, Delete, Return, Space, Escape, the edit shortcuts); a focused control takes
  /// arrows, Space and Return.
  private func isUsedBySystem(_ key: UIKey) -> Bool {
    let flags = key.modifierFlags.intersection(UIKeyCommand.matchedModifiers)
    let shortcut = !flags.isDisjoint(with: [.control, .command])
    if key.keyCode == .keyboardTab, flags.isDisjoint(with: [.control, .alternate, .command]) {
      return true
    }
    if firstResponder is any UIKeyInput {
      if !shortcut {
        // Typing (a character without Option) and the caret and edit keys; not the function
        // keys, Page Up and Down, or Option combinations.
        let caretKeys: [UIKeyboardHIDUsage] = [
          .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow,
          .keyboardHome, .keyboardEnd, .keyboardDeleteOrBackspace, .keyboardDeleteForward,
          .keyboardReturnOrEnter, .keyboardSpacebar, .keyboardEscape,
        ]
        if caretKeys.contains(key.keyCode) { return true }
        let types =
          !flags.contains(.alternate)
          && key.characters.unicodeScalars.contains { !$0.properties.isDefaultIgnorableCodePoint }
          && !UIKeyCommand.input(of: key).hasPrefix("UIKeyInput")
        return types
      }
      let editing: [UIKeyboardHIDUsage] = [
        .keyboardA, .keyboardC, .keyboardX, .keyboardV, .keyboardLeftArrow, .keyboardRightArrow,
        .keyboardDeleteOrBackspace, .keyboardDeleteForward,
      ]
      return editing.contains(key.keyCode)
    }
    if storedFocusedView != nil, flags.isEmpty {
      let controlKeys: [UIKeyboardHIDUsage] = [
        .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow,
        .keyboardSpacebar, .keyboardReturnOrEnter,
      ]
      return controlKeys.contains(key.keyCode)
    }
    return false
  }
}
