import Foundation

/// Undo in a text field: every change typed, deleted, cut, pasted or cleared registers how to
/// put the text and selection back with the field's `undoManager` (the window's), so Ctrl+Z and
/// Ctrl+Shift+Z (the menu bar's Undo and Redo, `MainMenu.swift`) undo and redo it.
///
/// Typing and deleting at the caret coalesce into one step ("Typing") until the caret moves
/// elsewhere, a selection is replaced, anything else registers an undo step (another kind of
/// change, another field), or the step is undone, as a desktop text field undoes a typed word at
/// once rather than a letter at a time. Cut, Paste and Clear are steps of their own. Setting ``text`` from code removes the field's steps: they describe text that is gone.
extension UITextField {
  /// The action name of typed and deleted text.
  static let typingActionName = "Typing"

  /// A run of typing that one undo step covers.
  struct TypingUndoRun {
    /// The manager holding the step.
    weak var manager: UndoManager?
    /// Where the caret was after the run's last change.
    var caret: Int
    /// The manager's registration count right after the run's step: anything registered since
    /// (another field, another kind of change) ends the run.
    var registrations: Int
  }

  /// The text and selection to put back.
  struct TextSnapshot {
    let text: String
    let anchor: Int
    let head: Int
  }

  private var snapshot: TextSnapshot {
    TextSnapshot(text: storedText, anchor: selectionAnchor, head: selectionHead)
  }

  /// Registers how to undo the change about to replace the selection, unless it continues the
  /// typing run whose step is on top of the undo stack.
  func registerUndo(named name: String) {
    guard let manager = undoManager, manager.isUndoRegistrationEnabled else { return }
    let range = selectedRange
    // Typing at the caret, or deleting the character before it, continues the run; a selection
    // replaced starts a step of its own.
    let atCaret = range.isEmpty || isOneCharacter(range)
    if name == Self.typingActionName, let run = run(manager), atCaret,
      range.upperBound == run.caret, manager.registrationCount == run.registrations,
      !manager.isUndoing, !manager.isRedoing, manager.canUndo
    {
      return  // the step on the stack already puts back the text before the run
    }
    let before = snapshot
    manager.registerUndo(withTarget: self) { [weak manager] field in
      field.restore(before, named: name, in: manager)
    }
    manager.setActionName(name)
  }

  /// Whether `range` (UTF-16) holds exactly one character: Backspace or Delete at a caret.
  private func isOneCharacter(_ range: Range<Int>) -> Bool {
    let utf16 = storedText.utf16
    guard range.upperBound <= utf16.count else { return false }
    let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
    let end = utf16.index(start, offsetBy: range.count)
    return String(utf16[start..<end])?.count == 1
  }

  /// The typing run under way with `manager`, if any.
  private func run(_ manager: UndoManager) -> TypingUndoRun? {
    guard let run = typingUndoRun, run.manager === manager else { return nil }
    return run
  }

  /// After a change: typing continues the run at `caret`; anything else ends it.
  func continueTypingRun(named name: String, at caret: Int) {
    guard name == Self.typingActionName, let manager = undoManager else {
      typingUndoRun = nil
      return
    }
    typingUndoRun = TypingUndoRun(
      manager: manager, caret: caret, registrations: manager.registrationCount)
  }

  /// Undoes (or redoes) a step: registers the way back, then puts `state` in place and reports
  /// the change as typing does.
  private func restore(_ state: TextSnapshot, named name: String, in manager: UndoManager?) {
    let current = snapshot
    manager?.registerUndo(withTarget: self) { [weak manager] field in
      field.restore(current, named: name, in: manager)
    }
    manager?.setActionName(name)
    typingUndoRun = nil
    storedText = state.text
    let length = storedText.utf16.count
    selectionAnchor = min(state.anchor, length)
    selectionHead = min(state.head, length)
    textDidChange()
    delegate?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// Removes the field's undo steps (its text was set from code).
  func forgetUndo() {
    typingUndoRun = nil
    undoManager?.removeAllActions(withTarget: self)
  }
}
