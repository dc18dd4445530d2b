import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Animated pushes and pops slide, as UIKit's default navigation transition, on the virtual
/// clock; the controllers' callbacks and the view hierarchy are those of an unanimated change.
@MainActor @Suite(.serialized) struct NavigationSlideTests {
  final class Page: UIViewController {
    let color: UIColor
    init(_ title: String, _ color: UIColor) {
      self.color = color
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
      super.viewDidLoad()
      paintPage(view, color: color, title: title, labelY: 80)
    }
  }

  func slideOffset(_ view: UIView) -> CGFloat {
    view.layer.presentation()?.transform.m41 ?? .nan
  }

  @Test(arguments: [1.0, 2.0])
  func pushAndPopSlide(scale: CGFloat) throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 300, height: 200), scale: scale)
    let first = Page("First", .systemTeal)
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    _ = window.renderImage()
    let viewLayers = navigation.view.layer.sublayers?.count ?? 0
    let second = Page("Second", .systemOrange)
    navigation.pushViewController(second, animated: true)
    #expect(first.viewIfLoaded?.superview == nil, "the old view leaves the hierarchy at once")
    #expect(slideOffset(second.view) == 300, "the new one starts at the right edge")
    clock.advance(by: 0.1)
    // Ease out (0, 0, 0.58, 1) at 0.1 of 0.35 s: 0.426309 (computed independently).
    #expect(abs(slideOffset(second.view) - 300 * (1 - 0.426309)) < 0.01)
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "navigationPushMidway\(suffix)")
    clock.advance(by: 0.3)
    #expect(second.view.transform == .identity && second.view.layer.animationKeys() == nil)
    #expect(navigation.view.layer.sublayers?.count == viewLayers, "the picture is gone")

    navigation.popViewController(animated: true)
    #expect(slideOffset(first.view) == -90, "coming back from a third of the way left")
    clock.advance(by: 0.1)
    try assertSnapshot(window.renderImage(), named: "navigationPopMidway\(suffix)")
    clock.advance(by: 0.3)
    #expect(slideOffset(first.view) == 0)
    #expect(navigation.view.layer.sublayers?.count == viewLayers)
  }

  @Test func unanimatedOrOffScreenChangesDoNotSlide() {
    let navigation = UINavigationController(rootViewController: Page("First", .systemTeal))
    navigation.loadViewIfNeeded()
    let second = Page("Second", .systemOrange)
    navigation.pushViewController(second, animated: true)  // no window: nothing on screen
    #expect(second.view.layer.animationKeys() == nil)
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    window.rootViewController = navigation
    let third = Page("Third", .systemPink)
    navigation.pushViewController(third, animated: false)
    #expect(third.view.layer.animationKeys() == nil && third.view.transform == .identity)
  }
}
