import Foundation

extension Calendar {
  /// A formatter in this calendar, its locale (else the current one) and its time zone: how the
  /// date pickers name days, months and times.
  func dateFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.calendar = self
    formatter.locale = locale ?? .current
    formatter.timeZone = timeZone
    return formatter
  }
}
