import Foundation

/// An event: touches, or presses (``UIPressesEvent``), as UIKit's `UIEvent`.
///
/// The window's event routing (`UIWindow+Events`) makes them from pointer and key input and
/// delivers them with ``UIWindow/sendEvent(_:)``.
@preconcurrency @MainActor
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
  /// The touches of a touch event.
  var touches: Set<UITouch> = []
  /// The modifier keys held when a pointer event began.
  var heldModifierFlags: UIKeyModifierFlags = []

  /// Creates an event.
  public init(type: EventType, timestamp: TimeInterval) {
    self.type = type
    self.timestamp = timestamp
  }

  /// The modifier keys held when the event's click (or touch) began: Shift- and Ctrl-clicks
  /// (iOS 13.4's `UIEvent.modifierFlags`).
  open var modifierFlags: UIKeyModifierFlags { heldModifierFlags }

  /// Every touch of the event; nil for events without touches.
  open var allTouches: Set<UITouch>? { type == .touches ? touches : nil }

  /// The touches that belong to `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    allTouches?.filter { $0.view === view }
  }

  /// The touches that belong to `window`.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    allTouches?.filter { $0.window === window }
  }
}

/// An event of key presses, as UIKit's `UIPressesEvent`.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
  /// The presses of the event.
  public let allPresses: Set<UIPress>

  /// Creates a presses event.
  public init(presses: Set<UIPress>, timestamp: TimeInterval) {
    allPresses = presses
    super.init(type: .presses, timestamp: timestamp)
  }
}
