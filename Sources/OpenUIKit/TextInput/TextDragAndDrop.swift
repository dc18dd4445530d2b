import Foundation

/// Dragging selected text, as desktop text inputs do.
///
/// A press inside the selection of a text field or text view that moves more than 4 points drags
/// the selected text instead of selecting;
/// released over an editable text field or text view of the window it is inserted where it is
/// dropped (the delegate asked, as typing), and removed from where it came from — moved — unless
/// Ctrl or Option is held (copied), as on GTK and the Mac. A press in the selection that does not
/// move places the caret, as a click. Dropped back inside its own selection, nothing changes.
/// Dragging text to other applications, and text dragged in from them, are left out.
struct TextDrag {
  /// Where the press went down, in the window.
  let start: CGPoint
  /// The selection being dragged, in the source's UTF-16 offsets, and its text.
  let range: Range<Int>
  let text: String
  /// Whether the press has moved far enough to be a drag.
  var isDragging = false

  /// How far a press moves before it drags.
  static let threshold: CGFloat = 4
}

/// A text input text can be dropped on: `UITextField`, `UITextView`.
@MainActor
protocol TextDropTarget: UIView {
  /// Whether the input takes a drop now (enabled, editable).
  var acceptsTextDrop: Bool { get }
  /// The text offset nearest `point` (the view's bounds).
  func dropOffset(at point: CGPoint) -> Int?
  /// Inserts `text` at `offset` as typing there; returns whether the delegate let it.
  func insertDropped(_ text: String, at offset: Int) -> Bool
  /// Deletes `range` (the dragged text, moved elsewhere), as typing.
  func deleteDragged(_ range: Range<Int>)
}

extension TextDropTarget {
  /// Whether a press at `point` (the bounds) in `selection` starts a text drag: a single press
  /// inside a selection, without Shift.
  func startsTextDrag(at offset: Int?, selection: Range<Int>, tapCount: Int, event: UIEvent?)
    -> Bool
  {
    guard tapCount == 1, !selection.isEmpty, event?.modifierFlags.contains(.shift) != true,
      let offset
    else { return false }
    return offset > selection.lowerBound && offset < selection.upperBound
  }

  /// Ends `drag` at `point` in the window: drops it on the text input under the point, moving or
  /// (with Ctrl or Option) copying; returns whether it was dropped.
  func finishTextDrag(_ drag: TextDrag, at point: CGPoint, event: UIEvent?) -> Bool {
    guard let window else { return false }
    var view = window.hitTest(point, with: event)
    while let current = view, !(current is any TextDropTarget) { view = current.superview }
    guard let target = view as? any TextDropTarget, target.acceptsTextDrop,
      let offset = target.dropOffset(at: target.convert(point, from: window))
    else { return false }
    let copies = event?.modifierFlags.isDisjoint(with: [.control, .alternate]) == false
    if target === self {
      guard !drag.range.contains(offset), offset != drag.range.upperBound else { return false }
      guard target.insertDropped(drag.text, at: offset) else { return false }
      if !copies {
        // Inserted before the dragged text: it moved on by the insertion's length.
        let shift = offset <= drag.range.lowerBound ? drag.text.utf16.count : 0
        deleteDragged((drag.range.lowerBound + shift)..<(drag.range.upperBound + shift))
      }
      return true
    }
    guard target.insertDropped(drag.text, at: offset) else { return false }
    if !copies { deleteDragged(drag.range) }
    return true
  }
}

extension UITextView: TextDropTarget {
  var acceptsTextDrop: Bool { isEditable }

  func dropOffset(at point: CGPoint) -> Int? { offsetNearest(point) }

  func insertDropped(_ text: String, at offset: Int) -> Bool {
    guard isFirstResponder || becomeFirstResponder(), storedIsEditing else { return false }
    let length = storage.length
    select(from: offset, to: offset)
    replaceSelection(with: text, undoActionName: "Drop")
    guard storage.length != length else { return false }
    select(from: offset, to: offset + text.utf16.count)
    return true
  }

  func deleteDragged(_ range: Range<Int>) {
    guard isEditable else { return }
    let selection = selectedOffsets
    select(from: range.lowerBound, to: range.upperBound)
    replaceSelection(with: "", undoActionName: "Drop")
    // The dropped text stays selected where it landed.
    let shift = selection.lowerBound >= range.upperBound ? range.count : 0
    select(from: selection.lowerBound - shift, to: selection.upperBound - shift)
  }
}

extension UITextField: TextDropTarget {
  var acceptsTextDrop: Bool { isEnabled }

  func dropOffset(at point: CGPoint) -> Int? { offset(at: point) }

  func insertDropped(_ text: String, at offset: Int) -> Bool {
    guard isFirstResponder || becomeFirstResponder() else { return false }
    let before = self.text ?? ""
    select(from: offset, to: offset)
    replaceSelection(with: text, undoActionName: "Drop")
    return (self.text ?? "") != before
  }

  func deleteDragged(_ range: Range<Int>) {
    guard isEnabled else { return }
    select(from: range.lowerBound, to: range.upperBound)
    replaceSelection(with: "", undoActionName: "Drop")
  }
}

extension UITextField {
  /// A press in the selection moved: past the threshold, it drags.
  func continueTextDrag(_ touch: UITouch) -> Bool {
    guard var drag = textDrag, let window else { return true }
    let point = touch.location(in: window)
    if !drag.isDragging,
      hypot(point.x - drag.start.x, point.y - drag.start.y) > TextDrag.threshold
    {
      drag.isDragging = true
      textDrag = drag
    }
    return true
  }

  /// The press in the selection ended: dropped where it is, or a click that places the caret.
  func endTextDrag(_ drag: TextDrag, touch: UITouch?, event: UIEvent?) {
    textDrag = nil
    guard let touch, let window else { return }
    if drag.isDragging {
      _ = finishTextDrag(drag, at: touch.location(in: window), event: event)
    } else {
      placeCaret(at: touch.location(in: self), tapCount: 1)
    }
  }
}

extension UITextView {
  /// A press in the selection moved: past the threshold, it drags; the caret shows where it would
  /// drop in this view.
  func continueTextDrag(_ touch: UITouch) {
    guard var drag = textDrag, let window else { return }
    let point = touch.location(in: window)
    if !drag.isDragging,
      hypot(point.x - drag.start.x, point.y - drag.start.y) > TextDrag.threshold
    {
      drag.isDragging = true
      textDrag = drag
    }
    guard drag.isDragging, let offset = offsetNearest(touch.location(in: self)) else { return }
    let caret = caretRectInContent(at: offset)
    caretView.frame = CGRect(
      x: caret.minX.rounded() - 1, y: caret.minY, width: 2, height: caret.height)
    caretView.isHidden = false
  }

  /// The press in the selection ended: dropped where it is, or a click that places the caret.
  func endTextDrag(_ drag: TextDrag, touch: UITouch, event: UIEvent?) {
    textDrag = nil
    guard let window else { return }
    if !drag.isDragging || !finishTextDrag(drag, at: touch.location(in: window), event: event) {
      if !drag.isDragging, let offset = offsetNearest(touch.location(in: self)) {
        select(from: offset, to: offset)
      }
    }
    placeCaret()
  }
}
