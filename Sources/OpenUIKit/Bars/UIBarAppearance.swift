import Foundation

/// What every bar's look has, as UIKit's `UIBarAppearance`: a background colour and the hairline
/// between the bar and the content, configured in one of three ways.
///
/// The navigation bar's, tab bar's and toolbar's appearances are its subclasses. Colors may be
/// dynamic: the bars follow dark mode. Background images and effects are left out (there is no
/// blur behind bars: the default background is the material's stand-in).
@preconcurrency @MainActor
open class UIBarAppearance {
  /// The background colour; `nil` is the bar's default (its material's stand-in).
  open var backgroundColor: UIColor?
  /// The hairline's colour; `nil` or clear draws none.
  open var shadowColor: UIColor?

  /// Creates the default appearance (`configureWithDefaultBackground()`).
  public init() {
    configureWithDefaultBackground()
  }

  /// The system's background: the bar's material and a hairline.
  open func configureWithDefaultBackground() {
    backgroundColor = nil
    shadowColor = .separator
  }

  /// An opaque `systemBackground` and a hairline.
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    shadowColor = .separator
  }

  /// No background and no hairline.
  open func configureWithTransparentBackground() {
    backgroundColor = .clear
    shadowColor = nil
  }
}
