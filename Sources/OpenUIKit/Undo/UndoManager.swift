import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// Records operations so they can be undone and redone, as Foundation's `UndoManager` (which
/// Foundation on Linux does not have): the closure-based API that UIKit code uses.
///
/// Operations registered with ``registerUndo(withTarget:handler:)`` are collected in groups; one
/// ``undo()`` reverts a whole group, running its operations last first, and what they register
/// meanwhile becomes the group ``redo()`` runs. With ``groupsByEvent`` (the default) a group opens
/// at the first registration and closes at the end of the run-loop turn (after the turn's
/// commit; headless, after the next `CATransaction.flush()`), so the changes one key press makes
/// are undone together. A new registration outside undo and redo
/// clears the redo stack.
///
/// Left out: `registerUndo(withTarget:selector:object:)` and `prepare(withInvocationTarget:)`
/// (there are no selectors or invocations on Linux), `undoNestedGroup()` (nested groups are
/// merged into their top-level group when they close) and `runLoopModes`. Misuse that raises in
/// Foundation (ending a group that is not open, undoing inside an open group) is reported on
/// standard error and ignored.
@preconcurrency @MainActor
open class UndoManager {
  /// One recorded operation: the handler, and its target held weakly (Foundation holds it
  /// unowned; an operation whose target is gone is skipped rather than crashing).
  struct Operation {
    weak var target: AnyObject?
    let run: @MainActor (AnyObject) -> Void
  }

  /// A closed group: its operations in registration order, and its action name.
  struct Group {
    var operations: [Operation] = []
    var actionName = ""
  }

  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  /// The groups open now, outermost first (nested ones merge into their parent when closed).
  private var openGroups: [Group] = []
  private var disabledCount = 0
  /// Operations recorded so far: a registrar can tell whether anything came after its own.
  private(set) var registrationCount = 0
  private var isClosingAtTurnEnd = false
  /// Whether the outermost open group was opened by a registration (``groupsByEvent``), and so
  /// is the turn end's to close; a group the app opened is the app's.
  private var hasEventGroup = false

  /// Whether ``undo()`` is running.
  open private(set) var isUndoing = false
  /// Whether ``redo()`` is running.
  open private(set) var isRedoing = false

  /// Whether groups open and close by themselves.
  ///
  /// A group opens at the first registration and closes at the end of the run-loop turn.
  /// Default `true`.
  open var groupsByEvent = true

  /// The most groups kept on the undo stack.
  ///
  /// The oldest are dropped first; 0 (the default) keeps all. Negative values count as 0.
  open var levelsOfUndo = 0 {
    didSet {
      levelsOfUndo = max(levelsOfUndo, 0)
      trim(&undoStack)
    }
  }

  /// Creates an undo manager with empty stacks.
  public init() {}

  // MARK: Registering

