import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records a color picker's delegate calls.
@MainActor
final class ColorLog: UIColorPickerViewControllerDelegate {
  var entries: [String] = []
  func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
  ) {
    entries.append("select\(continuously ? " continuously" : "")")
  }
  func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
    entries.append("didSelectColor")
  }
  func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
    entries.append("finish")
  }
}

@MainActor @Suite struct ColorPickerTests {
  /// A window whose root presents a picker as a sheet.
  func presented(_ picker: UIColorPickerViewController) -> (UIWindow, UIViewController) {
    let window = makeWindow(size: CGSize(width: 600, height: 600))
    let root = UIViewController()
    window.rootViewController = root
    root.present(picker, animated: false)
    CATransaction.flush()
    return (window, root)
  }

  func centre(of view: UIView, in window: UIWindow) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
  }

  func components(_ color: UIColor) -> [Int] {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { Int(($0 * 255).rounded()) }
  }

  @Test func defaultsAreUIKits() {
    let picker = UIColorPickerViewController()
    #expect(components(picker.selectedColor) == [255, 255, 255, 255])
    #expect(picker.supportsAlpha && picker.delegate == nil)
    #expect(picker.preferredContentSize == CGSize(width: 360, height: 420))
  }

  @Test func aClickOnASwatchChoosesItAndTellsTheDelegate() throws {
    let picker = UIColorPickerViewController()
    let log = ColorLog()
    picker.delegate = log
    let (window, _) = presented(picker)
    defer { window.isHidden = true }
    let swatches = descendants(of: picker.view).filter {
      $0.accessibilityLabel?.hasPrefix("#") == true && !($0 is UILabel)
    }
    #expect(swatches.count == 120)
    #expect(swatches.first?.accessibilityTraits.contains(.selected) == true, "white is ringed")
    let red = try #require(swatches.first { $0.accessibilityLabel == "#FF0000" })
    window.tap(at: centre(of: red, in: window))
    #expect(components(picker.selectedColor) == [255, 0, 0, 255])
    #expect(log.entries == ["select", "didSelectColor"])
    CATransaction.flush()
    #expect(red.accessibilityTraits.contains(.selected))
    picker.selectedColor = .blue
    #expect(log.entries.count == 2, "a color set in code is not told")
  }

  @Test func theArrowKeysMoveAroundTheGrid() {
    let picker = UIColorPickerViewController()
    let (window, _) = presented(picker)
    defer { window.isHidden = true }
    picker.selectedColor = UIColor(white: 1, alpha: 1)
    window.press(Keys.tab)  // the close button
    window.press(Keys.tab)  // the grid
    window.press(Keys.down)
    window.press(Keys.right)
    // Row 1 (the darkest shades), column 1: hue 30°.
    let expected = UIColor(hue: 1.0 / 12, saturation: 1, brightness: 0.35, alpha: 1)
    #expect(components(picker.selectedColor) == components(expected))
  }

  @Test func theOpacitySliderChangesTheAlphaContinuously() throws {
    let picker = UIColorPickerViewController()
    let log = ColorLog()
    picker.delegate = log
    picker.selectedColor = .red
    let (window, _) = presented(picker)
    defer { window.isHidden = true }
    let slider = try #require(descendants(of: picker.view).compactMap { $0 as? UISlider }.first)
    slider.value = 0.5
    slider.sendActions(for: .valueChanged)
    #expect(components(picker.selectedColor) == [255, 0, 0, 128])
    #expect(log.entries == ["select continuously"])
    picker.supportsAlpha = false
    #expect(slider.isHidden)
  }

  @Test func theCloseButtonFinishesAndDismisses() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let picker = UIColorPickerViewController()
    let log = ColorLog()
    picker.delegate = log
    let (window, root) = presented(picker)
    defer { window.isHidden = true }
    let close = try #require(
      descendants(of: picker.view).first { $0.accessibilityLabel == "Close" })
    window.tap(at: centre(of: close, in: window))
    clock.advance(by: 1)
    #expect(log.entries == ["finish"] && root.presentedViewController == nil)
  }

  @Test func aColorWellOpensAPickerAndTakesItsChoice() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 800, height: 600))
    defer { window.isHidden = true }
    let root = UIViewController()
    window.rootViewController = root
    let well = UIColorWell(frame: CGRect(x: 40, y: 40, width: 28, height: 28))
    well.title = "Highlight"
    well.selectedColor = .white
    var changes = 0
    well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    root.view.addSubview(well)
    CATransaction.flush()
    #expect(well.accessibilityLabel == "Highlight" && well.accessibilityValue == "#FFFFFF")
    #expect(well.accessibilityTraits.contains(.button))
    #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
    window.tap(at: CGPoint(x: 54, y: 54))
    clock.advance(by: 1)
    let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
    #expect(picker.modalPresentationStyle == .popover && picker.title == "Highlight")
    let green = try #require(
      descendants(of: picker.view).first { $0.accessibilityLabel == "#00FF00" })
    window.tap(at: centre(of: green, in: window), time: 2)
    #expect(components(well.selectedColor ?? .clear) == [0, 255, 0, 255] && changes == 1)
    #expect(well.accessibilityValue == "#00FF00")
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func thePickerAndAWellLookRight(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 420, height: 420), style: style, scale: scale)
    defer { window.isHidden = true }
    let picker = UIColorPickerViewController()
    picker.title = "Colors"
    picker.selectedColor = UIColor(hue: 7.0 / 12, saturation: 1, brightness: 1, alpha: 1)
    picker.view.frame = CGRect(x: 0, y: 0, width: 360, height: 420)
    window.addSubview(picker.view)
    let well = UIColorWell(frame: CGRect(x: 376, y: 20, width: 28, height: 28))
    well.selectedColor = .systemPink
    window.addSubview(well)
    let name = "colorPicker-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }

  @Test func escapeDismissesThePickerAndTheDelegateHearsItFinished() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let picker = UIColorPickerViewController()
    let log = ColorLog()
    picker.delegate = log
    let (window, root) = presented(picker)
    defer { window.isHidden = true }
    window.press(UIKey(keyCode: .keyboardEscape, characters: "", modifierFlags: []))
    clock.advance(by: 1)
    #expect(root.presentedViewController == nil && log.entries == ["finish"])
  }
}
