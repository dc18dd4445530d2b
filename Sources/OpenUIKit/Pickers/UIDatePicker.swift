import Foundation

/// A control for choosing a date, a time or a duration, as UIKit's `UIDatePicker`.
///
/// Its look follows ``datePickerStyle``: `.wheels` turns wheels of a `UIPickerView` (month, day
/// and year in the locale's order; hour, minute and AM/PM on a 12-hour clock), `.compact` shows a
/// button per part that opens the part's editor in a popover (a calendar for the date, wheels for
/// the time), `.inline` shows a month's calendar. `.automatic` is `.compact` on the desktop, as
/// on Mac Catalyst (`.wheels` for a count-down timer). A date the user chooses outside
/// ``minimumDate``…``maximumDate`` turns back to the nearest end; `.valueChanged` follows each
/// change the user makes, never a change made in code.
///
/// Dates are the calendar's, with the picker's ``locale`` and ``timeZone``. A minimum later than
/// the maximum leaves one date, the minimum. ``minuteInterval`` must divide 60 (else 1, as
/// UIKit); ``countDownDuration`` stays within 0…23 hours 59 minutes.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What is chosen; default `.dateAndTime`.
  open var datePickerMode: Mode = .dateAndTime { didSet { contentDidChange() } }

  /// The look asked for; default `.automatic`.
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
    didSet { contentDidChange() }
  }

  /// The look shown: ``preferredDatePickerStyle`` with `.automatic` resolved.
  open var datePickerStyle: UIDatePickerStyle { resolvedStyle }

  /// The date shown; default now.
  ///
  /// Setting it clamps it to the range and sends nothing.
  open var date: Date {
    get { storedDate }
    set { setDate(newValue, animated: false) }
  }

  /// The earliest date the user can choose.
  open var minimumDate: Date? { didSet { rangeDidChange() } }
  /// The latest date the user can choose.
  open var maximumDate: Date? { didSet { rangeDidChange() } }

  /// The locale for names and the order of the parts; `nil`: the calendar's, else the current.
  open var locale: Locale? { didSet { contentDidChange() } }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The calendar dates are counted in; `Calendar.current` unless set (implicitly unwrapped, as
  /// UIKit declares it; `nil` resets it).
  open var calendar: Calendar! {
    get { storedCalendar ?? .current }
    set {
      storedCalendar = newValue
      contentDidChange()
    }
  }

  /// The time zone dates are shown in; `nil`: the calendar's.
  open var timeZone: TimeZone? { didSet { contentDidChange() } }

  /// The duration a `.countDownTimer` picker shows, in seconds, within 0…86,340.
  open var countDownDuration: TimeInterval {
    get { storedDuration }
    set {
      guard newValue.isFinite else { return }
      storedDuration = min(max(newValue, 0), 86_340)
      content?.showValue(animated: false)
    }
  }

  /// The minutes between the minute wheel's rows; must divide 60 (else 1); default 1.
  open var minuteInterval = 1 {
    didSet {
      if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 {
        minuteInterval = 1
      }
      contentDidChange()
    }
  }

  /// Whether a date set in code is rounded down to the minute interval; default `true`.
  open var roundsToMinuteInterval = true

  var storedDate = Date()
  var storedDuration: TimeInterval = 0
  var storedCalendar: Calendar?
  /// The view showing the style's look, made again at the next layout after a change.
  var content: (any DatePickerContent)?
  var needsContent = true

  /// Creates a picker showing now.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
  }

  /// Creates a picker from an archive: nothing is decoded (there are no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows `date`, clamped to the range.
  ///
  /// Animated, the wheels turn to it. Sends nothing.
  open func setDate(_ date: Date, animated: Bool) {
    storedDate = clamped(rounded(date))
    content?.showValue(animated: animated)
  }

  /// Not a focus stop itself: its wheels, buttons or calendar are.
  open override var canBecomeFocused: Bool { false }

  // Not an accessibility element: a container of its wheels, buttons or days.
  override var defaultIsAccessibilityElement: Bool { false }

  /// The style's natural size.
  open override var intrinsicContentSize: CGSize {
    makeContentIfNeeded()
    return content?.naturalSize ?? CGSize(width: 320, height: 216)
  }

  /// The style's natural size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Makes the style's view when needed and lets it fill the picker.
  open override func layoutSubviews() {
    super.layoutSubviews()
    makeContentIfNeeded()
    content?.frame = bounds
  }
}
