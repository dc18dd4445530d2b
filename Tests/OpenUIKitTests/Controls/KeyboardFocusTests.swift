import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Keys used across the control tests.
enum Keys {
  static let tab = UIKey(keyCode: .keyboardTab, characters: "\t")
  static let shiftTab = UIKey(keyCode: .keyboardTab, characters: "\t", modifierFlags: .shift)
  static let space = UIKey(keyCode: .keyboardSpacebar, characters: " ")
  static let returnKey = UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r")
  static let left = UIKey(keyCode: .keyboardLeftArrow, characters: "")
  static let right = UIKey(keyCode: .keyboardRightArrow, characters: "")
  static let up = UIKey(keyCode: .keyboardUpArrow, characters: "")
  static let down = UIKey(keyCode: .keyboardDownArrow, characters: "")
  static let shiftLeft = UIKey(keyCode: .keyboardLeftArrow, characters: "", modifierFlags: .shift)
  static let shiftRight = UIKey(
    keyCode: .keyboardRightArrow, characters: "", modifierFlags: .shift)
}

/// A view that records the focus updates it is told about.
final class FocusSpyView: UIView {
  var log: [String] = []
  var refuses = false
  override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { !refuses }
  override func didUpdateFocus(
    in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
  ) {
    let heading =
      context.focusHeading == .next
      ? "next" : context.focusHeading == .previous ? "previous" : "none"
    let from = context.previouslyFocusedView?.tag ?? 0
    log.append("\(from)->\(context.nextFocusedView?.tag ?? 0) \(heading)")
    coordinator.addCoordinatedAnimations({ self.log.append("animations") }) {
      self.log.append("completion")
    }
  }
}

@MainActor @Suite struct KeyboardFocusTests {
  /// A window with a container holding three buttons (tags 1–3) and a switch (tag 4).
  func installed() -> (UIWindow, FocusSpyView, [UIControl]) {
    let window = makeWindow(size: CGSize(width: 400, height: 200))
    let container = FocusSpyView(frame: window.bounds)
    window.addSubview(container)
    var controls: [UIControl] = []
    for index in 0..<3 {
      let button = UIButton(type: .system)
      button.setTitle("B\(index + 1)", for: .normal)
      button.frame = CGRect(x: 10 + index * 80, y: 10, width: 70, height: 30)
      button.tag = index + 1
      container.addSubview(button)
      controls.append(button)
    }
    let toggle = UISwitch(frame: CGRect(x: 10, y: 60, width: 51, height: 31))
    toggle.tag = 4
    container.addSubview(toggle)
    controls.append(toggle)
    return (window, container, controls)
  }

  @Test func tabMovesFocusInTreeOrderAndWraps() {
    let (window, container, controls) = installed()
    #expect(controls.allSatisfy { !$0.isFocused })
    window.press(Keys.tab)
    #expect(controls[0].isFocused && controls[0].state.contains(.focused))
    window.press(Keys.tab)
    window.press(Keys.tab)
    window.press(Keys.tab)
    #expect(controls[3].isFocused && !controls[0].isFocused)
    window.press(Keys.tab)
    #expect(controls[0].isFocused)
    window.press(Keys.shiftTab)
    #expect(controls[3].isFocused)
    // The container hears every move once, with the heading, and runs coordinated animations.
    #expect(container.log.prefix(4) == ["0->1 next", "animations", "completion", "1->2 next"])
    #expect(container.log.last == "completion")
    #expect(container.log.contains("1->4 previous"))
  }

  @Test func disabledHiddenAndNonInteractiveViewsAreSkipped() {
    let (window, _, controls) = installed()
    controls[1].isEnabled = false
    controls[2].isHidden = true
    window.press(Keys.tab)
    window.press(Keys.tab)
    #expect(controls[3].isFocused)
    // Disabling the focused control drops its focus; Tab starts again from the first.
    controls[3].isEnabled = false
    #expect(!controls[3].isFocused && !controls[3].state.contains(.focused))
    window.press(Keys.tab)
    #expect(controls[0].isFocused)
    controls[0].superview?.isUserInteractionEnabled = false
    window.press(Keys.tab)
    #expect(!controls[0].isFocused, "nothing focusable is left: focus is dropped")
  }

  @Test func spaceAndReturnActivateTheFocusedControl() {
    let (window, _, controls) = installed()
    var events: [String] = []
    let button = controls[0]
    button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
    button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
    button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
    // Unfocused, Space does nothing.
    window.press(Keys.space)
    #expect(events.isEmpty)
    window.press(Keys.tab)
    window.handleKey(Keys.space, down: true, timestamp: 0)
    #expect(button.isHighlighted && events.isEmpty)
    window.handleKey(Keys.space, down: false, timestamp: 0.05)
    #expect(!button.isHighlighted)
    #expect(events == ["primary", "up"])
    window.press(Keys.returnKey)
    #expect(events.count == 4)
    // A switch flips.
    let toggle = controls[3] as? UISwitch
    var changes = 0
    toggle?.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    window.press(Keys.shiftTab)
    window.press(Keys.space)
    #expect(toggle?.isOn == true && changes == 1)
    window.press(Keys.returnKey)
    #expect(toggle?.isOn == false && changes == 2)
  }

