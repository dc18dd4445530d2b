import AccessibilityTree
import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// Text read and edited, and a table's rows counted and selected, through the tree, as a screen
/// reader does over AT-SPI's `Text`, `EditableText`, `Table` and `Selection`: the app hears the
/// same delegate calls and control events as from the keyboard and the mouse.
@MainActor @Suite struct AccessibilityTextAndRowsTests {
  final class FieldDelegate: NSObject, UITextFieldDelegate {
    var offered: [(NSRange, String)] = []
    var refuses = false
    var selectionChanges = 0
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      offered.append((range, string))
      return !refuses
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { selectionChanges += 1 }
  }

  @Test func aLabelAndAFieldExposeTheirTextAndAFieldBeingEditedItsCaret() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
    label.text = "Shipping address"
    let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
    field.accessibilityLabel = "Street"
    field.text = "1 Infinite Loop"
    window.addSubview(label)
    window.addSubview(field)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    #expect(recorder.node(named: "Shipping address")?.text == .init(string: "Shipping address"))
    #expect(recorder.node(named: "Street")?.text == .init(string: "1 Infinite Loop"))

    #expect(field.becomeFirstResponder())
    runCommit()
    let editing = try #require(recorder.node(named: "Street")?.text)
    #expect(editing.caret == 15)
    #expect(editing.selection == 15..<15)

    field.isSecureTextEntry = true
    runCommit()
    #expect(recorder.node(named: "Street")?.text?.string == String(repeating: "•", count: 15))
  }

  @Test func insertingThroughTheTreeIsTypingTheDelegateAndTargetsHear() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
    field.accessibilityLabel = "Name"
    field.text = "Ada"
    let delegate = FieldDelegate()
    field.delegate = delegate
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    window.addSubview(field)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    let id = try #require(recorder.node(named: "Name")?.id)

    #expect(recorder.request(.replaceText(3..<3, with: " Lovelace"), on: id))
    #expect(field.text == "Ada Lovelace")
    #expect(delegate.offered.count == 1)
    #expect(delegate.offered.first?.0 == NSRange(location: 3, length: 0))
    #expect(delegate.offered.first?.1 == " Lovelace")
    #expect(changes == 1)
    #expect(recorder.node(named: "Name")?.text?.string == "Ada Lovelace")

    delegate.refuses = true
    #expect(!recorder.request(.replaceText(0..<3, with: ""), on: id), "the delegate said no")
    #expect(field.text == "Ada Lovelace")

    delegate.refuses = false
    #expect(recorder.request(.replaceText(-4..<999, with: "Grace"), on: id), "clamped to the text")
    #expect(field.text == "Grace")
  }

  @Test func selectingCuttingAndPastingGoThroughThePasteboard() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 200))
    defer { window.isHidden = true }
    let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
    field.accessibilityLabel = "Note"
    field.text = "hello world"
    window.addSubview(field)
    #expect(field.becomeFirstResponder())
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    let id = try #require(recorder.node(named: "Note")?.id)
    #expect(recorder.request(.selectText(0..<5), on: id))
    #expect(recorder.node(named: "Note")?.text?.selection == 0..<5)
    #expect(recorder.request(.cutText(0..<6), on: id))
    #expect(UIPasteboard.general.string == "hello ")
    #expect(field.text == "world")
    #expect(recorder.request(.pasteText(at: 5), on: id))
    #expect(field.text == "worldhello ")
    #expect(recorder.request(.copyText(0..<5), on: id))
    #expect(UIPasteboard.general.string == "world")

    field.isSecureTextEntry = true
    UIPasteboard.general.string = "kept"
    #expect(!recorder.request(.copyText(0..<5), on: id), "a secure field's text is not copied")
    #expect(UIPasteboard.general.string == "kept")

    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
    label.text = "Read only"
    window.addSubview(label)
    runCommit()
    let labelID = try #require(recorder.node(named: "Read only")?.id)
    #expect(!recorder.request(.replaceText(0..<4, with: "Edit"), on: labelID))
    #expect(label.text == "Read only")
  }

  final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var calls: [String] = []
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      section == 0 ? 3 : 40
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
      return cell
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      calls.append("willSelect \(indexPath.section).\(indexPath.row)")
      return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      calls.append("didSelect \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      calls.append("willDeselect \(indexPath.section).\(indexPath.row)")
      return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      calls.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
  }

  @Test func aTableCountsEveryRowAndSelectsAsAClickDoes() throws {
    let window = makeWindow(size: CGSize(width: 300, height: 300))
    defer { window.isHidden = true }
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let rows = Rows()
    table.dataSource = rows
    table.delegate = rows
    window.addSubview(table)
    let recorder = AccessibilityRecorder()
    defer { recorder.stop() }
    runCommit()
    let node = try #require(recorder.node(for: table))
    #expect(node.table == .init(rowCount: 43), "rows off screen count too")
    #expect(recorder.node(named: "Row 1.0")?.rowIndex == 3, "numbered across sections")

    #expect(recorder.request(.selectRow(4), on: node.id))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
    #expect(rows.calls == ["willSelect 1.1", "didSelect 1.1"])
    #expect(recorder.node(for: table)?.table?.selectedRows == [4])

    #expect(recorder.request(.selectRow(40), on: node.id), "a row off screen")
    #expect(table.indexPathForSelectedRow == IndexPath(row: 37, section: 1))
    #expect(recorder.node(for: table)?.table?.selectedRows == [40])

    rows.calls = []
    #expect(recorder.request(.clearSelection, on: node.id))
    #expect(table.indexPathForSelectedRow == nil)
    #expect(rows.calls == ["willDeselect 1.37", "didDeselect 1.37"])
    #expect(recorder.node(for: table)?.table?.selectedRows == [])
    #expect(!recorder.request(.selectRow(43), on: node.id), "past the last row")
    #expect(!recorder.request(.deselectRow(-1), on: node.id))
  }
}
