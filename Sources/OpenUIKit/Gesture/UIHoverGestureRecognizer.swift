import Foundation

/// Follows the pointer over a view while no button is down, as UIKit's
/// `UIHoverGestureRecognizer` (iPadOS with a mouse, Mac Catalyst).
///
/// A continuous gesture: `.began` when the pointer enters the view (its hit-tested area, or a
/// subview's), `.changed` as it moves within, `.ended` when it leaves the view or the window;
/// ``location(in:)`` is the pointer's location. Every hover recognizer on the views under the
/// pointer follows it (hovering takes nothing from anyone), and none sees touches: while a button
/// is down, hovering pauses and is worked out again where the button comes up.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
  /// The pointer's location in the window while hovering.
  final var hoverLocation: CGPoint?

  /// The pointer's location in `view`'s coordinates (`nil`: the window's).
  open override func location(in view: UIView?) -> CGPoint {
    guard let point = hoverLocation else { return .zero }
    guard let view, let window = self.view?.window, view !== window else { return point }
    return view.convert(point, from: window)
  }

  /// One pointer while hovering, none otherwise.
  open override var numberOfTouches: Int { hoverLocation == nil ? 0 : 1 }

  /// Called by the window as the pointer enters (`entered`), moves over or leaves its view.
  final func hover(at location: CGPoint?, entered: Bool) {
    guard isEnabled else { return }
    let isHovering = state == .began || state == .changed
    guard let location else {
      // The actions of `.ended` still read the last location.
      if isHovering { state = .ended }
      hoverLocation = nil
      reset()
      state = .possible
      return
    }
    hoverLocation = location
    if entered || !isHovering {
      // Entering, or hovering again after the recognizer was cancelled or turned off and on.
      if state != .possible {
        reset()
        state = .possible
      }
      state = .began
      if state == .failed {
        reset()
        state = .possible
      }
    } else {
      state = .changed
    }
  }
}
