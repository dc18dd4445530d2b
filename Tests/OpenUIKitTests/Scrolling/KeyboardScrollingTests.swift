import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Page Up/Down, Space, Home/End and the arrows scroll the scroll view the keys are meant for
/// (iPadOS 17's `allowsKeyboardScrolling`, a desktop's habits).
@MainActor @Suite struct KeyboardScrollingTests {
  /// A screen with a long scroll view and a small one (the keys go to the larger), as a detail
  /// screen with a horizontal strip.
  final class DetailController: UIViewController {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let strip = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let field = UITextField(frame: CGRect(x: 0, y: 50, width: 200, height: 30))
    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.contentSize = CGSize(width: 200, height: 3000)
      strip.contentSize = CGSize(width: 800, height: 40)
      view.addSubview(scrollView)
      scrollView.addSubview(strip)
      scrollView.addSubview(field)
    }
  }

  func key(_ usage: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> UIKey {
    UIKey(keyCode: usage, characters: "", modifierFlags: flags)
  }

  func install() -> (UIWindow, DetailController) {
    let window = makeWindow(size: CGSize(width: 200, height: 300))
    let controller = DetailController()
    window.rootViewController = controller
    CATransaction.flush()
    return (window, controller)
  }

  @Test func pageKeysSpaceAndHomeEndScrollTheLargestScrollView() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, controller) = install()
    defer { window.isHidden = true }
    let scrollView = controller.scrollView
    window.press(key(.keyboardPageDown))
    #expect(scrollView.isDecelerating)  // it glides, as after a wheel notch
    clock.advance(by: 2)
    #expect(scrollView.contentOffset.y == 260)  // a page: 300 less one 40-point line
    window.press(key(.keyboardSpacebar))
    clock.advance(by: 2)
    #expect(scrollView.contentOffset.y == 520)
    window.press(key(.keyboardSpacebar, .shift))
    window.press(key(.keyboardDownArrow))
    clock.advance(by: 2)
    #expect(scrollView.contentOffset.y == 300)  // the second key went on from the first's target
    window.press(key(.keyboardEnd))
    clock.advance(by: 3)
    #expect(scrollView.contentOffset.y == 2700)
    window.press(key(.keyboardHome))
    clock.advance(by: 3)
    #expect(scrollView.contentOffset.y == 0)
    // Right scrolls the only view that scrolls sideways, the strip.
    window.press(key(.keyboardRightArrow))
    clock.advance(by: 2)
    #expect(controller.strip.contentOffset.x == 40)
    // Shortcuts do not scroll.
    window.press(key(.keyboardDownArrow, .control))
    clock.advance(by: 2)
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test func aHeldKeyScrollsOnAndTheSwitchTurnsItOff() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, controller) = install()
    defer { window.isHidden = true }
    let down = key(.keyboardDownArrow)
    window.handleKey(down, down: true, timestamp: 0)
    window.handleKey(down, down: true, timestamp: 0.5)  // repeats
    window.handleKey(down, down: true, timestamp: 0.55)
    window.handleKey(down, down: false, timestamp: 0.6)
    clock.advance(by: 2)
    #expect(controller.scrollView.contentOffset.y == 120)
    controller.scrollView.allowsKeyboardScrolling = false
    window.press(key(.keyboardPageDown))
    clock.advance(by: 2)
    #expect(controller.scrollView.contentOffset.y == 120)
  }

  @Test func inATextFieldOnlyThePageKeysScrollItsScrollView() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, controller) = install()
    defer { window.isHidden = true }
    #expect(controller.field.becomeFirstResponder())
    window.press(key(.keyboardSpacebar))
    window.press(key(.keyboardDownArrow))
    clock.advance(by: 2)
    #expect(controller.scrollView.contentOffset.y == 0)
    window.press(key(.keyboardPageDown))
    clock.advance(by: 2)
    #expect(controller.scrollView.contentOffset.y == 260)
  }
}
