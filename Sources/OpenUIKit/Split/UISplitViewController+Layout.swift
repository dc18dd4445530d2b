import Foundation

/// Where the columns go: collapsed or expanded for the width, the display mode in effect, the
/// columns' widths and frames (mirrored right to left), the dividers, the bars' buttons.
extension UISplitViewController {
  /// The secondary column's least width beside others.
  static let minimumSecondaryWidth: CGFloat = 320

  func layOutColumns() {
    guard let view = viewIfLoaded else { return }
    let bounds = view.bounds
    let collapses = bounds.width < Self.collapseWidth
    var told: (() -> Void)?
    if collapses != collapsed {
      collapsed = collapses
      if collapses {
        let proposed: Column = columnContainers[.secondary] != nil ? .secondary : .primary
        collapsedTop =
          delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
          ?? proposed
        told = { [weak self] in
          guard let self else { return }
          self.delegate?.splitViewControllerDidCollapse(self)
        }
      } else {
        let proposed = automaticDisplayMode(width: bounds.width)
        let mode =
          delegate?.splitViewController(
            self, displayModeForExpandingToProposedDisplayMode: proposed)
          ?? proposed
        if mode != proposed, mode != .automatic { chosenDisplayMode = mode }
        told = { [weak self] in
          guard let self else { return }
          self.delegate?.splitViewControllerDidExpand(self)
        }
      }
    }
    resolveWidths(in: bounds.width)
    let frames = collapsed ? collapsedFrames(bounds) : expandedFrames(bounds)
    apply(frames, in: view)
    updateBars()
    told?()
  }

  /// The display mode `.automatic` gives at `width`: every column beside the secondary that fits
  /// (tiling), only the secondary when columns overlay.
  func automaticDisplayMode(width: CGFloat) -> DisplayMode {
    switch (style, splitBehavior) {
    case (_, .overlay): return .secondaryOnly
    case (.tripleColumn, .displace): return .twoDisplaceSecondary
    case (.tripleColumn, _):
      let both = resolvedPrimaryWidth + wantedSupplementaryWidth + Self.minimumSecondaryWidth
      return width >= both ? .twoBesideSecondary : .oneBesideSecondary
    default: return .oneBesideSecondary
    }
  }

  /// The mode in effect: a show or hide's choice, else the preferred one, else automatic; two-
  /// column modes of a double-column interface are their one-column kin.
  func effectiveDisplayMode(width: CGFloat) -> DisplayMode {
    let wanted = chosenDisplayMode ?? preferredDisplayMode
    let mode = wanted == .automatic ? automaticDisplayMode(width: width) : wanted
    guard style != .tripleColumn else { return mode }
    switch mode {
    case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
    case .twoOverSecondary: return .oneOverSecondary
    default: return mode
    }
  }

  /// The supplementary width asked for (320 points by default), within 200…480.
  var wantedSupplementaryWidth: CGFloat {
    let preferred = preferredSupplementaryColumnWidth
    let given =
      preferred != Self.automaticDimension && preferred.isFinite && preferred > 0 ? preferred : 320
    return min(max(given, 200), 480)
  }

  /// The primary and supplementary widths for a view `width` points wide.
  func resolveWidths(in width: CGFloat) {
    func given(_ value: CGFloat) -> CGFloat? {
      value != Self.automaticDimension && value.isFinite && value > 0 ? value : nil
    }
    var primary = given(preferredPrimaryColumnWidth) ?? 320
    if given(preferredPrimaryColumnWidth) == nil,
      let fraction = given(preferredPrimaryColumnWidthFraction)
    {
      primary = width * min(fraction, 1)
    }
    let least = given(minimumPrimaryColumnWidth) ?? 200
    let most = max(given(maximumPrimaryColumnWidth) ?? 480, least)
    primary = min(max(primary, least), most)
    let supplementary = wantedSupplementaryWidth
    // The secondary keeps its least width where it can.
    resolvedPrimaryWidth = max(0, min(primary, width - Self.minimumSecondaryWidth)).rounded()
    resolvedSupplementaryWidth =
      max(0, min(supplementary, width - resolvedPrimaryWidth - Self.minimumSecondaryWidth))
      .rounded()
  }

  /// Collapsed: the compact column's controller, else the top column, filling the view.
  func collapsedFrames(_ bounds: CGRect) -> [(Column, CGRect, overlay: Bool)] {
    let shown: Column? =
      columnContainers[.compact] != nil
      ? .compact
      : columnContainers[collapsedTop] != nil
        ? collapsedTop : columnOrder.last { columnContainers[$0] != nil }
    return shown.map { [($0, bounds, false)] } ?? []
  }

