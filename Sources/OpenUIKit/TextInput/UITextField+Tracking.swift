import Foundation

/// A text field's clicks and drags: the caret, a word or everything selected, Shift extending,
/// the clear button, and selected text dragged away (`TextDragAndDrop.swift`).
extension UITextField {
  func fieldBeganTracking(_ touch: UITouch, event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    textDrag = nil
    touchIsOnClearButton = showsClearButton && clearButtonRect(forBounds: bounds).contains(point)
    if touchIsOnClearButton { return true }
    let wasEditing = storedIsEditing
    if !isFirstResponder, !becomeFirstResponder() { return true }
    if wasEditing, let window,
      startsTextDrag(
        at: offset(at: point), selection: selectedRange, tapCount: touch.tapCount, event: event)
    {
      textDrag = TextDrag(
        start: touch.location(in: window), range: selectedRange, text: selectedText ?? "")
      return true
    }
    if wasEditing, touch.tapCount < 2, event?.modifierFlags.contains(.shift) == true {
      select(from: selectionAnchor, to: offset(at: point))
    } else {
      placeCaret(at: point, tapCount: touch.tapCount)
    }
    return true
  }

  func fieldContinuedTracking(_ touch: UITouch) -> Bool {
    if textDrag != nil { return continueTextDrag(touch) }
    guard !touchIsOnClearButton, storedIsEditing else { return true }
    select(from: selectionAnchor, to: offset(at: touch.location(in: self)))
    return true
  }

  func fieldEndedTracking(_ touch: UITouch?, event: UIEvent?) {
    if let drag = textDrag { return endTextDrag(drag, touch: touch, event: event) }
    guard touchIsOnClearButton else { return offerPrimarySelection() }
    touchIsOnClearButton = false
    if let touch, clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) {
      clearFromButton()
    }
  }
}
