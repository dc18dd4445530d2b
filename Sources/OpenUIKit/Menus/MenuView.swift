import Foundation

/// A menu drawn by the framework in the system's style, light and dark: rows of titles (and
/// subtitles, and key commands' shortcuts) with a check column, separators between inline groups
/// (a titled group's title small above its rows), submenus opened in place with a row back,
/// destructive actions and the children of destructive menus in red, the highlighted row in the
/// tint; choosing in a `.singleSelection` menu checks the chosen action and unchecks the others.
///
/// The pointer highlights the row under it (hovering or pressed) and a release on an enabled row
/// chooses it; the keys (routed here by the window while the menu is open) move the highlight
/// (Up, Down), choose (Return, Space), open a submenu (Right), go back (Left) and close (Escape).
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
  private var groups: [UIMenu?] = []
  /// The highlighted row, if any.
  private(set) var highlighted: Int?
  /// Runs a chosen action or command and closes the menu (unless the action keeps it).
  let choose: (UIMenuElement) -> Void
  /// Closes the menu without a choice.
  let cancel: () -> Void
  /// Commands no responder takes: drawn dimmed, not chosen.
  private var unavailable: Set<ObjectIdentifier>

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
    rebuild()
  }

  required init?(coder: NSCoder) { nil }

  // MARK: Rows

  private func rebuild() {
    rows = []
    groups = []
    destructiveRows = []
    guard let menu = stack.last else { return }
    if stack.count > 1 { add(.back(menu), nil) }
    if stack.count > 1 { add(.separator, nil) }
    append(menu.children, in: menu, destructive: menu.options.contains(.destructive))
    while case .separator = rows.last { removeLastRow() }
    highlighted = nil
    frame.size = measuredSize
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

  /// Rows whose titles are drawn red: destructive actions, and the children of a destructive
  /// menu.
  private var destructiveRows: Set<Int> = []

  private func append(_ elements: [UIMenuElement], in group: UIMenu, destructive: Bool) {
    for element in elements {
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
          // An inline group sits between separators; an empty one adds none.
          if let last = rows.last, !isSeparator(last) { add(.separator, nil) }
          if !menu.title.isEmpty, MainMenu.hasVisibleItems(menu) { add(.header(menu.title), nil) }
          append(
            menu.children, in: menu,
            destructive: destructive || menu.options.contains(.destructive))
          if let last = rows.last, !isSeparator(last) { add(.separator, nil) }
        } else {
          add(.submenu(menu), group)
        }
      }
    }
  }

  private func isSeparator(_ row: Row) -> Bool {
    if case .separator = row { return true }
    return false
  }

  private func title(of row: Row) -> String {
    switch row {
    case .action(let action): action.title
    case .command(let command, _): command.displayTitle
    case .submenu(let menu): menu.title
    case .back(let menu): menu.title
    case .header(let title): title
    case .separator: ""
    }
  }

  /// The row's subtitle, drawn as a second line.
  private func subtitle(of row: Row) -> String? {
    switch row {
    case .action(let action): action.subtitle
    case .command(let command, _): command.subtitle
    case .submenu(let menu): menu.subtitle
    case .back, .header, .separator: nil
    }
  }

  /// A row's height: a separator's, a title's, or a title's with its subtitle.
  private func height(of row: Row) -> CGFloat {
    if isSeparator(row) { return Self.separatorHeight }
    if case .header = row { return Self.headerHeight }
    return subtitle(of: row)?.isEmpty == false ? Self.rowHeight + 14 : Self.rowHeight
  }

  /// The rows' frames, top to bottom.
  private var rowFrames: [CGRect] {
    var y = Self.padding
    return rows.map { row in
      let height = height(of: row)
      defer { y += height }
      return CGRect(x: 0, y: y, width: bounds.width, height: height)
    }
  }

  private var measuredSize: CGSize {
    let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
    let widest =
      rows.map { row in
        let shortcut = shortcut(of: row).map { $0.size(withAttributes: attributes).width + 24 }
        return title(of: row).size(withAttributes: attributes).width + (shortcut ?? 0)
      }.max() ?? 0
    let total = rows.reduce(2 * Self.padding) { $0 + self.height(of: $1) }
    // Check column, title, shortcut or submenu chevron; between 160 and 400 points.
    return CGSize(width: min(max(ceil(widest) + 28 + 34, 160), 400), height: total)
  }

  /// A key command's shortcut, drawn at the row's right end.
  private func shortcut(of row: Row) -> String? {
    guard case .command(let command as UIKeyCommand, _) = row else { return nil }
    return command.shortcutLabel
  }

  // MARK: Drawing

  override func draw(_ rect: CGRect) {
    let shape = UIBezierPath(roundedRect: bounds, cornerRadius: 8)
    let dark = traitCollection.userInterfaceStyle == .dark
    (dark ? UIColor(white: 0.17, alpha: 1) : UIColor(white: 0.98, alpha: 1)).setFill()
    shape.fill()
    UIColor.separator.setStroke()
    shape.lineWidth = 0.5
    shape.stroke()
    let tint = tintColor ?? .systemBlue
    for (index, (row, frame)) in zip(rows, rowFrames).enumerated() {
      if isSeparator(row) {
        UIColor.separator.setFill()
        UIRectFill(CGRect(x: 10, y: frame.midY, width: frame.width - 20, height: 0.5))
        continue
      }
      if case .header(let title) = row {
        let small: [NSAttributedString.Key: Any] = [
          .font: UIFont.systemFont(ofSize: 11, weight: .semibold),
          .foregroundColor: UIColor.secondaryLabel,
        ]
        title.draw(
          in: CGRect(x: 14, y: frame.minY + 5, width: frame.width - 28, height: 16),
          withAttributes: small)
        continue
      }
      let isHighlighted = index == highlighted
      if isHighlighted {
        tint.setFill()
        UIBezierPath(roundedRect: frame.insetBy(dx: 5, dy: 1), cornerRadius: 5).fill()
      }
      var color = UIColor.label
      var mark: String?
      switch row {
      case .action(let action):
        if action.attributes.contains(.disabled) {
          color = .tertiaryLabel
        } else if destructiveRows.contains(index) {
          color = .systemRed
        }
        mark = action.state == .on ? "✓" : action.state == .mixed ? "–" : nil
      case .command(let command, let available):
        if !available || command.attributes.contains(.disabled) {
          color = .tertiaryLabel
        } else if destructiveRows.contains(index) {
          color = .systemRed
        }
        mark = command.state == .on ? "✓" : command.state == .mixed ? "–" : nil
      case .submenu: mark = nil
      case .back: mark = "‹"
      case .header, .separator: break
      }
      if isHighlighted, color != .tertiaryLabel { color = .white }
      let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: color]
      let text = title(of: row)
      let size = text.size(withAttributes: attributes)
      let second = subtitle(of: row).flatMap { $0.isEmpty ? nil : $0 }
      let y = second == nil ? frame.midY - size.height / 2 : frame.minY + 4
      if let mark { mark.draw(at: CGPoint(x: 12, y: y), withAttributes: attributes) }
      var shortcutWidth: CGFloat = 0
      if let shortcut = shortcut(of: row) {
        var keys = attributes
        if color == .label { keys[.foregroundColor] = UIColor.secondaryLabel }
        let width = ceil(shortcut.size(withAttributes: keys).width)
        shortcut.draw(at: CGPoint(x: frame.width - 14 - width, y: y), withAttributes: keys)
        shortcutWidth = width + 16
      }
      text.draw(
        in: CGRect(x: 28, y: y, width: frame.width - 28 - 28 - shortcutWidth, height: size.height),
        withAttributes: attributes)
      if let second {
        let small: [NSAttributedString.Key: Any] = [
          .font: UIFont.systemFont(ofSize: 11),
          .foregroundColor: isHighlighted ? UIColor.white : UIColor.secondaryLabel,
        ]
        second.draw(
          in: CGRect(x: 28, y: y + size.height, width: frame.width - 56, height: 16),
          withAttributes: small)
      }
      if case .submenu = row {
        "›".draw(at: CGPoint(x: frame.width - 20, y: y), withAttributes: attributes)
      }
    }
  }

  // MARK: Pointer

  private func row(at point: CGPoint) -> Int? {
    rowFrames.firstIndex { $0.contains(point) }.flatMap { rows[$0].isChoosable ? $0 : nil }
  }

  func highlight(_ index: Int?) {
    guard index != highlighted else { return }
    highlighted = index
    setNeedsDisplay()
  }

  func hovered(_ hover: UIHoverGestureRecognizer) {
    highlight(hover.state == .ended ? nil : row(at: hover.location(in: self)))
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    highlight(touches.first.flatMap { row(at: $0.location(in: self)) })
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    highlight(touches.first.flatMap { row(at: $0.location(in: self)) })
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let index = touches.first.flatMap({ row(at: $0.location(in: self)) }) else { return }
    activate(index)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    highlight(nil)
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
      stack.append(menu)
      rebuild()
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
    let origin = frame.origin
    let kept = highlighted
    rebuild()
    frame.origin = origin
    if let kept, rows.indices.contains(kept), rows[kept].isChoosable { highlight(kept) }
  }

  /// Whether the highlighted row opens a submenu.
  var highlightsSubmenu: Bool {
    guard let highlighted, case .submenu = rows[highlighted] else { return false }
    return true
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
    let origin = frame.origin
    rebuild()
    frame.origin = origin
  }
}
