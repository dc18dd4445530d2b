import Foundation

/// The calendar's days: which month shows, how each day looks, choosing one by click or key.
extension CalendarMonthView {
  var calendar: Calendar { datePicker?.effectiveCalendar ?? .current }

  /// Shows the month of the picker's date, with its day chosen.
  func showValue() {
    guard let datePicker else { return }
    shownMonth = firstOfMonth(datePicker.storedDate)
    fillDays()
  }

  func firstOfMonth(_ date: Date) -> Date {
    let parts = calendar.dateComponents([.year, .month], from: date)
    return calendar.date(from: parts) ?? date
  }

  /// Shows the month `step` months away (the chosen day stays).
  func showMonth(by step: Int) {
    shownMonth = calendar.date(byAdding: .month, value: step, to: shownMonth) ?? shownMonth
    fillDays()
  }

  /// Names the month and weekdays, fills the grid and marks the chosen day, today and the range.
  func fillDays() {
    let calendar = calendar
    let formatter = calendar.dateFormatter()
    formatter.setLocalizedDateFormatFromTemplate("MMMMy")
    monthLabel.text = formatter.string(from: shownMonth)
    let symbols = calendar.veryShortStandaloneWeekdaySymbols
    for (index, label) in weekdayLabels.enumerated() {
      label.text = symbols[(calendar.firstWeekday - 1 + index) % 7]
    }
    formatter.dateStyle = .full
    let weekday = calendar.component(.weekday, from: shownMonth)
    let lead = (weekday - calendar.firstWeekday + 7) % 7
    let length = calendar.range(of: .day, in: .month, for: shownMonth)?.count ?? 30
    let chosen = datePicker.map { calendar.startOfDay(for: $0.storedDate) }
    let low = datePicker?.minimumDate.map { calendar.startOfDay(for: $0) }
    let high = datePicker?.maximumDate.map { calendar.startOfDay(for: $0) }
    for (index, cell) in dayCells.enumerated() {
      let number = index - lead + 1
      guard number >= 1, number <= length,
        let day = calendar.date(byAdding: .day, value: number - 1, to: shownMonth)
      else {
        cell.day = nil
        cell.isHidden = true
        continue
      }
      cell.isHidden = false
      cell.day = day
      cell.spokenDate = formatter.string(from: day)
      cell.isChosen = day == chosen
      cell.isToday = calendar.isDateInToday(day)
      cell.isEnabled = (low.map { day >= $0 } ?? true) && (high.map { day <= $0 } ?? true)
      cell.label.text = "\(number)"
      cell.label.font = .systemFont(ofSize: 20, weight: cell.isChosen ? .semibold : .regular)
      cell.label.textColor =
        cell.isChosen
        ? .white : !cell.isEnabled ? .tertiaryLabel : cell.isToday ? tintColor : .label
      cell.circle.backgroundColor = cell.isChosen ? tintColor : .clear
    }
  }

  /// The user chose `day`: the picker's date moves to it, keeping its time.
  func choose(_ day: Date) {
    guard let datePicker else { return }
    let calendar = calendar
    let time = calendar.dateComponents([.hour, .minute, .second], from: datePicker.storedDate)
    var parts = calendar.dateComponents([.year, .month, .day], from: day)
    (parts.hour, parts.minute, parts.second) = (time.hour, time.minute, time.second)
    guard let date = calendar.date(from: parts) else { return }
    datePicker.userChose(date)
    showValue()
  }

  /// Arrows move the chosen day by a day (mirrored right to left) or a week; Page Up and Page
  /// Down by a month.
  func moveByKey(_ key: UIKey) -> Bool {
    guard let datePicker else { return false }
    let forward: CGFloat = isRightToLeft ? -1 : 1
    let step: (Calendar.Component, Int)
    switch key.keyCode {
    case .keyboardLeftArrow: step = (.day, Int(-forward))
    case .keyboardRightArrow: step = (.day, Int(forward))
    case .keyboardUpArrow: step = (.day, -7)
    case .keyboardDownArrow: step = (.day, 7)
    case .keyboardPageUp: step = (.month, -1)
    case .keyboardPageDown: step = (.month, 1)
    default: return false
    }
    guard let day = calendar.date(byAdding: step.0, value: step.1, to: datePicker.storedDate)
    else { return true }
    choose(day)
    return true
  }
}
