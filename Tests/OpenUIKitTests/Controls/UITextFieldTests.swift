import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// A delegate that logs its calls and may refuse changes.
final class LoggingTextFieldDelegate: UITextFieldDelegate {
  var log: [String] = []
  var allowsChanges = true
  var changes: [(NSRange, String)] = []
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    log.append("shouldBegin")
    return true
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    log.append("shouldEnd")
    return true
  }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    log.append("didEnd")
  }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    changes.append((range, string))
    log.append("shouldChange")
    return allowsChanges
  }
  func textFieldDidChangeSelection(_ textField: UITextField) { log.append("selection") }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("shouldReturn")
    return true
  }
}

@MainActor @Suite(.serialized) struct UITextFieldTests {
  func installed() -> (UIWindow, UITextField, LoggingTextFieldDelegate) {
    let window = makeWindow(size: CGSize(width: 320, height: 100))
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
    field.borderStyle = .roundedRect
    let delegate = LoggingTextFieldDelegate()
    field.delegate = delegate
    window.addSubview(field)
    for (event, name) in [
      (UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
      (.editingDidEnd, "editingDidEnd"), (.primaryActionTriggered, "primary"),
    ] {
      field.addAction(UIAction { _ in delegate.log.append(name) }, for: event)
    }
    return (window, field, delegate)
  }

  func key(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> UIKey {
    UIKey(keyCode: code, characters: "", modifierFlags: flags)
  }

  @Test func aSessionRunsInUIKitsOrder() {
    let (window, field, delegate) = installed()
    #expect(field.text == "" && !field.isEditing)
    window.tap(at: CGPoint(x: 100, y: 27))
    #expect(field.isEditing && field.isFirstResponder && field.isFocused)
    window.handleTextInput("Hi")
    window.press(key(.keyboardDeleteOrBackspace))
    #expect(field.text == "H")
    #expect(field.resignFirstResponder())
    #expect(!field.isEditing && !field.isFocused)
    #expect(
      delegate.log == [
        "shouldBegin", "didBegin", "editingDidBegin",
        "shouldChange", "selection", "editingChanged",
        "shouldChange", "selection", "editingChanged",
        "shouldEnd", "didEnd", "editingDidEnd",
      ])
    // Setting the text sends nothing; typing without editing does nothing.
    delegate.log = []
    field.text = "set"
    window.handleTextInput("x")
    #expect(field.text == "set" && delegate.log.isEmpty)
  }

  @Test func keysMoveAndExtendTheSelection() {
    let (window, field, _) = installed()
    UIPasteboard.general.string = nil
    field.text = "hello brave world"
    field.becomeFirstResponder()
    window.press(key(.keyboardHome))
    window.press(key(.keyboardRightArrow, .shift))
    window.press(key(.keyboardRightArrow, .shift))
    window.press(key(.keyboardC, .control))
    #expect(UIPasteboard.general.string == "he")
    window.press(key(.keyboardRightArrow, [.shift, .control]))
    window.press(key(.keyboardC, .control))
    #expect(UIPasteboard.general.string == "hello")
    // Typing replaces the selection.
    window.handleTextInput("HELLO")
    #expect(field.text == "HELLO brave world")
    window.press(key(.keyboardEnd))
    window.press(key(.keyboardLeftArrow, [.shift, .alternate]))
    window.press(key(.keyboardX, .control))
    #expect(field.text == "HELLO brave " && UIPasteboard.general.string == "world")
    window.press(key(.keyboardHome))
    window.press(key(.keyboardV, .command))
    #expect(field.text == "worldHELLO brave ")
    window.press(key(.keyboardDeleteForward))
    #expect(field.text == "worldELLO brave ")
    window.press(key(.keyboardA, .control))
    window.press(key(.keyboardDeleteOrBackspace))
    #expect(field.text == "")
  }

  @Test func theMouseSelectsByDragAndDoubleClick() {
    let (window, field, _) = installed()
    field.font = UIFont(name: "DejaVuSansMono", size: 10)
    field.borderStyle = .none
    field.text = "abcdef ghij"
    // Monospaced 10 pt: each character about 6 points wide, from x 10.
    let advance = "a".size(withAttributes: [.font: field.font!]).width
    window.drag(
      from: CGPoint(x: 10 + advance * 1.1, y: 27), to: CGPoint(x: 10 + advance * 3.9, y: 27))
    window.press(key(.keyboardC, .control))
    #expect(UIPasteboard.general.string == "bcd")
    window.tap(at: CGPoint(x: 10 + advance * 8.5, y: 27), tapCount: 2, time: 1)
    window.press(key(.keyboardC, .control))
    #expect(UIPasteboard.general.string == "ghij")
    window.tap(at: CGPoint(x: 10 + advance * 2, y: 27), tapCount: 3, time: 2)
    window.press(key(.keyboardC, .control))
    #expect(UIPasteboard.general.string == "abcdef ghij")
  }

  @Test func secureFieldsShowBulletsAndDoNotCopy() throws {
    let (window, field, _) = installed()
    field.isSecureTextEntry = true
    field.becomeFirstResponder()
    window.handleTextInput("s3cr3t")
    UIPasteboard.general.string = "before"
    window.press(key(.keyboardA, .control))
    window.press(key(.keyboardC, .control))
    window.press(key(.keyboardX, .control))
    #expect(UIPasteboard.general.string == "before" && field.text == "s3cr3t")
  }

  @Test func aRefusingDelegateKeepsTheTextAndSeesEveryChange() {
    let (window, field, delegate) = installed()
    field.becomeFirstResponder()
    window.handleTextInput("ab")
    delegate.allowsChanges = false
    window.handleTextInput("c")
    window.press(key(.keyboardDeleteOrBackspace))
    UIPasteboard.general.string = "pasted"
    window.press(key(.keyboardV, .control))
    #expect(field.text == "ab")
    #expect(delegate.changes.map(\.1) == ["ab", "c", "", "pasted"])
    #expect(delegate.changes[2].0 == NSRange(location: 1, length: 1))
  }

  @Test func aMegabytePasteIsCutToTheBudget() {
    let (window, field, delegate) = installed()
    field.becomeFirstResponder()
    window.handleTextInput("start ")
    UIPasteboard.general.string = String(repeating: "0123456789abcdef\n", count: 62_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure { window.press(key(.keyboardV, .control)) }
    #expect(field.text?.utf16.count == 65_536)
    #expect(
      field.text?.hasPrefix("start 0123456789abcdef 0123") == true, "line breaks become spaces")
    #expect(delegate.changes.last?.1.utf16.count == 65_530)
    #expect(elapsed < .seconds(10))
    // Full: typing adds nothing, deleting works.
    window.handleTextInput("x")
    #expect(field.text?.utf16.count == 65_536)
    window.press(key(.keyboardDeleteOrBackspace))
    #expect(field.text?.utf16.count == 65_535)
    field.text = String(repeating: "é", count: 70_000)
    #expect(field.text?.utf16.count == 65_536)
  }

  @Test func theClearButtonAndReturn() {
    let (window, field, delegate) = installed()
    field.clearButtonMode = .always
    field.text = "clear me"
    // The clear button sits 19 points wide, 7 points from the trailing edge.
    window.tap(at: CGPoint(x: 10 + 300 - 7 - 9, y: 27))
    #expect(field.text == "" && field.isEditing)
    #expect(delegate.log.contains("editingChanged"))
    window.handleTextInput("go")
    var ended = 0
    field.addAction(UIAction { _ in ended += 1 }, for: .editingDidEndOnExit)
    window.press(Keys.returnKey)
    #expect(ended == 1 && !field.isEditing, "Return ends editing when it has a listener")
    #expect(
      delegate.log.suffix(5) == ["shouldReturn", "primary", "shouldEnd", "didEnd", "editingDidEnd"])
  }

