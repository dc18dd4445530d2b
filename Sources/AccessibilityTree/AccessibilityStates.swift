/// The states of a node that an assistive technology reads and is told of when they change.
public struct AccessibilityStates: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// Creates a value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Not `.notEnabled`.
  public static let enabled = Self(rawValue: 1 << 0)
  /// `.selected`.
  public static let selected = Self(rawValue: 1 << 1)
  /// On, for toggle buttons and switches.
  public static let checked = Self(rawValue: 1 << 2)
  /// Has keyboard focus.
  public static let focused = Self(rawValue: 1 << 3)
  /// Can take keyboard focus.
  public static let focusable = Self(rawValue: 1 << 4)
  /// Text can be typed into it.
  public static let editable = Self(rawValue: 1 << 5)
  /// The rest of the window is inert while it shows (`accessibilityViewIsModal`).
  public static let modal = Self(rawValue: 1 << 6)
  /// Its content changes by itself (`.updatesFrequently`, a busy indicator).
  public static let busy = Self(rawValue: 1 << 7)
  /// On screen: inside its window's bounds and not clipped away.
  public static let showing = Self(rawValue: 1 << 8)
  /// Can be selected (table rows, segments).
  public static let selectable = Self(rawValue: 1 << 9)
  /// Its window is the key window.
  public static let active = Self(rawValue: 1 << 10)
  /// Plays a sound, starts media or takes direct touches: told as attributes, not states, on
  /// AT-SPI; kept so a dump shows them.
  public static let playsSound = Self(rawValue: 1 << 11)
  /// Starts media (`.startsMediaSession`).
  public static let startsMediaSession = Self(rawValue: 1 << 12)
  /// Takes touches directly (`.allowsDirectInteraction`).
  public static let allowsDirectInteraction = Self(rawValue: 1 << 13)
  /// Turns the page (`.causesPageTurn`).
  public static let causesPageTurn = Self(rawValue: 1 << 14)
  /// Summarizes the app (`.summaryElement`).
  public static let summaryElement = Self(rawValue: 1 << 15)
  /// Zooms in and out (`.supportsZoom`).
  public static let supportsZoom = Self(rawValue: 1 << 16)

  /// Every state with its dump name, in dump order.
  public static let named: [(Self, String)] = [
    (.enabled, "enabled"), (.selected, "selected"), (.checked, "checked"), (.focused, "focused"),
    (.focusable, "focusable"), (.editable, "editable"), (.modal, "modal"), (.busy, "busy"),
    (.showing, "showing"), (.selectable, "selectable"), (.active, "active"),
    (.playsSound, "plays-sound"), (.startsMediaSession, "starts-media"),
    (.allowsDirectInteraction, "direct-interaction"), (.causesPageTurn, "page-turn"),
    (.summaryElement, "summary"), (.supportsZoom, "zoom"),
  ]
}
