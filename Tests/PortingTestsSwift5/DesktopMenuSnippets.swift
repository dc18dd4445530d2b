@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

// A notes list as iPad apps with a keyboard and a mouse write it (iOS 13–17, Swift 5 mode, no
// isolation annotations): a controller whose `keyCommands` add a note and delete the selected
// one, a cell-like view offering a `UIContextMenuInteraction` menu, and a model whose edits
// register their undo with the controller's `undoManager`. `#selector(…)` is written as the
// unbound method (Docs/Porting.md); everything else is as on iOS.

// MARK: - App code

final class NotesModel {
  var notes: [String] = []
  weak var undoManager: UndoManager?

  func add(_ note: String) {
    notes.append(note)
    undoManager?.registerUndo(withTarget: self) { model in model.removeLast() }
    undoManager?.setActionName("Add Note")
  }

  func removeLast() {
    guard let last = notes.popLast() else { return }
    undoManager?.registerUndo(withTarget: self) { model in model.add(last) }
  }
}

final class NotesViewController: UIViewController, UIContextMenuInteractionDelegate {
  let model = NotesModel()
  let noteView = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 60))

  override var keyCommands: [UIKeyCommand]? {
    let add = UIKeyCommand(input: "n", modifierFlags: .command, action: NotesViewController.addNote)
    let delete = UIKeyCommand(
      input: "\u{8}", modifierFlags: .command, action: NotesViewController.deleteNote)
    return [add, delete]
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(noteView)
    noteView.addInteraction(UIContextMenuInteraction(delegate: self))
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    model.undoManager = undoManager  // the window's, once the view is in one (as on iOS)
  }

  func addNote() { model.add("Note \(model.notes.count + 1)") }
  func deleteNote(_ sender: UIKeyCommand) { model.removeLast() }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      let duplicate = UIAction(title: "Duplicate", image: nil) { [weak self] _ in
        self?.addNote()
      }
      let delete = UIAction(title: "Delete", image: nil, attributes: .destructive) {
        [weak self] _ in self?.model.removeLast()
      }
      return UIMenu(title: "", children: [duplicate, delete])
    }
  }
}

// MARK: - Tests

@MainActor @Suite(.serialized) struct DesktopMenuSnippets {
  @Test func keyCommandsContextMenusAndUndoWorkAsWritten() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let controller = NotesViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    defer { window.isHidden = true }
    CATransaction.flush()
    window.press(
      UIKey(
        keyCode: UIKeyboardHIDUsage(rawValue: 17), characters: "n",
        modifierFlags: .control))
    window.press(
      UIKey(
        keyCode: UIKeyboardHIDUsage(rawValue: 17), characters: "n",
        modifierFlags: .control))
    CATransaction.flush()
    #expect(controller.model.notes == ["Note 1", "Note 2"])
    window.handleSecondaryClick(at: CGPoint(x: 50, y: 30), timestamp: 0)
    window.press(UIKey(keyCode: .keyboardDownArrow, characters: ""))
    window.press(UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r"))  // Duplicate
    CATransaction.flush()
    #expect(controller.model.notes.count == 3)
    let undo = try #require(controller.undoManager)
    #expect(undo.undoMenuItemTitle == "Undo Add Note")
    window.press(UIKey(keyCode: .keyboardZ, characters: "z", modifierFlags: .control))
    #expect(controller.model.notes == ["Note 1", "Note 2"])
  }
}
