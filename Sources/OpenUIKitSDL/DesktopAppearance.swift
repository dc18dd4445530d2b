import CGio
import Foundation
import OpenUIKit

/// The desktop's light or dark preference, read from the XDG desktop portal and followed live.
///
/// On a private connection to the session bus it reads `org.freedesktop.appearance` /
/// `color-scheme` through `org.freedesktop.portal.Settings` (`ReadOne`, or `Read` on portals
/// older than version 2) and subscribes to `SettingChanged` before reading, so no change is lost
/// in between. The host gives ``style`` to its screens, which every window follows through the
/// trait system; a window's `overrideUserInterfaceStyle` still wins.
///
/// GDBus queues the signal on GLib's default main context; ``dispatchPendingChanges()``, called in
/// each host turn, runs it on the main actor.
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
  private var subscription: guint = 0

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

  /// Connects to the bus at `busAddress`, subscribes to the portal's changes, and applies the
  /// reads the current scheme when the portal answers within `timeout` milliseconds.
  ///
  /// - Throws: ``BusError`` when the bus cannot be reached. A bus without a portal is not an
  ///   error: ``colorScheme`` stays `nil`, and later changes are still followed.
  init(busAddress: String, timeout: Int32 = 500) throws(BusError) {
    var error: UnsafeMutablePointer<GError>?
    let flags = GDBusConnectionFlags(
      rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
    guard
      let connection = g_dbus_connection_new_for_address_sync(busAddress, flags, nil, nil, &error)
    else { throw BusError(description: Self.consume(error)) }
    self.connection = connection
    subscription = g_dbus_connection_signal_subscribe(
      connection, Self.portalName, Self.settingsInterface, "SettingChanged", Self.portalPath,
      Self.appearanceNamespace, G_DBUS_SIGNAL_FLAGS_NONE, Self.settingChanged,
      Unmanaged.passUnretained(self).toOpaque(), nil)
    readCurrentScheme(timeout: timeout)
  }

  isolated deinit {
    g_dbus_connection_signal_unsubscribe(connection, subscription)
    g_dbus_connection_close_sync(connection, nil, nil)
    g_object_unref(UnsafeMutableRawPointer(connection))
  }

  /// The style the desktop asks for; `nil` before the portal has told.
  var style: UIUserInterfaceStyle? { colorScheme?.style }

  /// Runs the changes GDBus has queued since the last call; whether ``style`` changed.
  func dispatchPendingChanges() -> Bool {
    let before = style
    while g_main_context_iteration(nil, 0) != 0 {}
    return style != before
  }

  /// Takes a `color-scheme` value; unknown values count as no preference, as the portal's
  /// specification asks.
  func apply(_ value: UInt32) {
    colorScheme = ColorScheme(rawValue: value) ?? .noPreference
  }

  private func readCurrentScheme(timeout: Int32) {
    var value: UInt32 = 0
    do throws(CallError) {
      let reply: OpaquePointer
      do throws(CallError) {
        reply = try call("ReadOne", timeout: timeout)
      } catch  where error.name == "org.freedesktop.DBus.Error.UnknownMethod" {
        reply = try call("Read", timeout: timeout)  // portal version 1
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

  private func call(_ method: String, timeout: Int32) throws(CallError) -> OpaquePointer {
    var error: UnsafeMutablePointer<GError>?
    let arguments = openuikit_variant_new_string_pair(Self.appearanceNamespace, Self.colorSchemeKey)
    guard
      let reply = g_dbus_connection_call_sync(
        connection, Self.portalName, Self.portalPath, Self.settingsInterface, method, arguments,
        nil, G_DBUS_CALL_FLAGS_NONE, timeout, nil, &error)
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

  /// `SettingChanged(namespace, key, value)`, run by `dispatchPendingChanges()` on the main actor.
  private nonisolated static let settingChanged: GDBusSignalCallback = {
    _, _, _, _, _, body, userData in
    guard let body, let userData else { return }
    var namespace: UnsafePointer<CChar>?
    var key: UnsafePointer<CChar>?
    var value: OpaquePointer?
    guard openuikit_variant_get_setting(body, &namespace, &key, &value) != 0, let value else {
      return
    }
    defer { g_variant_unref(value) }
    var raw: UInt32 = 0
    guard let namespace, let key, String(cString: namespace) == appearanceNamespace,
      String(cString: key) == colorSchemeKey, openuikit_variant_get_uint32(value, &raw) != 0
    else { return }
    let appearance = Unmanaged<DesktopAppearance>.fromOpaque(userData).takeUnretainedValue()
    MainActor.assumeIsolated { appearance.apply(raw) }
  }
}
