import Foundation

/// A date picker's `.wheels` look: a picker view whose components are the mode's columns.
@MainActor
final class DatePickerWheelsView: UIView, DatePickerContent, UIPickerViewDataSource,
  UIPickerViewDelegate
{
  weak var datePicker: UIDatePicker?
  let mode: UIDatePicker.Mode
  let columns: DatePickerColumns
  let picker = UIPickerView()

  init(datePicker: UIDatePicker, mode: UIDatePicker.Mode) {
    self.datePicker = datePicker
    self.mode = mode
    columns = datePicker.columns(for: mode)
    super.init(frame: .zero)
    picker.dataSource = self
    picker.delegate = self
    addSubview(picker)
  }

  required init?(coder: NSCoder) { nil }

  var naturalSize: CGSize { CGSize(width: 320, height: UIPickerView.defaultHeight) }

  override func layoutSubviews() {
    super.layoutSubviews()
    picker.frame = bounds
  }

  func showValue(animated: Bool) {
    guard let datePicker else { return }
    let rows = columns.rows(for: datePicker.storedDate, duration: datePicker.storedDuration)
    for (component, row) in rows.enumerated()
    where picker.selectedRow(inComponent: component) != row {
      picker.selectRow(row, inComponent: component, animated: animated)
    }
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.columns.count }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    columns.rowCount(columns.columns[component])
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    columns.title(columns.columns[component], row: row)
  }

  /// Names take more room than numbers.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    let weights = columns.columns.map(Self.weight)
    let room =
      max(0, bounds.width - 2 * UIPickerView.sideInset)
      - UIPickerView.componentGap * CGFloat(max(0, weights.count - 1))
    return (room * weights[component] / weights.reduce(0, +)).rounded(.down)
  }

  private static func weight(_ column: DatePickerColumns.Column) -> CGFloat {
    switch column {
    case .month, .dayInRange: 2.2
    case .durationHours, .durationMinutes, .year: 1.4
    default: 1
    }
  }

  /// A wheel settled: the picker takes the date the wheels show (the wheels turn back to a date
  /// the range or the month's length changed).
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    guard let datePicker else { return }
    let rows = columns.columns.indices.map { picker.selectedRow(inComponent: $0) }
    if mode == .countDownTimer {
      datePicker.userChose(duration: columns.duration(from: rows))
    } else {
      datePicker.userChose(columns.date(from: rows, keeping: datePicker.storedDate))
      showValue(animated: true)
    }
  }
}
