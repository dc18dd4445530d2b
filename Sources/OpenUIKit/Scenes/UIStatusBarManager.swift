import Foundation

/// A scene's status bar, as UIKit's `UIStatusBarManager`.
///
/// A desktop window has no status bar: as on Mac Catalyst, ``isStatusBarHidden`` is `true` and
/// ``statusBarFrame`` is zero. ``statusBarStyle`` reports the style the scene's controllers prefer
/// (what an iOS status bar would show), read again when a controller calls
/// `setNeedsStatusBarAppearanceUpdate()` or the window's root controller changes, as UIKit reads
/// `preferredStatusBarStyle` only then.
@preconcurrency @MainActor
public final class UIStatusBarManager {
  private weak var scene: UIWindowScene?
  private var resolvedStyle: UIStatusBarStyle?

  init(scene: UIWindowScene) {
    self.scene = scene
  }

  /// The style the controllers of the scene's key (or first) window prefer.
  public var statusBarStyle: UIStatusBarStyle {
    if let resolvedStyle { return resolvedStyle }
    let window = scene?.keyWindow ?? scene?.windows.first
    let style =
      window?.rootViewController?.statusBarController(hidden: false).preferredStatusBarStyle
      ?? .default
    resolvedStyle = style
    return style
  }

  /// `true`: there is no status bar on the desktop.
  public var isStatusBarHidden: Bool { true }

  /// `.zero`: there is no status bar on the desktop.
  public var statusBarFrame: CGRect { .zero }

  /// Forgets the resolved style; the next read asks the controllers again.
  func setNeedsUpdate() { resolvedStyle = nil }
}
