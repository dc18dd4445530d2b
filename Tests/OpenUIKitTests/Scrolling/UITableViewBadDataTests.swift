import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A data source whose counts can say anything, and that can hand out a cell of its choosing.
@MainActor
final class LyingSource: UITableViewDataSource, UITableViewDelegate {
  var sections: Int
  var rows: Int
  var givesHeights = false
  var heightQueries = 0
  var cellOverride: UITableViewCell?

  init(sections: Int, rows: Int) {
    self.sections = sections
    self.rows = rows
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellOverride ?? tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard givesHeights else { return UITableView.automaticDimension }
    heightQueries += 1
    return 30
  }
}

/// Tables whose data sources report what cannot be (Docs/Limits.md): UIKit's message, or a
/// documented clamp, never a trap.
@MainActor @Suite struct UITableViewBadDataTests {
  let window = makeWindow(size: CGSize(width: 320, height: 440))

  func table(for source: LyingSource, estimate: CGFloat? = nil) -> UITableView {
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    if let estimate { table.estimatedRowHeight = estimate }
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    table.layoutIfNeeded()
    return table
  }

  @Test func deletingASectionThatDoesNotExistGetsUIKitsMessageEvenWhenTheCountsAgree() {
    let source = LyingSource(sections: 3, rows: 5)
    let table = table(for: source)
    let messages = MessageLog()
    Diagnostics.observe { line in messages.append(line) }
    defer { Diagnostics.observe(nil) }
    source.sections = 2
    table.deleteSections(IndexSet(integer: 7), with: .automatic)
    #expect(
      messages.lines.contains {
        $0.contains("attempt to delete section 7, but there are only 3 sections before the update")
      })
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 2)
    #expect(table.visibleCells.count == 10)
  }

  @Test func sectionsAndInsertionsPastTheEndAreReportedNotCounted() {
    let source = LyingSource(sections: 3, rows: 5)
    let table = table(for: source)
    let messages = MessageLog()
    Diagnostics.observe { line in messages.append(line) }
    defer { Diagnostics.observe(nil) }
    table.performBatchUpdates {
      table.deleteSections(IndexSet(integersIn: 0..<Int.max), with: .fade)
      table.insertSections(IndexSet(integersIn: 0..<Int.max), with: .fade)
    }
    table.reloadSections(IndexSet(integer: 12), with: .none)
    #expect(messages.lines.contains { $0.contains("attempt to delete section 3") })
    #expect(messages.lines.contains { $0.contains("attempt to reload section 12") })
    #expect(table.numberOfSections == 3)
  }

  @Test func aHugeSectionCountIsClampedToTheSectionLimit() {
    let source = LyingSource(sections: .max, rows: 1)
    let table = table(for: source)
    #expect(table.numberOfSections == 100_000)
    #expect(table.contentSize.height == CGFloat(100_000 * 44))
  }

  @Test func withoutAnEstimateHeightsAreAskedUpFrontOnlyWithinTheLimit() {
    let few = LyingSource(sections: 2, rows: 500)
    few.givesHeights = true
    _ = table(for: few, estimate: 0)
    #expect(few.heightQueries >= 1_000)  // UIKit asks every row when there is no estimate
    let many = LyingSource(sections: 1, rows: .max)
    many.givesHeights = true
    let table = table(for: many, estimate: 0)
    #expect(many.heightQueries < 100)  // only the rows shown, and the first one's probe
    #expect(table.visibleCells.count == 15)  // 440 / 30, rounded up
  }

  @Test func aCellShownByAnotherTableIsNotTakenFromIt() throws {
    let first = LyingSource(sections: 1, rows: 3)
    let firstTable = table(for: first)
    let stolen = try #require(firstTable.cellForRow(at: IndexPath(row: 0, section: 0)))
    let second = LyingSource(sections: 1, rows: 3)
    second.cellOverride = stolen
    let secondTable = table(for: second)
    #expect(stolen.superview === firstTable)
    #expect(firstTable.cellForRow(at: IndexPath(row: 0, section: 0)) === stolen)
    #expect(secondTable.visibleCells.count == 3)
    #expect(!secondTable.visibleCells.contains { $0 === stolen })
  }
}
