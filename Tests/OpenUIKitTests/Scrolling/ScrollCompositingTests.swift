import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// A label that counts its draws.
@MainActor
final class CountingLabel: UILabel {
  static var draws = 0
  override func draw(_ rect: CGRect) {
    CountingLabel.draws += 1
    super.draw(rect)
  }
}

/// A cell whose label counts its draws.
@MainActor
final class CountingCell: UITableViewCell {
  let label = CountingLabel()
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
  }
  required init?(coder: NSCoder) { nil }
  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds.insetBy(dx: 16, dy: 4)
  }
}

@MainActor
final class CountingCellSource: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    (cell as? CountingCell)?.label.text = "Row \(indexPath.row)"
    return cell
  }
}

/// Sections of 20 counting rows under titled (sticky) headers.
@MainActor
final class SectionedCountingSource: UITableViewDataSource {
  func numberOfSections(in tableView: UITableView) -> Int { 50 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section)"
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    (cell as? CountingCell)?.label.text = "Row \(indexPath.section).\(indexPath.row)"
    return cell
  }
}

/// Scrolling is a copy of the moved pixels plus the exposed strips (Scripts/test also compares
/// every partial frame with a full redraw: OPENUIKIT_CHECK_DAMAGE=1).
@MainActor @Suite struct ScrollCompositingTests {
  @Test(arguments: [1.0, 2.0])
  func aScrollFramePaintsOnlyTheExposedStrip(scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 300, height: 400), scale: scale)
    let table = UITableView(frame: CGRect(x: 0, y: 50, width: 300, height: 300), style: .plain)
    table.register(CountingCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    let source = CountingCellSource()
    table.dataSource = source
    window.addSubview(table)
    let renderer = try #require(window.renderer)
    _ = window.renderImage()
    let blits = renderer.scrollBlitCount
    CountingLabel.draws = 0
    // 7 points: no row enters or leaves beyond the partly visible ones.
    table.contentOffset = CGPoint(x: 0, y: 7)
    let image = try #require(window.renderImage())
    #expect(renderer.scrollBlitCount == blits + 1)
    let painted = renderer.lastDamage.reduce(0) { $0 + $1.width * $1.height }
    // The exposed strip: 7 points by the table's width (plus nothing else).
    #expect(painted <= 7 * scale * 300 * scale + 1)
    #expect(renderer.lastDamage.allSatisfy { $0.minY >= (50 + 300 - 7) * scale - 1 })
    // Row 6 (y 264…308, content) newly needed the bottom strip: its label was drawn already.
    #expect(CountingLabel.draws == 0)
    // The frame equals a full redraw.
    renderer.setNeedsFullRender()
    let full = try #require(window.renderImage())
    #expect(image.dataProvider?.data == full.dataProvider?.data)
  }

  /// A drag shows the indicator and keeps headers and indicator in front of arriving rows: a frame
  /// repaints the exposed strip, the sticky header and the indicator, never the rows that moved
  /// (re-sorting the table's subviews once repainted every row, every frame).
  @Test func aDragWithStickyHeadersAndIndicatorsRepaintsOnlyWhatArrived() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 400))
    let table = UITableView(frame: CGRect(x: 0, y: 50, width: 300, height: 300), style: .plain)
    table.register(CountingCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    let source = SectionedCountingSource()
    table.dataSource = source
    window.addSubview(table)
    let renderer = try #require(window.renderer)
    _ = window.renderImage()
    window.touchDown(at: CGPoint(x: 150, y: 300), time: 0)
    window.touchMove(to: CGPoint(x: 150, y: 280), time: 0.016)
    _ = window.renderImage()
    for step in 1...6 {
      CountingLabel.draws = 0
      let blits = renderer.scrollBlitCount
      window.touchMove(
        to: CGPoint(x: 150, y: 280 - 30 * CGFloat(step)), time: 0.016 * Double(step + 1))
      _ = window.renderImage()
      #expect(renderer.scrollBlitCount == blits + 1)
      let painted = renderer.lastDamage.reduce(0) { $0 + $1.width * $1.height }
      // Strip (30) + header (≤ 30) + indicator, by the table's width: well under half the table.
      #expect(painted <= CGFloat(300 * 100), "step \(step): \(renderer.lastDamage)")
      #expect(CountingLabel.draws <= 1)
    }
    window.touchUp(at: CGPoint(x: 150, y: 100), time: 0.2)
    let image = try #require(window.renderImage())
    renderer.setNeedsFullRender()
    let full = try #require(window.renderImage())
    #expect(image.dataProvider?.data == full.dataProvider?.data)
  }

  @Test func aScrollUnderAnOverlappingSiblingDamagesTheSiblingAtBothPlaces() throws {
    let window = makeWindow(size: CGSize(width: 200, height: 200))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    scroll.backgroundColor = .white
    scroll.contentSize = CGSize(width: 200, height: 1000)
    for index in 0..<20 {
      let stripe = UIView(frame: CGRect(x: 0, y: index * 50, width: 200, height: 25))
      stripe.backgroundColor = index % 2 == 0 ? .red : .blue
      scroll.addSubview(stripe)
    }
    window.addSubview(scroll)
    let badge = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    badge.backgroundColor = .green
    window.addSubview(badge)
    let renderer = try #require(window.renderer)
    _ = window.renderImage()
    scroll.contentOffset = CGPoint(x: 0, y: 30)
    let image = try #require(window.renderImage())
    renderer.setNeedsFullRender()
    let full = try #require(window.renderImage())
    #expect(image.dataProvider?.data == full.dataProvider?.data)
    #expect(renderer.scrollBlitCount >= 1)
  }

  @Test func aTranslucentOrFractionalScrollIsPaintedNotCopied() throws {
    let window = makeWindow(size: CGSize(width: 200, height: 200))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    scroll.backgroundColor = UIColor(white: 1, alpha: 0.5)
    scroll.contentSize = CGSize(width: 200, height: 1000)
    window.addSubview(scroll)
    let renderer = try #require(window.renderer)
    _ = window.renderImage()
    scroll.contentOffset = CGPoint(x: 0, y: 30)
    _ = window.renderImage()
    #expect(renderer.scrollBlitCount == 0)
    scroll.backgroundColor = .white
    _ = window.renderImage()
    scroll.contentOffset = CGPoint(x: 0, y: 30.5)
    _ = window.renderImage()
    #expect(renderer.scrollBlitCount == 0)
  }
}
