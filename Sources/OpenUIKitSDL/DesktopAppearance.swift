import CGio
import Foundation
import OpenUIKit

/// The desktop's light or dark preference, read from the XDG desktop portal and followed live.
///
/// On a private connection to the session bus it reads `org.freedesktop.appearance` /
/// `color-scheme` through `org.freedesktop.portal.Settings` (`ReadOne`, or `Read` on portals
/// older than version 2), having asked the bus for `SettingChanged` first, so no change is lost
/// in between. The host gives ``style`` to its screens, which every window follows through the
/// trait system; a window's `overrideUserInterfaceStyle` still wins.
///
/// Changes arrive on GDBus's worker thread: a connection filter puts the value in an inbox and
/// wakes the main queue (so a sleeping host wakes); ``dispatchPendingChanges()``, called in each
/// host turn, takes them on the main actor. No GLib main context is involved.
@MainActor
final class DesktopAppearance {
  /// The portal's `color-scheme` values.
  enum ColorScheme: UInt32 {
    /// No preference: light, UIKit's default.
    case noPreference = 0
    /// The desktop prefers dark.
    case prefersDark = 1
    /// The desktop prefers light.
    case prefersLight = 2

    /// The screen style the scheme asks for.
    var style: UIUserInterfaceStyle { self == .prefersDark ? .dark : .light }
  }

  /// A session bus that cannot be reached.
  struct BusError: Error, CustomStringConvertible {
    /// GLib's message.
    let description: String
  }

  nonisolated static let portalName = "org.freedesktop.portal.Desktop"
  nonisolated static let portalPath = "/org/freedesktop/portal/desktop"
  nonisolated static let settingsInterface = "org.freedesktop.portal.Settings"
  nonisolated static let appearanceNamespace = "org.freedesktop.appearance"
  nonisolated static let colorSchemeKey = "color-scheme"

  /// The last scheme the portal reported; `nil` before the first (no portal, or no such setting).
  private(set) var colorScheme: ColorScheme?
  /// Why the first read failed, when it did (no portal on the bus, an old portal without the key).
  private(set) var readError: String?

  private let connection: OpaquePointer
  private let inbox: Inbox
  private var filter: guint = 0

  /// Values received on GDBus's worker thread, waiting for the main actor.
  private final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [UInt32] = []
    /// Wakes the main run loop once a value is in.
    let wake: @Sendable () -> Void

    init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

    func put(_ value: UInt32) {
      lock.withLock { values.append(value) }
      wake()
    }

