import AccessibilityTree
import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

/// The semantics phase: the accessibility tree, rebuilt after layout from what changed and pushed
/// to the observers as incremental updates (`Docs/Accessibility.md`).
///
/// Nothing here runs while no observer listens: the marks views make return at once, the phase
/// reports no work, and no tree is kept. When the first observer arrives the whole tree is built
/// once; after that, each commit rebuilds the subtrees of the nodes whose views changed (their
/// layers changed or await display, their accessibility properties were set, their subviews
/// changed) and pushes only the nodes that differ.
///
/// UIKit's rule on elements holds: an element's subviews are not exposed; plain views are
/// transparent, their elements hang from the nearest exposed ancestor. Mechanics:
/// `+Build` (what a subtree holds), `+Node` (one node from one object), `+Actions`.
@_spi(Platform) @MainActor
public final class AccessibilitySemantics {
  /// The process's tree.
  public static let shared = AccessibilitySemantics()

  /// Read by the marks on hot paths (`UIView.accessibilityNeedsUpdate()`) without touching the
  /// instance: main-thread state, written only by `addObserver`/`removeObserver`.
  nonisolated(unsafe) static var isListeningFlag = false

  /// One exposed object and its last pushed node.
  struct Entry {
    weak var object: UIResponder?
    var node: AccessibilityNode
  }

  var observers: [any AccessibilityTreeObserver] = []
  /// The tree as last pushed, by id.
  var entries: [AccessibilityNodeID: Entry] = [:]
  /// The id of every object with an entry (checked against the entry's weak reference: an
  /// address reused by a new object gets a new id).
  var ids: [ObjectIdentifier: AccessibilityNodeID] = [:]
  var nextID: UInt64 = 1
  /// Objects given an id by the run under way and not yet stored (held until they are).
  var pendingObjects: [AccessibilityNodeID: UIResponder] = [:]
  /// The view whose node had keyboard focus at the last push.
  weak var pushedFocusView: UIView?
  /// Views whose nodes (or whose nearest exposed ancestor's) must be rebuilt.
  var dirtyViews: [UIView] = []
  var dirtyViewIDs = Set<ObjectIdentifier>()
  var needsFullRebuild = false
  /// Notifications posted since the last push, with the object each moves to.
  var pendingEvents: [(UIAccessibility.Notification, Any?)] = []
  /// Where the phase has read the commit's changed layers and layers awaiting display to.
  var changedCursor = 0
  var displayCursor = 0
  /// The keyboard focus as last pushed.
  var pushedFocus: AccessibilityNodeID?
  /// The element an assistive technology last moved its cursor to (`.focus` action).
  public internal(set) weak var cursorObject: UIResponder?
  /// Most nodes one tree holds; the rest is left out with one diagnostic (bad input: a
  /// generated tree without end).
  nonisolated static let maximumNodes = 500_000

  private init() {}

  /// Whether an observer listens.
  public var isListening: Bool { !observers.isEmpty }

  /// Registers `observer`; it is sent the whole tree at the next commit (at once when the tree
  /// is already built).
  public func addObserver(_ observer: any AccessibilityTreeObserver) {
    guard !observers.contains(where: { $0 === observer }) else { return }
    let wasListening = isListening
    observers.append(observer)
    Self.isListeningFlag = true
    registerPhase()
    if wasListening {
      observer.accessibilityTreeDidUpdate(wholeTree())
    } else {
      needsFullRebuild = true
      CommitPhases.requestCommit()
      NotificationCenter.default.post(
        name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
    }
  }

  /// Unregisters `observer`; with the last one the tree is dropped and the phase idles.
  public func removeObserver(_ observer: any AccessibilityTreeObserver) {
    observers.removeAll { $0 === observer }
    guard observers.isEmpty, Self.isListeningFlag else { return }
    Self.isListeningFlag = false
    entries = [:]
    ids = [:]
    dirtyViews = []
    dirtyViewIDs = []
    pendingEvents = []
    pushedFocus = nil
    cursorObject = nil
    NotificationCenter.default.post(
      name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
  }

  /// Queues `view`'s node for the next semantics phase.
  func viewNeedsUpdate(_ view: UIView) {
    guard dirtyViewIDs.insert(ObjectIdentifier(view)).inserted else { return }
    dirtyViews.append(view)
    CommitPhases.requestCommit()
  }

  /// `UIAccessibility.post(notification:argument:)`.
  func post(_ notification: UIAccessibility.Notification, argument: Any?) {
    guard isListening else { return }
    if notification == .screenChanged || notification == .layoutChanged {
      needsFullRebuild = true
    }
    pendingEvents.append((notification, argument))
    CommitPhases.requestCommit()
  }

  /// The node id of `object`, when it is in the tree.
  public func nodeID(of object: UIResponder) -> AccessibilityNodeID? {
    guard let id = ids[ObjectIdentifier(object)], entries[id]?.object === object else { return nil }
    return id
  }

  /// The object a node stands for, while it lives.
  public func object(for id: AccessibilityNodeID) -> UIResponder? { entries[id]?.object }

  private var isPhaseRegistered = false

  private func registerPhase() {
    guard !isPhaseRegistered else { return }
    isPhaseRegistered = true
    CommitPhases.register(
      .semantics, hasWork: { AccessibilitySemantics.shared.hasWork },
      run: { AccessibilitySemantics.shared.run() },
      abandon: {
        let semantics = AccessibilitySemantics.shared
        let names = semantics.dirtyViews.map { "\(type(of: $0))" }
        semantics.dirtyViews = []
        semantics.dirtyViewIDs = []
        return names
      })
    CommitPhases.addAfterCommit {
      // The render emptied the changed layers and the display list.
      AccessibilitySemantics.shared.changedCursor = 0
      AccessibilitySemantics.shared.displayCursor = 0
    }
  }
}
