import Foundation

/// The object that decides and hears about a text field's editing, as UIKit's
/// `UITextFieldDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether the field may start editing; default `true`.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// The field started editing (it is the first responder).
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether the field may stop editing; default `true`.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// The field stopped editing.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// The field stopped editing, for `reason`; the default calls `textFieldDidEndEditing(_:)`.
  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether typing, deleting, cutting or pasting may replace the characters in `range` (UTF-16)
  /// with `string`; default `true`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection or the caret moved.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may empty the field; default `true`.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Return was pressed; return whether the field should act on it (default `true`).
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// `true`.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// `true`.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Calls `textFieldDidEndEditing(_:)`.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  /// `true`.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// `true`.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// `true`.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
