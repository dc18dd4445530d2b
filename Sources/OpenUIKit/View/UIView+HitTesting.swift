import Foundation

extension UIView {
  /// UIKit's hit test: skip hidden, non-interactive and nearly transparent
  /// views and anything outside `point(inside:with:)`; test subviews front
  /// to back (array order; `zPosition` does not count); else this view.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !isBlockedByAnimation,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in storedSubviews.reversed() {
      let local = subview.convert(point, from: self)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }
}
