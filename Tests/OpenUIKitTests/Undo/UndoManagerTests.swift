import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UndoManager` as Foundation documents it, in the closure form UIKit code uses.
@MainActor @Suite struct UndoManagerTests {
  /// A model whose changes register their undo, as a document's model does.
  @MainActor final class Counter {
    var value = 0
    let undoManager: UndoManager
    init(undoManager: UndoManager) { self.undoManager = undoManager }

    func set(_ newValue: Int) {
      let oldValue = value
      undoManager.registerUndo(withTarget: self) { counter in counter.set(oldValue) }
      // Named while doing (and redoing): the redo step keeps the name of what it redoes.
      if !undoManager.isUndoing { undoManager.setActionName("Set \(newValue)") }
      value = newValue
    }
  }

  /// Ends the turn as a host does, with its commit: the group the turn's events opened closes.
  func endTurn() {
    CATransaction.flush()
  }

  @Test func undoRevertsTheLastGroupAndRedoRevertsTheUndo() {
    let manager = UndoManager()
    let counter = Counter(undoManager: manager)
    #expect(!manager.canUndo && !manager.canRedo)
    counter.set(1)
    endTurn()
    counter.set(2)
    endTurn()
    #expect(manager.canUndo)
    #expect(manager.undoMenuItemTitle == "Undo Set 2")
    manager.undo()
    #expect(counter.value == 1)
    #expect(manager.canRedo)
    #expect(manager.redoMenuItemTitle == "Redo Set 2")
    #expect(manager.undoMenuItemTitle == "Undo Set 1")
    manager.undo()
    #expect(counter.value == 0)
    #expect(!manager.canUndo)
    manager.redo()
    #expect(counter.value == 1)
    manager.redo()
    #expect(counter.value == 2)
    #expect(!manager.canRedo)
    // A new change clears what could be redone.
    manager.undo()
    counter.set(7)
    #expect(!manager.canRedo)
  }

  @Test func changesInOneRunLoopTurnAreOneGroup() {
    let manager = UndoManager()
    let counter = Counter(undoManager: manager)
    counter.set(1)
    counter.set(2)
    counter.set(3)
    #expect(manager.groupingLevel == 1)  // open until the turn ends
    endTurn()
    #expect(manager.groupingLevel == 0)
    counter.set(4)
    // Undo closes the group the event opened: 4 goes, then 1–3 at once, last first.
    manager.undo()
    #expect(counter.value == 3)
    manager.undo()
    #expect(counter.value == 0)
  }

  @Test func explicitGroupsNestIntoOneStep() {
    let manager = UndoManager()
    manager.groupsByEvent = false
    let counter = Counter(undoManager: manager)
    manager.beginUndoGrouping()
    counter.set(1)
    manager.beginUndoGrouping()
    counter.set(2)
    manager.endUndoGrouping()
    #expect(manager.groupingLevel == 1)
    manager.endUndoGrouping()
    manager.undo()
    #expect(counter.value == 0)
    // Outside a group with groupsByEvent off, registrations are refused (Foundation raises).
    counter.set(5)
    #expect(!manager.canUndo)
  }

  @Test func theTurnEndClosesOnlyTheGroupItsEventOpened() {
    let manager = UndoManager()
    let counter = Counter(undoManager: manager)
    // An event's registration opens a group; undo() closes it; then the app opens its own group
    // in the same turn and closes it when it is done, after the turn's commit.
    counter.set(1)
    manager.undo()
    manager.beginUndoGrouping()
    counter.set(2)
    endTurn()
    #expect(manager.groupingLevel == 1)  // still the app's to close
    counter.set(3)
    manager.endUndoGrouping()
    #expect(manager.groupingLevel == 0)
    manager.undo()
    #expect(counter.value == 0)  // 2 and 3 went together
  }

  @Test func anEventGroupWithTheAppsGroupOpenInsideClosesAtALaterTurn() {
    let manager = UndoManager()
    let counter = Counter(undoManager: manager)
    counter.set(1)  // the event's group
    manager.beginUndoGrouping()  // the app's, nested
    counter.set(2)
    endTurn()
    #expect(manager.groupingLevel == 2)  // the app's is open: nothing closes
    manager.endUndoGrouping()
    endTurn()
    #expect(manager.groupingLevel == 0)  // the event's group closed at the next turn's end
    counter.set(3)
    endTurn()
    manager.undo()
    #expect(counter.value == 2)
    manager.undo()
    #expect(counter.value == 0)
  }

  @Test func levelsDisablingAndRemovingByTarget() {
    let manager = UndoManager()
    manager.levelsOfUndo = 2
    let counter = Counter(undoManager: manager)
    let other = Counter(undoManager: manager)
    for value in 1...4 {
      counter.set(value)
      endTurn()
    }
    manager.undo()
    manager.undo()
    #expect(counter.value == 2)
    #expect(!manager.canUndo)  // only two levels kept

    manager.disableUndoRegistration()
    counter.set(9)
    #expect(!manager.isUndoRegistrationEnabled)
    manager.enableUndoRegistration()
    #expect(manager.isUndoRegistrationEnabled)
    #expect(manager.canRedo)  // a change while disabled records nothing and clears nothing

    other.set(1)
    endTurn()
    manager.removeAllActions(withTarget: other)
    #expect(!manager.canUndo)
  }

  @Test func undoAndRedoPostTheirNotifications() {
    let manager = UndoManager()
    let counter = Counter(undoManager: manager)
    final class Log: @unchecked Sendable { var entries: [String] = [] }
    let log = Log()
    let names: [Notification.Name] = [
      .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange, .NSUndoManagerWillRedoChange,
      .NSUndoManagerDidRedoChange,
    ]
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) {
        log.entries.append($0.name.rawValue)
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    counter.set(1)
    manager.undo()
    manager.redo()
    #expect(
      log.entries == [
        "NSUndoManagerWillUndoChangeNotification", "NSUndoManagerDidUndoChangeNotification",
        "NSUndoManagerWillRedoChangeNotification", "NSUndoManagerDidRedoChangeNotification",
      ])
    #expect(!manager.isUndoing && !manager.isRedoing)
  }

  @Test func aResponderFindsItsWindowsUndoManager() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView()
    window.addSubview(view)
    let manager = view.undoManager
    #expect(manager != nil)
    #expect(manager === window.undoManager)
    #expect(UIView().undoManager == nil)  // no window, nobody to ask
  }

  /// An undo handler that undoes again: Foundation refuses it; here it is ignored with a message,
  /// and the redo step the outer undo makes is kept (it was cleared).
  @Test func undoFromInsideAnUndoHandlerIsRefused() {
    let manager = UndoManager()
    let counter = Counter(undoManager: manager)
    counter.set(1)
    endTurn()
    counter.set(2)
    endTurn()
    var lines: [String] = []
    Diagnostics.observe { line in MainActor.assumeIsolated { lines.append(line) } }
    defer { Diagnostics.observe(nil) }
    // A handler that puts the value back (which registers the redo step) and undoes again.
    manager.registerUndo(withTarget: counter) { counter in
      counter.set(2)
      manager.undo()
    }
    counter.value = 3
    endTurn()
    manager.undo()
    #expect(lines.contains { $0.contains("undo() while undoing: ignored") })
    #expect(counter.value == 2)
    #expect(manager.canRedo)
    manager.redo()
    #expect(counter.value == 3)
    manager.undo()
    manager.undo()
    #expect(counter.value == 1)
  }

  /// Steps whose target is gone are dropped from the top of the stacks: the menu no longer
  /// names them, and Undo reaches the step below.
  @Test func stepsWhoseTargetIsGoneAreDropped() {
    let manager = UndoManager()
    let kept = Counter(undoManager: manager)
    kept.set(1)
    endTurn()
    do {
      let gone = Counter(undoManager: manager)
      gone.set(5)
      endTurn()
      #expect(manager.undoMenuItemTitle == "Undo Set 5")
    }
    #expect(manager.undoMenuItemTitle == "Undo Set 1")
    manager.undo()
    #expect(kept.value == 0)
  }

  /// Typing in a field, then leaving its screen: Edit no longer offers Undo Typing for a field
  /// that is gone (choosing it changed nothing, and Redo stayed dimmed).
  @Test func aTextFieldLeavingItsWindowTakesItsUndoStepsWithIt() {
    let window = makeWindow(size: CGSize(width: 320, height: 200))
    defer { window.isHidden = true }
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    window.addSubview(field)
    _ = field.becomeFirstResponder()
    window.typeText("Hello")
    endTurn()
    let manager = window.undoManager
    #expect(manager?.canUndo == true)
    field.removeFromSuperview()
    #expect(manager?.canUndo == false)
    #expect(manager?.undoMenuItemTitle == "Undo")
  }

  /// A field moved to another window leaves the first window's undo manager too.
  @Test func aTextFieldMovedToAnotherWindowLeavesTheFirstWindowsUndo() {
    let first = makeWindow(size: CGSize(width: 320, height: 200))
    let second = makeWindow(size: CGSize(width: 320, height: 200))
    defer {
      first.isHidden = true
      second.isHidden = true
    }
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    first.addSubview(field)
    _ = field.becomeFirstResponder()
    first.typeText("Hello")
    endTurn()
    #expect(first.undoManager?.canUndo == true)
    second.addSubview(field)
    #expect(first.undoManager?.canUndo == false)
  }
}
