import Foundation

/// A container of columns — a sidebar beside content — as UIKit's `UISplitViewController`.
///
/// The iOS 14 column API (`.doubleColumn`, `.tripleColumn`: `setViewController(_:for:)`, each
/// column's controller wrapped in a navigation controller unless it is one) and the classic
/// interface (`viewControllers` of a primary and a secondary controller). Expanded, the columns
/// sit side by side (or over the secondary, per the display mode and split behavior), a one-point
/// divider between them that a drag resizes (with the resize cursor), right to left mirrored.
/// Narrower than ``collapseWidth`` the interface collapses, as UIKit's does in a compact width:
/// the `.compact` column's controller if there is one, else one column at a time — the
/// secondary first (or the delegate's choice) with a back button to the columns before it —
/// and expands again when wide.
///
/// The secondary's navigation bar shows ``displayModeButtonItem`` (show or hide the sidebar)
/// when the display mode can change. The swipe that shows a hidden primary column, and the
/// triple column's secondary-only button, are left out.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// The width under which the interface collapses, in points.
  public static let collapseWidth: CGFloat = 640

  /// The interface's style.
  public let style: Style
  /// Told of collapses, expansions and display mode changes.
  open weak var delegate: (any UISplitViewControllerDelegate)?
  /// The display mode asked for; `.automatic` leaves it to the width and split behavior.
  open var preferredDisplayMode: DisplayMode = .automatic {
    didSet {
      chosenDisplayMode = nil
      columnsDidChange()
    }
  }
  /// How shown columns make room; default `.automatic` (tiling).
  open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { columnsDidChange() } }
  /// The primary column's background; default `.none`.
  open var primaryBackgroundStyle: BackgroundStyle = .none { didSet { columnsDidChange() } }
  /// The primary column's width asked for (`automaticDimension`: 320 points); a drag on the
  /// divider sets it.
  open var preferredPrimaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnsDidChange() }
  }
  /// The primary column's width as a fraction of the view's (`automaticDimension`: none).
  open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
    didSet { columnsDidChange() }
  }
  /// The least primary width (`automaticDimension`: 200 points).
  open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { columnsDidChange() } }
  /// The greatest primary width (`automaticDimension`: 480 points).
  open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { columnsDidChange() } }
  /// The supplementary column's width asked for (`automaticDimension`: 320 points).
  open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension {
    didSet { columnsDidChange() }
  }
  /// When the display mode button shows; default `.automatic`.
  open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic {
    didSet { columnsDidChange() }
  }

  /// The display mode in effect.
  open var displayMode: DisplayMode { currentDisplayMode }
  /// The split behavior in effect.
  open var splitBehavior: SplitBehavior {
    preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
  }
  /// Whether the interface shows one column (or the compact column's controller).
  open var isCollapsed: Bool { collapsed }
  /// The primary column's width now.
  open var primaryColumnWidth: CGFloat { resolvedPrimaryWidth }
  /// The supplementary column's width now.
  open var supplementaryColumnWidth: CGFloat { resolvedSupplementaryWidth }

  /// The button that shows or hides the primary column.
  open var displayModeButtonItem: UIBarButtonItem { toggleItem }

  /// The controllers given per column (before wrapping).
  var columnControllers: [Column: UIViewController] = [:]
  /// What each column shows: the controller given, or a navigation controller holding it.
  var columnContainers: [Column: UIViewController] = [:]
  var collapsed = false
  /// The columns on screen after the last layout.
  var visibleColumns: Set<Column> = []
  /// The column shown while collapsed.
  var collapsedTop: Column = .secondary
  /// The display mode a show or hide chose, until `preferredDisplayMode` is set again.
  var chosenDisplayMode: DisplayMode?
  var currentDisplayMode: DisplayMode = .automatic
  var resolvedPrimaryWidth: CGFloat = 0
  var resolvedSupplementaryWidth: CGFloat = 0
  let dividers = [SplitDividerView(resizes: .primary), SplitDividerView(resizes: .supplementary)]
  lazy var toggleItem = makeToggleItem()
  /// The view a click dismisses overlaid columns from.
  let overlayDismissal = UIView()

  /// Creates a split view controller of `style`.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a classic split view controller (UIKit's `init(nibName:bundle:)` without a nib).
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(style: .unspecified)
  }

  /// Creates a classic split view controller from an archive (nothing is decoded).
  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  /// The controllers shown: the classic primary and secondary, or the columns' containers.
  open var viewControllers: [UIViewController] {
    get { columnOrder.compactMap { columnContainers[$0] } }
    set { setClassicControllers(newValue) }
  }

  /// Puts `viewController` in `column` (wrapped in a navigation controller in the column styles
  /// unless it is one); `nil` empties it.
  open func setViewController(_ viewController: UIViewController?, for column: Column) {
    place(viewController, in: column)
  }

  /// The controller given for `column`.
  open func viewController(for column: Column) -> UIViewController? { columnControllers[column] }

  /// Shows `column`: beside or over the secondary when expanded, on top when collapsed.
  open func show(_ column: Column) { showColumn(column) }

  /// Hides `column` (expanded; collapsed, it shows the column before it).
  open func hide(_ column: Column) { hideColumn(column) }

  /// The view: the columns' views side by side, the dividers between them.
  open override func loadView() {
    let container = UIView(frame: UIScreen.main.bounds)
    container.backgroundColor = .systemBackground
    for divider in dividers {
      divider.split = self
      container.addSubview(divider)
    }
    overlayDismissal.backgroundColor = .clear
    overlayDismissal.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: UISplitViewController.overlayTapped))
    view = container
  }

  /// Collapses or expands for the width, then places the columns.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layOutColumns()
  }

  /// Shows `vc` in the secondary column (collapsed: on top), as UIKit's.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    showDetail(vc)
  }
}
