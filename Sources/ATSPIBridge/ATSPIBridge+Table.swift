import AccessibilityTree
import CGio
import Foundation

/// `Table` and `Selection` for a table: one column of rows counted across sections, of which the
/// tree holds the rows on screen (a table reuses its cells). A row off screen has a number and a
/// selection but no object: `GetAccessibleAt` answers the null reference for it.
///
/// Selecting goes back to the app as a user's selection (the delegate's will/did calls).
extension ATSPIBridge {
  func tableCall(
    _ method: String, node: AccessibilityNode, table: AccessibilityNode.TableContent,
    tree: AccessibilityTree, parameters: OpaquePointer?
  ) -> OpaquePointer? {
    let first = Int(openuikit_variant_child_integer(parameters, 0))
    let second = Int(openuikit_variant_child_integer(parameters, 1))
    let isRow = first >= 0 && first < table.rowCount
    let rowChild = { (row: Int) in
      node.children.firstIndex { tree.nodes[$0]?.rowIndex == row }
    }
    switch method {
    case "GetAccessibleAt":
      let child = second == 0 ? rowChild(first).map { node.children[$0] } : nil
      return openuikit_variant_tuple1(reference(child))
    case "GetIndexAt":
      let index = second == 0 ? rowChild(first) ?? -1 : -1
      return openuikit_variant_tuple1(g_variant_new_int32(Int32(clamping: index)))
    case "GetRowAtIndex", "GetColumnAtIndex":
      let row =
        node.children.indices.contains(first)
        ? tree.nodes[node.children[first]]?.rowIndex : nil
      let answer = method == "GetRowAtIndex" ? row ?? -1 : row == nil ? -1 : 0
      return openuikit_variant_tuple1(g_variant_new_int32(Int32(clamping: answer)))
    case "GetRowDescription", "GetColumnDescription":
      return openuikit_variant_tuple1(g_variant_new_string(""))
    case "GetRowExtentAt", "GetColumnExtentAt":
      return openuikit_variant_tuple1(g_variant_new_int32(isRow && second == 0 ? 1 : 0))
    case "GetRowHeader", "GetColumnHeader":
      return openuikit_variant_tuple1(reference(nil))
    case "GetSelectedRows":
      return openuikit_variant_tuple1(Self.integers(table.selectedRows))
    case "GetSelectedColumns":
      return openuikit_variant_tuple1(Self.integers([]))
    case "IsRowSelected":
      return Self.boolean(table.selectedRows.contains(first))
    case "IsSelected":
      return Self.boolean(second == 0 && table.selectedRows.contains(first))
    case "IsColumnSelected", "AddColumnSelection", "RemoveColumnSelection":
      return Self.boolean(false)  // rows are what a table selects
    case "AddRowSelection", "RemoveRowSelection":
      guard isRow else { return Self.boolean(false) }
      let selected = table.selectedRows.contains(first)
      if method == "AddRowSelection" ? !selected : selected {
        handlers.request(
          node.id, method == "AddRowSelection" ? .selectRow(first) : .deselectRow(first))
      }
      return Self.boolean(true)
    case "GetRowColumnExtentsAtIndex":
      guard node.children.indices.contains(first),
        let row = tree.nodes[node.children[first]]?.rowIndex
      else { return openuikit_atspi_cell_extents(0, -1, -1, 0) }
      return openuikit_atspi_cell_extents(
        1, Int32(clamping: row), 0, table.selectedRows.contains(row) ? 1 : 0)
    default:
      return nil
    }
  }

  func selectionCall(
    _ method: String, node: AccessibilityNode, table: AccessibilityNode.TableContent,
    tree: AccessibilityTree, parameters: OpaquePointer?
  ) -> OpaquePointer? {
    let index = Int(openuikit_variant_child_integer(parameters, 0))
    // The selected children among those on screen, in order.
    let selected = node.children.filter { tree.nodes[$0]?.states.contains(.selected) == true }
    let childRow = { (index: Int) -> Int? in
      node.children.indices.contains(index) ? tree.nodes[node.children[index]]?.rowIndex : nil
    }
    switch method {
    case "GetSelectedChild":
      return openuikit_variant_tuple1(
        reference(selected.indices.contains(index) ? selected[index] : nil))
    case "IsChildSelected":
      return Self.boolean(childRow(index).map(table.selectedRows.contains) ?? false)
    case "SelectChild":
      guard let row = childRow(index) else { return Self.boolean(false) }
      if !table.selectedRows.contains(row) { handlers.request(node.id, .selectRow(row)) }
      return Self.boolean(true)
    case "DeselectChild", "DeselectSelectedChild":
      let row =
        method == "DeselectChild"
        ? childRow(index)
        : selected.indices.contains(index) ? tree.nodes[selected[index]]?.rowIndex : nil
      guard let row, table.selectedRows.contains(row) else { return Self.boolean(false) }
      handlers.request(node.id, .deselectRow(row))
      return Self.boolean(true)
    case "ClearSelection":
      if !table.selectedRows.isEmpty { handlers.request(node.id, .clearSelection) }
      return Self.boolean(true)
    case "SelectAll":
      return Self.boolean(false)  // UIKit's tables have no select-all
    default:
      return nil
    }
  }

  /// An `ai`.
  private static func integers(_ values: [Int]) -> OpaquePointer {
    let builder = openuikit_builder_new("ai")
    defer { g_variant_builder_unref(builder) }
    for value in values {
      g_variant_builder_add_value(builder, g_variant_new_int32(Int32(clamping: value)))
    }
    return g_variant_builder_end(builder)
  }
}
