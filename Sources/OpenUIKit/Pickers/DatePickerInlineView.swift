import Foundation

/// A date picker's `.inline` look: a month's calendar, with the time's compact button under it
/// for `.dateAndTime`.
@MainActor
final class DatePickerInlineView: UIView, DatePickerContent {
  weak var datePicker: UIDatePicker?
  let calendarView: CalendarMonthView
  /// The time row of a `.dateAndTime` picker.
  let timeRow: DatePickerCompactView?
  private let timeTitle = UILabel()
  static let timeRowHeight: CGFloat = 48

  init(datePicker: UIDatePicker) {
    self.datePicker = datePicker
    calendarView = CalendarMonthView(datePicker: datePicker)
    if datePicker.datePickerMode == .dateAndTime {
      let timePicker = DatePickerCompactView(datePicker: datePicker, parts: [.time])
      timeRow = timePicker
    } else {
      timeRow = nil
    }
    super.init(frame: .zero)
    addSubview(calendarView)
    if let timeRow {
      timeTitle.text = "Time"
      timeTitle.font = .systemFont(ofSize: 17)
      addSubview(timeTitle)
      addSubview(timeRow)
    }
  }

  required init?(coder: NSCoder) { nil }

  var naturalSize: CGSize {
    CGSize(
      width: CalendarMonthView.naturalSize.width,
      height: CalendarMonthView.naturalSize.height + (timeRow == nil ? 0 : Self.timeRowHeight))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let calendarHeight = min(bounds.height, CalendarMonthView.naturalSize.height)
    calendarView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: calendarHeight)
    guard let timeRow else { return }
    let row = CGRect(x: 16, y: calendarHeight, width: max(0, bounds.width - 32), height: 48)
    timeTitle.frame = CGRect(x: row.minX, y: row.minY, width: row.width / 2, height: row.height)
    timeRow.frame = row
    mirrorForRightToLeft([timeTitle, timeRow], in: bounds)
  }

  func showValue(animated: Bool) {
    calendarView.showValue()
    timeRow?.showValue(animated: animated)
  }
}
