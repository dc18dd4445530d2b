import Foundation

extension UIWindow {
  /// The recognizers a touch going down on `view` goes to: the enabled recognizers of the view
  /// and its superviews, nearest first, except those whose delegate declines the touch
  /// (`gestureRecognizer(_:shouldReceive:)`); `nil` when there are none.
  static func recognizers(for touch: UITouch, from view: UIView?) -> [UIGestureRecognizer]? {
    var found: [UIGestureRecognizer] = []
    var current = view
    while let candidate = current {
      // Hover recognizers follow the pointer, never touches (Pointer/UIWindow+Hover.swift).
      found += candidate.attachedGestureRecognizers.filter {
        $0.isEnabled && !($0 is UIHoverGestureRecognizer)
          && $0.delegate?.gestureRecognizer($0, shouldReceive: touch) != false
      }
      current = candidate.superview
    }
    return found.isEmpty ? nil : found
  }
}
