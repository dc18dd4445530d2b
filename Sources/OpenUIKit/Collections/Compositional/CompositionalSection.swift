import Foundation

/// One section of a compositional layout, laid out.
///
/// Its group's template repeats along the scroll axis (`pitch` apart from `origin`); its headers
/// and footers are placed around. Stored per section, not per
/// item: an item's frame is computed from its index.
struct CompositionalSection {
  /// A header, footer or other boundary view.
  struct Boundary {
    var kind: String
    var frame: CGRect
    var zIndex: Int
    var pinned: Bool
    /// Before the content (pinned to the visible start) or after it (to the visible end).
    var leads: Bool
    /// Whether its length along the scroll axis is an estimate its view measures.
    var estimated = false
  }

  /// A background behind the section.
  struct Decoration {
    var kind: String
    var frame: CGRect
    var zIndex: Int
  }

  var itemCount = 0
  var template: CompositionalGroupTemplate
  /// Where group 0 goes.
  var origin: CGPoint = .zero
  /// The distance between consecutive groups along the scroll axis.
  var pitch: CGFloat = 0
  var vertical = true
  /// The section's extent along the scroll axis, and its content's (inside the headers and
  /// footers).
  var start: CGFloat = 0
  var end: CGFloat = 0
  var bodyStart: CGFloat = 0
  var bodyEnd: CGFloat = 0
  var boundaries: [Boundary] = []
  var decorations: [Decoration] = []
  /// Self-sized items' lengths along the groups' run, by item; the groups they changed, in order,
  /// with the change of all the groups before each (`CompositionalSection+Measured.swift`).
  var measuredItems: [Int: CGFloat] = [:]
  var measuredGroups: [MeasuredGroup] = []
  var totalShift: CGFloat = 0
  /// How a list section's rows look, for list cells.
  var list: UICollectionLayoutListConfiguration?

  var perGroup: Int { template.leaves.count }
  var groupCount: Int { perGroup == 0 ? 0 : (itemCount + perGroup - 1) / perGroup }

  /// How the section scrolls across the layout's axis (`.none`: it does not).
  var orthogonal = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// For a section scrolling across: its run's length (insets included) and the inset before it.
  var orthogonalLength: CGFloat = 0
  var orthogonalLeadingInset: CGFloat = 0
  /// The section's `visibleItemsInvalidationHandler`.
  var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  /// Whether the section scrolls across the layout's axis.
  var scrollsAcross: Bool { orthogonal != .none }
  /// Whether consecutive groups go down (else across): a vertical layout's groups do, unless the
  /// section scrolls across.
  var groupsGoDown: Bool { vertical != scrollsAcross }
  /// A group's length along the groups' run.
  var groupLength: CGFloat { groupsGoDown ? template.size.height : template.size.width }

  /// The leaf and the group offset of item `index`; a section scrolling across is moved back by
  /// `scrolled`, its scroll view's offset.
  func place(of index: Int, scrolled: CGFloat = 0) -> (
    leaf: CompositionalGroupTemplate.Leaf, offset: CGPoint
  )? {
    guard perGroup > 0, index >= 0, index < itemCount else { return nil }
    let group = index / perGroup
    let shift = CGFloat(group) * pitch + shift(before: group)
    var offset =
      groupsGoDown
      ? CGPoint(x: origin.x, y: origin.y + shift) : CGPoint(x: origin.x + shift, y: origin.y)
    if scrollsAcross {
      if vertical { offset.x -= scrolled } else { offset.y -= scrolled }
    }
    var leaf = template.leaves[index % perGroup]
    if let length = measuredItems[index] {
      if groupsGoDown { leaf.frame.size.height = length } else { leaf.frame.size.width = length }
    }
    return (leaf, offset)
  }

  /// The groups that can meet `rect` (badges may reach one group beyond their item's), for a
  /// section scrolling across at `scrolled`.
  func groups(meeting rect: CGRect, scrolled: CGFloat = 0) -> ClosedRange<Int>? {
    let count = groupCount
    guard count > 0 else { return nil }
    guard pitch > 0 else { return 0...0 }
    let down = groupsGoDown
    let shift = scrollsAcross ? scrolled : 0
    let low = (down ? rect.minY : rect.minX) + shift
    let high = (down ? rect.maxY : rect.maxX) + shift
    let base = down ? origin.y : origin.x
    guard !measuredGroups.isEmpty else {
      let first = Int(((low - base - groupLength) / pitch).rounded(.down)) - 1
      let last = Int(((high - base) / pitch).rounded(.down)) + 1
      let lower = max(first, 0)
      let upper = min(last, count - 1)
      return lower <= upper ? lower...upper : nil
    }
    // Measured groups move those after them: search the starts, which still only grow.
    func start(_ group: Int) -> CGFloat {
      base + CGFloat(group) * pitch + self.shift(before: group)
    }
    let first = firstGroup(in: count) { start($0) + length(ofGroup: $0) > low }
    let last = firstGroup(in: count) { start($0) >= high } - 1
    let lower = max(first - 1, 0)
    let upper = min(last + 1, count - 1)
    return lower <= upper ? lower...upper : nil
  }

