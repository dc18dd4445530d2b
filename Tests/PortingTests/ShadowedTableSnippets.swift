import OpenUIKit
import OpenUIKitTesting
import Seeds
import Testing

/// Seed 002, the article's ShadowedTableView as written (Demos/Seeds/ShadowedTableView.swift): the
/// three shadows at rest, scrolled to the middle, and dragged past the top.
@MainActor @Suite struct ShadowedTableSnippets {
  let window = UIWindow.headless(size: CGSize(width: 240, height: 300))
  let bar = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
  let demo = ShadowedTableDemo(frame: CGRect(x: 0, y: 44, width: 240, height: 256), count: 8)

  init() {
    bar.backgroundColor = UIColor(red: 0.45, green: 0.55, blue: 0.7, alpha: 1)
    window.addSubview(demo.tableView)
    window.addSubview(bar)
  }

  /// The origin shadow is the table layer's sublayer 0, at the content offset; the row shadows are
  /// sublayer 0 of the first and last visible cells' layers.
  private func shadows() throws -> (origin: CALayer, top: CALayer?, bottom: CALayer?) {
    let table = demo.tableView
    let origin = try #require(table.layer.sublayers?.first as? CAGradientLayer)
    let rows = try #require(table.indexPathsForVisibleRows)
    let first = try #require(rows.first.flatMap { table.cellForRow(at: $0) })
    let last = try #require(rows.last.flatMap { table.cellForRow(at: $0) })
    return (
      origin, first.layer.sublayers?.first as? CAGradientLayer,
      last.layer.sublayers?.first as? CAGradientLayer
    )
  }

  @Test func atRestTheOriginAndBottomShadowsShow() throws {
    demo.count = 3
    demo.tableView.reloadData()
    let image = window.renderImage()
    let (origin, top, bottom) = try shadows()
    #expect(origin.frame == CGRect(x: 0, y: 0, width: 240, height: 20))
    #expect(top?.frame == CGRect(x: 0, y: -10, width: 240, height: 10))
    #expect(bottom?.frame == CGRect(x: 0, y: 60, width: 240, height: 20))
    try assertSnapshot(image, named: "shadowedTableAtRest")
  }

  @Test func scrolledToTheMiddleOnlyTheOriginShadowShows() throws {
    demo.tableView.contentOffset = CGPoint(x: 0, y: 120)
    let image = window.renderImage()
    let (origin, top, bottom) = try shadows()
    // Still under the bar: it moved with the content offset.
    #expect(origin.frame.minY == 120)
    let firstRow = try #require(demo.tableView.indexPathsForVisibleRows?.first)
    #expect(firstRow.row == 2 && !(top.map { $0.frame.height == 10 } ?? false))
    #expect(bottom == nil || bottom?.frame.height != 20)
    try assertSnapshot(image, named: "shadowedTableMiddle")
  }

  @Test func draggedPastTheTopTheThreeShadowsShow() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    demo.tableView.alwaysBounceVertical = true
    window.touchDown(at: CGPoint(x: 120, y: 100))
    window.touchMove(to: CGPoint(x: 120, y: 120), time: 0.1)
    window.touchMove(to: CGPoint(x: 120, y: 240), time: 0.2)
    // Rubber-banded: 120 points of finger show as (1 − 1/(120·0.55/256 + 1))·256.
    let shown = (1 - 1 / (120 * 0.55 / 256 + 1)) * 256
    #expect(abs(demo.tableView.contentOffset.y + shown) <= 0.5)  // on whole pixels
    let image = window.renderImage()
    let (origin, top, _) = try shadows()
    #expect(origin.frame.minY == demo.tableView.contentOffset.y)
    #expect(top?.frame == CGRect(x: 0, y: -10, width: 240, height: 10))
    try assertSnapshot(image, named: "shadowedTableRubberBand")
    window.touchUp(at: CGPoint(x: 120, y: 240), time: 1.5)
    clock.advance(by: 2)
    #expect(demo.tableView.contentOffset.y == 0)
  }
}
