import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Animated presentations and dismissals move as UIKit's default modal transition does (up from
/// the bottom edge with the dimming fading in, and back down), or dissolve, on the virtual clock;
/// the hierarchy and the callbacks are those of an unanimated change.
@MainActor @Suite(.serialized) struct PresentationTransitionTests {
  final class Screen: UIViewController {
    let color: UIColor
    var events: [String] = []
    init(_ color: UIColor, size: CGSize = .zero) {
      self.color = color
      super.init(nibName: nil, bundle: nil)
      preferredContentSize = size
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = color
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      events.append("viewDidAppear(\(animated))")
    }
  }

  /// A 300 × 400 window showing a red root screen.
  func presenterWindow(scale: CGFloat = 1) -> (UIWindow, Screen) {
    let window = makeWindow(size: CGSize(width: 300, height: 400), scale: scale)
    let root = Screen(.red)
    window.rootViewController = root
    _ = window.renderImage()
    return (window, root)
  }

  func pixel(_ window: UIWindow, _ x: Int, _ y: Int) throws -> [UInt8] {
    let image = try #require(window.renderImage())
    let bytes = try rgbaPixels(of: image)
    let offset = (y * image.width + x) * 4
    return Array(bytes[offset..<offset + 4])
  }

  func translationY(_ view: UIView) -> CGFloat {
    view.layer.presentation()?.transform.m42 ?? .nan
  }

  @Test func aSheetSlidesUpFromTheBottomEdgeWhileTheDimmingFadesIn() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, root) = presenterWindow()
    let sheet = Screen(.blue, size: CGSize(width: 200, height: 200))
    var completed = false
    root.present(sheet, animated: true) { completed = true }
    let sheetView = try #require(sheet.view.superview)
    let dimming = try #require(sheetView.superview?.subviews.first)
    #expect(sheet.view.window === window, "in the window at once")
    // The sheet rests at y = 100: it starts 300 points lower, at the window's bottom edge.
    #expect(translationY(sheetView) == 300)
    clock.advance(by: 0.1)
    // Ease out (0, 0, 0.58, 1) at 0.1 of 0.35 s: 0.426309 (as the navigation slide's test).
    #expect(abs(translationY(sheetView) - 300 * (1 - 0.426309)) < 0.01)
    let shade = try #require(dimming.layer.presentation()?.opacity)
    #expect(abs(shade - 0.426309) < 0.001)
    #expect(completed && sheet.events == ["viewDidAppear(true)"], "at the commit, as documented")
    clock.advance(by: 0.3)
    #expect(sheetView.layer.animationKeys() == nil && dimming.layer.animationKeys() == nil)
    #expect(sheetView.transform == .identity && dimming.alpha == 1)
    #expect(try pixel(window, 150, 200) == [0, 0, 255, 255])
  }

  @Test func aFullScreenPresentationCoversAPictureOfThePresenterAsItSlidesUp() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, root) = presenterWindow()
    let cover = Screen(.blue)
    cover.modalPresentationStyle = .fullScreen
    let layersBefore = window.layer.sublayers?.count ?? 0
    root.present(cover, animated: true)
    #expect(root.viewIfLoaded?.window == nil, "the presenter's view leaves at once")
    clock.advance(by: 0.1)
    // A little over 40 % of the way up: the presenter still shows above the arriving view.
    #expect(try pixel(window, 150, 100) == [255, 0, 0, 255])
    #expect(try pixel(window, 150, 350) == [0, 0, 255, 255])
    clock.advance(by: 0.3)
    #expect(try pixel(window, 150, 100) == [0, 0, 255, 255])
    #expect(window.layer.sublayers?.count == layersBefore, "the picture is gone")
  }

  @Test(arguments: [1.0, 2.0])
  func aDismissedSheetSlidesDownOverThePresenter(scale: CGFloat) throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, root) = presenterWindow(scale: scale)
    let sheet = Screen(.blue, size: CGSize(width: 200, height: 200))
    let label = UILabel(frame: CGRect(x: 20, y: 20, width: 160, height: 30))
    label.text = "Sheet"
    label.textColor = .white
    label.font = .systemFont(ofSize: 22, weight: .semibold)
    root.present(sheet, animated: false)
    sheet.view.addSubview(label)
    _ = window.renderImage()
    let layersBefore = window.layer.sublayers?.count ?? 0
    sheet.dismiss(animated: true)
    #expect(sheet.viewIfLoaded?.window == nil, "the sheet's view leaves at once")
    clock.advance(by: 0.1)
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "sheetDismissMidway\(suffix)")
    // Ease in at 0.1 of 0.35 s has not gone far: the sheet still covers its middle.
    let s = Int(scale)
    #expect(try pixel(window, 150 * s, 150 * s) == [0, 0, 255, 255])
    clock.advance(by: 0.3)
    #expect(try pixel(window, 150 * s, 200 * s) == [255, 0, 0, 255], "no sheet, no dimming left")
    #expect(window.layer.sublayers?.count == layersBefore - 1, "the container and pictures went")
  }

  @Test func crossDissolveFadesInAndOut() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, root) = presenterWindow()
    let cover = Screen(.blue)
    cover.modalPresentationStyle = .overFullScreen
    cover.modalTransitionStyle = .crossDissolve
    root.present(cover, animated: true)
    clock.advance(by: 0.175)  // about halfway: both show, adding up to one
    let midway = try pixel(window, 150, 200)
    #expect((90...165).contains(midway[0]) && Int(midway[0]) + Int(midway[2]) == 255, "\(midway)")
    clock.advance(by: 0.3)
    #expect(try pixel(window, 150, 200) == [0, 0, 255, 255])
    cover.dismiss(animated: true)
    clock.advance(by: 0.175)
    let leaving = try pixel(window, 150, 200)
    #expect(
      (90...165).contains(leaving[0]) && Int(leaving[0]) + Int(leaving[2]) == 255, "\(leaving)")
    clock.advance(by: 0.3)
    #expect(try pixel(window, 150, 200) == [255, 0, 0, 255])
  }

  @Test func withoutAnimationNothingMoves() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let (window, root) = presenterWindow()
    let sheet = Screen(.blue, size: CGSize(width: 200, height: 200))
    root.present(sheet, animated: false)
    #expect(sheet.view.superview?.layer.animationKeys() == nil)
    #expect(try pixel(window, 150, 200) == [0, 0, 255, 255])
    let layers = window.layer.sublayers?.count ?? 0
    sheet.dismiss(animated: false)
    #expect(window.layer.sublayers?.count == layers - 1)
    UIView.setAnimationsEnabled(false)
    defer { UIView.setAnimationsEnabled(true) }
    root.present(sheet, animated: true)
    #expect(sheet.view.superview?.layer.animationKeys() == nil)
  }
}
