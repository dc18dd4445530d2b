import Foundation

/// The device the app runs on, as UIKit's `UIDevice`: here, the desktop computer.
///
/// The answers are Mac Catalyst's where iOS and the desktop differ (Docs/Porting.md, "The
/// device"): the idiom is `.pad` (a Catalyst app scaled to match iPad), `model` is `"iPad"` so
/// that code comparing it with the idiom agrees, `systemName` is `"Linux"` and `systemVersion`
/// the kernel's release (`"6.1.0"`), `name` the computer's host name. Orientation is `.unknown`
/// until ``beginGeneratingDeviceOrientationNotifications()`` and then follows the main screen's
/// shape; the battery is read from the desktop's power service while
/// ``isBatteryMonitoringEnabled`` (UIDevice+Battery.swift); there is no proximity sensor.
@preconcurrency @MainActor
public final class UIDevice {
  /// The device.
  public static let current = UIDevice()

  /// Posted when ``orientation`` changes while notifications are generated.
  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")

  /// The kind of interface the device shows: `.pad`, as the screens' trait collections say.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

  /// The computer's host name (UIKit answers the user-given device name).
  public var name: String { ProcessInfo.processInfo.hostName }

  /// The model: `"iPad"`, matching ``userInterfaceIdiom`` as a Catalyst app's device does.
  public var model: String { "iPad" }

  /// The model, localized: the same.
  public var localizedModel: String { model }

  /// The operating system's name: `"Linux"`.
  public var systemName: String { "Linux" }

  /// The kernel's release as major.minor.patch (`ProcessInfo.operatingSystemVersion`).
  public var systemVersion: String {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
  }

  /// An identifier that stays the same for the app on this computer: derived from the machine's
  /// identifier (`/etc/machine-id`) and the app's bundle identifier or executable name, so two
  /// apps see different identifiers, as two vendors' apps do on iOS.
  public var identifierForVendor: UUID? { Self.vendorIdentifier }

  /// Whether the device runs more than one app at once: `true`.
  public var isMultitaskingSupported: Bool { true }

  /// Whether ``orientationDidChangeNotification`` is posted; counts nested begin calls as UIKit.
  public var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

  /// The device's orientation: `.unknown` unless notifications are being generated, then
  /// `.landscapeLeft` for a screen wider than tall and `.portrait` otherwise.
  public var orientation: UIDeviceOrientation {
    guard isGeneratingDeviceOrientationNotifications else { return .unknown }
    let bounds = UIScreen.main.bounds
    return bounds.width > bounds.height ? .landscapeLeft : .portrait
  }

  /// Whether the proximity sensor is monitored: always `false`, as UIKit answers on a device
  /// without the sensor (setting `true` is ignored).
  public var isProximityMonitoringEnabled: Bool {
    get { false }
    // "If the device does not have a proximity sensor, this property remains false."
    set {}
  }

  /// Whether something is near the sensor: `false` (there is none).
  public var proximityState: Bool { false }

  // Battery monitoring (UIDevice+Battery.swift).
  var batteryMonitoring = false
  var batteryReading = BatteryReading.unknown
  var batteryPoll: CADisplayLink?
  var lastBatteryPoll: CFTimeInterval = 0
  private var orientationRequests = 0

  private init() {}

  /// Starts ``orientationDidChangeNotification``: posted once now (the orientation becomes
  /// known) and whenever the main screen's shape turns.
  public func beginGeneratingDeviceOrientationNotifications() {
    orientationRequests += 1
    if orientationRequests == 1 {
      lastOrientation = orientation
      NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
  }

  /// Balances one ``beginGeneratingDeviceOrientationNotifications()``.
  public func endGeneratingDeviceOrientationNotifications() {
    orientationRequests = max(0, orientationRequests - 1)
  }

  /// Plays the keyboard click: there is no on-screen keyboard here, so nothing plays (documented
  /// in Docs/Porting.md).
  public func playInputClick() {}

  var lastOrientation = UIDeviceOrientation.unknown

  /// Called when the main screen's size changes: posts the orientation change when it turned.
  func screenDidResize() {
    guard isGeneratingDeviceOrientationNotifications, orientation != lastOrientation else {
      return
    }
    lastOrientation = orientation
    NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
  }

  private static let vendorIdentifier: UUID? = {
    let machine =
      (try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    guard !machine.isEmpty else { return nil }
    let app = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    return uuid(hashing: "\(machine)/\(app)")
  }()

  /// A version-4-shaped UUID from two FNV-1a hashes of `text` (stable across runs and machines'
  /// byte orders; not a secret).
  static func uuid(hashing text: String) -> UUID {
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x8422_2325_cbf2_9ce4
    for byte in text.utf8 {
      first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 &+ 1
    }
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[index] = UInt8(truncatingIfNeeded: first >> (8 * index))
      bytes[8 + index] = UInt8(truncatingIfNeeded: second >> (8 * index))
    }
    bytes[6] = bytes[6] & 0x0F | 0x40
    bytes[8] = bytes[8] & 0x3F | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
