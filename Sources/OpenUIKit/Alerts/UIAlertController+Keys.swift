import Foundation

/// The keyboard in an alert: Return chooses the preferred action (``UIAlertController/returnAction``),
/// Escape (a key command, so that a text field does not take it) the cancel action (an action sheet without one just closes); Tab and Shift+Tab move
/// focus between the fields and the buttons (the window's focus loop, kept inside the presented
/// alert), and Space or Return on a focused button chooses it.
extension UIAlertController {
  /// Handles Return; returns the presses left for the responder chain.
  func handleAlertKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
    var left = presses
    for press in presses {
      guard let key = press.key,
        key.modifierFlags.isDisjoint(with: [.shift, .control, .alternate, .command])
      else { continue }
      switch key.keyCode {
      case .keyboardReturnOrEnter:
        chooseReturnAction()
        left.remove(press)
      default:
        continue
      }
    }
    return left
  }

  /// The Escape command: ahead of a text field's own Escape (which would only leave the field).
  var escapeCommand: UIKeyCommand {
    let command = UIKeyCommand(
      input: UIKeyCommand.inputEscape, modifierFlags: [], action: UIAlertController.escapePressed)
    command.wantsPriorityOverSystemBehavior = true
    return command
  }

  private func escapePressed() { cancelFromOutside() }

  /// Escape, or a click outside an action sheet: the cancel action when there is one; an action
  /// sheet without one closes without running a handler; an alert without one stays.
  func cancelFromOutside() {
    if let cancel = actions.first(where: { $0.style == .cancel }) {
      choose(cancel)
    } else if preferredStyle == .actionSheet, chosenAction == nil {
      dismiss(animated: true)
    }
  }
}
