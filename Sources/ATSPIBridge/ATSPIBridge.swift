import AccessibilityTree
import CGio
import Foundation
import Synchronization

/// Speaks AT-SPI over D-Bus for one process's accessibility tree, as GTK 4 does (no ATK): it
/// registers the application with the accessibility bus's registry, answers the `Accessible`,
/// `Application`, `Component`, `Action`, `Value`, `Text`, `EditableText`, `Table` and `Selection`
/// interfaces of the nodes that have them, and emits AT-SPI events for what each update changes.
///
/// Pushed, not pulled: the host hands it each ``AccessibilityTreeUpdate`` on the main thread; it
/// keeps its own copy of the tree behind a lock, and answers clients from that copy on its own
/// thread (a GLib main loop), so a busy main thread never stalls a screen reader and a screen
/// reader never blocks the main thread. What clients ask the app to do (press, adjust, focus,
/// set a value, edit text, select rows) goes back through ``Handlers`` for the host to run on the main thread.
///
/// Dormant until a client first calls one of its objects: ``Handlers/startListening`` then asks
/// the host to build the tree, and the call waits (at most ``firstTreeTimeout``) for it.
public final class ATSPIBridge: Sendable {
  /// What the bridge asks of the host, from its own thread.
  public struct Handlers: Sendable {
    /// A client called for the first time: build the tree and start pushing updates.
    public var startListening: @Sendable () -> Void
    /// Perform an action on a node.
    public var perform: @Sendable (AccessibilityNodeID, AccessibilityAction) -> Void
    /// Set a node's numeric value (`Value.CurrentValue`).
    public var setValue: @Sendable (AccessibilityNodeID, Double) -> Void
    /// Edit a node's text or selection (`Text`, `EditableText`, `Table`, `Selection`).
    public var request: @Sendable (AccessibilityNodeID, AccessibilityRequest) -> Void

    /// Creates handlers.
    public init(
      startListening: @escaping @Sendable () -> Void,
      perform: @escaping @Sendable (AccessibilityNodeID, AccessibilityAction) -> Void,
      setValue: @escaping @Sendable (AccessibilityNodeID, Double) -> Void,
      request: @escaping @Sendable (AccessibilityNodeID, AccessibilityRequest) -> Void
    ) {
      self.startListening = startListening
      self.perform = perform
      self.setValue = setValue
      self.request = request
    }
  }

  /// Why the bridge could not start.
  public struct BridgeError: Error, CustomStringConvertible {
    /// What failed.
    public let description: String
  }

  /// What the bridge's thread and the main thread share.
  struct Shared {
    var tree = AccessibilityTree()
    /// The registry's desktop: the application's parent.
    var desktop = Reference.null
    /// `Application.Id`, given by the registry.
    var applicationID: Int32 = 0
    var hasRequestedTree = false
    var hasTree = false
    /// Where the window's top-left pixel is on the screen, and pixels per point.
    var screenOrigin = (x: 0.0, y: 0.0)
    var scale = 1.0
  }

  /// An AT-SPI object reference.
  struct Reference: Equatable, Sendable {
    var bus: String
    var path: String
    static let null = Reference(bus: "", path: "/org/a11y/atspi/null")
  }

  /// How long a first call waits for the host to build the tree.
  public static let firstTreeTimeout: TimeInterval = 2

  static let pathPrefix = "/org/a11y/atspi/accessible"
  static let rootPath = pathPrefix + "/root"

  nonisolated(unsafe) let connection: OpaquePointer
  let busName: String
  let shared = Mutex(Shared())
  let handlers: Handlers
  let firstTree = DispatchSemaphore(value: 0)
  nonisolated(unsafe) let loop: OpaquePointer
  nonisolated(unsafe) let interfaces: UnsafeMutablePointer<GDBusNodeInfo>

