import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A tab bar app as Xcode's template and Apple's samples build one: controllers with tab bar
/// items (SF Symbols), a delegate that may refuse a tab, a badge, More past five tabs.
@MainActor @Suite(.serialized) struct UITabBarControllerTests {
  final class Screen: UIViewController {
    var events: [String] = []
    let log: Log
    init(_ title: String, symbol: String, log: Log) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
      self.title = title
      tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.entries.append("\(title ?? "") willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.entries.append("\(title ?? "") didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log.entries.append("\(title ?? "") willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log.entries.append("\(title ?? "") didDisappear")
    }
  }

  final class Log: UITabBarControllerDelegate {
    var entries: [String] = []
    var refused: String?
    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      entries.append("should \(name(viewController))")
      return refused == nil || name(viewController) != refused
    }
    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) { entries.append("did \(name(viewController))") }
    func name(_ controller: UIViewController) -> String {
      controller is UINavigationController ? "More" : controller.title ?? ""
    }
    /// The delegate's calls only.
    var delegateCalls: [String] {
      entries.filter { $0.hasPrefix("should ") || $0.hasPrefix("did ") }
    }
  }

  let window = makeWindow(size: CGSize(width: 500, height: 400))
  let log = Log()

  func install(_ titles: [String]) -> (UITabBarController, [Screen]) {
    let symbols = ["house", "magnifyingglass", "person", "gearshape", "star", "bell", "folder"]
    let screens = titles.enumerated().map {
      Screen($1, symbol: symbols[$0 % symbols.count], log: log)
    }
    let tabs = UITabBarController()
    tabs.viewControllers = screens
    tabs.delegate = log
    window.rootViewController = tabs
    _ = window.renderImage()
    log.entries = []
    return (tabs, screens)
  }

  func centre(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
  }

  @Test func theFirstTabShowsAboveTheBarAndAClickSwitchesInUIKitsOrder() throws {
    defer { window.isHidden = true }
    let (tabs, screens) = install(["Home", "Search", "Profile"])
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === screens[0])
    #expect(tabs.children.count == 3 && screens[1].tabBarController === tabs)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 350, width: 500, height: 50))
    #expect(screens[0].view.frame == window.bounds && screens[0].view.safeAreaInsets.bottom == 50)
    #expect(screens[1].viewIfLoaded?.window == nil)
    let buttons = tabs.tabBar.buttons
    #expect(buttons.count == 3 && buttons[0].accessibilityTraits.contains(.selected))
    window.tap(at: centre(of: buttons[1]))
    #expect(tabs.selectedIndex == 1 && screens[1].view.window === window)
    _ = window.renderImage()
    #expect(
      log.entries == [
        "should Search", "Home willDisappear", "Search willAppear", "did Search",
        "Home didDisappear", "Search didAppear",
      ])
    // Refused by the delegate: nothing changes.
    log.entries = []
    log.refused = "Profile"
    window.tap(at: centre(of: buttons[2]), time: 1)
    #expect(tabs.selectedIndex == 1 && log.entries == ["should Profile"])
    // Set in code: no delegate calls, as UIKit.
    tabs.selectedViewController = screens[2]
    #expect(tabs.selectedIndex == 2 && log.delegateCalls == ["should Profile"])
    tabs.selectedIndex = 99
    #expect(tabs.selectedIndex == 2, "out of range: ignored")
  }

  @Test func ctrlNumberSelectsATabAndTheBadgeAndTitleFollowTheItem() throws {
    defer { window.isHidden = true }
    let (tabs, screens) = install(["Inbox", "Sent", "Drafts"])
    window.press(UIKey(keyCode: .keyboard2, characters: "2", modifierFlags: .command))
    #expect(tabs.selectedIndex == 1 && log.delegateCalls == ["should Sent", "did Sent"])
    window.press(UIKey(keyCode: .keyboard9, characters: "9", modifierFlags: .command))
    #expect(tabs.selectedIndex == 2, "Ctrl+9 is the last tab")
    screens[0].tabBarItem.badgeValue = "3"
    let button = tabs.tabBar.buttons[0]
    #expect(!button.badge.isHidden && button.accessibilityValue == "3")
    screens[0].title = "Mail"
    #expect(button.titleLabel.text == "Mail", "the title names the tab")
    // Right to left, the first tab is on the right.
    window.traitOverrides.layoutDirection = .rightToLeft
    window.layoutIfNeeded()
    #expect(tabs.tabBar.buttons[0].frame.minX > tabs.tabBar.buttons[2].frame.minX)
  }

  @Test func pastFiveTabsTheRestAreUnderMore() throws {
    defer { window.isHidden = true }
    let titles = ["A", "B", "C", "D", "E", "F", "G"]
    let (tabs, screens) = install(titles)
    #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C", "D", "More"])
    #expect(screens[5].parent == nil)
    window.tap(at: centre(of: tabs.tabBar.buttons[4]))
    #expect(tabs.moreNavigationController.view.window === window)
    #expect(log.entries.first == "should More")
    let list = try #require(tabs.moreNavigationController.topViewController?.view as? UITableView)
    #expect(list.numberOfRows(inSection: 0) == 3)
    tabs.selectedIndex = 5
    #expect(tabs.moreNavigationController.topViewController === screens[5])
    #expect(tabs.selectedViewController === screens[5] && screens[5].tabBarController === tabs)
  }

  @Test func aThousandControllersAndDuplicatesAreHandled() throws {
    defer { window.isHidden = true }
    let tabs = UITabBarController()
    let many = (0..<1_000).map { index -> UIViewController in
      let controller = UIViewController()
      controller.title = "\(index)"
      return controller
    }
    tabs.viewControllers = many + [many[0]]
    window.rootViewController = tabs
    _ = window.renderImage()
    #expect(tabs.viewControllers?.count == 1_000, "a controller twice is kept once")
    #expect(tabs.tabBar.items?.count == 5 && tabs.children.count == 5)
    tabs.viewControllers = nil
    #expect(tabs.selectedIndex == NSNotFound && tabs.children.isEmpty)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func tabBarsLookRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 360, height: 120), style: style, scale: scale)
    defer { window.isHidden = true }
    let screens = [
      ("Home", "house"), ("Search", "magnifyingglass"), ("Alerts", "bell"),
      ("Settings", "gearshape"),
    ]
    .map { Screen($0.0, symbol: $0.1, log: log) }
    screens[2].tabBarItem.badgeValue = "12"
    let tabs = UITabBarController()
    tabs.viewControllers = screens
    tabs.selectedIndex = 1
    window.rootViewController = tabs
    let name = "tabBar-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }
}
