import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records what a navigation controller tells its delegate.
@MainActor
final class NavigationDelegateLog: UINavigationControllerDelegate {
  let log: LifecycleLog
  init(_ log: LifecycleLog) { self.log = log }
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.events.append("nav.willShow \((viewController as? LoggingController)?.name ?? "?")")
  }
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.events.append("nav.didShow \((viewController as? LoggingController)?.name ?? "?")")
  }
}

@MainActor @Suite struct UINavigationControllerTests {
  let log = LifecycleLog()

  /// A window of 400 × 300 showing a navigation controller over "A", settled.
  func installed() -> (UIWindow, UINavigationController, LoggingController) {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let root = LoggingController("A", log)
    root.title = "Root"
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    CATransaction.flush()
    log.clear()
    return (window, navigation, root)
  }

  @Test func theRootAppearsUnderTheBar() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let root = LoggingController("A", log)
    let navigation = UINavigationController(rootViewController: root)
    #expect(root.parent === navigation && root.navigationController === navigation)
    window.rootViewController = navigation
    CATransaction.flush()
    #expect(log.of("A").first == "willMove")
    #expect(log.of("A").contains("viewDidAppear"))
    #expect(log.of("A").last == "didMove")
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
    // Under the translucent bar, with the bar's height as the top of its safe area (UIKit's
    // default); an opaque bar keeps it below.
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    navigation.navigationBar.isTranslucent = false
    CATransaction.flush()
    #expect(root.view.frame == CGRect(x: 0, y: 44, width: 400, height: 256))
    #expect(root.view.safeAreaInsets == .zero)
  }

  @Test func pushCallsUIKitsOrder() {
    let (window, navigation, _) = installed()
    defer { withExtendedLifetime(window) {} }
    let delegate = NavigationDelegateLog(log)
    navigation.delegate = delegate
    let second = LoggingController("B", log)
    navigation.pushViewController(second, animated: true)
    #expect(navigation.topViewController === second)
    #expect(second.isMovingToParent)
    CATransaction.flush()
    #expect(
      log.events == [
        "B.willMove", "B.loadView", "B.viewDidLoad", "nav.willShow B", "A.viewWillDisappear",
        "B.viewWillAppear", "B.viewIsAppearing", "B.viewWillLayoutSubviews",
        "B.viewDidLayoutSubviews", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove",
        "nav.didShow B",
      ])
    #expect(!second.isMovingToParent)
  }

  @Test func popCallsUIKitsOrderAndReturnsThePoppedController() {
    let (window, navigation, root) = installed()
    defer { withExtendedLifetime(window) {} }
    let second = LoggingController("B", log)
    navigation.pushViewController(second, animated: false)
    CATransaction.flush()
    log.clear()
    let popped = navigation.popViewController(animated: false)
    #expect(popped === second)
    #expect(second.isMovingFromParent)
    CATransaction.flush()
    #expect(
      log.events == [
        "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
        "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "B.viewDidDisappear",
        "A.viewDidAppear", "B.didMove(nil)",
      ])
    #expect(navigation.viewControllers == [root])
    #expect(second.parent == nil)
    #expect(navigation.popViewController(animated: false) == nil)  // the root stays
  }

  @Test func popToRootAndSetViewControllers() {
    let (window, navigation, root) = installed()
    defer { withExtendedLifetime(window) {} }
    let second = LoggingController("B", log)
    let third = LoggingController("C", log)
    navigation.pushViewController(second, animated: false)
    navigation.pushViewController(third, animated: false)
    CATransaction.flush()
    #expect(second.viewIfLoaded != nil && log.of("B").contains("viewWillAppear"))
    log.clear()
    let popped = navigation.popToRootViewController(animated: false)
    CATransaction.flush()
    #expect(popped?.count == 2 && popped?.first === second && popped?.last === third)
    #expect(log.of("C").contains("viewDidDisappear"))
    #expect(!log.of("B").contains("viewWillAppear"))  // B never shows on the way down
    #expect(log.of("A").contains("viewDidAppear"))
    navigation.setViewControllers([root, third], animated: false)
    CATransaction.flush()
    #expect(navigation.topViewController === third && third.parent === navigation)
    #expect(navigation.navigationBar.items?.count == 2)
  }

  @Test func badPushesAreRefusedAndLeaveTheStackAsItWas() {
    let (window, navigation, root) = installed()
    defer { withExtendedLifetime(window) {} }
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    navigation.pushViewController(root, animated: false)
    #expect(lines.last?.contains("more than once is not supported") == true)
    let other = UIViewController()
    let child = UIViewController()
    other.addChild(child)
    navigation.pushViewController(child, animated: false)
    navigation.pushViewController(UINavigationController(), animated: false)
    let extra = UIViewController()
    navigation.setViewControllers([root, extra, extra], animated: false)
    #expect(navigation.viewControllers == [root])
    #expect(lines.count == 4)
    #expect(
      navigation.popToViewController(UIViewController(), animated: false) == nil)
  }

  @Test func theBarShowsTitlesItemsAndABackButtonThatPops() throws {
    let (window, navigation, root) = installed()
    var saved = 0
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .save, primaryAction: UIAction { _ in saved += 1 })
    let second = UIViewController()
    second.title = "Details"
    navigation.pushViewController(second, animated: false)
    CATransaction.flush()
    let bar = navigation.navigationBar
    #expect(bar.topItem === second.navigationItem)
    #expect(bar.backItem === root.navigationItem)
    let labels = bar.subviews.flatMap { [$0] + $0.subviews }.compactMap { $0 as? UILabel }
    #expect(labels.contains { $0.text == "Details" })
    #expect(labels.contains { $0.text == "Root" })  // the back button shows the root's title
    // The back button sits at the left: a click there pops.
    window.tap(at: CGPoint(x: 20, y: 22))
    CATransaction.flush()
    #expect(navigation.topViewController === root)
    #expect(second.parent == nil)
    // The root's Save item at the right edge.
    window.tap(at: CGPoint(x: 400 - 30, y: 22))
    #expect(saved == 1)
  }

  @Test func targetActionItemsCallTheirTargetWithTheItem() {
    final class Editor: UIViewController {
      var edits = 0
      var senders: [UIBarButtonItem] = []
      func edit() { edits += 1 }
      func share(_ sender: UIBarButtonItem) { senders.append(sender) }
    }
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let editor = Editor()
    // Apple's spellings, with the unbound method in place of #selector(Editor.edit).
    editor.navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .edit, target: editor, action: Editor.edit)
    let share = UIBarButtonItem(
      title: "Share", style: .done, target: editor, action: Editor.share)
    editor.navigationItem.rightBarButtonItem = share
    window.rootViewController = UINavigationController(rootViewController: editor)
    CATransaction.flush()
    window.tap(at: CGPoint(x: 30, y: 22))
    window.tap(at: CGPoint(x: 370, y: 22))
    #expect(editor.edits == 1)
    #expect(editor.senders.count == 1 && editor.senders.first === share)
    share.isEnabled = false
    CATransaction.flush()
    window.tap(at: CGPoint(x: 370, y: 22))
    #expect(editor.senders.count == 1)
  }

  @Test func escapeAndAltLeftGoBackWhenNothingIsFirstResponder() {
    let (window, navigation, root) = installed()
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.pushViewController(UIViewController(), animated: false)
    CATransaction.flush()
    window.press(UIKey(keyCode: .keyboardEscape, characters: "\u{1b}"))
    CATransaction.flush()
    #expect(navigation.viewControllers.count == 2)
    window.press(UIKey(keyCode: .keyboardLeftArrow, characters: "", modifierFlags: .alternate))
    CATransaction.flush()
    #expect(navigation.viewControllers == [root])
    // At the root, Escape goes on up the chain and changes nothing.
    window.press(UIKey(keyCode: .keyboardEscape, characters: "\u{1b}"))
    #expect(navigation.viewControllers == [root])
    // A plain Left arrow does not go back.
    navigation.pushViewController(UIViewController(), animated: false)
    window.press(UIKey(keyCode: .keyboardLeftArrow, characters: ""))
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func hidingTheBarGivesTheTopControllerTheWholeView() {
    let (window, navigation, root) = installed()
    defer { withExtendedLifetime(window) {} }
    navigation.isNavigationBarHidden = true
    CATransaction.flush()
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    navigation.setNavigationBarHidden(false, animated: false)
    root.navigationItem.prompt = "Prompt"
    CATransaction.flush()
    #expect(navigation.navigationBar.frame.height == 74)
    #expect(root.view.safeAreaInsets.top == 74)
  }

  @Test func titleChangesReachTheBar() {
    let (window, navigation, root) = installed()
    defer { withExtendedLifetime(window) {} }
    root.title = "Renamed"
    CATransaction.flush()
    let labels = navigation.navigationBar.subviews.compactMap { $0 as? UILabel }
    #expect(labels.contains { $0.text == "Renamed" })
    #expect(root.navigationItem.title == "Renamed")
  }

  @Test func theBarIsTransparentAtTheScrollEdgeAndStandardOnceScrolled() throws {
    final class Rows: UIViewController, UITableViewDataSource {
      let table = UITableView(frame: .zero, style: .plain)
      override func loadView() {
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view = table
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
    }
    let window = makeWindow(size: CGSize(width: 300, height: 300))
    let rows = Rows()
    let navigation = UINavigationController(rootViewController: rows)
    window.rootViewController = navigation
    CATransaction.flush()
    let bar = navigation.navigationBar
    // At the top: UIKit's default scroll-edge look, the standard one without background or line.
    #expect(bar.backgroundColor == .clear)
    rows.table.contentOffset = CGPoint(x: 0, y: 100)
    CATransaction.flush()
    #expect(bar.backgroundColor == .systemBackground)
    // Back at rest: the table's top is below the bar (its adjusted inset), at the scroll edge.
    #expect(rows.table.adjustedContentInset.top == 44)
    rows.table.contentOffset = CGPoint(x: 0, y: -44)
    CATransaction.flush()
    #expect(bar.backgroundColor == .clear)
    // A scroll-edge appearance of the item's own wins.
    let edge = UINavigationBarAppearance()
    edge.backgroundColor = .systemRed
    rows.navigationItem.scrollEdgeAppearance = edge
    CATransaction.flush()
    #expect(bar.backgroundColor == .systemRed)
    // A pushed controller without a scroll view is at the edge.
    rows.table.contentOffset = CGPoint(x: 0, y: 100)
    navigation.pushViewController(UIViewController(), animated: false)
    CATransaction.flush()
    #expect(bar.backgroundColor == .clear)
    navigation.popViewController(animated: false)
    CATransaction.flush()
    #expect(bar.backgroundColor == .systemBackground)
  }

  @Test func theBarLooksRightInLightAndDark() throws {
    let window = makeWindow(size: CGSize(width: 360, height: 120), scale: 2)
    let root = UIViewController()
    root.title = "Library"
    root.view.backgroundColor = .systemBackground
    let navigation = UINavigationController(rootViewController: root)
    let detail = UIViewController()
    detail.title = "Details"
    detail.view.backgroundColor = .secondarySystemBackground
    detail.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .done),
    ]
    navigation.pushViewController(detail, animated: false)
    // The opaque look with its line, also at the scroll edge.
    navigation.navigationBar.scrollEdgeAppearance = navigation.navigationBar.standardAppearance
    window.rootViewController = navigation
    try assertSnapshot(window.renderImage(), named: "navigationBarLight")
    window.overrideUserInterfaceStyle = .dark
    try assertSnapshot(window.renderImage(), named: "navigationBarDark")
  }
}
