import Foundation

extension UIAccessibility {
  /// The person's accessibility display settings, as the host reads them from the desktop.
  @_spi(Platform)
  public struct DesktopSettings: Equatable, Sendable {
    /// Less motion (the portal's `reduced-motion`).
    public var reduceMotion = false
    /// Bold text (no desktop setting; the environment only).
    public var boldText = false
    /// More contrast (the portal's `contrast`).
    public var highContrast = false

    /// Creates a value.
    public init(reduceMotion: Bool = false, boldText: Bool = false, highContrast: Bool = false) {
      self.reduceMotion = reduceMotion
      self.boldText = boldText
      self.highContrast = highContrast
    }

    /// The settings the environment forces (`OPENUIKIT_REDUCE_MOTION`, `OPENUIKIT_BOLD_TEXT`,
    /// `OPENUIKIT_HIGH_CONTRAST` set to 1), over `base`.
    public static func fromEnvironment(
      _ environment: [String: String] = ProcessInfo.processInfo.environment,
      over base: DesktopSettings = DesktopSettings()
    ) -> DesktopSettings {
      var settings = base
      if let value = environment["OPENUIKIT_REDUCE_MOTION"] { settings.reduceMotion = value == "1" }
      if let value = environment["OPENUIKIT_BOLD_TEXT"] { settings.boldText = value == "1" }
      if let value = environment["OPENUIKIT_HIGH_CONTRAST"] { settings.highContrast = value == "1" }
      return settings
    }
  }

  /// The current settings.
  ///
  /// Hosts set them from the desktop; each change posts its status notification, and contrast and
  /// bold text change the main screen's traits.
  @_spi(Platform) @MainActor
  public static var settings: DesktopSettings {
    get { storedSettings }
    set {
      let old = storedSettings
      guard newValue != old else { return }
      storedSettings = newValue
      UIScreen.main.accessibilitySettingsDidChange()
      let center = NotificationCenter.default
      if old.reduceMotion != newValue.reduceMotion {
        center.post(name: reduceMotionStatusDidChangeNotification, object: nil)
      }
      if old.boldText != newValue.boldText {
        center.post(name: boldTextStatusDidChangeNotification, object: nil)
      }
      if old.highContrast != newValue.highContrast {
        center.post(name: darkerSystemColorsStatusDidChangeNotification, object: nil)
      }
    }
  }
  @MainActor private static var storedSettings = DesktopSettings.fromEnvironment()
}
