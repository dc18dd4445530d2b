import Foundation

/// How a menu's rows look: titles, subtitles, check marks, shortcuts, headers and separators, on
/// the menu's rounded background.
extension MenuView {
  /// Works out each row's top, the content's height and the widest row, and sizes the menu to
  /// show all of it (``fit(at:)`` then keeps it inside the window).
  func measureRows() {
    let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
    var y = Self.padding
    var widest: CGFloat = 0
    rowTops = rows.map { row in
      defer { y += height(of: row) }
      let shortcut = shortcut(of: row).map { $0.size(withAttributes: attributes).width + 24 }
      widest = max(widest, title(of: row).size(withAttributes: attributes).width + (shortcut ?? 0))
      return y
    }
    contentHeight = y + Self.padding
    // Check column, title, shortcut or submenu chevron; between 160 and 400 points.
    contentWidth = min(max(ceil(widest) + 28 + 34, 160), 400)
    scrollOffset = 0
    frame.size = CGSize(width: contentWidth, height: contentHeight)
  }

  /// The frame of the row at `index`, in the menu's coordinates (scrolled).
  func rowFrame(_ index: Int) -> CGRect {
    CGRect(
      x: 0, y: rowTops[index] - scrollOffset, width: bounds.width, height: height(of: rows[index]))
  }

  func title(of row: Row) -> String {
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
  func subtitle(of row: Row) -> String? {
    switch row {
    case .action(let action): action.subtitle
    case .command(let command, _): command.subtitle
    case .submenu(let menu): menu.subtitle
    case .back, .header, .separator: nil
    }
  }

  /// A row's height: a separator's, a title's, or a title's with its subtitle.
  func height(of row: Row) -> CGFloat {
    if isSeparator(row) { return Self.separatorHeight }
    if case .header = row { return Self.headerHeight }
    return subtitle(of: row)?.isEmpty == false ? Self.rowHeight + 14 : Self.rowHeight
  }

  /// A key command's shortcut, drawn at the row's right end.
  func shortcut(of row: Row) -> String? {
    guard case .command(let command as UIKeyCommand, _) = row else { return nil }
    return command.shortcutLabel
  }

  // MARK: Drawing

  /// Draws the rows in `rect` (``draw(_:)``), then the scroll arrows over them.
  func drawMenu(in rect: CGRect) {
    let shape = UIBezierPath(roundedRect: bounds, cornerRadius: 8)
    let dark = traitCollection.userInterfaceStyle == .dark
    (dark ? UIColor(white: 0.17, alpha: 1) : UIColor(white: 0.98, alpha: 1)).setFill()
    shape.fill()
    UIColor.separator.setStroke()
    shape.lineWidth = 0.5
    shape.stroke()
    let tint = tintColor ?? .systemBlue
    // Only the rows in view, and not under the arrow strips: a long menu draws what it shows.
    let context = UIGraphicsGetCurrentContext()
    context?.saveGState()
    context?.clip(to: scrolledContentArea)
    for index in visibleRows(in: rect.intersection(scrolledContentArea)) {
      let row = rows[index]
      let frame = rowFrame(index)
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
    context?.restoreGState()
    drawScrollArrows()
  }
}
