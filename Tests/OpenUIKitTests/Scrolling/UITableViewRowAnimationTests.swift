import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Row animations of batch updates on the virtual clock: surviving rows slide to their new places,
/// inserted rows come in by their style, deleted rows leave as pictures; the table's state is
/// that of an unanimated update at once.
@MainActor @Suite(.serialized) struct UITableViewRowAnimationTests {
  final class Rows: NSObject, UITableViewDataSource {
    var titles = (0..<12).map { "Row \($0)" }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      titles.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = titles[indexPath.row]
      // A colour per title: pixels tell the rows apart.
      let code = titles[indexPath.row].unicodeScalars.reduce(0) { $0 * 7 + $1.value }
      let hue = CGFloat(code % 23) / 23
      cell.backgroundColor = UIColor(hue: hue, saturation: 0.3, brightness: 1, alpha: 1)
      return cell
    }
  }

  let window: UIWindow
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
  let rows = Rows()

  init() {
    window = makeWindow(size: CGSize(width: 200, height: 300), scale: 2)
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    window.addSubview(table)
    _ = window.renderImage()
  }

  func positionY(_ cell: UITableViewCell?) -> CGFloat {
    cell?.layer.presentation()?.position.y ?? .nan
  }

  @Test func aDeletedRowFadesAsTheRowsBelowSlideUp() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let sublayers = table.layer.sublayers?.count ?? 0
    var completed = false
    table.performBatchUpdates(
      {
        rows.titles.remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
      }, completion: { completed = $0 })
    #expect(table.numberOfRows(inSection: 0) == 11, "the table's state changes at once")
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(second.textLabel?.text == "Row 2" && second.center.y == 66)
    #expect(positionY(second) == 110, "shown where row 2 was")
    #expect(!completed, "the completion waits for the motion")
    clock.advance(by: 0.15)
    // Ease in-out at half time: halfway.
    #expect(abs(positionY(second) - 88) < 0.5)
    try assertSnapshot(window.renderImage(), named: "tableDeleteRowMidway@2x")
    clock.advance(by: 0.2)
    #expect(positionY(second) == 66 && second.layer.animationKeys() == nil)
    #expect(completed)
    #expect(table.layer.sublayers?.count == sublayers, "as many cells, the picture gone")
  }

  @Test func anInsertedRowSlidesInFromTheLeftAndTheRowsBelowMakeRoom() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
    rows.titles.insert("New", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .left)
    let inserted = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(inserted.textLabel?.text == "New")
    #expect(inserted.layer.presentation()?.position.x == -100, "a width to the left")
    #expect(inserted.alpha == 1, "sideways slides do not fade")
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === first)
    #expect(positionY(first) == 22, "row 0 starts where it was")
    clock.advance(by: 0.35)
    #expect(inserted.layer.presentation()?.position.x == 100)
    #expect(positionY(first) == 66)
  }

  @Test func noneAndDisabledAnimationsChangeAtOnce() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    rows.titles.remove(at: 0)
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    var moving = table.visibleCells.filter { $0.layer.animationKeys() != nil }
    #expect(moving.isEmpty)
    UIView.performWithoutAnimation {
      rows.titles.remove(at: 0)
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    moving = table.visibleCells.filter { $0.layer.animationKeys() != nil }
    #expect(moving.isEmpty)
    var completed = false
    table.performBatchUpdates(nil) { completed = $0 }
    #expect(completed, "nothing to animate: at once")
  }

  @Test func reloadedRowsCrossFade() throws {
    let clock = TestClock()
    defer { clock.uninstall() }
    rows.titles[0] = "Reloaded"
    table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.textLabel?.text == "Reloaded")
    #expect(cell.layer.presentation()?.opacity == 0)
    clock.advance(by: 0.15)
    let opacity = try #require(cell.layer.presentation()?.opacity)
    #expect(abs(opacity - 0.5) < 0.01)
    clock.advance(by: 0.2)
    #expect(cell.layer.animationKeys() == nil && cell.alpha == 1)
  }
}
