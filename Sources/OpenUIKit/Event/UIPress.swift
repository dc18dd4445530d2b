import Foundation

/// A key or button press, as UIKit's `UIPress`.
@preconcurrency @MainActor
open class UIPress {
  /// Where a press is in its life.
  public enum Phase: Int, Sendable {
    /// Went down.
    case began
    /// Changed (a key repeat).
    case changed
    /// Down, unchanged.
    case stationary
    /// Went up.
    case ended
    /// Taken away by the system (the window lost focus).
    case cancelled
  }

  /// The phase.
  public internal(set) var phase: Phase
  /// When the press last changed, in seconds since boot.
  public internal(set) var timestamp: TimeInterval
  /// The keyboard key, for a key press.
  public let key: UIKey?

  /// Creates a press of `key` (for hosts and tests).
  public init(key: UIKey?, phase: Phase, timestamp: TimeInterval) {
    self.key = key
    self.phase = phase
    self.timestamp = timestamp
  }
}

extension UIPress: Hashable {
  /// Identity, as `NSObject`'s default equality in UIKit.
  nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// A keyboard key with its modifiers and the text it types, as UIKit's `UIKey`.
public struct UIKey: Sendable, Equatable {
  /// The text the key types with its modifiers ("A" with shift).
  public let characters: String
  /// The text the key types without modifiers except shift.
  public let charactersIgnoringModifiers: String
  /// The modifier keys held.
  public let modifierFlags: UIKeyModifierFlags
  /// The key's position on the keyboard (USB HID usage).
  public let keyCode: UIKeyboardHIDUsage

  /// Creates a key (for hosts and tests).
  public init(
    keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
    modifierFlags: UIKeyModifierFlags = []
  ) {
    self.keyCode = keyCode
    self.characters = characters
    self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
    self.modifierFlags = modifierFlags
  }
}

/// Modifier keys, with UIKit's bit values.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates flags from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Caps lock.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Shift.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Control.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Option (Alt).
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Command (the Super/Windows key on a PC keyboard).
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// A key of the numeric keypad.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key's USB HID usage, as UIKit's `UIKeyboardHIDUsage` (the same numbers SDL's scancodes use).
///
/// A struct rather than UIKit's enum so that every usage a keyboard sends can be represented; the
/// named constants cover the common keys and spell as in UIKit (`.keyboardA`,
/// `.keyboardReturnOrEnter`).
public struct UIKeyboardHIDUsage: RawRepresentable, Sendable, Hashable {
  /// The HID usage number.
  public let rawValue: Int
  /// Creates a usage from its number.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A.
  public static let keyboardA = Self(rawValue: 4)
  /// B.
  public static let keyboardB = Self(rawValue: 5)
  /// C.
  public static let keyboardC = Self(rawValue: 6)
  /// D.
  public static let keyboardD = Self(rawValue: 7)
  /// I.
  public static let keyboardI = Self(rawValue: 12)
  /// Q.
  public static let keyboardQ = Self(rawValue: 20)
  /// R.
  public static let keyboardR = Self(rawValue: 21)
  /// U.
  public static let keyboardU = Self(rawValue: 24)
  /// V.
  public static let keyboardV = Self(rawValue: 25)
  /// W.
  public static let keyboardW = Self(rawValue: 26)
  /// X.
  public static let keyboardX = Self(rawValue: 27)
  /// Y.
  public static let keyboardY = Self(rawValue: 28)
  /// Z.
  public static let keyboardZ = Self(rawValue: 29)
  /// 1.
  public static let keyboard1 = Self(rawValue: 30)
  /// 2.
  public static let keyboard2 = Self(rawValue: 31)
  /// 3.
  public static let keyboard3 = Self(rawValue: 32)
  /// 4.
  public static let keyboard4 = Self(rawValue: 33)
  /// 5.
  public static let keyboard5 = Self(rawValue: 34)
  /// 6.
  public static let keyboard6 = Self(rawValue: 35)
  /// 7.
  public static let keyboard7 = Self(rawValue: 36)
  /// 8.
  public static let keyboard8 = Self(rawValue: 37)
  /// 9.
  public static let keyboard9 = Self(rawValue: 38)
  /// 0.
  public static let keyboard0 = Self(rawValue: 39)
  /// Return.
  public static let keyboardReturnOrEnter = Self(rawValue: 40)
  /// Escape.
  public static let keyboardEscape = Self(rawValue: 41)
  /// Backspace.
  public static let keyboardDeleteOrBackspace = Self(rawValue: 42)
  /// Tab.
  public static let keyboardTab = Self(rawValue: 43)
  /// Space.
  public static let keyboardSpacebar = Self(rawValue: 44)
  /// F1.
  public static let keyboardF1 = Self(rawValue: 58)
  /// F5.
  public static let keyboardF5 = Self(rawValue: 62)
  /// F10.
  public static let keyboardF10 = Self(rawValue: 67)
  /// F12.
  public static let keyboardF12 = Self(rawValue: 69)
  /// Home.
  public static let keyboardHome = Self(rawValue: 74)
  /// Page up.
  public static let keyboardPageUp = Self(rawValue: 75)
  /// Forward delete.
  public static let keyboardDeleteForward = Self(rawValue: 76)
  /// End.
  public static let keyboardEnd = Self(rawValue: 77)
  /// Page down.
  public static let keyboardPageDown = Self(rawValue: 78)
  /// Right arrow.
  public static let keyboardRightArrow = Self(rawValue: 79)
  /// Left arrow.
  public static let keyboardLeftArrow = Self(rawValue: 80)
  /// Down arrow.
  public static let keyboardDownArrow = Self(rawValue: 81)
  /// Up arrow.
  public static let keyboardUpArrow = Self(rawValue: 82)
  /// The Menu (Application) key.
  public static let keyboardApplication = Self(rawValue: 101)
  /// Left control.
  public static let keyboardLeftControl = Self(rawValue: 224)
  /// Left shift.
  public static let keyboardLeftShift = Self(rawValue: 225)
  /// Left alt (option).
  public static let keyboardLeftAlt = Self(rawValue: 226)
  /// Left GUI (command).
  public static let keyboardLeftGUI = Self(rawValue: 227)
  /// Right control.
  public static let keyboardRightControl = Self(rawValue: 228)
  /// Right shift.
  public static let keyboardRightShift = Self(rawValue: 229)
  /// Right alt (option; AltGr on many layouts).
  public static let keyboardRightAlt = Self(rawValue: 230)
  /// Right GUI (command).
  public static let keyboardRightGUI = Self(rawValue: 231)
}
