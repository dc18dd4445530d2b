import CGio
import Foundation

/// A D-Bus daemon of the test's own, so tests never touch the desktop's session bus.
///
/// Its configuration has no service directories: nothing is ever activated, so "no portal" means
/// no portal even on a desktop that has one installed.
final class PrivateBus {
  let address: String
  private let daemon: Process
  private let directory: URL

  /// Starts `dbus-daemon`; `nil` when it is not installed.
  init?() throws {
    guard
      let executable = ["/usr/bin/dbus-daemon", "/bin/dbus-daemon"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return nil }
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("openuikit-bus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let configuration = directory.appendingPathComponent("bus.conf")
    try """
    <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
     "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
    <busconfig>
      <type>session</type>
      <listen>unix:dir=\(directory.path)</listen>
      <auth>EXTERNAL</auth>
      <policy context="default">
        <allow send_destination="*" eavesdrop="true"/>
        <allow eavesdrop="true"/>
        <allow own="*"/>
      </policy>
    </busconfig>
    """.write(to: configuration, atomically: true, encoding: .utf8)
    daemon = Process()
    daemon.executableURL = URL(fileURLWithPath: executable)
    daemon.arguments = ["--config-file=\(configuration.path)", "--nofork", "--print-address=1"]
    let output = Pipe()
    daemon.standardOutput = output
    daemon.standardError = FileHandle.nullDevice  // "failed to set fd limit" in containers
    try daemon.run()
    // The first line is the address, printed once the daemon listens.
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      line.append(chunk)
    }
    address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else {
      daemon.terminate()
      throw CocoaError(.fileReadUnknown)
    }
  }

  deinit {
    kill(daemon.processIdentifier, SIGKILL)
    daemon.waitUntilExit()
    try? FileManager.default.removeItem(at: directory)
  }
}

/// An `org.freedesktop.portal.Settings` of the test's own on a ``PrivateBus``, serving
/// `org.freedesktop.appearance` / `color-scheme` from a thread and main context of its own.
final class FakePortal: @unchecked Sendable {
  /// Whether it implements `ReadOne` (portal version 2) or only `Read` (version 1).
  let supportsReadOne: Bool
  private let lock = NSLock()
  private var scheme: UInt32
  private var connection: OpaquePointer?
  private var isStopped = false
  private let context: OpaquePointer = g_main_context_new()
  private let ready = DispatchSemaphore(value: 0)
  private var setupError: String?

  /// Serves `scheme` on the bus at `address` once it returns.
  init(address: String, scheme: UInt32, supportsReadOne: Bool = true) throws {
    self.scheme = scheme
    self.supportsReadOne = supportsReadOne
    let thread = Thread { [self] in serve(address: address) }
    thread.start()
    ready.wait()
    if let setupError { throw PortalError(message: setupError) }
  }

  struct PortalError: Error {
    let message: String
  }

  /// Stops serving and leaves the bus.
  func stop() {
    lock.withLock { isStopped = true }
    g_main_context_wakeup(context)
  }

  /// Changes the scheme and emits `SettingChanged(namespace, key, value)`.
  func setColorScheme(
    _ value: UInt32, namespace: String = "org.freedesktop.appearance",
    key: String = "color-scheme"
  ) {
    lock.withLock { scheme = value }
    var children: [OpaquePointer?] = [
      g_variant_new_string(namespace), g_variant_new_string(key),
      g_variant_new_variant(g_variant_new_uint32(value)),
    ]
    let body = g_variant_new_tuple(&children, 3)
    g_dbus_connection_emit_signal(
      lock.withLock { connection }, nil, "/org/freedesktop/portal/desktop",
      "org.freedesktop.portal.Settings", "SettingChanged", body, nil)
    g_dbus_connection_flush_sync(lock.withLock { connection }, nil, nil)
  }

