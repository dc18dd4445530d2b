import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIView.transition` as apps call it: a dark-mode switch cross-dissolved, and one view replaced
/// by another.
@MainActor @Suite(.serialized) struct UIViewTransitionTests {
  @Test(arguments: [1.0, 2.0])
  func aDarkModeSwitchCrossDissolves(scale: CGFloat) throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 160, height: 80), scale: scale)
    window.backgroundColor = .systemBackground
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 40))
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 10
    let label = UILabel(frame: CGRect(x: 12, y: 10, width: 100, height: 20))
    label.text = "Appearance"
    card.addSubview(label)
    window.addSubview(card)
    let light = try rgbaPixels(of: try #require(window.renderImage()))
    var finished: [Bool] = []
    // As apps write it: the window's style changes inside a cross-dissolve.
    UIView.transition(
      with: window, duration: 0.3, options: .transitionCrossDissolve,
      animations: { window.overrideUserInterfaceStyle = .dark },
      completion: { finished.append($0) })
    #expect(try rgbaPixels(of: try #require(window.renderImage())) == light, "the old look first")
    #expect(window.traitCollection.userInterfaceStyle == .dark, "under it, the new one")
    clock.advance(by: 0.15)
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "darkModeDissolveMidway\(suffix)")
    clock.advance(by: 0.2)
    #expect(finished == [true])
    #expect(window.layer.sublayers?.count == 1, "the picture is gone")
  }

  @Test func oneViewReplacesAnother() {
    let clock = TestClock()
    defer { clock.uninstall() }
    let window = makeWindow(size: CGSize(width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(front)
    var done = false
    UIView.transition(
      from: front, to: back, duration: 0.25, options: [.transitionCrossDissolve],
      completion: { _ in done = true })
    #expect(front.superview == nil && back.superview === window)
    #expect(window.layer.sublayers?.count == 2, "the picture dissolves over the new view")
    clock.advance(by: 0.3)
    #expect(done && window.layer.sublayers?.count == 1)
    // Hidden and shown instead, both in the hierarchy.
    window.addSubview(front)
    front.isHidden = true
    UIView.transition(
      from: back, to: front, duration: 0, options: [.showHideTransitionViews], completion: nil)
    #expect(!front.isHidden && back.isHidden && back.superview === window)
  }
}
