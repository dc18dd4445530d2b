import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A logging controller that runs an action once from `viewDidLoad` or `viewWillAppear(_:)`, as
/// apps do when a screen decides on load to go on to the next one.
@MainActor
final class ActingController: LoggingController {
  var onLoad: (() -> Void)?
  var onWillAppear: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    let action = onLoad
    onLoad = nil
    action?()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let action = onWillAppear
    onWillAppear = nil
    action?()
  }
}

/// Transitions asked for while another is being applied (Docs/ViewControllers.md): they are
/// applied right after it, in order, so the stack, the children and the views agree.
@MainActor @Suite struct NestedTransitionTests {
  let log = LifecycleLog()

  func installed() -> (UIWindow, UINavigationController, LoggingController) {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let root = LoggingController("A", log)
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    CATransaction.flush()
    log.clear()
    return (window, navigation, root)
  }

  /// The events of `name` without its view's layout callbacks (a view laid out once more after it
  /// left is no appearance).
  func appearanceAndContainment(of name: String) -> [String] {
    log.of(name).filter { !$0.hasPrefix("viewWillLayout") && !$0.hasPrefix("viewDidLayout") }
  }

  /// The views of `controllers` under the bar.
  func shown(in navigation: UINavigationController, _ controllers: [UIViewController]) -> [String] {
    controllers.filter { $0.viewIfLoaded?.superview === navigation.view }
      .map { ($0 as? LoggingController)?.name ?? "?" }
  }

