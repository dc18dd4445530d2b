@_exported import AccessibilityTree
import Foundation
@_spi(Platform) import OpenUIKit
import Testing

/// An assistive technology for headless tests: it listens to the accessibility tree (so
/// `UIAccessibility.isVoiceOverRunning` is true), keeps every update it is pushed, and reads,
/// dumps and acts on the tree as a screen reader would.
///
///     let recorder = AccessibilityRecorder()
///     defer { recorder.stop() }
///     runCommit()
///     #expect(recorder.node(named: "Save")?.role == .button)
///     recorder.perform(.activate, on: "Save")
///
/// As AccessKit's test adapter captures every update, `updates` holds each push in order, and
/// `changes` what each changed.
@preconcurrency @MainActor
public final class AccessibilityRecorder {
  /// Every update pushed since `start()`, in order.
  public private(set) var updates: [AccessibilityTreeUpdate] = []
  /// What each update changed in the tree.
  public private(set) var changes: [[AccessibilityTree.Change]] = []
  /// The tree as the updates built it.
  public private(set) var tree = AccessibilityTree()

  /// Creates a recorder, listening at once unless `listening` is false.
  public init(listening: Bool = true) {
    if listening { start() }
  }

  /// The observer registered for it (the protocol is not public API).
  private lazy var listener = Listener(recorder: self)

  /// Starts listening: the next commit pushes the whole tree.
  public func start() { AccessibilitySemantics.shared.addObserver(listener) }

  /// Stops listening; with no other observer the app stops building the tree.
  public func stop() { AccessibilitySemantics.shared.removeObserver(listener) }

  private func receive(_ update: AccessibilityTreeUpdate) {
    updates.append(update)
    changes.append(tree.apply(update))
  }

  private final class Listener: AccessibilityTreeObserver {
    weak var recorder: AccessibilityRecorder?
    init(recorder: AccessibilityRecorder) { self.recorder = recorder }
    func accessibilityTreeDidUpdate(_ update: AccessibilityTreeUpdate) {
      recorder?.receive(update)
    }
  }

  /// Forgets the updates recorded so far (the tree stays).
  public func clearUpdates() {
    updates = []
    changes = []
  }

  /// The events (announcements, screen changes) pushed so far, in order.
  public var events: [AccessibilityEvent] { updates.flatMap(\.events) }

  /// The dump of the tree (``AccessibilityTree/dump(from:frames:)``) after a commit, from the
  /// node of `window` (the application when `nil`).
  public func dump(of window: UIWindow? = nil, frames: Bool = true) -> String {
    runCommit()
    let root = window.flatMap { AccessibilitySemantics.shared.nodeID(of: $0) } ?? .application
    return tree.dump(from: root, frames: frames)
  }

  /// The first node, in reading order, with this name (and role, when given).
  public func node(named name: String, role: AccessibilityRole? = nil) -> AccessibilityNode? {
    nodes(where: { $0.name == name && (role == nil || $0.role == role) }).first
  }

  /// The node of `object`, when it is in the tree.
  public func node(for object: UIResponder) -> AccessibilityNode? {
    AccessibilitySemantics.shared.nodeID(of: object).flatMap { tree.nodes[$0] }
  }

  /// The nodes that satisfy `predicate`, in reading order.
  public func nodes(where predicate: (AccessibilityNode) -> Bool) -> [AccessibilityNode] {
    var result: [AccessibilityNode] = []
    var pending: [AccessibilityNodeID] = [.application]
    var seen = Set<AccessibilityNodeID>()
    while let id = pending.popLast() {
      guard seen.insert(id).inserted, let node = tree.nodes[id] else { continue }
      if predicate(node) { result.append(node) }
      pending.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// Performs `action` on the node named `name`, as an assistive technology would, then commits;
  /// returns whether it was done.
  @discardableResult
  public func perform(_ action: AccessibilityAction, on name: String) -> Bool {
    guard let node = node(named: name) else { return false }
    return perform(action, on: node.id)
  }

  /// Performs `action` on the node `id`, then commits; returns whether it was done.
  @discardableResult
  public func perform(_ action: AccessibilityAction, on id: AccessibilityNodeID) -> Bool {
    let done = AccessibilitySemantics.shared.perform(action, on: id)
    runCommit()
    return done
  }

  /// Asks the node `id` for an edit of its text or rows, as an assistive technology would (AT-SPI's
  /// `EditableText`, `Text` and `Table`), then commits; returns whether it was done.
  @discardableResult
  public func request(_ request: AccessibilityRequest, on id: AccessibilityNodeID) -> Bool {
    let done = AccessibilitySemantics.shared.handle(request, on: id)
    runCommit()
    return done
  }
}

/// Compares a text (an accessibility tree's dump) with the reference `Snapshots/<name>.txt` beside
/// the tests, as ``assertSnapshot(_:named:tolerance:filePath:sourceLocation:)`` compares images.
///
/// A missing reference, or `RECORD_SNAPSHOTS=1`, records it and fails, so that a new reference is
/// read before it is accepted. A mismatch names the first differing line.
public func assertTextSnapshot(
  _ text: String, named name: String, filePath: StaticString = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let testsDirectory = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
  let snapshots = snapshotsDirectory(from: testsDirectory)
  let reference = snapshots.appendingPathComponent("\(name).txt")
  let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  if record || !FileManager.default.fileExists(atPath: reference.path) {
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: reference, atomically: true, encoding: .utf8)
    Issue.record(
      Comment(
        rawValue: "\(record ? "Re-recorded" : "Recorded a new") reference \(reference.path). "
          + "Read it; if it is right, run the tests again to accept it."),
      sourceLocation: sourceLocation)
    return
  }
  let expected = try String(contentsOf: reference, encoding: .utf8)
  guard expected != text else { return }
  let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let first =
    zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(actualLines.count, expectedLines.count)
  let actualLine = first < actualLines.count ? String(actualLines[first]) : "(end)"
  let expectedLine = first < expectedLines.count ? String(expectedLines[first]) : "(end)"
  Issue.record(
    Comment(
      rawValue: "\(name): line \(first + 1) differs.\n  expected: \(expectedLine)\n  actual:   "
        + "\(actualLine)\nWhole text:\n\(text)\nIf it is right, record it with RECORD_SNAPSHOTS=1."),
    sourceLocation: sourceLocation)
}
