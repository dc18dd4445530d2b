import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A view with a fixed intrinsic size (`-1` for none in a dimension).
@MainActor
final class SizedView: UIView {
  var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

@MainActor @Suite struct UIStackViewTests {
  /// A 300 × 100 row of views 40, 60 and 80 wide (20, 30, 40 tall), laid out.
  func row(
    _ distribution: UIStackView.Distribution, alignment: UIStackView.Alignment = .fill,
    spacing: CGFloat = 10
  ) -> (UIStackView, [SizedView]) {
    let views = [SizedView(40, 20), SizedView(60, 30), SizedView(80, 40)]
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    stack.layoutIfNeeded()
    return (stack, views)
  }

  func xs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }
  func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.width) }

  @Test func defaultsAreUIKits() {
    let stack = UIStackView()
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(UIView().contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(UIView().contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
  }

  @Test func fillGivesTheExtraToTheViewThatHugsLeastOrTheLast() {
    let (stack, views) = row(.fill)
    // 40 + 60 + 80 + 2 × 10 = 200: the 100 extra points go to the last view (all hug at 250).
    #expect(widths(views) == [40, 60, 180])
    #expect(xs(views) == [0, 50, 120])
    views[0].setContentHuggingPriority(.init(200), for: .horizontal)
    stack.layoutIfNeeded()
    #expect(widths(views) == [140, 60, 80])
  }

  @Test func fillTakesAShortageFromTheViewThatResistsLeast() {
    let (stack, views) = row(.fill)
    stack.frame.size.width = 150  // 50 short
    views[1].setContentCompressionResistancePriority(.init(500), for: .horizontal)
    stack.layoutIfNeeded()
    #expect(widths(views) == [40, 10, 80])
    stack.frame.size.width = 60  // 140 short: the middle one goes, then the last one
    stack.layoutIfNeeded()
    #expect(widths(views) == [40, 0, 0])
  }

  @Test func fillEquallyFillProportionally() {
    // 280 points for the views; edges rounded to whole pixels.
    let (_, equal) = row(.fillEqually)
    #expect(widths(equal) == [93, 94, 93])  // 93.3 each: 0…93, 103…197, 207…300
    #expect(xs(equal) == [0, 103, 207])
    let (_, proportional) = row(.fillProportionally)
    #expect(widths(proportional) == [62, 94, 124])  // 62.2, 93.3, 124.4 (40 : 60 : 80)
    #expect(xs(proportional) == [0, 72, 176])
  }

  @Test func equalSpacingAndEqualCentering() {
    let (_, spaced) = row(.equalSpacing)
    // 300 - 180 = 120 points of spacing, 60 in each gap.
    #expect(widths(spaced) == [40, 60, 80])
    #expect(xs(spaced) == [0, 100, 220])
    let (_, centered) = row(.equalCentering)
    // Centres at 20, 150 and 260: the first at its start, the last at the end, equal steps.
    #expect(widths(centered) == [40, 60, 80])
    #expect(centered.map(\.frame.midX) == [20, 140, 260])
  }

  @Test func everyAlignmentAcrossARowAndAColumn() {
    let heights: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
      (.fill, [0, 0, 0], [100, 100, 100]),
      (.top, [0, 0, 0], [20, 30, 40]),
      (.center, [40, 35, 30], [20, 30, 40]),
      (.bottom, [80, 70, 60], [20, 30, 40]),
    ]
    for (alignment, ys, hs) in heights {
      let (_, views) = row(.fillEqually, alignment: alignment)
      #expect(views.map(\.frame.minY) == ys, "\(alignment)")
      #expect(views.map(\.frame.height) == hs, "\(alignment)")
    }
    let column = UIStackView(arrangedSubviews: [SizedView(40, 20), SizedView(60, 30)])
    column.axis = .vertical
    column.alignment = .trailing
    column.spacing = 5
    column.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
    column.layoutIfNeeded()
    #expect(
      column.arrangedSubviews.map(\.frame) == [
        CGRect(x: 60, y: 0, width: 40, height: 20), CGRect(x: 40, y: 25, width: 60, height: 175),
      ])
  }

  @Test func hiddenViewsCollapseWithTheirSpacing() {
    let (stack, views) = row(.equalSpacing)
    views[1].isHidden = true
    stack.layoutIfNeeded()
    // Two views, 120 wide together: the 180 left is the one gap.
    #expect(xs([views[0], views[2]]) == [0, 220])
    // UIKit's `UISV-hiding`: the hidden view has no width, where the first view ends.
    #expect(views[1].frame.width == 0 && views[1].frame.minX == 40)
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 130, height: 40))
    views[1].isHidden = false
    #expect(
      stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 200, height: 40))
  }

  @Test func marginsCustomSpacingAndFittingSize() {
    let (stack, views) = row(.fill)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    stack.setCustomSpacing(30, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == 30)
    #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
    stack.layoutIfNeeded()
    #expect(xs(views) == [20, 90, 160])
    #expect(views.map(\.frame.minY) == [10, 10, 10])
    #expect(views.map(\.frame.height) == [80, 80, 80])
    // As UIKit's, a stack view has no intrinsic size: its constraints give its fitting size.
    #expect(
      stack.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    let fitting = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(fitting == CGSize(width: 40 + 30 + 60 + 10 + 80 + 40, height: 60))
    #expect(stack.sizeThatFits(.zero) == fitting)
  }

  @Test func arrangedAndPlainSubviews() {
    let (stack, views) = row(.fill)
    stack.removeArrangedSubview(views[0])
    #expect(stack.arrangedSubviews.count == 2)
    #expect(views[0].superview === stack)  // still a subview, as UIKit
    views[1].removeFromSuperview()
    #expect(stack.arrangedSubviews == [views[2]])
    stack.insertArrangedSubview(views[0], at: 0)
    stack.insertArrangedSubview(views[2], at: 0)  // moves
    #expect(stack.arrangedSubviews == [views[2], views[0]])
    stack.addArrangedSubview(stack)  // itself: ignored
    #expect(stack.arrangedSubviews.count == 2)
  }

  @Test func theStackLaysOutAgainWhenAnArrangedViewChangesSize() {
    let window = makeWindow(size: CGSize(width: 300, height: 100))
    let (stack, views) = row(.fill)
    window.addSubview(stack)
    CATransaction.flush()
    views[0].size = CGSize(width: 100, height: 20)
    CATransaction.flush()
    #expect(widths(views) == [100, 60, 120])
  }

  /// Hundreds of views: a stack view's constraints chain its views, and solving a chain grows
  /// faster than its length (as in UIKit, long lists belong in a table view).
  @Test func hundredsOfViewsAndBadNumbersStayBounded() {
    let stack = UIStackView()
    stack.axis = .vertical
    let views = (0..<300).map { _ in SizedView(10, 2) }
    for view in views { stack.addArrangedSubview(view) }
    stack.spacing = .nan
    #expect(stack.spacing == 0)
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 1000)
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    #expect(views.last?.frame.maxY == 1000)
    views[0].size = CGSize(width: CGFloat.infinity, height: .nan)
    stack.distribution = .fill
    stack.layoutIfNeeded()
    #expect(views.allSatisfy { $0.frame.minY.isFinite && $0.frame.height >= 0 })
    for view in views { view.removeFromSuperview() }
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(UILayoutPriority(2000) == .required && UILayoutPriority(.nan) == .defaultLow)
  }

  @Test func spacingUseDefaultPutsTheStackSpacingBack() {
    let (stack, views) = row(.fill)
    stack.setCustomSpacing(30, after: views[0])
    stack.layoutIfNeeded()
    #expect(views[1].frame.minX - views[0].frame.maxX == 30)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
    stack.layoutIfNeeded()
    #expect(views[1].frame.minX - views[0].frame.maxX == 10)
    #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
  }

  @Test func aStackViewNeverArrangesAViewItCannotContain() {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    let outer = UIView(frame: window.bounds)
    let (stack, views) = row(.fill)
    window.addSubview(outer)
    outer.addSubview(stack)
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    stack.addArrangedSubview(window)
    stack.addArrangedSubview(outer)
    stack.insertArrangedSubview(stack, at: 0)
    #expect(stack.arrangedSubviews == views)
    #expect(lines.count == 3 && lines.allSatisfy { $0.contains("insertArrangedSubview refused") })
    stack.layoutIfNeeded()
    #expect(window.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(outer.superview === window)
  }
}