  /// Registers `handler` to undo an operation on `target`.
  ///
  /// The handler runs on ``undo()`` (or ``redo()`` when registered while undoing), with `target`;
  /// nothing is recorded while registration is disabled or once `target` is gone.
  open func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) {
    guard isUndoRegistrationEnabled else { return }
    if openGroups.isEmpty {
      guard groupsByEvent else {
        Diagnostics.log(
          "registerUndo(withTarget:handler:) outside a group with groupsByEvent off: ignored",
          module: "OpenUIKit")
        return
      }
      beginUndoGrouping()
      hasEventGroup = true
      closeAtTurnEnd()
    }
    if !isUndoing && !isRedoing { redoStack.removeAll() }
    registrationCount += 1
    openGroups[openGroups.count - 1].operations.append(
      Operation(target: target) { object in
        // Registered with a `TargetType`; the weak reference gives back the same object.
        if let target = object as? TargetType { handler(target) }
      })
  }

  /// Names the group being recorded (the redo group while undoing), for the menu titles.
  open func setActionName(_ actionName: String) {
    if !openGroups.isEmpty {
      openGroups[0].actionName = actionName
    } else if isUndoing, !redoStack.isEmpty {
      redoStack[redoStack.count - 1].actionName = actionName
    } else if !undoStack.isEmpty {
      undoStack[undoStack.count - 1].actionName = actionName
    }
  }

  // MARK: Groups

  /// Opens a group; groups nest, and a nested one joins its parent when it closes.
  open func beginUndoGrouping() {
    openGroups.append(Group())
    NotificationCenter.default.post(name: .NSUndoManagerDidOpenUndoGroup, object: self)
  }

  /// Closes the innermost open group; a top-level group with operations goes on the undo stack
  /// (or the redo stack while undoing), an empty one is dropped.
  open func endUndoGrouping() {
    guard let group = openGroups.popLast() else {
      Diagnostics.log("endUndoGrouping() without an open group: ignored", module: "OpenUIKit")
      return
    }
    NotificationCenter.default.post(name: .NSUndoManagerCheckpoint, object: self)
    if openGroups.isEmpty { hasEventGroup = false }
    // The app closed its last group inside the event's, which waits for a turn end: ask for one.
    if hasEventGroup, openGroups.count == 1, isClosingAtTurnEnd { CommitPhases.requestCommit() }
    if !openGroups.isEmpty {
      openGroups[openGroups.count - 1].operations += group.operations
      if openGroups[openGroups.count - 1].actionName.isEmpty {
        openGroups[openGroups.count - 1].actionName = group.actionName
      }
    } else if !group.operations.isEmpty {
      if isUndoing {
        redoStack.append(group)
      } else {
        undoStack.append(group)
        trim(&undoStack)
      }
    }
    NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
  }

  /// How many groups are open.
  open var groupingLevel: Int { openGroups.count }

  // MARK: Undo and redo

  /// Whether there is a group to undo (an open group with operations counts).
  open var canUndo: Bool {
    dropGroupsWhoseTargetsAreGone()
    return !undoStack.isEmpty || (openGroups.count == 1 && !openGroups[0].operations.isEmpty)
  }

  /// Whether there is a group to redo.
  open var canRedo: Bool {
    dropGroupsWhoseTargetsAreGone()
    return !redoStack.isEmpty
  }

  /// Drops the groups on top of the stacks whose every target is gone: undoing them would change
  /// nothing, and the menus would name them.
  private func dropGroupsWhoseTargetsAreGone() {
    func isDead(_ group: Group) -> Bool { group.operations.allSatisfy { $0.target == nil } }
    while let top = undoStack.last, isDead(top) { undoStack.removeLast() }
    while let top = redoStack.last, isDead(top) { redoStack.removeLast() }
  }

  /// Closes the group open by event, then reverts the last group: its operations run last first,
  /// and what they register becomes the redo group, with the same action name.
  open func undo() {
    guard !isUndoing, !isRedoing else {
      // Foundation raises here ("undo was called with too many nested undo groups"); an undo
      // handler that undoes again cleared the redo stack.
      return Diagnostics.limited(
        "undo-while-undoing",
        "undo() while \(isUndoing ? "undoing" : "redoing"): ignored (call it outside the undo "
          + "manager's handlers)", module: "OpenUIKit")
    }
    if groupsByEvent, openGroups.count == 1 { endUndoGrouping() }
    guard openGroups.isEmpty else {
      Diagnostics.log("undo() inside an open undo group: ignored", module: "OpenUIKit")
      return
    }
    dropGroupsWhoseTargetsAreGone()
    guard let group = undoStack.popLast() else { return }
    NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
    isUndoing = true
    run(group)
    isUndoing = false
    NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
  }

  /// Reverts the last undo: the redo group's operations run last first, and what they register
  /// goes back on the undo stack.
  open func redo() {
    guard !isUndoing, !isRedoing else {
      // Foundation: "do not invoke this method while undoing".
      return Diagnostics.limited(
        "redo-while-undoing",
        "redo() while \(isUndoing ? "undoing" : "redoing"): ignored (do not invoke this method "
          + "while undoing)", module: "OpenUIKit")
    }
    guard openGroups.isEmpty else {
      Diagnostics.log("redo() inside an open undo group: ignored", module: "OpenUIKit")
      return
    }
    dropGroupsWhoseTargetsAreGone()
    guard let group = redoStack.popLast() else { return }
    NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
    isRedoing = true
    run(group)
    isRedoing = false
    NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
  }

  /// Runs a group's operations last first inside a group of their own, named as the group.
  private func run(_ group: Group) {
    beginUndoGrouping()
    openGroups[openGroups.count - 1].actionName = group.actionName
    for operation in group.operations.reversed() {
      if let target = operation.target { operation.run(target) }
    }
    // Closed whatever the operations did to the grouping level.
    while openGroups.count > 1 { endUndoGrouping() }
    endUndoGrouping()
  }

  // MARK: Names

  /// The name of the group ``undo()`` reverts ("" when unnamed or none).
  open var undoActionName: String {
    dropGroupsWhoseTargetsAreGone()
    if openGroups.count == 1, !openGroups[0].operations.isEmpty { return openGroups[0].actionName }
    return undoStack.last?.actionName ?? ""
  }

  /// The name of the group ``redo()`` reverts.
  open var redoActionName: String {
    dropGroupsWhoseTargetsAreGone()
    return redoStack.last?.actionName ?? ""
  }

  /// The Undo menu item's title: "Undo", or "Undo " and the action's name.
  open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

  /// The Redo menu item's title: "Redo", or "Redo " and the action's name.
  open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

  /// "Undo" followed by `actionName` when it is not empty.
  open func undoMenuTitle(forUndoActionName actionName: String) -> String {
    actionName.isEmpty ? "Undo" : "Undo \(actionName)"
  }

  /// "Redo" followed by `actionName` when it is not empty.
  open func redoMenuTitle(forUndoActionName actionName: String) -> String {
    actionName.isEmpty ? "Redo" : "Redo \(actionName)"
  }

  // MARK: Registration and clearing

  /// Whether registrations are recorded: not while disabled more often than enabled.
  open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

  /// Stops recording registrations until a matching ``enableUndoRegistration()``.
  open func disableUndoRegistration() { disabledCount += 1 }

  /// Balances one ``disableUndoRegistration()``.
  open func enableUndoRegistration() {
    guard disabledCount > 0 else {
      Diagnostics.log("enableUndoRegistration() without a disable: ignored", module: "OpenUIKit")
      return
    }
    disabledCount -= 1
  }

  /// Empties both stacks (open groups too).
  open func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
    for index in openGroups.indices { openGroups[index].operations.removeAll() }
  }

  /// Removes the operations registered with `target` from both stacks; groups left empty go.
  open func removeAllActions(withTarget target: Any) {
    let object = target as AnyObject
    func strip(_ groups: inout [Group]) {
      for index in groups.indices {
        groups[index].operations.removeAll { $0.target == nil || $0.target === object }
      }
    }
    strip(&undoStack)
    strip(&redoStack)
    strip(&openGroups)
    undoStack.removeAll { $0.operations.isEmpty }
    redoStack.removeAll { $0.operations.isEmpty }
  }

  // MARK: Turn end

  /// Managers with a group opened by event, closed after the turn's commit.
  private static var closingAtTurnEnd: [Weak] = []
  private static var isHookInstalled = false
  private struct Weak { weak var manager: UndoManager? }

  /// Closes the group opened by event at the end of the run-loop turn: after its commit (one is
  /// requested), as Foundation's closes before the run loop waits.
  private func closeAtTurnEnd(requestingCommit: Bool = true) {
    guard !isClosingAtTurnEnd else { return }
    isClosingAtTurnEnd = true
    if !Self.isHookInstalled {
      Self.isHookInstalled = true
      CommitPhases.addAfterCommit { UndoManager.closeEventGroups() }
    }
    Self.closingAtTurnEnd.append(Weak(manager: self))
    if requestingCommit { CommitPhases.requestCommit() }
  }

  /// Closes each queued manager's event group; one the app has already closed (an `undo()`
  /// closes it) is left alone, and one with the app's own groups still open inside it waits for the
  /// turn in which the app closes them (``endUndoGrouping()`` then asks for a commit).
  private static func closeEventGroups() {
    let managers = closingAtTurnEnd.compactMap(\.manager)
    closingAtTurnEnd = []
    for manager in managers {
      manager.isClosingAtTurnEnd = false
      guard manager.hasEventGroup, manager.groupsByEvent else { continue }
      if manager.openGroups.count == 1 {
        manager.endUndoGrouping()
      } else {
        manager.closeAtTurnEnd(requestingCommit: false)
      }
    }
  }

  private func trim(_ stack: inout [Group]) {
    if levelsOfUndo > 0, stack.count > levelsOfUndo {
      stack.removeFirst(stack.count - levelsOfUndo)
    }
  }
}

