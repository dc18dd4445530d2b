import Foundation

/// The object that decides and hears about a text view's editing, as UIKit's
/// `UITextViewDelegate`; every method is optional.
///
/// A text view's delegate is its scroll view's ``UIScrollView/delegate`` (Swift cannot narrow the
/// inherited property's type), which the text view casts, as a table view does.
///
/// Order of a session: `textViewShouldBeginEditing`, `textViewDidBeginEditing` (then
/// ``UITextView/textDidBeginEditingNotification``); for each change typed, deleted, cut or
/// pasted: `textView(_:shouldChangeTextIn:replacementText:)`, `textViewDidChangeSelection`,
/// `textViewDidChange` (then ``UITextView/textDidChangeNotification``); at the end
/// `textViewShouldEndEditing`, `textViewDidEndEditing` (then
/// ``UITextView/textDidEndEditingNotification``). Changes the app makes (`text`, `attributedText`,
/// `replace(_:withText:)`) ask and tell nothing.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether the view may start editing; default `true`.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Whether the view may stop editing; default `true`.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// The view started editing (it is the first responder).
  func textViewDidBeginEditing(_ textView: UITextView)
  /// The view stopped editing.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether typing, deleting, cutting or pasting may replace the characters in `range` (UTF-16)
  /// with `text`; default `true`.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// The selection or the caret moved.
  func textViewDidChangeSelection(_ textView: UITextView)
  /// Whether a click on a link (the `.link` attribute over `characterRange`) opens `URL`
  /// (through ``UIApplication/open(_:options:completionHandler:)``); default `true`.
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool
}

extension UITextViewDelegate {
  /// `true`.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// `true`.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// `true`.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
  /// `true`.
  public func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool { true }
}

/// How the user acted on a link in a text view, as UIKit's `UITextItemInteraction`.
public enum UITextItemInteraction: Int, Sendable {
  /// A click or tap: the link opens.
  case invokeDefaultAction
  /// A long press or secondary click: a menu of actions.
  case presentActions
  /// A preview.
  case preview
}
