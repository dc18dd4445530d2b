import Foundation
@_spi(Platform) import OpenUIKit

/// Input for headless tests: clicks, drags and keys delivered as a window host would deliver
/// them (hit testing, the responder chain, the first responder).
extension UIWindow {
  /// Clicks at `point` (window coordinates): a touch that begins and ends there.
  ///
  /// - Parameters:
  ///   - point: Where, in the window's coordinates.
  ///   - tapCount: The click count (2 for a double click); `nil` lets the window count repeated
  ///     taps by time and place, as it does for a host without click counts.
  ///   - time: When the click goes down, in seconds; the release follows 50 ms later.
  ///   - modifierFlags: The keys held (`.shift` for a Shift-click, `.control` for a Ctrl-click).
  public func tap(
    at point: CGPoint, tapCount: Int? = nil, time: TimeInterval = 0,
    modifierFlags: UIKeyModifierFlags = []
  ) {
    handlePointer(
      .began, at: point, timestamp: time, tapCount: tapCount, modifierFlags: modifierFlags)
    handlePointer(.ended, at: point, timestamp: time + 0.05)
  }

  /// Drags from `start` to `end` (window coordinates) in `steps` moves, 16 ms apart.
  public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 4, time: TimeInterval = 0) {
    let steps = max(steps, 1)
    handlePointer(.began, at: start, timestamp: time)
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      let point = CGPoint(
        x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
      handlePointer(.moved, at: point, timestamp: time + 0.016 * Double(step))
    }
    handlePointer(.ended, at: end, timestamp: time + 0.016 * Double(steps + 1))
  }

  /// Puts a touch down at `point` (window coordinates), for a drag held mid-way
  /// (``touchMove(to:time:)``, ``touchUp(at:time:)``).
  public func touchDown(at point: CGPoint, time: TimeInterval = 0) {
    handlePointer(.began, at: point, timestamp: time)
  }

  /// Moves the touch that is down to `point`.
  public func touchMove(to point: CGPoint, time: TimeInterval) {
    handlePointer(.moved, at: point, timestamp: time)
  }

  /// Lifts the touch that is down at `point`.
  public func touchUp(at point: CGPoint, time: TimeInterval) {
    handlePointer(.ended, at: point, timestamp: time)
  }

  /// Feeds mouse-wheel notches (`.discrete`) or touchpad movement (`.continuous`) at `point`:
  /// `delta` is how far the content should move, in points.
  @discardableResult
  public func scroll(
    by delta: CGPoint, at point: CGPoint, type: UIScrollTypeMask = .discrete, time: TimeInterval = 0
  ) -> Bool {
    handleScroll(delta, at: point, type: type, timestamp: time)
  }

  /// Feeds a pinch step at `point` (Ctrl with the wheel, a touchpad's pinch): `factor` multiplies
  /// the distance between the fingers.
  @discardableResult
  public func pinch(by factor: CGFloat, at point: CGPoint, time: TimeInterval = 0) -> Bool {
    handleZoom(by: factor, at: point, timestamp: time)
  }

  /// Presses and releases `key`, delivered to the first responder.
  public func press(_ key: UIKey, time: TimeInterval = 0) {
    handleKey(key, down: true, timestamp: time)
    handleKey(key, down: false, timestamp: time + 0.05)
  }

  /// Types `text` as a desktop host delivers typing: one text-input event per character, to the
  /// first responder when it takes text (`UIKeyInput`).
  public func typeText(_ text: String) {
    for character in text { handleTextInput(String(character)) }
  }
}
