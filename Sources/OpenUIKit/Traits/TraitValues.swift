import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
  /// Not specified: inherit.
  case unspecified = 0
  /// Light.
  case light = 1
  /// Dark.
  case dark = 2
}

/// Base or elevated content (alerts and popovers are elevated).
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
  /// Not specified.
  case unspecified = -1
  /// Window content.
  case base = 0
  /// Content above the window (alerts, popovers).
  case elevated = 1
}

/// Whether Increase Contrast is on.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
  /// Not specified.
  case unspecified = -1
  /// Normal contrast.
  case normal = 0
  /// Increased contrast.
  case high = 1
}

/// A horizontal or vertical size class.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
  /// Not specified.
  case unspecified = 0
  /// Compact.
  case compact = 1
  /// Regular.
  case regular = 2
}

/// The layout direction of the environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
  /// Not specified.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// The kind of device an interface is made for.
///
/// Every screen here answers `.pad`, as a Mac Catalyst app "scaled to match iPad" does: a desktop
/// window is wide and pointer-driven, and iOS code that branches on the idiom takes its iPad paths
/// (popovers for action sheets, split views side by side) rather than its phone paths
/// (Docs/Porting.md).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
  /// Not specified.
  case unspecified = -1
  /// A phone.
  case phone = 0
  /// A tablet: the answer here.
  case pad = 1
  /// A television.
  case tv = 2
  /// A car's screen.
  case carPlay = 3
  /// A Mac (a Catalyst app optimized for the Mac).
  case mac = 5
  /// A headset.
  case vision = 6
}

/// Whether Bold Text is on.
public enum UILegibilityWeight: Int, Sendable, Hashable {
  /// Not specified.
  case unspecified = -1
  /// Regular.
  case regular = 0
  /// Bold.
  case bold = 1
}

/// The preferred text size (Dynamic Type).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
  /// UIKit's name.
  public let rawValue: String
  /// Posted by the application when the user's text size changes (the main screen's
  /// `preferredContentSizeCategory`).
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The key of the new category in the notification's `userInfo`.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// Categories order by size; `unspecified` is the smallest.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    let order = DynamicTypeSizes.table.map(\.0)
    return (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
  }
  /// Creates a category from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Not specified.
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// Extra small.
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  /// Large (the default setting).
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large.
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  /// Accessibility medium.
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// Accessibility large.
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// Accessibility extra large.
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// Accessibility extra extra large.
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// Accessibility extra extra extra large.
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool {
    rawValue.hasPrefix("UICTContentSizeCategoryAccessibility")
  }
}
