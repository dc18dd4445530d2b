import Foundation

extension UIDatePicker {
  /// What a date picker chooses, as UIKit's `UIDatePicker.Mode`.
  public enum Mode: Int, Sendable {
    /// An hour and minute (with AM/PM where the locale uses a 12-hour clock).
    case time = 0
    /// A day, month and year, in the locale's order.
    case date = 1
    /// A day with its hour and minute.
    case dateAndTime = 2
    /// A duration of hours and minutes (`countDownDuration`).
    case countDownTimer = 3
  }
}

/// How a date picker looks, as UIKit's `UIDatePickerStyle` (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
  /// The platform's choice: `.compact` on the desktop, as Mac Catalyst, except `.wheels` for a
  /// count-down timer.
  case automatic = 0
  /// Spinning wheels.
  case wheels = 1
  /// A button per part showing its value; a click opens the part's editor in a popover.
  case compact = 2
  /// A month's calendar (with the time under it), always shown; `.time` alone shows the compact
  /// time button.
  case inline = 3
}
