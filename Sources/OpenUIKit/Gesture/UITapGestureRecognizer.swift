import Foundation

/// Recognizes taps, as UIKit's `UITapGestureRecognizer`: a discrete gesture, recognized when the
/// touch lifts after the required number of taps without moving more than ``allowableMovement``.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed.
  ///
  /// Default 1.
  open var numberOfTapsRequired = 1
  /// Touches needed (one for a mouse).
  ///
  /// Default 1.
  open var numberOfTouchesRequired = 1
  /// How far a touch may move and still tap, in points (an OpenUIKit name; UIKit's is private).
  public static let allowableMovement: CGFloat = 10

  private var start: CGPoint?
  /// While a multi-tap recognizer waits for its next tap: gives up after the window's
  /// multi-tap interval (recognizers that require it to fail wait until then).
  private let nextTapDeadline = GestureDeadline()

  override var isAwaitingMoreInput: Bool { nextTapDeadline.isSet }

  /// Tracks the touch and remembers where it went down.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    nextTapDeadline.cancel()
    super.touchesBegan(touches, with: event)
    start = location(in: nil)
  }

  /// Fails once the touch has moved more than ``allowableMovement``.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start, state == .possible else { return }
    let point = location(in: nil)
    if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement { state = .failed }
  }

  /// Recognizes when enough taps and touches lifted.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    let taps = touches.map(\.tapCount).max() ?? 0
    let count = numberOfTouches
    super.touchesEnded(touches, with: event)
    guard state == .possible else { return }
    if taps >= numberOfTapsRequired && count >= numberOfTouchesRequired {
      state = .ended
    } else if taps < numberOfTapsRequired, self.touches.isEmpty {
      // Another tap may follow: failed only once the multi-tap interval passes without one.
      nextTapDeadline.set(CACurrentMediaTime() + UIWindow.multiTapInterval) { [weak self] in
        guard let self, self.state == .possible, self.touches.isEmpty else { return }
        self.state = .failed
        self.sequenceDidEnd()
      }
    }
  }

  /// Forgets the starting point.
  open override func reset() {
    super.reset()
    start = nil
  }
}
