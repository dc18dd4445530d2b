import Foundation

/// How a navigation bar looks, as UIKit's `UINavigationBarAppearance`.
///
/// Its background, the line under it, and its title's attributes. Colors may be dynamic: the bar
/// follows dark mode.
///
/// There is no blur behind bars on the desktop: the default background is opaque
/// `systemBackground`, as `configureWithOpaqueBackground()` gives. Background images and effects,
/// button appearances and large titles are left out.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The title's attributes: `.foregroundColor` and `.font` are applied.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// Creates the default appearance (`configureWithDefaultBackground()`).
  public override init() {
    super.init()
  }

  /// Creates a copy of `appearance`.
  public init(copying appearance: UINavigationBarAppearance) {
    super.init()
    backgroundColor = appearance.backgroundColor
    shadowColor = appearance.shadowColor
    titleTextAttributes = appearance.titleTextAttributes
  }

  /// The system's background: opaque `systemBackground` on the desktop, with a separator line.
  open override func configureWithDefaultBackground() {
    configureWithOpaqueBackground()
  }

  /// Returns a copy.
  open func copy() -> UINavigationBarAppearance {
    UINavigationBarAppearance(copying: self)
  }
}
