import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct UISegmentedControlTests {
  func installed() -> (UIWindow, UISegmentedControl, () -> [String]) {
    let window = makeWindow(size: CGSize(width: 340, height: 100))
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.frame = CGRect(x: 20, y: 20, width: 300, height: 32)
    window.addSubview(control)
    var events: [String] = []
    control.addAction(
      UIAction { action in
        let index = (action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -2
        events.append("valueChanged \(index)")
      },
      for: .valueChanged)
    control.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
    return (window, control, { events })
  }

  @Test func itemsAndIndexesWithDocumentedClamps() {
    let control = UISegmentedControl(items: ["A", "B"])
    #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == -1)
    #expect(control.frame.size.height == 32 && control.frame.size.width > 0)
    control.insertSegment(withTitle: "C", at: 99, animated: false)
    #expect(control.titleForSegment(at: 2) == "C")
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Z", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2, "the selection follows its segment")
    control.selectedSegmentIndex = 7
    control.selectedSegmentIndex = -4
    #expect(control.selectedSegmentIndex == 2)
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.removeSegment(at: 40, animated: false)
    control.setTitle("x", forSegmentAt: -1)
    control.setWidth(.nan, forSegmentAt: 0)
    #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 9) == nil)
    #expect(control.widthForSegment(at: 0) == 0 && !control.isEnabledForSegment(at: 5))
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
  }

  @Test func aTapSelectsAndReportsOnlyChanges() {
    let (window, control, events) = installed()
    window.tap(at: CGPoint(x: 170, y: 36))
    #expect(control.selectedSegmentIndex == 1)
    window.tap(at: CGPoint(x: 170, y: 36), time: 1)
    #expect(events() == ["valueChanged 1", "touchUpInside", "touchUpInside"])
    // A touch dragged to another segment chooses where it lifts.
    window.drag(from: CGPoint(x: 170, y: 36), to: CGPoint(x: 290, y: 36), time: 2)
    #expect(control.selectedSegmentIndex == 2)
    control.setEnabled(false, forSegmentAt: 0)
    window.tap(at: CGPoint(x: 40, y: 36), time: 3)
    #expect(control.selectedSegmentIndex == 2)
    control.selectedSegmentIndex = 0
    #expect(events().filter { $0.hasPrefix("valueChanged") }.count == 2)
  }

  @Test func momentaryAndSegmentActions() {
    var chosen: [String] = []
    let window = makeWindow(size: CGSize(width: 340, height: 100))
    let control = UISegmentedControl(
      frame: CGRect(x: 20, y: 20, width: 200, height: 32),
      actions: [
        UIAction(title: "Left") { _ in chosen.append("left") },
        UIAction(title: "Right") { _ in chosen.append("right") },
      ])
    window.addSubview(control)
    window.tap(at: CGPoint(x: 170, y: 36))
    window.tap(at: CGPoint(x: 170, y: 36), time: 1)
    #expect(chosen == ["right"])
    control.isMomentary = true
    window.tap(at: CGPoint(x: 170, y: 36), time: 2)
    #expect(chosen == ["right", "right"])
  }

  @Test func arrowKeysChooseTheNeighbourSkippingDisabled() {
    let (window, control, events) = installed()
    control.setEnabled(false, forSegmentAt: 1)
    window.press(Keys.tab)
    window.press(Keys.right)
    #expect(control.selectedSegmentIndex == 0)
    window.press(Keys.right)
    #expect(control.selectedSegmentIndex == 2)
    window.press(Keys.right)
    #expect(control.selectedSegmentIndex == 2)
    window.press(Keys.left)
    #expect(control.selectedSegmentIndex == 0)
    #expect(events() == ["valueChanged 0", "valueChanged 2", "valueChanged 0"])
  }

  @Test func thousandsOfSegmentsStayBounded() {
    let control = UISegmentedControl(items: (0..<5000).map { "\($0)" })
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    #expect(control.numberOfSegments == 5000)
    #expect(control.intrinsicContentSize.width.isFinite)
  }

  @Test(arguments: [1.0, 2.0])
  func everyStateLooksRight(scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 320, height: 132), scale: scale)
    window.backgroundColor = .systemBackground
    let plain = UISegmentedControl(items: ["Day", "Week", "Month"])
    plain.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
    plain.selectedSegmentIndex = 0
    let disabledSegment = UISegmentedControl(items: ["Map", "Transit", "Satellite"])
    disabledSegment.frame = CGRect(x: 10, y: 50, width: 300, height: 32)
    disabledSegment.selectedSegmentIndex = 2
    disabledSegment.setEnabled(false, forSegmentAt: 1)
    disabledSegment.selectedSegmentTintColor = .systemYellow
    let disabled = UISegmentedControl(items: ["Off", "Auto", "On"])
    disabled.frame = CGRect(x: 10, y: 90, width: 300, height: 32)
    disabled.selectedSegmentIndex = 1
    disabled.isEnabled = false
    for control in [plain, disabledSegment, disabled] { window.addSubview(control) }
    // "Month" held down (highlighted).
    let month = CGPoint(x: 260, y: 26)
    window.touchDown(at: month)
    defer { window.touchUp(at: month, time: 0.1) }
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "segmentedLight\(suffix)")
    window.overrideUserInterfaceStyle = .dark
    try assertSnapshot(window.renderImage(), named: "segmentedDark\(suffix)")
  }
}
