import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// A menu drawn by the framework in the system's style, light and dark: rows of titles (and
/// subtitles, and key commands' shortcuts) with a check column, separators between inline groups
/// (a titled group's title small above its rows), submenus opened in place with a row back,
/// destructive actions and the children of destructive menus in red, the highlighted row in the
/// tint; choosing in a `.singleSelection` menu checks the chosen action and unchecks the others.
///
/// The pointer highlights the row under it (hovering or pressed) and a release on an enabled row
/// chooses it; the keys (routed here by the window while the menu is open) move the highlight
/// (Up, Down), choose (Return, Space), open a submenu (Right), go back (Left) and close (Escape).
///
/// A menu taller than the room below (or above) where it opens scrolls, as the Mac's do: it takes
/// the room there, an arrow strip at its top or bottom shows that rows lie beyond (pressing it
/// scrolls a page), the wheel scrolls it, and the highlight moved by the keys stays in view
/// (`MenuView+Scrolling.swift`). Drawing, the pointer and the keys each have a file of their own.
@MainActor
final class MenuView: UIView {
  /// One row.
  enum Row {
    case action(UIAction)
    /// A command, and whether a responder takes it (one that none takes is dimmed).
    case command(UICommand, available: Bool)
    case submenu(UIMenu)
    case back(UIMenu)
    /// An inline group's title, drawn small above its rows.
    case header(String)
    case separator

    @MainActor var isChoosable: Bool {
      switch self {
      case .action(let action): !action.attributes.contains(.disabled)
      case .command(let command, let available):
        available && !command.attributes.contains(.disabled)
      case .submenu, .back: true
      case .header, .separator: false
      }
    }
  }

  static let rowHeight: CGFloat = 28
  static let separatorHeight: CGFloat = 9
  static let headerHeight: CGFloat = 22
  static let padding: CGFloat = 6
  static let font = UIFont.systemFont(ofSize: 14)

  /// The menus shown, the root first: the last is on screen.
  private(set) var stack: [UIMenu]
  private(set) var rows: [Row] = []
  /// The menu each row's action came from (an inline group, or the menu shown), for
  /// `.destructive` and `.singleSelection`.
  private(set) var groups: [UIMenu?] = []
  /// Rows whose titles are drawn red: destructive actions, and the children of a destructive
  /// menu.
  private(set) var destructiveRows: Set<Int> = []
  /// The highlighted row, if any.
  private(set) var highlighted: Int?
  /// Runs a chosen action or command and closes the menu (unless the action keeps it).
  let choose: (UIMenuElement) -> Void
  /// Closes the menu without a choice.
  let cancel: () -> Void
  /// Commands no responder takes: drawn dimmed, not chosen.
  private var unavailable: Set<ObjectIdentifier>

  /// Each row's top in the menu's content (the padding above the first included), worked out
  /// when the rows are.
  var rowTops: [CGFloat] = []
  /// The height of every row, padding included: the menu's height when it fits.
  var contentHeight: CGFloat = 0
  /// The widest row, measured when the rows are.
  var contentWidth: CGFloat = 0
  /// How far the rows are scrolled up (0 unless the menu is taller than its frame).
  var scrollOffset: CGFloat = 0
  /// The window area the menu must stay in, set where it is placed (`place(at:in:)`).
  var placementBounds: CGRect?

