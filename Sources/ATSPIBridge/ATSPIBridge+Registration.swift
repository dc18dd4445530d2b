import AccessibilityTree
import CGio
import Foundation

extension ATSPIBridge {
  /// Starts the bridge's thread: it registers the objects under `/org/a11y/atspi/accessible`
  /// with `context` as its thread's default (so that GDBus calls the handlers there), embeds the
  /// application in the registry's desktop, then runs the loop until ``close()``.
  func start() throws(BridgeError) {
    let ready = DispatchSemaphore(value: 0)
    let failure = ResultBox()
    let thread = Thread { [self] in
      let context = g_main_loop_get_context(loop)
      g_main_context_push_thread_default(context)
      defer { g_main_context_pop_thread_default(context) }
      var error: UnsafeMutablePointer<GError>?
      let registration = g_dbus_connection_register_subtree(
        connection, Self.pathPrefix, Self.subtreeVTable,
        G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES,
        Unmanaged.passUnretained(self).toOpaque(), nil, &error)
      if registration == 0 {
        failure.message = Self.consume(error)
        ready.signal()
        return
      }
      ready.signal()
      embed()
      g_main_loop_run(loop)
      g_dbus_connection_unregister_subtree(connection, registration)
    }
    thread.name = "AT-SPI bridge"
    thread.start()
    ready.wait()
    if let message = failure.message { throw BridgeError(description: message) }
  }

  /// Registers the application with the registry (`Socket.Embed`).
  ///
  /// The registry answers with the desktop, the application's parent. Without a registry, the parent stays null.
  private func embed() {
    var error: UnsafeMutablePointer<GError>?
    let arguments = openuikit_variant_tuple1(
      openuikit_atspi_reference(busName, Self.rootPath))
    guard
      let reply = g_dbus_connection_call_sync(
        connection, "org.a11y.atspi.Registry", Self.rootPath, "org.a11y.atspi.Socket", "Embed",
        arguments, nil, G_DBUS_CALL_FLAGS_NONE, 1000, nil, &error)
    else {
      _ = Self.consume(error)
      return
    }
    defer { g_variant_unref(reply) }
    let desktop = g_variant_get_child_value(reply, 0)
    defer { g_variant_unref(desktop) }
    guard let desktop, g_variant_n_children(desktop) == 2 else { return }
    let bus = g_variant_get_child_value(desktop, 0)
    let path = g_variant_get_child_value(desktop, 1)
    defer {
      g_variant_unref(bus)
      g_variant_unref(path)
    }
    let reference = Reference(
      bus: g_variant_get_string(bus, nil).map { String(cString: $0) } ?? "",
      path: g_variant_get_string(path, nil).map { String(cString: $0) } ?? Reference.null.path)
    shared.withLock { $0.desktop = reference }
  }

  /// Where the thread reports a failure to start.
  final class ResultBox: @unchecked Sendable {
    // Written by the thread before it signals, read by the caller after it waits.
    var message: String?
  }

  /// The node a path names: `root` is the application, a number any other node.
  static func nodeID(path: UnsafePointer<CChar>?) -> AccessibilityNodeID? {
    guard let path else { return nil }
    let string = String(cString: path)
    guard string.hasPrefix(pathPrefix + "/") else { return nil }
    let last = string.dropFirst(pathPrefix.count + 1)
    if last == "root" { return .application }
    return UInt64(last).map(AccessibilityNodeID.init)
  }

  /// The path of a node.
  static func path(of id: AccessibilityNodeID) -> String {
    id == .application ? rootPath : "\(pathPrefix)/\(id.rawValue)"
  }

  /// The subtree's callbacks: no enumeration (nodes come and go), every interface of a node on
  /// introspection, and one dispatch table for all.
  nonisolated(unsafe) static let subtreeVTable: UnsafeMutablePointer<GDBusSubtreeVTable> = {
    let table = UnsafeMutablePointer<GDBusSubtreeVTable>.allocate(capacity: 1)
    table.initialize(to: GDBusSubtreeVTable())
    table.pointee.enumerate = { _, _, _, _ in openuikit_empty_strv() }
    table.pointee.introspect = { _, _, _, node, userData in
      guard let userData else { return nil }
      let bridge = Unmanaged<ATSPIBridge>.fromOpaque(userData).takeUnretainedValue()
      let id = node.flatMap { node in
        String(cString: node) == "root"
          ? .application : UInt64(String(cString: node)).map(AccessibilityNodeID.init)
      }
      return bridge.interfaceInfos(for: id)
    }
    table.pointee.dispatch = { _, _, path, interface, _, outUserData, userData in
      outUserData?.pointee = userData
      return UnsafePointer(ATSPIBridge.interfaceVTable)
    }
    return table
  }()

  /// The introspection of a node's interfaces (a vector GDBus frees).
  func interfaceInfos(for id: AccessibilityNodeID?)
    -> UnsafeMutablePointer<UnsafeMutablePointer<GDBusInterfaceInfo>?>?
  {
    guard let id else { return openuikit_interface_infos(nil, 0) }
    let names = interfaceNames(of: id)
    var infos: [UnsafeMutablePointer<GDBusInterfaceInfo>?] = names.map {
      g_dbus_node_info_lookup_interface(interfaces, $0)
    }
    infos.removeAll { $0 == nil }
    return infos.withUnsafeMutableBufferPointer {
      openuikit_interface_infos($0.baseAddress, gsize($0.count))
    }
  }

  /// The interfaces a node implements.
  func interfaceNames(of id: AccessibilityNodeID) -> [String] {
    if id == .application { return [ATSPIInterfaces.accessible, ATSPIInterfaces.application] }
    guard let node = shared.withLock({ $0.tree.nodes[id] }) else {
      return [ATSPIInterfaces.accessible, ATSPIInterfaces.component]
    }
    var names = [ATSPIInterfaces.accessible, ATSPIInterfaces.component]
    if !node.actions.isEmpty { names.append(ATSPIInterfaces.action) }
    if node.numericValue != nil { names.append(ATSPIInterfaces.value) }
    if node.text != nil {
      names.append(ATSPIInterfaces.text)
      if node.states.contains(.editable) { names.append(ATSPIInterfaces.editableText) }
    }
    if node.table != nil {
      names.append(contentsOf: [ATSPIInterfaces.table, ATSPIInterfaces.selection])
    }
    return names
  }
}
