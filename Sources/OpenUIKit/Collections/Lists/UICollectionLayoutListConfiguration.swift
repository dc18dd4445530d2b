import Foundation

/// How a list section looks, as UIKit's `UICollectionLayoutListConfiguration`: the table styles
/// of iOS 14 on a compositional layout (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`,
/// `UICollectionViewCompositionalLayout.list(using:)`).
///
/// Rows are one item each, the full width of the section, 44 points tall (their estimate: cells
/// are not measured yet). The numbers each appearance uses are in Docs/Collections.md.
public struct UICollectionLayoutListConfiguration: Sendable {
  /// Gives the swipe actions of the row at an index path.
  public typealias SwipeActionsConfigurationProvider =
    @MainActor (IndexPath) -> UISwipeActionsConfiguration?

  /// The list's style.
  public enum Appearance: Int, Sendable {
    /// Full-width rows with separators, on the system background.
    case plain
    /// Full-width rows in sections apart, on the grouped background.
    case grouped
    /// Rows in rounded groups inset from the sides, on the grouped background.
    case insetGrouped
    /// A sidebar: inset rows without separators, selection as a rounded tint.
    case sidebar
    /// A sidebar's rows without its background.
    case sidebarPlain
  }

  /// Whether sections have headers.
  public enum HeaderMode: Int, Sendable {
    /// No headers.
    case none
    /// Supplementary views of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary
    /// Each section's first item, shown as its header (a sidebar's expandable groups).
    case firstItemInSection
  }

  /// Whether sections have footers.
  public enum FooterMode: Int, Sendable {
    /// No footers.
    case none
    /// Supplementary views of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary
  }

  /// The style.
  public let appearance: Appearance
  /// Whether rows are separated by hairlines; default `true` but for sidebars.
  public var showsSeparators: Bool
  /// The actions a row shows at its leading edge when swiped (`nil`, or a provider returning
  /// `nil`: none).
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a row shows at its trailing edge when swiped.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The list's background (the collection view's), or `nil` for the appearance's.
  public var backgroundColor: UIColor?
  /// Whether sections have headers; default `.none`.
  public var headerMode = HeaderMode.none
  /// Whether sections have footers; default `.none`.
  public var footerMode = FooterMode.none

  /// A configuration of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
    showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
  }

  /// The background the list shows when `backgroundColor` is `nil`.
  var resolvedBackgroundColor: UIColor {
    if let backgroundColor { return backgroundColor }
    switch appearance {
    case .plain, .sidebarPlain: return .systemBackground
    case .grouped, .insetGrouped: return .systemGroupedBackground
    case .sidebar: return .secondarySystemBackground
    }
  }

  /// The insets of a section's rows: inset groups and sidebars keep off the sides, grouped
  /// sections keep apart.
  var sectionInsets: NSDirectionalEdgeInsets {
    switch appearance {
    case .plain, .sidebarPlain: return .zero
    case .grouped:
      return NSDirectionalEdgeInsets(
        top: headerMode == .none ? 18 : 0, leading: 0, bottom: 18, trailing: 0)
    case .insetGrouped:
      return NSDirectionalEdgeInsets(
        top: headerMode == .none ? 18 : 0, leading: 20, bottom: 18, trailing: 20)
    case .sidebar:
      return NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
    }
  }

  /// The height of a header or footer.
  var supplementaryHeight: CGFloat { appearance == .plain ? 28 : 38 }
}

extension NSCollectionLayoutSection {
  /// A list section: one row per item, laid out as `configuration` says.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = configuration.sectionInsets
    var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
    let supplementarySize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .estimated(configuration.supplementaryHeight))
    if configuration.headerMode == .supplementary {
      boundaries.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionHeader,
          alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      boundaries.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundaries
    section.listConfiguration = configuration
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list of `configuration`.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
  }
}
