import Foundation

/// How a tab bar looks, as UIKit's `UITabBarAppearance`: its background (`nil`: the material's
/// stand-in, the secondary system background), its top hairline and its items' colours in each
/// state.
@preconcurrency @MainActor
public final class UITabBarAppearance: UIBarAppearance {
  /// The items' look (stacked layout: image over title).
  public var stackedLayoutAppearance = UITabBarItemAppearance()

  /// The default look: a material background and a hairline.
  public override init() { super.init() }
}

/// The look of a tab bar's items in each state, as UIKit's `UITabBarItemAppearance`.
@preconcurrency @MainActor
public final class UITabBarItemAppearance {
  /// Unselected items.
  public var normal = UITabBarItemStateAppearance()
  /// The selected item.
  public var selected = UITabBarItemStateAppearance()
  /// Disabled items.
  public var disabled = UITabBarItemStateAppearance()

  /// Items in the default look.
  public init() {}
}

/// The look of a tab bar item in one state, as UIKit's `UITabBarItemStateAppearance`.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
  /// The image's colour (`nil`: the bar's tint or unselected tint).
  public var iconColor: UIColor?
  /// The title's attributes (`.foregroundColor` and `.font` are read).
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The badge's background (`nil`: the item's badge colour or system red).
  public var badgeBackgroundColor: UIColor?

  /// The default look.
  public init() {}
}
