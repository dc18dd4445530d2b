import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Pages numbered 0…count-1, as an onboarding flow ported from iOS gives them.
@MainActor
final class NumberedPages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  let pages: [UIViewController]
  var log: [String] = []
  var showsDots = false

  init(count: Int, log appearance: LifecycleLog? = nil) {
    pages = (0..<count).map { index in
      let page = appearance.map { LoggingController("P\(index)", $0) } ?? UIViewController()
      page.title = "\(index)"
      return page
    }
  }

  func index(_ page: UIViewController) -> Int { pages.firstIndex { $0 === page } ?? -1 }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    let index = index(viewController)
    log.append("before \(index)")
    return index > 0 ? pages[index - 1] : nil
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    let index = index(viewController)
    log.append("after \(index)")
    return index + 1 < pages.count ? pages[index + 1] : nil
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {
    log.append("will \(pendingViewControllers.map(index))")
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    log.append("did \(previousViewControllers.map(index)) \(completed)")
  }
}

/// The same pages with a page control.
@MainActor
final class DottedPages: UIPageViewControllerDataSource {
  let source: NumberedPages
  init(_ source: NumberedPages) { self.source = source }
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    source.pageViewController(pageViewController, viewControllerBefore: viewController)
  }
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    source.pageViewController(pageViewController, viewControllerAfter: viewController)
  }
  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    source.pages.count
  }
  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    pageViewController.viewControllers?.first.map(source.index) ?? 0
  }
}

@MainActor @Suite struct UIPageViewControllerTests {
  let log = LifecycleLog()

