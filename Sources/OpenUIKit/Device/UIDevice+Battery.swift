import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// What the power service said last.
struct BatteryReading: Equatable {
  var state: UIDevice.BatteryState
  var level: Float

  static let unknown = BatteryReading(state: .unknown, level: -1)
}

extension UIDevice {
  /// The battery's charging state, as UIKit's `UIDevice.BatteryState`.
  public enum BatteryState: Int, Sendable, Hashable {
    /// Not known: monitoring is off, or the computer has no battery.
    case unknown = 0
    /// On battery, discharging.
    case unplugged = 1
    /// Plugged in, below 100 %.
    case charging = 2
    /// Plugged in, at 100 %.
    case full = 3
  }

  /// Posted when ``batteryState`` changes while monitoring.
  public static let batteryStateDidChangeNotification = Notification.Name(
    "UIDeviceBatteryStateDidChangeNotification")
  /// Posted when ``batteryLevel`` changes while monitoring (at most once a minute, as UIKit).
  public static let batteryLevelDidChangeNotification = Notification.Name(
    "UIDeviceBatteryLevelDidChangeNotification")

  /// How often the power service is read while monitoring, in seconds (UIKit posts level
  /// changes no more than once a minute).
  static let batteryPollInterval: CFTimeInterval = 60

  /// Reads the desktop's power service: the host's (SDL's `SDL_GetPowerInfo`, which asks UPower
  /// over D-Bus, then `/sys/class/power_supply`); `nil` headless, where the battery is unknown
  /// as in the Simulator.
  @_spi(Platform) public static var powerSource: (@MainActor () -> (BatteryState, Float))?

  /// Whether the battery is monitored; ``batteryState`` and ``batteryLevel`` are known only then.
  ///
  /// Turning it on reads the power service at once and then once a minute on the media clock,
  /// posting the two notifications on changes; turning it off stops the reads.
  public var isBatteryMonitoringEnabled: Bool {
    get { batteryMonitoring }
    set {
      guard newValue != batteryMonitoring else { return }
      batteryMonitoring = newValue
      if newValue {
        batteryReading = Self.readPowerSource()
        lastBatteryPoll = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in self?.pollBattery(at: link.timestamp) }
        link.preferredFramesPerSecond = 1
        link.add(to: .main, forMode: .common)
        batteryPoll = link
      } else {
        batteryPoll?.invalidate()
        batteryPoll = nil
        batteryReading = .unknown
      }
    }
  }

  /// The charging state: `.unknown` while not monitoring or without a battery.
  public var batteryState: BatteryState { batteryMonitoring ? batteryReading.state : .unknown }

  /// The charge from 0 to 1: -1 while not monitoring or without a battery.
  public var batteryLevel: Float { batteryMonitoring ? batteryReading.level : -1 }

  private static func readPowerSource() -> BatteryReading {
    guard let (state, level) = powerSource?() else { return .unknown }
    let clamped = level.isFinite && level >= 0 ? min(level, 1) : -1
    return BatteryReading(state: state, level: state == .unknown ? -1 : clamped)
  }

  private func pollBattery(at time: CFTimeInterval) {
    guard time - lastBatteryPoll >= Self.batteryPollInterval else { return }
    lastBatteryPoll = time
    let reading = Self.readPowerSource()
    let previous = batteryReading
    batteryReading = reading
    if reading.state != previous.state {
      NotificationCenter.default.post(name: Self.batteryStateDidChangeNotification, object: self)
    }
    if reading.level != previous.level {
      NotificationCenter.default.post(name: Self.batteryLevelDidChangeNotification, object: self)
    }
  }
}
