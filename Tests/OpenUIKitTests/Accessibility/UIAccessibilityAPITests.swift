import Foundation
import OpenUIKitTesting
import Synchronization
import Testing

@_spi(Platform) @testable import OpenUIKit

/// UIKit's accessibility API with Apple's defaults, in the spelling iOS code uses.
@MainActor @Suite struct UIAccessibilityAPITests {
  @Test func plainViewsAreNotElementsLabelsAndControlsAre() {
    #expect(!UIView().isAccessibilityElement)
    #expect(!UIImageView().isAccessibilityElement)
    #expect(UILabel().isAccessibilityElement)
    #expect(UIButton(type: .system).isAccessibilityElement)
    #expect(UISwitch().isAccessibilityElement)
    #expect(UISlider().isAccessibilityElement)
    #expect(UITextField().isAccessibilityElement)
    #expect(!UISegmentedControl(items: ["A", "B"]).isAccessibilityElement)
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).isAccessibilityElement)
    let element = UIAccessibilityElement(accessibilityContainer: UIView())
    #expect(!element.isAccessibilityElement)
  }

  @Test func labelsAndValuesComeFromWhatTheViewShows() {
    let label = UILabel()
    label.text = "Hello"
    #expect(label.accessibilityLabel == "Hello")
    #expect(label.accessibilityTraits == .staticText)
    label.accessibilityLabel = "Greeting"
    #expect(label.accessibilityLabel == "Greeting")
    label.accessibilityLabel = nil
    #expect(label.accessibilityLabel == "Hello", "nil goes back to the text")

    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)
    #expect(button.accessibilityLabel == "Send")
    #expect(button.accessibilityTraits == .button)
    button.isEnabled = false
    #expect(button.accessibilityTraits == [.button, .notEnabled])
    button.isEnabled = true
    button.isSelected = true
    #expect(button.accessibilityTraits.contains(.selected))

    let toggle = UISwitch()
    #expect(toggle.accessibilityValue == "0")
    toggle.isOn = true
    #expect(toggle.accessibilityValue == "1")
    #expect(toggle.accessibilityTraits.contains(.button))

    let slider = UISlider()
    slider.minimumValue = 0
    slider.maximumValue = 200
    slider.value = 50
    #expect(slider.accessibilityValue == "25%")
    #expect(slider.accessibilityTraits.contains(.adjustable))

    let progress = UIProgressView(progressViewStyle: .default)
    progress.progress = 0.4
    #expect(progress.accessibilityValue == "40%")

    let field = UITextField()
    field.placeholder = "Name"
    #expect(field.accessibilityValue == "Name")
    field.text = "Ada"
    #expect(field.accessibilityValue == "Ada")
    field.isSecureTextEntry = true
    #expect(field.accessibilityValue == "•••")

    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    #expect(spinner.accessibilityLabel == "In progress")
  }

  @Test func incrementAndDecrementAdjustAndReportTheValue() {
    let slider = UISlider()
    slider.value = 0.5
    var changes = 0
    slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    slider.accessibilityIncrement()
    #expect(abs(slider.value - 0.6) < 0.0001)
    slider.accessibilityDecrement()
    slider.accessibilityDecrement()
    #expect(abs(slider.value - 0.4) < 0.0001)
    #expect(changes == 3)

    let stepper = UIStepper()
    stepper.maximumValue = 2
    stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    stepper.accessibilityIncrement()
    stepper.accessibilityIncrement()
    stepper.accessibilityIncrement()
    #expect(stepper.value == 2)
    #expect(stepper.accessibilityValue == "2")
    #expect(changes == 5, "a step at the end changes nothing and reports nothing")
  }

  @Test func aCustomActionRunsItsHandlerOrTarget() {
    final class Cell: UIView {
      var deleted = 0
      func delete(_ action: UIAccessibilityCustomAction) -> Bool {
        deleted += 1
        return true
      }
    }
    let cell = Cell()
    var replies = 0
    cell.accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Reply") { _ in
        replies += 1
        return true
      },
      UIAccessibilityCustomAction(name: "Delete", target: cell, selector: Cell.delete),
    ]
    #expect(cell.accessibilityCustomActions?.map(\.name) == ["Reply", "Delete"])
    #expect(cell.accessibilityRespondsToUserInteraction)
    #expect(cell.accessibilityCustomActions?[0].perform() == true)
    #expect(cell.accessibilityCustomActions?[1].perform() == true)
    #expect(replies == 1 && cell.deleted == 1)
  }

  @Test func anElementInContainerSpaceFollowsItsContainer() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let chart = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
    window.addSubview(chart)
    let bar = UIAccessibilityElement(accessibilityContainer: chart)
    bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 0, width: 20, height: 100)
    bar.accessibilityLabel = "Monday"
    bar.accessibilityValue = "12 steps"
    bar.isAccessibilityElement = true
    chart.accessibilityElements = [bar]
    #expect(bar.accessibilityFrame == CGRect(x: 30, y: 30, width: 20, height: 100))
    #expect(bar.accessibilityContainer === chart)
    chart.frame.origin.x = 50
    #expect(bar.accessibilityFrame.minX == 60)
    #expect(bar.accessibilityActivationPoint == CGPoint(x: 70, y: 80))

    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    #expect(
      recorder.dump(of: window) == """
        window [enabled showing active] (0 0 300 200)
          group [enabled showing] (50 30 200 100)
            element "Monday" value="12 steps" [enabled showing] (60 30 20 100)

        """)
  }

  @Test func screenCoordinatesIncludeTheWindowsPlace() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    window.frame.origin = CGPoint(x: 100, y: 50)
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    window.addSubview(view)
    #expect(
      UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
        == CGRect(x: 110, y: 70, width: 30, height: 40))
    #expect(view.accessibilityFrame == CGRect(x: 110, y: 70, width: 30, height: 40))
    let path = UIAccessibility.convertToScreenCoordinates(
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)), in: view)
    #expect(path.bounds == CGRect(x: 110, y: 70, width: 5, height: 5))
  }

  @Test func notificationsReachTheAssistiveTechnology() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Saved"
    window.addSubview(label)
    UIAccessibility.post(notification: .announcement, argument: "Dropped: nobody listens")
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    UIAccessibility.post(notification: .announcement, argument: "Message sent")
    UIAccessibility.post(notification: .screenChanged, argument: label)
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
    UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 3")
    runCommit()
    let labelID = recorder.node(for: label)?.id
    #expect(
      recorder.events == [
        .announcement("Message sent"), .screenChanged(focus: labelID),
        .layoutChanged(focus: nil), .pageScrolled("Page 2 of 3"),
      ])
  }

  @Test func desktopSettingsReachTheAPIAndTheScreensTraits() {
    let saved = UIAccessibility.settings
    defer { UIAccessibility.settings = saved }
    UIAccessibility.settings = .init()
    let posted = Mutex<[NSNotification.Name]>([])
    let names = [
      UIAccessibility.reduceMotionStatusDidChangeNotification,
      UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
      UIAccessibility.boldTextStatusDidChangeNotification,
    ]
    let tokens = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        posted.withLock { $0.append(note.name) }
      }
    }
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    UIAccessibility.settings = .init(reduceMotion: true, boldText: true, highContrast: true)
    #expect(UIAccessibility.isReduceMotionEnabled)
    #expect(UIAccessibility.isBoldTextEnabled)
    #expect(UIAccessibility.isDarkerSystemColorsEnabled)
    #expect(Set(posted.withLock { $0 }) == Set(names))
    #expect(UIScreen.main.traitCollection.accessibilityContrast == .high)
    #expect(UIScreen.main.traitCollection.legibilityWeight == .bold)
    let forced = UIAccessibility.DesktopSettings.fromEnvironment(["OPENUIKIT_REDUCE_MOTION": "1"])
    #expect(forced.reduceMotion && !forced.boldText)
  }
}
