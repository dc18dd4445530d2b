import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The back swipe (`interactivePopGestureRecognizer`): a drag from the left edge pops the top
/// controller with its view under the pointer, completes or cancels by where and how fast the
/// pointer is let go, and calls the controllers' appearance methods in UIKit's order for each.
@MainActor @Suite(.serialized) struct NavigationBackSwipeTests {
  let log = LifecycleLog()

  /// A window holding a navigation controller of "A" with "B" pushed, committed and shown.
  func makeStack(scale: CGFloat = 1) -> (
    UIWindow, UINavigationController, LoggingController, LoggingController
  ) {
    let window = makeWindow(size: CGSize(width: 300, height: 200), scale: scale)
    let a = ColoredLoggingController("A", log, .systemTeal)
    let b = ColoredLoggingController("B", log, .systemOrange)
    let navigation = UINavigationController(rootViewController: a)
    window.rootViewController = navigation
    navigation.pushViewController(b, animated: false)
    CATransaction.flush()
    log.clear()
    return (window, navigation, a, b)
  }

  /// The appearance and containment events, in order.
  var appearance: [String] {
    log.events.filter { !$0.contains("Layout") && !$0.contains("viewIsAppearing") }
  }

  /// One controller's appearance and containment events, in order.
  func appearance(of name: String) -> [String] {
    log.of(name).filter { !$0.contains("Layout") && !$0.contains("viewIsAppearing") }
  }

  /// Drags across the window from `x` points in, in four quick moves, then lets the views slide.
  func swipe(
    _ window: UIWindow, from x: CGFloat, to endX: CGFloat = 290, at time: TimeInterval,
    _ clock: TestClock
  ) {
    window.drag(from: CGPoint(x: x, y: 120), to: CGPoint(x: endX, y: 120), time: time)
    clock.advance(by: 0.5)
  }

  func offset(_ controller: UIViewController) -> CGFloat { controller.view.transform.tx }

