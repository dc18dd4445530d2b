import Foundation

/// What text fields and text views edit alike: a selection kept as two UTF-16 offsets on character
/// boundaries, and changes made as typing (offered to the delegate).
@MainActor
protocol CaretEditing: AnyObject {
  /// The fixed end of the selection; equal to ``selectionHead`` for a caret.
  var selectionAnchor: Int { get set }
  /// The end of the selection that moves.
  var selectionHead: Int { get }
  /// The character boundary after `offset` (the text's end at its end).
  func nextBoundary(after offset: Int) -> Int
  /// The character boundary before `offset` (0 at the start).
  func previousBoundary(before offset: Int) -> Int
  /// Replaces the selection with `text` as typing does.
  func typeOverSelection(_ text: String)
}

extension CaretEditing {
  /// Deletes the selection, or the character before (or after) the caret.
  func deleteSelectionOrCharacter(forward: Bool) {
    if selectionAnchor == selectionHead {
      let neighbour =
        forward ? nextBoundary(after: selectionHead) : previousBoundary(before: selectionHead)
      guard neighbour != selectionHead else { return }
      selectionAnchor = neighbour
    }
    typeOverSelection("")
  }
}

extension UITextField: CaretEditing {
  func typeOverSelection(_ text: String) { replaceSelection(with: text) }
}

extension UITextView: CaretEditing {
  func typeOverSelection(_ text: String) { replaceSelection(with: text) }
}
