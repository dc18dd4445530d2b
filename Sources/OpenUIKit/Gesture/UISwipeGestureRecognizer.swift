import Foundation

/// Recognizes a swipe, as UIKit's `UISwipeGestureRecognizer`: a discrete gesture, recognized
/// once the touch has travelled ``minimumDistance`` points in one of ``direction``'s directions,
/// mostly along it, within ``maximumDuration`` seconds of going down.
///
/// UIKit documents neither figure; these are the usual measurements of its behaviour.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions a swipe may go.
  public struct Direction: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Toward the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// Toward the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upward.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downward.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions recognized.
  ///
  /// Default `.right`.
  open var direction: Direction = .right
  /// Touches needed (one for a mouse).
  ///
  /// Default 1.
  open var numberOfTouchesRequired = 1

  /// How far the touch must travel, in points.
  public static let minimumDistance: CGFloat = 50
  /// How long the swipe may take, in seconds.
  public static let maximumDuration: TimeInterval = 0.5
  /// How far the touch may stray across the direction for every point along it.
  static let maximumSlope: CGFloat = 0.5

  private var start: (point: CGPoint, time: TimeInterval)?

  /// Remembers where and when the touch went down.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if start == nil { start = (location(in: nil), event.timestamp) }
  }

  /// Recognizes once far enough in an allowed direction; fails when too slow or off course.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start else { return }
    if event.timestamp - start.time > Self.maximumDuration {
      state = .failed
      return
    }
    let point = location(in: nil)
    let dx = point.x - start.point.x
    let dy = point.y - start.point.y
    let swiped: Direction
    if abs(dx) >= abs(dy) {
      guard abs(dx) >= Self.minimumDistance else { return }
      guard abs(dy) <= abs(dx) * Self.maximumSlope else { return state = .failed }
      swiped = dx > 0 ? .right : .left
    } else {
      guard abs(dy) >= Self.minimumDistance else { return }
      guard abs(dx) <= abs(dy) * Self.maximumSlope else { return state = .failed }
      swiped = dy > 0 ? .down : .up
    }
    guard numberOfTouches >= numberOfTouchesRequired else { return }
    state = direction.contains(swiped) ? .ended : .failed
  }

  /// Fails when the touch lifts before a swipe.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if state == .possible, self.touches.isEmpty { state = .failed }
  }

  /// Forgets the start.
  open override func reset() {
    super.reset()
    start = nil
  }
}
