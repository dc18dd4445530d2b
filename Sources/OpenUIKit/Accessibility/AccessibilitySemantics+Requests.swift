import AccessibilityTree
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension AccessibilitySemantics {
  /// Does what an assistive technology asked of a node's text or rows, on the main actor, as the
  /// user's own edit or click would (delegates asked, changes reported).
  ///
  /// Returns whether it was done. The changes reach the observers with the next commit.
  @discardableResult
  public func handle(_ request: AccessibilityRequest, on id: AccessibilityNodeID) -> Bool {
    guard let object = object(for: id) else { return false }
    defer { CommitPhases.requestCommit() }
    switch request {
    case .replaceText, .selectText, .copyText, .cutText, .pasteText:
      guard let editor = object as? any AccessibilityTextEditing else { return false }
      return Self.edit(editor, request)
    case .selectRow(let row):
      guard let table = object as? UITableView, let indexPath = table.indexPath(forFlatRow: row)
      else { return false }
      if table.selectedRows.contains(indexPath) { return true }
      table.userSelect(indexPath)
      return table.selectedRows.contains(indexPath)
    case .deselectRow(let row):
      guard let table = object as? UITableView, let indexPath = table.indexPath(forFlatRow: row),
        table.selectedRows.contains(indexPath)
      else { return false }
      return table.userDeselect(indexPath)
    case .clearSelection:
      guard let table = object as? UITableView else { return false }
      for indexPath in table.selectedRows { table.userDeselect(indexPath) }
      return table.selectedRows.isEmpty
    }
  }

  private static func edit(_ editor: any AccessibilityTextEditing, _ request: AccessibilityRequest)
    -> Bool
  {
    // Offsets from the tree may be stale or hostile: clamp them to the text shown now.
    let length = editor.accessibilityTextContent.string.utf16.count
    let clamp = { (range: Range<Int>) in
      min(max(range.lowerBound, 0), length)..<min(max(range.upperBound, 0), length)
    }
    switch request {
    case .replaceText(let range, let string):
      return editor.accessibilityReplaceText(in: clamp(range), with: string)
    case .selectText(let range): return editor.accessibilitySelectText(clamp(range))
    case .copyText(let range): return editor.accessibilityCopyText(clamp(range))
    case .cutText(let range): return editor.accessibilityCutText(clamp(range))
    case .pasteText(let offset):
      return editor.accessibilityPasteText(at: clamp(offset..<offset).lowerBound)
    case .selectRow, .deselectRow, .clearSelection: return false
    }
  }
}
