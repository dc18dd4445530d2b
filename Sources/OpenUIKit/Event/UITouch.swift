import Foundation

/// A finger, or the mouse while a button is down, as UIKit's `UITouch`.
///
/// A touch keeps the view it began in for its whole life (as in UIKit: dragging out of the view
/// still reports to it); locations are kept in window coordinates and converted on request.
@preconcurrency @MainActor
open class UITouch {
  /// Where a touch is in its life.
  public enum Phase: Int, Sendable {
    /// Touched down.
    case began
    /// Moved.
    case moved
    /// Down, not moving.
    case stationary
    /// Lifted.
    case ended
    /// Taken away by the system.
    case cancelled
  }

  /// What makes the touch.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct
    /// A touch not on the screen.
    case indirect
    /// A stylus.
    case pencil
    /// A mouse or trackpad pointer: what a desktop's mouse gives.
    case indirectPointer
  }

  /// The phase.
  public internal(set) var phase: Phase
  /// Consecutive taps at this spot: 2 for a double click.
  ///
  /// Set when the touch begins.
  public internal(set) var tapCount: Int
  /// When the touch last changed, in seconds since boot.
  public internal(set) var timestamp: TimeInterval
  /// What makes the touch.
  public let type: TouchType
  /// The view the touch began in (hit-tested); it receives the touch until it ends.
  public internal(set) var view: UIView?
  /// The window of the touch.
  public internal(set) weak var window: UIWindow?
  /// The recognizers receiving the touch: those of its view and the view's superviews, found when
  /// it began.
  public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
  /// Whether the view got `touchesCancelled` because a recognizer took the touch.
  var isCancelledInView = false

  /// The location and the one before it, in the window's coordinates.
  var windowLocation: CGPoint
  var previousWindowLocation: CGPoint

  init(
    at location: CGPoint, in window: UIWindow, view: UIView?, tapCount: Int,
    timestamp: TimeInterval, type: TouchType
  ) {
    phase = .began
    self.tapCount = tapCount
    self.timestamp = timestamp
    self.type = type
    self.view = view
    self.window = window
    windowLocation = location
    previousWindowLocation = location
  }

  /// The location in `view`'s coordinates; `nil` means the window's.
  open func location(in view: UIView?) -> CGPoint { convert(windowLocation, to: view) }

  /// The location before the last move, in `view`'s coordinates; `nil` means the window's.
  open func previousLocation(in view: UIView?) -> CGPoint {
    convert(previousWindowLocation, to: view)
  }

  private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window, view !== window else { return point }
    return view.convert(point, from: window)
  }
}

extension UITouch: Hashable {
  /// Identity, as `NSObject`'s default equality in UIKit.
  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
