import Foundation

/// A month of days for an inline date picker: the month and year with buttons to the previous and
/// next month, the weekdays from the calendar's first weekday, and a grid of six weeks (days of
/// other months left blank).
///
/// The chosen day is a filled circle in the tint colour, today's number is tinted, days outside
/// the picker's range are dimmed and refuse clicks. With keyboard focus, the arrows move the
/// chosen day by a day or a week, Page Up and Page Down by a month; right to left, the grid and
/// the month buttons are mirrored.
@MainActor
final class CalendarMonthView: UIControl {
  static let naturalSize = CGSize(width: 320, height: 44 + 24 + 6 * 40)
  // A container of its month's name, arrows and days (each day a button).
  override var defaultIsAccessibilityElement: Bool { false }

  weak var datePicker: UIDatePicker?
  /// The first day of the month shown.
  var shownMonth = Date()
  let monthLabel = UILabel()
  let previousButton = PointerOnlyButton(type: .system)
  let nextButton = PointerOnlyButton(type: .system)
  let weekdayLabels = (0..<7).map { _ in UILabel() }
  let dayCells = (0..<42).map { _ in CalendarDayCell() }

  init(datePicker: UIDatePicker) {
    self.datePicker = datePicker
    super.init(frame: .zero)
    monthLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    addSubview(monthLabel)
    for (button, step, name) in [
      (previousButton, -1, "Previous Month"), (nextButton, 1, "Next Month"),
    ] {
      button.accessibilityLabel = name
      button.addAction(UIAction { [weak self] _ in self?.showMonth(by: step) }, for: .touchUpInside)
      addSubview(button)
    }
    for label in weekdayLabels {
      label.font = .systemFont(ofSize: 13, weight: .semibold)
      label.textColor = .tertiaryLabel
      label.textAlignment = .center
      addSubview(label)
    }
    for cell in dayCells {
      cell.addAction(
        UIAction { [weak self, weak cell] _ in
          guard let self, let day = cell?.day else { return }
          self.choose(day)
        }, for: .touchUpInside)
      addSubview(cell)
    }
  }

  required init?(coder: NSCoder) { nil }

  override var focusRingCornerRadius: CGFloat { 8 }
  override func activateFromKeyboard() {}
  override func handleArrowKey(_ key: UIKey) -> Bool { moveByKey(key) }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    showValue()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let margin: CGFloat = 12
    let width = max(0, bounds.width - 2 * margin)
    let column = width / 7
    monthLabel.frame = CGRect(x: margin + 4, y: 0, width: width - 88, height: 44)
    nextButton.frame = CGRect(x: bounds.width - margin - 40, y: 2, width: 40, height: 40)
    previousButton.frame = CGRect(x: nextButton.frame.minX - 44, y: 2, width: 40, height: 40)
    let arrows =
      isRightToLeft ? ("chevron.right", "chevron.left") : ("chevron.left", "chevron.right")
    previousButton.setImage(UIImage(systemName: arrows.0), for: .normal)
    nextButton.setImage(UIImage(systemName: arrows.1), for: .normal)
    for (index, label) in weekdayLabels.enumerated() {
      label.frame = CGRect(
        x: margin + CGFloat(index) * column, y: 44, width: column, height: 24)
    }
    for (index, cell) in dayCells.enumerated() {
      cell.frame = CGRect(
        x: (margin + CGFloat(index % 7) * column).rounded(), y: 68 + CGFloat(index / 7) * 40,
        width: column.rounded(), height: 40)
    }
    mirrorForRightToLeft(
      [monthLabel, previousButton, nextButton] + weekdayLabels + dayCells, in: bounds)
  }
}

/// One day of the grid: its number, circled when chosen.
@MainActor
final class CalendarDayCell: UIControl {
  override var defaultIsAccessibilityElement: Bool { day != nil }
  override var defaultAccessibilityLabel: String? { spokenDate }
  override var defaultAccessibilityTraits: UIAccessibilityTraits {
    var traits = controlStateTraits.union(.button)
    if isChosen { traits.insert(.selected) }
    return traits
  }
  override var canBecomeFocused: Bool { false }

  /// The day shown; `nil` for a blank cell.
  var day: Date?
  var spokenDate: String?
  var isChosen = false
  var isToday = false
  let label = UILabel()
  let circle = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    circle.isUserInteractionEnabled = false
    circle.layer.cornerRadius = 18
    addSubview(circle)
    label.textAlignment = .center
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let side: CGFloat = 36
    circle.frame = CGRect(
      x: ((bounds.width - side) / 2).rounded(), y: ((bounds.height - side) / 2).rounded(),
      width: side, height: side)
    label.frame = bounds
  }
}
