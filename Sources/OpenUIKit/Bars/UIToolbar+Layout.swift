import Foundation

/// The toolbar's item views: made per item (spaces have none), laid in a row with flexible spaces
/// sharing what is left, mirrored right to left.
extension UIToolbar {
  /// The gap between two neighbouring items, and the margin at each edge.
  static let itemGap: CGFloat = 12
  static let edgeMargin: CGFloat = 16

  func replaceItems(_ items: [UIBarButtonItem]) {
    for item in storedItems where item.bar === self { item.bar = nil }
    storedItems = items
    for item in items { item.bar = self }
    itemsDidChange()
  }

  func applyAppearance() {
    backgroundColor =
      barTintColor ?? standardAppearance.backgroundColor ?? .secondarySystemBackground
    hairline.backgroundColor = standardAppearance.shadowColor
    hairline.isHidden = standardAppearance.shadowColor == nil
  }

  func makeItemViews() {
    needsItemViews = false
    for view in itemViews where view.superview === self { view.removeFromSuperview() }
    itemViews = storedItems.filter { !$0.isSpace }.map(BarButtonView.view(for:))
    for view in itemViews { addSubview(view) }
    bringSubviewToFront(hairline)
  }

  /// One pass to measure (views, fixed spaces, gaps between neighbouring views), one to place.
  func layOutItems() {
    let scale = max(traitCollection.displayScale, 1)
    hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / scale)
    let rowHeight = Self.rowHeight
    var used: CGFloat = 0
    var flexibleCount = 0
    var views = itemViews.makeIterator()
    var previousWasView = false
    var slots: [(view: UIView?, width: CGFloat)] = []
    for item in storedItems {
      switch item.systemItem {
      case .flexibleSpace?:
        flexibleCount += 1
        slots.append((nil, -1))
        previousWasView = false
      case .fixedSpace?:
        let width = item.width.isFinite ? max(item.width, 0) : 0
        used += width
        slots.append((nil, width))
        previousWasView = false
      default:
        guard let view = views.next() else { continue }
        let width = itemWidth(of: view)
        if previousWasView { used += Self.itemGap }
        used += width
        slots.append((view, width))
        previousWasView = true
      }
    }
    let room = bounds.width - 2 * Self.edgeMargin
    let flexible = flexibleCount > 0 ? max(0, room - used) / CGFloat(flexibleCount) : 0
    var x = Self.edgeMargin
    previousWasView = false
    for slot in slots {
      guard let view = slot.view else {
        x += slot.width < 0 ? flexible : slot.width
        previousWasView = false
        continue
      }
      if previousWasView { x += Self.itemGap }
      let height = min(itemHeight(of: view), rowHeight)
      view.frame = CGRect(
        x: x.rounded(), y: ((rowHeight - height) / 2).rounded(), width: slot.width,
        height: height)
      x += slot.width
      previousWasView = true
    }
    mirrorForRightToLeft(itemViews, in: bounds)
  }

  private func itemWidth(of view: UIView) -> CGFloat {
    if view is BarButtonView {
      return view.sizeThatFits(CGSize(width: bounds.width, height: Self.rowHeight)).width
    }
    let size =
      view.frame.size == .zero
      ? view.sizeThatFits(CGSize(width: bounds.width, height: Self.rowHeight)) : view.frame.size
    return min(size.width, bounds.width)
  }

  private func itemHeight(of view: UIView) -> CGFloat {
    if view is BarButtonView { return Self.rowHeight }
    return view.frame.size == .zero
      ? view.sizeThatFits(CGSize(width: bounds.width, height: Self.rowHeight)).height
      : view.frame.height
  }
}
