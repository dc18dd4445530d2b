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
  /// Iterative, so that a deep hierarchy cannot exhaust the stack.
  var focusableViewsInOrder: [UIView] {
    var found: [UIView] = []
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { continue }
      if view.canBecomeFocused { found.append(view) }
      pending.append(contentsOf: view.storedSubviews.reversed())
    }
    return found
  }
}
