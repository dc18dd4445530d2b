import Foundation

extension UIView {
  /// Makes the first responder in this view's subtree (this view included) resign, as UIKit's
  /// `endEditing(_:)`.
  ///
  /// With `force`, a text field resigns even when its delegate's `textFieldShouldEndEditing`
  /// refuses. Returns whether no responder in the subtree is first any more.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder as? UIView,
      responder.isDescendant(of: self)
    else { return true }
    if force, let field = responder as? UITextField {
      field.resignIgnoringDelegate()
      return true
    }
    return responder.resignFirstResponder()
  }
}

extension UITextField {
  /// Resigns without asking the delegate (`endEditing(true)`).
  func resignIgnoringDelegate() {
    guard isFirstResponder else { return }
    ignoresShouldEndEditing = true
    defer { ignoresShouldEndEditing = false }
    _ = resignFirstResponder()
  }
}
