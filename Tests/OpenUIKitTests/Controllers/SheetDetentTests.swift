import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records what a sheet presentation controller tells its delegate.
@MainActor
final class SheetLog: UISheetPresentationControllerDelegate {
  var entries: [String] = []
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    entries.append(
      "changed \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    entries.append("will")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    entries.append("did")
  }
}

/// Sheets with detents, as iOS 15 code configures them before presenting.
@MainActor @Suite struct SheetDetentTests {
  /// An 800 × 640 window whose root has a button at the top left; the detents' maximum is 600.
  func makeScene() -> (UIWindow, UIViewController, UIButton) {
    let window = makeWindow(size: CGSize(width: 800, height: 640))
    let root = UIViewController()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
    root.view.addSubview(button)
    window.rootViewController = root
    CATransaction.flush()
    return (window, root, button)
  }

  /// The presented view's frame in the window.
  func sheetFrame(_ sheet: UIViewController, _ window: UIWindow) -> CGRect {
    sheet.view.convert(sheet.view.bounds, to: window)
  }

  @Test func sheetStylesHaveASheetPresentationController() {
    let controller = UIViewController()
    #expect(controller.sheetPresentationController != nil, ".automatic is a page sheet")
    #expect(controller.sheetPresentationController?.detents.map(\.identifier) == [.large])
    #expect(controller.sheetPresentationController?.selectedDetentIdentifier == nil)
    #expect(
      controller.sheetPresentationController?.prefersScrollingExpandsWhenScrolledToEdge == true)
    controller.modalPresentationStyle = .formSheet
    #expect(controller.sheetPresentationController != nil)
    controller.modalPresentationStyle = .fullScreen
    #expect(controller.sheetPresentationController == nil)
    controller.modalPresentationStyle = .popover
    #expect(controller.sheetPresentationController == nil)
    #expect(controller.popoverPresentationController != nil)
  }

  @Test func withOnlyTheLargeDetentASheetIsTheCentredFormSheet() {
    let (window, root, _) = makeScene()
    defer { window.isHidden = true }
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    CATransaction.flush()
    #expect(sheetFrame(sheet, window) == CGRect(x: 130, y: 20, width: 540, height: 600))
  }

  @Test func smallerDetentsAttachTheSheetToTheBottomAtTheSelectedHeight() throws {
    let (window, root, _) = makeScene()
    defer { window.isHidden = true }
    let sheet = UIViewController()
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    root.present(sheet, animated: false)
    CATransaction.flush()
    #expect(sheetFrame(sheet, window) == CGRect(x: 130, y: 340, width: 540, height: 300))
    controller.selectedDetentIdentifier = .large
    CATransaction.flush()
    #expect(sheetFrame(sheet, window) == CGRect(x: 130, y: 40, width: 540, height: 600))
    let small = UISheetPresentationController.Detent.Identifier(rawValue: "small")
    controller.detents = [
      .custom(identifier: small) { _ in 120 }, .custom { _ in nil }, .custom { _ in .nan },
      .large(),
    ]
    controller.selectedDetentIdentifier = small
    CATransaction.flush()
    #expect(sheetFrame(sheet, window).height == 120, "inactive and NaN detents are skipped")
    controller.detents = []
    #expect(controller.detents.map(\.identifier) == [.large], "an empty list is the default")
  }

  @Test func aCustomResolverSeesTheMaximumAndTheWidthCanFollowThePreferredSize() throws {
    let (window, root, _) = makeScene()
    defer { window.isHidden = true }
    let sheet = UIViewController()
    sheet.preferredContentSize = CGSize(width: 400, height: 0)
    let controller = try #require(sheet.sheetPresentationController)
    var seen: [CGFloat] = []
    controller.detents = [
      .custom { context in
        seen.append(context.maximumDetentValue)
        return context.maximumDetentValue * 0.25
      }, .large(),
    ]
    controller.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    root.present(sheet, animated: false)
    CATransaction.flush()
    #expect(seen.first == 600)
    #expect(sheetFrame(sheet, window) == CGRect(x: 200, y: 490, width: 400, height: 150))
  }

  @Test func theGrabberMovesBetweenDetentsAndTellsTheDelegate() throws {
    let (window, root, _) = makeScene()
    defer { window.isHidden = true }
    let sheet = UIViewController()
    let controller = try #require(sheet.sheetPresentationController)
    let log = SheetLog()
    controller.delegate = log
    controller.detents = [.medium(), .large()]
    controller.prefersGrabberVisible = true
    root.present(sheet, animated: false)
    CATransaction.flush()
    let grabber = try #require(
      descendants(of: window).first { $0.accessibilityLabel == "Sheet Grabber" })
    #expect(grabber.accessibilityTraits.contains(.adjustable))
    grabber.accessibilityIncrement()
    #expect(controller.selectedDetentIdentifier == .large)
    grabber.accessibilityIncrement()
    #expect(log.entries == ["changed com.apple.UIKit.large"], "told once: the second was no change")
    controller.selectedDetentIdentifier = .medium
    #expect(log.entries.count == 1, "a change made in code is not told")
  }

  @Test func draggingTheTopEdgeResizesAndBelowHalfTheSmallestDismisses() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, root, _) = makeScene()
    defer { window.isHidden = true }
    let sheet = UIViewController()
    let controller = try #require(sheet.sheetPresentationController)
    let log = SheetLog()
    controller.delegate = log
    controller.detents = [.medium(), .large()]
    root.present(sheet, animated: false)
    CATransaction.flush()
    window.drag(from: CGPoint(x: 400, y: 345), to: CGPoint(x: 400, y: 100), steps: 8, time: 0)
    clock.advance(by: 1)
    #expect(controller.selectedDetentIdentifier == .large)
    #expect(sheetFrame(sheet, window).minY == 40)
    window.drag(from: CGPoint(x: 400, y: 45), to: CGPoint(x: 400, y: 620), steps: 8, time: 2)
    clock.advance(by: 1)
    #expect(root.presentedViewController == nil)
    #expect(log.entries == ["changed com.apple.UIKit.large", "will", "did"])
  }

  @Test func upToTheLargestUndimmedDetentThePresenterTakesClicks() throws {
    let (window, root, button) = makeScene()
    defer { window.isHidden = true }
    var clicks = 0
    button.addAction(UIAction { _ in clicks += 1 }, for: .touchUpInside)
    let sheet = UIViewController()
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    controller.largestUndimmedDetentIdentifier = .medium
    root.present(sheet, animated: false)
    CATransaction.flush()
    window.tap(at: CGPoint(x: 60, y: 30))
    #expect(clicks == 1 && root.presentedViewController === sheet)
    controller.selectedDetentIdentifier = .large
    CATransaction.flush()
    window.tap(at: CGPoint(x: 60, y: 30), time: 1)
    #expect(clicks == 1, "dimmed again at the large detent")
  }

  @Test func theWheelExpandsTheSheetBeforeItScrollsTheContent() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, root, _) = makeScene()
    defer { window.isHidden = true }
    let sheet = UIViewController()
    let scrollView = UIScrollView(frame: sheet.view.bounds)
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentSize = CGSize(width: 540, height: 2_000)
    sheet.view.addSubview(scrollView)
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    root.present(sheet, animated: false)
    CATransaction.flush()
    window.scroll(by: CGPoint(x: 0, y: -40), at: CGPoint(x: 400, y: 500))
    clock.advance(by: 1)
    #expect(controller.selectedDetentIdentifier == .large && scrollView.contentOffset.y == 0)
    window.scroll(by: CGPoint(x: 0, y: -40), at: CGPoint(x: 400, y: 500), time: 2)
    clock.advance(by: 1)
    #expect(scrollView.contentOffset.y == 40, "at the largest detent the content scrolls")
    controller.selectedDetentIdentifier = .medium
    controller.prefersScrollingExpandsWhenScrolledToEdge = false
    CATransaction.flush()
    window.scroll(by: CGPoint(x: 0, y: -40), at: CGPoint(x: 400, y: 500), time: 4)
    clock.advance(by: 1)
    #expect(controller.selectedDetentIdentifier == .medium && scrollView.contentOffset.y == 80)
  }

  @Test func animateChangesMovesTheSheetOverAFewFrames() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, root, _) = makeScene()
    defer { window.isHidden = true }
    let sheet = UIViewController()
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    root.present(sheet, animated: false)
    CATransaction.flush()
    controller.animateChanges { controller.selectedDetentIdentifier = .large }
    CATransaction.flush()
    clock.advance(by: 0.15)
    let top = sheet.view.superview?.layer.presentation()?.frame.minY ?? 0
    #expect(top > 40 && top < 340, "half way: \(top)")
    clock.advance(by: 0.3)
    #expect(sheetFrame(sheet, window).minY == 40)
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func aMediumSheetWithItsGrabberLooksRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 360, height: 300), style: style, scale: scale)
    defer { window.isHidden = true }
    let root = UIViewController()
    root.view.backgroundColor = .systemTeal
    window.rootViewController = root
    let sheet = UIViewController()
    let label = UILabel(frame: CGRect(x: 20, y: 24, width: 200, height: 24))
    label.text = "Filters"
    sheet.view.addSubview(label)
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    controller.prefersGrabberVisible = true
    root.present(sheet, animated: false)
    let name = "sheetMedium-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }
}
