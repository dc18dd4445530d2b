import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Months and days, as a date wheel ported from iOS would give them; records what it is told.
@MainActor
final class MonthDaySource: UIPickerViewDataSource, UIPickerViewDelegate {
  static let months: [String] = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    return formatter.monthSymbols
  }()
  var selections: [String] = []
  var rows = [12, 31]
  var widths: [CGFloat]?

  func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    rows[component]
  }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    component == 0 ? Self.months[row % 12] : "\(row + 1)"
  }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    selections.append("\(component):\(row)")
  }
}

/// A source whose delegate gives a width per component and its own row views.
@MainActor
final class SwatchSource: UIPickerViewDataSource, UIPickerViewDelegate {
  var made = 0
  var reused = 0
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    1_000_000
  }
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    component == 0 ? 100 : 60
  }
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
    40
  }
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    if view != nil { reused += 1 } else { made += 1 }
    let swatch = view ?? UIView()
    swatch.backgroundColor = row % 2 == 0 ? .systemTeal : .systemOrange
    return swatch
  }
}

/// A delegate that makes a new view for every row, ignoring the one to reuse.
@MainActor
final class FreshViewSource: UIPickerViewDataSource, UIPickerViewDelegate {
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    1_000
  }
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    let label = UILabel()
    label.text = "\(row)"
    return label
  }
}

@MainActor @Suite struct UIPickerViewTests {
  /// A 320 × 216 picker at the top of a 320 × 240 window.
  func installed(_ source: MonthDaySource = MonthDaySource()) -> (UIWindow, UIPickerView) {
    let window = makeWindow(size: CGSize(width: 320, height: 240))
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.dataSource = source
    picker.delegate = source
    window.addSubview(picker)
    CATransaction.flush()
    return (window, picker)
  }