  /// The first group in `0..<count` for which `isPast` holds (`count` when none): `isPast` is
  /// false and then true along the groups.
  private func firstGroup(in count: Int, where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

extension CompositionalSection {
  /// Lays a section out from `start` along the scroll axis in `container` (the collection view's
  /// visible size inside its content insets), kept `reference` off its sides across the axis
  /// (its `contentInsetsReference`: the safe area, the layout margins, the readable width).
  @MainActor init(
    _ section: NSCollectionLayoutSection, itemCount: Int, start: CGFloat, container: CGSize,
    vertical: Bool, environment: any NSCollectionLayoutEnvironment,
    reference: NSDirectionalEdgeInsets = .zero,
    measured: [Int: CGFloat]? = nil, measuredBoundaries: [String: CGFloat]? = nil,
    problems: inout CompositionalGroupTemplate.Problems
  ) {
    let own = section.contentInsets
    let insets = NSDirectionalEdgeInsets(
      top: own.top + reference.top, leading: own.leading + reference.leading,
      bottom: own.bottom + reference.bottom, trailing: own.trailing + reference.trailing)
    let referenced =
      vertical
      ? CGSize(
        width: max(container.width - reference.leading - reference.trailing, 0),
        height: container.height)
      : CGSize(
        width: container.width,
        height: max(container.height - reference.top - reference.bottom, 0))
    // Fractions across the scroll axis are of the section's width (or height) inside its insets.
    let groupContainer =
      vertical
      ? CGSize(
        width: max(container.width - insets.leading - insets.trailing, 0), height: container.height)
      : CGSize(
        width: container.width, height: max(container.height - insets.top - insets.bottom, 0))
    template = CompositionalGroupTemplate(
      section.group, in: groupContainer, environment: environment, problems: &problems)
    self.itemCount = itemCount
    self.vertical = vertical
    list = section.listConfiguration
    self.start = start
    let follows = section.supplementariesFollowContentInsets
    let boundaryContainer = follows ? groupContainer : referenced
    let crossStart: CGFloat =
      follows
      ? (vertical ? insets.leading : insets.top) : (vertical ? reference.leading : reference.top)
    let crossLength = vertical ? boundaryContainer.width : boundaryContainer.height
    // Sizes of the boundary items; the bands before and after the content.
    // Sizes of the boundary items (an estimated length replaced by its view's measurement).
    let items = section.boundarySupplementaryItems.map { item in
      var size = item.layoutSize.resolved(in: boundaryContainer)
      let estimated = Self.isEstimatedAlong(item, vertical: vertical)
      if estimated, let length = measuredBoundaries?[item.elementKind] {
        if vertical { size.height = length } else { size.width = length }
      }
      return (item: item, size: size)
    }
    let (before, after) = Self.bands(items, vertical: vertical)
    bodyStart = start + before
    let contentStart = bodyStart + (vertical ? insets.top : insets.leading)
    orthogonal = section.orthogonalScrollingBehavior
    visibleItemsHandler = section.visibleItemsInvalidationHandler
    let groupLength = self.groupLength
    pitch = groupLength + (section.interGroupSpacing.isFinite ? section.interGroupSpacing : 0)
    origin =
      vertical
      ? CGPoint(x: insets.leading, y: contentStart) : CGPoint(x: contentStart, y: insets.top)
    let groups = CGFloat(groupCount)
    if !scrollsAcross, let measured, !measured.isEmpty { applyMeasurements(measured) }
    let runLength = groups > 0 ? groups * pitch - (pitch - groupLength) + totalShift : 0
    var contentLength = runLength
    if scrollsAcross {
      // One run across, in the section's own scroll view; the section is one group deep.
      contentLength = groups > 0 ? (vertical ? template.size.height : template.size.width) : 0
      orthogonalLeadingInset = vertical ? insets.leading : insets.top
      orthogonalLength =
        orthogonalLeadingInset + runLength + (vertical ? insets.trailing : insets.bottom)
    }
    bodyEnd = contentStart + contentLength + (vertical ? insets.bottom : insets.trailing)
    end = bodyEnd + after
    boundaries = Self.placeBoundaries(
      items, start: start, bodyStart: bodyStart, bodyEnd: bodyEnd, vertical: vertical,
      crossStart: crossStart, crossLength: crossLength)
    for (number, entry) in items.enumerated() {
      boundaries[number].estimated = Self.isEstimatedAlong(entry.item, vertical: vertical)
    }
    // Backgrounds cover the section's extent (headers and footers too) across the whole
    // container but its reference margins, inside their own insets.
    let extent =
      vertical
      ? CGRect(x: reference.leading, y: start, width: referenced.width, height: end - start)
      : CGRect(x: start, y: reference.top, width: end - start, height: referenced.height)
    decorations = section.decorationItems.map { item in
      let inset = item.contentInsets
      let frame = CGRect(
        x: extent.minX + inset.leading, y: extent.minY + inset.top,
        width: max(extent.width - inset.leading - inset.trailing, 0),
        height: max(extent.height - inset.top - inset.bottom, 0))
      return Decoration(kind: item.elementKind, frame: frame, zIndex: item.zIndex)
    }
  }

  /// The lengths boundary views add before and after a body (those that extend it).
  @MainActor static func bands(
    _ items: [(item: NSCollectionLayoutBoundarySupplementaryItem, size: CGSize)], vertical: Bool
  ) -> (before: CGFloat, after: CGFloat) {
    func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    let extending = items.filter { $0.item.extendsBoundary }
    let before = extending.filter { leads($0.item.alignment, vertical) }.map { along($0.size) }
    let after = extending.filter { trails($0.item.alignment, vertical) }.map { along($0.size) }
    return (before.max() ?? 0, after.max() ?? 0)
  }

  /// Places boundary views around a body running from `bodyStart` to `bodyEnd` (those that
  /// extend it from `start`, before, and from `bodyEnd`, after), across a span of `crossLength`
  /// from `crossStart`.
  @MainActor static func placeBoundaries(
    _ items: [(item: NSCollectionLayoutBoundarySupplementaryItem, size: CGSize)],
    start: CGFloat, bodyStart: CGFloat, bodyEnd: CGFloat, vertical: Bool, crossStart: CGFloat,
    crossLength: CGFloat
  ) -> [Boundary] {
    items.map { entry in
      let item = entry.item
      let size = entry.size
      let leads = leads(item.alignment, vertical)
      let trails = trails(item.alignment, vertical)
      let along = vertical ? size.height : size.width
      let main: CGFloat =
        trails
        ? (item.extendsBoundary ? bodyEnd : bodyEnd - along)
        : (leads && item.extendsBoundary ? start : bodyStart)
      let cross = crossPosition(
        item.alignment, vertical: vertical, length: vertical ? size.width : size.height,
        start: crossStart, span: crossLength)
      let origin = vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
      return Boundary(
        kind: item.elementKind,
        frame: CGRect(origin: origin, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y),
        zIndex: item.zIndex, pinned: item.pinToVisibleBounds, leads: !trails)
    }
  }

  /// Whether a boundary item's length along the scroll axis is estimated.
  @MainActor static func isEstimatedAlong(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, vertical: Bool
  ) -> Bool {
    vertical
      ? item.layoutSize.heightDimension.isEstimated : item.layoutSize.widthDimension.isEstimated
  }

  /// Whether `alignment` puts a view before the content along the scroll axis.
  static func leads(_ alignment: NSRectAlignment, _ vertical: Bool) -> Bool {
    vertical
      ? [.top, .topLeading, .topTrailing].contains(alignment)
      : [.leading, .topLeading, .bottomLeading].contains(alignment)
  }

  /// Whether `alignment` puts a view after the content along the scroll axis.
  static func trails(_ alignment: NSRectAlignment, _ vertical: Bool) -> Bool {
    vertical
      ? [.bottom, .bottomLeading, .bottomTrailing].contains(alignment)
      : [.trailing, .topTrailing, .bottomTrailing].contains(alignment)
  }

  /// Where a boundary view starts across the scroll axis: at the start, the end or the middle of
  /// the section's span, by its alignment.
  static func crossPosition(
    _ alignment: NSRectAlignment, vertical: Bool, length: CGFloat, start: CGFloat, span: CGFloat
  ) -> CGFloat {
    let atStart: Set<NSRectAlignment> =
      vertical
      ? [.topLeading, .leading, .bottomLeading, .none] : [.topLeading, .top, .topTrailing, .none]
    let atEnd: Set<NSRectAlignment> =
      vertical
      ? [.topTrailing, .trailing, .bottomTrailing] : [.bottomLeading, .bottom, .bottomTrailing]
    if atStart.contains(alignment) { return start }
    if atEnd.contains(alignment) { return start + span - length }
    return start + (span - length) / 2
  }
}
