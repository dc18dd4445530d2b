import Foundation

/// Recognizes a press held in place, as UIKit's `UILongPressGestureRecognizer`: a continuous
/// gesture that begins once the touch has stayed down ``minimumPressDuration`` seconds without
/// moving more than ``allowableMovement`` points, changes as it then moves, and ends when it lifts.
///
/// Lifting or moving too far before then fails it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the touch must stay down, in seconds.
  ///
  /// Default 0.5. Negative or non-finite values are taken as 0.
  open var minimumPressDuration: TimeInterval = 0.5
  /// Touches needed (one for a mouse).
  ///
  /// Default 1.
  open var numberOfTouchesRequired = 1
  /// Taps before the press: 0 is a plain press, 1 a tap then a press (the press's click count is
  /// one more).
  ///
  /// Default 0.
  open var numberOfTapsRequired = 0
  /// How far the touch may move before the press begins, in points.
  ///
  /// Default 10.
  open var allowableMovement: CGFloat = 10

  private var start: CGPoint?
  private let pressDeadline = GestureDeadline()

  /// Starts the press's clock, or fails for the wrong number of taps or touches.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible else { return }
    let taps = touches.map(\.tapCount).max() ?? 1
    guard taps == numberOfTapsRequired + 1, numberOfTouches <= max(numberOfTouchesRequired, 1)
    else {
      pressDeadline.cancel()
      state = .failed
      return
    }
    start = location(in: nil)
    guard numberOfTouches >= numberOfTouchesRequired else { return }
    let duration = minimumPressDuration.isFinite ? max(0, minimumPressDuration) : 0
    pressDeadline.set(event.timestamp + duration) { [weak self] in
      guard let self, self.state == .possible, !self.touches.isEmpty else { return }
      self.state = .began
    }
  }

  /// Fails on moving too far before the press began; changes after.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      guard let start else { return }
      let point = location(in: nil)
      let allowance = allowableMovement.isFinite ? max(0, allowableMovement) : 0
      if hypot(point.x - start.x, point.y - start.y) > allowance {
        pressDeadline.cancel()
        state = .failed
      }
    case .began, .changed:
      state = .changed
    case .ended, .cancelled, .failed:
      break
    }
  }

  /// Ends a press under way; fails one lifted too soon.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    pressDeadline.cancel()
    if state == .began || state == .changed {
      state = .ended
    } else if state == .possible {
      state = .failed
    }
    super.touchesEnded(touches, with: event)
  }

  /// Stops the press's clock.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    pressDeadline.cancel()
    super.touchesCancelled(touches, with: event)
  }

  /// Forgets the start and stops the clock.
  open override func reset() {
    super.reset()
    pressDeadline.cancel()
    start = nil
  }
}
