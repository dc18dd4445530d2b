import AccessibilityTree
import CGio
import Foundation

extension ATSPIBridge {
  /// AT-SPI coordinate types.
  enum CoordinateType: Int {
    case screen = 0
    case window = 1
    case parent = 2
  }

  /// A node's frame in pixels, in `type`'s coordinates.
  func extents(of node: AccessibilityNode, in type: CoordinateType, tree: AccessibilityTree)
    -> (x: Double, y: Double, width: Double, height: Double)
  {
    let (origin, scale) = shared.withLock { ($0.screenOrigin, $0.scale) }
    var frame = node.frame
    switch type {
    case .screen:
      let window = windowFrame(of: node.id, tree: tree)
      frame = frame.offsetBy(dx: -window.minX, dy: -window.minY)
      return (
        origin.x + frame.minX * scale, origin.y + frame.minY * scale, frame.width * scale,
        frame.height * scale
      )
    case .window:
      let window = windowFrame(of: node.id, tree: tree)
      frame = frame.offsetBy(dx: -window.minX, dy: -window.minY)
    case .parent:
      if let parent = tree.parent(of: node.id), let parentNode = tree.nodes[parent] {
        frame = frame.offsetBy(dx: -parentNode.frame.minX, dy: -parentNode.frame.minY)
      }
    }
    return (frame.minX * scale, frame.minY * scale, frame.width * scale, frame.height * scale)
  }

  /// The frame of the window a node is in.
  private func windowFrame(of id: AccessibilityNodeID, tree: AccessibilityTree) -> CGRect {
    var current: AccessibilityNodeID? = id
    var steps = 0
    while let next = current, steps < 100_000 {
      if let node = tree.nodes[next], node.role == .window || node.role == .dialog,
        tree.parent(of: next) == .application
      {
        return node.frame
      }
      current = tree.parent(of: next)
      steps += 1
    }
    return .zero
  }

  func componentCall(
    _ method: String, node: AccessibilityNode, tree: AccessibilityTree, parameters: OpaquePointer?
  ) -> OpaquePointer? {
    switch method {
    case "GetExtents":
      let type = CoordinateType(rawValue: openuikit_variant_child_integer(parameters, 0)) ?? .screen
      let box = extents(of: node, in: type, tree: tree)
      return openuikit_variant_tuple1(
        openuikit_atspi_extents(
          Self.pixel(box.x), Self.pixel(box.y), Self.pixel(box.width), Self.pixel(box.height)))
    case "GetPosition":
      let type = CoordinateType(rawValue: openuikit_variant_child_integer(parameters, 0)) ?? .screen
      let box = extents(of: node, in: type, tree: tree)
      return openuikit_atspi_pair(Self.pixel(box.x), Self.pixel(box.y))
    case "GetSize":
      let box = extents(of: node, in: .window, tree: tree)
      return openuikit_atspi_pair(Self.pixel(box.width), Self.pixel(box.height))
    case "Contains":
      let x = Double(openuikit_variant_child_integer(parameters, 0))
      let y = Double(openuikit_variant_child_integer(parameters, 1))
      let type = CoordinateType(rawValue: openuikit_variant_child_integer(parameters, 2)) ?? .screen
      let box = extents(of: node, in: type, tree: tree)
      let inside = x >= box.x && y >= box.y && x < box.x + box.width && y < box.y + box.height
      return openuikit_variant_tuple1(g_variant_new_boolean(inside ? 1 : 0))
    case "GetAccessibleAtPoint":
      let x = Double(openuikit_variant_child_integer(parameters, 0))
      let y = Double(openuikit_variant_child_integer(parameters, 1))
      let type = CoordinateType(rawValue: openuikit_variant_child_integer(parameters, 2)) ?? .screen
      return openuikit_variant_tuple1(
        reference(deepest(containing: (x, y), from: node, in: type, tree: tree)))
    case "GetLayer":
      return openuikit_variant_tuple1(g_variant_new_uint32(node.role == .window ? 7 : 3))
    case "GetMDIZOrder":
      return openuikit_variant_tuple1(g_variant_new_int16(-1))
    case "GrabFocus":
      guard node.actions.contains(.focus) else {
        return openuikit_variant_tuple1(g_variant_new_boolean(0))
      }
      handlers.perform(node.id, .focus)
      return openuikit_variant_tuple1(g_variant_new_boolean(1))
    case "GetAlpha":
      return openuikit_variant_tuple1(g_variant_new_double(1))
    case "ScrollTo", "ScrollToPoint":
      return openuikit_variant_tuple1(g_variant_new_boolean(0))
    default:
      return nil
    }
  }

  /// The deepest descendant of `node` (the last child, the one drawn on top, first) whose
  /// extents contain the point; `nil` when `node` does not.
  private func deepest(
    containing point: (Double, Double), from node: AccessibilityNode, in type: CoordinateType,
    tree: AccessibilityTree
  ) -> AccessibilityNodeID? {
    func contains(_ candidate: AccessibilityNode) -> Bool {
      let box = extents(of: candidate, in: type, tree: tree)
      return point.0 >= box.x && point.1 >= box.y && point.0 < box.x + box.width
        && point.1 < box.y + box.height
    }
    guard contains(node) else { return nil }
    var current = node
    var steps = 0
    while steps < 100_000,
      let child = current.children.reversed().compactMap({ tree.nodes[$0] }).first(where: contains)
    {
      current = child
      steps += 1
    }
    return current.id
  }

  /// A pixel coordinate, clamped into `Int32` (a NaN or huge frame reads as 0 or the edge).
  static func pixel(_ value: Double) -> Int32 {
    guard value.isFinite else { return 0 }
    return Int32(clamping: Int64(max(min(value.rounded(), 2e9), -2e9)))
  }
}