  private func serve(address: String) {
    g_main_context_push_thread_default(context)
    defer { g_main_context_pop_thread_default(context) }
    var error: UnsafeMutablePointer<GError>?
    let flags = GDBusConnectionFlags(
      rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
    guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error),
      let node = g_dbus_node_info_new_for_xml(Self.introspection, &error),
      let interface = node.pointee.interfaces[0]
    else {
      setupError = error.map { String(cString: $0.pointee.message) } ?? "no connection"
      ready.signal()
      return
    }
    lock.withLock { self.connection = connection }
    let vtable = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
    vtable.initialize(to: GDBusInterfaceVTable())
    vtable.pointee.method_call = { _, _, _, _, method, parameters, invocation, userData in
      guard let userData, let method else { return }
      let portal = Unmanaged<FakePortal>.fromOpaque(userData).takeUnretainedValue()
      portal.answer(String(cString: method), parameters: parameters, invocation: invocation)
    }
    let registration = g_dbus_connection_register_object(
      connection, "/org/freedesktop/portal/desktop", interface, vtable,
      Unmanaged.passUnretained(self).toOpaque(), nil, &error)
    // Own the portal's name: DO_NOT_QUEUE (4); the reply 1 is "primary owner".
    var nameArguments: [OpaquePointer?] = [
      g_variant_new_string("org.freedesktop.portal.Desktop"), g_variant_new_uint32(4),
    ]
    let request = g_dbus_connection_call_sync(
      connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
      "RequestName", g_variant_new_tuple(&nameArguments, 2), nil, G_DBUS_CALL_FLAGS_NONE, 2000,
      nil, &error)
    if registration == 0 || request == nil {
      setupError = error.map { String(cString: $0.pointee.message) } ?? "no registration"
    }
    if let request { g_variant_unref(request) }
    ready.signal()
    while !lock.withLock({ isStopped }) { g_main_context_iteration(context, 1) }
    g_dbus_connection_unregister_object(connection, registration)
    g_dbus_connection_close_sync(connection, nil, nil)
    g_object_unref(UnsafeMutableRawPointer(connection))
    g_dbus_node_info_unref(node)
    vtable.deallocate()
  }

  private func answer(_ method: String, parameters: OpaquePointer?, invocation: OpaquePointer?) {
    guard method == "Read" || (method == "ReadOne" && supportsReadOne) else {
      g_dbus_method_invocation_return_dbus_error(
        invocation, "org.freedesktop.DBus.Error.UnknownMethod", "No such method \(method)")
      return
    }
    let namespace = Self.string(at: 0, of: parameters)
    let key = Self.string(at: 1, of: parameters)
    guard namespace == "org.freedesktop.appearance", key == "color-scheme" else {
      g_dbus_method_invocation_return_dbus_error(
        invocation, "org.freedesktop.portal.Error.NotFound", "Requested setting not found")
      return
    }
    // Read wraps the value in one more variant than ReadOne: (v) holding v holding u.
    var value = g_variant_new_variant(g_variant_new_uint32(lock.withLock { scheme }))
    if method == "Read" { value = g_variant_new_variant(value) }
    var children: [OpaquePointer?] = [value]
    g_dbus_method_invocation_return_value(invocation, g_variant_new_tuple(&children, 1))
  }

  private static func string(at index: Int, of tuple: OpaquePointer?) -> String {
    guard let child = g_variant_get_child_value(tuple, gsize(index)) else { return "" }
    defer { g_variant_unref(child) }
    return String(cString: g_variant_get_string(child, nil))
  }

  private static let introspection = """
    <node>
      <interface name="org.freedesktop.portal.Settings">
        <method name="Read">
          <arg type="s" name="namespace" direction="in"/>
          <arg type="s" name="key" direction="in"/>
          <arg type="v" name="value" direction="out"/>
        </method>
        <method name="ReadOne">
          <arg type="s" name="namespace" direction="in"/>
          <arg type="s" name="key" direction="in"/>
          <arg type="v" name="value" direction="out"/>
        </method>
        <signal name="SettingChanged">
          <arg type="s" name="namespace"/>
          <arg type="s" name="key"/>
          <arg type="v" name="value"/>
        </signal>
      </interface>
    </node>
    """
}
