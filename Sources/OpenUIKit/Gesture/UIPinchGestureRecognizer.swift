import Foundation

/// Recognizes a pinch, as UIKit's `UIPinchGestureRecognizer`: a continuous gesture whose
/// ``scale`` is the ratio of the fingers' distance to where it started.
///
/// On the desktop the pinch comes from Ctrl with the mouse wheel (each notch zooms by
/// ``UIWindow/zoomStepPerNotch``) and from a touchpad's or touchscreen's pinch (SDL's
/// multi-gesture events): the first step begins it, each further step changes it, and it ends
/// 0.3 s after the last (StepGestureInput.swift).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale since the pinch began (1 at its start); settable, as UIKit (a handler that applies
  /// the scale step by step sets it back to 1).
  open var scale: CGFloat = 1
  /// The scale's change per second.
  open var velocity: CGFloat {
    input.velocity(combining: { $0 * $1 }, identity: 1)
  }

  let input = StepGestureInput()

  /// The pinch's centre while steps arrive, else the touches'.
  open override func location(in view: UIView?) -> CGPoint {
    guard let point = input.location, let window = self.view?.window else {
      return super.location(in: view)
    }
    return (view ?? window).convert(point, from: window)
  }

  /// Multiplies the scale by `factor` (a wheel notch, a touchpad's pinch step).
  func recognizeZoom(by factor: CGFloat, at location: CGPoint, timestamp: TimeInterval) -> Bool {
    guard factor.isFinite, factor > 0 else { return false }
    return recognizeStep(input, at: location, timestamp: timestamp, amount: factor) {
      scale = (state == .possible ? 1 : scale) * factor
    }
  }

  /// Back to scale 1.
  open override func reset() {
    super.reset()
    input.reset()
    scale = 1
  }
}
