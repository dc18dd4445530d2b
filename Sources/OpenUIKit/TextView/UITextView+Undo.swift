import Foundation

/// What undoing one step puts back: the text now in ``range`` replaced by ``replaced`` (its
/// attributes too), the selection as it was.
///
/// A step records the edit, not the text: a keystroke in a long document registers a few
/// characters. Typing run steps grow as the run goes on.
@MainActor
final class TextViewUndoStep {
  /// Where the step's new text is now.
  var range: Range<Int>
  /// The text it replaced.
  var replaced: NSAttributedString
  let name: String
  let selection: (anchor: Int, head: Int)
  weak var manager: UndoManager?
  /// The manager's registration count right after the step: anything registered since ends a
  /// typing run.
  var registrations = 0

  init(
    range: Range<Int>, replaced: NSAttributedString, name: String,
    selection: (anchor: Int, head: Int), manager: UndoManager
  ) {
    (self.range, self.replaced, self.name, self.selection, self.manager) =
      (range, replaced, name, selection, manager)
  }
}

/// Undo in a text view, as in a text field (`UITextField+Undo.swift`): every change typed,
/// deleted, cut or pasted registers its way back with the view's `undoManager`; typing and
/// deleting at the caret coalesce into one "Typing" step until the caret moves elsewhere or
/// anything else registers.
extension UITextView {
  /// The action name of typed and deleted text.
  static let typingActionName = "Typing"

  /// Registers how to undo replacing `range` with `replacement`, unless it continues the typing
  /// run on top of the stack.
  func registerUndo(replacing range: Range<Int>, with replacement: String, named name: String) {
    guard let manager = undoManager, manager.isUndoRegistrationEnabled else { return }
    let length = replacement.utf16.count
    if name == Self.typingActionName, let step = typingUndo, step.manager === manager,
      manager.registrationCount == step.registrations, !manager.isUndoing, !manager.isRedoing,
      manager.canUndo, continueRun(step, replacing: range, length: length)
    {
      return
    }
    let step = TextViewUndoStep(
      range: range.lowerBound..<(range.lowerBound + length),
      replaced: storage.attributedSubstring(range), name: name,
      selection: (selectionAnchor, selectionHead), manager: manager)
    manager.registerUndo(withTarget: self) { view in view.undo(step) }
    manager.setActionName(name)
    step.registrations = manager.registrationCount
    typingUndo = name == Self.typingActionName ? step : nil
  }

  /// Grows the run's step by a keystroke at its end or a deletion at the caret; returns whether
  /// the change belongs to it.
  private func continueRun(_ step: TextViewUndoStep, replacing range: Range<Int>, length: Int)
    -> Bool
  {
    if range.isEmpty, range.lowerBound == step.range.upperBound {
      step.range = step.range.lowerBound..<(step.range.upperBound + length)
      return true
    }
    guard length == 0, range.upperBound == step.range.upperBound else { return false }
    if range.lowerBound >= step.range.lowerBound {
      // Deleting what the run typed.
      step.range = step.range.lowerBound..<range.lowerBound
      return true
    }
    if step.range.isEmpty {
      // Deleting before where the run started: that text comes back too.
      let deleted = NSMutableAttributedString(attributedString: storage.attributedSubstring(range))
      deleted.append(step.replaced)
      step.replaced = deleted
      step.range = range.lowerBound..<range.lowerBound
      return true
    }
    return false
  }

  /// Undoes (or redoes) `step`: registers the way back, puts the old text in place and reports it
  /// as typing does.
  private func undo(_ step: TextViewUndoStep) {
    guard let manager = step.manager else { return }
    let range = storage.clamped(step.range)
    let inverse = TextViewUndoStep(
      range: range.lowerBound..<(range.lowerBound + step.replaced.length),
      replaced: storage.attributedSubstring(range), name: step.name,
      selection: (selectionAnchor, selectionHead), manager: manager)
    manager.registerUndo(withTarget: self) { view in view.undo(inverse) }
    manager.setActionName(step.name)
    typingUndo = nil
    storage.replace(attributed: step.replaced, in: range)
    selectionAnchor = min(step.selection.anchor, storage.length)
    selectionHead = min(step.selection.head, storage.length)
    textDidChange(reveals: true)
    textViewDelegate?.textViewDidChangeSelection(self)
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// Removes the view's undo steps (its text was set from code, or it left its window).
  func forgetUndo() {
    typingUndo = nil
    undoManager?.removeAllActions(withTarget: self)
  }
}
