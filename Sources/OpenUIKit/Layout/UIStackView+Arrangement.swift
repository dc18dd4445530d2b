import Foundation

/// One visible arranged view's inputs to the arrangement.
struct ArrangedItem {
  let view: UIView
  /// Intrinsic length along the axis (0 without one).
  var length: CGFloat
  /// Intrinsic breadth across the axis (`nil` without one).
  let breadth: CGFloat?
  /// The space after it (before the next visible view).
  let gap: CGFloat
  let hugging: UILayoutPriority
  let compression: UILayoutPriority
}

extension UIStackView {
  /// The visible arranged views with their sizes and the gaps after them; in a vertical filling
  /// stack, what wraps is measured at `breadth` (the arrangement area's width by default).
  func arrangedItems(breadth: CGFloat? = nil) -> [ArrangedItem] {
    let visible = storedArrangedSubviews.filter { !$0.isHidden }
    let breadth = breadth ?? arrangementArea.width
    return visible.enumerated().map { index, view in
      let size = measuredSize(of: view, breadth: breadth)
      let along = axis == .horizontal ? size.width : size.height
      let across = axis == .horizontal ? size.height : size.width
      let gap =
        index == visible.count - 1
        ? 0 : customSpacings[ObjectIdentifier(view)] ?? spacing
      return ArrangedItem(
        view: view, length: along.isFinite ? max(along, 0) : 0,
        breadth: across >= 0 && across.isFinite ? across : nil, gap: gap,
        hugging: view.contentHuggingPriority(for: axis),
        compression: view.contentCompressionResistancePriority(for: axis))
    }
  }

  /// An arranged view's natural size.
  ///
  /// Its intrinsic size, or, when constraints in its subtree say how large it is (a height
  /// constraint on a plain view, content laid out inside it), the size they fit
  /// (`systemLayoutSizeFitting`). In a vertical filling stack, what wraps (a wrapping label, a
  /// nested stack, a view laid out by constraints) is as tall as it is at `width`.
  func measuredSize(of view: UIView, breadth width: CGFloat) -> CGSize {
    if axis == .vertical && alignment == .fill {
      guard let height = Self.height(of: view, atWidth: width) else {
        return view.intrinsicContentSize
      }
      let intrinsic = view.intrinsicContentSize.width
      return CGSize(width: intrinsic >= 0 ? min(intrinsic, width) : width, height: height)
    }
    guard LayoutEngine.subtreeHoldsConstraints(view) else { return view.intrinsicContentSize }
    return view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
  }