extension Notification.Name {
  /// Posted when a group opens.
  public static let NSUndoManagerDidOpenUndoGroup = Notification.Name(
    "NSUndoManagerDidOpenUndoGroupNotification")
  /// Posted when a group is about to close.
  public static let NSUndoManagerCheckpoint = Notification.Name(
    "NSUndoManagerCheckpointNotification")
  /// Posted when a group closed.
  public static let NSUndoManagerDidCloseUndoGroup = Notification.Name(
    "NSUndoManagerDidCloseUndoGroupNotification")
  /// Posted before ``UndoManager/undo()`` reverts a group.
  public static let NSUndoManagerWillUndoChange = Notification.Name(
    "NSUndoManagerWillUndoChangeNotification")
  /// Posted after ``UndoManager/undo()`` reverted a group.
  public static let NSUndoManagerDidUndoChange = Notification.Name(
    "NSUndoManagerDidUndoChangeNotification")
  /// Posted before ``UndoManager/redo()`` reverts a group.
  public static let NSUndoManagerWillRedoChange = Notification.Name(
    "NSUndoManagerWillRedoChangeNotification")
  /// Posted after ``UndoManager/redo()`` reverted a group.
  public static let NSUndoManagerDidRedoChange = Notification.Name(
    "NSUndoManagerDidRedoChangeNotification")
}
