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
    let tickers = AnimationTicker.runningCount
    indicator.startAnimating()
    #expect(!indicator.isHidden && indicator.isAnimating)
    #expect(AnimationTicker.runningCount == tickers, "no frames outside a window")
    window.addSubview(indicator)
    #expect(AnimationTicker.runningCount == tickers + 1, "on the one animation clock")
    // A step every 1/12 s: after a quarter second the spin moved three spokes, each a redraw.
    let before = indicator.layer.contents.map { ObjectIdentifier($0 as AnyObject) }
    clock.advance(by: 0.25)
    #expect(indicator.layer.contents.map { ObjectIdentifier($0 as AnyObject) } != before)
    indicator.stopAnimating()
    #expect(indicator.isHidden && AnimationTicker.runningCount == tickers)
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