  @Test func aPushFromViewDidLoadIsAppliedAfterThePushThatLoadedIt() {
    let (window, navigation, root) = installed()
    defer { withExtendedLifetime(window) {} }
    let second = ActingController("B", log)
    let third = LoggingController("C", log)
    second.onLoad = { navigation.pushViewController(third, animated: true) }
    navigation.pushViewController(second, animated: true)
    #expect(navigation.viewControllers == [root, second, third])
    #expect(shown(in: navigation, [root, second, third]) == ["C"])
    CATransaction.flush()
    #expect(navigation.children == [root, second, third])
    #expect(shown(in: navigation, [root, second, third]) == ["C"])
    // B came and went before the commit: its appearance is balanced and it never "appeared".
    #expect(
      appearanceAndContainment(of: "B") == [
        "willMove", "loadView", "viewDidLoad", "viewWillAppear", "viewWillDisappear",
        "viewDidDisappear", "didMove",
      ])
    #expect(log.of("C").contains("viewDidAppear"))
    let thirdJoins = log.events.firstIndex(of: "C.willMove") ?? -1
    #expect(thirdJoins > log.events.firstIndex(of: "B.viewDidLoad") ?? .max)
  }

  @Test func aPushFromViewWillAppearLeavesOnlyTheNewTopOnScreen() {
    let (window, navigation, root) = installed()
    defer { withExtendedLifetime(window) {} }
    let second = ActingController("D", log)
    let third = LoggingController("E", log)
    second.onWillAppear = { navigation.pushViewController(third, animated: false) }
    navigation.pushViewController(second, animated: false)
    CATransaction.flush()
    #expect(navigation.viewControllers == [root, second, third])
    #expect(shown(in: navigation, [root, second, third]) == ["E"])
    #expect(third.view.window === window)
  }

  @Test func aPopFromViewDidLoadTakesTheLoadingControllerAwayAgain() {
    let (window, navigation, root) = installed()
    defer { withExtendedLifetime(window) {} }
    let second = ActingController("F", log)
    var popped: UIViewController?
    second.onLoad = { popped = navigation.popViewController(animated: true) }
    navigation.pushViewController(second, animated: true)
    // The pop answers at once, with the controller it will take away.
    #expect(popped === second)
    #expect(navigation.viewControllers == [root])
    CATransaction.flush()
    #expect(navigation.children == [root])
    #expect(shown(in: navigation, [root, second]) == ["A"])
    #expect(second.parent == nil)
    #expect(log.of("F").last == "didMove(nil)")
    #expect(log.of("A").last == "viewDidAppear")
  }

  @Test func pushesAndPopsBeforeACommitEndContainmentOnceEach() {
    let (window, navigation, root) = installed()
    defer { withExtendedLifetime(window) {} }
    let controllers = (0..<50).map { LoggingController("P\($0)", log) }
    for controller in controllers {
      navigation.pushViewController(controller, animated: true)
      navigation.popViewController(animated: true)
    }
    let kept = LoggingController("K", log)
    navigation.pushViewController(kept, animated: true)
    CATransaction.flush()
    #expect(navigation.children == [root, kept])
    for index in [0, 49] {
      #expect(
        appearanceAndContainment(of: "P\(index)") == [
          "willMove", "loadView", "viewDidLoad", "viewWillAppear", "willMove(nil)",
          "viewWillDisappear", "viewDidDisappear", "didMove", "didMove(nil)",
        ])
    }
    #expect(log.of("K").last == "didMove")
  }

  @Test func aControllerPushedPoppedAndPushedAgainBeforeACommitIsToldOnce() {
    let (window, navigation, root) = installed()
    defer { withExtendedLifetime(window) {} }
    let second = LoggingController("B", log)
    navigation.pushViewController(second, animated: false)
    navigation.popViewController(animated: false)
    navigation.pushViewController(second, animated: false)
    CATransaction.flush()
    #expect(navigation.children == [root, second])
    let containment = log.of("B").filter { $0.hasPrefix("willMove") || $0.hasPrefix("didMove") }
    #expect(containment == ["willMove", "willMove(nil)", "willMove", "didMove"])
  }

  @Test func aControllerAskedIntoOneStackCannotJoinAnotherMeanwhile() {
    let (window, navigation, _) = installed()
    defer { withExtendedLifetime(window) {} }
    let other = UINavigationController(rootViewController: LoggingController("O", log))
    let wanted = LoggingController("X", log)
    let second = ActingController("B", log)
    second.onLoad = {
      navigation.pushViewController(wanted, animated: false)
      other.pushViewController(wanted, animated: false)  // refused: it is on its way into the first
      second.present(wanted, animated: false)  // refused as well
    }
    navigation.pushViewController(second, animated: false)
    CATransaction.flush()
    #expect(navigation.viewControllers.last === wanted && wanted.parent === navigation)
    #expect(other.viewControllers.count == 1)
    #expect(wanted.presentingViewController == nil)
  }

  @Test func aControllerCannotBecomeTheChildOfOneItPresents() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let root = LoggingController("A", log)
    window.rootViewController = root
    let sheet = LoggingController("S", log)
    root.present(sheet, animated: false)
    CATransaction.flush()
    sheet.addChild(root)
    #expect(root.parent == nil && sheet.children.isEmpty)
    // A later presentation check ends instead of walking a loop.
    sheet.present(LoggingController("T", log), animated: false)
    #expect(sheet.presentedViewController != nil)
  }

  // MARK: Presentation

  @Test func presentingTheControllerThatPresentsIsRefusedWithUIKitsMessage() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let root = LoggingController("A", log)
    window.rootViewController = root
    let sheet = LoggingController("S", log)
    root.present(sheet, animated: false)
    CATransaction.flush()
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    sheet.present(root, animated: false)
    #expect(sheet.presentedViewController == nil)
    #expect(
      lines == [
        "OpenUIKit: present: Application tried to present modally a view controller "
          + "LoggingController that is already presenting LoggingController."
      ])
    root.dismiss(animated: false)
    CATransaction.flush()
    #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
    #expect(window.subviews == [root.view])
  }

  /// UIKit refuses a dismissal while an animated presentation is in progress, with its warning
  /// (it does not queue it): the sheet stays, and a dismissal after the transition works.
  @Test func aDismissFromThePresentedViewDidLoadIsRefusedWhileThePresentationIsInProgress() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let root = LoggingController("A", log)
    window.rootViewController = root
    CATransaction.flush()
    log.clear()
    let sheet = ActingController("S", log)
    sheet.onLoad = { sheet.dismiss(animated: true) }
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    var completed = false
    root.present(sheet, animated: true) { completed = true }
    CATransaction.flush()
    CATransaction.flush()
    #expect(completed)
    #expect(root.presentedViewController === sheet)
    #expect(lines.contains { $0.contains("while a presentation or dismiss is in progress!") })
    #expect(log.of("S").prefix(3) == ["loadView", "viewDidLoad", "viewWillAppear"])
    #expect(log.of("S").last == "viewDidAppear")
    #expect(!log.of("S").contains("viewWillDisappear"))
    var dismissed = false
    sheet.dismiss(animated: true) { dismissed = true }
    CATransaction.flush()
    #expect(dismissed)
    #expect(root.presentedViewController == nil)
    #expect(window.subviews == [root.view])
    #expect(log.of("S").last == "viewDidDisappear")
  }

  @Test func aChainOfSheetsIsDismissedTopmostFirst() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let root = LoggingController("A", log)
    window.rootViewController = root
    let sheets = (1...3).map { LoggingController("S\($0)", log) }
    var presenter: UIViewController = root
    for sheet in sheets {
      presenter.present(sheet, animated: false)
      CATransaction.flush()
      presenter = sheet
    }
    log.clear()
    root.dismiss(animated: false)
    CATransaction.flush()
    #expect(
      log.events.filter { $0.hasSuffix("viewWillDisappear") } == [
        "S3.viewWillDisappear", "S2.viewWillDisappear", "S1.viewWillDisappear",
      ])
    #expect(window.subviews == [root.view])
    #expect(sheets.allSatisfy { $0.presentingViewController == nil })
  }
}
