import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records what a split view controller tells its delegate.
@MainActor
final class SplitLog: UISplitViewControllerDelegate {
  var entries: [String] = []
  var topColumn: UISplitViewController.Column?
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    entries.append("topColumn \(proposedTopColumn)")
    return topColumn ?? proposedTopColumn
  }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { entries.append("collapse") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { entries.append("expand") }
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) { entries.append("mode \(displayMode)") }
  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column
  ) { entries.append("show \(column)") }
  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column
  ) { entries.append("hide \(column)") }
}

@MainActor @Suite struct UISplitViewControllerTests {
  /// A window of `width` × 600 showing a double-column split of "Mail" beside "Inbox".
  func makeSplit(
    width: CGFloat = 1_000, style: UISplitViewController.Style = .doubleColumn,
    log: SplitLog? = nil
  ) -> (UIWindow, UISplitViewController, UIViewController, UIViewController) {
    let window = makeWindow(size: CGSize(width: width, height: 600))
    let split = UISplitViewController(style: style)
    split.delegate = log
    let sidebar = UIViewController()
    sidebar.title = "Mail"
    let content = UIViewController()
    content.title = "Inbox"
    split.setViewController(sidebar, for: .primary)
    split.setViewController(content, for: .secondary)
    window.rootViewController = split
    CATransaction.flush()
    return (window, split, sidebar, content)
  }

  /// `controller`'s view in window coordinates.
  func frame(_ controller: UIViewController, _ window: UIWindow) -> CGRect? {
    guard let view = controller.viewIfLoaded, view.window === window else { return nil }
    return view.convert(view.bounds, to: window)
  }

