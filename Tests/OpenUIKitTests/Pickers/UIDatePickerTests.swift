import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Every view under `view`, depth first.
@MainActor
func descendants(of view: UIView) -> [UIView] {
  view.subviews.flatMap { [$0] + descendants(of: $0) }
}

@MainActor @Suite struct UIDatePickerTests {
  static let utc = TimeZone(secondsFromGMT: 0) ?? .current
  /// 15 March 2026, 14:30 UTC (a Sunday).
  static let ides = Date(timeIntervalSince1970: 1_773_585_000)

  func calendar() -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Self.utc
    return calendar
  }

  func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 14, _ minute: Int = 30) -> Date {
    calendar().date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
      ?? .distantPast
  }

  /// A picker in US English on UTC showing the ides of March, in a 360 × 400 window, with its
  /// `.valueChanged` dates recorded.
  func makePicker(
    mode: UIDatePicker.Mode, style: UIDatePickerStyle, locale: String = "en_US",
    size: CGSize = CGSize(width: 320, height: 216)
  ) -> (UIWindow, UIDatePicker, ValueLog) {
    let window = makeWindow(size: CGSize(width: 360, height: 400))
    let picker = UIDatePicker(frame: CGRect(origin: CGPoint(x: 20, y: 20), size: size))
    picker.locale = Locale(identifier: locale)
    picker.calendar = Calendar(identifier: .gregorian)
    picker.timeZone = Self.utc
    picker.datePickerMode = mode
    picker.preferredDatePickerStyle = style
    picker.date = Self.ides
    let log = ValueLog()
    picker.addAction(
      UIAction { [unowned picker] _ in log.dates.append(picker.date) }, for: .valueChanged)
    window.addSubview(picker)
    CATransaction.flush()
    return (window, picker, log)
  }

  /// The wheels' titles in the band, left to right.
  func selectedTitles(_ picker: UIDatePicker) -> [String] {
    guard let wheels = descendants(of: picker).compactMap({ $0 as? UIPickerView }).first else {
      return []
    }
    return (0..<wheels.numberOfComponents).compactMap { component in
      (wheels.view(forRow: wheels.selectedRow(inComponent: component), forComponent: component)
        as? UILabel)?.text
    }
  }

  func wheel(_ picker: UIDatePicker, _ index: Int) -> UIView? {
    guard let wheels = descendants(of: picker).compactMap({ $0 as? UIPickerView }).first else {
      return nil
    }
    return wheels.subviews.filter { $0.accessibilityTraits.contains(.adjustable) }[index]
  }

  @Test func defaultsAreUIKits() {
    let picker = UIDatePicker()
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.preferredDatePickerStyle == .automatic)
    #expect(picker.datePickerStyle == .compact, "the desktop's automatic, as Mac Catalyst")
    #expect(abs(picker.date.timeIntervalSinceNow) < 60)
    #expect(picker.minuteInterval == 1 && picker.countDownDuration == 0)
    #expect(picker.roundsToMinuteInterval)
    picker.datePickerMode = .countDownTimer
    #expect(picker.datePickerStyle == .wheels)
  }

  @Test(arguments: [
    ("en_US", UIDatePicker.Mode.date, ["March", "15", "2026"]),
    ("en_GB", .date, ["15", "March", "2026"]),
    ("en_US", .time, ["2", "30", "PM"]),
    ("de_DE", .time, ["14", "30"]),
  ])
  func wheelsFollowTheLocalesOrderAndClock(
    locale: String, mode: UIDatePicker.Mode, titles: [String]
  ) {
    let (window, picker, log) = makePicker(mode: mode, style: .wheels, locale: locale)
    defer { window.isHidden = true }
    #expect(selectedTitles(picker) == titles)
    #expect(log.dates.isEmpty, "a date set in code sends nothing")
  }

  @Test func turningAWheelChangesTheDateAndSendsValueChanged() {
    let (window, picker, log) = makePicker(mode: .dateAndTime, style: .wheels)
    defer { window.isHidden = true }
    #expect(selectedTitles(picker).first == "Sun, Mar 15")
    wheel(picker, 1)?.accessibilityIncrement()  // hour 2 → 3
    #expect(picker.date == date(2026, 3, 15, 15, 30))
    wheel(picker, 3)?.accessibilityDecrement()  // PM → AM
    #expect(picker.date == date(2026, 3, 15, 3, 30))
    wheel(picker, 0)?.accessibilityIncrement()
    #expect(picker.date == date(2026, 3, 16, 3, 30))
    #expect(log.dates.count == 3)
  }

  @Test func aDayPastTheMonthsEndBecomesItsLastAndTheWheelTurnsBack() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, picker, _) = makePicker(mode: .date, style: .wheels)
    defer { window.isHidden = true }
    picker.date = date(2026, 1, 31)
    wheel(picker, 0)?.accessibilityIncrement()  // January → February
    #expect(picker.date == date(2026, 2, 28))
    clock.advance(by: 1)
    #expect(selectedTitles(picker) == ["February", "28", "2026"])
  }

  @Test func theRangeClampsAndTheWheelsTurnBackToIt() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, picker, log) = makePicker(mode: .date, style: .wheels)
    defer { window.isHidden = true }
    picker.maximumDate = date(2026, 3, 20)
    picker.minimumDate = date(2026, 3, 1)
    picker.date = date(2027, 1, 1)
    #expect(picker.date == date(2026, 3, 20), "set in code: clamped")
    picker.date = Self.ides
    wheel(picker, 0)?.accessibilityIncrement()  // April 15: past the maximum
    #expect(picker.date == date(2026, 3, 20))
    #expect(log.dates == [date(2026, 3, 20)])
    clock.advance(by: 1)
    #expect(selectedTitles(picker) == ["March", "20", "2026"])
    picker.minimumDate = date(2026, 6, 1)
    #expect(picker.date == date(2026, 6, 1), "a minimum after the maximum leaves the minimum")
  }

  @Test func minuteIntervalsMustDivideAnHour() {
    let (window, picker, _) = makePicker(mode: .time, style: .wheels)
    defer { window.isHidden = true }
    picker.minuteInterval = 15
    picker.date = date(2026, 3, 15, 14, 37)
    #expect(picker.date == date(2026, 3, 15, 14, 30), "rounded down to the interval")
    CATransaction.flush()
    let wheels = descendants(of: picker).compactMap { $0 as? UIPickerView }.first
    #expect(wheels?.numberOfRows(inComponent: 1) == 4)
    picker.minuteInterval = 7
    #expect(picker.minuteInterval == 1)
    picker.minuteInterval = 0
    #expect(picker.minuteInterval == 1)
  }

  @Test func aTimerChoosesADurationWithinADay() {
    let (window, picker, log) = makePicker(mode: .countDownTimer, style: .automatic)
    defer { window.isHidden = true }
    picker.countDownDuration = 5_400
    CATransaction.flush()
    #expect(selectedTitles(picker) == ["1 hour", "30 min"])
    wheel(picker, 0)?.accessibilityIncrement()
    #expect(picker.countDownDuration == 9_000 && log.dates.count == 1)
    picker.countDownDuration = 1e9
    #expect(picker.countDownDuration == 86_340)
    picker.countDownDuration = -.infinity
    #expect(picker.countDownDuration == 86_340, "non-finite durations are ignored")
    picker.countDownDuration = -5
    #expect(picker.countDownDuration == 0)
  }

  @Test func compactButtonsOpenTheirEditorInAPopover() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 600, height: 500))
    defer { window.isHidden = true }
    let root = UIViewController()
    window.rootViewController = root
    let picker = UIDatePicker()
    picker.locale = Locale(identifier: "en_US")
    picker.timeZone = Self.utc
    picker.calendar = Calendar(identifier: .gregorian)
    picker.date = Self.ides
    var changes = 0
    picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    root.view.addSubview(picker)
    picker.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: picker.intrinsicContentSize)
    CATransaction.flush()
    let buttons = descendants(of: picker).filter { $0.accessibilityTraits.contains(.button) }
    #expect(buttons.map(\.accessibilityLabel) == ["Date", "Time"])
    #expect(buttons.map(\.accessibilityValue) == ["Mar 15, 2026", "2:30\u{202F}PM"])
    #expect(picker.intrinsicContentSize.height == 34)
    let dateButton = try #require(buttons.first)
    window.tap(at: dateButton.convert(CGPoint(x: 20, y: 17), to: window))
    clock.advance(by: 1)
    let editor = try #require(root.presentedViewController)
    #expect(editor.modalPresentationStyle == .popover)
    let day20 = try #require(
      descendants(of: editor.view).first { $0.accessibilityLabel == "Friday, March 20, 2026" })
    window.tap(
      at: day20.convert(CGPoint(x: day20.bounds.midX, y: day20.bounds.midY), to: window), time: 2)
    #expect(picker.date == date(2026, 3, 20), "the time is kept")
    #expect(changes == 1)
    #expect(buttons.first?.accessibilityValue == "Mar 20, 2026")
  }

  @Test func theInlineCalendarChoosesByClickAndKeys() throws {
    let (window, picker, log) = makePicker(
      mode: .date, style: .inline, size: CGSize(width: 320, height: 308))
    defer { window.isHidden = true }
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 308))
    let cells = descendants(of: picker).filter { $0.accessibilityTraits.contains(.button) }
    let chosen = cells.filter { $0.accessibilityTraits.contains(.selected) }
    #expect(chosen.map(\.accessibilityLabel) == ["Sunday, March 15, 2026"])
    let day3 = try #require(cells.first { $0.accessibilityLabel == "Tuesday, March 3, 2026" })
    window.tap(at: day3.convert(CGPoint(x: 20, y: 20), to: window))
    #expect(picker.date == date(2026, 3, 3))
    window.press(Keys.tab)  // the calendar takes focus
    window.press(Keys.right)
    window.press(Keys.down)
    window.press(UIKey(keyCode: .keyboardPageDown, characters: ""))
    #expect(picker.date == date(2026, 4, 11))
    #expect(log.dates.count == 4)
    picker.maximumDate = date(2026, 4, 12)
    CATransaction.flush()
    let late = try #require(
      descendants(of: picker).first { $0.accessibilityLabel == "Monday, April 13, 2026" })
    #expect(late.accessibilityTraits.contains(.notEnabled))
    window.tap(at: late.convert(CGPoint(x: 20, y: 20), to: window), time: 3)
    #expect(picker.date == date(2026, 4, 11), "a day past the range refuses clicks")
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func datePickersLookRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 660, height: 400), style: style, scale: scale)
    defer { window.isHidden = true }
    window.backgroundColor = .systemBackground
    let pickers = [
      (
        UIDatePicker.Mode.date, UIDatePickerStyle.wheels,
        CGRect(x: 0, y: 0, width: 320, height: 216)
      ),
      (.dateAndTime, .inline, CGRect(x: 330, y: 0, width: 320, height: 380)),
      (.dateAndTime, .compact, CGRect(x: 0, y: 240, width: 320, height: 40)),
      (.time, .wheels, CGRect(x: 0, y: 290, width: 320, height: 110)),
    ]
    for (mode, pickerStyle, frame) in pickers {
      let picker = UIDatePicker(frame: frame)
      picker.locale = Locale(identifier: "en_US")
      picker.calendar = Calendar(identifier: .gregorian)
      picker.timeZone = Self.utc
      picker.datePickerMode = mode
      picker.preferredDatePickerStyle = pickerStyle
      picker.date = Self.ides
      window.addSubview(picker)
    }
    let name = "datePicker-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }
}

/// The dates a picker reported.
@MainActor
final class ValueLog {
  var dates: [Date] = []
}
