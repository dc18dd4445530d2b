import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Counts a refresh control's `.valueChanged` and what `isRefreshing` was then.
@MainActor
final class RefreshTarget {
  var refreshes: [Bool] = []
  func attach(to control: UIRefreshControl) {
    control.addAction(
      UIAction { [unowned self, unowned control] _ in refreshes.append(control.isRefreshing) },
      for: .valueChanged)
  }
}

@MainActor @Suite struct UIRefreshControlTests {
  /// A 320 × 480 window with a scroll view filling it, 1,000 points of content, and a refresh
  /// control.
  func makeScene(contentHeight: CGFloat = 1_000)
    -> (UIWindow, UIScrollView, UIRefreshControl, RefreshTarget)
  {
    let window = makeWindow(size: CGSize(width: 320, height: 480))
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: contentHeight)
    window.addSubview(scrollView)
    let control = UIRefreshControl()
    let target = RefreshTarget()
    target.attach(to: control)
    scrollView.refreshControl = control
    CATransaction.flush()
    return (window, scrollView, control, target)
  }

  /// Drags down from y = 100 by `distance`, one move per frame, and lets go still.
  func pull(_ window: UIWindow, by distance: CGFloat, _ clock: TestClock, release: Bool = true) {
    window.touchDown(at: CGPoint(x: 160, y: 100), time: 0)
    for step in 1...10 {
      window.touchMove(
        to: CGPoint(x: 160, y: 100 + distance * CGFloat(step) / 10), time: Double(step) * 0.05)
      clock.advanceFrames(1)
    }
    guard release else { return }
    window.touchUp(at: CGPoint(x: 160, y: 100 + distance), time: 1.0)
  }

  @Test func aPullPastTheControlsHeightRefreshesAtOnceAndTheContentRestsBelowTheSpinner() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, scrollView, control, target) = makeScene()
    defer { window.isHidden = true }
    #expect(control.superview === scrollView)
    #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
    #expect(!control.isRefreshing)
    pull(window, by: 300, clock, release: false)
    #expect(target.refreshes == [true], "sent once, during the drag, already refreshing")
    #expect(scrollView.adjustedContentInset.top == 0, "the room is held from the release")
    window.touchUp(at: CGPoint(x: 160, y: 400), time: 1.0)
    #expect(scrollView.adjustedContentInset.top == 60)
    clock.advance(by: 2)
    #expect(scrollView.contentOffset.y == -60, "it settles with the spinner showing")
    #expect(target.refreshes == [true])
    control.endRefreshing()
    #expect(!control.isRefreshing && scrollView.adjustedContentInset.top == 0)
    clock.advance(by: 1)
    #expect(scrollView.contentOffset.y == 0, "back to the top")
  }

  @Test func aShortPullSpringsBackWithoutRefreshing() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, scrollView, control, target) = makeScene()
    defer { window.isHidden = true }
    pull(window, by: 60, clock)
    clock.advance(by: 2)
    #expect(target.refreshes.isEmpty && !control.isRefreshing)
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test func shortContentCanStillBePulled() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, scrollView, control, target) = makeScene(contentHeight: 100)
    defer { window.isHidden = true }
    pull(window, by: 300, clock)
    clock.advance(by: 2)
    #expect(target.refreshes == [true] && control.isRefreshing)
    #expect(scrollView.contentOffset.y == -60)
  }

  @Test func beginRefreshingShowsTheSpinnerWithoutSendingOrScrolling() {
    let (window, scrollView, control, target) = makeScene()
    defer { window.isHidden = true }
    control.beginRefreshing()
    #expect(control.isRefreshing && target.refreshes.isEmpty)
    #expect(scrollView.adjustedContentInset.top == 60)
    #expect(scrollView.contentOffset.y == 0, "UIKit does not scroll to show it")
    control.beginRefreshing()
    control.endRefreshing()
    control.endRefreshing()
    #expect(!control.isRefreshing && scrollView.adjustedContentInset.top == 0)
  }

  @Test(arguments: [
    UIKey(keyCode: .keyboardF5, characters: ""),
    UIKey(keyCode: .keyboardR, characters: "r", modifierFlags: .control),
  ])
  func f5AndControlRRefreshAsAPullWould(key: UIKey) {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, scrollView, control, target) = makeScene()
    defer { window.isHidden = true }
    scrollView.contentOffset.y = 300
    window.press(key)
    #expect(control.isRefreshing && target.refreshes == [true])
    clock.advance(by: 1)
    #expect(scrollView.contentOffset.y == -60, "it glides up to show the spinner")
    window.press(key, time: 2)
    #expect(target.refreshes == [true], "not again while refreshing")
  }

  @Test func aTouchpadPullRefreshesAndRubberBands() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, scrollView, control, target) = makeScene()
    defer { window.isHidden = true }
    var shown: [CGFloat] = []
    for index in 0..<20 {
      window.scroll(
        by: CGPoint(x: 0, y: 20), at: CGPoint(x: 160, y: 200), type: .continuous,
        time: Double(index) / 60)
      shown.append(-scrollView.contentOffset.y)
      clock.advanceFrames(1)
    }
    #expect(shown[0] > 0 && shown[0] < 20, "banded: less than the step")
    #expect(shown == shown.sorted())
    #expect(target.refreshes == [true] && control.isRefreshing)
    clock.advance(by: 2)
    #expect(scrollView.contentOffset.y == -60)
    control.endRefreshing()
    clock.advance(by: 1)
    #expect(scrollView.contentOffset.y == 0)
    // A plain wheel does not pull.
    window.scroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 160, y: 200), time: 5)
    clock.advance(by: 1)
    #expect(scrollView.contentOffset.y == 0 && target.refreshes == [true])
  }

  @Test func itIsAButtonNamedByItsTitleThatRefreshesWhenActivated() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, _, control, target) = makeScene()
    defer { window.isHidden = true }
    #expect(control.accessibilityLabel == "Refresh")
    #expect(control.accessibilityTraits.contains(.button))
    control.attributedTitle = NSAttributedString(string: "Checking mail")
    #expect(control.accessibilityLabel == "Checking mail")
    #expect(control.accessibilityActivate())
    #expect(control.isRefreshing && target.refreshes == [true])
    #expect(control.accessibilityValue == "Refreshing")
    #expect(!control.accessibilityActivate(), "already refreshing")
  }

  @Test func movingOrRemovingAControlMidRefreshLeavesNoRoomBehind() {
    let (window, scrollView, control, _) = makeScene()
    defer { window.isHidden = true }
    control.beginRefreshing()
    let other = UIScrollView(frame: window.bounds)
    window.addSubview(other)
    other.refreshControl = control
    #expect(scrollView.refreshControl == nil, "a control shows in one scroll view")
    #expect(scrollView.adjustedContentInset.top == 0)
    #expect(other.adjustedContentInset.top == 60, "the refresh goes on there")
    #expect(control.superview === other)
    other.refreshControl = nil
    #expect(control.superview == nil && other.adjustedContentInset.top == 0)
  }

  @Test func aTableViewControllerSharesItsTablesControl() {
    let controller = UITableViewController(style: .plain)
    let control = UIRefreshControl()
    controller.refreshControl = control
    #expect(controller.tableView.refreshControl === control)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func aRefreshingControlLooksRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 240, height: 120), style: style, scale: scale)
    defer { window.isHidden = true }
    window.backgroundColor = .systemBackground
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 240, height: 400)
    let content = UILabel(frame: CGRect(x: 16, y: 0, width: 208, height: 40))
    content.text = "Inbox"
    scrollView.addSubview(content)
    window.addSubview(scrollView)
    let control = UIRefreshControl()
    control.attributedTitle = NSAttributedString(string: "Checking mail")
    scrollView.refreshControl = control
    control.beginRefreshing()
    scrollView.contentOffset.y = -60
    let name = "refreshControl-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }
}