  @Test func theColumnsSitSideBySideInNavigationControllers() throws {
    let (window, split, sidebar, content) = makeSplit()
    defer { window.isHidden = true }
    #expect(split.viewController(for: .primary) === sidebar)
    #expect(
      sidebar.navigationController != nil
        && sidebar.navigationController !== content.navigationController)
    #expect(sidebar.splitViewController === split && content.splitViewController === split)
    #expect(
      split.viewControllers.count == 2
        && split.viewControllers.allSatisfy { $0 is UINavigationController })
    #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary)
    #expect(split.splitBehavior == .tile && split.primaryColumnWidth == 320)
    #expect(
      frame(sidebar.navigationController!, window) == CGRect(x: 0, y: 0, width: 320, height: 600))
    #expect(
      frame(content.navigationController!, window) == CGRect(x: 321, y: 0, width: 679, height: 600))
  }

  @Test func theSidebarButtonHidesAndShowsThePrimaryColumn() throws {
    let log = SplitLog()
    let (window, split, sidebar, content) = makeSplit(log: log)
    defer { window.isHidden = true }
    log.entries.removeAll()
    let button = try #require(
      descendants(of: content.navigationController!.navigationBar).first {
        $0.accessibilityLabel == "Hide Sidebar"
      })
    window.tap(
      at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
    CATransaction.flush()
    #expect(split.displayMode == .secondaryOnly)
    #expect(frame(sidebar, window) == nil)
    #expect(frame(content.navigationController!, window)?.width == 1_000)
    #expect(log.entries == ["mode secondaryOnly", "hide primary"])
    split.show(.primary)
    CATransaction.flush()
    #expect(split.displayMode == .oneBesideSecondary && frame(sidebar, window) != nil)
    #expect(split.displayModeButtonItem.accessibilityLabel == "Hide Sidebar")
  }

  @Test func anOverlayingSidebarCoversTheSecondaryUntilAClickBesideIt() throws {
    let (window, split, sidebar, content) = makeSplit()
    defer { window.isHidden = true }
    split.preferredSplitBehavior = .overlay
    CATransaction.flush()
    #expect(split.displayMode == .secondaryOnly)
    split.show(.primary)
    CATransaction.flush()
    #expect(split.displayMode == .oneOverSecondary)
    #expect(frame(sidebar.navigationController!, window)?.width == 320)
    #expect(frame(content.navigationController!, window)?.width == 1_000, "under the sidebar")
    window.tap(at: CGPoint(x: 700, y: 300))
    CATransaction.flush()
    #expect(split.displayMode == .secondaryOnly && frame(sidebar, window) == nil)
  }

  @Test func threeColumnsTileWhenTheyFitAndTheSupplementaryStaysWhenNot() {
    let (window, split, _, content) = makeSplit(width: 1_200, style: .tripleColumn)
    defer { window.isHidden = true }
    let list = UIViewController()
    split.setViewController(list, for: .supplementary)
    CATransaction.flush()
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(
      frame(list.navigationController!, window) == CGRect(x: 321, y: 0, width: 320, height: 600))
    #expect(frame(content.navigationController!, window)?.minX == 642)
    window.frame = CGRect(x: 0, y: 0, width: 900, height: 600)
    CATransaction.flush()
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(frame(list.navigationController!, window)?.minX == 0)
  }

  @Test func aNarrowWindowCollapsesToOneColumnWithABackButtonAndExpandsAgain() throws {
    let log = SplitLog()
    let (window, split, sidebar, content) = makeSplit(log: log)
    defer { window.isHidden = true }
    log.entries.removeAll()
    window.frame = CGRect(x: 0, y: 0, width: 500, height: 600)
    CATransaction.flush()
    #expect(split.isCollapsed)
    #expect(log.entries.prefix(1) == ["topColumn secondary"] && log.entries.contains("collapse"))
    #expect(
      frame(content.navigationController!, window) == CGRect(x: 0, y: 0, width: 500, height: 600))
    #expect(frame(sidebar, window) == nil)
    let back = try #require(
      descendants(of: content.navigationController!.navigationBar).first {
        $0.accessibilityLabel == "Mail"
      })
    window.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window))
    CATransaction.flush()
    #expect(
      frame(sidebar.navigationController!, window)?.width == 500 && frame(content, window) == nil)
    let message = UIViewController()
    sidebar.showDetailViewController(message, sender: nil)
    CATransaction.flush()
    #expect(frame(message, window) != nil, "the detail comes to the top")
    #expect(split.viewController(for: .secondary) === message)
    window.frame = CGRect(x: 0, y: 0, width: 1_000, height: 600)
    CATransaction.flush()
    #expect(!split.isCollapsed && log.entries.last == "expand")
    #expect(frame(sidebar, window) != nil && frame(message, window)?.minX == 321)
  }

  @Test func theDelegateChoosesTheColumnShownCollapsedAndACompactControllerWins() {
    let log = SplitLog()
    log.topColumn = .primary
    let (window, split, sidebar, _) = makeSplit(width: 500, log: log)
    defer { window.isHidden = true }
    #expect(split.isCollapsed && frame(sidebar, window)?.width == 500)
    let phone = UIViewController()
    split.setViewController(phone, for: .compact)
    CATransaction.flush()
    #expect(frame(phone, window)?.width == 500 && frame(sidebar, window) == nil)
  }

  @Test func draggingTheDividerResizesTheSidebarWithinItsLimits() {
    let (window, split, sidebar, _) = makeSplit()
    defer { window.isHidden = true }
    window.handleHover(at: CGPoint(x: 320, y: 300), timestamp: 0)
    #expect(window.pointerCursor == .resizeLeftRight)
    window.drag(from: CGPoint(x: 320, y: 300), to: CGPoint(x: 400, y: 300), steps: 6, time: 1)
    CATransaction.flush()
    #expect(split.preferredPrimaryColumnWidth == 400 && split.primaryColumnWidth == 400)
    #expect(frame(sidebar.navigationController!, window)?.width == 400)
    window.drag(from: CGPoint(x: 400, y: 300), to: CGPoint(x: 900, y: 300), steps: 6, time: 2)
    CATransaction.flush()
    #expect(split.primaryColumnWidth == 480, "the default maximum")
  }

  @Test func rightToLeftTheSidebarIsOnTheRight() {
    let (window, _, sidebar, content) = makeSplit()
    defer { window.isHidden = true }
    window.traitOverrides.layoutDirection = .rightToLeft
    CATransaction.flush()
    #expect(frame(sidebar.navigationController!, window)?.minX == 680)
    #expect(frame(content.navigationController!, window)?.minX == 0)
  }

  @Test func theClassicInterfaceTakesItsControllersAsTheyAre() {
    let window = makeWindow(size: CGSize(width: 1_000, height: 600))
    defer { window.isHidden = true }
    let split = UISplitViewController()
    let master = UINavigationController(rootViewController: UIViewController())
    let detail = UIViewController()
    split.viewControllers = [master, detail]
    window.rootViewController = split
    CATransaction.flush()
    #expect(split.style == .unspecified && split.viewControllers == [master, detail])
    #expect(frame(detail, window)?.minX == 321)
    let other = UIViewController()
    master.topViewController?.showDetailViewController(other, sender: nil)
    CATransaction.flush()
    #expect(split.viewControllers == [master, other] && detail.parent == nil)
    split.setViewController(UIViewController(), for: .supplementary)  // ignored, one diagnostic
    #expect(split.viewControllers.count == 2)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func aSidebarBesideContentLooksRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 700, height: 240), style: style, scale: scale)
    defer { window.isHidden = true }
    let split = UISplitViewController(style: .doubleColumn)
    split.primaryBackgroundStyle = .sidebar
    split.preferredPrimaryColumnWidth = 220
    let sidebar = UIViewController()
    sidebar.title = "Mailboxes"
    sidebar.view.backgroundColor = .clear
    let content = UIViewController()
    content.title = "Inbox"
    split.setViewController(sidebar, for: .primary)
    split.setViewController(content, for: .secondary)
    window.rootViewController = split
    let name = "splitView-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }
}
