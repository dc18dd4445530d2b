import Foundation

/// Recognizes a two-finger rotation, as UIKit's `UIRotationGestureRecognizer`: a continuous
/// gesture whose ``rotation`` is the angle turned since it began, in radians (clockwise positive
/// in UIKit's flipped coordinates).
///
/// On the desktop the rotation comes from a touchpad's or touchscreen's two-finger rotation
/// (SDL's multi-gesture events): the first step begins it, each further step changes it, and it
/// ends 0.3 s after the last (StepGestureInput.swift). A mouse alone cannot rotate.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The angle turned since the gesture began, in radians; settable.
  open var rotation: CGFloat = 0
  /// The angle's change per second.
  open var velocity: CGFloat {
    input.velocity(combining: { $0 + $1 }, identity: 0)
  }

  let input = StepGestureInput()

  /// The rotation's centre while steps arrive, else the touches'.
  open override func location(in view: UIView?) -> CGPoint {
    guard let point = input.location, let window = self.view?.window else {
      return super.location(in: view)
    }
    return (view ?? window).convert(point, from: window)
  }

  /// Adds `angle` radians.
  func recognizeRotation(by angle: CGFloat, at location: CGPoint, timestamp: TimeInterval) -> Bool {
    guard angle.isFinite, angle != 0 else { return false }
    return recognizeStep(input, at: location, timestamp: timestamp, amount: angle) {
      rotation = (state == .possible ? 0 : rotation) + angle
    }
  }

  /// Back to no rotation.
  open override func reset() {
    super.reset()
    input.reset()
    rotation = 0
  }
}
