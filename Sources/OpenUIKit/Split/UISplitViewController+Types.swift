import Foundation

extension UISplitViewController {
  /// The value of a width property that leaves the width to the split view.
  public static let automaticDimension: CGFloat = -.greatestFiniteMagnitude

  /// Classic or column-based, as UIKit's `UISplitViewController.Style` (iOS 14).
  public enum Style: Int, Sendable {
    /// The classic interface: `viewControllers` holds the primary and secondary controllers.
    case unspecified = 0
    /// A primary and a secondary column.
    case doubleColumn = 1
    /// A primary, a supplementary and a secondary column.
    case tripleColumn = 2
  }

  /// The columns, as UIKit's `UISplitViewController.Column`.
  public enum Column: Int, Sendable {
    /// The leading column (the sidebar).
    case primary = 0
    /// The middle column of a triple-column interface.
    case supplementary = 1
    /// The trailing column, the content.
    case secondary = 2
    /// What shows instead of the columns when the interface collapses.
    case compact = 3
  }

  /// How the columns share the view, as UIKit's `UISplitViewController.DisplayMode`.
  public enum DisplayMode: Int, Sendable {
    /// The split view chooses.
    case automatic = 0
    /// Only the secondary column.
    case secondaryOnly = 1
    /// One column beside the secondary.
    case oneBesideSecondary = 2
    /// One column over the secondary.
    case oneOverSecondary = 3
    /// Two columns beside the secondary.
    case twoBesideSecondary = 4
    /// Two columns over the secondary.
    case twoOverSecondary = 5
    /// Two columns pushing the secondary partly off screen.
    case twoDisplaceSecondary = 6
  }

  /// How shown columns make room, as UIKit's `UISplitViewController.SplitBehavior`.
  public enum SplitBehavior: Int, Sendable {
    /// The split view chooses: tiling on the desktop.
    case automatic = 0
    /// Columns sit side by side.
    case tile = 1
    /// Columns cover the secondary.
    case overlay = 2
    /// Columns push the secondary aside.
    case displace = 3
  }

  /// The primary column's background, as UIKit's `UISplitViewController.BackgroundStyle`.
  public enum BackgroundStyle: Int, Sendable {
    /// The column's own.
    case none = 0
    /// The sidebar's (the secondary system background on the desktop).
    case sidebar = 1
  }

  /// When the display mode button shows, as UIKit's
  /// `UISplitViewController.DisplayModeButtonVisibility`.
  public enum DisplayModeButtonVisibility: Int, Sendable {
    /// When the display mode can change.
    case automatic = 0
    /// Never.
    case never = 1
    /// Always.
    case always = 2
  }
}
