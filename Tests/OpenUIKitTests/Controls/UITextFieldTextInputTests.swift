import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `UITextInput` on a text field as formatting libraries call it: positions counted in UTF-16
/// units from `beginningOfDocument`, `selectedTextRange` read and set to keep the caret where the
/// user typed, `textRange(from:to:)`, `text(in:)`, `replace(_:withText:)`, and the caret's
/// geometry.
@MainActor @Suite(.serialized) struct UITextFieldTextInputTests {
  /// A US phone number formatter, as such libraries write it: the delegate formats the digits
  /// and puts the caret back after the digits the user had before it.
  final class PhoneFormatter: NSObject, UITextFieldDelegate {
    var selectionChanges = 0

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      let old = (textField.text ?? "") as NSString
      let new = old.replacingCharacters(in: range, with: string)
      // Digits before the caret after the edit.
      let caretInNew = range.location + (string as NSString).length
      let digitsBefore = (new as NSString).substring(to: caretInNew).filter(\.isNumber).count
      let formatted = Self.format(String(new.filter(\.isNumber).prefix(10)))
      textField.text = formatted
      var seen = 0
      var caret = formatted.utf16.count
      for (index, character) in formatted.enumerated() where character.isNumber {
        seen += 1
        if seen == digitsBefore {
          caret = (String(formatted.prefix(index + 1)) as NSString).length
          break
        }
      }
      if digitsBefore == 0 { caret = 0 }
      if let position = textField.position(from: textField.beginningOfDocument, offset: caret) {
        textField.selectedTextRange = textField.textRange(from: position, to: position)
      }
      return false
    }

    func textFieldDidChangeSelection(_ textField: UITextField) { selectionChanges += 1 }