  /// Expanded: the columns the display mode shows, leading first.
  func expandedFrames(_ bounds: CGRect) -> [(Column, CGRect, overlay: Bool)] {
    let mode = effectiveDisplayMode(width: bounds.width)
    if mode != currentDisplayMode {
      delegate?.splitViewController(self, willChangeTo: mode)
      currentDisplayMode = mode
    }
    let (p, s) = (resolvedPrimaryWidth, resolvedSupplementaryWidth)
    let lead: Column = style == .tripleColumn ? .supplementary : .primary
    let leadWidth = style == .tripleColumn ? s : p
    func column(_ x: CGFloat, _ width: CGFloat) -> CGRect {
      CGRect(x: x, y: 0, width: max(0, width), height: bounds.height)
    }
    var frames: [(Column, CGRect, overlay: Bool)]
    switch mode {
    case .oneBesideSecondary:
      frames = [
        (lead, column(0, leadWidth), false),
        (.secondary, column(leadWidth + 1, bounds.width - leadWidth - 1), false),
      ]
    case .oneOverSecondary:
      frames = [(.secondary, bounds, false), (lead, column(0, leadWidth), true)]
    case .twoBesideSecondary:
      frames = [
        (.primary, column(0, p), false), (.supplementary, column(p + 1, s), false),
        (.secondary, column(p + s + 2, bounds.width - p - s - 2), false),
      ]
    case .twoOverSecondary:
      frames = [
        (.secondary, bounds, false), (.primary, column(0, p), true),
        (.supplementary, column(p + 1, s), true),
      ]
    case .twoDisplaceSecondary:
      let secondaryWidth = max(bounds.width - s - 1, Self.minimumSecondaryWidth)
      frames = [
        (.primary, column(0, p), false), (.supplementary, column(p + 1, s), false),
        (.secondary, column(p + s + 2, secondaryWidth), false),
      ]
    case .secondaryOnly, .automatic:
      frames = [(.secondary, bounds, false)]
    }
    return frames.filter { columnContainers[$0.0] != nil }
  }

  /// Puts the columns' views in place (mirrored right to left), takes the others out, tells the
  /// delegate which columns show and hide, places the dividers.
  func apply(_ frames: [(Column, CGRect, overlay: Bool)], in view: UIView) {
    let rightToLeft = view.isRightToLeft
    func mirrored(_ rect: CGRect) -> CGRect {
      rightToLeft
        ? CGRect(
          x: view.bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        : rect
    }
    let shown = Set(frames.map(\.0))
    for column in [Column.primary, .supplementary, .secondary, .compact]
    where visibleColumns.contains(column) != shown.contains(column) {
      if shown.contains(column) {
        delegate?.splitViewController(self, willShow: column)
      } else {
        delegate?.splitViewController(self, willHide: column)
      }
    }
    visibleColumns = shown
    for (column, container) in columnContainers where !shown.contains(column) {
      if container.viewIfLoaded?.superview === view { container.view.removeFromSuperview() }
    }
    // The tiled columns, then the click-catcher and the overlaid columns over them: views join,
    // or are put back in this order, only when they are not in it already (a layout of every
    // divider drag step reorders nothing).
    let over = frames.filter(\.overlay)
    var stack = frames.filter { !$0.overlay }.compactMap { columnContainers[$0.0]?.view }
    if !over.isEmpty { stack.append(overlayDismissal) }
    stack += over.compactMap { columnContainers[$0.0]?.view }
    let current = view.subviews.filter { subview in stack.contains { $0 === subview } }
    if !current.elementsEqual(stack, by: ===) {
      for part in stack { view.addSubview(part) }
    }
    if over.isEmpty { overlayDismissal.removeFromSuperview() }
    overlayDismissal.frame = view.bounds
    for (column, frame, overlay) in frames {
      guard let columnView = columnContainers[column]?.view else { continue }
      columnView.frame = mirrored(frame)
      columnView.layer.shadowOpacity = overlay ? 0.25 : 0
      columnView.layer.shadowRadius = 12
      if column == .primary {
        columnView.backgroundColor =
          primaryBackgroundStyle == .sidebar ? .secondarySystemBackground : .systemBackground
      }
    }
    placeDividers(frames, mirrored: mirrored, in: view)
  }

  /// A divider after the primary and the supplementary columns where they sit beside the next.
  func placeDividers(
    _ frames: [(Column, CGRect, overlay: Bool)], mirrored: (CGRect) -> CGRect, in view: UIView
  ) {
    for divider in dividers {
      guard let frame = frames.first(where: { $0.0 == divider.resizes && !$0.overlay })?.1,
        frames.count > 1
      else {
        divider.isHidden = true
        continue
      }
      divider.isHidden = false
      divider.frame = mirrored(
        CGRect(
          x: frame.maxX - SplitDividerView.grip, y: 0, width: 1 + 2 * SplitDividerView.grip,
          height: view.bounds.height))
      if !view.subviews.suffix(dividers.count).contains(where: { $0 === divider }) {
        view.bringSubviewToFront(divider)
      }
    }
  }

  /// The secondary's bar shows the sidebar button (column styles, expanded); collapsed, the
  /// column shown has a back button to the column before it.
  func updateBars() {
    let showsToggle =
      !collapsed && style != .unspecified
      && (displayModeButtonVisibility == .always
        || (displayModeButtonVisibility == .automatic && columnContainers[.primary] != nil))
    let label = visibleColumns.contains(.primary) ? "Hide Sidebar" : "Show Sidebar"
    // Set only on a change: the bar makes its buttons again for every change of an item.
    if toggleItem.accessibilityLabel != label { toggleItem.accessibilityLabel = label }
    for (column, container) in columnContainers {
      guard let navigation = container as? UINavigationController else { continue }
      let bar = navigation.navigationBar
      var back: (title: String, action: () -> Void)?
      if collapsed, column != .compact, column == collapsedTop, let before = columnBefore(column),
        let top = (columnContainers[before] as? UINavigationController)?.topViewController
          ?? columnControllers[before]
      {
        let title = top.navigationItem.title ?? top.title ?? "Back"
        back = (title, { [weak self] in self?.show(before) })
      }
      bar.systemBackButton = back
      bar.systemLeadingItems = column == .secondary && showsToggle ? [toggleItem] : []
    }
  }
}