  @Test func aSwipePastHalfwayPopsWithUIKitsCallbacks() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, navigation, a, b) = makeStack()
    window.touchDown(at: CGPoint(x: 5, y: 120))
    window.touchMove(to: CGPoint(x: 20, y: 120), time: 0.05)
    #expect(appearance == ["B.viewWillDisappear", "A.viewWillAppear"])
    #expect(b.isMovingFromParent)
    #expect(a.view.superview === navigation.view, "the one below is back, live, under the top")
    window.touchMove(to: CGPoint(x: 95, y: 120), time: 0.10)
    // 90 points of 300 from where the touch went down: the top follows, the one below comes
    // back from 90 points to the left.
    #expect(offset(b) == 90)
    #expect(abs(offset(a) - -90 * (1 - 0.3)) < 1e-9)
    #expect(navigation.viewControllers == [a, b], "nothing is popped while the swipe runs")
    window.touchMove(to: CGPoint(x: 200, y: 120), time: 0.6)
    window.touchUp(at: CGPoint(x: 200, y: 120), time: 1.0)  // let go still, past halfway
    #expect(navigation.viewControllers == [a, b], "the views slide the rest of the way first")
    clock.advance(by: 0.5)
    #expect(navigation.viewControllers == [a])
    #expect(b.view.superview == nil && a.view.transform == .identity)
    #expect(
      appearance == [
        "B.viewWillDisappear", "A.viewWillAppear", "B.willMove(nil)", "B.viewDidDisappear",
        "A.viewDidAppear", "B.didMove(nil)",
      ])
  }

  @Test func aShortSwipeIsCancelledAndTheStackStays() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, navigation, a, b) = makeStack()
    window.touchDown(at: CGPoint(x: 3, y: 120))
    window.touchMove(to: CGPoint(x: 40, y: 120), time: 0.05)
    window.touchMove(to: CGPoint(x: 80, y: 120), time: 0.5)
    window.touchUp(at: CGPoint(x: 80, y: 120), time: 0.9)
    clock.advance(by: 0.5)
    #expect(navigation.viewControllers == [a, b])
    #expect(a.viewIfLoaded?.superview == nil, "the one below leaves again")
    #expect(b.view.transform == .identity && !b.isMovingFromParent)
    // UIKit's order for a cancelled swipe: the top never hears it disappeared.
    #expect(appearance(of: "B") == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
    #expect(
      appearance(of: "A") == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
    // The same swipe again completes: nothing was left half done.
    swipe(window, from: 3, to: 250, at: 2, clock)
    #expect(navigation.viewControllers == [a])
  }

  @Test func aFlickCompletesAShortSwipe() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, navigation, a, _) = makeStack()
    // 80 points in 64 ms: over 1,000 points a second to the right.
    window.drag(from: CGPoint(x: 2, y: 100), to: CGPoint(x: 82, y: 100), steps: 4)
    clock.advance(by: 0.5)
    #expect(navigation.viewControllers == [a])
  }

  @Test func theSwipeStartsOnlyAtTheLeftEdgeWithAControllerToGoBackTo() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, navigation, a, b) = makeStack()
    let recognizer = navigation.interactivePopGestureRecognizer
    #expect(recognizer is UIScreenEdgePanGestureRecognizer)
    #expect((recognizer as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
    #expect(recognizer?.view === navigation.view)

    swipe(window, from: 40, to: 290, at: 0, clock)
    #expect(navigation.viewControllers == [a, b], "not from the middle of the window")

    recognizer?.isEnabled = false
    swipe(window, from: 3, to: 290, at: 1, clock)
    #expect(navigation.viewControllers == [a, b], "not while disabled")
    recognizer?.isEnabled = true

    b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", primaryAction: nil)
    swipe(window, from: 3, to: 290, at: 2, clock)
    #expect(navigation.viewControllers == [a, b], "not with a custom left item, as in UIKit")

    // Apps clear the delegate to swipe back past a custom item anyway.
    recognizer?.delegate = nil
    swipe(window, from: 3, to: 290, at: 3, clock)
    #expect(navigation.viewControllers == [a])
    log.clear()
    swipe(window, from: 3, to: 290, at: 4, clock)
    #expect(navigation.viewControllers == [a] && log.events.isEmpty, "the root stays")
  }

  @Test func aPushDuringASwipeCancelsItFirst() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, navigation, a, b) = makeStack()
    window.touchDown(at: CGPoint(x: 3, y: 120))
    window.touchMove(to: CGPoint(x: 150, y: 120), time: 0.05)
    let c = ColoredLoggingController("C", log, .systemPink)
    navigation.pushViewController(c, animated: false)
    #expect(navigation.viewControllers == [a, b, c])
    #expect(a.viewIfLoaded?.superview == nil && b.view.transform == .identity)
    window.touchUp(at: CGPoint(x: 290, y: 120), time: 0.2)
    clock.advance(by: 0.5)
    #expect(navigation.viewControllers == [a, b, c], "the swipe that was cancelled does nothing")
    #expect(
      appearance(of: "B").prefix(3) == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
  }

  @Test func aSecondDragWhileTheViewsSlideIntoPlaceDoesNothing() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, navigation, a, b) = makeStack()
    let c = ColoredLoggingController("C", log, .systemPink)
    navigation.pushViewController(c, animated: false)
    CATransaction.flush()
    window.touchDown(at: CGPoint(x: 3, y: 120))
    window.touchMove(to: CGPoint(x: 30, y: 120), time: 0.05)
    window.touchMove(to: CGPoint(x: 200, y: 120), time: 0.5)
    window.touchUp(at: CGPoint(x: 200, y: 120), time: 0.9)  // completes, sliding
    window.drag(from: CGPoint(x: 3, y: 120), to: CGPoint(x: 30, y: 120), time: 1)
    clock.advance(by: 0.5)
    #expect(navigation.viewControllers == [a, b], "one pop")
    #expect(b.view.transform == .identity && b.view.superview === navigation.view)
  }

  @Test func aPushFromTheNewTopsViewDidAppearShowsAsUsual() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, navigation, a, _) = makeStack()
    let c = ColoredLoggingController("C", log, .systemPink)
    var pushed = false
    a.onViewDidAppear = {
      guard !pushed else { return }
      pushed = true
      navigation.pushViewController(c, animated: false)
    }
    swipe(window, from: 3, at: 0, clock)
    CATransaction.flush()
    #expect(navigation.viewControllers == [a, c])
    let shown = appearance(of: "C").filter { !$0.hasPrefix("load") && !$0.hasPrefix("viewDidLoad") }
    #expect(shown.prefix(3) == ["willMove", "viewWillAppear", "viewDidAppear"])
    #expect(c.view.window === window)
  }

  @Test func aNavigationControllerLeavingItsWindowMidSwipeCancelsIt() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, navigation, a, b) = makeStack()
    window.touchDown(at: CGPoint(x: 3, y: 120))
    window.touchMove(to: CGPoint(x: 150, y: 120), time: 0.05)
    navigation.view.removeFromSuperview()
    CATransaction.flush()
    clock.advance(by: 0.5)
    #expect(navigation.viewControllers == [a, b])
    #expect(a.viewIfLoaded?.superview == nil && b.view.transform == .identity)
    #expect(
      appearance(of: "B") == [
        "viewWillDisappear", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear",
      ])
    #expect(appearance(of: "A") == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
  }

  @Test func noSwipeBeginsWhileAPushSlides() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, navigation, a, b) = makeStack()
    navigation.interactivePopGestureRecognizer?.delegate = nil  // even so
    let c = ColoredLoggingController("C", log, .systemPink)
    navigation.pushViewController(c, animated: true)
    swipe(window, from: 3, at: 0, clock)
    #expect(navigation.viewControllers == [a, b, c])
    #expect(c.view.transform == .identity)
  }

  @Test(arguments: [1.0, 2.0])
  func midSwipeBothViewsShow(scale: CGFloat) throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, _, _, _) = makeStack(scale: scale)
    window.touchDown(at: CGPoint(x: 4, y: 120))
    window.touchMove(to: CGPoint(x: 30, y: 120), time: 0.05)
    window.touchMove(to: CGPoint(x: 124, y: 120), time: 0.1)
    try assertSnapshot(
      window.renderImage(), named: "navigationBackSwipeMidway\(scale == 2 ? "@2x" : "")")
    window.touchUp(at: CGPoint(x: 124, y: 120), time: 0.6)
    clock.advance(by: 0.5)
  }
}

/// A logging controller with a colored view and its name in a label.
@MainActor
final class ColoredLoggingController: LoggingController {
  let color: UIColor
  init(_ name: String, _ log: LifecycleLog, _ color: UIColor) {
    self.color = color
    super.init(name, log)
    title = name
  }
  required init?(coder: NSCoder) { nil }
  override func viewDidLoad() {
    super.viewDidLoad()
    paintPage(view, color: color, title: name, labelY: 60)
  }
}

/// Colors a test page's view and puts its title in a label at `labelY`.
@MainActor
func paintPage(_ view: UIView, color: UIColor, title: String?, labelY: CGFloat) {
  view.backgroundColor = color
  let label = UILabel(frame: CGRect(x: 20, y: labelY, width: 200, height: 30))
  label.text = title
  label.font = .systemFont(ofSize: 22, weight: .semibold)
  view.addSubview(label)
}
