import Foundation

/// One section of a flow layout, computed in line coordinates.
///
/// `u` runs along a line (x when the content scrolls vertically), `v` across lines (the scroll
/// axis). No UIKit in it; the flow layout maps it to the collection view's axes.
struct FlowSection {
  /// A line of items and the band of `v` it takes.
  struct Line {
    var items: Range<Int>
    var start: CGFloat
    var end: CGFloat
  }

  /// What a section is made of, read from the layout and its delegate.
  struct Metrics {
    /// Each item's size (`u` as width, `v` as height).
    var itemSizes: [CGSize] = []
    /// The section insets along a line (leading, trailing) and across lines (before, after).
    var uInsets: (CGFloat, CGFloat) = (0, 0)
    var vInsets: (CGFloat, CGFloat) = (0, 0)
    var lineSpacing: CGFloat = 10
    var interitemSpacing: CGFloat = 10
    /// The header's and footer's length across lines; 0 for none.
    var headerLength: CGFloat = 0
    var footerLength: CGFloat = 0
  }

  var start: CGFloat = 0
  var end: CGFloat = 0
  /// Where the items' band begins and ends: after the header, before the footer.
  var bodyStart: CGFloat = 0
  var bodyEnd: CGFloat = 0
  var header: CGRect?
  var footer: CGRect?
  var items: [CGRect] = []
  var lines: [Line] = []
  /// Whether an item was longer than a line (placed at the line's start).
  var hasOverlongItem = false

  /// Lays out a section beginning at `start`, its lines `lineLength` long (headers and footers
  /// span it; items keep `metrics.uInsets` from its ends).
  init(_ metrics: Metrics, start: CGFloat, lineLength: CGFloat) {
    self.start = start
    var v = start
    if metrics.headerLength > 0 {
      header = CGRect(x: 0, y: v, width: lineLength, height: metrics.headerLength)
      v += metrics.headerLength
    }
    bodyStart = v
    v += metrics.vInsets.0
    let lineStart = metrics.uInsets.0
    let available = lineLength - metrics.uInsets.0 - metrics.uInsets.1
    items.reserveCapacity(metrics.itemSizes.count)
    var first = 0
    let sizes = metrics.itemSizes
    while first < sizes.count {
      // Greedy: as many items as fit at the minimum spacing (a hair of tolerance, so that three
      // thirds of a line fit), at least one.
      var used = sizes[first].width
      var next = first + 1
      while next < sizes.count,
        used + metrics.interitemSpacing + sizes[next].width <= available + Self.tolerance
      {
        used += metrics.interitemSpacing + sizes[next].width
        next += 1
      }
      if !lines.isEmpty { v += metrics.lineSpacing }
      if sizes[first].width > available + Self.tolerance { hasOverlongItem = true }
      let range = first..<next
      let length = sizes[range].reduce(0) { max($0, $1.height) }
      let positions = Self.positions(
        of: sizes[range].map(\.width), from: lineStart, available: available,
        minimumSpacing: metrics.interitemSpacing, isLastLine: next == sizes.count)
      for (index, u) in zip(range, positions) {
        let size = sizes[index]
        items.append(
          CGRect(x: u, y: v + (length - size.height) / 2, width: size.width, height: size.height))
      }
      lines.append(Line(items: range, start: v, end: v + length))
      v += length
      first = next
    }
    v += metrics.vInsets.1
    bodyEnd = v
    if metrics.footerLength > 0 {
      footer = CGRect(x: 0, y: v, width: lineLength, height: metrics.footerLength)
      v += metrics.footerLength
    }
    end = v
  }

  static let tolerance: CGFloat = 0.001

  /// Where each item of a line begins, as UIKit's flow layout places them.
  ///
  /// The line is justified (the spacing grows so that the first item starts and the last ends at the line's ends); a
  /// lone item is centered; the last line is justified as if filled up with copies of its last
  /// item, so that a grid's last line keeps its columns. An item longer than the line starts at
  /// the line's start.
  static func positions(
    of widths: [CGFloat], from lineStart: CGFloat, available: CGFloat, minimumSpacing: CGFloat,
    isLastLine: Bool
  ) -> [CGFloat] {
    guard let last = widths.last else { return [] }
    let total = widths.reduce(0, +)
    var slots = widths.count
    var filled = total
    if isLastLine, last > 0 {
      // Copies of the last item while they fit at the minimum spacing.
      let room = available - total - CGFloat(widths.count - 1) * minimumSpacing
      let copies = max(0, Int(((room + tolerance) / (last + minimumSpacing)).rounded(.down)))
      slots += min(copies, 100_000)
      filled += CGFloat(slots - widths.count) * last
    }
    if slots == 1 {
      if total > available { return [lineStart] }
      return [lineStart + (available - total) / 2]
    }
    let spacing = max((available - filled) / CGFloat(slots - 1), minimumSpacing)
    var positions: [CGFloat] = []
    positions.reserveCapacity(widths.count)
    var u = lineStart
    for width in widths {
      positions.append(u)
      u += width + spacing
    }
    return positions
  }
}
