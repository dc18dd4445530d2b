import Foundation

/// How a toolbar looks, as UIKit's `UIToolbarAppearance`.
///
/// Its background and the hairline along its top. Colors may be dynamic: the bar follows dark
/// mode.
/// There is no blur on the desktop: the default background is the material's stand-in, the
/// secondary system background, as the tab bar's. Button appearances are left out.
@preconcurrency @MainActor
public final class UIToolbarAppearance {
  /// The background color (`nil`: the default material, here the secondary system background).
  public var backgroundColor: UIColor?
  /// The hairline along the bar's top (`nil`: none).
  public var shadowColor: UIColor?

  /// The default look: a material background and a hairline.
  public init() { configureWithDefaultBackground() }

  /// A material background and a hairline.
  public func configureWithDefaultBackground() {
    backgroundColor = nil
    shadowColor = .separator
  }

  /// An opaque system background and a hairline.
  public func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    shadowColor = .separator
  }

  /// No background and no hairline.
  public func configureWithTransparentBackground() {
    backgroundColor = .clear
    shadowColor = nil
  }

  /// Returns a copy.
  public func copy() -> UIToolbarAppearance {
    let appearance = UIToolbarAppearance()
    appearance.backgroundColor = backgroundColor
    appearance.shadowColor = shadowColor
    return appearance
  }
}
