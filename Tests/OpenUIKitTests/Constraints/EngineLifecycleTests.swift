import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The engine across hierarchy changes and frames set by code.
@MainActor @Suite struct EngineLifecycleTests {
  /// UIKit removes every constraint held outside a removed view that refers into it, even one
  /// whose items are all inside.
  @Test func removalDeactivatesEveryOutsideConstraintThatRefersIn() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    let grandchild = UIView()
    container.addSubview(child)
    child.addSubview(grandchild)
    let width = child.widthAnchor.constraint(equalToConstant: 10)
    container.addConstraint(width)
    let inside = grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor)
    container.addConstraint(inside)
    #expect(container.constraints.count == 2)
    child.removeFromSuperview()
    #expect(!width.isActive)
    #expect(!inside.isActive)
    #expect(container.constraints.isEmpty)
  }

  /// A subtree that leaves its hierarchy lays out with its own constraints, and again after it
  /// joins another.
  @Test func aSubtreeKeepsItsConstraintsAcrossMoves() {
    let first = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    panel.addSubview(badge)
    first.addSubview(panel)
    NSLayoutConstraint.activate([
      badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10),
      badge.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    first.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 170, y: 10, width: 20, height: 20))
    panel.removeFromSuperview()
    panel.frame.size.width = 120
    panel.layoutIfNeeded()
    #expect(badge.frame.minX == 90)
    let second = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    second.addSubview(panel)
    panel.frame.size.width = 150
    second.layoutIfNeeded()
    #expect(badge.frame.minX == 120)
  }

  /// A view that translates its mask, moved by code (no resize): what hangs off it follows.
  @Test func aMovedViewCarriesWhatIsConstrainedToIt() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let anchor = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    let follower = UIView()
    follower.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(anchor)
    container.addSubview(follower)
    NSLayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 8),
      follower.topAnchor.constraint(equalTo: anchor.topAnchor),
      follower.widthAnchor.constraint(equalToConstant: 10),
      follower.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    #expect(follower.frame.minX == 58)
    anchor.center.x += 50
    container.layoutIfNeeded()
    #expect(follower.frame.minX == 108)
  }

  /// Content pinned to a scroll view's edges stays at the content's origin when the engine is
  /// rebuilt while scrolled.
  @Test func contentPinnedToAScrollViewIgnoresTheOffset() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 200),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    scroll.contentSize = CGSize(width: 200, height: 1000)
    root.layoutIfNeeded()
    #expect(content.frame.origin == .zero)
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    root.addSubview(UIView())  // a change of shape: the engine is rebuilt at the next layout
    root.layoutIfNeeded()
    #expect(content.frame.origin == .zero)
  }

  /// A width that is zero times another's is the constant alone.
  @Test func aZeroMultiplierLeavesTheConstant() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0, constant: 30),
      view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 0))
  }

  /// A label's baseline moves with its font.
  @Test func baselinesFollowAFontChange() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let big = UILabel()
    big.text = "Big"
    big.font = .systemFont(ofSize: 20)
    let small = UILabel()
    small.text = "small"
    small.font = .systemFont(ofSize: 12)
    for label in [big, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
    }
    NSLayoutConstraint.activate([
      big.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      big.topAnchor.constraint(equalTo: container.topAnchor),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
      small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
    ])
    container.layoutIfNeeded()
    big.font = .systemFont(ofSize: 36)
    container.layoutIfNeeded()
    let bigBaseline = big.frame.maxY + big.font.descender
    let smallBaseline = small.frame.maxY + small.font.descender
    #expect(abs(bigBaseline - smallBaseline) <= 0.5)
  }
}
