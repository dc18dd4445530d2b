import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// A list used with the keyboard alone, as on the Mac: Tab reaches the table, the arrows move
/// focus between rows, Return selects, Tab leaves (`allowsFocus`, `selectionFollowsFocus`,
/// `remembersLastFocusedIndexPath`).
@MainActor @Suite struct TableKeyboardNavigationTests {
  /// A settings-like list whose third row cannot take focus (a section note, say).
  final class Source: UITableViewDataSource, UITableViewDelegate {
    var selected: [Int] = []
    var count = 50
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      indexPath.row != 2
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath.row)
    }
  }

  let window = makeWindow(size: CGSize(width: 320, height: 400))
  let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
  let table = UITableView(frame: CGRect(x: 0, y: 50, width: 320, height: 300), style: .plain)
  let button = UIButton(type: .system)
  let source = Source()

  init() {
    field.text = "Search"
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    table.dataSource = source
    table.delegate = source
    button.setTitle("Done", for: .normal)
    button.frame = CGRect(x: 10, y: 360, width: 80, height: 30)
    for view in [field, table, button] { window.addSubview(view) }
    window.layoutIfNeeded()
  }

  static let tab = UIKey(keyCode: .keyboardTab, characters: "\t")
  static let shiftTab = UIKey(keyCode: .keyboardTab, characters: "\t", modifierFlags: .shift)
  static let down = UIKey(keyCode: .keyboardDownArrow, characters: "")
  static let up = UIKey(keyCode: .keyboardUpArrow, characters: "")
  static let enter = UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r")

  var focusedRow: Int? {
    (window.focusedView as? UITableViewCell).flatMap { table.indexPath(for: $0)?.row }
  }

  @Test func tabEntersTheTableArrowsMoveReturnSelectsTabLeaves() {
    window.press(Self.tab)
    #expect(field.isEditing)
    #expect(field.selectedRange == 0..<6)  // Tab into a field selects its text
    window.press(Self.tab)
    #expect(focusedRow == 0)
    window.press(Self.down)
    window.press(Self.down)  // row 2 refuses focus: passed over
    #expect(focusedRow == 3)
    #expect(source.selected.isEmpty)  // focus moves, selection does not
    window.press(Self.enter)
    #expect(source.selected == [3])
    #expect(table.indexPathForSelectedRow?.row == 3)
    window.press(Self.tab)
    #expect(button.isFocused)
    window.press(Self.shiftTab)  // back in at the selected row
    #expect(focusedRow == 3)
  }

  @Test func theArrowsScrollTheFocusedRowIntoViewAndSelectionCanFollow() {
    table.selectionFollowsFocus = true
    table.remembersLastFocusedIndexPath = true
    window.press(Self.tab)
    window.press(Self.tab)
    for _ in 0..<10 { window.press(Self.down) }  // row 2 passed over: row 11
    #expect(focusedRow == 11)
    #expect(source.selected.last == 11)
    let cell = table.cellForRow(at: IndexPath(row: 11, section: 0))
    #expect(cell.map { table.bounds.contains($0.frame) } == true)  // scrolled into view
    window.press(Self.up)
    #expect(focusedRow == 10)
    table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
    window.press(Self.tab)
    window.press(Self.shiftTab)  // remembers row 10, not the selected row 4
    #expect(focusedRow == 10)
  }

  @Test func theRememberedRowFollowsInsertionsAndDeletions() {
    table.remembersLastFocusedIndexPath = true
    window.press(Self.tab)
    window.press(Self.tab)
    window.press(Self.down)
    window.press(Self.down)  // row 3
    window.press(Self.tab)
    #expect(button.isFocused)
    // Two rows arrive above it: the remembered row is the same row, now at 5.
    source.count += 2
    table.insertRows(
      at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .none)
    window.press(Self.shiftTab)
    #expect(focusedRow == 5)
    // It is deleted: Tab enters at the first visible row instead.
    window.press(Self.tab)
    source.count -= 1
    table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .none)
    window.press(Self.shiftTab)
    #expect(focusedRow == 0)
  }

  /// A settings row with a text field in it (shaped after form-style tables): its field stays
  /// a Tab stop after the table's row stop.
  @Test func controlsInsideRowsStayTabStops() throws {
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let inner = UITextField(frame: CGRect(x: 150, y: 7, width: 120, height: 30))
    cell.contentView.addSubview(inner)
    window.press(Self.tab)  // the search field
    window.press(Self.tab)  // the table's row stop
    #expect(focusedRow == 0)
    window.press(Self.tab)  // the field in row 1
    #expect(inner.isEditing)
    window.press(Self.tab)
    #expect(button.isFocused)
    table.allowsFocus = false
    window.press(Self.shiftTab)  // rows are no stops now, the field still is
    #expect(inner.isEditing)
  }

  @Test func withoutFocusTheTableIsNoTabStop() {
    table.allowsFocus = false
    window.press(Self.tab)
    window.press(Self.tab)
    #expect(button.isFocused)
  }
}
