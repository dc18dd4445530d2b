import Foundation

/// A row of a list section, as UIKit's `UICollectionViewListCell`: the list's look (its
/// background, rounded ends in an inset group, separators, a sidebar's rounded selection) from
/// the layout, a default list content configuration, and accessories at its edges.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories, leading ones before the content and the others after it, in order.
  open var accessories: [UICellAccessory] = [] {
    didSet { rebuildAccessories() }
  }
  /// How many levels the content (and, with `indentsAccessories`, the leading accessories) is
  /// indented; a diffable data source sets it to the item's level in its section snapshot.
  open var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }
  /// The width of one level; default 22 points, so that a child's text lines up with its
  /// parent's after a leading outline disclosure (Apple documents no default).
  open var indentationWidth: CGFloat = 22 {
    didSet { setNeedsLayout() }
  }
  /// Whether the leading accessories move with the indentation; default `true`.
  open var indentsAccessories = true {
    didSet { setNeedsLayout() }
  }

  // MARK: State (mechanics in UICollectionViewListCell+Layout.swift)

  final let separatorLayer = UIView()
  final let listBackground = BackgroundConfigurationView()
  final var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
  final var listAttributes: ListLayoutAttributes?
  /// How far the row slid sideways to show its swipe actions (negative: to the left).
  final var swipeOffset: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }
  /// Whether the row's item is expanded in its section snapshot (the configuration state's
  /// `isExpanded`; an outline disclosure points down).
  final var isOutlineExpanded = false {
    didSet {
      guard isOutlineExpanded != oldValue else { return }
      setNeedsUpdateConfiguration()
      updateOutlineChevrons()
    }
  }

  // A row is read as one element (its texts and accessories' labels, selected or checked),
  // unless a control inside takes its own input: then its parts are read one by one.
  override var defaultIsAccessibilityElement: Bool { !containsAccessibleControl }
  override var defaultAccessibilityLabel: String? {
    containsAccessibleControl ? nil : innerAccessibilityLabels
  }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { listCellAccessibilityTraits }
  // A row with swipe actions or editing accessories offers them.
  override var defaultAccessibilityCustomActions: [UIAccessibilityCustomAction]? {
    guard let collectionView = owningCollectionView,
      let indexPath = collectionView.indexPath(for: self)
    else { return nil }
    let actions =
      (collectionView.swipeAccessibilityActions(for: indexPath) ?? [])
      + collectionView.editingAccessibilityActions(for: indexPath)
    return actions.isEmpty ? nil : actions
  }
  // An outline row says whether its children show.
  override var defaultAccessibilityValue: String? {
    shownOutlineDisclosure == nil ? nil : (isOutlineExpanded ? "expanded" : "collapsed")
  }

  /// Creates a cell.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpList()
  }

  /// Creates a cell from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpList()
  }

  /// The list content configuration for where the cell is: `.cell()` for a row (`.sidebarCell()`
  /// in a sidebar); for a list's header or footer, `.groupedHeader()` in grouped lists,
  /// `.sidebarHeader()` in sidebars and `.plainHeader()` in plain ones.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    let appearance = listAttributes?.appearance ?? .plain
    let sidebar = appearance == .sidebar || appearance == .sidebarPlain
    guard let listAttributes, listAttributes.showsAsHeader
    else { return sidebar ? .sidebarCell() : .cell() }
    switch listAttributes.appearance {
    case .grouped, .insetGrouped: return .groupedHeader()
    case .sidebar, .sidebarPlain: return .sidebarHeader()
    case .plain: return .plainHeader()
    }
  }

  /// The list's background for where the cell is: `.listPlainCell()`, `.listGroupedCell()` or
  /// `.listSidebarCell()` for a row; `.listPlainHeaderFooter()`, `.listGroupedHeaderFooter()`
  /// or `.listSidebarHeader()` for a header or footer.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    let appearance = listAttributes?.appearance ?? .plain
    let header = listAttributes?.showsAsHeader ?? false
    switch appearance {
    case .plain: return header ? .listPlainHeaderFooter() : .listPlainCell()
    case .grouped, .insetGrouped: return header ? .listGroupedHeaderFooter() : .listGroupedCell()
    case .sidebar, .sidebarPlain: return header ? .listSidebarHeader() : .listSidebarCell()
    }
  }

  /// The row's background: its own, else its list's default (as UIKit's, never `nil`).
  open override var backgroundConfiguration: UIBackgroundConfiguration? {
    get { storedBackgroundConfiguration ?? defaultBackgroundConfiguration() }
    set { setBackgroundConfiguration(newValue) }
  }

  /// Takes the list's look from the layout's attributes.
  open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    listAttributes = layoutAttributes as? ListLayoutAttributes
    updateListLook()
  }

  /// Places the accessories at the edges, the content between them, and the separator under
  /// the text.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutList()
  }

  /// Shows the list's selection look.
  open override var isSelected: Bool { didSet { updateListLook() } }
  /// Shows the list's pressed look.
  open override var isHighlighted: Bool { didSet { updateListLook() } }
}
