import Foundation

extension UIView {
  /// Whether the view takes focus now: it can, and it and its ancestors up to its window are shown
  /// and take touches.
  var isFocusableNow: Bool {
    guard canBecomeFocused else { return false }
    var view: UIView? = self
    while let current = view {
      if current.isHidden || !current.isUserInteractionEnabled || current.alpha < 0.01 {
        return false
      }
      if current is UIWindow { return true }
      view = current.storedSuperview
    }
    return false
  }

  /// The focusable views of this subtree in focus order: depth first, subviews in order (back to
  /// front), skipping hidden, transparent and non-interactive subtrees.
  ///
  /// A table's rows (a collection view's items) are one stop, its entry row
  /// (`UITableView+Focus.swift`, `UICollectionView+Focus.swift`): the others are reached with the
  /// arrows; controls inside rows are stops of their own. Iterative, so that a
  /// deep hierarchy cannot exhaust the stack.
  var focusableViewsInOrder: [UIView] {
    var found: [UIView] = []
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { continue }
      // A table's rows are one stop, its entry row (the arrows reach the others); the controls
      // inside rows stay stops of their own.
      if let table = view as? UITableView, let entry = table.focusEntryCell {
        found.append(entry)
      }
      if let grid = view as? UICollectionView, let entry = grid.focusEntryCell {
        found.append(entry)
      }
      if view.canBecomeFocused, !(view is UITableViewCell),
        (view as? UICollectionViewCell)?.owningCollectionView == nil
      {
        found.append(view)
      }
      pending.append(contentsOf: view.storedSubviews.reversed())
    }
    return found
  }

  /// Whether `other` stands for the same stop of the focus order: the same view, or rows of the
  /// same table (items of the same collection view).
  func isSameFocusStop(as other: UIView) -> Bool {
    if self === other { return true }
    if let item = self as? UICollectionViewCell, let grid = item.owningCollectionView {
      return (other as? UICollectionViewCell)?.owningCollectionView === grid
    }
    guard let container = superview, other.superview === container else { return false }
    return self is UITableViewCell && other is UITableViewCell && container is UITableView
  }
}
