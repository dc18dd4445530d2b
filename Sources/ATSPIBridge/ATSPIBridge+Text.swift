import AccessibilityTree
import CGio
import Foundation

/// `Text` and `EditableText`: a label's or a text input's text read by characters, words,
/// sentences, lines and paragraphs, its caret and selection, and edits that go back to the app.
///
/// AT-SPI counts characters (Unicode scalars); the tree counts UTF-16 units, as UIKit does:
/// ``AccessibilityTextUnits`` converts. Character geometry (`GetCharacterExtents`,
/// `GetRangeExtents`, `GetOffsetAtPoint`) is not offered: the tree holds no glyph positions
/// (`Docs/Accessibility.md`).
extension ATSPIBridge {
  func textCall(
    _ method: String, node: AccessibilityNode, text: AccessibilityNode.TextContent,
    parameters: OpaquePointer?
  ) -> OpaquePointer? {
    let units = AccessibilityTextUnits(text.string)
    let first = Int(openuikit_variant_child_integer(parameters, 0))
    let second = Int(openuikit_variant_child_integer(parameters, 1))
    let editable = node.states.contains(.editable)
    switch method {
    case "GetText":
      let end = second < 0 ? units.count : second
      return openuikit_variant_tuple1(
        g_variant_new_string(units.substring(first..<max(first, end))))
    case "GetCharacterAtOffset":
      let scalar = units.character(at: first).map { Int32(bitPattern: $0.value) } ?? 0
      return openuikit_variant_tuple1(g_variant_new_int32(scalar))
    case "GetStringAtOffset":
      // ATSPI_TEXT_GRANULARITY_*: each unit from its start to the next one's.
      let granularities: [AccessibilityTextUnits.Unit] = [
        .character, .word, .sentence, .line, .paragraph,
      ]
      guard granularities.indices.contains(second) else { return Self.textRange("", 0..<0) }
      let range = units.range(of: granularities[second], at: first)
      return Self.textRange(units.substring(range), range)
    case "GetTextBeforeOffset", "GetTextAtOffset", "GetTextAfterOffset":
      guard let (unit, edge) = Self.boundary(second) else { return Self.textRange("", 0..<0) }
      let shift = method == "GetTextBeforeOffset" ? -1 : method == "GetTextAfterOffset" ? 1 : 0
      let range = units.range(of: unit, at: first, edge: edge, shift: shift)
      return Self.textRange(units.substring(range), range)
    case "GetAttributeValue":
      return openuikit_atspi_attribute_value(0, Int32(clamping: units.count))
    case "GetAttributes", "GetAttributeRun":
      return openuikit_atspi_attribute_run(0, Int32(clamping: units.count))
    case "GetDefaultAttributes", "GetDefaultAttributeSet":
      return openuikit_variant_tuple1(openuikit_variant_empty_string_map())
    case "GetNSelections":
      let count = text.selection.map { $0.isEmpty ? 0 : 1 } ?? 0
      return openuikit_variant_tuple1(g_variant_new_int32(Int32(count)))
    case "GetSelection":
      guard first == 0, let selection = text.selection, !selection.isEmpty else {
        return openuikit_atspi_pair(0, 0)
      }
      return openuikit_atspi_pair(
        Int32(clamping: units.characterOffset(utf16: selection.lowerBound)),
        Int32(clamping: units.characterOffset(utf16: selection.upperBound)))
    case "SetCaretOffset", "AddSelection", "SetSelection", "RemoveSelection":
      // Only a text input has a caret to move; a label's text is not selectable, as in UIKit.
      guard editable else { return Self.boolean(false) }
      let range: Range<Int>
      switch method {
      case "SetCaretOffset": range = first..<first
      case "AddSelection": range = min(first, second)..<max(first, second)
      case "SetSelection":
        let third = Int(openuikit_variant_child_integer(parameters, 2))
        guard first == 0 else { return Self.boolean(false) }
        range = min(second, third)..<max(second, third)
      default:
        guard first == 0, let caret = text.caret else { return Self.boolean(false) }
        let offset = units.characterOffset(utf16: caret)
        range = offset..<offset
      }
      handlers.request(node.id, .selectText(units.utf16Range(characters: range)))
      return Self.boolean(true)
    default:
      return nil
    }
  }

