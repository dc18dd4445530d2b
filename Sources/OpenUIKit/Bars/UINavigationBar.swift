import Foundation

/// A bar of navigation items, as UIKit's `UINavigationBar`: the top item's title (or title view)
/// centred, its bar button items at the sides, and a back button for the item below it.
///
/// 44 points tall, 74 with a prompt. The look comes from `standardAppearance`, or
/// `scrollEdgeAppearance` while the content is at the bar's edge (the top item's own appearances
/// win). Pressing the back button asks the navigation controller to pop, or, for a bar on its own,
/// pops the top item. The compact appearance, large titles and the bar's delegate are left out.
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarButtonItemHost {
  /// The bar's height without a prompt.
  public static let standardHeight: CGFloat = 44
  /// The prompt's line above the title row.
  public static let promptHeight: CGFloat = 30

  private var storedItems: [UINavigationItem] = []
  private var itemViews: [UIView] = []
  private var needsItemViews = true
  private let titleLabel = UILabel()
  private let promptLabel = UILabel()
  private let shadowLine = UIView()
  /// What the back button does; set by a navigation controller.
  var backAction: (() -> Void)?
  /// A back button a container shows where the bottom item has none (a collapsed split view's
  /// way back to the column before), titled and acting as given.
  var systemBackButton: (title: String, action: () -> Void)? {
    didSet {
      if systemBackButton?.title != oldValue?.title
        || (systemBackButton == nil) != (oldValue == nil)
      {
        itemsDidChange()
      }
    }
  }
  /// Items a container puts before the bottom item's left items (a split view's sidebar button).
  var systemLeadingItems: [UIBarButtonItem] = [] {
    didSet {
      if !systemLeadingItems.elementsEqual(oldValue, by: ===) { itemsDidChange() }
    }
  }
  /// Whether the title row is hidden while a search is active (`UINavigationBar+Search.swift`).
  var hidesTitleRow = false {
    didSet { if hidesTitleRow != oldValue { barHeightDidChange() } }
  }
  /// How much of the search row shows while it scrolls away; `nil`: all of it.
  var searchRowShown: CGFloat? {
    didSet { if searchRowShown != oldValue { barHeightDidChange() } }
  }

  /// The bar's look while content is scrolled under it.
  open var standardAppearance = UINavigationBarAppearance() {
    didSet { itemsDidChange() }
  }

  /// The bar's look while the top controller's content is at the bar's edge (its scroll view at
  /// the top, or no scroll view); `nil` uses `standardAppearance` with a transparent background
  /// and no line, as UIKit since iOS 15.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { itemsDidChange() }
  }

  /// Whether the top controller's content is at the bar's edge (set by the navigation controller).
  var isAtScrollEdge = true {
    didSet { if isAtScrollEdge != oldValue { itemsDidChange() } }
  }

  /// The appearance in effect: the top item's over the bar's, standard or scroll-edge.
  var effectiveAppearance: UINavigationBarAppearance {
    let standard = topItem?.standardAppearance ?? standardAppearance
    guard isAtScrollEdge else { return standard }
    if let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
    let transparent = standard.copy()
    transparent.backgroundColor = .clear
    transparent.shadowColor = nil
    return transparent
  }

  /// Creates a bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.accessibilityTraits = [.staticText, .header]
    titleLabel.textAlignment = .center
    promptLabel.font = .systemFont(ofSize: 13)
    promptLabel.textColor = .secondaryLabel
    promptLabel.textAlignment = .center
    addSubview(shadowLine)
    itemsDidChange()
  }

  /// Creates a bar from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The items, bottom to top.
  open var items: [UINavigationItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }

  /// Replaces the items (`animated` is accepted; the bar changes at once).
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    for item in storedItems where item.bar === self { item.bar = nil }
    storedItems = items ?? []
    for item in storedItems { item.bar = self }
    itemsDidChange()
  }

  /// Replaces the items from `index` on with `tail`, touching only those: a push or a pop costs
  /// the same at any depth.
  func replaceItems(from index: Int, with tail: [UINavigationItem]) {
    let start = min(max(index, 0), storedItems.count)
    for item in storedItems[start...] where item.bar === self { item.bar = nil }
    storedItems.replaceSubrange(start..., with: tail)
    for item in tail { item.bar = self }
    itemsDidChange()
  }

  /// The item on top.
  open var topItem: UINavigationItem? { storedItems.last }

  /// The item below the top one, whose back title the back button shows.
  open var backItem: UINavigationItem? {
    storedItems.count >= 2 ? storedItems[storedItems.count - 2] : nil
  }

  /// Pushes `item` on top.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    replaceItems(from: storedItems.count, with: [item])
  }

  /// Pops the top item and returns it; `nil` when there is none.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard let top = storedItems.last else { return nil }
    replaceItems(from: storedItems.count - 1, with: [])
    return top
  }

  /// The bar's width and its height: 44 points, 74 with a prompt.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: barHeight)
  }

  /// The bar's height for its top item: the title row (unless a search hides it), the prompt, and
  /// as much of the search row as shows.
  var barHeight: CGFloat { titleRowsHeight + visibleSearchRowHeight }

  /// The title row and the prompt's line, or nothing while a search hides them.
  var titleRowsHeight: CGFloat {
    hidesTitleRow ? 0 : Self.standardHeight + (topItem?.prompt == nil ? 0 : Self.promptHeight)
  }

  /// The items or one of their bar button items changed: views are made again at the next layout.
  func itemsDidChange() {
    needsItemViews = true
    setNeedsLayout()
  }

  /// Whether the bar lets content show through and the content extends under it; default
  /// `true`, as UIKit's.
  ///
  /// A navigation controller extends its top controller's view under a translucent bar (unless its
  /// `edgesForExtendedLayout` leaves out `.top`), with the bar's height as the top of its safe
  /// area; an opaque bar keeps the view below it.
  open var isTranslucent = true {
    didSet { superview?.setNeedsLayout() }
  }

  /// Makes the item views again when the items changed, then places them.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsItemViews { makeItemViews() }
    layoutItemViews()
  }

  // MARK: Views

  /// The left views (back button first), the right views (edge first), the title view.
  private var leftViews: [UIView] = []
  private var rightViews: [UIView] = []
  private var centerView: UIView?
  private var hasBackButton = false

  private func makeItemViews() {
    needsItemViews = false
    for view in itemViews { view.removeFromSuperview() }
    leftViews = []
    rightViews = []
    hasBackButton = false
    let appearance = effectiveAppearance
    backgroundColor = appearance.backgroundColor
    isOpaque = false
    shadowLine.backgroundColor = appearance.shadowColor
    shadowLine.isHidden = appearance.shadowColor == nil
    titleLabel.textColor =
      appearance.titleTextAttributes[.foregroundColor] as? UIColor ?? .label
    titleLabel.font =
      appearance.titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
    guard let top = topItem else {
      itemViews = []
      centerView = nil
      return
    }
    // Space items are a toolbar's: a navigation bar shows none.
    let left = (top.leftBarButtonItems ?? []).filter { !$0.isSpace }
    if let back = backItem, !top.hidesBackButton, left.isEmpty || top.leftItemsSupplementBackButton
    {
      hasBackButton = true
      leftViews.append(
        BarButtonView(content: .back(back.backTitle), tint: nil) { [weak self] in
          self?.backPressed()
        })
    } else if backItem == nil, let system = systemBackButton, !top.hidesBackButton,
      left.isEmpty || top.leftItemsSupplementBackButton
    {
      hasBackButton = true
      leftViews.append(
        BarButtonView(content: .back(system.title), tint: nil) { [weak self] in
          self?.systemBackButton?.action()
        })
    }
    if backItem == nil { leftViews += systemLeadingItems.map(makeView) }
    leftViews += left.map(makeView)
    rightViews = (top.rightBarButtonItems ?? []).filter { !$0.isSpace }.map(makeView)
    if let titleView = top.titleView {
      centerView = titleView
    } else {
      titleLabel.text = top.displayedTitle
      centerView = titleLabel
    }
    promptLabel.text = top.prompt
    itemViews =
      leftViews + rightViews
      + [centerView, top.prompt == nil ? nil : promptLabel, top.searchController?.searchBar]
      .compactMap { $0 }
    for view in itemViews { addSubview(view) }
    bringSubviewToFront(shadowLine)
  }

  private func makeView(for item: UIBarButtonItem) -> UIView {
    item.bar = self
    return BarButtonView.view(for: item)
  }

  /// Left views from the left edge, right views from the right edge, the title centred between.
  private func layoutItemViews() {
    // Right to left, the back button and left items go to the right edge, right items to the left.
    defer { mirrorForRightToLeft(leftViews + rightViews + [centerView], in: bounds) }
    layoutSearchRow()
    for view in leftViews + rightViews + [centerView, promptLabel] {
      view?.isHidden = hidesTitleRow
    }
    let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
    shadowLine.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1 / scale)
    let top = topItem?.prompt == nil ? 0 : Self.promptHeight
    promptLabel.frame = CGRect(x: 16, y: 0, width: max(0, bounds.width - 32), height: top)
    let rowHeight = Self.standardHeight
    // The back button sits 8 points from the edge, items 16.
    var leftEdge: CGFloat = hasBackButton ? 8 : 16
    for view in leftViews {
      let size = fittingSize(of: view, rowHeight: rowHeight)
      view.frame = CGRect(
        x: leftEdge, y: top + ((rowHeight - size.height) / 2).rounded(), width: size.width,
        height: size.height)
      leftEdge += size.width + 12
    }
    var rightEdge = bounds.width - 16
    for view in rightViews {
      let size = fittingSize(of: view, rowHeight: rowHeight)
      rightEdge -= size.width
      view.frame = CGRect(
        x: rightEdge, y: top + ((rowHeight - size.height) / 2).rounded(), width: size.width,
        height: size.height)
      rightEdge -= 12
    }
    guard let centerView else { return }
    let lowest = leftViews.isEmpty ? 16 : leftEdge - 4
    let highest = rightViews.isEmpty ? bounds.width - 16 : rightEdge + 4
    let inset = max(bounds.width - highest, lowest)
    let room = max(0, bounds.width - 2 * inset)
    let fitting = fittingSize(of: centerView, rowHeight: rowHeight)
    let width = min(fitting.width, room > 0 ? room : max(0, highest - lowest))
    var x = ((bounds.width - width) / 2).rounded()
    if room <= 0 || x < lowest { x = lowest }
    centerView.frame = CGRect(
      x: x, y: top + ((rowHeight - fitting.height) / 2).rounded(), width: width,
      height: fitting.height)
  }

  private func fittingSize(of view: UIView, rowHeight: CGFloat) -> CGSize {
    if view === titleLabel {
      let size = titleLabel.sizeThatFits(CGSize(width: bounds.width, height: rowHeight))
      return CGSize(width: ceil(size.width), height: rowHeight)
    }
    if view is BarButtonView {
      return view.sizeThatFits(CGSize(width: bounds.width, height: rowHeight))
    }
    let size =
      view.frame.size == .zero
      ? view.sizeThatFits(CGSize(width: bounds.width, height: rowHeight)) : view.frame.size
    return CGSize(width: min(size.width, bounds.width), height: min(size.height, rowHeight))
  }

  private func backPressed() {
    if let backAction { backAction() } else { popItem(animated: true) }
  }
}