  @Test func tabMovesBetweenFieldsAndSpaceTypes() {
    let (window, first, _) = installed()
    let second = UITextField(frame: CGRect(x: 10, y: 54, width: 300, height: 34))
    window.addSubview(second)
    var taps = 0
    first.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    window.press(Keys.tab)
    #expect(first.isEditing)
    window.handleKey(Keys.space, down: true, timestamp: 0)
    window.handleTextInput(" ")
    window.handleKey(Keys.space, down: false, timestamp: 0.05)
    #expect(first.text == " " && taps == 0, "Space types in a field; it does not tap it")
    window.press(Keys.tab)
    #expect(!first.isEditing && second.isEditing && second.isFirstResponder)
  }

  @Test func escapeLeavesTheFieldThenGoesUpTheChain() {
    let (window, field, _) = installed()
    let root = UIViewController()
    window.rootViewController = root
    root.view.addSubview(field)
    field.becomeFirstResponder()
    window.press(UIKey(keyCode: .keyboardEscape, characters: "\u{1b}"))
    #expect(!field.isEditing && !field.isFirstResponder)
  }

  @Test func endEditingResignsTheFieldBelowAndForceOverridesTheDelegate() {
    final class Refusing: UITextFieldDelegate {
      func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
    }
    let (window, field, _) = installed()
    let refusing = Refusing()
    field.delegate = refusing
    field.becomeFirstResponder()
    #expect(window.endEditing(false) == false && field.isEditing)
    #expect(field.superview?.endEditing(true) == true && !field.isEditing)
    #expect(field.endEditing(false), "nothing is first: done")
  }

