import Foundation

/// Steps of a two-finger gesture that the desktop delivers as events rather than touches (Ctrl with
/// the wheel, a touchpad's or touchscreen's pinch and rotation through SDL's multi-gesture events),
/// turned into a continuous gesture: the first step begins it, later ones change it, and it ends
/// ``quietInterval`` seconds after the last step.
///
/// A class: the recognizer's actions read it (the location) while a step is applied.
@MainActor
final class StepGestureInput {
  /// How long without a step ends the gesture, in seconds.
  static let quietInterval: CFTimeInterval = 0.3

  /// Where the steps happen, in window coordinates.
  var location: CGPoint?
  /// Recent steps' amounts and times, for the velocity.
  private var samples: [(amount: CGFloat, time: TimeInterval)] = []
  let end = GestureDeadline()

  /// Records a step of `amount` at `time`.
  func record(_ amount: CGFloat, at location: CGPoint, time: TimeInterval) {
    self.location = location
    samples.append((amount, time))
    samples.removeAll { time - $0.time > 0.1 }
  }

  /// The change per second over the last 100 ms of steps (`combine` adds two amounts up).
  func velocity(combining combine: (CGFloat, CGFloat) -> CGFloat, identity: CGFloat) -> CGFloat {
    guard let first = samples.first, let last = samples.last, last.time > first.time else {
      return 0
    }
    let total = samples.dropFirst().map(\.amount).reduce(identity, combine)
    return (total - identity) / CGFloat(last.time - first.time)
  }

  /// Forgets the steps.
  func reset() {
    end.cancel()
    location = nil
    samples = []
  }
}

extension UIGestureRecognizer {
  /// Feeds one step to a step-driven recognizer: begins or changes it (`apply` folds the step in)
  /// and moves its end to the quiet interval from now.
  ///
  /// Returns whether it took the step.
  func recognizeStep(
    _ input: StepGestureInput, at location: CGPoint, timestamp: TimeInterval,
    amount: CGFloat, apply: () -> Void
  ) -> Bool {
    guard isEnabled, state == .possible || state == .began || state == .changed else {
      return false
    }
    input.record(amount, at: location, time: timestamp)
    apply()
    if state == .possible {
      state = .began  // the view or the delegate may refuse: .failed
      guard state == .began else {
        sequenceDidEnd()
        return false
      }
    } else {
      state = .changed
    }
    input.end.set(CACurrentMediaTime() + StepGestureInput.quietInterval) { [weak self] in
      guard let self, self.state == .began || self.state == .changed else { return }
      self.state = .ended
      self.sequenceDidEnd()
    }
    return true
  }
}
