import Foundation
import OpenUIKitTesting
import Synchronization
import Testing

@_spi(Platform) @testable import OpenUIKit

/// The semantics phase: what the tree holds, UIKit's element rule, incremental updates.
@MainActor @Suite struct AccessibilityTreeTests {
  @Test func aFormReadsAsUIKitWouldExposeIt() throws {
    let window = makeWindow(size: CGSize(width: 320, height: 200))
    defer { window.isHidden = true }
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    let title = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
    title.text = "Settings"
    title.accessibilityTraits.insert(.header)
    let row = UIView(frame: CGRect(x: 0, y: 40, width: 320, height: 40))
    let toggle = UISwitch(frame: CGRect(x: 250, y: 5, width: 51, height: 31))
    toggle.accessibilityLabel = "Wi-Fi"
    toggle.isOn = true
    row.addSubview(toggle)
    let slider = UISlider(frame: CGRect(x: 10, y: 90, width: 200, height: 30))
    slider.accessibilityLabel = "Volume"
    slider.value = 0.25
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    button.frame = CGRect(x: 10, y: 130, width: 80, height: 30)
    button.isEnabled = false
    for view in [title, row, slider, button] { window.addSubview(view) }
    #expect(
      recorder.dump(of: window) == """
        window [enabled showing active] (0 0 320 200)
          heading "Settings" [enabled showing] (10 10 200 20)
          toggleButton "Wi-Fi" value="1" [enabled checked focusable showing] (250 45 51 31) actions=click,focus
          slider "Volume" value="25%" range=0…1 [enabled focusable showing] (10 90 200 30) actions=increment,decrement,focus
          button "Save" [showing] (10 130 80 30)

        """)
  }
}

extension AccessibilityTreeTests {
  /// A view that counts how often its label is read.
  final class CountingView: UIView {
    var labelReads = 0
    override var accessibilityLabel: String? {
      get {
        labelReads += 1
        return "Counted"
      }
      set { super.accessibilityLabel = newValue }
    }
    override var isAccessibilityElement: Bool {
      get { true }
      set { super.isAccessibilityElement = newValue }
    }
  }

  @Test func nothingIsReadWhileNoAssistiveTechnologyListens() {
    let window = makeWindow(size: CGSize(width: 200, height: 100))
    defer { window.isHidden = true }
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(view)
    view.backgroundColor = .red
    runCommit()
    #expect(view.labelReads == 0)
    #expect(!UIAccessibility.isVoiceOverRunning)
    let recorder = AccessibilityRecorder()
    #expect(UIAccessibility.isVoiceOverRunning)
    runCommit()
    #expect(view.labelReads == 1)
    recorder.stop()
    view.backgroundColor = .blue
    runCommit()
    #expect(view.labelReads == 1)
    #expect(!UIAccessibility.isVoiceOverRunning)
  }

  @Test func theVoiceOverStatusNotificationFollowsListening() {
    let posts = Mutex(0)
    let token = NotificationCenter.default.addObserver(
      forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in posts.withLock { $0 += 1 } }
    defer { NotificationCenter.default.removeObserver(token) }
    let recorder = AccessibilityRecorder()
    recorder.stop()
    #expect(posts.withLock { $0 } == 2)
  }

  @Test func aChangePushesOnlyTheNodesThatDiffer() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 100))
    defer { window.isHidden = true }
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "One"
    let other = UILabel(frame: CGRect(x: 0, y: 30, width: 100, height: 20))
    other.text = "Still"
    let toggle = UISwitch(frame: CGRect(x: 150, y: 0, width: 51, height: 31))
    for view in [label, other, toggle] { window.addSubview(view) }
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    #expect(recorder.updates.count == 1)
    recorder.clearUpdates()

    label.text = "Two"
    runCommit()
    #expect(recorder.updates.count == 1)
    #expect(recorder.updates.first?.nodes.map(\.name) == ["Two"])
    let labelID = try #require(recorder.node(for: label)).id
    #expect(recorder.changes.first == [.name(labelID), .text(labelID)])
    recorder.clearUpdates()

    toggle.setOn(true, animated: false)
    runCommit()
    let toggleID = try #require(recorder.node(for: toggle)).id
    #expect(recorder.updates.flatMap(\.nodes).map(\.id) == [toggleID])
    #expect(recorder.changes.flatMap { $0 }.contains(.value(toggleID)))
    recorder.clearUpdates()

    runCommit()
    #expect(recorder.updates.isEmpty, "an idle commit pushes nothing")
  }

  @Test func hidingAndRemovingViewsRemovesTheirNodes() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 100))
    defer { window.isHidden = true }
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Gone soon"
    let button = UIButton(type: .system)
    button.setTitle("Stays", for: .normal)
    button.frame = CGRect(x: 0, y: 40, width: 100, height: 30)
    container.addSubview(label)
    container.addSubview(button)
    window.addSubview(container)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    let labelID = try #require(recorder.node(named: "Gone soon")).id

    recorder.clearUpdates()
    label.isHidden = true
    runCommit()
    #expect(recorder.node(named: "Gone soon") == nil)
    #expect(recorder.updates.flatMap(\.removed) == [labelID])

    label.isHidden = false
    runCommit()
    #expect(recorder.node(named: "Gone soon") != nil)

    label.removeFromSuperview()
    runCommit()
    #expect(recorder.node(named: "Gone soon") == nil)
    #expect(recorder.node(named: "Stays")?.role == .button)
  }

  @Test func anElementsSubviewsAreNotExposedSeparately() {
    let window = makeWindow(size: CGSize(width: 300, height: 100))
    defer { window.isHidden = true }
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    card.isAccessibilityElement = true
    card.accessibilityLabel = "Card, 3 comments"
    let inner = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    inner.text = "3 comments"
    card.addSubview(inner)
    window.addSubview(card)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    #expect(
      recorder.dump(of: window, frames: false) == """
        window [enabled showing active]
          element "Card, 3 comments" [enabled showing]

        """)
  }

  @Test func accessibilityElementsOrdersAndGroups() {
    let window = makeWindow(size: CGSize(width: 300, height: 100))
    defer { window.isHidden = true }
    let first = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    first.text = "First"
    let second = UILabel(frame: CGRect(x: 0, y: 30, width: 100, height: 20))
    second.text = "Second"
    let group = UIView(frame: window.bounds)
    group.addSubview(first)
    group.addSubview(second)
    group.accessibilityElements = [second, first]
    window.addSubview(group)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    #expect(group.accessibilityElementCount() == 2)
    #expect(group.accessibilityElement(at: 0) as? UILabel === second)
    #expect(group.index(ofAccessibilityElement: first) == 1)
    #expect(group.index(ofAccessibilityElement: window) == NSNotFound)
    #expect(
      recorder.dump(of: window, frames: false) == """
        window [enabled showing active]
          group [enabled showing]
            staticText "Second" [enabled showing]
            staticText "First" [enabled showing]

        """)
  }

  @Test func aModalViewHidesItsSiblings() {
    let window = makeWindow(size: CGSize(width: 300, height: 100))
    defer { window.isHidden = true }
    let behind = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    behind.text = "Behind"
    let dialog = UIView(frame: CGRect(x: 50, y: 20, width: 200, height: 60))
    dialog.accessibilityViewIsModal = true
    let message = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
    message.text = "Delete?"
    dialog.addSubview(message)
    window.addSubview(behind)
    window.addSubview(dialog)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    #expect(
      recorder.dump(of: window, frames: false) == """
        window [enabled showing active]
          dialog [enabled modal showing] actions=escape
            staticText "Delete?" [enabled showing]

        """)
  }
}
