import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// What an assistive technology does through the tree reaches the app as UIKit's calls.
@MainActor @Suite struct AccessibilityActionsTests {
  @Test func activatingAButtonTapsIt() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)
    button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
    var sent = 0
    button.addAction(UIAction { _ in sent += 1 }, for: .touchUpInside)
    window.addSubview(button)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    #expect(recorder.perform(.activate, on: "Send"))
    #expect(sent == 1)
    button.isEnabled = false
    runCommit()
    #expect(!recorder.perform(.activate, on: "Send"), "a disabled button offers no activation")
    #expect(sent == 1)
  }

  @Test func activateCallsAccessibilityActivateFirst() {
    final class Card: UIView {
      var activations = 0
      override func accessibilityActivate() -> Bool {
        activations += 1
        return true
      }
    }
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    card.isAccessibilityElement = true
    card.accessibilityLabel = "Card"
    card.accessibilityTraits = .button
    window.addSubview(card)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    #expect(recorder.perform(.activate, on: "Card"))
    #expect(card.activations == 1)
  }

  @Test func aSwitchTogglesAndTheTreeFollows() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
    toggle.accessibilityLabel = "Airplane Mode"
    window.addSubview(toggle)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    #expect(recorder.node(named: "Airplane Mode")?.states.contains(.checked) == false)
    recorder.perform(.activate, on: "Airplane Mode")
    #expect(toggle.isOn)
    let node = try #require(recorder.node(named: "Airplane Mode"))
    #expect(node.value == "1")
    #expect(node.states.contains(.checked))
  }

  @Test func aSliderMovesByIncrementAndDecrement() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    slider.accessibilityLabel = "Brightness"
    slider.value = 0.5
    window.addSubview(slider)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    recorder.perform(.increment, on: "Brightness")
    let node = try #require(recorder.node(named: "Brightness"))
    #expect(node.value == "60%")
    #expect(abs((node.numericValue?.current ?? 0) - 0.6) < 0.0001)
    recorder.perform(.decrement, on: "Brightness")
    #expect(recorder.node(named: "Brightness")?.value == "50%")
  }

  @Test func segmentsAreButtonsThatSelect() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let control = UISegmentedControl(items: ["Day", "Week", "Month"])
    control.frame = CGRect(x: 10, y: 10, width: 240, height: 32)
    control.selectedSegmentIndex = 0
    window.addSubview(control)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    #expect(
      recorder.dump(of: window, frames: false) == """
        window [enabled showing active]
          group [enabled focusable showing] actions=focus
            tab "Day" [enabled selected showing selectable] actions=click
            tab "Week" [enabled showing selectable] actions=click
            tab "Month" [enabled showing selectable] actions=click

        """)
    recorder.perform(.activate, on: "Month")
    #expect(control.selectedSegmentIndex == 2)
    #expect(recorder.node(named: "Month")?.states.contains(.selected) == true)
    #expect(recorder.node(named: "Day")?.states.contains(.selected) == false)
  }

  @Test func aCustomActionIsOfferedAndRuns() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let row = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    row.text = "Message from Ada"
    var archived = false
    row.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Archive") { _ in
        archived = true
        return true
      }
    ]
    window.addSubview(row)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    let node = recorder.node(named: "Message from Ada")
    #expect(node?.actions == [.activate, .custom(0, "Archive")])
    #expect(recorder.perform(.custom(0, "Archive"), on: "Message from Ada"))
    #expect(archived)
  }

  @Test func keyboardFocusFollowsTheFirstResponder() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    field.accessibilityLabel = "Name"
    window.addSubview(field)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    let id = try #require(recorder.node(named: "Name")).id
    #expect(recorder.tree.focus == nil)
    #expect(recorder.perform(.focus, on: "Name"))
    #expect(field.isFirstResponder)
    #expect(recorder.tree.focus == id)
    #expect(recorder.node(named: "Name")?.states.contains(.focused) == true)
    #expect(field.accessibilityElementIsFocused())
    field.resignFirstResponder()
    runCommit()
    #expect(recorder.tree.focus == nil)
    #expect(recorder.node(named: "Name")?.states.contains(.focused) == false)
  }

  @Test func aScrollViewScrollsByAPageAndSaysWhere() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let scroll = UIScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 300, height: 600)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Top"
    scroll.addSubview(label)
    window.addSubview(scroll)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    // This scroll view's node (others tests' windows may be in the tree).
    let id = recorder.node(for: scroll)?.id
    #expect(recorder.node(for: scroll)?.role == .scrollArea)
    #expect(id != nil)
    #expect(recorder.perform(.scroll(.down), on: id ?? .application))
    #expect(scroll.contentOffset.y == 200)
    #expect(recorder.events.last == .pageScrolled("Page 2 of 3"))
    #expect(recorder.node(named: "Top")?.frame.minY == -200)
  }

  @Test func cellsReadTheirTextAsOneElementUnlessTheyHoldAControl() {
    let window = makeWindow(size: CGSize(width: 320, height: 120))
    defer { window.isHidden = true }
    let plain = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    plain.textLabel?.text = "Ada Lovelace"
    plain.detailTextLabel?.text = "Mathematician"
    plain.accessoryType = .checkmark
    plain.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    let withSwitch = UITableViewCell(style: .default, reuseIdentifier: nil)
    withSwitch.textLabel?.text = "Notifications"
    withSwitch.accessoryView = UISwitch()
    withSwitch.frame = CGRect(x: 0, y: 60, width: 320, height: 60)
    window.addSubview(plain)
    window.addSubview(withSwitch)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    #expect(
      recorder.dump(of: window, frames: false) == """
        window [enabled showing active]
          cell "Ada Lovelace, Mathematician" [enabled selected showing selectable] actions=click
          cell [enabled showing selectable]
            staticText "Notifications" [enabled showing]
            toggleButton value="0" [enabled focusable showing] actions=click,focus

        """)
  }
}
