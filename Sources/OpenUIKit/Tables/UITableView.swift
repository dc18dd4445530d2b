import Foundation
@_spi(Compositor) import OpenCoreGraphics
import OpenQuartzCore

/// Rows of cells in sections, scrolling, as UIKit's `UITableView`.
///
/// The table asks its ``dataSource`` for counts and cells and its delegate (the scroll view's
/// `delegate`, cast to ``UITableViewDelegate``) for heights, header views and selection. Cells
/// are reused: `layoutSubviews` (run on every scroll) keeps a cell only for each visible row and
/// hands the others back to the reuse pool, so a 10,000-row table keeps a screenful of cells.
/// Heights not yet measured are estimated (``estimatedRowHeight``); a row is measured when it is
/// first shown (`heightForRowAt`, or its cell's `sizeThatFits(_:)` for
/// ``UITableView/automaticDimension``). Row changes (`insertRows`, `deleteRows`, `reloadRows`,
/// batches) change the table's state at once and animate by their `UITableView.RowAnimation`
/// (`UITableView+RowAnimation.swift`).
///
/// The delegate: Swift cannot narrow the inherited `delegate` property's type, so it stays
/// `UIScrollViewDelegate?`; assign a `UITableViewDelegate` to it as in UIKit (Docs/Porting.md).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  // Accessibility, as UIKit's (mechanics in Accessibility/).
  override var defaultAccessibilityContainerType: UIAccessibilityContainerType { .dataTable }

  /// The table's look.
  public enum Style: Int, Sendable {
    /// Rows edge to edge, sticky section headers.
    case plain
    /// Sections apart on a grouped background; headers scroll.
    case grouped
    /// Grouped, with sections inset and rounded.
    case insetGrouped
  }

  /// How separators draw.
  public enum SeparatorStyle: Int, Sendable {
    /// None.
    case none
    /// A hairline under each row.
    case singleLine
    /// As `.singleLine` (etched separators are gone from UIKit).
    case singleLineEtched
  }

  /// How a changed row animates; rows change at once until the animation issue lands.
  public enum RowAnimation: Int, Sendable {
    /// Fades.
    case fade = 0
    /// Slides from or to the right.
    case right = 1
    /// Slides from or to the left.
    case left = 2
    /// Slides from or to the top.
    case top = 3
    /// Slides from or to the bottom.
    case bottom = 4
    /// None.
    case none = 5
    /// Stays centered.
    case middle = 6
    /// The system's choice.
    case automatic = 100
  }

  /// Where `scrollToRow(at:at:animated:)` puts the row.
  public enum ScrollPosition: Int, Sendable {
    /// As little as needed to show it.
    case none
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  /// A height that sizes the row (or header) to its content.
  public static let automaticDimension: CGFloat = -1

  /// The marker the delegate's default height methods return: "use the table's height".
  static let notImplementedHeight: CGFloat = -.greatestFiniteMagnitude

  /// The most rows a section shows; a data source reporting more is clamped (said once).
  public static let maximumRowsPerSection = 100_000_000

  /// The most sections a table shows: each section is asked for its counts and heights and kept,
  /// so a data source reporting more is clamped (said once).
  static let maximumSections = 100_000

  /// The most rows asked for their heights up front when `estimatedRowHeight` is 0 (UIKit asks
  /// them all); past it, rows are asked as they show, as with an estimate (said once).
  static let maximumUpFrontHeights = 100_000

  /// The table's style.
  public let style: Style

  /// Supplies the sections, rows and cells.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { reloadData() }
  }

  /// Hears which rows are about to show as the table scrolls (`UITableViewDataSourcePrefetching`).
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

  /// Every row's height, unless the delegate gives one.
  ///
  /// Default ``automaticDimension``: each row is its cell's `sizeThatFits(_:)` height.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// The height assumed for rows not yet shown; ``automaticDimension`` uses ``rowHeight`` when
  /// fixed, else 44; 0 asks every row's height up front.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// Every section header's height, unless the delegate gives one; ``automaticDimension``: 28
  /// (plain) or 38 (grouped) with a title or view, else 0 (plain) or 18 (grouped).
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// Space above each section header (iOS 15); ``automaticDimension`` is 0 here, as on iOS 14
  /// (iOS 15 puts 22 points above plain headers: set it to keep a layout identical).
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// Every section footer's height, unless the delegate gives one; ``automaticDimension``: as
  /// the header's, 0 without a title or view in a plain table.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// How separators draw.
  ///
  /// Default `.singleLine`.
  open var separatorStyle = SeparatorStyle.singleLine {
    didSet { setNeedsLayout() }
  }
  /// The separators' color.
  ///
  /// Default `.separator`.
  open var separatorColor: UIColor? = .separator {
    didSet { setNeedsLayout() }
  }
  /// The separators' insets (cells may set their own).
  ///
  /// Default 16 points on the left.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet { setNeedsLayout() }
  }
  /// A view above the first section.
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      reloadData()
    }
  }
  /// A view below the last section.
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      reloadData()
    }
  }
  /// Whether rows can be selected.
  ///
  /// Default `true`.
  open var allowsSelection = true
  /// Whether several rows can be selected at once.
  ///
  /// Default `false`.
  open var allowsMultipleSelection = false
  /// Whether rows take keyboard focus (Tab reaches the table, arrows move between rows,
  /// Return or Space selects; `UITableView+Focus.swift`).
  ///
  /// Default `true` on the desktop, as on the Mac (iPadOS's default is `false`).
  open var allowsFocus = true
  /// Whether moving focus with the arrows selects the row focused.
  ///
  /// Default `false`.
  open var selectionFollowsFocus = false
  /// Whether Tab back into the table focuses the row focused last.
  ///
  /// Otherwise it focuses the selected row, else the first visible one. Default `false`.
  open var remembersLastFocusedIndexPath = false
  /// The row focused last.
  final var lastFocusedIndexPath: IndexPath?

  // MARK: State (mechanics in the UITableView+ files)

  final var geometry = TableGeometry()
  final var needsReload = true
  /// Whether the delegate gives row heights (asked once per reload).
  final var delegateGivesRowHeights = false
  /// Whether every row's height was asked for when the data loaded (`estimatedRowHeight` 0 with a
  /// delegate that gives heights, within ``maximumUpFrontHeights``).
  final var asksHeightsUpFront = false
  /// The cells showing, by row (the reuse seam's tiling, `Reuse/TiledViews.swift`).
  final let rowCells = TiledViews<IndexPath, UITableViewCell>()
  /// Cells waiting for reuse, and the registered classes.
  final var cellQueue = ReuseQueue<UITableViewCell>()
  /// Header and footer views waiting for reuse, and the registered classes.
  final var headerFooterQueue = ReuseQueue<UITableViewHeaderFooterView>()
  /// The rows the prefetch data source was asked for, and where the last tiling looked from.
  final var rowPrefetch = PrefetchWindow<IndexPath>()
  final var lastTiledOffset: CGFloat?
  /// Visible header and footer views by section.
  final var headerViews: [Int: UIView] = [:]
  final var footerViews: [Int: UIView] = [:]
  final var selectedRows: [IndexPath] = []
  final var highlightedRow: IndexPath?
  final var isTiling = false
  /// The updates recorded inside `performBatchUpdates` / `beginUpdates`.
  final var pendingUpdates: TableUpdates?
  final var updateNesting = 0
  /// The cell a diffable data source is reconfiguring: dequeuing returns it.
  final var reconfiguringCell: UITableViewCell?

  /// Creates a table of `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    configureTable()
  }

  /// Creates a plain table.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a plain table from an archive: nothing is decoded on Linux (see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    configureTable()
  }

  private func configureTable() {
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
  }

  /// The table delegate (the scroll view's `delegate`, when it is one).
  final var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  // MARK: Registration and reuse

  /// Registers the cell class made for `identifier` when the pool has none.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    let type = cellClass as? UITableViewCell.Type
    cellQueue.register(
      type.map { type in { type.init(registeredWithReuseIdentifier: identifier) } }, for: identifier
    )
  }

  /// Registers the header or footer view class made for `identifier`.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    let type = aClass as? UITableViewHeaderFooterView.Type
    headerFooterQueue.register(
      type.map { type in { type.init(registeredWithReuseIdentifier: identifier) } }, for: identifier
    )
  }

  /// A cell for the row at `indexPath`: a reused one (after `prepareForReuse()`) or a new one of
  /// the registered class.
  ///
  /// An identifier never registered is UIKit's error; here it is reported and a `.default` cell
  /// is made, so the table still shows.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    Diagnostics.once(
      "dequeue-unregistered-\(identifier)",
      "UITableView: unable to dequeue a cell with identifier \(identifier) - must register a "
        + "nib or a class for the identifier; a default cell is used",
      module: "OpenUIKit")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A reused cell (after `prepareForReuse()`), a new cell of the registered class, or `nil`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
      reconfiguringCell = nil
      return cell
    }
    return cellQueue.dequeue(identifier)
  }

  /// A reused or new header or footer view of the class registered for `identifier`.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    headerFooterQueue.dequeue(identifier)
  }

  /// The cells made so far that are not in use (tests and benchmarks count them).
  public var reusableCellCount: Int { cellQueue.waitingCount }

  // MARK: Queries

  /// The number of sections, as last loaded.
  open var numberOfSections: Int {
    reloadIfNeeded()
    return geometry.sections.count
  }

  /// The number of rows in `section`, as last loaded (0 out of range).
  open func numberOfRows(inSection section: Int) -> Int {
    reloadIfNeeded()
    return geometry.sections.indices.contains(section) ? geometry.sections[section].rowCount : 0
  }

  /// The row's rectangle in the table's (content) coordinates; `.null` out of range.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    return rowFrame(geometry.rect(forRow: indexPath, width: bounds.width))
  }

  /// The rectangle of `section` (header, rows and footer); `.null` out of range.
  open func rect(forSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .null }
    let s = geometry.sections[section]
    return CGRect(x: 0, y: s.top, width: bounds.width, height: s.height)
  }

  /// The rectangle of `section`'s header in the table's (content) coordinates (empty with no
  /// header); `.null` out of range.
  open func rectForHeader(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .null }
    let s = geometry.sections[section]
    return CGRect(x: 0, y: s.headerTop, width: bounds.width, height: s.headerHeight)
  }

  /// The rectangle of `section`'s footer in the table's (content) coordinates (empty with no
  /// footer); `.null` out of range.
  open func rectForFooter(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .null }
    let s = geometry.sections[section]
    return CGRect(
      x: 0, y: s.top + s.height - s.footerHeight, width: bounds.width, height: s.footerHeight)
  }

  /// The row at `point` (content coordinates), if any.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < bounds.width else {
      return nil
    }
    let index = geometry.section(atY: point.y)
    guard geometry.sections.indices.contains(index) else { return nil }
    let section = geometry.sections[index]
    let y = point.y - section.rowsTop
    guard section.rowCount > 0, y >= 0, y < section.rowsHeight else { return nil }
    return IndexPath(row: section.row(atOffset: y), section: index)
  }

  /// The rows whose rectangles meet `rect` (content coordinates).
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    reloadIfNeeded()
    return rows(in: rect)
  }

  /// The index paths of the visible rows, in order.
  open var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return rowCells.views.keys.sorted()
  }

  /// The visible cells, in row order.
  open var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return rowCells.views.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The visible cell of the row at `indexPath` (`nil` when the row is not visible).
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return rowCells.views[indexPath]
  }

  /// The row a visible `cell` shows.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    rowCells.views.first { $0.value === cell }?.key
  }

  /// The visible header view of `section`.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return headerViews[section] as? UITableViewHeaderFooterView
  }

  /// The visible footer view of `section`.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return footerViews[section] as? UITableViewHeaderFooterView
  }

  // MARK: Reloading and scrolling

  /// Forgets every row and asks the data source again at the next layout; visible cells go back
  /// to the reuse pool and the selection is cleared.
  open func reloadData() {
    needsReload = true
    rowPrefetch.forget()
    selectedRows = []
    highlightedRow = nil
    setNeedsLayout()
  }

  /// Scrolls so that the row at `indexPath` shows at `scrollPosition`, within the offset range.
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let rect = rectForRow(at: indexPath)
    guard !rect.isNull else {
      Diagnostics.once(
        "scrollToRow-range",
        "UITableView.scrollToRow(at:): \(indexPath) is out of range; nothing scrolls",
        module: "OpenUIKit")
      return
    }
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var y: CGFloat
    switch scrollPosition {
    case .none: return scrollRectToVisible(rect, animated: animated)
    case .top: y = rect.minY - inset.top
    case .middle: y = rect.midY - inset.top - visibleHeight / 2
    case .bottom: y = rect.maxY - inset.top - visibleHeight
    }
    y = clampedOffset(CGPoint(x: contentOffset.x, y: y)).y
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  // MARK: Input (mechanics in UITableView+Selection)

  /// Highlights the pressed row and makes the table first responder (for the arrow keys).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !tableTouchesBegan(touches, with: event) { super.touchesBegan(touches, with: event) }
  }

  /// Keeps the highlight while the touch stays on its row.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !tableTouchesMoved(touches, with: event) { super.touchesMoved(touches, with: event) }
  }

  /// Selects the pressed row when the touch lifts on it.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !tableTouchesEnded(touches, with: event) { super.touchesEnded(touches, with: event) }
  }

  /// A drag took the touch: the highlight goes, nothing is selected.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !tableTouchesCancelled(touches, with: event) { super.touchesCancelled(touches, with: event) }
  }

  /// Tables take the arrow keys.
  open override var canBecomeFirstResponder: Bool { true }

  /// Up and Down move focus (a focused row) or the selection to the previous and next row and
  /// scroll it into view; Return or Space selects the focused row.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !tableFocusPresses(presses), !tableArrowPresses(presses) {
      super.pressesBegan(presses, with: event)
    }
  }

  /// Key repeat moves the focus or selection on.
  open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if !tableFocusPresses(presses, repeating: true), !tableArrowPresses(presses) {
      super.pressesChanged(presses, with: event)
    }
  }

  /// Places the visible rows' cells, headers and footers (reusing cells that scrolled away),
  /// reloading first when needed.
  open override func layoutSubviews() {
    super.layoutSubviews()
    reloadIfNeeded()
    tile()
  }
}
