import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// A data source of `counts[section]` rows, each cell's text its index path; counts the cells it
/// configures and the cells made.
@MainActor
final class CountingSource: UITableViewDataSource, UITableViewDelegate {
  var counts: [Int]
  var configured = 0
  var log: [String] = []
  var heights: [IndexPath: CGFloat] = [:]
  var titles = false
  var refusesSelection: IndexPath?

  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    configured += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles ? "Section \(section)" : nil
  }
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    log.append("shouldHighlight \(indexPath.row)")
    return true
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.append("didUnhighlight \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath.row)")
    return indexPath == refusesSelection ? nil : indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willDeselect \(indexPath.row)")
    return indexPath
  }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.row)")
  }
}

/// A source that gives row heights.
@MainActor
final class HeightSource: UITableViewDataSource, UITableViewDelegate {
  var height: (IndexPath) -> CGFloat
  init(height: @escaping (IndexPath) -> CGFloat) { self.height = height }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    height(indexPath)
  }
}

@MainActor @Suite struct UITableViewTests {
  let window = makeWindow(size: CGSize(width: 320, height: 440))
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
  let source = CountingSource([10_000])

  init() {
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.layoutIfNeeded()
  }

  @Test func aLongTableKeepsOnlyTheVisibleRowsCells() throws {
    #expect(table.contentSize == CGSize(width: 320, height: 440_000))
    #expect(table.visibleCells.count == 10)
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    let made = source.configured
    for step in 1...200 {
      table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 97)
      table.layoutIfNeeded()
    }
    // 11 rows can show at once; the rest come back from the pool.
    #expect(table.visibleCells.count <= 11)
    #expect(
      table.visibleCells.count + table.reusableCellCount <= 12,
      "\(table.visibleCells.count) \(table.reusableCellCount)")
    #expect(source.configured > made + 300)
    let first = try #require(table.indexPathsForVisibleRows?.first)
    #expect(first == IndexPath(row: 200 * 97 / 44, section: 0))
    #expect(table.cellForRow(at: first)?.textLabel?.text == "0.\(first.row)")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
  }

  @Test func geometryQueries() {
    #expect(
      table.rectForRow(at: IndexPath(row: 3, section: 0))
        == CGRect(x: 0, y: 132, width: 320, height: 44))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 133)) == IndexPath(row: 3, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 440_001)) == nil)
    #expect(table.rectForRow(at: IndexPath(row: 10_000, section: 0)).isNull)
    #expect(table.numberOfRows(inSection: 0) == 10_000 && table.numberOfSections == 1)
    // `selectRow` with `.none` scrolls nothing, as UIKit documents.
    table.selectRow(at: IndexPath(row: 500, section: 0), animated: false, scrollPosition: .none)
    #expect(table.contentOffset == .zero && table.indexPathForSelectedRow?.row == 500)
    table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .middle, animated: false)
    // (Arithmetic on the right of #expect's == is typed as Int on Linux: name the CGFloat.)
    #expect(table.contentOffset.y == CGFloat(500 * 44 + 22 - 220))
    table.scrollToRow(at: IndexPath(row: 9_999, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == CGFloat(440_000 - 440))
  }

  @Test func delegateHeightsAreAskedForShownRowsOnly() {
    let heights = HeightSource { $0.row % 2 == 0 ? 30 : 60 }
    var asked = Set<Int>()
    heights.height = {
      asked.insert($0.row); return $0.row % 2 == 0 ? 30 : 60
    }
    table.dataSource = heights
    table.delegate = heights
    table.layoutIfNeeded()
    // 440 points of 30/60 rows: rows 0…9 show.
    #expect(table.visibleCells.count == 10)
    #expect(asked.max() ?? 0 < 12)
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == CGFloat(30 + 60 + 30))
  }

  @Test func badHeightsAreClampedToZero() {
    let bad = HeightSource { $0.row == 1 ? -.nan : ($0.row == 2 ? -20 : 44) }
    table.dataSource = bad
    table.delegate = bad
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 0)
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 44)
  }

  @Test func selfSizingRowsMeasureTheirCells() {
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 44
    let wrapping = WrappingSource()
    table.dataSource = wrapping
    table.delegate = nil
    table.layoutIfNeeded()
    let single = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    let triple = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
    #expect(single == 44)
    #expect(triple > 60)
  }

  @Test func pressingARowHighlightsThenSelectsInUIKitsOrder() {
    window.tap(at: CGPoint(x: 100, y: 100))  // row 2
    #expect(
      source.log == [
        "shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2", "didSelect 2",
      ])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    source.log = []
    window.tap(at: CGPoint(x: 100, y: 10), time: 2)  // row 0
    #expect(
      source.log == [
        "shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "willSelect 0",
        "willDeselect 2", "didDeselect 2", "didSelect 0",
      ])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
  }

  @Test func aDragCancelsTheHighlightAndSelectsNothing() {
    window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), steps: 5)
    #expect(source.log == ["shouldHighlight 6", "didHighlight 6", "didUnhighlight 6"])
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.contentOffset.y > 0)
  }

  @Test func multipleSelectionTogglesAndWillSelectCanRefuse() {
    table.allowsMultipleSelection = true
    window.tap(at: CGPoint(x: 100, y: 10))
    window.tap(at: CGPoint(x: 100, y: 60), time: 1)
    #expect(table.indexPathsForSelectedRows?.map(\.row) == [0, 1])
    window.tap(at: CGPoint(x: 100, y: 10), time: 2)
    #expect(table.indexPathsForSelectedRows?.map(\.row) == [1])
    source.refusesSelection = IndexPath(row: 3, section: 0)
    window.tap(at: CGPoint(x: 100, y: 150), time: 3)
    #expect(table.indexPathsForSelectedRows?.map(\.row) == [1])
  }

  @Test func arrowKeysMoveTheSelectionAndScrollIt() {
    window.tap(at: CGPoint(x: 100, y: 400))  // row 9, partly visible
    #expect(table.isFirstResponder)
    let down = UIKey(keyCode: .keyboardDownArrow, characters: "")
    let up = UIKey(keyCode: .keyboardUpArrow, characters: "")
    window.press(down, time: 1)
    window.press(down, time: 2)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 11, section: 0))
    // Row 11 (484…528) scrolled into view, no further.
    #expect(table.contentOffset.y == CGFloat(528 - 440))
    window.press(up, time: 3)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 10, section: 0))
    #expect(
      source.log.filter { $0.hasPrefix("didSelect") }
        == ["didSelect 9", "didSelect 10", "didSelect 11", "didSelect 10"])
  }

  @Test func batchUpdatesMoveCellsSelectionAndHeights() {
    let clock = TestClock()
    defer { clock.uninstall() }
    source.counts = [20]
    table.reloadData()
    table.layoutIfNeeded()
    table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
    let cell5 = table.cellForRow(at: IndexPath(row: 5, section: 0))
    let before = source.configured
    var completed = false
    table.performBatchUpdates(
      {
        source.counts = [21]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.insertRows(
          at: [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)], with: .fade)
      }, completion: { completed = $0 })
    #expect(!completed, "after the row animations")
    clock.advance(by: 0.35)
    #expect(completed)
    #expect(table.numberOfRows(inSection: 0) == 21)
    // Row 5 is now row 6 (one deleted above, two inserted above).
    #expect(table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 6, section: 0)) === cell5)
    // Only the two inserted rows (and the row that came into view) were configured.
    #expect(source.configured - before <= 3)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "0.2")
  }

  @Test func aDataSourceThatLiesAboutItsCountGetsUIKitsMessage() {
    source.counts = [20]
    table.reloadData()
    table.layoutIfNeeded()
    let messages = MessageLog()
    Diagnostics.observe { line in messages.append(line) }
    defer { Diagnostics.observe(nil) }
    source.counts = [25]
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(
      messages.lines.contains {
        $0.contains("invalid number of rows in section 0")
          && $0.contains("after the update (25)") && $0.contains("before the update (20)")
          && $0.contains("(1 inserted, 0 deleted)")
      })
    // It reloads instead: the table shows what the data source says.
    #expect(table.numberOfRows(inSection: 0) == 25)
    table.layoutIfNeeded()
    #expect(table.visibleCells.count == 10)
  }

  @Test func negativeCountsAreZero() {
    source.counts = [-5, 3]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 0 && table.numberOfRows(inSection: 1) == 3)
  }

  @Test func plainHeadersStickUntilTheirSectionPushesThemUp() throws {
    source.counts = [20, 20]
    source.titles = true
    table.reloadData()
    table.layoutIfNeeded()
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame.minY == 0 && header.frame.height == 28)
    #expect(header.textLabel?.text == "Section 0")
    table.contentOffset = CGPoint(x: 0, y: 300)
    table.layoutIfNeeded()
    #expect(header.frame.minY == 300)
    // Section 0 ends at 28 + 880 = 908: at 890 its header is pushed up to 880.
    table.contentOffset = CGPoint(x: 0, y: 890)
    table.layoutIfNeeded()
    #expect(header.frame.minY == 880)
    #expect(table.headerView(forSection: 1)?.frame.minY == 908)
  }

  @Test func diffableSnapshotsUpdateRowsInPlace() throws {
    let diffable = UITableViewDiffableDataSource<Int, String>(tableView: table) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c", "d"])
    diffable.apply(snapshot)
    table.layoutIfNeeded()
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b", "c", "d"])
    let cellC = table.cellForRow(at: IndexPath(row: 2, section: 0))
    snapshot.deleteItems(["b"])
    snapshot.insertItems(["x"], afterItem: "c")
    snapshot.appendItems(["a"])  // already in the snapshot: moved to the end (iOS 15)
    diffable.apply(snapshot, animatingDifferences: false)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["c", "x", "d", "a"])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellC)
    #expect(diffable.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "x")
    #expect(diffable.indexPath(for: "d") == IndexPath(row: 2, section: 0))
    #expect(diffable.snapshot().numberOfItems == 4)
  }

  @Test func cellStylesPlaceTheirLabels() throws {
    let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
    value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    value1.textLabel?.text = "Title"
    value1.detailTextLabel?.text = "Detail"
    value1.accessoryType = .disclosureIndicator
    value1.layoutIfNeeded()
    let text = try #require(value1.textLabel)
    let detail = try #require(value1.detailTextLabel)
    #expect(text.frame.minX == 16)
    #expect(
      detail.frame.maxX == value1.contentView.bounds.maxX - 16 || detail.frame.maxX <= 320 - 16 - 8)
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    var content = value1.defaultContentConfiguration()
    content.text = "Modern"
    value1.contentConfiguration = content
    #expect((value1.contentConfiguration as? UIListContentConfiguration)?.text == "Modern")
    #expect(text.isHidden)
  }
}

@MainActor
final class WrappingSource: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.numberOfLines = 0
    cell.textLabel?.text =
      indexPath.row == 0 ? "One line" : "A long line that wraps over several lines in a table cell"
    return cell
  }
}

/// Diagnostic lines collected from any thread.
final class MessageLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []
  func append(_ line: String) { lock.withLock { storage.append(line) } }
  var lines: [String] { lock.withLock { storage } }
}
