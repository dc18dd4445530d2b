import Foundation

/// `UIControl`'s state and event sets, with UIKit's bit values.
extension UIControl {
  /// A control's state, as UIKit's `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Enabled, not highlighted, not selected.
    public static let normal: State = []
    /// Touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// A control's events, with UIKit's bit values.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates events from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch went down (tap count above 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A touch moved within the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A touch moved outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A touch moved back into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A touch moved out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch lifted within the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled the touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action fired.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with Return.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0xF_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}
