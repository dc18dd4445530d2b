import Foundation

/// A recognizer held weakly (failure requirements, recognitions on hold).
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}

/// How recognizers on the same touches decide between them, as UIKit:
///
/// - **Failure requirements.** A recognizer that would recognize while one it requires to fail
///   (``UIGestureRecognizer/require(toFail:)``, ``UIGestureRecognizer/shouldRequireFailure(of:)``,
///   the other's ``UIGestureRecognizer/shouldBeRequiredToFail(by:)`` or either delegate) may still
///   recognize stays `.possible` with its recognition on hold; it recognizes once that one fails
///   and fails when that one recognizes. A recognizer whose touches lifted without recognizing
///   counts as failed, unless it awaits more input (a tap recognizer waiting for its next tap
///   within ``UIWindow/multiTapInterval``).
/// - **Exclusion.** The first to recognize prevents the others on its touches (`.possible` ones
///   fail, running ones are cancelled) unless either delegate allows simultaneous recognition or
///   ``UIGestureRecognizer/canPrevent(_:)`` / ``UIGestureRecognizer/canBePrevented(by:)`` say no;
///   a recognizer that would recognize while another runs that may prevent it fails.
extension UIGestureRecognizer {
  /// Recognitions on hold, oldest first.
  private static var onHold: [WeakRecognizer] = []

  /// The state setter's work: the checks on leaving `.possible`, the actions, and what the change
  /// means for the other recognizers.
  func stateDidChange(from oldValue: State) {
    guard !isChangingStateQuietly else { return }
    // `.changed` again is another change: its actions go out each time.
    guard state != oldValue || state == .changed else { return }
    if oldValue == .possible, state == .began || state == .ended {
      guard mayRecognize() else { return setQuietly(.failed, thenSettle: true) }
      let blockers = failureBlockers()
      if blockers.contains(where: \.hasRecognized) { return setQuietly(.failed, thenSettle: true) }
      if !blockers.isEmpty {
        pendingState = state
        setQuietly(.possible, thenSettle: false)
        Self.onHold.append(WeakRecognizer(recognizer: self))
        return
      }
      preventOthers()
    }
    switch state {
    case .began, .changed, .ended, .cancelled:
      for action in actions { action.send(self) }
    case .possible, .failed:
      break
    }
    if state == .failed || state == .ended || state == .began { Self.settleHeldRecognitions() }
    if delaysTouchesBegan, state != .possible { DelayedTouchDelivery.recognizerDecided() }
  }

  /// Sets the state without checks or actions; a failure then settles the recognitions on hold.
  private func setQuietly(_ newState: State, thenSettle: Bool) {
    isChangingStateQuietly = true
    state = newState
    isChangingStateQuietly = false
    if thenSettle { Self.settleHeldRecognitions() }
    if delaysTouchesBegan, newState != .possible { DelayedTouchDelivery.recognizerDecided() }
  }

  /// The view's and the delegate's consent, and no running recognizer that prevents this one.
  private func mayRecognize() -> Bool {
    if view?.gestureRecognizerShouldBegin(self) == false { return false }
    if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
    for other in sharingRecognizers
    where other.state == .began || other.state == .changed {
      if !mayRecognizeSimultaneously(with: other), other.canPrevent(self),
        canBePrevented(by: other)
      {
        return false
      }
    }
    return true
  }

  /// The recognizers on the same touches as this one (the current ones, or the last lifted).
  var sharingRecognizers: [UIGestureRecognizer] {
    let touches = self.touches.isEmpty ? liftedTouches : self.touches
    var found: [UIGestureRecognizer] = []
    for touch in touches {
      for other in touch.gestureRecognizers ?? []
      where other !== self && other.isEnabled && !found.contains(where: { $0 === other }) {
        found.append(other)
      }
    }
    return found
  }

  /// Whether either delegate lets the two recognize at once.
  func mayRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
    delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
  }

  /// The recognizers this one must wait for that have not failed: recognized ones (this one then
  /// fails) and those that may still recognize.
  private func failureBlockers() -> [UIGestureRecognizer] {
    var required = failureRequirements.compactMap(\.recognizer)
    for other in sharingRecognizers where !required.contains(where: { $0 === other }) {
      if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
        || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
      {
        required.append(other)
      }
    }
    return required.filter { other in
      guard other.isEnabled else { return false }
      switch other.state {
      case .began, .changed, .ended: return true
      case .possible: return !other.touches.isEmpty || other.isAwaitingMoreInput
      case .failed, .cancelled: return false
      }
    }
  }

  /// Makes the other recognizers on these touches fail or cancel, unless they may recognize with
  /// this one.
  private func preventOthers() {
    for other in sharingRecognizers {
      // Only those still in the sequence compete (a recognition decided after the touches
      // lifted leaves alone the recognizers that already finished with them).
      guard !other.touches.isEmpty || other.pendingState != nil else { continue }
      guard !mayRecognizeSimultaneously(with: other), canPrevent(other),
        other.canBePrevented(by: self)
      else { continue }
      switch other.state {
      case .possible:
        if other.pendingState != nil { other.pendingState = nil }
        other.state = .failed
      case .began, .changed:
        other.state = .cancelled
      case .ended, .cancelled, .failed:
        break
      }
      if other.touches.isEmpty { other.sequenceDidEnd() }
    }
  }

  /// Decides the recognitions on hold whose blockers have now failed or recognized.
  static func settleHeldRecognitions() {
    onHold.removeAll { $0.recognizer?.pendingState == nil }
    var progress = true
    while progress {
      progress = false
      for entry in onHold {
        guard let recognizer = entry.recognizer, let pending = recognizer.pendingState else {
          continue
        }
        let blockers = recognizer.failureBlockers()
        if blockers.contains(where: \.hasRecognized) {
          recognizer.pendingState = nil
          recognizer.setQuietly(.failed, thenSettle: false)
          recognizer.finishHeldSequence()
          progress = true
        } else if blockers.isEmpty {
          recognizer.pendingState = nil
          recognizer.state = pending
          recognizer.finishHeldSequence()
          progress = true
        }
      }
      onHold.removeAll { $0.recognizer?.pendingState == nil }
    }
  }

  /// A recognition decided after its touches lifted ends its sequence now.
  private func finishHeldSequence() {
    if touches.isEmpty { sequenceDidEnd() }
  }
}
