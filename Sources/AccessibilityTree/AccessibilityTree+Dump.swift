import Foundation

extension AccessibilityTree {
  /// A stable text of the subtree at `root`, one node per line, indented by depth.
  ///
  ///     window "Gallery" [enabled showing active] (0 0 800 600)
  ///       button "Done" [enabled focusable showing] (700 10 80 30) actions=click
  ///       slider "Volume" value="50%" range=0…1 [enabled showing] (10 60 200 30) …
  ///
  /// Role, then the name in quotes, the value, hint and identifier when set, the states in
  /// brackets, the frame in screen points (`x y width height`, rounded to tenths) and the actions.
  /// Tests compare it with a reference file, as pixels are compared with a PNG.
  /// .
  public func dump(from root: AccessibilityNodeID = .application, frames: Bool = true) -> String {
    var lines: [String] = []
    var pending: [(AccessibilityNodeID, Int)] = [(root, 0)]
    var visited = Set<AccessibilityNodeID>()
    while let (id, depth) = pending.popLast() {
      guard let node = nodes[id], visited.insert(id).inserted else { continue }
      lines.append(String(repeating: "  ", count: depth) + node.dumpLine(frames: frames))
      for child in node.children.reversed() { pending.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
  }
}

extension AccessibilityNode {
  /// This node's line of ``AccessibilityTree/dump(from:frames:)``.
  public func dumpLine(frames: Bool = true) -> String {
    var parts = [role.rawValue]
    if !name.isEmpty { parts.append(quoted(name)) }
    if !value.isEmpty { parts.append("value=" + quoted(value)) }
    if let numeric = numericValue {
      var range = "range=\(number(numeric.minimum))…\(number(numeric.maximum))"
      if numeric.step > 0 { range += " step=\(number(numeric.step))" }
      parts.append(range)
    }
    if !hint.isEmpty { parts.append("hint=" + quoted(hint)) }
    if !identifier.isEmpty { parts.append("id=" + quoted(identifier)) }
    if !language.isEmpty { parts.append("lang=\(language)") }
    let stateNames = AccessibilityStates.named.filter { states.contains($0.0) }.map(\.1)
    parts.append("[" + stateNames.joined(separator: " ") + "]")
    if frames {
      let values = [frame.minX, frame.minY, frame.width, frame.height].map { number(Double($0)) }
      parts.append("(" + values.joined(separator: " ") + ")")
    }
    if !actions.isEmpty {
      parts.append("actions=" + actions.map(\.name).joined(separator: ","))
    }
    return parts.joined(separator: " ")
  }

  private func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
    return "\"" + escaped + "\""
  }

  /// Tenths, without a trailing ".0"; "nan" and "inf" as such.
  private func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let tenths = (value * 10).rounded() / 10
    if abs(tenths) >= 1e15 { return String(format: "%.0f", tenths) }
    if tenths == tenths.rounded() { return String(Int64(tenths)) }
    return String(format: "%.1f", tenths)
  }
}
