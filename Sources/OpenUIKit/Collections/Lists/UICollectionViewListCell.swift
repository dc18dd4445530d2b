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

  // MARK: State (mechanics in UICollectionViewListCell+Layout.swift)

  final let separatorLayer = UIView()
  final let listBackground = UIView()
  final var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
  final var listAttributes: ListLayoutAttributes?

  // A row is read as one element (its texts and accessories' labels, selected or checked),
  // unless a control inside takes its own input: then its parts are read one by one.
  override var defaultIsAccessibilityElement: Bool { !containsAccessibleControl }
  override var defaultAccessibilityLabel: String? {
    containsAccessibleControl ? nil : innerAccessibilityLabels
  }
  override var defaultAccessibilityTraits: UIAccessibilityTraits { listCellAccessibilityTraits }

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

  /// The list content configuration for where the cell is: `.cell()` for a row; for a list's
  /// header or footer, `.groupedHeader()` in grouped lists and `.plainHeader()` in the others.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    guard let listAttributes, listAttributes.representedElementCategory == .supplementaryView
    else { return .cell() }
    switch listAttributes.appearance {
    case .grouped, .insetGrouped: return .groupedHeader()
    case .plain, .sidebar, .sidebarPlain: return .plainHeader()
    }
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
