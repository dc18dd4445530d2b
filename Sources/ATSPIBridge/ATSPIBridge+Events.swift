import AccessibilityTree
import CGio
import Foundation

extension ATSPIBridge {
  static let objectEvents = "org.a11y.atspi.Event.Object"
  static let windowEvents = "org.a11y.atspi.Event.Window"

  /// Emits the AT-SPI events that describe `changes` (GTK 4's set: children, names,
  /// descriptions, values, states, bounds, text, caret, selections, window activation) and the
  /// posted notifications.
  func emitEvents(
    for changes: [AccessibilityTree.Change], events: [AccessibilityEvent],
    previous: AccessibilityTree
  ) {
    let tree = shared.withLock { $0.tree }
    var added = Set<AccessibilityNodeID>()
    for change in changes { if case .added(let id) = change { added.insert(id) } }
    for change in changes {
      switch change {
      case .added(let id):
        // The root of each new subtree, once: its parent says it has a new child.
        guard let parent = tree.parent(of: id), !added.contains(parent) else { continue }
        emit(
          "ChildrenChanged", on: parent, detail: "add",
          detail1: Int32(tree.indexInParent(of: id) ?? -1), data: reference(id))
      case .removed(let id):
        guard let parent = previous.parent(of: id), tree.nodes[parent] != nil else { continue }
        emit(
          "ChildrenChanged", on: parent, detail: "remove",
          detail1: Int32(previous.indexInParent(of: id) ?? -1), data: reference(id))
      case .name(let id):
        emit(
          "PropertyChange", on: id, detail: "accessible-name",
          data: g_variant_new_string(tree.nodes[id]?.name ?? ""))
      case .hint(let id):
        emit(
          "PropertyChange", on: id, detail: "accessible-description",
          data: g_variant_new_string(tree.nodes[id]?.hint ?? ""))
      case .value(let id):
        emit(
          "PropertyChange", on: id, detail: "accessible-value",
          data: g_variant_new_double(tree.nodes[id]?.numericValue?.current ?? 0))
      case .role(let id):
        emit(
          "PropertyChange", on: id, detail: "accessible-role",
          data: g_variant_new_uint32(tree.nodes[id].map { ATSPIMapping.role($0.role) } ?? 0))
      case .states(let id, let gained, let lost):
        guard let node = tree.nodes[id] else { continue }
        // Orca follows the active window by the window events, not the state.
        if node.role == .window, gained.contains(.active) || lost.contains(.active) {
          emit(
            gained.contains(.active) ? "Activate" : "Deactivate", on: id,
            interface: Self.windowEvents)
        }
        for state in ATSPIMapping.states(gained, role: node.role) {
          emit("StateChanged", on: id, detail: state.eventName, detail1: 1)
        }
        for state in ATSPIMapping.states(lost, role: node.role) {
          emit("StateChanged", on: id, detail: state.eventName, detail1: 0)
        }
      case .frame(let id):
        guard let node = tree.nodes[id] else { continue }
        let box = extents(of: node, in: .screen, tree: tree)
        emit(
          "BoundsChanged", on: id,
          data: openuikit_atspi_extents(
            Self.pixel(box.x), Self.pixel(box.y), Self.pixel(box.width), Self.pixel(box.height)))
      case .text, .textSelection:
        emitTextEvents(for: change, tree: tree, previous: previous)
      case .table(let id):
        if tree.nodes[id]?.table?.selectedRows != previous.nodes[id]?.table?.selectedRows {
          emit("SelectionChanged", on: id)
        }
      case .children, .focus:
        break  // told by the adds and removes, and by the focused state
      }
    }
    for event in events {
      switch event {
      case .announcement(let text), .pageScrolled(let text):
        // at-spi2-core 2.46's announcement: Orca speaks it (politeness 1: polite).
        emit("Announcement", on: .application, detail1: 1, data: g_variant_new_string(text))
      case .screenChanged, .layoutChanged:
        break  // the tree's own changes tell
      }
    }
  }

  /// Emits one `org.a11y.atspi.Event.Object` (or `.Window`) signal from a node's path.
  func emit(
    _ member: String, on id: AccessibilityNodeID, detail: String = "", detail1: Int32 = 0,
    detail2: Int32 = 0, data: OpaquePointer? = nil, interface: String = objectEvents
  ) {
    let body = openuikit_atspi_event(detail, detail1, detail2, data ?? g_variant_new_int32(0))
    var error: UnsafeMutablePointer<GError>?
    if g_dbus_connection_emit_signal(
      connection, nil, Self.path(of: id), interface, member, body, &error) == 0
    {
      _ = Self.consume(error)  // a closed bus: nobody to tell
    }
  }
}
