import Foundation

/// An object that can take part in event handling, as UIKit's `UIResponder`.
@MainActor
open class UIResponder {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain: a view's superview, a window's nothing
  /// yet (the application arrives with the event system).
  open var next: UIResponder? { nil }
}

/// An event, as passed to hit testing; the event system fills it in.
@MainActor
open class UIEvent {
  /// The kind of event.
  public enum EventType: Int, Sendable {
    /// Touches.
    case touches
    /// Motion.
    case motion
    /// Remote control.
    case remoteControl
    /// Key presses.
    case presses
    /// Scroll wheel or trackpad scrolling.
    case scroll = 10
    /// Pointer hover.
    case hover = 11
  }

  /// The kind of event.
  public let type: EventType
  /// When it happened, in seconds since boot.
  public let timestamp: TimeInterval

  /// Creates an event.
  public init(type: EventType, timestamp: TimeInterval) {
    self.type = type
    self.timestamp = timestamp
  }
}

extension UIResponder: Hashable {
  /// Identity, as `NSObject`'s default equality in UIKit.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
