/// What an assistive technology asks of a node besides its actions: edits to a text input's text
/// and selection, and the selection of a table's rows.
///
/// Text offsets are UTF-16 code units of the node's ``AccessibilityNode/TextContent/string``.
public enum AccessibilityRequest: Equatable, Sendable {
  /// Replaces a range of the text (an insertion when empty, a deletion when `with` is empty).
  case replaceText(Range<Int>, with: String)
  /// Selects a range of the text; an empty range places the caret there.
  case selectText(Range<Int>)
  /// Copies a range of the text to the clipboard.
  case copyText(Range<Int>)
  /// Copies a range of the text to the clipboard and deletes it.
  case cutText(Range<Int>)
  /// Pastes the clipboard's text at an offset.
  case pasteText(at: Int)
  /// Selects a table's row (by its index across sections), as a click on it would.
  case selectRow(Int)
  /// Deselects a table's row.
  case deselectRow(Int)
  /// Deselects every row of a table.
  case clearSelection
}
