import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records every lifecycle callback of its controllers, as "name.callback".
@MainActor
final class LifecycleLog {
  var events: [String] = []
  func clear() { events = [] }
  /// The events of one controller, without the name.
  func of(_ name: String) -> [String] {
    events.filter { $0.hasPrefix(name + ".") }.map { String($0.dropFirst(name.count + 1)) }
  }
}

/// A controller that logs its lifecycle.
@MainActor
class LoggingController: UIViewController {
  let name: String
  let log: LifecycleLog
  init(_ name: String, _ log: LifecycleLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  func note(_ event: String) { log.events.append("\(name).\(event)") }
  override func loadView() {
    note("loadView")
    view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  }
  override func viewDidLoad() { note("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
  override func viewIsAppearing(_ animated: Bool) { note("viewIsAppearing") }
  /// Runs after `viewDidAppear` is noted.
  var onViewDidAppear: () -> Void = {}
  override func viewDidAppear(_ animated: Bool) {
    note("viewDidAppear")
    onViewDidAppear()
  }
  override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
  override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    note(parent == nil ? "willMove(nil)" : "willMove")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    note(parent == nil ? "didMove(nil)" : "didMove")
  }
}

@MainActor @Suite struct UIViewControllerTests {
  let log = LifecycleLog()

  @Test func theViewLoadsLazilyOnce() {
    let controller = LoggingController("A", log)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(log.events.isEmpty)
    _ = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(log.events == ["A.loadView", "A.viewDidLoad"])
    controller.loadViewIfNeeded()
    #expect(log.events.count == 2)
  }

  @Test func theDefaultLoadViewMakesAPlainView() {
    let controller = UIViewController()
    #expect(controller.view != nil)
    #expect(type(of: controller.view as UIView) == UIView.self)
  }

  @Test func aLoadViewThatSetsNoViewIsReportedAndGetsAPlainView() {
    final class Forgetful: UIViewController {
      override func loadView() {}
    }
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    let controller = Forgetful()
    #expect(controller.view != nil)
    #expect(lines.contains { $0.contains("loadView() did not set the view") })
  }

  @Test func installingTheRootControllerCallsUIKitsOrder() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    let root = LoggingController("A", log)
    window.rootViewController = root
    #expect(log.events == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear"])
    CATransaction.flush()
    #expect(
      log.events == [
        "A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing",
        "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
      ])
    #expect(root.view.frame == window.bounds)
    #expect(root.view.superview === window)
  }

