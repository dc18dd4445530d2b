import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A target for target-action: records the values it was sent.
@MainActor final class ValueReceiver {
  var values: [Float] = []
  func sliderChanged(_ sender: Any) {
    if let slider = sender as? UISlider { values.append(slider.value) }
  }
}

@MainActor @Suite struct UISliderTests {
  @Test func targetActionGetsTheSenderWithEachChange() {
    let (window, slider, _) = installed()
    let receiver = ValueReceiver()
    slider.addTarget(receiver, action: ValueReceiver.sliderChanged, for: .valueChanged)
    window.tap(at: CGPoint(x: 134, y: 35))
    window.press(Keys.tab)
    window.press(Keys.right)
    #expect(receiver.values.count == 2)
    #expect(abs(receiver.values[0] - 0.5) < 0.001 && abs(receiver.values[1] - 0.6) < 0.001)
    slider.removeTarget(receiver, for: .valueChanged)
    window.press(Keys.right)
    #expect(receiver.values.count == 2)
  }

  /// A 228-point slider at (20, 20): the thumb centre travels from x 34 to 234 (200 points).
  func installed() -> (UIWindow, UISlider, () -> [String]) {
    let window = makeWindow(size: CGSize(width: 300, height: 100))
    let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 228, height: 31))
    window.addSubview(slider)
    var events: [String] = []
    for (event, name) in [
      (UIControl.Event.touchDown, "touchDown"), (.valueChanged, "valueChanged"),
      (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
      (.primaryActionTriggered, "primary"),
    ] {
      slider.addAction(UIAction { _ in events.append(name) }, for: event)
    }
    CATransaction.flush()
    return (window, slider, { events })
  }

  @Test func defaultsAndClamps() {
    let slider = UISlider(frame: .zero)
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
    #expect(slider.isContinuous)
    slider.value = 2
    #expect(slider.value == 1)
    slider.value = .nan
    #expect(slider.value == 1, "NaN is ignored")
    slider.value = -.infinity
    #expect(slider.value == 0)
    slider.value = .infinity
    #expect(slider.value == 1)
    slider.maximumValue = .infinity
    slider.minimumValue = .nan
    #expect(slider.minimumValue == 0 && slider.maximumValue == 1)
    // UIKit's documented clamps: a minimum above the maximum raises it, and the reverse.
    slider.minimumValue = 5
    #expect(slider.maximumValue == 5 && slider.value == 5)
    slider.maximumValue = -1
    #expect(slider.minimumValue == -1 && slider.value == -1)
    slider.maximumValue = 10
    slider.value = 4
    slider.minimumValue = 6
    #expect(slider.value == 6)
    #expect(slider.intrinsicContentSize.height == 31)
  }

  @Test func draggingTheThumbSendsValueChangesInOrder() {
    let (window, slider, events) = installed()
    // The thumb at 0 is centred at x 34; taken 4 points right of its centre, it does not jump.
    window.touchDown(at: CGPoint(x: 38, y: 35))
    #expect(slider.value == 0 && events() == ["touchDown"])
    window.touchMove(to: CGPoint(x: 138, y: 35), time: 0.02)
    #expect(abs(slider.value - 0.5) < 0.001)
    window.touchMove(to: CGPoint(x: 500, y: 90), time: 0.04)
    #expect(slider.value == 1, "the value follows the touch outside the control")
    window.touchUp(at: CGPoint(x: 500, y: 90), time: 0.06)
    #expect(
      events() == [
        "touchDown", "valueChanged", "primary", "valueChanged", "primary", "touchUpOutside",
      ])
    // The thumb follows (laid out at the next commit).
    CATransaction.flush()
    let thumbCentre = slider.subviews[0].frame.midX
    #expect(abs(thumbCentre - 214) < 0.01)
  }

  @Test func aClickOnTheTrackMovesTheThumbThere() {
    let (window, slider, events) = installed()
    window.tap(at: CGPoint(x: 184, y: 35))
    #expect(abs(slider.value - 0.75) < 0.001)
    #expect(events() == ["touchDown", "valueChanged", "primary", "touchUpInside"])
  }

  @Test func aNonContinuousSliderReportsOnceOnRelease() {
    let (window, slider, events) = installed()
    slider.isContinuous = false
    window.drag(from: CGPoint(x: 34, y: 35), to: CGPoint(x: 134, y: 35), steps: 5)
    #expect(abs(slider.value - 0.5) < 0.001)
    #expect(events() == ["touchDown", "valueChanged", "primary", "touchUpInside"])
    // A drag back to where it started reports nothing.
    window.touchDown(at: CGPoint(x: 134, y: 35), time: 1)
    window.touchMove(to: CGPoint(x: 174, y: 35), time: 1.02)
    window.touchMove(to: CGPoint(x: 134, y: 35), time: 1.04)
    window.touchUp(at: CGPoint(x: 134, y: 35), time: 1.06)
    #expect(events().filter { $0 == "valueChanged" }.count == 1)
  }

  @Test func arrowKeysStepATenthOfTheRange() {
    let (window, slider, events) = installed()
    slider.minimumValue = 0
    slider.maximumValue = 50
    window.press(Keys.right)
    #expect(slider.value == 0, "without focus, arrows do nothing")
    window.press(Keys.tab)
    window.press(Keys.right)
    window.press(Keys.up)
    #expect(slider.value == 10)
    window.press(Keys.left)
    #expect(slider.value == 5)
    window.press(Keys.down)
    window.press(Keys.down)
    #expect(slider.value == 0)
    window.press(Keys.space)
    #expect(slider.value == 0)
    #expect(events().filter { $0 == "valueChanged" }.count == 4, "no event at the end stop")
  }

  @Test func disabledSlidersIgnoreTouches() {
    let (window, slider, events) = installed()
    slider.isEnabled = false
    window.drag(from: CGPoint(x: 34, y: 35), to: CGPoint(x: 200, y: 35))
    #expect(slider.value == 0 && events().isEmpty)
  }

  @Test(arguments: [1.0, 2.0])
  func everyStateLooksRight(scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 250, height: 172), scale: scale)
    window.backgroundColor = .systemBackground
    let states: [(UISlider) -> Void] = [
      { _ in },
      { $0.value = 0.4 },
      { $0.value = 1 },
      {
        $0.value = 0.6; $0.isEnabled = false
      },
      {
        $0.value = 0.3
        $0.minimumTrackTintColor = .systemOrange
        $0.maximumTrackTintColor = .systemTeal
        $0.thumbTintColor = .systemYellow
      },
    ]
    var sliders: [UISlider] = []
    for (index, apply) in states.enumerated() {
      let slider = UISlider(frame: CGRect(x: 10, y: 6 + index * 32, width: 230, height: 31))
      apply(slider)
      window.addSubview(slider)
      sliders.append(slider)
    }
    // The second one held down (highlighted) and focused.
    window.press(Keys.tab)
    window.press(Keys.tab)
    window.touchDown(at: sliders[1].center)
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "slidersLight\(suffix)")
    window.overrideUserInterfaceStyle = .dark
    try assertSnapshot(window.renderImage(), named: "slidersDark\(suffix)")
    window.touchUp(at: sliders[1].center, time: 0.1)
  }
}
