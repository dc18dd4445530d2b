import Foundation

/// How a toolbar looks, as UIKit's `UIToolbarAppearance`.
///
/// Its background (`nil`: the secondary system background, the material's stand-in, as the tab
/// bar's) and the hairline along its top. Button appearances are left out.
@preconcurrency @MainActor
public final class UIToolbarAppearance: UIBarAppearance {
  /// Creates the default look: the material and a hairline.
  public override init() { super.init() }

  /// Returns a copy.
  public func copy() -> UIToolbarAppearance {
    let appearance = UIToolbarAppearance()
    appearance.backgroundColor = backgroundColor
    appearance.shadowColor = shadowColor
    return appearance
  }
}
