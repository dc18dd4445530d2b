import Foundation

/// A responder whose text the system and the app can read, change and select by position, as
/// UIKit's `UITextInput`: positions and ranges, the selection, replacing text, and the geometry of
/// the caret and the selection.
///
/// `UITextField` conforms. The protocol holds what OpenUIKit's inputs answer today;
/// writing-direction changes are left out (Docs/Text.md).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
  /// The text in `range`; `nil` for a range of another input or outside the text.
  func text(in range: UITextRange) -> String?
  /// Replaces the text in `range` with `text`.
  func replace(_ range: UITextRange, withText text: String)
  /// The selection (a caret when empty); setting it moves the selection.
  var selectedTextRange: UITextRange? { get set }
  /// The text being composed by an input method; `nil` when none is.
  var markedTextRange: UITextRange? { get }
  /// Shows `markedText` as the composition, in place of the one shown (or of the selection), with
  /// `selectedRange` selected inside it; `nil` or empty removes the composition.
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  /// Keeps the composition as text.
  func unmarkText()
  /// The position before the first character.
  var beginningOfDocument: UITextPosition { get }
  /// The position after the last character.
  var endOfDocument: UITextPosition { get }
  /// The range from `fromPosition` to `toPosition` (either way round); `nil` for positions of
  /// another input.
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  /// The position `offset` characters (UTF-16 units) from `position`; `nil` outside the text.
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  /// The position `offset` steps from `position` in a layout direction; `nil` outside the text.
  func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition?
  /// How `position` compares with `other`.
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  /// The characters (UTF-16 units) from `from` to `toPosition`, negative backward.
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
  /// The caret's rectangle at `position`, in the input's coordinates.
  func caretRect(for position: UITextPosition) -> CGRect
  /// The first rectangle `range` covers (an input method's candidate window goes under it).
  func firstRect(for range: UITextRange) -> CGRect
  /// The rectangles a selection of `range` highlights.
  func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
  /// The position nearest `point`.
  func closestPosition(to point: CGPoint) -> UITextPosition?
  /// The position in `range` nearest `point`.
  func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
  /// The range of the character at `point`.
  func characterRange(at point: CGPoint) -> UITextRange?
  /// What finds the boundaries of characters, words, sentences and paragraphs in the text.
  var tokenizer: any UITextInputTokenizer { get }
  /// Told before and after the text or the selection changes other than by the input system.
  var inputDelegate: (any UITextInputDelegate)? { get set }
}

/// Hears a text input's changes that the input system did not make, as UIKit's
/// `UITextInputDelegate` (the input system is one; an app may set its own).
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
  /// The selection is about to change.
  func selectionWillChange(_ textInput: (any UITextInput)?)
  /// The selection changed.
  func selectionDidChange(_ textInput: (any UITextInput)?)
  /// The text is about to change.
  func textWillChange(_ textInput: (any UITextInput)?)
  /// The text changed.
  func textDidChange(_ textInput: (any UITextInput)?)
}
