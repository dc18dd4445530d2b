import Foundation

/// A menu taller than the window's room scrolls, as the Mac's menus do.
///
/// It opens below the point it is shown at, or above it when there is more room there, and takes
/// at most the room on that side (within ``edgeInset`` of the window's edges). Rows scrolled out
/// at the top leave an arrow strip there (▲), rows still below one at the bottom (▼); pressing a
/// strip scrolls a page, the wheel or touchpad scrolls, and a row highlighted by the keys is
/// scrolled into view. Only the rows in view are drawn, so a menu of 10,000 items costs its
/// frame's pixels (a menu drawn whole, taller than a bitmap can be, was not drawn at all).
extension MenuView {
  /// The height of the arrow strips.
  static let arrowHeight: CGFloat = 18
  /// How close to the window's edges a menu comes.
  static let edgeInset: CGFloat = 4

  /// The furthest the rows scroll.
  var maximumScrollOffset: CGFloat { max(contentHeight - bounds.height, 0) }

  /// Whether rows are scrolled out above (the top strip shows).
  var showsTopArrow: Bool { scrollOffset > 0 }

  /// Whether rows lie below the frame (the bottom strip shows).
  var showsBottomArrow: Bool { scrollOffset < maximumScrollOffset }

  /// Places the menu with its top-left corner at `location` in `area` (a window's bounds): moved
  /// left to stay inside, opened upward when there is more room above, and as tall as the room
  /// on its side allows.
  func place(at location: CGPoint, in area: CGRect) {
    placementBounds = area
    let inset = Self.edgeInset
    let below = area.maxY - inset - location.y
    let above = location.y - area.minY - inset
    let height: CGFloat
    let y: CGFloat
    if contentHeight <= below || below >= above {
      height = min(contentHeight, max(below, Self.rowHeight))
      y = location.y
    } else {
      height = min(contentHeight, above)
      y = location.y - height
    }
    frame = CGRect(
      x: max(min(location.x, area.maxX - contentWidth - inset), area.minX + inset), y: y,
      width: contentWidth, height: height)
    scrollOffset = 0
    setNeedsDisplay()
  }

  /// Sizes the menu again after its rows changed (a submenu opened or closed), its top-left
  /// corner at `origin`, as tall as the room below allows.
  func fit(at origin: CGPoint) {
    guard let area = placementBounds else {
      frame.origin = origin
      return
    }
    let room = area.maxY - Self.edgeInset - origin.y
    frame = CGRect(
      x: origin.x, y: origin.y, width: contentWidth,
      height: min(contentHeight, max(room, Self.rowHeight)))
    scroll(to: 0)
  }

  /// Scrolls the rows to `offset`, kept between 0 and ``maximumScrollOffset``.
  func scroll(to offset: CGFloat) {
    let clamped = offset.isFinite ? min(max(offset, 0), maximumScrollOffset) : 0
    guard clamped != scrollOffset else { return }
    scrollOffset = clamped
    setNeedsDisplay()
  }

  /// Scrolls the least that shows the row at `index` whole, clear of the arrow strips.
  func reveal(_ index: Int) {
    guard rows.indices.contains(index), maximumScrollOffset > 0 else { return }
    let top = rowTops[index]
    let bottom = top + height(of: rows[index])
    if top - scrollOffset < (showsTopArrow ? Self.arrowHeight : 0) {
      // Scrolled to the top, the strip goes: the first rows need no room for it.
      let offset = top - Self.arrowHeight
      scroll(to: offset <= Self.padding ? 0 : offset)
    } else if bottom - scrollOffset > bounds.height - (showsBottomArrow ? Self.arrowHeight : 0) {
      let offset = bottom - bounds.height + Self.arrowHeight
      scroll(to: offset >= maximumScrollOffset - Self.padding ? maximumScrollOffset : offset)
    }
  }

  /// The indexes of the rows that `rect` (the menu's coordinates) shows.
  func visibleRows(in rect: CGRect) -> Range<Int> {
    let top = rect.minY + scrollOffset
    let bottom = rect.maxY + scrollOffset
    // The first row ending below the top, then the first starting at or below the bottom.
    let first = firstRow { $0 + height(of: rows[$1]) > top }
    let last = firstRow { top, _ in top >= bottom }
    return first..<max(first, last)
  }

  /// The first row index for which `isPast(top, index)` holds (rows are in order), or the count.
  private func firstRow(where isPast: (CGFloat, Int) -> Bool) -> Int {
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if isPast(rowTops[middle], middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The row under `point` (the menu's coordinates), if one is there and not under a strip.
  func rowIndex(at point: CGPoint) -> Int? {
    guard bounds.contains(point), arrow(at: point) == nil else { return nil }
    let index = visibleRows(in: CGRect(x: 0, y: point.y, width: 1, height: 0.001)).first
    guard let index, rows.indices.contains(index), rowFrame(index).contains(point) else {
      return nil
    }
    return index
  }

  /// The arrow strip under `point`: -1 the top one, 1 the bottom one.
  func arrow(at point: CGPoint) -> Int? {
    if showsTopArrow, point.y < Self.arrowHeight { return -1 }
    if showsBottomArrow, point.y >= bounds.height - Self.arrowHeight { return 1 }
    return nil
  }

  /// Scrolls a page up (`direction` -1) or down (1), as a press on a strip does.
  func scrollPage(_ direction: Int) {
    scroll(to: scrollOffset + CGFloat(direction) * max(bounds.height - 2 * Self.arrowHeight, 1))
  }

  /// The part of the menu rows show in: between the arrow strips that show.
  var scrolledContentArea: CGRect {
    let top = showsTopArrow ? Self.arrowHeight : 0
    let bottom = showsBottomArrow ? Self.arrowHeight : 0
    return CGRect(x: 0, y: top, width: bounds.width, height: max(bounds.height - top - bottom, 0))
  }

  /// Draws the arrows of the strips that show (the rows are clipped out of the strips).
  func drawScrollArrows() {
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.secondaryLabel,
    ]
    for (shows, y, mark) in [
      (showsTopArrow, CGFloat(0), "▲"), (showsBottomArrow, bounds.height - Self.arrowHeight, "▼"),
    ] where shows {
      let strip = CGRect(x: 1, y: y, width: bounds.width - 2, height: Self.arrowHeight)
      let size = mark.size(withAttributes: attributes)
      mark.draw(
        at: CGPoint(x: strip.midX - size.width / 2, y: strip.midY - size.height / 2),
        withAttributes: attributes)
    }
  }

  /// A pan that takes the wheel and the touchpad only (no touches): each step scrolls the rows.
  func scrollRecognizer() -> UIPanGestureRecognizer {
    let pan = UIPanGestureRecognizer(target: self, action: MenuView.scrolled)
    pan.allowedScrollTypesMask = .all
    pan.maximumNumberOfTouches = 0
    return pan
  }

  func scrolled(_ pan: UIPanGestureRecognizer) {
    guard pan.state == .ended || pan.state == .changed else { return }
    // The step says how far the content moves: down the page moves it up.
    scroll(to: scrollOffset - pan.translation(in: self).y)
  }
}
