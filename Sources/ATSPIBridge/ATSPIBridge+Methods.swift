import AccessibilityTree
import CGio
import Foundation

extension ATSPIBridge {
  /// The one dispatch table: every interface's methods and properties, on the bridge's thread.
  nonisolated(unsafe) static let interfaceVTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
    let table = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
    table.initialize(to: GDBusInterfaceVTable())
    table.pointee.method_call = { _, _, path, interface, method, parameters, invocation, userData in
      guard let userData, let invocation, let interface, let method else { return }
      let bridge = Unmanaged<ATSPIBridge>.fromOpaque(userData).takeUnretainedValue()
      bridge.call(
        String(cString: method), of: String(cString: interface), at: nodeID(path: path),
        parameters: parameters, invocation: invocation)
    }
    table.pointee.get_property = { _, _, path, interface, property, _, userData in
      guard let userData, let interface, let property else { return nil }
      let bridge = Unmanaged<ATSPIBridge>.fromOpaque(userData).takeUnretainedValue()
      return bridge.property(
        String(cString: property), of: String(cString: interface), at: nodeID(path: path))
    }
    table.pointee.set_property = { _, _, path, interface, property, value, _, userData in
      guard let userData, let interface, let property, let value else { return 0 }
      let bridge = Unmanaged<ATSPIBridge>.fromOpaque(userData).takeUnretainedValue()
      return bridge.setProperty(
        String(cString: property), of: String(cString: interface), at: nodeID(path: path),
        to: value) ? 1 : 0
    }
    return table
  }()

  /// Waits for the tree the first time a client calls (bounded by ``firstTreeTimeout``).
  func ensureTree() {
    let request = shared.withLock { shared -> Bool? in
      if shared.hasTree { return nil }
      defer { shared.hasRequestedTree = true }
      return !shared.hasRequestedTree
    }
    guard let request else { return }
    if request { handlers.startListening() }
    _ = firstTree.wait(timeout: .now() + Self.firstTreeTimeout)
  }

  /// The node at `id` and the tree, read under the lock.
  private func node(_ id: AccessibilityNodeID?) -> (AccessibilityNode, AccessibilityTree)? {
    guard let id else { return nil }
    return shared.withLock { shared in shared.tree.nodes[id].map { ($0, shared.tree) } }
  }

  func reference(_ id: AccessibilityNodeID?) -> OpaquePointer {
    guard let id else { return openuikit_atspi_reference(Reference.null.bus, Reference.null.path) }
    return openuikit_atspi_reference(busName, Self.path(of: id))
  }

  // MARK: Methods

  func call(
    _ method: String, of interface: String, at id: AccessibilityNodeID?,
    parameters: OpaquePointer?, invocation: OpaquePointer
  ) {
    ensureTree()
    guard let id, let (node, tree) = node(id) else {
      g_dbus_method_invocation_return_dbus_error(
        invocation, "org.freedesktop.DBus.Error.UnknownObject", "the object is gone")
      return
    }
    let reply: OpaquePointer?
    switch interface {
    case ATSPIInterfaces.accessible:
      reply = accessibleCall(method, node: node, tree: tree, parameters: parameters)
    case ATSPIInterfaces.component:
      reply = componentCall(method, node: node, tree: tree, parameters: parameters)
    case ATSPIInterfaces.action:
      reply = actionCall(method, node: node, parameters: parameters)
    case ATSPIInterfaces.text:
      reply = node.text.flatMap { textCall(method, node: node, text: $0, parameters: parameters) }
    case ATSPIInterfaces.editableText:
      reply = node.text.flatMap {
        editableTextCall(method, node: node, text: $0, parameters: parameters)
      }
    case ATSPIInterfaces.table:
      reply = node.table.flatMap {
        tableCall(method, node: node, table: $0, tree: tree, parameters: parameters)
      }
    case ATSPIInterfaces.selection:
      reply = node.table.flatMap {
        selectionCall(method, node: node, table: $0, tree: tree, parameters: parameters)
      }
    case ATSPIInterfaces.application:
      reply =
        method == "GetLocale" ? openuikit_variant_tuple1(g_variant_new_string(Self.locale)) : nil
    default:
      reply = nil
    }
    if let reply {
      g_dbus_method_invocation_return_value(invocation, reply)
    } else {
      g_dbus_method_invocation_return_dbus_error(
        invocation, "org.freedesktop.DBus.Error.UnknownMethod", "\(interface).\(method)")
    }
  }

  private func accessibleCall(
    _ method: String, node: AccessibilityNode, tree: AccessibilityTree, parameters: OpaquePointer?
  ) -> OpaquePointer? {
    switch method {
    case "GetChildAtIndex":
      let index = Int(openuikit_variant_child_integer(parameters, 0))
      let child = node.children.indices.contains(index) ? node.children[index] : nil
      return openuikit_variant_tuple1(reference(child))
    case "GetChildren":
      let builder = openuikit_builder_new("a(so)")
      defer { g_variant_builder_unref(builder) }
      for child in node.children { g_variant_builder_add_value(builder, reference(child)) }
      return openuikit_variant_tuple1(g_variant_builder_end(builder))
    case "GetIndexInParent":
      return openuikit_variant_tuple1(
        g_variant_new_int32(Int32(tree.indexInParent(of: node.id) ?? -1)))
    case "GetRelationSet":
      return openuikit_variant_tuple1(openuikit_atspi_no_relations())
    case "GetRole":
      return openuikit_variant_tuple1(g_variant_new_uint32(ATSPIMapping.role(node.role)))
    case "GetRoleName", "GetLocalizedRoleName":
      return openuikit_variant_tuple1(g_variant_new_string(ATSPIMapping.roleName(node.role)))
    case "GetState":
      let (low, high) = ATSPIMapping.stateWords(ATSPIMapping.states(node.states, role: node.role))
      return openuikit_variant_tuple1(openuikit_atspi_states(low, high))
    case "GetAttributes":
      let builder = openuikit_builder_new("a{ss}")
      defer { g_variant_builder_unref(builder) }
      openuikit_builder_add_string_pair(builder, "toolkit", "OpenUIKit")
      if !node.identifier.isEmpty {
        openuikit_builder_add_string_pair(builder, "id", node.identifier)
      }
      if !node.language.isEmpty {
        openuikit_builder_add_string_pair(builder, "language", node.language)
      }
      for (state, name) in [
        (AccessibilityStates.playsSound, "plays-sound"),
        (.startsMediaSession, "starts-media-session"),
        (.allowsDirectInteraction, "direct-interaction"), (.causesPageTurn, "causes-page-turn"),
        (.summaryElement, "summary"), (.supportsZoom, "supports-zoom"),
      ] where node.states.contains(state) {
        openuikit_builder_add_string_pair(builder, name, "true")
      }
      return openuikit_variant_tuple1(g_variant_builder_end(builder))
    case "GetApplication":
      return openuikit_variant_tuple1(reference(.application))
    case "GetInterfaces":
      let builder = openuikit_builder_new("as")
      defer { g_variant_builder_unref(builder) }
      for name in interfaceNames(of: node.id) {
        g_variant_builder_add_value(builder, g_variant_new_string(name))
      }
      return openuikit_variant_tuple1(g_variant_builder_end(builder))
    default:
      return nil
    }
  }

  private func actionCall(_ method: String, node: AccessibilityNode, parameters: OpaquePointer?)
    -> OpaquePointer?
  {
    let index = Int(openuikit_variant_child_integer(parameters, 0))
    let action = node.actions.indices.contains(index) ? node.actions[index] : nil
    switch method {
    case "GetName", "GetLocalizedName", "GetDescription":
      return openuikit_variant_tuple1(g_variant_new_string(action?.name ?? ""))
    case "GetKeyBinding":
      return openuikit_variant_tuple1(g_variant_new_string(""))
    case "GetActions":
      let builder = openuikit_builder_new("a(sss)")
      defer { g_variant_builder_unref(builder) }
      for action in node.actions {
        openuikit_builder_add_action(builder, action.name, action.name, "")
      }
      return openuikit_variant_tuple1(g_variant_builder_end(builder))
    case "DoAction":
      guard let action else { return openuikit_variant_tuple1(g_variant_new_boolean(0)) }
      handlers.perform(node.id, action)
      return openuikit_variant_tuple1(g_variant_new_boolean(1))
    default:
      return nil
    }
  }

  /// The process's locale as AT-SPI spells it (`en_US`).
  static var locale: String {
    let identifier = Locale.current.identifier
    return identifier.isEmpty ? "C" : identifier
  }
}
