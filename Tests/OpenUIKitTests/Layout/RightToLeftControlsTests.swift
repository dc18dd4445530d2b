import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenText
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// Controls, bars, images, text fields and scroll bars mirrored in right-to-left content, as
/// UIKit mirrors them: each is driven as a person would (touches, arrows) and looked at.
@MainActor @Suite struct RightToLeftControlsTests {
  /// A right-to-left window of `size`.
  func rightToLeftWindow(size: CGSize, scale: CGFloat = 1) -> UIWindow {
    let window = makeWindow(size: size, scale: scale)
    window.traitOverrides.layoutDirection = .rightToLeft
    CATransaction.flush()
    return window
  }

  @Test func launchArgumentsAndTheEnvironmentForceADirection() {
    let force = UIApplication.forcedLayoutDirection
    #expect(force(["app"], [:]) == nil)
    #expect(force(["app", "-AppleTextDirection", "YES"], [:]) == .rightToLeft)
    #expect(
      force(["app", "-NSForceRightToLeftWritingDirection", "YES"], [:]) == .rightToLeft)
    #expect(force(["app", "-AppleTextDirection", "NO"], [:]) == nil)
    #expect(force(["app", "-AppleTextDirection"], [:]) == nil, "a flag without a value")
    #expect(force([], ["OPENUIKIT_LAYOUT_DIRECTION": "rightToLeft"]) == .rightToLeft)
    #expect(force([], ["OPENUIKIT_LAYOUT_DIRECTION": "rtl"]) == .rightToLeft)
    // The variable wins over the launch argument.
    #expect(
      force(["app", "-AppleTextDirection", "YES"], ["OPENUIKIT_LAYOUT_DIRECTION": "leftToRight"])
        == .leftToRight)
    #expect(force([], ["OPENUIKIT_LAYOUT_DIRECTION": "sideways"]) == nil)
  }

  @Test func aSliderRunsFromTheRight() {
    let window = rightToLeftWindow(size: CGSize(width: 240, height: 60))
    let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 31))
    window.addSubview(slider)
    CATransaction.flush()
    let track = slider.trackRect(forBounds: slider.bounds)
    let atMinimum = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
    #expect(atMinimum.maxX == track.maxX, "the minimum is at the right")
    // A click near the left end takes the value near the maximum.
    window.tap(at: CGPoint(x: 20 + 16, y: 35))
    #expect(slider.value > 0.95)
    slider.value = 0.5
    window.press(Keys.tab)
    window.press(Keys.left)  // the way the value grows
    #expect(abs(slider.value - 0.6) < 0.001)
    window.press(Keys.right)
    window.press(Keys.right)
    #expect(abs(slider.value - 0.4) < 0.001)
    slider.semanticContentAttribute = .forceLeftToRight
    CATransaction.flush()
    #expect(slider.subviews.first!.frame.midX < 120, "left to right again, 0.4 is left of centre")
  }

  @Test func aSwitchIsOnToTheLeft() {
    let window = rightToLeftWindow(size: CGSize(width: 100, height: 60))
    let toggle = UISwitch(frame: CGRect(x: 20, y: 10, width: 0, height: 0))
    window.addSubview(toggle)
    var changes = 0
    toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    // A drag to the left turns it on; one to the right, off.
    window.drag(from: CGPoint(x: 60, y: 25), to: CGPoint(x: 25, y: 25))
    #expect(toggle.isOn && changes == 1)
    window.drag(from: CGPoint(x: 25, y: 25), to: CGPoint(x: 65, y: 25))
    #expect(!toggle.isOn && changes == 2)
  }

  @Test func aSegmentedControlStartsAtTheRight() {
    let window = rightToLeftWindow(size: CGSize(width: 320, height: 60))
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
    window.addSubview(control)
    CATransaction.flush()
    #expect(control.segmentFrames.map(\.minX) == [200, 100, 0])
    window.tap(at: CGPoint(x: 290, y: 26))
    #expect(control.selectedSegmentIndex == 0, "the rightmost segment is the first")
    window.press(Keys.tab)
    window.press(Keys.left)  // toward the next segment
    #expect(control.selectedSegmentIndex == 1)
    window.press(Keys.right)
    #expect(control.selectedSegmentIndex == 0)
  }

  @Test func imagesFlipOnlyWhenAskedTo() throws {
    let image = try #require(Self.arrowImage())
    #expect(!image.flipsForRightToLeftLayoutDirection)
    let flipping = image.imageFlippedForRightToLeftLayoutDirection()
    #expect(flipping.flipsForRightToLeftLayoutDirection && flipping.imageOrientation == .up)
    #expect(image.withHorizontallyFlippedOrientation().imageOrientation == .upMirrored)
    #expect(
      image.withHorizontallyFlippedOrientation().withHorizontallyFlippedOrientation()
        .imageOrientation == .up)
    let turned = UIImage(cgImage: image.cgImage!, scale: 1, orientation: .left)
    #expect(turned.withHorizontallyFlippedOrientation().imageOrientation == .rightMirrored)

    let window = rightToLeftWindow(size: CGSize(width: 20, height: 10))
    let plain = UIImageView(image: image)
    let flipped = UIImageView(image: flipping)
    plain.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    flipped.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
    window.addSubview(plain)
    window.addSubview(flipped)
    let rendered = try #require(window.renderImage())
    // The arrow's red half is on its left; the flipped view shows it on the right.
    #expect(try pixel(rendered, x: 1, y: 5).red > 200)
    #expect(try pixel(rendered, x: 18, y: 5).red > 200)
    #expect(try pixel(rendered, x: 11, y: 5).red < 50)
    flipped.semanticContentAttribute = .forceLeftToRight
    let again = try #require(window.renderImage())
    #expect(try pixel(again, x: 11, y: 5).red > 200, "left to right: shown as drawn")
    // An image set after the view was laid out follows a later change of the window's
    // direction too.
    window.traitOverrides.layoutDirection = .leftToRight
    CATransaction.flush()
    plain.image = flipping
    window.traitOverrides.layoutDirection = .rightToLeft
    let last = try #require(window.renderImage())
    #expect(try pixel(last, x: 8, y: 5).red > 200, "mirrored: red on the right")
  }

  /// A 10 × 10 image, red on the left half and blue on the right.
  static func arrowImage() -> UIImage? {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image {
      context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
      UIColor.blue.setFill()
      context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
    }
  }

  @Test func aTextFieldPutsItsClearButtonOnTheLeft() {
    let window = rightToLeftWindow(size: CGSize(width: 240, height: 60))
    let field = UITextField(frame: CGRect(x: 20, y: 10, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.clearButtonMode = .always
    field.text = "שלום"
    window.addSubview(field)
    let clear = field.clearButtonRect(forBounds: field.bounds)
    #expect(clear.minX < 20, "the clear button is at the trailing (left) edge")
    #expect(field.textRect(forBounds: field.bounds).minX > clear.maxX)
    window.tap(at: CGPoint(x: 20 + clear.midX, y: 10 + clear.midY))
    #expect(field.text == "")
  }

  @Test func rightToLeftTextPutsItsStartOnTheRight() {
    let window = makeWindow(size: CGSize(width: 240, height: 60))
    let field = UITextField(frame: CGRect(x: 20, y: 10, width: 200, height: 34))
    field.text = "שלום עולם"
    window.addSubview(field)
    #expect(field.becomeFirstResponder())
    window.press(Keys.up)  // Home: the caret at the start of the text
    let line = field.displayedLine
    #expect(line.isRightToLeft)
    #expect(line.caretX(atUTF16Offset: 0) == line.width, "the start is the right end")
    #expect(line.caretX(atUTF16Offset: field.text!.utf16.count) == 0)
    // Left moves forward through Hebrew.
    window.press(Keys.left)
    #expect(field.selectedRange == 1..<1)
    window.press(Keys.right)
    #expect(field.selectedRange == 0..<0)
  }

  @Test func theVerticalScrollBarIsOnTheLeftAndBelowTheBar() {
    let window = rightToLeftWindow(size: CGSize(width: 200, height: 300))
    let table = UIScrollView()
    let controller = UIViewController()
    controller.view = table
    let navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    table.contentSize = CGSize(width: 200, height: 2000)
    CATransaction.flush()
    table.flashScrollIndicators()
    let indicator = table.subviews.compactMap { $0 as? ScrollIndicatorView }
      .first { $0.frame.height > $0.frame.width }
    let bar = indicator
    #expect(bar != nil)
    #expect((bar?.frame.minX ?? 0) < 10, "along the left edge")
    let barBottom = navigation.navigationBar.frame.maxY
    #expect(
      (bar?.frame.minY ?? 0) - table.contentOffset.y >= barBottom,
      "the track starts below the navigation bar")
    table.automaticallyAdjustsScrollIndicatorInsets = false
    #expect((bar?.frame.minY ?? 0) - table.contentOffset.y < barBottom)
    // Left to right again: the bar moves to the right edge at once, without a scroll.
    window.traitOverrides.layoutDirection = .leftToRight
    CATransaction.flush()
    #expect((bar?.frame.maxX ?? 0) > 190)
  }

  /// Every mirrored control in one right-to-left screen: the back button at the right with its
  /// chevron pointing right, the Edit button at the left, the first segment at the right, the
  /// slider and the progress bar filled from the right, switches on to the left, the clear
  /// button at the left and the
  /// cell's chevron at the left, pointing left.
  @Test(arguments: [1.0, 2.0])
  func mirroredControlsLookRight(scale: CGFloat) throws {
    let window = rightToLeftWindow(size: CGSize(width: 320, height: 330), scale: scale)
    let root = UIViewController()
    root.title = "Settings"
    let page = UIViewController()
    page.title = "Display"
    page.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    navigation.pushViewController(page, animated: false)
    page.view.backgroundColor = .systemGroupedBackground
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    segments.selectedSegmentIndex = 0
    segments.frame = CGRect(x: 16, y: 60, width: 288, height: 32)
    let slider = UISlider(frame: CGRect(x: 16, y: 104, width: 288, height: 31))
    slider.value = 0.3
    let on = UISwitch(frame: CGRect(x: 253, y: 148, width: 0, height: 0))
    on.isOn = true
    let off = UISwitch(frame: CGRect(x: 190, y: 148, width: 0, height: 0))
    let progress = UIProgressView(progressViewStyle: .default)
    progress.frame = CGRect(x: 16, y: 162, width: 150, height: 4)
    progress.progress = 0.25
    let field = UITextField(frame: CGRect(x: 16, y: 192, width: 288, height: 34))
    field.borderStyle = .roundedRect
    field.clearButtonMode = .always
    field.text = "שלום עולם"
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 240, width: 320, height: 44)
    cell.textLabel?.text = "Brightness"
    cell.accessoryType = .disclosureIndicator
    let detail = UITableViewCell(style: .default, reuseIdentifier: nil)
    detail.frame = CGRect(x: 0, y: 284, width: 320, height: 44)
    detail.textLabel?.text = "Details"
    detail.accessoryType = .detailDisclosureButton
    for view in [segments, slider, on, off, progress, field, cell, detail] {
      page.view.addSubview(view)
    }
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "rightToLeftControls\(suffix)")
  }

  typealias Page = NavigationSlideTests.Page

  /// Pushes come in from the left and pops leave to the left, as UIKit's in right-to-left
  /// content; the picture mid-push shows the new page's right part over the old page moved right.
  @Test func pushAndPopSlideFromTheLeft() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = rightToLeftWindow(size: CGSize(width: 300, height: 200))
    let first = Page("First", .systemTeal)
    let navigation = UINavigationController(rootViewController: first)
    window.rootViewController = navigation
    _ = window.renderImage()
    let second = Page("Second", .systemOrange)
    navigation.pushViewController(second, animated: true)
    #expect(second.view.layer.presentation()?.transform.m41 == -300, "from the left edge")
    clock.advance(by: 0.1)
    try assertSnapshot(window.renderImage(), named: "navigationPushMidwayRightToLeft")
    clock.advance(by: 0.3)
    navigation.popViewController(animated: true)
    #expect(first.view.layer.presentation()?.transform.m41 == 90, "back from a third to the right")
    clock.advance(by: 0.5)
    #expect(first.view.transform == .identity)
  }

  /// The back swipe starts at the right edge and moves left; one from the left edge does nothing.
  @Test func theBackSwipeStartsAtTheRightEdge() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = rightToLeftWindow(size: CGSize(width: 300, height: 200))
    let navigation = UINavigationController(rootViewController: Page("A", .systemTeal))
    window.rootViewController = navigation
    navigation.pushViewController(Page("B", .systemOrange), animated: false)
    CATransaction.flush()
    window.drag(from: CGPoint(x: 5, y: 120), to: CGPoint(x: 290, y: 120))
    clock.advance(by: 0.5)
    #expect(navigation.viewControllers.count == 2, "the left edge is the trailing one")
    window.touchDown(at: CGPoint(x: 295, y: 120), time: 1)
    window.touchMove(to: CGPoint(x: 280, y: 120), time: 1.05)
    window.touchMove(to: CGPoint(x: 205, y: 120), time: 1.1)
    #expect(navigation.topViewController?.view.transform.tx == -90, "the top follows, leftward")
    window.touchMove(to: CGPoint(x: 60, y: 120), time: 1.15)
    window.touchUp(at: CGPoint(x: 40, y: 120), time: 1.2)
    clock.advance(by: 0.5)
    #expect(navigation.viewControllers.count == 1)
  }
}

/// A pixel's channels.
struct Pixel { let red, green, blue: Int }

/// The pixel at (`x`, `y`) of `image`, top row first.
func pixel(_ image: CGImage, x: Int, y: Int) throws -> Pixel {
  let bytes = try rgbaPixels(of: image)
  let offset = (y * image.width + x) * 4
  return Pixel(red: Int(bytes[offset]), green: Int(bytes[offset + 1]), blue: Int(bytes[offset + 2]))
}