  init(
    menu: UIMenu, unavailable: Set<ObjectIdentifier> = [],
    choose: @escaping (UIMenuElement) -> Void, cancel: @escaping () -> Void
  ) {
    stack = [menu]
    self.unavailable = unavailable
    self.choose = choose
    self.cancel = cancel
    super.init(frame: .zero)
    isOpaque = false
    backgroundColor = .clear
    contentMode = .redraw
    layer.shadowOpacity = 0.25
    layer.shadowRadius = 10
    layer.shadowOffset = CGSize(width: 0, height: 4)
    addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: MenuView.hovered))
    addGestureRecognizer(scrollRecognizer())
    rebuild()
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) { drawMenu(in: rect) }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    pressBegan(touches.first.map { $0.location(in: self) })
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    pressMoved(touches.first.map { $0.location(in: self) })
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    pressEnded(touches.first.map { $0.location(in: self) })
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    highlight(nil)
  }

  // MARK: Rows

  private func rebuild() {
    rows = []
    groups = []
    destructiveRows = []
    guard let menu = stack.last else { return }
    if stack.count > 1 { add(.back(menu), nil) }
    if stack.count > 1 { add(.separator, nil) }
    var budget = MenuTree.maximumElements
    append(
      menu.children, in: menu, destructive: menu.options.contains(.destructive), depth: 0,
      budget: &budget)
    while case .separator = rows.last { removeLastRow() }
    highlighted = nil
    measureRows()
    setNeedsDisplay()
  }

  private func add(_ row: Row, _ group: UIMenu?) {
    rows.append(row)
    groups.append(group)
  }

  private func removeLastRow() {
    rows.removeLast()
    groups.removeLast()
  }

  /// Adds rows for `elements`, inline groups' children in place (`depth` groups deep, each
  /// element counted against `budget`: a group inside itself many times over is left out there).
  private func append(
    _ elements: [UIMenuElement], in group: UIMenu, destructive: Bool, depth: Int,
    budget: inout Int
  ) {
    for element in elements {
      guard budget > 0 else {
        return Diagnostics.once(
          "menu-rows",
          "UIMenu: a menu shows \(MenuTree.maximumElements) rows at most; the rest are left out",
          module: "OpenUIKit")
      }
      budget -= 1
      if let action = element as? UIAction {
        guard !action.attributes.contains(.hidden) else { continue }
        if destructive || action.attributes.contains(.destructive) {
          destructiveRows.insert(rows.count)
        }
        add(.action(action), group)
      } else if let command = element as? UICommand {
        guard !command.attributes.contains(.hidden) else { continue }
        if destructive || command.attributes.contains(.destructive) {
          destructiveRows.insert(rows.count)
        }
        add(.command(command, available: !unavailable.contains(ObjectIdentifier(command))), group)
      } else if let menu = element as? UIMenu {
        if menu.options.contains(.displayInline) {
          guard !MenuTree.isTooDeep(depth + 1) else { continue }
          // An inline group sits between separators; an empty one adds none.
          if let last = rows.last, !isSeparator(last) { add(.separator, nil) }
          if !menu.title.isEmpty, MainMenu.hasVisibleItems(menu) { add(.header(menu.title), nil) }
          append(
            menu.children, in: menu,
            destructive: destructive || menu.options.contains(.destructive), depth: depth + 1,
            budget: &budget)
          if let last = rows.last, !isSeparator(last) { add(.separator, nil) }
        } else {
          add(.submenu(menu), group)
        }
      }
    }
  }

  func isSeparator(_ row: Row) -> Bool {
    if case .separator = row { return true }
    return false
  }

  /// Chooses the row at `index`: runs its action or command, or opens its submenu.
  func activate(_ index: Int) {
    switch rows[index] {
    case .action(let action):
      guard !action.attributes.contains(.disabled) else { return }
      // In a single-selection menu the chosen action is checked and the others unchecked.
      if let group = groups[index], group.options.contains(.singleSelection) {
        for case let sibling as UIAction in group.children {
          sibling.state = sibling === action ? .on : .off
        }
      }
      choose(action)
      if action.attributes.contains(.keepsMenuPresented) { setNeedsDisplay() }
    case .command(let command, let available):
      guard available, !command.attributes.contains(.disabled) else { return }
      choose(command)
    case .submenu(let menu):
      guard !MenuTree.isTooDeep(stack.count) else { return }
      stack.append(menu)
      rebuildInPlace()
      highlightFirst()
    case .back:
      goBack()
    case .header, .separator:
      break
    }
  }

  /// Shows the rows again after validation, keeping the submenu shown and the highlight.
  func revalidate(unavailable: Set<ObjectIdentifier>) {
    self.unavailable = unavailable
    let kept = highlighted
    let offset = scrollOffset
    rebuildInPlace()
    scroll(to: offset)
    if let kept, rows.indices.contains(kept), rows[kept].isChoosable { highlight(kept) }
  }

  /// Whether the highlighted row opens a submenu.
  var highlightsSubmenu: Bool {
    guard let highlighted, case .submenu = rows[highlighted] else { return false }
    return true
  }

  /// Highlights `index` (`nil`: none), scrolled into view unless the pointer chose it (a row
  /// under the pointer shows already, and scrolling would put another there).
  func highlight(_ index: Int?, revealing: Bool = true) {
    guard index != highlighted else { return }
    highlighted = index
    if let index, revealing { reveal(index) }
    setNeedsDisplay()
  }

  /// Highlights the first row that can be chosen.
  func highlightFirst() {
    highlight(rows.indices.first { rows[$0].isChoosable && !isBack(rows[$0]) })
  }

  private func isBack(_ row: Row) -> Bool {
    if case .back = row { return true }
    return false
  }

  /// Shows the menu the submenu was opened from.
  func goBack() {
    stack.removeLast()
    rebuildInPlace()
  }

  /// The rows of the menu on top again, the menu's top-left corner kept where it is.
  private func rebuildInPlace() {
    let origin = frame.origin
    rebuild()
    fit(at: origin)
  }
}
