import AccessibilityTree
import CGio
import Foundation

extension ATSPIBridge {
  /// A property's value (a floating reference GDBus takes), or `nil` for an unknown one.
  func property(_ name: String, of interface: String, at id: AccessibilityNodeID?)
    -> OpaquePointer?
  {
    if interface != ATSPIInterfaces.application { ensureTree() }
    let (node, tree, shared) = self.shared.withLock { shared in
      (id.flatMap { shared.tree.nodes[$0] }, shared.tree, shared)
    }
    switch (interface, name) {
    case (ATSPIInterfaces.application, "ToolkitName"): return g_variant_new_string("OpenUIKit")
    case (ATSPIInterfaces.application, "Version"): return g_variant_new_string("1.0")
    case (ATSPIInterfaces.application, "AtspiVersion"): return g_variant_new_string("2.1")
    case (ATSPIInterfaces.application, "Id"): return g_variant_new_int32(shared.applicationID)
    default: break
    }
    guard let id else { return nil }
    switch (interface, name) {
    case (ATSPIInterfaces.accessible, "Name"): return g_variant_new_string(node?.name ?? "")
    case (ATSPIInterfaces.accessible, "Description"): return g_variant_new_string(node?.hint ?? "")
    case (ATSPIInterfaces.accessible, "HelpText"): return g_variant_new_string("")
    case (ATSPIInterfaces.accessible, "Locale"): return g_variant_new_string(Self.locale)
    case (ATSPIInterfaces.accessible, "AccessibleId"):
      return g_variant_new_string(node?.identifier ?? "")
    case (ATSPIInterfaces.accessible, "ChildCount"):
      return g_variant_new_int32(Int32(clamping: node?.children.count ?? 0))
    case (ATSPIInterfaces.accessible, "Parent"):
      if id == .application {
        return openuikit_atspi_reference(shared.desktop.bus, shared.desktop.path)
      }
      return reference(tree.parent(of: id))
    case (ATSPIInterfaces.action, "NActions"):
      return g_variant_new_int32(Int32(clamping: node?.actions.count ?? 0))
    case (ATSPIInterfaces.value, "MinimumValue"):
      return g_variant_new_double(node?.numericValue?.minimum ?? 0)
    case (ATSPIInterfaces.value, "MaximumValue"):
      return g_variant_new_double(node?.numericValue?.maximum ?? 0)
    case (ATSPIInterfaces.value, "MinimumIncrement"):
      return g_variant_new_double(node?.numericValue?.step ?? 0)
    case (ATSPIInterfaces.value, "CurrentValue"):
      return g_variant_new_double(node?.numericValue?.current ?? 0)
    case (ATSPIInterfaces.value, "Text"): return g_variant_new_string(node?.value ?? "")
    case (ATSPIInterfaces.text, "CharacterCount"):
      return g_variant_new_int32(
        Int32(clamping: node?.text.map { $0.string.unicodeScalars.count } ?? 0))
    case (ATSPIInterfaces.text, "CaretOffset"):
      guard let text = node?.text, let caret = text.caret else { return g_variant_new_int32(-1) }
      return g_variant_new_int32(
        Int32(clamping: AccessibilityTextUnits(text.string).characterOffset(utf16: caret)))
    case (ATSPIInterfaces.table, "NRows"):
      return g_variant_new_int32(Int32(clamping: node?.table?.rowCount ?? 0))
    case (ATSPIInterfaces.table, "NColumns"):
      return g_variant_new_int32(node?.table == nil ? 0 : 1)
    case (ATSPIInterfaces.table, "Caption"), (ATSPIInterfaces.table, "Summary"):
      return reference(nil)
    case (ATSPIInterfaces.table, "NSelectedRows"):
      return g_variant_new_int32(Int32(clamping: node?.table?.selectedRows.count ?? 0))
    case (ATSPIInterfaces.table, "NSelectedColumns"): return g_variant_new_int32(0)
    case (ATSPIInterfaces.selection, "NSelectedChildren"):
      let selected = node?.children.filter { tree.nodes[$0]?.states.contains(.selected) == true }
      return g_variant_new_int32(Int32(clamping: selected?.count ?? 0))
    default: return nil
    }
  }

  /// Sets `Application.Id` (the registry's) or `Value.CurrentValue` (through the host).
  func setProperty(
    _ name: String, of interface: String, at id: AccessibilityNodeID?, to value: OpaquePointer
  ) -> Bool {
    switch (interface, name) {
    case (ATSPIInterfaces.application, "Id"):
      let number = openuikit_variant_is_int32(value) != 0 ? g_variant_get_int32(value) : 0
      shared.withLock { $0.applicationID = number }
      return true
    case (ATSPIInterfaces.value, "CurrentValue"):
      var number = 0.0
      guard let id, openuikit_variant_get_double(value, &number) != 0, number.isFinite else {
        return false
      }
      handlers.setValue(id, number)
      return true
    default:
      return false
    }
  }
}
