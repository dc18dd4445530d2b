import Foundation

extension AccessibilitySemantics {
  /// Whether `object` is a node of the tree: an element, or a container that means something.
  ///
  /// Plain views are transparent: their elements hang from the nearest exposed ancestor.
  func isExposed(_ object: UIResponder) -> Bool {
    if object is UIWindow { return true }
    if object.isAccessibilityElement {
      // A label with nothing to say is skipped, as VoiceOver skips it.
      if object is UILabel, object.accessibilityLabel?.isEmpty != false,
        object.accessibilityValue?.isEmpty != false
      {
        return false
      }
      return true
    }
    if object.accessibilityViewIsModal || object.shouldGroupAccessibilityChildren { return true }
    if object.accessibilityContainerType != .none { return true }
    if object.accessibilityElementCount() > 0 { return true }
    // Containers UIKit's own views make (scroll areas, tables, bars).
    return object is UIScrollView || object is UINavigationBar || Self.isCell(object)
  }

  /// Whether a view can be seen: not hidden, not transparent.
  static func isVisible(_ view: UIView) -> Bool {
    !view.isHidden && view.alpha > 0.01
  }

  /// The exposed children of `object`, in reading order.
  ///
  /// The elements it lists, else those of its subviews (through transparent ones). An element's own
  /// subviews are not exposed.
  func exposedChildren(of object: UIResponder) -> [UIResponder] {
    if object.accessibilityElementsHidden { return [] }
    if object.isAccessibilityElement && !(object is UIWindow) { return [] }
    var result: [UIResponder] = []
    let count = object.accessibilityElementCount()
    if count > 0 {
      for index in 0..<min(count, Self.maximumNodes) {
        guard let listed = object.accessibilityElement(at: index) as? UIResponder else { continue }
        if let view = listed as? UIView, !Self.isVisible(view) { continue }
        if isExposed(listed) {
          result.append(listed)
        } else if let view = listed as? UIView {
          collect(from: view, into: &result)
        }
      }
      return result
    }
    if let view = object as? UIView { collect(from: view, into: &result) }
    // A table's or collection view's subviews are in no reading order (reused cells): a table's
    // by position, a collection view's (and a section scrolling across) by index path.
    if let table = object as? UITableView { return Self.inReadingOrder(result, in: table) }
    if let grid = object as? UICollectionView { return grid.inIndexPathOrder(result) }
    if let band = object as? OrthogonalScrollView, let grid = band.owner {
      return grid.inIndexPathOrder(result)
    }
    return result
  }

  /// Top to bottom in lines, each leading to trailing (right to left in a right-to-left layout),
  /// by the elements' frames: an element whose middle is above the bottom of the line's first
  /// element joins that line (a switch beside its caption), as VoiceOver reads.
  static func inReadingOrder(_ objects: [UIResponder], in view: UIView) -> [UIResponder] {
    let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let frames = objects.map { finite($0.accessibilityFrame) }
    let byMiddle = objects.indices.sorted { (frames[$0].midY, $0) < (frames[$1].midY, $1) }
    var lines: [[Int]] = []
    var lineBottom = -CGFloat.infinity
    for index in byMiddle {
      if lines.isEmpty || frames[index].midY >= lineBottom {
        lines.append([index])
        lineBottom = frames[index].maxY
      } else {
        lines[lines.count - 1].append(index)
      }
    }
    return lines.flatMap { line in
      line.sorted {
        let (first, second) = (frames[$0], frames[$1])
        let keys = rightToLeft ? (-first.maxX, -second.maxX) : (first.minX, second.minX)
        return (keys.0, $0) < (keys.1, $1)
      }.map { objects[$0] }
    }
  }

  /// The exposed views under `view` (not `view` itself), through transparent ones.
  func exposedDescendants(of view: UIView) -> [UIResponder] {
    var result: [UIResponder] = []
    collect(from: view, into: &result)
    return result
  }

  /// Appends the exposed views under `view` (not `view` itself), walking through transparent ones
  /// depth first.
  ///
  /// Among siblings, a modal view (`accessibilityViewIsModal`) hides the others; the last one wins.
  private func collect(from root: UIView, into result: inout [UIResponder]) {
    // An explicit stack: a deep hierarchy must not exhaust the thread's stack.
    var pending: [UIView] = Array(Self.readableSubviews(of: root).reversed())
    while let view = pending.popLast() {
      if isExposed(view) {
        result.append(view)
      } else if !view.accessibilityElementsHidden {
        pending.append(contentsOf: Self.readableSubviews(of: view).reversed())
      }
    }
  }

  /// The visible subviews, or the last modal one alone.
  private static func readableSubviews(of view: UIView) -> [UIView] {
    let visible = view.subviews.filter(isVisible)
    if let modal = visible.last(where: { $0.accessibilityViewIsModal }) { return [modal] }
    return visible
  }
}