  @Test func theLaidOutLineFollowsTextFontAndSecureEntry() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
    field.text = "Wide words"
    let plain = field.intrinsicContentSize.width
    field.font = .systemFont(ofSize: 30)
    let larger = field.intrinsicContentSize.width
    field.isSecureTextEntry = true
    let bullets = field.intrinsicContentSize.width
    field.text = "Wide words, more of them"
    let longer = field.intrinsicContentSize.width
    #expect(plain < larger && bullets != larger && bullets < longer)
  }

  @Test func aFieldLeavingItsWindowStopsEditing() {
    let (window, field, delegate) = installed()
    defer { withExtendedLifetime(window) {} }
    #expect(field.becomeFirstResponder())
    field.removeFromSuperview()
    #expect(!field.isEditing)
    #expect(delegate.log.suffix(3) == ["shouldEnd", "didEnd", "editingDidEnd"], "\(delegate.log)")
  }

  @Test(arguments: [1.0, 2.0])
  func everyStateLooksRight(scale: CGFloat) throws {
    let window = makeWindow(size: CGSize(width: 250, height: 236), scale: scale)
    window.backgroundColor = .systemBackground
    func field(_ y: Int, _ style: UITextField.BorderStyle, _ configure: (UITextField) -> Void)
      -> UITextField
    {
      let field = UITextField(frame: CGRect(x: 10, y: y, width: 230, height: 34))
      field.borderStyle = style
      field.font = UIFont(name: "DejaVuSans", size: 15)
      configure(field)
      window.addSubview(field)
      return field
    }
    _ = field(6, .roundedRect) { $0.placeholder = "Placeholder" }
    _ = field(46, .line) { $0.text = "Line border" }
    _ = field(86, .bezel) {
      $0.text = "Disabled bezel"
      $0.isEnabled = false
    }
    _ = field(126, .roundedRect) {
      $0.text = "secret"
      $0.isSecureTextEntry = true
      $0.clearButtonMode = .always
    }
    let editing = field(166, .roundedRect) { $0.text = "Selected text here" }
    let caret = field(200, .none) { $0.text = "Caret" }
    caret.becomeFirstResponder()
    editing.becomeFirstResponder()
    window.press(
      UIKey(keyCode: .keyboardLeftArrow, characters: "", modifierFlags: [.shift, .control]))
    let suffix = scale == 2 ? "@2x" : ""
    try assertSnapshot(window.renderImage(), named: "textFieldsLight\(suffix)")
    editing.resignFirstResponder()
    caret.becomeFirstResponder()
    window.overrideUserInterfaceStyle = .dark
    try assertSnapshot(window.renderImage(), named: "textFieldsDark\(suffix)")
  }
}