  /// A 300 × 400 window showing pages 0…4 from page `start`.
  func installed(
    start: Int = 0, orientation: UIPageViewController.NavigationOrientation = .horizontal,
    dots: Bool = false, spacing: CGFloat? = nil
  ) -> (UIWindow, UIPageViewController, NumberedPages, DottedPages?) {
    let window = makeWindow(size: CGSize(width: 300, height: 400))
    let source = NumberedPages(count: 5, log: log)
    let dotted = dots ? DottedPages(source) : nil
    let pages = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: orientation,
      options: spacing.map { [.interPageSpacing: $0] })
    if let dotted { pages.dataSource = dotted } else { pages.dataSource = source }
    pages.delegate = source
    pages.setViewControllers([source.pages[start]], direction: .forward, animated: false)
    window.rootViewController = pages
    CATransaction.flush()
    source.log.removeAll()
    log.clear()
    return (window, pages, source, dotted)
  }

  @Test func theFirstPageShowsAndItsNeighboursAreAskedFor() {
    let window = makeWindow(size: CGSize(width: 300, height: 400))
    defer { window.isHidden = true }
    let source = NumberedPages(count: 5)
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.dataSource = source
    var completed: [Bool] = []
    pages.setViewControllers([source.pages[2]], direction: .forward, animated: false) {
      completed.append($0)
    }
    #expect(source.log == ["before 2", "after 2"])
    #expect(completed == [true])
    window.rootViewController = pages
    CATransaction.flush()
    #expect(pages.viewControllers == [source.pages[2]])
    #expect(source.pages[2].parent === pages)
    #expect(source.pages[2].view.window === window)
    #expect(source.pages[2].view.convert(CGPoint.zero, to: window) == .zero)
    #expect(source.pages[1].parent == nil, "a neighbour joins when the content moves to it")
  }

  @Test func aDragPastHalfwayTurnsThePageWithTheDelegatesCalls() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, pages, source, _) = installed(start: 1)
    defer { window.isHidden = true }
    window.touchDown(at: CGPoint(x: 250, y: 200), time: 0)
    for step in 1...10 {
      window.touchMove(to: CGPoint(x: 250 - 20 * CGFloat(step), y: 200), time: Double(step) * 0.05)
    }
    #expect(source.log == ["will [2]"])
    #expect(source.pages[2].view.window === window, "the next page is on screen")
    window.touchUp(at: CGPoint(x: 50, y: 200), time: 0.55)
    clock.advance(by: 1)
    #expect(pages.viewControllers == [source.pages[2]])
    #expect(source.log == ["will [2]", "did [1] true", "before 2", "after 2"])
    #expect(source.pages[1].parent == nil && source.pages[1].viewIfLoaded?.window == nil)
    #expect(log.of("P1").contains("viewDidDisappear") && log.of("P2").contains("viewDidAppear"))
  }

  @Test func aShortDragSpringsBackAndTheTurnIsCancelled() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, pages, source, _) = installed(start: 1)
    defer { window.isHidden = true }
    window.touchDown(at: CGPoint(x: 100, y: 200), time: 0)
    for step in 1...5 {
      window.touchMove(to: CGPoint(x: 100 + 10 * CGFloat(step), y: 200), time: Double(step) * 0.1)
    }
    window.touchMove(to: CGPoint(x: 150, y: 200), time: 1)
    window.touchUp(at: CGPoint(x: 150, y: 200), time: 1.1)
    clock.advance(by: 1)
    #expect(pages.viewControllers == [source.pages[1]])
    #expect(source.log == ["will [0]", "did [1] false"])
    #expect(source.pages[0].parent == nil)
  }

  @Test func theFirstPageDoesNotTurnBackward() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, pages, source, _) = installed(start: 0)
    defer { window.isHidden = true }
    window.drag(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 280, y: 200), time: 0)
    clock.advance(by: 1)
    #expect(pages.viewControllers == [source.pages[0]])
    #expect(source.log.isEmpty)
  }

  @Test func setViewControllersAnimatedTurnsAndRunsItsCompletionWithoutTheDelegate() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, pages, source, _) = installed(start: 1)
    defer { window.isHidden = true }
    var completed: [Bool] = []
    pages.setViewControllers([source.pages[4]], direction: .forward, animated: true) {
      completed.append($0)
    }
    #expect(completed.isEmpty)
    clock.advance(by: 1)
    #expect(completed == [true])
    #expect(pages.viewControllers == [source.pages[4]])
    #expect(source.log == ["before 4", "after 4"], "no delegate calls for a turn made in code")
    #expect(source.pages[4].view.convert(CGPoint.zero, to: window) == .zero)
  }

  @Test func arrowKeysTurnAndMirrorRightToLeft() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, pages, source, _) = installed(start: 2)
    defer { window.isHidden = true }
    window.press(Keys.right)
    clock.advance(by: 1)
    #expect(pages.viewControllers == [source.pages[3]])
    #expect(source.log.prefix(2) == ["will [3]", "did [2] true"])
    window.traitOverrides.layoutDirection = .rightToLeft
    CATransaction.flush()
    window.press(Keys.right, time: 2)
    clock.advance(by: 1)
    #expect(pages.viewControllers == [source.pages[2]], "right goes back, right to left")
    #expect(source.pages[2].view.convert(CGPoint.zero, to: window) == .zero)
    window.press(Keys.down, time: 3)
    clock.advance(by: 1)
    #expect(pages.viewControllers == [source.pages[2]], "Down does nothing to horizontal pages")
  }

  @Test func verticalPagesTurnWithUpAndDownAndKeepTheirSpacing() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, pages, source, _) = installed(start: 0, orientation: .vertical, spacing: 10)
    defer { window.isHidden = true }
    window.press(Keys.down)
    clock.advance(by: 1)
    #expect(pages.viewControllers == [source.pages[1]])
    #expect(source.pages[1].view.convert(CGPoint.zero, to: window) == .zero)
    #expect(source.pages[1].view.bounds.size == CGSize(width: 300, height: 400))
  }

  @Test func aPageControlShowsWhenTheDataSourceCountsPages() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, pages, source, dotted) = installed(start: 1, dots: true)
    defer { window.isHidden = true }
    defer { withExtendedLifetime(dotted) {} }  // the data source is weak
    let control = try #require(pages.view.subviews.compactMap { $0 as? UIPageControl }.first)
    #expect(!control.isHidden && control.numberOfPages == 5 && control.currentPage == 1)
    #expect(source.pages[1].view.bounds.height == 374, "the pages end above the control")
    window.press(Keys.right)
    clock.advance(by: 1)
    #expect(control.currentPage == 2)
    control.accessibilityDecrement()
    clock.advance(by: 1)
    #expect(pages.viewControllers == [source.pages[1]] && control.currentPage == 1)
  }

  @Test func aPageShownTwiceOrNoPageAtAllIsHarmless() {
    let (window, pages, source, _) = installed(start: 0)
    defer { window.isHidden = true }
    pages.setViewControllers([source.pages[0]], direction: .forward, animated: true)
    #expect(pages.viewControllers == [source.pages[0]])
    pages.setViewControllers(nil, direction: .reverse, animated: false)
    #expect(pages.viewControllers == nil && pages.children.isEmpty)
    pages.setViewControllers([], direction: .forward, animated: true)
    #expect(pages.viewControllers == nil)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func aTurnUnderWayLooksRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 240, height: 160), style: style, scale: scale)
    defer { window.isHidden = true }
    let source = NumberedPages(count: 3)
    for (page, color) in zip(source.pages, [UIColor.systemTeal, .systemOrange, .systemPurple]) {
      page.view.backgroundColor = color
      let label = UILabel(frame: CGRect(x: 16, y: 16, width: 120, height: 30))
      label.text = "Page \(page.title ?? "")"
      page.view.addSubview(label)
    }
    let dotted = DottedPages(source)
    let pages = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 12])
    pages.dataSource = dotted
    pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    pages.view.backgroundColor = .systemBackground
    window.rootViewController = pages
    CATransaction.flush()
    window.touchDown(at: CGPoint(x: 200, y: 80), time: 0)
    window.touchMove(to: CGPoint(x: 180, y: 80), time: 0.1)
    window.touchMove(to: CGPoint(x: 100, y: 80), time: 0.2)
    let name = "pageView-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
    window.touchUp(at: CGPoint(x: 100, y: 80), time: 0.3)
    withExtendedLifetime(dotted) {}
  }

  @Test func aJumpInCodeMovesTheDotWhereTheDataSourceSays() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, pages, source, dotted) = installed(start: 1, dots: true)
    defer { window.isHidden = true }
    defer { withExtendedLifetime(dotted) {} }
    let control = try #require(pages.view.subviews.compactMap { $0 as? UIPageControl }.first)
    pages.setViewControllers([source.pages[4]], direction: .forward, animated: true)
    clock.advance(by: 1)
    #expect(control.currentPage == 4)
  }
}
