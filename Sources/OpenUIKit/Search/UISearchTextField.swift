import Foundation

/// The text field of a search bar, as UIKit's `UISearchTextField`: a filled rounded field with a
/// magnifying glass at its leading edge and a clear button while it has text.
///
/// Escape cancels the search while the bar shows its Cancel button (a desktop choice: Mac Catalyst
/// closes a search on Escape); otherwise it stops editing, as in any field. Tokens are left out
/// (API absent).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// The search bar it belongs to, told of Escape.
  weak var searchBar: UISearchBar?

  /// A search field with a placeholder of "Search".
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSearchField()
  }

  /// Creates a field from an archive: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSearchField()
  }

  private func setUpSearchField() {
    borderStyle = .none
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 10
    clearButtonMode = .whileEditing
    returnKeyType = .search
    placeholder = "Search"
    accessibilityTraits.insert(.searchField)
  }

  /// The text after the magnifying glass.
  open override func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = super.textRect(forBounds: bounds)
    let room: CGFloat = 30
    rect.size.width = max(rect.width - room, 0)
    if !isRightToLeft { rect.origin.x += room }
    return rect
  }

  /// The clear button 6 points from the trailing edge.
  open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    var rect = super.clearButtonRect(forBounds: bounds)
    rect.origin.x += isRightToLeft ? 6 : -6
    return rect
  }

  /// Escape cancels the search when the bar shows its Cancel button.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if let bar = searchBar, bar.showsCancelButton || bar.searchController?.isActive == true,
      presses.contains(where: { $0.key?.keyCode == .keyboardEscape })
    {
      bar.cancelClicked()
      return
    }
    super.pressesBegan(presses, with: event)
  }

  /// The field, then the magnifying glass in the secondary label color.
  open override func draw(_ rect: CGRect) {
    super.draw(rect)
    let side: CGFloat = 14
    let x = isRightToLeft ? bounds.maxX - 10 - side : bounds.minX + 10
    let glass = CGRect(x: x, y: bounds.midY - side / 2, width: side, height: side)
    let lens = UIBezierPath(ovalIn: CGRect(x: glass.minX, y: glass.minY, width: 10, height: 10))
    lens.lineWidth = 1.8
    let handle = UIBezierPath()
    handle.move(to: CGPoint(x: glass.minX + 8.5, y: glass.minY + 8.5))
    handle.addLine(to: CGPoint(x: glass.maxX, y: glass.maxY))
    handle.lineWidth = 2
    handle.lineCapStyle = .round
    UIColor.secondaryLabel.setStroke()
    lens.stroke()
    handle.stroke()
  }
}
