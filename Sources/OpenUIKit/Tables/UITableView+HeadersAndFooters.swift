import Foundation
import OpenQuartzCore

/// Section headers and footers: placed over the rows in view (plain headers stick to the top
/// until their section's end pushes them up), made from the delegate's views or the data source's
/// titles, and reused by identifier.
extension UITableView {
  final func placeHeadersAndFooters(in visible: CGRect) {
    var keptHeaders: [Int: UIView] = [:]
    var keptFooters: [Int: UIView] = [:]
    var sectionIndex = geometry.section(atY: visible.minY)
    let pinTop = contentOffset.y + adjustedContentInset.top
    while sectionIndex < geometry.sections.count {
      let section = geometry.sections[sectionIndex]
      if section.top >= visible.maxY { break }
      let bottom = section.top + section.height
      if section.headerHeight > 0 {
        var y = section.headerTop
        // Plain headers stick to the top until their section's end pushes them up.
        if style == .plain { y = min(max(y, pinTop), bottom - section.headerHeight) }
        let rect = rowFrame(CGRect(x: 0, y: y, width: bounds.width, height: section.headerHeight))
        if rect.maxY > visible.minY,
          let view = headerViews.removeValue(forKey: sectionIndex)
            ?? makeHeaderFooter(section: sectionIndex, header: true)
        {
          keptHeaders[sectionIndex] = view
          if view.frame != rect { view.frame = rect }
        }
      }
      if section.footerHeight > 0 {
        let rect = rowFrame(
          CGRect(
            x: 0, y: bottom - section.footerHeight, width: bounds.width,
            height: section.footerHeight))
        if rect.maxY > visible.minY, rect.minY < visible.maxY,
          let view = footerViews.removeValue(forKey: sectionIndex)
            ?? makeHeaderFooter(section: sectionIndex, header: false)
        {
          keptFooters[sectionIndex] = view
          if view.frame != rect { view.frame = rect }
        }
      }
      sectionIndex += 1
    }
    for view in headerViews.values { recycleHeaderFooter(view) }
    for view in footerViews.values { recycleHeaderFooter(view) }
    headerViews = keptHeaders
    footerViews = keptFooters
    // Headers over the rows, indicators over the headers.
    let headers = keptHeaders.values.sorted { $0.frame.minY < $1.frame.minY }
    let indicators = [verticalIndicator, horizontalIndicator].compactMap { $0 }.filter {
      $0.isShowing
    }
    keepInFront(headers.filter { $0.superview === self } + indicators)
  }

  /// Brings `views` to the front in order, unless they already are the front-most subviews in that
  /// order (a scroll frame then moves nothing, and nothing is repainted for the order).
  private func keepInFront(_ views: [UIView]) {
    let front = subviews.suffix(views.count)
    guard front.count != views.count || !zip(front, views).allSatisfy({ $0 === $1 }) else {
      return
    }
    for view in views { bringSubviewToFront(view) }
  }

  private func makeHeaderFooter(section: Int, header: Bool) -> UIView? {
    let custom =
      header
      ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
      : tableDelegate?.tableView(self, viewForFooterInSection: section)
    let view: UIView
    if let custom {
      view = custom
    } else {
      let title =
        header
        ? dataSource?.tableView(self, titleForHeaderInSection: section)
        : dataSource?.tableView(self, titleForFooterInSection: section)
      guard let title else { return nil }
      let identifier = header ? "_header" : "_footer"
      let standard =
        headerFooterQueue.dequeue(identifier)
        ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
      standard.isGroupedStyle = style != .plain
      standard.textLabel?.text = style == .plain || !header ? title : title.uppercased()
      if style == .plain, header {
        standard.backgroundColor = .secondarySystemBackground
      }
      view = standard
    }
    if view.superview !== self { addSubview(view) }
    return view
  }

  final func recycleHeaderFooter(_ view: UIView) {
    view.removeFromSuperview()
    if let reusable = view as? UITableViewHeaderFooterView { headerFooterQueue.enqueue(reusable) }
  }
}
