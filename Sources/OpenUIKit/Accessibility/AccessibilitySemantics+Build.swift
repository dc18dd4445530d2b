import AccessibilityTree
import Foundation
@_spi(Compositor) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore

extension AccessibilitySemantics {
  /// Rebuilds subtrees of the tree and collects what differs from what was pushed.
  @MainActor struct TreeBuilder {
    let semantics: AccessibilitySemantics
    /// Nodes new or different from their last pushed version.
    var changedNodes: [AccessibilityNode] = []
    /// Nodes that left the tree.
    var removedRoots: [AccessibilityNodeID] = []
    /// Nodes placed by this run: an object listed twice, or in a cycle of
    /// `accessibilityElements`, is placed once, where it is met first.
    private var placed = Set<AccessibilityNodeID>()
    /// Nodes that may have left the tree: forgotten by `finish()` unless a node stored by this
    /// run lists them.
    private var leaving: [AccessibilityNodeID] = []
    /// The node stored by this run that lists each child.
    private var claimer: [AccessibilityNodeID: AccessibilityNodeID] = [:]

    init(semantics: AccessibilitySemantics) { self.semantics = semantics }

    /// The application's node and each window's own node, keeping the windows' children.
    ///
    /// A new window is built whole, a window gone is removed. Run after the dirty subtrees (a
    /// window rebuilt by them is left as they made it).
    mutating func refreshApplication() {
      let windows = Self.visibleWindows()
      let old = semantics.entries[.application]?.node.children ?? []
      var children: [AccessibilityNodeID] = []
      for window in windows {
        let id = semantics.assignID(window)
        children.append(id)
        if placed.contains(id) { continue }
        if let entry = semantics.entries[id] {
          store(semantics.makeNode(for: window, id: id, children: entry.node.children), window)
        } else {
          rebuild(id, object: window)
        }
      }
      store(semantics.applicationNode(children: children), nil)
      let kept = Set(children)
      for id in old where !kept.contains(id) { remove(subtreeAt: id) }
    }

    /// Rebuilds the subtree at `id` (the whole tree for `.application`).
    mutating func rebuild(_ id: AccessibilityNodeID, object: UIResponder?) {
      guard !placed.contains(id) else { return }
      leaving.append(contentsOf: semantics.subtree(at: id))
      var pending: [(AccessibilityNodeID, UIResponder?)] = [(id, object)]
      while let (nextID, nextObject) = pending.popLast() {
        guard !placed.contains(nextID) else { continue }
        let childIDs = childIDs(of: nextObject)
        let node =
          nextObject.map { semantics.makeNode(for: $0, id: nextID, children: childIDs) }
          ?? semantics.applicationNode(children: childIDs)
        store(node, nextObject)
        for childID in childIDs.reversed() {
          pending.append((childID, semantics.pendingObject(childID)))
        }
      }
    }

    /// Re-reads the node at `id` and its list of children, without the children's subtrees:
    /// children new to it are built whole, those it lost leave (unless placed elsewhere).
    mutating func refresh(_ id: AccessibilityNodeID, object: UIResponder) {
      guard !placed.contains(id) else { return }
      let old = semantics.entries[id]?.node.children ?? []
      // Children rebuilt by this run before their parent are still its children.
      let children = childIDs(of: object, keepingPlaced: true)
      store(semantics.makeNode(for: object, id: id, children: children), object)
      let oldSet = Set(old)
      let newSet = Set(children)
      for child in children where semantics.entries[child] == nil || !oldSet.contains(child) {
        rebuild(child, object: semantics.pendingObject(child))
      }
      for child in old where !newSet.contains(child) {
        leaving.append(contentsOf: semantics.subtree(at: child))
      }
    }

    /// Forgets the nodes that left the tree.
    ///
    /// Those no node stored by this run lists as a child (a hidden view rebuilt because it changed
    /// is one), with what hangs from them. Call once, at the end.
    mutating func finish() {
      var pending = leaving.filter { $0 != .application && claimer[$0] == nil }
      var forgotten = Set<AccessibilityNodeID>()
      while let id = pending.popLast() {
        guard forgotten.insert(id).inserted, let children = forget(id) else { continue }
        for child in children where claimer[child] == nil || claimer[child] == id {
          pending.append(child)
        }
      }
      leaving = []
    }

    /// The ids of `object`'s exposed children (the windows for the application), each object
    /// once.
    private mutating func childIDs(of object: UIResponder?, keepingPlaced: Bool = false)
      -> [AccessibilityNodeID]
    {
      let objects = object.map { semantics.exposedChildren(of: $0) } ?? Self.visibleWindows()
      var result: [AccessibilityNodeID] = []
      var listed = Set<AccessibilityNodeID>()
      for child in objects {
        guard semantics.entries.count + result.count < AccessibilitySemantics.maximumNodes else {
          AccessibilitySemantics.reportTooManyNodes()
          break
        }
        let childID = semantics.assignID(child)
        guard keepingPlaced || !placed.contains(childID), listed.insert(childID).inserted else {
          continue
        }
        result.append(childID)
      }
      return result
    }

    /// Removes the subtree at `id` from the tree.
    private mutating func remove(subtreeAt id: AccessibilityNodeID) {
      leaving.append(contentsOf: semantics.subtree(at: id))
    }

    /// Drops the node; returns its children.
    @discardableResult
    private mutating func forget(_ id: AccessibilityNodeID) -> [AccessibilityNodeID]? {
      guard let entry = semantics.entries.removeValue(forKey: id) else { return nil }
      if let object = entry.object, semantics.ids[ObjectIdentifier(object)] == id {
        semantics.ids[ObjectIdentifier(object)] = nil
      }
      removedRoots.append(id)
      return entry.node.children
    }

    private mutating func store(_ node: AccessibilityNode, _ object: UIResponder?) {
      placed.insert(node.id)
      for child in node.children { claimer[child] = node.id }
      if semantics.entries[node.id]?.node != node { changedNodes.append(node) }
      semantics.entries[node.id] = Entry(object: object, node: node)
      semantics.pendingObjects[node.id] = nil
    }

    /// The windows shown, in the order they were made.
    static func visibleWindows() -> [UIWindow] {
      UIWindow.registry.elements.filter { !$0.isHidden }
    }
  }

  /// The id of `object`, assigned on first sight.
  func assignID(_ object: UIResponder) -> AccessibilityNodeID {
    let key = ObjectIdentifier(object)
    if let id = ids[key], entries[id]?.object === object || pendingObjects[id] === object {
      return id
    }
    let id = AccessibilityNodeID(nextID)
    nextID += 1
    ids[key] = id
    pendingObjects[id] = object
    return id
  }

  /// The object of an id assigned but not yet stored.
  func pendingObject(_ id: AccessibilityNodeID) -> UIResponder? {
    pendingObjects[id] ?? entries[id]?.object
  }

  /// The ids of the subtree at `id` as last pushed.
  func subtree(at id: AccessibilityNodeID) -> [AccessibilityNodeID] {
    var result: [AccessibilityNodeID] = []
    var seen = Set<AccessibilityNodeID>()
    var pending = [id]
    while let next = pending.popLast() {
      guard seen.insert(next).inserted, let entry = entries[next] else { continue }
      result.append(next)
      pending.append(contentsOf: entry.node.children)
    }
    return result
  }

  static func reportTooManyNodes() {
    Diagnostics.once(
      "accessibility-too-many-nodes",
      "the accessibility tree reached \(maximumNodes) nodes; the elements past it are not exposed "
        + "to assistive technologies. A container lists elements without end?",
      module: "OpenUIKit")
  }
}
