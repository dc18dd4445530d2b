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
  /// A table's rows are one stop, its entry row (`UITableView+Focus.swift`): the other rows are
  /// reached with the arrows; controls inside rows are stops of their own. Iterative, so that a
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
      if view.canBecomeFocused, !(view is UITableViewCell) { found.append(view) }
      pending.append(contentsOf: view.storedSubviews.reversed())
    }
    return found
  }

  /// Whether `other` stands for the same stop of the focus order: the same view, or rows of the
  /// same table.
  func isSameFocusStop(as other: UIView) -> Bool {
    if self === other { return true }
    guard self is UITableViewCell, other is UITableViewCell, let table = superview else {
      return false
    }
    return table is UITableView && other.superview === table
  }
}
