import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// An input method composing Japanese in a text field, as IBus or Fcitx drive it through the
/// host: the composition shows as marked text, changes without the delegate, and the committed
/// text is offered to the delegate as typing.
@MainActor @Suite(.serialized) struct TextFieldCompositionTests {
  final class Delegate: NSObject, UITextFieldDelegate {
    var offered: [(NSRange, String)] = []
    var composingWhenOffered: [Bool] = []
    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      offered.append((range, string))
      composingWhenOffered.append(textField.markedTextRange != nil)
      return true
    }
  }

  let window = makeWindow(size: CGSize(width: 320, height: 100))
  let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
  let delegate = Delegate()
  var changes = 0

  init() {
    field.borderStyle = .roundedRect
    field.delegate = delegate
    window.addSubview(field)
    field.text = "ab"
    _ = field.becomeFirstResponder()
  }

  func marked() -> String? { field.markedTextRange.flatMap { field.text(in: $0) } }

  @Test func theCompositionShowsAsMarkedTextAndTheCommitIsOfferedAsTyping() throws {
    defer { window.isHidden = true }
    var edits = 0
    field.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
    #expect(window.handleTextEditing("に", selectedRange: NSRange(location: 1, length: 0)))
    #expect(field.text == "abに" && marked() == "に")
    #expect(window.handleTextEditing("にほ", selectedRange: NSRange(location: 2, length: 0)))
    #expect(field.text == "abにほ" && marked() == "にほ")
    #expect(delegate.offered.isEmpty, "composition is not offered to the delegate")
    #expect(edits == 2)
    let caret = try #require(field.selectedTextRange)
    #expect(field.offset(from: field.beginningOfDocument, to: caret.start) == 4)
    // The candidate window goes under the composition.
    let area = try #require(window.textInputRect)
    let composition = field.convert(field.firstRect(for: field.markedTextRange!), to: window)
    #expect(area == composition)
    #expect(window.handleTextInput("日本"))
    #expect(field.text == "ab日本")
    #expect(field.markedTextRange == nil)
    #expect(delegate.offered.count == 1)
    #expect(delegate.offered.first?.0 == NSRange(location: 2, length: 0))
    #expect(delegate.offered.first?.1 == "日本")
    #expect(delegate.composingWhenOffered == [false])
    let undoManager = try #require(field.undoManager)
    undoManager.undo()
    #expect(field.text == "ab", "the committed text undoes as typing")
  }

  @Test func anEmptyCompositionRemovesItAndEndingEditingKeepsIt() {
    defer { window.isHidden = true }
    window.handleTextEditing("か", selectedRange: NSRange(location: 1, length: 0))
    window.handleTextEditing("", selectedRange: NSRange(location: 0, length: 0))
    #expect(field.text == "ab" && field.markedTextRange == nil)
    window.handleTextEditing("か", selectedRange: NSRange(location: 1, length: 0))
    _ = field.resignFirstResponder()
    #expect(field.text == "abか" && field.markedTextRange == nil, "kept as text")
  }

  @Test func setMarkedTextSelectsInsideTheCompositionAndUnmarkKeepsIt() {
    defer { window.isHidden = true }
    field.setMarkedText("かな", selectedRange: NSRange(location: 0, length: 2))
    #expect(field.selectedTextRange.flatMap { field.text(in: $0) } == "かな")
    field.unmarkText()
    #expect(field.text == "abかな" && field.markedTextRange == nil)
  }

  /// What a person sees mid-composition: the marked text underlined, the caret inside it.
  @Test(arguments: [UIUserInterfaceStyle.light, .dark], [1.0, 2.0] as [CGFloat])
  func theCompositionIsUnderlined(style: UIUserInterfaceStyle, scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 200, height: 54), style: style, scale: scale)
    defer { window.isHidden = true }
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
    field.borderStyle = .roundedRect
    window.addSubview(field)
    field.text = "Tokyo "
    _ = field.becomeFirstResponder()
    window.handleTextEditing("nihon", selectedRange: NSRange(location: 3, length: 0))
    let name =
      "textFieldComposition-\(style == .dark ? "dark" : "light")" + (scale == 2 ? "@2x" : "")
    try assertSnapshot(window.renderImage(), named: name)
  }
}