    static func format(_ digits: String) -> String {
      let characters = Array(digits)
      var result = ""
      for (index, digit) in characters.enumerated() {
        if index == 0 { result += "(" }
        if index == 3 { result += ") " }
        if index == 6 { result += "-" }
        result.append(digit)
      }
      return result
    }
  }

  func installed() -> (UIWindow, UITextField) {
    let window = makeWindow(size: CGSize(width: 320, height: 100))
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
    field.borderStyle = .roundedRect
    window.addSubview(field)
    return (window, field)
  }

  func caretOffset(_ field: UITextField) -> Int? {
    guard let range = field.selectedTextRange else { return nil }
    return field.offset(from: field.beginningOfDocument, to: range.start)
  }

  @Test func positionsCountUTF16UnitsAndStayInsideTheText() throws {
    let (window, field) = installed()
    defer { window.isHidden = true }
    field.text = "Hi 👋 there"
    let start = field.beginningOfDocument
    #expect(field.offset(from: start, to: field.endOfDocument) == 11, "the hand is two units")
    let three = try #require(field.position(from: start, offset: 3))
    #expect(field.position(from: start, offset: 12) == nil)
    #expect(field.position(from: three, offset: -4) == nil)
    #expect(field.compare(three, to: start) == .orderedDescending)
    #expect(field.compare(start, to: field.position(from: three, offset: -3)!) == .orderedSame)
    let range = try #require(field.textRange(from: field.endOfDocument, to: three))
    #expect(field.text(in: range) == "👋 there", "either way round")
    #expect(!range.isEmpty)
    #expect(
      field.position(from: three, in: .right, offset: 2).map { field.offset(from: start, to: $0) }
        == 5)
    #expect(field.position(from: three, in: .up, offset: 1) == nil, "one line")
  }

  @Test func settingTheSelectedRangeMovesTheCaretToACharacterBoundary() throws {
    let (window, field) = installed()
    defer { window.isHidden = true }
    let delegate = PhoneFormatter()
    field.delegate = delegate
    field.text = "a👋b"
    #expect(field.becomeFirstResponder())
    let inside = try #require(field.position(from: field.beginningOfDocument, offset: 2))
    field.selectedTextRange = field.textRange(from: inside, to: inside)
    #expect(caretOffset(field) == 1, "not between the hand's two units")
    #expect(delegate.selectionChanges == 1)
    let all = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
    field.selectedTextRange = all
    #expect(field.selectedTextRange == all)
    #expect(field.markedTextRange == nil)
  }

  @Test func aFormatterKeepsTheCaretWhereTheUserTypes() {
    let (window, field) = installed()
    defer { window.isHidden = true }
    let formatter = PhoneFormatter()
    field.delegate = formatter
    #expect(field.becomeFirstResponder())
    for digit in "5551234" { field.insertText(String(digit)) }
    #expect(field.text == "(555) 123-4")
    #expect(caretOffset(field) == 11)
    // Back between "5" and "1", and type a digit there: it goes in, the rest moves on.
    let position = field.position(from: field.beginningOfDocument, offset: 6)
    field.selectedTextRange = field.textRange(from: position!, to: position!)
    field.insertText("9")
    #expect(field.text == "(555) 912-34")
    #expect(caretOffset(field) == 7, "after the 9")
  }

  @Test func replacingARangeChangesTheTextAsTypingDoesWithoutAskingTheDelegate() throws {
    let (window, field) = installed()
    defer { window.isHidden = true }
    let formatter = PhoneFormatter()
    field.delegate = formatter
    var changed = 0
    field.addAction(UIAction { _ in changed += 1 }, for: .editingChanged)
    field.text = "hello world"
    let start = try #require(field.position(from: field.beginningOfDocument, offset: 6))
    let range = try #require(field.textRange(from: start, to: field.endOfDocument))
    field.replace(range, withText: "there")
    #expect(field.text == "hello there", "the formatter was not asked")
    #expect(caretOffset(field) == 11)
    #expect(changed == 1)
    #expect(field.becomeFirstResponder())
    let undoManager = try #require(field.undoManager)
    undoManager.undo()
    #expect(field.text == "hello world", "undoable as typing")
  }

  @Test func theCaretsGeometryFollowsTheText() throws {
    let (window, field) = installed()
    defer { window.isHidden = true }
    field.text = "Typing"
    #expect(field.becomeFirstResponder())
    let start = field.beginningOfDocument
    let two = try #require(field.position(from: start, offset: 2))
    let caretAt0 = field.caretRect(for: start)
    let caretAt2 = field.caretRect(for: two)
    #expect(caretAt0.width == 2 && caretAt0.height == ceil(field.font!.lineHeight))
    #expect(caretAt2.minX > caretAt0.minX)
    let range = try #require(field.textRange(from: start, to: two))
    let first = field.firstRect(for: range)
    #expect(abs(first.width - (caretAt2.midX - caretAt0.midX)) < 1)
    #expect(field.selectionRects(for: range).map(\.rect) == [first])
    let middle = CGPoint(x: caretAt2.midX, y: caretAt2.midY)
    #expect(field.closestPosition(to: middle).map { field.offset(from: start, to: $0) } == 2)
    let character = try #require(
      field.characterRange(at: CGPoint(x: first.minX + 2, y: first.midY)))
    #expect(field.text(in: character) == "T")
    let within = try #require(field.textRange(from: two, to: field.endOfDocument))
    #expect(
      field.closestPosition(to: .zero, within: within).map { field.offset(from: start, to: $0) }
        == 2)
  }

  /// As every desktop field: Shift and a click extend the selection from its fixed end.
  @Test func shiftAndAClickExtendTheSelection() throws {
    let (window, field) = installed()
    defer { window.isHidden = true }
    field.text = "Hello world"
    #expect(field.becomeFirstResponder())
    let two = try #require(field.position(from: field.beginningOfDocument, offset: 2))
    field.selectedTextRange = field.textRange(from: two, to: two)
    let eight = try #require(field.position(from: field.beginningOfDocument, offset: 8))
    let target = field.convert(field.caretRect(for: eight), to: window)
    window.tap(at: CGPoint(x: target.midX, y: target.midY), modifierFlags: .shift)
    let selection = try #require(field.selectedTextRange)
    #expect(field.text(in: selection) == "llo wo")
    // Without Shift a click places the caret.
    window.tap(at: CGPoint(x: target.midX, y: target.midY), time: 1)
    #expect(field.selectedTextRange?.isEmpty == true)
  }

  /// A custom input system's delegate hears the app's own changes, before and after.
  @Test func theInputDelegateHearsTheAppsChanges() throws {
    final class Listener: UITextInputDelegate {
      var log: [String] = []
      func selectionWillChange(_ textInput: (any UITextInput)?) { log.append("selectionWill") }
      func selectionDidChange(_ textInput: (any UITextInput)?) { log.append("selectionDid") }
      func textWillChange(_ textInput: (any UITextInput)?) { log.append("textWill") }
      func textDidChange(_ textInput: (any UITextInput)?) { log.append("textDid") }
    }
    let (window, field) = installed()
    defer { window.isHidden = true }
    let listener = Listener()
    field.inputDelegate = listener
    field.text = "abc"
    let one = try #require(field.position(from: field.beginningOfDocument, offset: 1))
    field.selectedTextRange = field.textRange(from: one, to: one)
    let all = try #require(
      field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
    field.replace(all, withText: "x")
    #expect(
      listener.log == [
        "textWill", "textDid", "selectionWill", "selectionDid", "textWill", "textDid",
      ])
  }
}