  @Test func aHiddenWindowShowsItsRootWhenMadeVisible() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let root = LoggingController("A", log)
    window.rootViewController = root
    CATransaction.flush()
    #expect(
      log.events == [
        "A.loadView", "A.viewDidLoad", "A.viewWillLayoutSubviews",
        "A.viewDidLayoutSubviews",
      ])
    log.clear()
    window.makeKeyAndVisible()
    CATransaction.flush()
    #expect(log.of("A").first == "viewWillAppear")
    #expect(log.of("A").last == "viewDidAppear")
    #expect(log.of("A").contains("viewIsAppearing"))
    log.clear()
    window.isHidden = true
    CATransaction.flush()
    #expect(log.events == ["A.viewWillDisappear", "A.viewDidDisappear"])
  }

  @Test func replacingTheRootDisappearsTheOldOne() {
    let window = makeWindow()
    window.rootViewController = LoggingController("A", log)
    CATransaction.flush()
    log.clear()
    let second = LoggingController("B", log)
    window.rootViewController = second
    CATransaction.flush()
    #expect(log.of("A") == ["viewWillDisappear", "viewDidDisappear"])
    #expect(
      log.events.firstIndex(of: "A.viewWillDisappear")! < log.events.firstIndex(
        of: "B.viewWillAppear")!)
    #expect(
      log.events.firstIndex(of: "A.viewDidDisappear")! < log.events.firstIndex(
        of: "B.viewDidAppear")!)
    #expect(window.subviews.first === second.view)
  }

  @Test func theRootViewResizesWithTheWindow() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    let root = UIViewController()
    window.rootViewController = root
    window.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
    CATransaction.flush()
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 500, height: 400))
  }

  // MARK: Containment

  @Test func containmentCallsWillMoveAndDidMoveAndForwardsAppearance() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    let parent = LoggingController("P", log)
    window.rootViewController = parent
    CATransaction.flush()
    log.clear()
    let child = LoggingController("C", log)
    parent.addChild(child)
    #expect(parent.children.count == 1 && child.parent === parent)
    #expect(child.isMovingToParent)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    CATransaction.flush()
    #expect(
      log.of("C") == [
        "willMove", "loadView", "viewDidLoad", "viewWillAppear", "didMove", "viewIsAppearing",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
      ])
    #expect(!child.isMovingToParent)
    log.clear()
    // The parent leaving the window takes the child with it, parent first.
    window.rootViewController = nil
    CATransaction.flush()
    #expect(
      log.events == [
        "P.viewWillDisappear", "C.viewWillDisappear", "P.viewDidDisappear", "C.viewDidDisappear",
      ])
    log.clear()
    child.willMove(toParent: nil)
    #expect(child.isMovingFromParent)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(log.of("C") == ["willMove(nil)", "didMove(nil)"])
    #expect(parent.children.isEmpty && child.parent == nil)
  }

  @Test func aContainerThatForwardsNothingCallsItsChildrenItself() {
    final class ManualContainer: UIViewController {
      override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }
    let window = makeWindow()
    let parent = ManualContainer()
    window.rootViewController = parent
    let child = LoggingController("C", log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    CATransaction.flush()
    #expect(!log.of("C").contains("viewWillAppear"))
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    #expect(log.of("C").suffix(3) == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
  }

  @Test func addingAChildOfAnotherContainerMovesItAndCyclesAreRefused() {
    let first = UIViewController()
    let second = UIViewController()
    let child = UIViewController()
    first.addChild(child)
    second.addChild(child)  // Apple: removed from its container before being added
    #expect(first.children.isEmpty)
    #expect(second.children.count == 1 && child.parent === second)
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    child.addChild(second)
    child.addChild(child)
    #expect(child.children.isEmpty && second.parent == nil)
    #expect(lines.count == 2)
  }

  // MARK: Presentation

  @Test func presentingAndDismissingASheetKeepsThePresenterAndCallsUIKitsOrder() throws {
    let window = makeWindow(size: CGSize(width: 800, height: 700))
    let presenter = LoggingController("A", log)
    window.rootViewController = presenter
    CATransaction.flush()
    log.clear()
    let sheet = LoggingController("B", log)
    var completed = 0
    presenter.present(sheet, animated: false) { completed += 1 }
    #expect(presenter.presentedViewController === sheet)
    #expect(sheet.presentingViewController === presenter)
    #expect(sheet.isBeingPresented)
    CATransaction.flush()
    #expect(
      log.events == [
        "B.loadView", "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing",
        "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear",
      ])
    #expect(completed == 1)
    #expect(!sheet.isBeingPresented)
    // A 540 × 620 sheet centred in the window; the presenter stays.
    let frame = sheet.view.convert(sheet.view.bounds, to: window)
    #expect(frame == CGRect(x: 130, y: 40, width: 540, height: 620))
    #expect(presenter.view.window === window)
    log.clear()
    sheet.dismiss(animated: false) { completed += 1 }
    #expect(presenter.presentedViewController == nil)
    #expect(sheet.isBeingDismissed)
    CATransaction.flush()
    #expect(log.events == ["B.viewWillDisappear", "B.viewDidDisappear"])
    #expect(completed == 2)
    #expect(sheet.presentingViewController == nil)
    #expect(sheet.view.window == nil)
    #expect(window.subviews.count == 1)
  }

  @Test func aFullScreenPresentationReplacesThePresentersView() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let presenter = LoggingController("A", log)
    window.rootViewController = presenter
    CATransaction.flush()
    log.clear()
    let cover = LoggingController("B", log)
    cover.modalPresentationStyle = .fullScreen
    presenter.present(cover, animated: false)
    CATransaction.flush()
    #expect(
      log.events == [
        "B.loadView", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
        "B.viewIsAppearing", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
        "A.viewDidDisappear", "B.viewDidAppear",
      ])
    #expect(presenter.view.window == nil)
    #expect(cover.view.frame == window.bounds)
    log.clear()
    presenter.dismiss(animated: false)
    CATransaction.flush()
    #expect(
      log.events == [
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
        "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "B.viewDidDisappear",
        "A.viewDidAppear",
      ])
    #expect(window.subviews.first === presenter.view)
  }

  @Test func badPresentationsAreRefusedWithUIKitsMessages() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let presenter = UIViewController()
    window.rootViewController = presenter
    let first = UIViewController()
    let second = UIViewController()
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    presenter.present(first, animated: false)
    presenter.present(second, animated: false)
    #expect(lines.last?.contains("which is already presenting") == true)
    first.present(first, animated: false)
    let other = UIViewController()
    other.present(first, animated: false)
    #expect(lines.last?.contains("already being presented by") == true)
    let orphan = UIViewController()
    orphan.present(second, animated: false)
    #expect(lines.last?.contains("not in the window hierarchy") == true)
    #expect(presenter.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    // A presented controller cannot become a child.
    other.addChild(first)
    #expect(other.children.isEmpty)
    #expect(lines.count == 5)
  }

  /// A button tapped twice in one turn presents twice: UIKit presents the first and refuses the
  /// second with its warning while the first is in progress (it queues nothing), and a dismissal
  /// then is refused too; once the transition is over both work.
  @Test func aPresentationWhileAnotherIsInProgressIsRefused() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let presenter = UIViewController()
    window.rootViewController = presenter
    CATransaction.flush()
    var lines: [String] = []
    // Only the refusals: other lines (the once-per-process "animations wait for a clock", said by
    // whichever test animates first without one) are not this test's.
    Diagnostics.observe { line in
      MainActor.assumeIsolated { if line.contains("in progress") { lines.append(line) } }
    }
    defer { Diagnostics.observe(nil) }
    let first = UIViewController()
    let second = UIViewController()
    var completions: [String] = []
    presenter.present(first, animated: true) { completions.append("first") }
    presenter.dismiss(animated: true) { completions.append("dismissed") }
    presenter.present(second, animated: true) { completions.append("second") }
    #expect(presenter.presentedViewController === first)
    #expect(
      lines == [
        "OpenUIKit: dismiss: Attempt to dismiss from view controller UIViewController while a "
          + "presentation or dismiss is in progress!",
        "OpenUIKit: present: Attempt to present UIViewController on UIViewController (from "
          + "UIViewController) while a presentation is in progress.",
      ])
    CATransaction.flush()
    #expect(completions == ["first"])
    presenter.dismiss(animated: true) { completions.append("dismissed") }
    CATransaction.flush()
    presenter.present(second, animated: true) { completions.append("second") }
    CATransaction.flush()
    #expect(completions == ["first", "dismissed", "second"])
    #expect(presenter.presentedViewController === second)
  }

  /// Once `viewDidAppear` runs the transition is over, as on iOS: a splash screen that
  /// dismisses itself from there, and a presenter that presents again from its own
  /// `viewDidAppear` after the dismissal, are not refused.
  @Test func viewDidAppearFindsThePresentationOver() {
    final class Splash: UIViewController {
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        dismiss(animated: true)
      }
    }
    final class Presenter: UIViewController {
      var upcoming: UIViewController?
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let upcoming {
          self.upcoming = nil
          present(upcoming, animated: true)
        }
      }
    }
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    let presenter = Presenter()
    window.rootViewController = presenter
    CATransaction.flush()
    let splash = Splash()
    splash.modalPresentationStyle = .fullScreen
    let following = UIViewController()
    presenter.present(splash, animated: true)
    CATransaction.flush()  // the splash appears, and dismisses itself
    #expect(presenter.presentedViewController == nil)
    presenter.upcoming = following
    CATransaction.flush()  // the presenter reappears, and presents the next one
    #expect(presenter.presentedViewController === following)
  }

  @Test func aSheetLooksRightInLightAndDark() throws {
    let window = makeWindow(size: CGSize(width: 320, height: 240))
    let presenter = UIViewController()
    presenter.view.backgroundColor = .systemBlue
    window.rootViewController = presenter
    let sheet = UIViewController()
    sheet.preferredContentSize = CGSize(width: 200, height: 120)
    let label = UILabel(frame: CGRect(x: 16, y: 16, width: 168, height: 24))
    label.text = "A sheet"
    sheet.view.addSubview(label)
    presenter.present(sheet, animated: false)
    try assertSnapshot(window.renderImage(), named: "sheetLight")
    #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
    #expect(presenter.traitCollection.userInterfaceLevel == .base)
    window.overrideUserInterfaceStyle = .dark
    try assertSnapshot(window.renderImage(), named: "sheetDark")
  }

  @Test func aClickOnTheDimmingDismissesUnlessModal() {
    let window = makeWindow(size: CGSize(width: 800, height: 700))
    let presenter = UIViewController()
    window.rootViewController = presenter
    let sheet = UIViewController()
    sheet.preferredContentSize = CGSize(width: 200, height: 100)
    sheet.isModalInPresentation = true
    presenter.present(sheet, animated: false)
    CATransaction.flush()
    window.tap(at: CGPoint(x: 20, y: 20))
    CATransaction.flush()
    #expect(presenter.presentedViewController === sheet)
    sheet.isModalInPresentation = false
    window.tap(at: CGPoint(x: 20, y: 20))
    CATransaction.flush()
    #expect(presenter.presentedViewController == nil)
  }

  // MARK: Responder chain and traits

  @Test func theResponderChainGoesThroughControllers() {
    let window = makeWindow()
    let root = UIViewController()
    window.rootViewController = root
    let child = UIViewController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let leaf = UIView()
    child.view.addSubview(leaf)
    #expect(leaf.next === child.view)
    #expect(child.view.next === child)
    #expect(child.next === root.view)
    #expect(root.view.next === root)
    #expect(root.next === window)
  }

  @Test func controllerOverridesReachItsViewsAndHandlersRunWithItsTraits() {
    let window = makeWindow(style: .light)
    let controller = UIViewController()
    var seen: [UIUserInterfaceStyle] = []
    controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (controller: UIViewController, _: UITraitCollection) in
      seen.append(controller.traitCollection.userInterfaceStyle)
      #expect(
        UITraitCollection.current.userInterfaceStyle
          == controller.traitCollection.userInterfaceStyle)
    }
    window.rootViewController = controller
    let leaf = UIView()
    controller.view.addSubview(leaf)
    CATransaction.flush()
    #expect(controller.traitCollection.userInterfaceStyle == .light)
    controller.overrideUserInterfaceStyle = .dark
    CATransaction.flush()
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    #expect(window.traitCollection.userInterfaceStyle == .light)
    #expect(seen == [.dark])
    controller.traitOverrides.userInterfaceStyle = .light
    controller.overrideUserInterfaceStyle = .unspecified
    CATransaction.flush()
    #expect(leaf.traitCollection.userInterfaceStyle == .light)
    #expect(seen == [.dark, .light])
  }

  @Test func updatePropertiesRunsBeforeTheViewsAndFollowsTheTraitsItRead() {
    final class Styled: UIViewController {
      var runs: [UIUserInterfaceStyle] = []
      override func updateProperties() {
        runs.append(traitCollection.userInterfaceStyle)
      }
    }
    let window = makeWindow(style: .light)
    let controller = Styled()
    window.rootViewController = controller
    CATransaction.flush()
    #expect(controller.runs == [.light])
    CATransaction.flush()
    #expect(controller.runs == [.light])
    window.overrideUserInterfaceStyle = .dark
    CATransaction.flush()
    #expect(controller.runs == [.light, .dark])
    controller.setNeedsUpdateProperties()
    controller.updatePropertiesIfNeeded()
    #expect(controller.runs == [.light, .dark, .dark])
  }
}
