import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `anchorWithOffset(to:)`: the distance between two anchors as a dimension, so that gaps can be
/// constrained like sizes (the Auto Layout Guide's equal spacing without spacer views).
@MainActor @Suite struct AnchorOffsetTests {
  /// A 40 × 20 view at the top of `container`, placed along x by each test.
  static func box(in container: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 40),
      view.heightAnchor.constraint(equalToConstant: 20),
      view.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    return view
  }

  /// Three buttons in a row: the gaps between them are equal, whatever the container's width.
  @Test func equalGapsBetweenThreeViews() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    let views = (0..<3).map { _ in Self.box(in: container) }
    let firstGap = views[0].trailingAnchor.anchorWithOffset(to: views[1].leadingAnchor)
    let secondGap = views[1].trailingAnchor.anchorWithOffset(to: views[2].leadingAnchor)
    let equal = firstGap.constraint(equalTo: secondGap)
    NSLayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      views[2].trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
      equal,
    ])
    container.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [10, 130, 250])
    #expect(container.constraints.contains(equal))
    #expect(equal.firstItem === views[1] && equal.secondItem === views[2])
    #expect(!views[1].hasAmbiguousLayout)

    container.frame.size.width = 400
    container.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [10, 180, 350])
  }

  /// A gap held to a constant, and one twice another (a multiplier), on the vertical axis.
  @Test func aVerticalGapSizedLikeADimension() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
    let top = UIView()
    let middle = UIView()
    let bottom = UIView()
    for view in [top, middle, bottom] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: 10),
        view.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    let upper = top.bottomAnchor.anchorWithOffset(to: middle.topAnchor)
    let lower = middle.bottomAnchor.anchorWithOffset(to: bottom.topAnchor)
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: container.topAnchor),
      upper.constraint(equalToConstant: 15),
      lower.constraint(equalTo: upper, multiplier: 2),
    ])
    container.layoutIfNeeded()
    #expect(middle.frame.minY == 25)
    #expect(bottom.frame.minY == 65)
  }

  /// Right to left, a gap from a trailing edge to a leading edge is still the space between
  /// them, measured toward the trailing side.
  @Test func gapsFollowTheLayoutDirection() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    container.semanticContentAttribute = .forceRightToLeft
    let first = Self.box(in: container)
    let second = Self.box(in: container)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      first.trailingAnchor.anchorWithOffset(to: second.leadingAnchor)
        .constraint(equalToConstant: 30),
    ])
    container.layoutIfNeeded()
    #expect(first.frame.minX == 250)
    #expect(second.frame.maxX == 220)
  }

  /// A gap between views in two cells is held by their common ancestor, and a gap from outside
  /// into a cell that had its own engine joins the engine around it.
  @Test func aGapAcrossViewsHeldByTheirCommonAncestor() {
    let feed = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    feed.addSubview(cell)
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(inner)
    NSLayoutConstraint.activate([
      inner.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      inner.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      inner.widthAnchor.constraint(equalToConstant: 20),
      inner.heightAnchor.constraint(equalToConstant: 20),
    ])
    feed.layoutIfNeeded()
    let outside = UIView()
    outside.translatesAutoresizingMaskIntoConstraints = false
    feed.addSubview(outside)
    let gap = inner.bottomAnchor.anchorWithOffset(to: outside.topAnchor)
      .constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      gap,
      outside.leadingAnchor.constraint(equalTo: feed.leadingAnchor),
      outside.widthAnchor.constraint(equalToConstant: 10),
      outside.heightAnchor.constraint(equalToConstant: 10),
    ])
    feed.layoutIfNeeded()
    #expect(feed.constraints.contains(gap))
    #expect(outside.frame.minY == 130)
    #expect(inner.frame.minY == 10)
  }
}