    func take() -> [UInt32] {
      lock.withLock {
        defer { values.removeAll() }
        return values
      }
    }
  }

  /// The session bus's address, or `nil` when there is none.
  ///
  /// `DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus` when that socket exists. Never X11
  /// autolaunch, which would start a bus daemon.
  static func sessionBusAddress(in environment: [String: String]) -> String? {
    if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
    guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
    let socket = runtime + "/bus"
    return FileManager.default.fileExists(atPath: socket) ? "unix:path=" + socket : nil
  }

  /// Connects to the bus at `busAddress`, subscribes to the portal's changes, and reads the
  /// current scheme when the portal answers within `timeout` milliseconds.
  ///
  /// - Parameter wake: called on GDBus's thread when a change has come in; by default it queues
  ///   an empty block on the main queue, which wakes a host sleeping in the main run loop.
  /// - Throws: ``BusError`` when the bus cannot be reached. A bus without a portal is not an
  ///   error: ``colorScheme`` stays `nil`, and later changes are still followed.
  init(
    busAddress: String, timeout: Int32 = 500,
    wake: @escaping @Sendable () -> Void = { DispatchQueue.main.async {} }
  ) throws(BusError) {
    inbox = Inbox(wake: wake)
    var error: UnsafeMutablePointer<GError>?
    let flags = GDBusConnectionFlags(
      rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
    guard
      let connection = g_dbus_connection_new_for_address_sync(busAddress, flags, nil, nil, &error)
    else { throw BusError(description: Self.consume(error)) }
    self.connection = connection
    // The filter owns a reference to the inbox, released by GDBus once the filter can no longer
    // run (it runs on another thread, so removing it does not mean it has stopped).
    filter = g_dbus_connection_add_filter(
      connection, Self.settingChanged, Unmanaged.passRetained(inbox).toOpaque(),
      { $0.map { Unmanaged<Inbox>.fromOpaque($0).release() } })
    do throws(CallError) {
      let rule =
        "type='signal',sender='\(Self.portalName)',interface='\(Self.settingsInterface)',"
        + "member='SettingChanged',path='\(Self.portalPath)',arg0='\(Self.appearanceNamespace)'"
      g_variant_unref(
        try call(
          "AddMatch", on: "org.freedesktop.DBus", at: "/org/freedesktop/DBus",
          interface: "org.freedesktop.DBus", arguments: openuikit_variant_new_string(rule),
          timeout: timeout))
    } catch {
      throw BusError(description: "AddMatch: " + error.message)
    }
    readCurrentScheme(timeout: timeout)
  }

  isolated deinit {
    g_dbus_connection_remove_filter(connection, filter)
    g_dbus_connection_close_sync(connection, nil, nil)
    g_object_unref(UnsafeMutableRawPointer(connection))
  }

  /// The style the desktop asks for; `nil` before the portal has told.
  var style: UIUserInterfaceStyle? { colorScheme?.style }

  /// Takes the changes that came in since the last call; whether ``style`` changed.
  func dispatchPendingChanges() -> Bool {
    let before = style
    for value in inbox.take() { apply(value) }
    return style != before
  }

  /// Takes a `color-scheme` value; unknown values count as no preference, as the portal's
  /// specification asks.
  private func apply(_ value: UInt32) {
    colorScheme = ColorScheme(rawValue: value) ?? .noPreference
  }

  private func readCurrentScheme(timeout: Int32) {
    var value: UInt32 = 0
    do throws(CallError) {
      let reply: OpaquePointer
      do throws(CallError) {
        reply = try readSetting("ReadOne", timeout: timeout)
      } catch  where error.name == "org.freedesktop.DBus.Error.UnknownMethod" {
        reply = try readSetting("Read", timeout: timeout)  // portal version 1
      }
      defer { g_variant_unref(reply) }
      guard let body = g_variant_get_child_value(reply, 0) else { return }
      defer { g_variant_unref(body) }
      guard openuikit_variant_get_uint32(body, &value) != 0 else {
        readError = "color-scheme is not a uint32"
        return
      }
      apply(value)
    } catch {
      readError = error.message
    }
  }

  /// A D-Bus error: its name, when the remote end sent one, and GLib's message.
  private struct CallError: Error {
    let name: String?
    let message: String
  }

  private func readSetting(_ method: String, timeout: Int32) throws(CallError) -> OpaquePointer {
    try call(
      method, on: Self.portalName, at: Self.portalPath, interface: Self.settingsInterface,
      arguments: openuikit_variant_new_string_pair(Self.appearanceNamespace, Self.colorSchemeKey),
      timeout: timeout)
  }

  /// Calls a method, waiting at most `timeout` ms, and returns the reply.
  ///
  /// `arguments` is a floating reference the call takes.
  private func call(
    _ method: String, on destination: String, at path: String, interface: String,
    arguments: OpaquePointer?, timeout: Int32
  ) throws(CallError) -> OpaquePointer {
    var error: UnsafeMutablePointer<GError>?
    guard
      let reply = g_dbus_connection_call_sync(
        connection, destination, path, interface, method, arguments, nil, G_DBUS_CALL_FLAGS_NONE,
        timeout, nil, &error)
    else {
      let name = error.flatMap { g_dbus_error_get_remote_error($0) }.map { remote in
        defer { g_free(remote) }
        return String(cString: remote)
      }
      throw CallError(name: name, message: Self.consume(error))
    }
    return reply
  }

  /// GLib's message, and frees the error.
  private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
  }

  /// Sees every message the connection receives, on GDBus's worker thread.
  ///
  /// A `SettingChanged` of the color scheme goes to the inbox. Returns the message untouched for
  /// GDBus's own handling.
  private nonisolated static let settingChanged: GDBusMessageFilterFunction = {
    _, message, incoming, userData in
    guard incoming != 0, let message, let userData,
      g_dbus_message_get_message_type(message) == G_DBUS_MESSAGE_TYPE_SIGNAL,
      let member = g_dbus_message_get_member(message), String(cString: member) == "SettingChanged",
      let interface = g_dbus_message_get_interface(message),
      String(cString: interface) == settingsInterface,
      let body = g_dbus_message_get_body(message)
    else { return message }
    var namespace: UnsafePointer<CChar>?
    var key: UnsafePointer<CChar>?
    var value: OpaquePointer?
    guard openuikit_variant_get_setting(body, &namespace, &key, &value) != 0, let value else {
      return message
    }
    defer { g_variant_unref(value) }
    var raw: UInt32 = 0
    if let namespace, let key, String(cString: namespace) == appearanceNamespace,
      String(cString: key) == colorSchemeKey, openuikit_variant_get_uint32(value, &raw) != 0
    {
      Unmanaged<Inbox>.fromOpaque(userData).takeUnretainedValue().put(raw)
    }
    return message
  }
}
