import Foundation
import OpenUIKitTesting
import Testing

@_spi(Platform) @testable import OpenUIKit

/// `UIKeyCommand` and `keyCommands`, as an iPad app with a hardware keyboard declares them
/// (`#selector(…)` written as the unbound method), and the application's standard shortcuts.
@MainActor @Suite(.serialized) struct KeyCommandTests {
  /// A list screen with shortcuts, shaped after iPad apps' `keyCommands` overrides: Command+F
  /// finds, Escape dismisses, the arrows move a selection.
  final class ListController: UIViewController {
    var log: [String] = []

    override var keyCommands: [UIKeyCommand]? {
      let down = UIKeyCommand(
        input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: ListController.selectNext)
      down.wantsPriorityOverSystemBehavior = true
      return [
        UIKeyCommand(input: "f", modifierFlags: .command, action: ListController.find),
        UIKeyCommand(
          input: UIKeyCommand.inputEscape, modifierFlags: [], action: ListController.close),
        down,
        UIKeyCommand(input: "k", modifierFlags: .command, action: ListController.clear),
      ]
    }

    func find(_ sender: UIKeyCommand) { log.append("find \(sender.input ?? "")") }
    func close() { log.append("close") }
    func selectNext() { log.append("next") }
    func clear() { log.append("controller clear") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      for press in presses { log.append("pressesBegan \(press.key?.keyCode.rawValue ?? 0)") }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      for press in presses { log.append("pressesEnded \(press.key?.keyCode.rawValue ?? 0)") }
    }
  }

  /// A view nearer the first responder with its own Command+K, and a command whose action
  /// belongs to the controller.
  final class EditorView: UIView {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? {
      [
        UIKeyCommand(input: "k", modifierFlags: .command, action: EditorView.clear),
        UIKeyCommand(input: "e", modifierFlags: [.command, .shift], action: ListController.close),
      ]
    }
    func clear() { log.append("view clear") }
  }

  func key(_ usage: Int, _ characters: String, _ flags: UIKeyModifierFlags = []) -> UIKey {
    UIKey(
      keyCode: UIKeyboardHIDUsage(rawValue: usage), characters: characters,
      modifierFlags: flags)
  }

  func install() -> (UIWindow, ListController) {
    let window = makeWindow(size: CGSize(width: 320, height: 200))
    let controller = ListController()
    window.rootViewController = controller
    CATransaction.flush()
    return (window, controller)
  }

  @Test func aControllersCommandRunsWithControlAndTheKeyGoesNowhereElse() {
    let (window, controller) = install()
    defer { window.isHidden = true }
    window.press(key(9, "f", .control))  // Ctrl+F on a PC keyboard for Command+F
    window.press(key(9, "f", .command))  // the Super key is Command too
    window.press(key(41, "\u{1b}"))  // Escape
    #expect(controller.log == ["find f", "find f", "close"])
    // Keys without a command still reach the controller, began and ended.
    window.press(key(10, "g"))
    #expect(controller.log.suffix(2) == ["pressesBegan 10", "pressesEnded 10"])
    // Modifiers must match: Ctrl+Alt+F is not Command+F.
    controller.log = []
    window.press(key(9, "f", [.control, .alternate]))
    #expect(controller.log == ["pressesBegan 9", "pressesEnded 9"])
  }

  @Test func theNearestCommandWinsAndActionsFindTheirClassUpTheChain() {
    let (window, controller) = install()
    defer { window.isHidden = true }
    let editor = EditorView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    controller.view.addSubview(editor)
    #expect(editor.becomeFirstResponder())
    window.press(key(14, "k", .control))
    #expect(editor.log == ["view clear"])
    #expect(controller.log.isEmpty)
    // Declared by the view, performed by the controller: the first responder of its class.
    window.press(key(8, "E", [.control, .shift]))
    #expect(controller.log == ["close"])
  }

  @Test func aRepeatRunsTheCommandAgainAndTheReleaseIsSwallowed() {
    let (window, controller) = install()
    defer { window.isHidden = true }
    let down = key(81, "")
    window.handleKey(down, down: true, timestamp: 0)
    window.handleKey(down, down: true, timestamp: 0.5)  // auto-repeat
    window.handleKey(down, down: false, timestamp: 0.6)
    #expect(controller.log == ["next", "next"])
  }

  @Test func aTextFieldKeepsItsKeysUnlessTheCommandWantsPriority() {
    let (window, controller) = install()
    defer { window.isHidden = true }
    let field = UITextField(frame: CGRect(x: 0, y: 60, width: 200, height: 30))
    controller.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    field.text = "abc"
    // Escape is the field's (it ends editing); the controller's command does not run.
    window.press(key(41, "\u{1b}"))
    #expect(!controller.log.contains("close"))
    // Ctrl+F is no editing shortcut: the command runs.
    #expect(field.becomeFirstResponder())
    window.press(key(9, "f", .control))
    #expect(controller.log.contains("find f"))
    // The down arrow moves the caret in a field, but this command asks for priority.
    window.press(key(81, ""))
    #expect(controller.log.last == "next")
  }

