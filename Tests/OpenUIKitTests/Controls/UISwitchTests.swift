import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct UISwitchTests {
  func installed() -> (UIWindow, UISwitch, () -> [String]) {
    let window = makeWindow(size: CGSize(width: 200, height: 100))
    let control = UISwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31))
    window.addSubview(control)
    var events: [String] = []
    for (event, name) in [
      (UIControl.Event.touchDown, "touchDown"), (.valueChanged, "valueChanged"),
      (.touchUpInside, "touchUpInside"), (.primaryActionTriggered, "primaryActionTriggered"),
    ] {
      control.addAction(UIAction { _ in events.append(name) }, for: event)
    }
    return (window, control, { events })
  }

  /// As UIKit's, a switch keeps its size whatever it is given, through its frame or its bounds
  /// (Auto Layout writes bounds), and stays centred where it is put.
  @Test func itsSizeIsFixed() {
    let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
    #expect(toggle.frame == CGRect(x: 10, y: 10, width: 51, height: 31))
    toggle.bounds = CGRect(x: 0, y: 0, width: 12, height: 5)
    #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let squeezed = UISwitch()
    squeezed.translatesAutoresizingMaskIntoConstraints = false
    row.addSubview(squeezed)
    NSLayoutConstraint.activate([
      squeezed.widthAnchor.constraint(equalToConstant: 10),
      squeezed.centerXAnchor.constraint(equalTo: row.centerXAnchor),
      squeezed.centerYAnchor.constraint(equalTo: row.centerYAnchor),
    ])
    row.layoutIfNeeded()
    // Centred on the 10-point width it was solved at (its height, 31, is its own).
    #expect(squeezed.frame == CGRect(x: 24.5, y: 5, width: 51, height: 31))
  }

  @Test func aTapFlipsItAndSendsValueChanged() {
    let (window, control, events) = installed()
    #expect(!control.isOn)
    #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
    window.tap(at: CGPoint(x: 40, y: 35))
    #expect(control.isOn)
    #expect(events() == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    window.tap(at: CGPoint(x: 40, y: 35))
    #expect(!control.isOn)
  }

  @Test func aDragEndsOnTheSideTheTouchEndsOn() {
    let (window, control, events) = installed()
    window.touchDown(at: CGPoint(x: 25, y: 35))
    window.touchMove(to: CGPoint(x: 45, y: 35), time: 0.05)
    window.touchMove(to: CGPoint(x: 65, y: 35), time: 0.1)
    window.touchUp(at: CGPoint(x: 65, y: 35), time: 0.15)
    #expect(control.isOn)
    // Dragged back to the off side and released there: off, one more change.
    window.touchDown(at: CGPoint(x: 60, y: 35), time: 1)
    window.touchMove(to: CGPoint(x: 40, y: 35), time: 1.05)
    window.touchMove(to: CGPoint(x: 22, y: 35), time: 1.1)
    window.touchUp(at: CGPoint(x: 22, y: 35), time: 1.15)
    #expect(!control.isOn)
    #expect(events().filter { $0 == "valueChanged" }.count == 2)
    // A drag that ends where it started changes nothing.
    window.touchDown(at: CGPoint(x: 25, y: 35), time: 2)
    window.touchMove(to: CGPoint(x: 30, y: 35), time: 2.05)
    window.touchUp(at: CGPoint(x: 30, y: 35), time: 2.1)
    #expect(!control.isOn)
    #expect(events().filter { $0 == "valueChanged" }.count == 2)
    // The primary action (UISwitch(frame:primaryAction:)) runs with value changes only.
    #expect(events().filter { $0 == "primaryActionTriggered" }.count == 2)
  }

  @Test func settingTheValueSendsNothingAndDisabledSwitchesIgnorePresses() {
    let (window, control, events) = installed()
    control.setOn(true, animated: true)
    control.isOn = false
    #expect(events().isEmpty)
    control.isEnabled = false
    window.tap(at: CGPoint(x: 40, y: 35))
    #expect(!control.isOn && events().isEmpty)
  }

  @Test(arguments: [1.0, 2.0])
  func everyStateLooksRight(scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 360, height: 50), scale: scale)
    window.backgroundColor = .systemBackground
    let states: [(Bool, (UISwitch) -> Void)] = [
      (false, { _ in }), (true, { _ in }), (true, { $0.isHighlighted = true }),
      (false, { $0.isEnabled = false }), (true, { $0.isEnabled = false }),
    ]
    for (index, (on, apply)) in states.enumerated() {
      let control = UISwitch(frame: CGRect(x: 8 + index * 58, y: 10, width: 51, height: 31))
      control.isOn = on
      apply(control)
      window.addSubview(control)
    }
    let custom = UISwitch(frame: .zero)
    custom.onTintColor = .systemPurple
    custom.thumbTintColor = .systemYellow
    custom.isOn = true
    custom.frame = CGRect(x: 8 + 5 * 58, y: 10, width: 51, height: 31)
    window.addSubview(custom)
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "switchesLight\(suffix)")
    window.overrideUserInterfaceStyle = .dark
    try assertSnapshot(window.renderImage(), named: "switchesDark\(suffix)")
  }

  @Test(arguments: [1.0, 2.0])
  func theThumbSlidesAndTheTintFadesIn(scale: CGFloat) throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 90, height: 50), scale: scale)
    window.backgroundColor = .systemBackground
    let control = UISwitch(frame: CGRect(x: 20, y: 10, width: 51, height: 31))
    window.addSubview(control)
    _ = window.renderImage()
    window.tap(at: CGPoint(x: 45, y: 25))
    #expect(control.isOn, "the value changes at once; the thumb follows")
    clock.advance(by: 0.125)  // half way in time, half way along the ease-in-ease-out curve
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "switchMidSlide\(suffix)")
    clock.advance(by: 0.2)
    let slid = try rgbaPixels(of: try #require(window.renderImage()))
    // At rest it looks exactly like a switch set on without animation.
    control.isOn = false
    control.isOn = true
    #expect(try rgbaPixels(of: try #require(window.renderImage())) == slid)
  }

  @Test func theSlideIsACoreAnimationAnimationOfTheThumbAndTheTint() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, control, _) = installed()
    defer { withExtendedLifetime(window) {} }
    let parts = try #require(control.layer.sublayers)
    let (tint, thumb) = (parts[1], parts[2])
    let offX = thumb.position.x
    control.setOn(true, animated: true)
    // The model is at the end at once; an additive animation brings the parts there.
    #expect(thumb.position.x > offX && tint.opacity == 1)
    let slide = try #require(thumb.animation(forKey: "slide") as? CABasicAnimation)
    let fade = try #require(tint.animation(forKey: "slide") as? CABasicAnimation)
    #expect(slide.keyPath == "position" && fade.keyPath == "opacity")
    #expect(slide.isAdditive && fade.isAdditive)
    #expect(slide.duration == 0.25 && fade.duration == 0.25)
    var point: [Float] = [0, 0]
    slide.timingFunction?.getControlPoint(at: 1, values: &point)
    #expect(point == [0.42, 0], "ease in, ease out")
    #expect(thumb.presentation()?.position.x == offX, "it shows where it was")
    clock.advance(by: 0.125)
    let midway = try #require(thumb.presentation()).position.x
    #expect(abs(midway - (offX + thumb.position.x) / 2) < 0.5, "half way: \(midway)")
    #expect(abs(try #require(tint.presentation()).opacity - 0.5) < 0.02)
    // Back from half way: half the travel, half the time.
    control.setOn(false, animated: true)
    let back = try #require(thumb.animation(forKey: "slide"))
    #expect(abs(back.duration - 0.125) < 0.01, "\(back.duration)")
    #expect(abs(try #require(thumb.presentation()).position.x - midway) < 0.01, "no jump")
    clock.advance(by: 0.2)
    #expect(thumb.animationKeys() == nil && thumb.position.x == offX)
  }

  @Test func withoutAnimationOrAWindowItSwitchesAtOnce() throws {
    let control = UISwitch()
    control.setOn(true, animated: true)
    let thumb = try #require(control.layer.sublayers?.last)
    #expect(thumb.animationKeys() == nil, "not in a window: nothing to slide")
    let (window, shown, _) = installed()
    defer { withExtendedLifetime(window) {} }
    UIView.performWithoutAnimation { shown.setOn(true, animated: true) }
    #expect(try #require(shown.layer.sublayers?.last).animationKeys() == nil)
  }

  @Test func theThumbMovesToTheOtherSideWhenTheDirectionFlips() throws {
    let (window, control, _) = installed()
    defer { withExtendedLifetime(window) {} }
    let thumb = try #require(control.layer.sublayers?.last)
    #expect(thumb.frame.minX == 2, "off: at the leading (left) end")
    control.semanticContentAttribute = .forceRightToLeft
    control.layoutIfNeeded()
    #expect(thumb.frame.maxX == 49, "off in right-to-left content: at the right end")
    control.isOn = true
    #expect(thumb.frame.minX == 2, "on: at the trailing (left) end")
    #expect(control.accessibilityValue == "1" && control.accessibilityTraits.contains(.button))
  }
}