  func editableTextCall(
    _ method: String, node: AccessibilityNode, text: AccessibilityNode.TextContent,
    parameters: OpaquePointer?
  ) -> OpaquePointer? {
    let units = AccessibilityTextUnits(text.string)
    let first = Int(openuikit_variant_child_integer(parameters, 0))
    let second = Int(openuikit_variant_child_integer(parameters, 1))
    let range = units.utf16Range(characters: min(first, second)..<max(first, second))
    let request: AccessibilityRequest
    switch method {
    case "SetTextContents":
      guard let contents = Self.string(parameters, 0) else { return Self.boolean(false) }
      request = .replaceText(0..<text.string.utf16.count, with: contents)
    case "InsertText":
      guard var inserted = Self.string(parameters, 1) else { return Self.boolean(false) }
      let length = Int(openuikit_variant_child_integer(parameters, 2))
      if length >= 0, length < inserted.utf8.count {
        // `length` counts bytes: keep the whole characters that fit.
        var kept = String.UnicodeScalarView()
        var bytes = 0
        for scalar in inserted.unicodeScalars {
          bytes += UTF8.width(scalar)
          guard bytes <= length else { break }
          kept.append(scalar)
        }
        inserted = String(kept)
      }
      let offset = units.utf16Offset(character: first)
      request = .replaceText(offset..<offset, with: inserted)
    case "DeleteText": request = .replaceText(range, with: "")
    case "CutText": request = .cutText(range)
    case "CopyText": request = .copyText(range)
    case "PasteText": request = .pasteText(at: units.utf16Offset(character: first))
    default: return nil
    }
    let done = node.states.contains(.editable) || request == .copyText(range)
    if done { handlers.request(node.id, request) }
    return method == "CopyText" ? openuikit_variant_unit() : Self.boolean(done)
  }

  /// A text-changed, caret-moved or selection-changed event for a node whose text changed.
  func emitTextEvents(
    for change: AccessibilityTree.Change, tree: AccessibilityTree, previous: AccessibilityTree
  ) {
    switch change {
    case .text(let id):
      let old = Array((previous.nodes[id]?.text?.string ?? "").unicodeScalars)
      let new = Array((tree.nodes[id]?.text?.string ?? "").unicodeScalars)
      // What differs between the common start and the common end.
      var start = 0
      while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
      var end = 0
      while end < old.count - start, end < new.count - start,
        old[old.count - 1 - end] == new[new.count - 1 - end]
      {
        end += 1
      }
      let deleted = old[start..<(old.count - end)]
      let inserted = new[start..<(new.count - end)]
      if !deleted.isEmpty {
        emit(
          "TextChanged", on: id, detail: "delete", detail1: Int32(clamping: start),
          detail2: Int32(clamping: deleted.count), data: g_variant_new_string(Self.join(deleted)))
      }
      if !inserted.isEmpty {
        emit(
          "TextChanged", on: id, detail: "insert", detail1: Int32(clamping: start),
          detail2: Int32(clamping: inserted.count),
          data: g_variant_new_string(Self.join(inserted)))
      }
    case .textSelection(let id):
      guard let text = tree.nodes[id]?.text else { return }
      let units = AccessibilityTextUnits(text.string)
      let before = previous.nodes[id]?.text
      if let caret = text.caret, caret != before?.caret {
        emit(
          "TextCaretMoved", on: id, detail1: Int32(clamping: units.characterOffset(utf16: caret)))
      }
      if text.selection != before?.selection,
        text.selection?.isEmpty == false || before?.selection?.isEmpty == false
      {
        emit("TextSelectionChanged", on: id)
      }
    default:
      return
    }
  }

  /// The unit and edge of a `Text` boundary type (`ATSPI_TEXT_BOUNDARY_*`).
  private static func boundary(_ type: Int) -> (
    AccessibilityTextUnits.Unit, AccessibilityTextUnits.Edge
  )? {
    switch type {
    case 0: (.character, .start)
    case 1: (.word, .start)
    case 2: (.word, .end)
    case 3: (.sentence, .start)
    case 4: (.sentence, .end)
    case 5: (.line, .start)
    case 6: (.line, .end)
    default: nil
    }
  }

  private static func textRange(_ string: String, _ range: Range<Int>) -> OpaquePointer {
    openuikit_atspi_text_range(
      string, Int32(clamping: range.lowerBound), Int32(clamping: range.upperBound))
  }

  static func boolean(_ value: Bool) -> OpaquePointer {
    openuikit_variant_tuple1(g_variant_new_boolean(value ? 1 : 0))
  }

  /// The string argument at `index`.
  private static func string(_ parameters: OpaquePointer?, _ index: Int) -> String? {
    guard let copy = openuikit_variant_child_string_dup(parameters, gsize(index)) else {
      return nil
    }
    defer { g_free(copy) }
    return String(cString: copy)
  }

  private static func join(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }
}
