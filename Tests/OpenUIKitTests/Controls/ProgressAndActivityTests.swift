import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor @Suite struct ProgressAndActivityTests {
  @Test func progressIsPinned() {
    let progress = UIProgressView(progressViewStyle: .default)
    #expect(progress.progress == 0 && progress.intrinsicContentSize.height == 4)
    progress.progress = 1.5
    #expect(progress.progress == 1)
    progress.setProgress(-3, animated: true)
    #expect(progress.progress == 0)
    progress.progress = 0.4
    progress.progress = .nan
    #expect(progress.progress == 0.4)
    progress.progressViewStyle = .bar
    #expect(progress.intrinsicContentSize.height == 2.5)
  }

  @Test func anIndicatorSpinsOnlyWhileAnimatingInAWindow() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow()
    let indicator = UIActivityIndicatorView(style: .large)
    #expect(indicator.isHidden && !indicator.isAnimating)
    #expect(indicator.intrinsicContentSize == CGSize(width: 37, height: 37))
    indicator.startAnimating()
    #expect(!indicator.isHidden && indicator.isAnimating)
    #expect(indicator.layer.animationKeys() == nil, "no spin outside a window")
    window.addSubview(indicator)
    #expect(indicator.layer.animationKeys() == ["spin"], "a Core Animation spin, as UIKit's")
    CATransaction.flush()
    let drawn = indicator.layer.contents.map { ObjectIdentifier($0 as AnyObject) }
    #expect(drawn != nil)
    // A step every 1/12 s: a quarter second on, the spokes turned three steps (135°), not drawn
    // again; just before the fourth step, still three.
    func angle() -> CGFloat {
      let shown = indicator.layer.presentation()?.transform ?? CATransform3DIdentity
      let turned = atan2(shown.m12, shown.m11) * 180 / .pi
      return turned < 0 ? turned + 360 : turned
    }
    #expect(abs(angle()) < 1e-9)
    clock.advance(by: 0.25 + 1e-3)
    #expect(abs(angle() - 135) < 1e-6, "\(angle())")
    clock.advance(by: 0.08)
    #expect(abs(angle() - 135) < 1e-6, "\(angle())")
    #expect(indicator.layer.contents.map { ObjectIdentifier($0 as AnyObject) } == drawn)
    indicator.removeFromSuperview()
    #expect(indicator.layer.animationKeys() == nil, "no spin out of the window")
    window.addSubview(indicator)
    indicator.stopAnimating()
    #expect(indicator.isHidden && indicator.layer.animationKeys() == nil)
    indicator.hidesWhenStopped = false
    #expect(!indicator.isHidden)
    indicator.color = .systemRed
    indicator.color = nil
    #expect(indicator.color == .secondaryLabel, "nil puts the default back, as UIKit's UIColor!")
  }

  @Test(arguments: [1.0, 2.0])
  func progressAndIndicatorsLookRight(scale: CGFloat) throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 260, height: 90), scale: scale)
    window.backgroundColor = .systemBackground
    for (index, value) in [Float(0), 0.35, 1].enumerated() {
      let bar = UIProgressView(progressViewStyle: .default)
      bar.frame = CGRect(x: 10, y: 12 + index * 12, width: 150, height: 4)
      bar.progress = value
      window.addSubview(bar)
    }
    let toolbarBar = UIProgressView(progressViewStyle: .bar)
    toolbarBar.frame = CGRect(x: 10, y: 50, width: 150, height: 2.5)
    toolbarBar.progress = 0.6
    toolbarBar.progressTintColor = .systemGreen
    window.addSubview(toolbarBar)
    let medium = UIActivityIndicatorView(style: .medium)
    medium.frame.origin = CGPoint(x: 180, y: 10)
    let large = UIActivityIndicatorView(style: .large)
    large.frame.origin = CGPoint(x: 210, y: 6)
    large.color = .systemBlue
    for indicator in [medium, large] {
      window.addSubview(indicator)
      indicator.startAnimating()
    }
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "progressLight\(suffix)")
    window.overrideUserInterfaceStyle = .dark
    clock.advance(by: 3 / 12)
    try assertSnapshot(window.renderImage(), named: "progressDark\(suffix)")
  }
}
