import Foundation

/// Touches a view waits for while a recognizer with `delaysTouchesBegan` decides.
///
/// Each phase of such touches is held (view, phase, touches, event) instead of delivered. When
/// the recognizers deciding have all failed, the held phases are delivered in order before the
/// current one; when one recognizes, they are dropped and the touches count as cancelled in the
/// view, which never saw them begin (so it gets no `touchesCancelled` either).
@MainActor
enum DelayedTouchDelivery {
  /// One held phase.
  struct Held {
    let view: UIView
    let phase: UITouch.Phase
    let touches: Set<UITouch>
    let event: UIEvent
    let deciders: [WeakRecognizer]
  }

  static var held: [Held] = []

  /// Whether the phase of `touches` is held or dropped rather than delivered now; delivers what
  /// was held when the deciders failed.
  static func holds(
    _ touches: Set<UITouch>, view: UIView, phase: UITouch.Phase, event: UIEvent,
    recognizers: [UIGestureRecognizer], taken: Bool
  ) -> Bool {
    let wasHeld = held.contains { !$0.touches.isDisjoint(with: touches) }
    if taken, wasHeld {
      drop(touches)
      return true
    }
    let deciders = recognizers.filter {
      $0.isEnabled && $0.delaysTouchesBegan && $0.state == .possible
    }
    if !taken, !deciders.isEmpty {
      held.append(
        Held(
          view: view, phase: phase, touches: touches, event: event,
          deciders: deciders.map { WeakRecognizer(recognizer: $0) }))
      return true
    }
    if wasHeld { release(touches) }
    return false
  }

  /// A delaying recognizer left `.possible` (during a delivery, at a deadline, or when a held
  /// recognition is settled): held touches whose deciders have all decided go out, or are
  /// dropped when one recognized.
  static func recognizerDecided() {
    let decided = held.filter { entry in
      !entry.deciders.contains { $0.recognizer?.state == .possible }
    }
    for entry in decided where held.contains(where: { $0.touches == entry.touches }) {
      if entry.deciders.contains(where: { $0.recognizer?.hasRecognized == true }) {
        drop(entry.touches)
      } else {
        release(entry.touches)
      }
    }
  }

  /// The touches lifted and their recognizers reset: what is still held for them, with no
  /// recognition on hold among its deciders, goes out (none recognized), so nothing stays held.
  static func sequenceEnded(_ touches: Set<UITouch>) {
    let waiting = held.contains { entry in
      !entry.touches.isDisjoint(with: touches)
        && entry.deciders.contains { $0.recognizer?.pendingState != nil }
    }
    if !waiting { release(touches) }
  }

  /// Delivers the held phases of `touches`, in order.
  private static func release(_ touches: Set<UITouch>) {
    let mine = held.filter { !$0.touches.isDisjoint(with: touches) }
    held.removeAll { !$0.touches.isDisjoint(with: touches) }
    for entry in mine {
      entry.view.deliverTouches(entry.touches, phase: entry.phase, with: entry.event)
    }
  }

  /// Forgets the held phases of `touches`: the view never sees them.
  private static func drop(_ touches: Set<UITouch>) {
    for entry in held where !entry.touches.isDisjoint(with: touches) {
      for touch in entry.touches { touch.isCancelledInView = true }
    }
    held.removeAll { !$0.touches.isDisjoint(with: touches) }
    for touch in touches { touch.isCancelledInView = true }
  }
}

extension UIView {
  /// Calls the touches method of `phase` (the window's delivery and held touches alike).
  func deliverTouches(_ touches: Set<UITouch>, phase: UITouch.Phase, with event: UIEvent) {
    switch phase {
    case .began: touchesBegan(touches, with: event)
    case .moved: touchesMoved(touches, with: event)
    case .ended: touchesEnded(touches, with: event)
    case .cancelled: touchesCancelled(touches, with: event)
    case .stationary: break
    }
  }
}
