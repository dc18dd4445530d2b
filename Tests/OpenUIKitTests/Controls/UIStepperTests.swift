import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct UIStepperTests {
  func installed() -> (UIWindow, UIStepper, () -> [String]) {
    let window = makeWindow(size: CGSize(width: 200, height: 100))
    let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
    window.addSubview(stepper)
    var events: [String] = []
    for (event, name) in [
      (UIControl.Event.touchDown, "touchDown"), (.valueChanged, "valueChanged"),
      (.touchUpInside, "touchUpInside"),
    ] {
      // The sender, not the captured stepper: a stepper holding an action that holds the stepper
      // is a cycle (AddressSanitizer's leak checker reports it).
      stepper.addAction(
        UIAction { action in
          events.append("\(name) \((action.sender as? UIStepper)?.value ?? .nan)")
        }, for: event)
    }
    return (window, stepper, { events })
  }

  @Test func defaultsAndDocumentedClamps() {
    let stepper = UIStepper()
    #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1 && stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    stepper.minimumValue = 100
    stepper.maximumValue = -5
    stepper.stepValue = 0
    stepper.stepValue = .nan
    stepper.value = .nan
    #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
    stepper.value = 500
    #expect(stepper.value == 100)
    stepper.maximumValue = 50
    #expect(stepper.value == 50)
    stepper.value = -.infinity
    #expect(stepper.value == 0)
  }

  @Test func aTouchStepsWhenItGoesDownInUIKitsOrder() {
    let (window, stepper, events) = installed()
    window.tap(at: CGPoint(x: 90, y: 36))
    window.tap(at: CGPoint(x: 90, y: 36), time: 1)
    window.tap(at: CGPoint(x: 40, y: 36), time: 2)
    #expect(stepper.value == 1)
    #expect(
      events().prefix(3) == ["touchDown 0.0", "valueChanged 1.0", "touchUpInside 1.0"])
    // At the minimum, − changes nothing and sends no value change.
    window.tap(at: CGPoint(x: 40, y: 36), time: 3)
    window.tap(at: CGPoint(x: 40, y: 36), time: 4)
    #expect(stepper.value == 0)
    #expect(events().filter { $0.hasPrefix("valueChanged") }.count == 4)
  }

  @Test func holdingRepeatsOnTheVirtualClock() {
    let (window, stepper, _) = installed()
    let clock = TestClock()
    defer { clock.uninstall() }
    let tickers = AnimationTicker.runningCount
    window.touchDown(at: CGPoint(x: 90, y: 36), time: clock.now)
    #expect(stepper.value == 1)
    clock.advance(by: 0.45)
    #expect(stepper.value == 1, "no repeat before half a second")
    clock.advance(by: 0.1)
    #expect(stepper.value == 2)
    clock.advance(by: 0.5)
    #expect(stepper.value == 7)
    window.touchUp(at: CGPoint(x: 90, y: 36), time: clock.now)
    clock.advance(by: 1)
    #expect(stepper.value == 7, "repeats stop on release")
    #expect(AnimationTicker.runningCount == tickers)
  }

  @Test func wrapsAndNonContinuous() {
    let (window, stepper, events) = installed()
    stepper.autorepeat = false
    stepper.wraps = true
    stepper.maximumValue = 3
    window.tap(at: CGPoint(x: 40, y: 36))
    #expect(stepper.value == 3)
    window.tap(at: CGPoint(x: 90, y: 36), time: 1)
    #expect(stepper.value == 0)
    stepper.isContinuous = false
    stepper.wraps = false
    window.touchDown(at: CGPoint(x: 90, y: 36), time: 2)
    #expect(stepper.value == 1 && !events().last!.hasPrefix("valueChanged"))
    window.touchUp(at: CGPoint(x: 90, y: 36), time: 2.05)
    #expect(events().suffix(2) == ["valueChanged 1.0", "touchUpInside 1.0"])
  }

  @Test func arrowKeysStepWithFocus() {
    let (window, stepper, _) = installed()
    window.press(Keys.tab)
    window.press(Keys.up)
    window.press(Keys.right)
    window.press(Keys.down)
    #expect(stepper.value == 1)
  }

  @Test(arguments: [1.0, 2.0])
  func everyStateLooksRight(scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 420, height: 52), scale: scale)
    window.backgroundColor = .systemBackground
    let states: [(UIStepper) -> Void] = [
      { _ in }, { $0.value = 50 }, { $0.value = 100 }, { $0.isEnabled = false },
    ]
    var steppers: [UIStepper] = []
    for (index, apply) in states.enumerated() {
      let stepper = UIStepper(frame: CGRect(x: 8 + index * 102, y: 10, width: 94, height: 32))
      apply(stepper)
      window.addSubview(stepper)
      steppers.append(stepper)
    }
    // The second one's + held down.
    let plus = CGPoint(x: steppers[1].frame.maxX - 20, y: steppers[1].center.y)
    window.touchDown(at: plus)
    defer { window.touchUp(at: plus, time: 0.1) }
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "steppersLight\(suffix)")
    window.overrideUserInterfaceStyle = .dark
    try assertSnapshot(window.renderImage(), named: "steppersDark\(suffix)")
  }
}
