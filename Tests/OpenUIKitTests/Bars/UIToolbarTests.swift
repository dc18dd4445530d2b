import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct UIToolbarTests {
  /// A 40 × 30 custom view, so the geometry does not depend on the font.
  func box() -> UIBarButtonItem {
    UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)))
  }

  func laidOut(_ items: [UIBarButtonItem], width: CGFloat = 400) -> UIToolbar {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
    toolbar.items = items
    toolbar.layoutIfNeeded()
    return toolbar
  }

  @Test func flexibleSpacesShareTheSpareWidth() {
    let items = [box(), .flexibleSpace(), box(), .flexibleSpace(), box()]
    _ = laidOut(items)
    let xs = items.compactMap { $0.customView?.frame.minX }
    // 400 - 2 × 16 margins - 3 × 40 = 248 spare, 124 per space (no gap beside a space).
    #expect(xs == [16, 180, 344])
    #expect(items[0].customView?.frame.minY == 7, "centred in the 44-point row")
  }

  @Test func withoutFlexibleSpacesItemsStartAtTheLeadingEdgeTwelvePointsApart() {
    let items = [box(), box(), UIBarButtonItem.fixedSpace(30), box()]
    _ = laidOut(items)
    #expect(items.compactMap { $0.customView?.frame.minX } == [16, 68, 138])
  }

  @Test func rightToLeftTheRowIsMirrored() {
    let window = makeWindow(size: CGSize(width: 400, height: 100))
    defer { window.isHidden = true }
    window.traitOverrides.layoutDirection = .rightToLeft
    let items = [box(), .flexibleSpace(), box(), box()]
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
    toolbar.items = items
    window.addSubview(toolbar)
    CATransaction.flush()
    #expect(items[0].customView?.frame.maxX == 384, "the first item at the right edge")
    #expect(items[3].customView?.frame.minX == 16)
  }

  @Test func aPositiveWidthSetsAnItemsWidth() {
    let save = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
    save.width = 90
    let toolbar = laidOut([save, box()])
    let views = toolbar.subviews.filter { $0.frame.height == 44 }
    #expect(views.first?.frame == CGRect(x: 16, y: 0, width: 90, height: 44))
    #expect(toolbar.items?.last?.customView?.frame.minX == 118)
  }

  @Test func changingAnItemRemakesItsView() {
    let item = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)
    let toolbar = laidOut([item])
    let before = toolbar.subviews.count
    item.isEnabled = false
    toolbar.layoutIfNeeded()
    #expect(toolbar.subviews.count == before)
    let button = toolbar.subviews.compactMap { $0 as? UIControl }.first
    #expect(button?.isEnabled == false)
  }

  @Test func systemItemsSpeakTheirNamesAndRunTheirActions() {
    let window = makeWindow(size: CGSize(width: 400, height: 100))
    defer { window.isHidden = true }
    var deleted = 0
    let trash = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { _ in deleted += 1 })
    let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 56, width: 400, height: 44))
    toolbar.items = [trash, .flexibleSpace(), share]
    window.addSubview(toolbar)
    CATransaction.flush()
    let buttons = toolbar.subviews.compactMap { $0 as? UIControl }
    #expect(buttons.map(\.accessibilityLabel) == ["Delete", "Share"])
    #expect(buttons.allSatisfy { $0.accessibilityTraits.contains(.button) })
    let center = toolbar.convert(
      CGPoint(x: buttons[0].frame.midX, y: buttons[0].frame.midY), to: window)
    window.tap(at: center)
    #expect(deleted == 1)
  }

  @Test func badSpacesAndAThousandItemsAreHarmless() {
    let items =
      [UIBarButtonItem.fixedSpace(.nan), .fixedSpace(-20), .fixedSpace(.infinity), box()]
      + (0..<1_000).map { _ in box() }
    let toolbar = laidOut(items)
    #expect(items[3].customView?.frame.minX == 16, "NaN, negative and infinite spaces count 0")
    #expect(toolbar.subviews.count == 1_002, "1,001 views and the hairline")
  }

  @Test func aNavigationControllerShowsTheTopControllersToolbarItems() {
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    defer { window.isHidden = true }
    let root = UIViewController()
    let first = box()
    root.toolbarItems = [first]
    let navigation = UINavigationController(rootViewController: root)
    #expect(navigation.isToolbarHidden, "hidden by default, as UIKit's")
    window.rootViewController = navigation
    CATransaction.flush()
    #expect(navigation.toolbar.isHidden)
    #expect(root.view.safeAreaInsets.bottom == 0)
    navigation.setToolbarHidden(false, animated: false)
    CATransaction.flush()
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 256, width: 400, height: 44))
    #expect(navigation.toolbar.items?.first === first)
    // Content extends under the translucent toolbar, which is the bottom of its safe area.
    #expect(root.view.frame.height == 300 && root.view.safeAreaInsets.bottom == 44)
    let next = UIViewController()
    let second = box()
    next.setToolbarItems([second], animated: false)
    navigation.pushViewController(next, animated: false)
    CATransaction.flush()
    #expect(navigation.toolbar.items?.first === second)
    let third = box()
    next.toolbarItems = [third]
    #expect(navigation.toolbar.items?.first === third, "the top's new items show")
    root.toolbarItems = []
    #expect(navigation.toolbar.items?.first === third, "one below the top changes nothing")
    navigation.toolbar.isTranslucent = false
    CATransaction.flush()
    #expect(next.view.frame.height == 256 && next.view.safeAreaInsets.bottom == 0)
  }

  @Test func setToolbarHiddenAnimatedSlidesFromTheBottom() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 400, height: 300))
    defer { window.isHidden = true }
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    CATransaction.flush()
    navigation.setToolbarHidden(false, animated: true)
    #expect(!navigation.toolbar.isHidden, "shown while it slides in")
    CATransaction.flush()
    clock.advance(by: 0.15)
    let y = navigation.toolbar.layer.presentation()?.frame.minY ?? 0
    #expect(y > 256 && y < 300, "half way: \(y)")
    clock.advance(by: 0.3)
    #expect(navigation.toolbar.layer.presentation()?.frame.minY == 256)
    navigation.setToolbarHidden(true, animated: true)
    #expect(!navigation.toolbar.isHidden, "still shown while it slides out")
    CATransaction.flush()
    clock.advance(by: 0.5)
    #expect(navigation.toolbar.isHidden)
    #expect(navigation.toolbar.frame.minY == 300)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func toolbarsLookRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 360, height: 60), style: style, scale: scale)
    defer { window.isHidden = true }
    window.backgroundColor = .systemBackground
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 16, width: 360, height: 44))
    let disabled = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
    disabled.isEnabled = false
    toolbar.items = [
      UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil),
      .flexibleSpace(), UIBarButtonItem(systemItem: .trash), .fixedSpace(8),
      UIBarButtonItem(systemItem: .action), UIBarButtonItem(systemItem: .refresh), disabled,
      .flexibleSpace(), UIBarButtonItem(systemItem: .done),
    ]
    window.addSubview(toolbar)
    let name = "toolbar-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }

  @Test func aNavigationBarShowsNoSpaceItems() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
    let item = UINavigationItem(title: "Inbox")
    item.rightBarButtonItems = [box(), .flexibleSpace(), .fixedSpace(20), box()]
    bar.items = [item]
    bar.layoutIfNeeded()
    let buttons = bar.subviews.filter { $0 is UIControl }
    #expect(buttons.isEmpty, "the two boxes are custom views; the spaces make nothing")
    #expect(item.rightBarButtonItems?.first?.customView?.superview === bar)
  }
}
