import AccessibilityTree
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension AccessibilitySemantics {
  /// Whether the phase has work: only while an observer listens.
  var hasWork: Bool {
    guard isListening else { return false }
    if needsFullRebuild || !dirtyViews.isEmpty || !pendingEvents.isEmpty { return true }
    if CommitPhases.changedLayers(from: changedCursor).count > 0 { return true }
    if CommitPhases.layersAwaitingDisplay.count > displayCursor { return true }
    return focusedNodeID() != pushedFocus
  }

  /// The phase: rebuilds what changed and pushes the difference.
  func run() {
    guard isListening else { return }
    sweepChangedLayers()
    // The focused state moves between two nodes.
    let focusedView = Self.keyboardFocusView()
    if focusedView !== pushedFocusView {
      if let old = pushedFocusView { mark(old) }
      if let new = focusedView { mark(new) }
      pushedFocusView = focusedView
    }
    var update = AccessibilityTreeUpdate()
    var builder = TreeBuilder(semantics: self)
    if needsFullRebuild {
      needsFullRebuild = false
      builder.rebuild(.application, object: nil)
    } else {
      // The application's own node each time: windows come and go, and their states follow the
      // key window; their subtrees only when something in them changed.
      let work = dirtyWork()
      for (id, object) in work.rebuild { builder.rebuild(id, object: object) }
      for (id, object) in work.refresh { builder.refresh(id, object: object) }
      builder.refreshApplication()
    }
    builder.finish()
    dirtyViews = []
    dirtyViewIDs = []
    for (id, object) in pendingObjects where entries[id] == nil {
      if ids[ObjectIdentifier(object)] == id { ids[ObjectIdentifier(object)] = nil }
    }
    pendingObjects = [:]
    // A node stored and then found gone in the same run is only removed.
    update.nodes = builder.changedNodes.filter { entries[$0.id]?.node == $0 }
    update.removed = builder.removedRoots
    let focus = focusedNodeID()
    if focus != pushedFocus {
      pushedFocus = focus
      update.focus = focus ?? .application
    }
    update.events = takeEvents()
    guard !update.isEmpty else { return }
    for observer in observers { observer.accessibilityTreeDidUpdate(update) }
  }

  /// Every node as it stands, for an observer registered after the first build.
  func wholeTree() -> AccessibilityTreeUpdate {
    var nodes: [AccessibilityNode] = []
    var pending: [AccessibilityNodeID] = [.application]
    while let id = pending.popLast() {
      guard let entry = entries[id] else { continue }
      nodes.append(entry.node)
      pending.append(contentsOf: entry.node.children.reversed())
    }
    return AccessibilityTreeUpdate(nodes: nodes, focus: pushedFocus)
  }

  /// Marks the views of the layers the commit changed or will display: their appearance changed,
  /// which is where a value, a state or a frame shows.
  private func sweepChangedLayers() {
    let changed = CommitPhases.changedLayers(from: changedCursor)
    changedCursor = changed.endIndex
    for layer in changed { if let view = Self.owningView(of: layer) { mark(view) } }
    let display = CommitPhases.layersAwaitingDisplay
    if display.count < displayCursor { displayCursor = 0 }
    for layer in display[displayCursor...] {
      if let view = Self.owningView(of: layer) { mark(view) }
    }
    displayCursor = display.count
  }

  private func mark(_ view: UIView) {
    if dirtyViewIDs.insert(ObjectIdentifier(view)).inserted { dirtyViews.append(view) }
  }

  /// The view a layer belongs to: its own, or the nearest ancestor layer's.
  static func owningView(of layer: CALayer) -> UIView? {
    var current: CALayer? = layer
    var steps = 0
    while let candidate = current, steps < 10_000 {
      if let view = candidate.delegate as? UIView { return view }
      current = candidate.superlayer
      steps += 1
    }
    return nil
  }

  /// What the dirty views ask for.
  ///
  /// A view with a node: its subtree rebuilt, and its parent's list of children re-read (it may
  /// have been hidden or stopped being an element). A view without one: the nodes under it rebuilt
  /// (they may have moved), and the list of children of the node above it re-read. Rebuilds come
  /// shallowest first.
  private func dirtyWork() -> (
    rebuild: [(AccessibilityNodeID, UIResponder)], refresh: [(AccessibilityNodeID, UIResponder)]
  ) {
    var rebuild: [(id: AccessibilityNodeID, object: UIResponder, depth: Int)] = []
    var refresh: [(AccessibilityNodeID, UIResponder)] = []
    var queued = Set<AccessibilityNodeID>()
    var refreshed = Set<AccessibilityNodeID>()
    for view in dirtyViews {
      guard view.window != nil else { continue }  // gone: its old parent is dirty too
      let depth = Self.depth(of: view)
      if let id = nodeID(of: view) {
        if queued.insert(id).inserted { rebuild.append((id, view, depth)) }
      } else {
        for descendant in exposedDescendants(of: view) {
          guard let id = nodeID(of: descendant) else { continue }
          if queued.insert(id).inserted { rebuild.append((id, descendant, depth + 1)) }
        }
      }
      var current = view.superview
      while let candidate = current {
        if let id = nodeID(of: candidate) {
          if refreshed.insert(id).inserted { refresh.append((id, candidate)) }
          break
        }
        current = candidate.superview
      }
    }
    rebuild.sort { $0.depth < $1.depth }
    return (rebuild.map { ($0.id, $0.object) }, refresh)
  }

  private static func depth(of view: UIView) -> Int {
    var depth = 0
    var current = view.superview
    while let next = current {
      depth += 1
      current = next.superview
    }
    return depth
  }

  /// The node of the key window's first responder or focused view (or of its nearest exposed
  /// ancestor).
  func focusedNodeID() -> AccessibilityNodeID? {
    var current = Self.keyboardFocusView()
    while let view = current {
      if let id = nodeID(of: view) { return id }
      current = view.superview
    }
    return nil
  }

  /// The key window's first responder, else its focused view.
  static func keyboardFocusView() -> UIView? {
    guard let window = UIWindow.registry.elements.first(where: { $0.isKeyWindow }) else {
      return nil
    }
    return (window.firstResponder as? UIView) ?? window.focusedView
  }

  /// The posted notifications as events, their objects resolved to the rebuilt tree.
  private func takeEvents() -> [AccessibilityEvent] {
    let posted = pendingEvents
    pendingEvents = []
    return posted.flatMap { notification, argument -> [AccessibilityEvent] in
      let target = (argument as? UIResponder).flatMap { nodeID(of: $0) }
      let text = (argument as? String) ?? (argument as? NSAttributedString)?.string
      // A screen or layout change with a string speaks it (UIKit's documented argument).
      let spoken = text.map { [AccessibilityEvent.announcement($0)] } ?? []
      switch notification {
      case .announcement: return spoken
      case .screenChanged: return [.screenChanged(focus: target)] + spoken
      case .layoutChanged: return [.layoutChanged(focus: target)] + spoken
      case .pageScrolled: return text.map { [.pageScrolled($0)] } ?? []
      default: return []
      }
    }
  }
}
