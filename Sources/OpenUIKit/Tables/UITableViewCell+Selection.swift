import Foundation

/// The selected look of a table row: its `selectedBackgroundView`, or the system's gray while
/// selected or pressed — none with a background configuration, whose `updated(for:)` shows it.
extension UITableViewCell {
  final func updateSelectedBackground() {
    (superview as? UITableView)?.updateSeparatorsAroundSelection()
    let shows = showsSelection
    let view: UIView
    if let selectedBackgroundView {
      view = selectedBackgroundView
    } else if shows, storedBackgroundConfiguration == nil {
      if defaultSelectedBackground == nil {
        let gray = UIView()
        gray.backgroundColor = .systemGray4
        defaultSelectedBackground = gray
      }
      guard let gray = defaultSelectedBackground else { return }
      view = gray
    } else {
      defaultSelectedBackground?.removeFromSuperview()
      return
    }
    if shows {
      if view.superview !== self {
        insertSubview(view, at: backgroundView?.superview === self ? 1 : 0)
        setNeedsLayout()
      }
    } else {
      view.removeFromSuperview()
    }
  }

  /// The separator's height (a device pixel) in a table that draws separators, else 0.
  final var separatorHeight: CGFloat {
    guard let table = superview as? UITableView, table.separatorStyle != .none else { return 0 }
    return 1 / max(traitCollection.displayScale, 1)
  }

  /// The content view's width in a cell of `size`: what the accessory, its margin and the
  /// 8 points before it leave (the layout's and a self-sizing measurement's alike).
  final func contentWidth(inCellOf size: CGSize) -> CGFloat {
    guard let accessory = accessoryView ?? standardAccessory else { return max(size.width, 0) }
    return max(size.width - Self.margin - accessory.sizeThatFits(size).width - 8, 0)
  }
}