  @Test func controlZUndoesTypingAsOneStepAndControlShiftZRedoesIt() throws {
    let (window, controller) = install()
    defer { window.isHidden = true }
    let field = UITextField(frame: CGRect(x: 0, y: 60, width: 200, height: 30))
    controller.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    window.typeText("Hello")
    CATransaction.flush()  // the turn ends
    window.typeText(" world")  // the same run of typing
    CATransaction.flush()
    let manager = try #require(field.undoManager)
    #expect(manager === window.undoManager)
    #expect(manager.undoMenuItemTitle == "Undo Typing")
    UIPasteboard.general.string = "!"
    field.paste(nil)
    CATransaction.flush()
    #expect(field.text == "Hello world!")
    window.press(key(29, "z", .control))
    #expect(field.text == "Hello world")
    window.press(key(29, "z", .control))
    #expect(field.text == "")
    window.press(key(29, "Z", [.control, .shift]))
    #expect(field.text == "Hello world")
    window.press(key(28, "y", .control))
    #expect(field.text == "Hello world!")
    // Nothing left to redo: the key goes on to the responders.
    controller.log = []
    window.press(key(28, "y", .control))
    #expect(controller.log == ["pressesBegan 28", "pressesEnded 28"])
    // Text set from code drops the field's steps.
    field.text = "new"
    #expect(!manager.canUndo)
  }

  /// A refresh command on F5 (`UIKeyCommand.inputF5`): a function key is not the text field's,
  /// so it runs while a field is editing.
  @Test func aFunctionKeyCommandRunsWhileAFieldIsEditing() {
    final class Refreshing: UIViewController {
      var refreshed = 0
      override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputF5, modifierFlags: [], action: Refreshing.refresh)]
      }
      func refresh() { refreshed += 1 }
    }
    let window = makeWindow(size: CGSize(width: 320, height: 200))
    defer { window.isHidden = true }
    let controller = Refreshing()
    window.rootViewController = controller
    let field = UITextField(frame: CGRect(x: 0, y: 60, width: 200, height: 30))
    controller.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    window.press(key(62, ""))  // F5
    #expect(controller.refreshed == 1)
  }

  @Test func undoStepsDoNotMergeAcrossFieldsSelectionsOrTheClearButton() throws {
    let (window, controller) = install()
    defer { window.isHidden = true }
    let first = UITextField(frame: CGRect(x: 0, y: 60, width: 200, height: 30))
    let second = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
    for field in [first, second] { controller.view.addSubview(field) }
    #expect(first.becomeFirstResponder())
    window.typeText("one")
    CATransaction.flush()
    #expect(second.becomeFirstResponder())
    window.typeText("two")
    CATransaction.flush()
    #expect(first.becomeFirstResponder())
    window.typeText("!")  // first's caret is where its run ended, but "two" came between
    CATransaction.flush()
    let manager = try #require(window.undoManager)
    manager.undo()
    #expect(first.text == "one" && second.text == "two")
    // Selecting all and typing replaces a selection: a step of its own.
    first.selectAll(nil)
    window.typeText("new")
    CATransaction.flush()
    manager.undo()
    #expect(first.text == "one")
    // The clear button is a step of its own too.
    first.clearButtonMode = .always
    first.clearFromButton()
    CATransaction.flush()
    #expect(manager.undoActionName == "Clear")
    manager.undo()
    #expect(first.text == "one")
  }

  /// A host that records what the standard commands ask of it.
  final class RecordingHost: UIApplicationHost {
    var log: [String] = []
    func makeRenderer(for window: UIWindow) throws -> CARenderer {
      try CARenderer(size: window.bounds.size, scale: 1)
    }
    func run(_ application: UIApplication) {}
    func stop() { log.append("stop") }
    func closeWindow(_ window: UIWindow) {
      log.append("close")
      window.isHidden = true
    }
  }

  @Test func controlWClosesTheWindowAndControlQQuits() {
    let (window, _) = install()
    defer { window.isHidden = true }
    let host = RecordingHost()
    UIApplication.shared.host = host
    defer { UIApplication.shared.host = nil }
    window.press(key(26, "w", .control))
    #expect(host.log == ["close"])
    #expect(window.isHidden)
    let other = makeWindow()
    defer { other.isHidden = true }
    other.press(key(20, "q", .control))
    #expect(host.log == ["close", "stop"])  // terminate() stops the host's loop
    #expect(UIApplication.shared.isTerminating)
  }
}
