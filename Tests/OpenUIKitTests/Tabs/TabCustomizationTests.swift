import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records a tab bar controller's customization calls.
@MainActor
final class CustomizingLog: UITabBarControllerDelegate {
  var entries: [String] = []
  func tabBarController(
    _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
  ) {
    entries.append("willBegin \(viewControllers.count)")
  }
  func tabBarController(
    _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
    changed: Bool
  ) {
    entries.append("willEnd \(changed) \(viewControllers.map { $0.title ?? "" })")
  }
  func tabBarController(
    _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
    changed: Bool
  ) {
    entries.append("didEnd \(changed)")
  }
}

/// More's Edit button and the customization sheet, as UIKit's `customizableViewControllers`.
@MainActor @Suite struct TabCustomizationTests {
  /// Opens More and clicks its Edit button, as a person would; returns the customization sheet.
  func openCustomization(
    _ tabs: UITabBarController, _ window: UIWindow, _ clock: TestClock,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> UIViewController {
    try tapAccessible("More", in: tabs.tabBar, window)
    CATransaction.flush()
    #expect(
      tabs.moreNavigationController.topViewController?.navigationItem.rightBarButtonItem != nil,
      "More offers Edit", sourceLocation: sourceLocation)
    try tapAccessible("Edit", in: tabs.moreNavigationController.navigationBar, window)
    clock.advance(by: 1)
    return try #require(tabs.presentedViewController, sourceLocation: sourceLocation)
  }

  func makeTabs(_ log: CustomizingLog) -> (UIWindow, UITabBarController, [UIViewController]) {
    let window = makeWindow(size: CGSize(width: 700, height: 700))
    let tabs = UITabBarController()
    tabs.delegate = log
    let screens = (1...6).map { index in
      let screen = UIViewController()
      screen.title = "T\(index)"
      screen.tabBarItem = UITabBarItem(title: "T\(index)", image: nil, tag: index)
      return screen
    }
    tabs.viewControllers = screens
    window.rootViewController = tabs
    CATransaction.flush()
    return (window, tabs, screens)
  }

  func tapAccessible(_ label: String, in view: UIView, _ window: UIWindow, index: Int = 0) throws {
    let found = descendants(of: view).filter { $0.accessibilityLabel == label }
    let target = try #require(found.count > index ? found[index] : nil)
    window.tap(
      at: target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: window))
  }

  @Test func everyControllerIsCustomizableUntilTheAppSaysOtherwise() throws {
    let (window, tabs, screens) = makeTabs(CustomizingLog())
    defer { window.isHidden = true }
    #expect(tabs.customizableViewControllers?.count == screens.count)
    tabs.customizableViewControllers = nil
    try tapAccessible("More", in: tabs.tabBar, window)
    CATransaction.flush()
    #expect(
      tabs.moreNavigationController.topViewController?.navigationItem.rightBarButtonItem == nil)
  }

  @Test func editMovesATabIntoTheBarAndTellsTheDelegateInOrder() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let log = CustomizingLog()
    let (window, tabs, screens) = makeTabs(log)
    defer { window.isHidden = true }
    tabs.selectedIndex = 1
    let sheet = try openCustomization(tabs, window, clock)
    #expect(log.entries == ["willBegin 6"])
    // T5 (under More) moves up past T4 into the bar.
    try tapAccessible("Move Up", in: sheet.view, window, index: 4)
    try tapAccessible("Done", in: sheet.view, window)
    clock.advance(by: 1)
    #expect(tabs.viewControllers?.map { $0.title ?? "" } == ["T1", "T2", "T3", "T5", "T4", "T6"])
    #expect(tabs.tabBar.items?.map { $0.title ?? "" } == ["T1", "T2", "T3", "T5", "More"])
    #expect(tabs.presentedViewController == nil)
    #expect(
      log.entries == [
        "willBegin 6", "willEnd true [\"T1\", \"T2\", \"T3\", \"T5\", \"T4\", \"T6\"]",
        "didEnd true",
      ])
    #expect(screens.count == 6)
  }

  @Test func aTabThatIsNotCustomizableStaysAndAltArrowsMoveTheFocusedRow() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let log = CustomizingLog()
    let (window, tabs, screens) = makeTabs(log)
    defer { window.isHidden = true }
    tabs.customizableViewControllers = Array(screens.dropFirst())  // T1 stays first
    let sheet = try openCustomization(tabs, window, clock)
    let rows = descendants(of: sheet.view).filter {
      $0.accessibilityValue?.hasPrefix("Tab") == true
    }
    #expect(rows.first?.accessibilityLabel == "T1")
    window.press(Keys.tab)  // Done
    window.press(Keys.tab)  // the first movable row: T2
    let altUp = UIKey(keyCode: .keyboardUpArrow, characters: "", modifierFlags: .alternate)
    let altDown = UIKey(keyCode: .keyboardDownArrow, characters: "", modifierFlags: .alternate)
    window.press(altUp)  // T1 is not customizable: T2 stays second
    window.press(altDown, time: 0.1)
    window.press(altDown, time: 0.2)
    try tapAccessible("Done", in: sheet.view, window)
    clock.advance(by: 1)
    #expect(tabs.viewControllers?.map { $0.title ?? "" } == ["T1", "T3", "T4", "T2", "T5", "T6"])
    #expect(log.entries.last == "didEnd true")
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func theCustomizationSheetLooksRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 460, height: 420), style: style, scale: scale)
    defer { window.isHidden = true }
    let tabs = UITabBarController()
    tabs.viewControllers = [
      ("Library", "books.vertical"), ("Search", "magnifyingglass"), ("Alerts", "bell"),
      ("Settings", "gearshape"), ("Downloads", "arrow.down.circle"),
      ("Help", "questionmark.circle"),
    ].map { title, symbol in
      let screen = UIViewController()
      screen.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
      return screen
    }
    tabs.customizableViewControllers = Array(tabs.viewControllers?.dropFirst() ?? [])
    window.rootViewController = tabs
    CATransaction.flush()
    _ = try openCustomization(tabs, window, clock)
    let name = "tabCustomization-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }
}
