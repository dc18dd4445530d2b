import Foundation

/// What a date picker's style views show and report: the calendar in effect, the range, the
/// user's choices.
@MainActor
protocol DatePickerContent: UIView {
  /// The natural size of the look.
  var naturalSize: CGSize { get }
  /// Shows the picker's current date or duration.
  func showValue(animated: Bool)
}

extension UIDatePicker {
  /// The style shown for the mode.
  var resolvedStyle: UIDatePickerStyle {
    switch (preferredDatePickerStyle, datePickerMode) {
    case (.automatic, .countDownTimer), (.compact, .countDownTimer), (.inline, .countDownTimer):
      .wheels
    case (.automatic, _): .compact
    case (let style, _): style
    }
  }

  /// The calendar with the picker's locale and time zone.
  var effectiveCalendar: Calendar {
    var calendar = storedCalendar ?? .current
    if let locale { calendar.locale = locale }
    if let timeZone { calendar.timeZone = timeZone }
    return calendar
  }

  /// The wheels' columns for `mode` (the picker's own mode unless a part's editor asks).
  func columns(for mode: UIDatePicker.Mode? = nil) -> DatePickerColumns {
    DatePickerColumns(
      mode: mode ?? datePickerMode, calendar: effectiveCalendar, minuteInterval: minuteInterval,
      minimumDate: minimumDate, maximumDate: maximumDate)
  }

  /// `date` within the range (the minimum when the range is empty).
  func clamped(_ date: Date) -> Date {
    var date = date
    if let maximumDate, date > maximumDate { date = maximumDate }
    if let minimumDate, date < minimumDate { date = minimumDate }
    return date
  }

  /// `date` rounded down to the minute interval, when asked.
  func rounded(_ date: Date) -> Date {
    guard roundsToMinuteInterval, minuteInterval > 1 else { return date }
    let calendar = effectiveCalendar
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    parts.minute = (parts.minute ?? 0) / minuteInterval * minuteInterval
    return calendar.date(from: parts) ?? date
  }

  /// The user chose `date`: kept within the range (the view turns back to it), then
  /// `.valueChanged`.
  func userChose(_ date: Date) {
    let kept = clamped(date)
    let changed = kept != storedDate
    storedDate = kept
    if kept != date { content?.showValue(animated: true) }
    if changed { sendActions(for: .valueChanged) }
  }

  /// The user chose a timer's `duration`.
  func userChose(duration: TimeInterval) {
    guard duration != storedDuration else { return }
    storedDuration = duration
    sendActions(for: .valueChanged)
  }

  /// The mode, style, calendar or interval changed: the look is made again.
  func contentDidChange() {
    needsContent = true
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  func rangeDidChange() {
    storedDate = clamped(storedDate)
    contentDidChange()
  }

  func makeContentIfNeeded() {
    guard needsContent else { return }
    needsContent = false
    content?.removeFromSuperview()
    let made: any DatePickerContent
    switch resolvedStyle {
    case .wheels, .automatic: made = DatePickerWheelsView(datePicker: self, mode: datePickerMode)
    case .compact: made = DatePickerCompactView(datePicker: self)
    case .inline:
      made =
        datePickerMode == .time
        ? DatePickerCompactView(datePicker: self) : DatePickerInlineView(datePicker: self)
    }
    content = made
    addSubview(made)
    made.showValue(animated: false)
  }
}