  @Test func aRefusingViewKeepsFocusAndRemovalDropsIt() {
    let (window, container, controls) = installed()
    window.press(Keys.tab)
    container.refuses = true
    // The container is not an end of the move: only the views focus leaves and reaches are asked.
    window.press(Keys.tab)
    #expect(controls[1].isFocused)
    controls[1].removeFromSuperview()
    #expect(!controls[1].isFocused)
    window.press(Keys.tab)
    #expect(controls[0].isFocused)
  }

  @Test func aViewThatRefusesToLoseFocusLosesItWhenDisabledOrRemoved() {
    final class Clingy: UIButton {
      var updates: [String] = []
      // Takes focus, never lets it go.
      override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        context.previouslyFocusedView !== self
      }
      override func didUpdateFocus(
        in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
      ) {
        updates.append(context.nextFocusedView == nil ? "lost" : "gained")
      }
    }
    let window = makeWindow(size: CGSize(width: 300, height: 100))
    let clingy = [Clingy(type: .system), Clingy(type: .system)]
    for (index, button) in clingy.enumerated() {
      button.frame = CGRect(x: 10 + index * 80, y: 10, width: 70, height: 30)
      window.addSubview(button)
    }
    window.press(Keys.tab)
    #expect(clingy[0].isFocused)
    // It keeps focus against Tab: it refuses to let go.
    window.press(Keys.tab)
    #expect(clingy[0].isFocused)
    // Disabled, it loses focus whatever it says, and hears of it.
    clingy[0].isEnabled = false
    #expect(!clingy[0].isFocused && clingy[0].updates == ["gained", "lost"])
    window.press(Keys.tab)
    #expect(clingy[1].isFocused)
    clingy[1].removeFromSuperview()
    #expect(!clingy[1].isFocused && clingy[1].updates == ["gained", "lost"])
  }

  @Test func tabStaysInsideAPresentedSheet() {
    let window = makeWindow(size: CGSize(width: 600, height: 400))
    let root = UIViewController()
    window.rootViewController = root
    let behind = UIButton(type: .system)
    behind.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
    root.view.addSubview(behind)
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .fullScreen
    let inside = [UIButton(type: .system), UIButton(type: .system)]
    for (index, button) in inside.enumerated() {
      button.frame = CGRect(x: 10, y: 10 + index * 40, width: 60, height: 30)
      sheet.view.addSubview(button)
    }
    root.present(sheet, animated: false)
    for _ in 0..<5 {
      window.press(Keys.tab)
      #expect(!behind.isFocused)
    }
    #expect(inside.contains { $0.isFocused })
  }

  @Test func contentComesBeforeTheNavigationBar() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    let second = UIViewController()
    let field = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
    second.view.addSubview(field)
    navigation.pushViewController(second, animated: false)
    CATransaction.flush()
    window.press(Keys.tab)
    #expect(field.isEditing, "the first Tab goes to the content")
    window.press(Keys.tab)
    func focused(in view: UIView) -> Bool {
      view.isFocused || view.subviews.contains { focused(in: $0) }
    }
    #expect(!field.isFocused && focused(in: navigation.navigationBar), "then Back")
  }

  @Test(arguments: [1.0, 2.0])
  func theFocusRingLooksRight(scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 200, height: 60), scale: scale)
    window.backgroundColor = .systemBackground
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Focused"
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 16, y: 12, width: 108, height: 34)  // its content fits
    window.addSubview(button)
    let toggle = UISwitch(frame: CGRect(x: 136, y: 14, width: 51, height: 31))
    window.addSubview(toggle)
    let suffix = scale == 2 ? "@2x" : ""
    window.press(Keys.tab)
    try assertSnapshot(window.renderImage(), named: "focusRingLight\(suffix)")
    window.press(Keys.tab)
    window.overrideUserInterfaceStyle = .dark
    try assertSnapshot(window.renderImage(), named: "focusRingDark\(suffix)")
  }
}

/// `restoresFocusAfterTransition`: popping back gives focus to the view that had it.
@MainActor @Suite struct FocusRestorationTests {
  final class ListController: UIViewController {
    let first = UIButton(type: .system)
    let second = UIButton(type: .system)
    override func viewDidLoad() {
      super.viewDidLoad()
      for (index, button) in [first, second].enumerated() {
        button.setTitle("Row \(index)", for: .normal)
        button.frame = CGRect(x: 10, y: 60 + CGFloat(index) * 40, width: 100, height: 30)
        view.addSubview(button)
      }
    }
  }

  @Test(arguments: [true, false])
  func poppingBackRestoresFocusUnlessTheControllerSaysNo(restores: Bool) {
    let window = makeWindow(size: CGSize(width: 320, height: 240))
    defer { window.isHidden = true }
    let list = ListController()
    list.restoresFocusAfterTransition = restores
    let navigation = UINavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    runCommit()
    window.press(Keys.tab)
    window.press(Keys.tab)
    #expect(list.second.isFocused)
    navigation.pushViewController(UIViewController(), animated: false)
    runCommit()
    #expect(!list.second.isFocused, "the list left the window")
    navigation.popViewController(animated: false)
    runCommit()
    #expect(list.second.isFocused == restores)
  }
}
