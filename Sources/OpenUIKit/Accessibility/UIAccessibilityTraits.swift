/// Constants that describe how an accessibility element behaves, as UIKit's
/// `UIAccessibilityTraits`.
///
/// Raw values are UIKit's (`button` 1 … `header` 1 << 16); those of `supportsZoom` and
/// `toggleButton` are not documented, and are ours.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt64
  /// Creates a value.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// The element has no traits.
  public static let none = UIAccessibilityTraits([])
  /// The element behaves like a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// The element behaves like a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// The element behaves like an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// The element plays its own sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// The element behaves like a keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// The element is static text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The element summarizes the app's state when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// The element is not enabled and does not respond to user interaction.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// The element's label or value changes frequently.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// The element is a search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Activating the element starts a media session.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// The element's value can be adjusted through `accessibilityIncrement()` and
  /// `accessibilityDecrement()`.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// The element takes touches directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// The element turns the page when reading reaches its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// The element is a tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// The element is a header for a section of content.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// The element supports zooming in and out of its content.
  public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
  /// The element behaves like a toggle button (on, off).
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
}