  /// The height of a view whose height follows its width (a stack view, a wrapping label, a view
  /// whose constraints lay it out) at `width`; `nil` for others, whose intrinsic height stands.
  static func height(of view: UIView, atWidth width: CGFloat) -> CGFloat? {
    let width = max(width, 0)
    if let stack = view as? UIStackView { return stack.fittingSize(atWidth: width).height }
    if let label = view as? UILabel, label.numberOfLines != 1 {
      return label.sizeThatFits(CGSize(width: width, height: 0)).height
    }
    guard LayoutEngine.subtreeHoldsConstraints(view) else { return nil }
    return view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// The stack's size at `width`: what it arranges, with the heights of what wraps taken at the
  /// widths the arrangement gives (a vertical stack's breadth, a row's distributed lengths).
  func fittingSize(atWidth width: CGFloat) -> CGSize {
    let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
    let inner = max(width - margins.left - margins.right, 0)
    // A filling column measures what wraps at `inner` as it makes the items: once.
    var items = arrangedItems(breadth: inner)
    guard !items.isEmpty else { return arrangedContentSize }
    let gaps = items.reduce(0) { $0 + $1.gap }
    if axis == .vertical {
      var total = gaps
      var widest: CGFloat = 0
      for item in items {
        if alignment == .fill {
          total += item.length
        } else {
          let itemWidth = min(item.breadth ?? inner, inner)
          total += Self.height(of: item.view, atWidth: itemWidth) ?? item.length
        }
        widest = max(widest, item.breadth ?? 0)
      }
      return CGSize(
        width: widest + margins.left + margins.right, height: total + margins.top + margins.bottom)
    }
    let (_, lengths) = Self.distribute(&items, in: inner, distribution)
    var tallest: CGFloat = 0
    for (index, item) in items.enumerated() {
      let height = Self.height(of: item.view, atWidth: lengths[index]) ?? item.breadth ?? 0
      tallest = max(tallest, height)
    }
    return CGSize(width: width, height: tallest + margins.top + margins.bottom)
  }

  /// The rectangle the views are laid out in: the bounds, or within the margins.
  var arrangementArea: CGRect {
    guard isLayoutMarginsRelativeArrangement else { return bounds }
    let margins = layoutMargins
    return CGRect(
      x: bounds.minX + margins.left, y: bounds.minY + margins.top,
      width: max(0, bounds.width - margins.left - margins.right),
      height: max(0, bounds.height - margins.top - margins.bottom))
  }

  /// See ``intrinsicContentSize``.
  var arrangedContentSize: CGSize {
    let items = arrangedItems()
    let gaps = items.reduce(0) { $0 + $1.gap }
    let along: CGFloat
    if distribution == .fillEqually {
      along = CGFloat(items.count) * (items.map(\.length).max() ?? 0) + gaps
    } else {
      along = items.reduce(0) { $0 + $1.length } + gaps
    }
    let across = items.compactMap(\.breadth).max() ?? 0
    let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
    return axis == .horizontal
      ? CGSize(
        width: along + margins.left + margins.right, height: across + margins.top + margins.bottom)
      : CGSize(
        width: across + margins.left + margins.right, height: along + margins.top + margins.bottom)
  }

  /// Computes and applies the frames of the visible arranged views.
  func arrangeSubviews() {
    arrangementIsStale = false
    var items = arrangedItems()
    guard !items.isEmpty else { return }
    let area = arrangementArea
    let length = axis == .horizontal ? area.width : area.height
    let breadth = axis == .horizontal ? area.height : area.width
    let (starts, lengths) = Self.distribute(&items, in: length, distribution)
    let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
    // Right to left, the arranged views run from the right, and `.leading` is the right edge.
    let mirrored = isRightToLeft
    func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    for (index, item) in items.enumerated() {
      // In a row, what wraps (a column, a wrapping label) is as tall as it is at its length.
      let natural =
        axis == .horizontal && alignment != .fill
        ? Self.height(of: item.view, atWidth: lengths[index]) ?? item.breadth : item.breadth
      let size = alignment == .fill ? breadth : min(natural ?? breadth, breadth)
      let offset: CGFloat
      switch alignment {
      case .fill, .leading: offset = 0
      case .center: offset = (breadth - size) / 2
      case .trailing: offset = breadth - size
      }
      let start = pixel(starts[index])
      let end = pixel(starts[index] + lengths[index])
      let top = pixel(offset)
      let bottom = pixel(offset + size)
      let frame =
        axis == .horizontal
        ? CGRect(
          x: mirrored ? area.maxX - end : area.minX + start, y: area.minY + top,
          width: end - start, height: bottom - top)
        : CGRect(
          x: mirrored ? area.maxX - bottom : area.minX + top, y: area.minY + start,
          width: bottom - top, height: end - start)
      if item.view.frame != frame { item.view.frame = frame }
    }
  }

  /// The start and length of each item along a line of `length` points.
  static func distribute(
    _ items: inout [ArrangedItem], in length: CGFloat, _ distribution: Distribution
  ) -> (starts: [CGFloat], lengths: [CGFloat]) {
    let count = items.count
    let gaps = items.map(\.gap)
    let gapTotal = gaps.reduce(0, +)
    var lengths = items.map(\.length)
    var extraGap: CGFloat = 0
    switch distribution {
    case .fill:
      fit(&lengths, items, into: length - gapTotal)
    case .fillEqually:
      lengths = Array(repeating: max(0, (length - gapTotal) / CGFloat(count)), count: count)
    case .fillProportionally:
      let room = max(0, length - gapTotal)
      let total = lengths.reduce(0, +)
      lengths =
        total > 0
        ? lengths.map { $0 * room / total }
        : Array(repeating: room / CGFloat(count), count: count)
    case .equalSpacing:
      let extra = length - gapTotal - lengths.reduce(0, +)
      if extra >= 0 {
        extraGap = count > 1 ? extra / CGFloat(count - 1) : 0
      } else {
        fit(&lengths, items, into: length - gapTotal)
      }
    case .equalCentering:
      let total = lengths.reduce(0, +) + gapTotal
      if total > length {
        fit(&lengths, items, into: length - gapTotal)
      } else if count > 1 {
        // Centres equally spaced from the first view's at its start to the last's at the end.
        let first = lengths[0] / 2
        let step = (length - first - lengths[count - 1] / 2) / CGFloat(count - 1)
        let fits = (0..<(count - 1)).allSatisfy { index in
          step - lengths[index] / 2 - lengths[index + 1] / 2 >= gaps[index] - 0.0001
        }
        if fits {
          let starts = (0..<count).map { first + CGFloat($0) * step - lengths[$0] / 2 }
          return (starts, lengths)
        }
        // Centres cannot be equal with the least spacing kept: spread the spacing evenly.
        extraGap = (length - total) / CGFloat(count - 1)
      }
    }
    var starts: [CGFloat] = []
    var cursor: CGFloat = 0
    for index in 0..<count {
      starts.append(cursor)
      cursor += lengths[index] + gaps[index] + (index < count - 1 ? extraGap : 0)
    }
    return (starts, lengths)
  }

  /// Makes `lengths` fill `room`: extra room goes to the view that hugs least, a shortage comes
  /// from the ones that resist compression least (each down to 0, the next one after); on a tie,
  /// the last view in order.
  static func fit(_ lengths: inout [CGFloat], _ items: [ArrangedItem], into room: CGFloat) {
    let room = max(0, room)
    let total = lengths.reduce(0, +)
    if total < room {
      let lowest = items.map(\.hugging).min() ?? .defaultLow
      if let receiver = items.lastIndex(where: { $0.hugging == lowest }) {
        lengths[receiver] += room - total
      }
    } else if total > room {
      var shortage = total - room
      let order = items.indices.sorted { first, second in
        items[first].compression != items[second].compression
          ? items[first].compression < items[second].compression : first > second
      }
      for index in order where shortage > 0 {
        let taken = min(lengths[index], shortage)
        lengths[index] -= taken
        shortage -= taken
      }
    }
  }
}
