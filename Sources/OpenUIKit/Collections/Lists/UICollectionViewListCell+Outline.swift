import Foundation

/// Outlines in list cells: the outline disclosure's chevron turns down while the row's item is
/// expanded, and a click on it (or anywhere on a `.header` row) expands or collapses the item
/// through the collection view's diffable data source (`OutlineToggling`), or runs the
/// accessory's own handler.
extension UICollectionViewListCell {
  /// `style` as it applies to this row: `.automatic` is `.header` for a top-level row of a
  /// sidebar and `.cell` otherwise (Apple documents no rule; the Mac's sidebars put top-level
  /// disclosures at the trailing edge).
  final func resolvedStyle(_ style: UICellAccessory.OutlineDisclosureStyle)
    -> UICellAccessory.OutlineDisclosureStyle
  {
    guard style == .automatic else { return style }
    let appearance = listAttributes?.appearance
    let sidebar = appearance == .sidebar || appearance == .sidebarPlain
    return sidebar && indentationLevel == 0 ? .header : .cell
  }

  /// The outline disclosure shown, with its view.
  final var shownOutlineDisclosure:
    (
      options: UICellAccessory.OutlineDisclosureOptions, handler: UICellAccessory.ActionHandler?,
      view: UIView
    )?
  {
    for entry in accessoryViews where entry.accessory.shows(editing: isListEditing) {
      if let outline = entry.accessory.outlineDisclosure, !outline.options.isHidden {
        return (outline.options, outline.handler, entry.view)
      }
    }
    return nil
  }

  /// Turns the outline chevrons to the row's state: down while expanded.
  final func updateOutlineChevrons() {
    for entry in accessoryViews {
      (entry.view as? OutlineChevronView)?.isExpanded = isOutlineExpanded
    }
  }

  /// Whether a click at `point` (the cell's coordinates) expands or collapses the row instead of
  /// selecting it: anywhere on a `.header` row, on the chevron (with some slack) of a `.cell` one.
  final func clickTogglesOutline(at point: CGPoint) -> Bool {
    guard let outline = shownOutlineDisclosure else { return false }
    if resolvedStyle(outline.options.style) == .header { return true }
    let chevron = convert(outline.view.bounds, from: outline.view).insetBy(dx: -10, dy: -10)
    return chevron.contains(point)
  }

  /// What a click on the outline disclosure does: the accessory's handler, else the data
  /// source's expand or collapse of the row's item.
  final func toggleOutline() {
    guard let outline = shownOutlineDisclosure else { return }
    if let handler = outline.handler {
      handler()
      return
    }
    guard let collectionView = owningCollectionView,
      let indexPath = collectionView.indexPath(for: self)
    else { return }
    (collectionView.dataSource as? any OutlineToggling)?.toggleOutline(at: indexPath)
  }
}

/// A data source that expands and collapses items (the diffable data source, over its section
/// snapshots).
@MainActor
protocol OutlineToggling: AnyObject {
  /// Expands the item at `indexPath` when collapsed, else collapses it.
  func toggleOutline(at indexPath: IndexPath)
}

/// An outline disclosure's chevron: pointing to the trailing side while collapsed, turned a
/// quarter down while expanded (the turn is the inner chevron's, so that the accessory's frame
/// stays a plain rectangle for the cell's layout).
@MainActor
final class OutlineChevronView: UIView {
  let chevron = AccessoryView(type: .disclosureIndicator)
  var isExpanded = false {
    didSet { setNeedsLayout() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    addSubview(chevron)
  }

  required init?(coder: NSCoder) { nil }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 14, height: 14) }

  override func layoutSubviews() {
    super.layoutSubviews()
    chevron.bounds = CGRect(x: 0, y: 0, width: 8, height: 14)
    chevron.center = CGPoint(x: bounds.midX, y: bounds.midY)
    // The chevron points to the trailing side (left, right to left): a quarter turn points it down.
    let turn = CGFloat.pi / 2 * (isRightToLeft ? -1 : 1)
    chevron.transform = isExpanded ? CGAffineTransform(rotationAngle: turn) : .identity
  }
}
