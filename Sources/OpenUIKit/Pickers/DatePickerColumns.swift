import Foundation

/// The wheels a date picker shows for its mode and locale.
///
/// Also the conversions between rows and dates. Foundation only: the calendar (with the picker's locale and time zone) does the date
/// arithmetic.
struct DatePickerColumns {
  /// One wheel.
  enum Column: Equatable {
    case month, day, year
    /// A day counted from ``DatePickerColumns/firstDay`` ("Today", "Mon 7 Dec").
    case dayInRange
    case hour12, hour24, minute, meridiem
    case durationHours, durationMinutes
  }

  let calendar: Calendar
  let minuteInterval: Int
  let columns: [Column]
  /// The first day of a `.dayInRange` wheel (the minimum date's day, else 1 January 1900).
  let firstDay: Date
  /// How many days a `.dayInRange` wheel has.
  let dayCount: Int
  /// Formats the `.dayInRange` rows.
  private let dayFormatter: DateFormatter

  init(
    mode: UIDatePicker.Mode, calendar: Calendar, minuteInterval: Int, minimumDate: Date?,
    maximumDate: Date?
  ) {
    self.calendar = calendar
    self.minuteInterval = minuteInterval
    let locale = calendar.locale ?? .current
    let timeColumns = Self.timeColumns(locale: locale)
    switch mode {
    case .date: columns = Self.dateColumns(locale: locale)
    case .time: columns = timeColumns
    case .dateAndTime: columns = [.dayInRange] + timeColumns
    case .countDownTimer: columns = [.durationHours, .durationMinutes]
    }
    var first =
      calendar.date(from: DateComponents(year: 1900, month: 1, day: 1))
      ?? Date(
        timeIntervalSince1970: 0)
    if let minimumDate { first = calendar.startOfDay(for: minimumDate) }
    var last = calendar.date(from: DateComponents(year: 2100, month: 12, day: 31)) ?? first
    if let maximumDate { last = calendar.startOfDay(for: maximumDate) }
    firstDay = first
    let days = calendar.dateComponents([.day], from: first, to: last).day ?? 0
    dayCount = min(max(days + 1, 1), 1_000_000)
    dayFormatter = calendar.dateFormatter()
    dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
  }

  /// Month, day and year in the order of the locale's long date.
  static func dateColumns(locale: Locale) -> [Column] {
    let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale)
    return order(
      [("M", .month), ("L", .month), ("d", .day), ("y", .year)], in: pattern ?? "MMMM d y")
  }

  /// Hour, minute and (on a 12-hour clock) AM/PM in the order of the locale's short time.
  static func timeColumns(locale: Locale) -> [Column] {
    let pattern =
      DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "HH:mm"
    let twelve = pattern.contains("h") || pattern.contains("K")
    return order(
      [
        ("h", .hour12), ("K", .hour12), ("H", .hour24), ("k", .hour24), ("m", .minute),
        ("a", .meridiem),
      ],
      in: pattern
    ).filter { twelve || $0 != .meridiem }
  }

  /// The columns whose pattern letters occur in `pattern`, in the order they first occur.
  private static func order(_ letters: [(Character, Column)], in pattern: String) -> [Column] {
    var found: [(offset: Int, column: Column)] = []
    var quoted = false
    for (offset, character) in pattern.enumerated() {
      if character == "'" { quoted.toggle() }
      guard !quoted, let match = letters.first(where: { $0.0 == character }),
        !found.contains(where: { $0.column == match.1 })
      else { continue }
      found.append((offset, match.1))
    }
    return found.map(\.column)
  }

  /// The rows of `column`.
  func rowCount(_ column: Column) -> Int {
    switch column {
    case .month: 12
    case .day: 31
    case .year: 9_999
    case .dayInRange: dayCount
    case .hour12: 12
    case .hour24, .durationHours: 24
    case .minute, .durationMinutes: 60 / minuteInterval
    case .meridiem: 2
    }
  }

  /// What `row` of `column` reads.
  func title(_ column: Column, row: Int) -> String {
    switch column {
    case .month: calendar.monthSymbols[min(max(row, 0), 11)]
    case .day, .year: "\(row + 1)"
    case .dayInRange:
      dayTitle(calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay)
    case .hour12: row == 0 ? "12" : "\(row)"
    case .hour24: String(format: "%02d", row)
    case .minute: String(format: "%02d", row * minuteInterval)
    case .meridiem: row == 0 ? calendar.amSymbol : calendar.pmSymbol
    case .durationHours: row == 1 ? "1 hour" : "\(row) hours"
    case .durationMinutes: "\(row * minuteInterval) min"
    }
  }

  /// "Today", else the locale's short weekday, day and month.
  func dayTitle(_ day: Date) -> String {
    calendar.isDateInToday(day) ? "Today" : dayFormatter.string(from: day)
  }

  /// The row of each column showing `date` (or, for a timer, `duration`).
  func rows(for date: Date, duration: TimeInterval = 0) -> [Int] {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let minutes = Int(duration / 60)
    return columns.map { column in
      switch column {
      case .month: (parts.month ?? 1) - 1
      case .day: (parts.day ?? 1) - 1
      case .year: min(max((parts.year ?? 1) - 1, 0), 9_998)
      case .dayInRange:
        calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day
          ?? 0
      case .hour12: hour % 12
      case .hour24: hour
      case .minute: (parts.minute ?? 0) / minuteInterval
      case .meridiem: hour >= 12 ? 1 : 0
      case .durationHours: minutes / 60
      case .durationMinutes: (minutes % 60) / minuteInterval
      }
    }
  }

  /// The date the rows show, keeping what they do not show from `date` (the time of a `.date`
  /// picker, the day of a `.time` one); a day past the end of its month becomes the month's last.
  func date(from rows: [Int], keeping date: Date) -> Date {
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    var hour12: Int?
    var afternoon: Bool?
    var day: Int?
    for (column, row) in zip(columns, rows) {
      switch column {
      case .month: parts.month = row + 1
      case .day: day = row + 1
      case .year: parts.year = row + 1
      case .dayInRange:
        let chosen = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
        let chosenParts = calendar.dateComponents([.year, .month, .day], from: chosen)
        (parts.year, parts.month, parts.day) = (
          chosenParts.year, chosenParts.month, chosenParts.day
        )
      case .hour12: hour12 = row
      case .hour24: parts.hour = row
      case .minute:
        parts.minute = row * minuteInterval
        parts.second = 0
      case .meridiem: afternoon = row == 1
      case .durationHours, .durationMinutes: break
      }
    }
    if hour12 != nil || afternoon != nil {
      let current = parts.hour ?? 0
      parts.hour = (hour12 ?? current % 12) + ((afternoon ?? (current >= 12)) ? 12 : 0)
    }
    if let day {
      let month = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1))
      let length = month.flatMap { calendar.range(of: .day, in: .month, for: $0)?.count } ?? 31
      parts.day = min(day, length)
    }
    return calendar.date(from: parts) ?? date
  }

  /// The duration the rows of a timer show, in seconds.
  func duration(from rows: [Int]) -> TimeInterval {
    var minutes = 0
    for (column, row) in zip(columns, rows) {
      if column == .durationHours { minutes += row * 60 }
      if column == .durationMinutes { minutes += row * minuteInterval }
    }
    return TimeInterval(minutes * 60)
  }
}