  /// Connects to the accessibility bus at `address`, registers the application with its
  /// registry and starts answering on a thread of its own.
  ///
  /// - Throws: ``BridgeError`` when the bus cannot be reached or the objects not registered. A
  ///   registry that does not answer is not an error (the bridge still answers direct calls).
  public init(busAddress: String, handlers: Handlers) throws(BridgeError) {
    self.handlers = handlers
    var error: UnsafeMutablePointer<GError>?
    guard let info = g_dbus_node_info_new_for_xml(ATSPIInterfaces.xml, &error) else {
      throw BridgeError(description: Self.consume(error))
    }
    interfaces = info
    let flags = GDBusConnectionFlags(
      rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
    guard
      let connection = g_dbus_connection_new_for_address_sync(busAddress, flags, nil, nil, &error)
    else {
      g_dbus_node_info_unref(info)
      throw BridgeError(description: Self.consume(error))
    }
    self.connection = connection
    busName = g_dbus_connection_get_unique_name(connection).map { String(cString: $0) } ?? ""
    let context = g_main_context_new()
    loop = g_main_loop_new(context, 0)
    g_main_context_unref(context)
    try start()
  }

  deinit {
    g_main_loop_quit(loop)
    g_dbus_connection_close_sync(connection, nil, nil)
    g_object_unref(UnsafeMutableRawPointer(connection))
    g_dbus_node_info_unref(interfaces)
  }

  /// Stops answering: the loop ends and the objects go with the connection.
  public func close() {
    g_main_loop_quit(loop)
  }

  /// The address of the session's accessibility bus: `AT_SPI_BUS_ADDRESS` when set, else what
  /// `org.a11y.Bus.GetAddress` on the session bus answers.
  public static func accessibilityBusAddress(
    sessionBus: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
    timeout: Int32 = 1000
  ) throws(BridgeError) -> String {
    if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
    guard let sessionBus, !sessionBus.isEmpty else {
      throw BridgeError(description: "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
    }
    var error: UnsafeMutablePointer<GError>?
    let flags = GDBusConnectionFlags(
      rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
    guard let session = g_dbus_connection_new_for_address_sync(sessionBus, flags, nil, nil, &error)
    else { throw BridgeError(description: consume(error)) }
    defer {
      g_dbus_connection_close_sync(session, nil, nil)
      g_object_unref(UnsafeMutableRawPointer(session))
    }
    guard
      let reply = g_dbus_connection_call_sync(
        session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, nil,
        G_DBUS_CALL_FLAGS_NONE, timeout, nil, &error)
    else { throw BridgeError(description: "org.a11y.Bus.GetAddress: " + consume(error)) }
    defer { g_variant_unref(reply) }
    let child = g_variant_get_child_value(reply, 0)
    defer { g_variant_unref(child) }
    guard let address = g_variant_get_string(child, nil).map({ String(cString: $0) }),
      !address.isEmpty
    else { throw BridgeError(description: "org.a11y.Bus.GetAddress answered no address") }
    return address
  }

  /// Tells the bridge where the window is on the screen (in pixels) and its pixels per point,
  /// for `Component`'s screen coordinates.
  public func setScreenGeometry(originX: Double, originY: Double, scale: Double) {
    shared.withLock {
      $0.screenOrigin = (originX, originY)
      $0.scale = scale.isFinite && scale > 0 ? scale : 1
    }
  }

  /// Takes an update of the tree (on the host's main thread) and emits the events it implies.
  public func apply(_ update: AccessibilityTreeUpdate) {
    let (changes, previous, isFirst) = shared.withLock {
      shared -> ([AccessibilityTree.Change], AccessibilityTree, Bool) in
      let previous = shared.tree
      let isFirst = !shared.hasTree
      let changes = shared.tree.apply(update)
      shared.hasTree = true
      return (changes, previous, isFirst)
    }
    if isFirst { firstTree.signal() }
    // The first update is the whole tree, which clients read by calls; only later ones are news.
    guard !isFirst else { return }
    emitEvents(for: changes, events: update.events, previous: previous)
  }

  /// GLib's message, and frees the error.
  static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
  }
}
