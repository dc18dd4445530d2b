import Foundation

/// How a navigation bar looks, as UIKit's `UINavigationBarAppearance`.
///
/// Its background, the line under it, and its title's attributes. Colors may be dynamic: the bar
/// follows dark mode.
///
/// There is no blur on the desktop: the default background is opaque `systemBackground`, as
/// `configureWithOpaqueBackground()` gives. UIKit's `UIBarAppearance` base class, background
/// images and effects, button appearances and large titles are left out.
@preconcurrency @MainActor
open class UINavigationBarAppearance {
  /// The bar's background color.
  open var backgroundColor: UIColor?

  /// The color of the one-point line under the bar; `nil` or clear draws none.
  open var shadowColor: UIColor?

  /// The title's attributes: `.foregroundColor` and `.font` are applied.
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// Creates the default appearance (`configureWithDefaultBackground()`).
  public init() {
    configureWithDefaultBackground()
  }

  /// Creates a copy of `appearance`.
  public init(copying appearance: UINavigationBarAppearance) {
    backgroundColor = appearance.backgroundColor
    shadowColor = appearance.shadowColor
    titleTextAttributes = appearance.titleTextAttributes
  }

  /// The system's background: opaque `systemBackground` on the desktop, with a separator line.
  open func configureWithDefaultBackground() {
    configureWithOpaqueBackground()
  }

  /// An opaque `systemBackground` with a `separator` line.
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    shadowColor = .separator
  }

  /// No background and no line.
  open func configureWithTransparentBackground() {
    backgroundColor = .clear
    shadowColor = nil
  }

  /// Returns a copy.
  open func copy() -> UINavigationBarAppearance {
    UINavigationBarAppearance(copying: self)
  }
}
