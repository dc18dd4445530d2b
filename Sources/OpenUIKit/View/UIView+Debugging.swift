import Foundation

extension UIView {
  /// The view tree as indented text, one view a line with its type, frame,
  /// and notable state (an OpenUIKit addition; UIKit's is private).
  public func recursiveDescription() -> String {
    var lines: [String] = []
    func visit(_ view: UIView, _ depth: Int) {
      var parts = ["\(type(of: view))", "frame = \(Self.format(view.frame))"]
      if view.tag != 0 { parts.append("tag = \(view.tag)") }
      if view.isHidden { parts.append("hidden") }
      if view.alpha < 1 { parts.append("alpha = \(view.alpha)") }
      if view.clipsToBounds { parts.append("clipsToBounds") }
      if view.storedOverrideUserInterfaceStyle != .unspecified {
        parts.append("overrideUserInterfaceStyle = \(view.storedOverrideUserInterfaceStyle)")
      }
      lines.append(
        String(repeating: "   | ", count: depth) + "<" + parts.joined(separator: "; ") + ">")
      for subview in view.storedSubviews { visit(subview, depth + 1) }
    }
    visit(self, 0)
    return lines.joined(separator: "\n")
  }

  private static func format(_ rect: CGRect) -> String {
    func number(_ value: CGFloat) -> String {
      value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
    return
      "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
  }
}
