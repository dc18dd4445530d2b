import Foundation

/// X11's primary selection, as desktop text inputs keep it.
///
/// Selecting text (a drag, a double or triple click, Shift with the arrows or a click, Select All)
/// offers it as the primary selection, and a middle click in an editable text field or text view
/// pastes it where it clicks, without moving the clipboard. A secure field offers nothing.
///
/// The SDL host keeps it in X11's own selection (`SDL_SetPrimarySelectionText`), so text selected
/// here pastes in a terminal and back; headless, it stays in the process.
@MainActor
protocol PrimarySelectionPasting: UIView {
  /// Pastes `text` at the text position nearest `point` (the view's bounds), as typing there.
  func pastePrimarySelection(_ text: String, at point: CGPoint)
}

extension UIWindow {
  /// Feeds a middle click at `location` (window coordinates): the primary selection is pasted
  /// into the editable text under it; returns whether one took it.
  @_spi(Platform)
  @discardableResult
  public func handleMiddleClick(at location: CGPoint, timestamp: TimeInterval) -> Bool {
    guard location.x.isFinite, location.y.isFinite,
      let text = UIPasteboard.primarySelection.string, !text.isEmpty
    else { return false }
    var view = hitTest(location, with: UIEvent(type: .touches, timestamp: timestamp))
    while let current = view {
      if let target = current as? any PrimarySelectionPasting {
        target.pastePrimarySelection(text, at: current.convert(location, from: self))
        return true
      }
      view = current.superview
    }
    return false
  }
}

extension UITextField: PrimarySelectionPasting {
  func pastePrimarySelection(_ text: String, at point: CGPoint) {
    guard isEnabled, isFirstResponder || becomeFirstResponder() else { return }
    let offset = offset(at: point)
    select(from: offset, to: offset)
    replaceSelection(with: text, undoActionName: "Paste")
  }

  /// Offers the selection as the primary selection (not from a secure field).
  func offerPrimarySelection() {
    guard !isSecureTextEntry, let selected = selectedText else { return }
    UIPasteboard.primarySelection.string = selected
  }
}

extension UITextView: PrimarySelectionPasting {
  func pastePrimarySelection(_ text: String, at point: CGPoint) {
    guard isEditable, isFirstResponder || becomeFirstResponder(), storedIsEditing,
      let offset = offsetNearest(point)
    else { return }
    select(from: offset, to: offset)
    replaceSelection(with: text, undoActionName: "Paste")
  }

  /// Offers the selection as the primary selection.
  func offerPrimarySelection() {
    let range = selectedOffsets
    guard !range.isEmpty else { return }
    UIPasteboard.primarySelection.string = storage.substring(range)
  }
}
