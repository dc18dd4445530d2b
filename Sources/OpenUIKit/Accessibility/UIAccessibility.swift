import Foundation

/// UIKit's `UIAccessibility` namespace: notifications for assistive technologies, whether one is
/// listening, the person's display settings, and coordinate conversion.
public enum UIAccessibility {
  /// A notification for assistive technologies, as UIKit's `UIAccessibility.Notification`
  /// (raw values are UIKit's).
  public struct Notification: Hashable, RawRepresentable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates a value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A new screen appeared: the argument is the element to read first, or a string to speak,
    /// or `nil` for the first element.
    public static let screenChanged = Notification(rawValue: 1000)
    /// Part of the screen changed: the argument is the element to move to, or `nil`.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// Speak the argument, a `String` (or `NSAttributedString`).
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll view moved by a page: the argument is a `String` saying where it is now.
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Tells assistive technologies; what no technology listens to is dropped.
  ///
  /// `.screenChanged` and `.layoutChanged` also make the next commit re-read every element (iOS
  /// code posts them after changes no property shows).
  @MainActor
  public static func post(notification: Notification, argument: Any?) {
    AccessibilitySemantics.shared.post(notification, argument: argument)
  }

  /// Whether an assistive technology listens.
  ///
  /// A screen reader on the accessibility bus, or a test's observer (`AccessibilitySemantics`). Its
  /// changes post ``voiceOverStatusDidChangeNotification``.
  @MainActor
  public static var isVoiceOverRunning: Bool { AccessibilitySemantics.shared.isListening }

  /// Posted on the main thread when ``isVoiceOverRunning`` changes.
  public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")

  /// Whether the desktop asks for less motion (the portal's `reduced-motion` preference, or
  /// `OPENUIKIT_REDUCE_MOTION=1`).
  @MainActor
  public static var isReduceMotionEnabled: Bool { settings.reduceMotion }
  /// Posted when ``isReduceMotionEnabled`` changes.
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")

  /// Whether text should be bold.
  ///
  /// Desktops have no such setting: `OPENUIKIT_BOLD_TEXT=1` turns it on. The screen's
  /// `legibilityWeight` trait is `.bold` while it is on.
  @MainActor
  public static var isBoldTextEnabled: Bool { settings.boldText }
  /// Posted when ``isBoldTextEnabled`` changes.
  public static let boldTextStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityBoldTextStatusDidChangeNotification")

  /// Whether the desktop asks for more contrast (the portal's `contrast` preference, or
  /// `OPENUIKIT_HIGH_CONTRAST=1`).
  ///
  /// The screen's `accessibilityContrast` trait is `.high` while it is on, so system colours
  /// resolve to their high-contrast variants.
  @MainActor
  public static var isDarkerSystemColorsEnabled: Bool { settings.highContrast }
  /// Posted when ``isDarkerSystemColorsEnabled`` changes.
  public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")

  /// Converts `rect` from `view`'s coordinates to screen coordinates, as `accessibilityFrame`
  /// wants them.
  @MainActor
  public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
    guard let window = view.window else { return view.convert(rect, to: nil) }
    let inWindow = view.convert(rect, to: window)
    return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
  }

  /// Converts `path` from `view`'s coordinates to screen coordinates, as `accessibilityPath`
  /// wants it.
  @MainActor
  public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView)
    -> UIBezierPath
  {
    let origin = convertToScreenCoordinates(.zero, in: view).origin
    let converted = path.copy()
    converted.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
    return converted
  }
}
