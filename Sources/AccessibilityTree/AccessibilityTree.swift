/// The tree an observer keeps from the updates it is pushed: every node by id, and what each
/// update changed, so that a bridge can tell its clients.
public struct AccessibilityTree: Sendable {
  /// Every node, by id.
  public private(set) var nodes: [AccessibilityNodeID: AccessibilityNode] = [:]
  /// Each node's parent.
  public private(set) var parents: [AccessibilityNodeID: AccessibilityNodeID] = [:]
  /// The node with keyboard focus, if any.
  public private(set) var focus: AccessibilityNodeID?

  /// Creates a value.
  public init() {}

  /// What one update changed in a node, for the events a bridge emits.
  public enum Change: Equatable, Sendable {
    case added(AccessibilityNodeID)
    case removed(AccessibilityNodeID)
    case name(AccessibilityNodeID)
    case hint(AccessibilityNodeID)
    case value(AccessibilityNodeID)
    case states(AccessibilityNodeID, added: AccessibilityStates, removed: AccessibilityStates)
    case frame(AccessibilityNodeID)
    case children(AccessibilityNodeID)
    case role(AccessibilityNodeID)
    case focus(AccessibilityNodeID?)
    /// The text of a label or text input changed.
    case text(AccessibilityNodeID)
    /// The caret or the selection of a text input moved.
    case textSelection(AccessibilityNodeID)
    /// A table's rows changed: how many, or which are selected.
    case table(AccessibilityNodeID)
  }

  /// Applies `update` and returns what changed, parents' children before the nodes added.
  @discardableResult
  public mutating func apply(_ update: AccessibilityTreeUpdate) -> [Change] {
    var changes: [Change] = []
    for id in update.removed { removeSubtree(id, into: &changes) }
    for node in update.nodes {
      if let old = nodes[node.id] {
        if old.role != node.role { changes.append(.role(node.id)) }
        if old.name != node.name { changes.append(.name(node.id)) }
        if old.hint != node.hint { changes.append(.hint(node.id)) }
        if old.value != node.value || old.numericValue != node.numericValue {
          changes.append(.value(node.id))
        }
        if old.states != node.states {
          changes.append(
            .states(
              node.id, added: node.states.subtracting(old.states),
              removed: old.states.subtracting(node.states)))
        }
        if old.frame != node.frame { changes.append(.frame(node.id)) }
        if old.children != node.children { changes.append(.children(node.id)) }
        if old.text?.string != node.text?.string { changes.append(.text(node.id)) }
        if old.text?.selection != node.text?.selection || old.text?.caret != node.text?.caret {
          changes.append(.textSelection(node.id))
        }
        if old.table != node.table || old.rowIndex != node.rowIndex {
          changes.append(.table(node.id))
        }
      } else {
        changes.append(.added(node.id))
      }
      nodes[node.id] = node
      for child in node.children { parents[child] = node.id }
    }
    if let focus = update.focus {
      let new = focus == .application ? nil : focus
      if new != self.focus {
        self.focus = new
        changes.append(.focus(new))
      }
    }
    return changes
  }

  private mutating func removeSubtree(_ id: AccessibilityNodeID, into changes: inout [Change]) {
    // Iterative: a deep tree must not exhaust the stack.
    var pending = [id]
    while let next = pending.popLast() {
      guard let node = nodes.removeValue(forKey: next) else { continue }
      parents[next] = nil
      if focus == next { focus = nil }
      changes.append(.removed(next))
      pending.append(contentsOf: node.children)
    }
  }

  /// The node's parent; `nil` for the application and for nodes not in the tree.
  public func parent(of id: AccessibilityNodeID) -> AccessibilityNodeID? { parents[id] }

  /// The node's index among its parent's children.
  public func indexInParent(of id: AccessibilityNodeID) -> Int? {
    guard let parent = parents[id] else { return nil }
    return nodes[parent]?.children.firstIndex(of: id)
  }
}
