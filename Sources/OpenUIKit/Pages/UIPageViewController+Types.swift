import Foundation

extension UIPageViewController {
  /// How pages turn, as UIKit's `UIPageViewController.TransitionStyle`.
  ///
  /// Only `.scroll` is provided: `.pageCurl` (raw value 0) is left out.
  public enum TransitionStyle: Int, Sendable {
    /// Pages scroll side by side.
    case scroll = 1
  }

  /// The axis pages lie along, as UIKit's `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: Int, Sendable {
    /// Side by side; right to left in right-to-left content.
    case horizontal = 0
    /// Stacked top to bottom.
    case vertical = 1
  }

  /// Which way a turn goes, as UIKit's `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable {
    /// To the next page.
    case forward = 0
    /// To the previous page.
    case reverse = 1
  }

  /// The keys of the options given at creation, as UIKit's `UIPageViewController.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The points between pages (an `NSNumber` or `CGFloat`; within 0…1,000).
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }
}
