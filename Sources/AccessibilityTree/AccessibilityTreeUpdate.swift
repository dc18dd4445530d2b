/// What changed in an accessibility tree since the last update: pushed by OpenUIKit's semantics
/// phase to every observer (a host bridge, a test), never pulled.
///
/// After the first update, which holds every node, an update holds only nodes that are new or
/// differ from their last pushed version, and the ids of nodes that left the tree.
public struct AccessibilityTreeUpdate: Equatable, Sendable {
  /// New and changed nodes.
  ///
  /// A changed node is sent whole.
  public var nodes: [AccessibilityNode]
  /// Nodes that left the tree (with their subtrees).
  public var removed: [AccessibilityNodeID]
  /// The node with keyboard focus after the update, when it changed; `.application` when focus
  /// left every node.
  public var focus: AccessibilityNodeID?
  /// Notifications posted since the last update, in order.
  public var events: [AccessibilityEvent]

  /// Creates a value.
  public init(
    nodes: [AccessibilityNode] = [], removed: [AccessibilityNodeID] = [],
    focus: AccessibilityNodeID? = nil, events: [AccessibilityEvent] = []
  ) {
    self.nodes = nodes
    self.removed = removed
    self.focus = focus
    self.events = events
  }

  /// Whether it carries nothing.
  public var isEmpty: Bool {
    nodes.isEmpty && removed.isEmpty && focus == nil && events.isEmpty
  }
}

/// A notification for assistive technologies, as `UIAccessibility.post(notification:argument:)`
/// posts it.
public enum AccessibilityEvent: Equatable, Sendable {
  /// Text to speak now (`.announcement`).
  case announcement(String)
  /// A new screen: an assistive technology starts reading at `focus` (`.screenChanged`).
  case screenChanged(focus: AccessibilityNodeID?)
  /// Part of the screen changed (`.layoutChanged`), optionally moving to `focus`.
  case layoutChanged(focus: AccessibilityNodeID?)
  /// A scroll view moved by a page; the text says where it is now (`.pageScrolled`).
  case pageScrolled(String)
}
