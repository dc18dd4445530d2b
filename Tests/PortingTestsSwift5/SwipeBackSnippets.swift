import OpenUIKit
import OpenUIKitTesting
import Testing

// The shape of the navigation controller subclass many apps carry to keep the back swipe with a
// hidden bar or a custom back button: it makes itself the delegate of
// `interactivePopGestureRecognizer` in `viewDidLoad` and allows the swipe whenever there is a
// controller to go back to; one screen turns the swipe off in `viewWillAppear` and on again in
// `viewWillDisappear` (a drawing canvas, say). No isolation annotations: Swift 5 mode,
// `import OpenUIKit` only.

class SwipeBackNavigationController: UINavigationController, UIGestureRecognizerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    interactivePopGestureRecognizer?.delegate = self
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    return viewControllers.count > 1
  }
}

// A helper some apps keep beside their coordinators: nonisolated, as Swift 5 code writes it.
func setSwipeBack(enabled: Bool, in navigationController: UINavigationController?) {
  navigationController?.interactivePopGestureRecognizer?.isEnabled = enabled
}

class CanvasScreen: ColorScreen {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.interactivePopGestureRecognizer?.isEnabled = false
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    navigationController?.interactivePopGestureRecognizer?.isEnabled = true
  }
}

@MainActor @Suite(.serialized) struct SwipeBackSnippets {
  @Test func aHiddenBarStillSwipesBackThroughTheSubclassesDelegate() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = UIWindow.headless(size: CGSize(width: 200, height: 300))
    let navigation = SwipeBackNavigationController(rootViewController: ColorScreen(color: .red))
    navigation.setNavigationBarHidden(true, animated: false)
    window.rootViewController = navigation
    navigation.pushViewController(ColorScreen(color: .blue), animated: false)
    CATransaction.flush()
    window.touchDown(at: CGPoint(x: 4, y: 150))
    window.touchMove(to: CGPoint(x: 30, y: 150), time: 0.05)
    window.touchMove(to: CGPoint(x: 104, y: 150), time: 0.1)
    // Half way across, the red screen shows on the left and the blue one follows the pointer.
    #expect(try rgbaAt(window.renderImage(), 50, 150) == opaqueRed)
    #expect(try rgbaAt(window.renderImage(), 150, 150) == opaqueBlue)
    window.touchMove(to: CGPoint(x: 150, y: 150), time: 0.5)
    window.touchUp(at: CGPoint(x: 150, y: 150), time: 0.9)
    clock.advance(by: 0.5)
    #expect(navigation.viewControllers.count == 1)
    #expect(try rgbaAt(window.renderImage(), 150, 150) == opaqueRed)
  }

  @Test func aScreenThatTurnsTheSwipeOffKeepsItsPlace() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = UIWindow.headless(size: CGSize(width: 200, height: 300))
    let navigation = UINavigationController(rootViewController: ColorScreen(color: .red))
    window.rootViewController = navigation
    let canvas = CanvasScreen(color: .white)
    navigation.pushViewController(canvas, animated: false)
    CATransaction.flush()
    #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false)
    window.drag(from: CGPoint(x: 3, y: 150), to: CGPoint(x: 190, y: 150))
    clock.advance(by: 0.5)
    #expect(navigation.topViewController === canvas)
    navigation.popViewController(animated: false)
    CATransaction.flush()
    #expect(navigation.interactivePopGestureRecognizer?.isEnabled == true)
    setSwipeBack(enabled: false, in: navigation)
    #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false)
  }
}