  @Test func componentsAndRowsComeFromTheDataSource() {
    let source = MonthDaySource()
    let (window, picker) = installed(source)
    defer { window.isHidden = true }
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 1) == 31)
    #expect(picker.numberOfRows(inComponent: 5) == 0)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.selectedRow(inComponent: 2) == -1)
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: 150, height: 32))
    #expect(picker.bounds.height == 216 && picker.intrinsicContentSize.height == 216)
    source.rows = [12, 0, -4]
    picker.reloadAllComponents()
    #expect(picker.numberOfComponents == 3)
    #expect(picker.selectedRow(inComponent: 1) == -1 && picker.numberOfRows(inComponent: 2) == 0)
  }

  @Test func selectRowTurnsWithoutTellingTheDelegateAndClamps() {
    let source = MonthDaySource()
    let (window, picker) = installed(source)
    defer { window.isHidden = true }
    picker.selectRow(2, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    let label = picker.view(forRow: 2, forComponent: 0) as? UILabel
    #expect(label?.text == MonthDaySource.months[2])
    picker.selectRow(99, inComponent: 1, animated: false)
    #expect(picker.selectedRow(inComponent: 1) == 30)
    picker.selectRow(-3, inComponent: 1, animated: false)
    #expect(picker.selectedRow(inComponent: 1) == 0)
    picker.selectRow(1, inComponent: 7, animated: false)
    #expect(source.selections.isEmpty)
  }

  @Test func aWheelNotchTurnsOneRowAndTheDelegateHearsOnceItSettles() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let source = MonthDaySource()
    let (window, picker) = installed(source)
    defer { window.isHidden = true }
    window.scroll(by: CGPoint(x: 0, y: -40), at: CGPoint(x: 80, y: 108))
    window.scroll(by: CGPoint(x: 0, y: -40), at: CGPoint(x: 80, y: 108), time: 0.02)
    #expect(source.selections.isEmpty, "told once it settles")
    clock.advance(by: 0.5)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    #expect(source.selections == ["0:2"])
    window.scroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 240, y: 108), time: 1)
    clock.advance(by: 0.5)
    #expect(picker.selectedRow(inComponent: 1) == 0, "the first row is the end")
    #expect(source.selections == ["0:2"], "no new row, nothing to tell")
  }

  @Test func aDragTurnsByItsDistanceAndSettlesOnARow() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let source = MonthDaySource()
    let (window, picker) = installed(source)
    defer { window.isHidden = true }
    window.touchDown(at: CGPoint(x: 240, y: 150), time: 0)
    for step in 1...10 {
      window.touchMove(to: CGPoint(x: 240, y: 150 - 10 * CGFloat(step)), time: Double(step) * 0.1)
    }
    window.touchMove(to: CGPoint(x: 240, y: 50), time: 1.5)  // held still before the lift
    window.touchUp(at: CGPoint(x: 240, y: 50), time: 1.6)
    clock.advance(by: 1)
    // 100 points up at 32 points a row: 3.1 rows, settling on the fourth row.
    #expect(picker.selectedRow(inComponent: 1) == 3)
    #expect(source.selections == ["1:3"])
  }

  @Test func aClickBelowTheBandTurnsThatRowToTheMiddle() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let source = MonthDaySource()
    let (window, picker) = installed(source)
    defer { window.isHidden = true }
    picker.selectRow(5, inComponent: 0, animated: false)
    window.tap(at: CGPoint(x: 80, y: 108 + 33))
    clock.advance(by: 0.5)
    #expect(picker.selectedRow(inComponent: 0) == 6)
    window.tap(at: CGPoint(x: 80, y: 108 - 65), time: 1)
    clock.advance(by: 0.5)
    #expect(picker.selectedRow(inComponent: 0) == 4)
    #expect(source.selections == ["0:6", "0:4"])
  }

  @Test func withFocusUpAndDownTurnAndTabMovesToTheNextWheel() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let source = MonthDaySource()
    let (window, picker) = installed(source)
    defer { window.isHidden = true }
    window.press(Keys.tab)
    window.press(Keys.down)
    window.press(Keys.down, time: 0.05)
    clock.advance(by: 0.5)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    window.press(Keys.tab, time: 1)
    window.press(Keys.down, time: 1)
    clock.advance(by: 0.5)
    window.press(Keys.up, time: 2)
    window.press(UIKey(keyCode: .keyboardEnd, characters: ""), time: 2.05)
    clock.advance(by: 1)
    #expect(picker.selectedRow(inComponent: 1) == 30)
    #expect(
      source.selections == ["0:2", "1:1", "1:30"], "a key during a turn turns on from its end")
  }

  @Test func touchpadScrollingSettlesOnTheNearestRow() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, picker) = installed()
    defer { window.isHidden = true }
    for index in 0..<5 {
      window.scroll(
        by: CGPoint(x: 0, y: -15), at: CGPoint(x: 80, y: 108), type: .continuous,
        time: Double(index) / 60)
      clock.advanceFrames(1)
    }
    clock.advance(by: 1)
    // 75 points is 2.3 rows.
    #expect(picker.selectedRow(inComponent: 0) == 2)
  }

  @Test func eachWheelIsAnAdjustableElementReadingItsRow() {
    let (window, picker) = installed()
    defer { window.isHidden = true }
    picker.selectRow(2, inComponent: 0, animated: false)
    let wheels = picker.subviews.filter { $0.accessibilityTraits.contains(.adjustable) }
    #expect(wheels.count == 2)
    #expect(wheels.first?.accessibilityValue == "\(MonthDaySource.months[2]), 3 of 12")
    wheels.first?.accessibilityIncrement()
    #expect(picker.selectedRow(inComponent: 0) == 3)
    wheels.last?.accessibilityDecrement()
    #expect(picker.selectedRow(inComponent: 1) == 0)
  }

  @Test func aMillionRowsHaveViewsOnlyOnScreenAndWidthsComeFromTheDelegate() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 320, height: 240))
    defer { window.isHidden = true }
    let source = SwatchSource()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.dataSource = source
    picker.delegate = source
    window.addSubview(picker)
    CATransaction.flush()
    let wheels = picker.subviews.filter { $0.accessibilityTraits.contains(.adjustable) }
    // 100 + 4 + 60 = 164 points, centred in the 304 between the insets.
    #expect(wheels.map(\.frame.minX) == [78, 182] && wheels.map(\.frame.width) == [100, 60])
    #expect(picker.rowSize(forComponent: 1) == CGSize(width: 60, height: 40))
    let firstMade = source.made
    #expect(firstMade > 0 && firstMade <= 12)
    picker.selectRow(500_000, inComponent: 0, animated: true)
    clock.advance(by: 1)
    #expect(picker.selectedRow(inComponent: 0) == 500_000)
    #expect(source.made < 20, "turned-away views are reused")
    #expect(wheels[0].subviews.count < 20)
    window.traitOverrides.layoutDirection = .rightToLeft
    CATransaction.flush()
    #expect(wheels.map(\.frame.minX) == [142, 78], "the first component at the right")
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func pickersLookRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 320, height: 216), style: style, scale: scale)
    defer { window.isHidden = true }
    window.backgroundColor = .systemBackground
    let source = MonthDaySource()
    let picker = UIPickerView(frame: window.bounds)
    picker.dataSource = source
    picker.delegate = source
    window.addSubview(picker)
    picker.selectRow(4, inComponent: 0, animated: false)
    picker.selectRow(20, inComponent: 1, animated: false)
    let name = "picker-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }

  @Test func aDelegateThatIgnoresReusingLeavesNoViewsBehind() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 320, height: 240))
    defer { window.isHidden = true }
    let source = FreshViewSource()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.dataSource = source
    picker.delegate = source
    window.addSubview(picker)
    CATransaction.flush()
    for row in stride(from: 10, through: 300, by: 10) {
      picker.selectRow(row, inComponent: 0, animated: false)
      CATransaction.flush()
    }
    let wheel = picker.subviews.first { $0.accessibilityTraits.contains(.adjustable) }
    #expect((wheel?.subviews.count ?? 0) < 20, "\(wheel?.subviews.count ?? 0) views")
    picker.reloadAllComponents()
    CATransaction.flush()
    #expect((wheel?.subviews.count ?? 0) < 20)
  }
}
