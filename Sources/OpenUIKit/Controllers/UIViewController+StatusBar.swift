import Foundation

/// The status bar's look, as UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
  /// Dark content on light backgrounds, light on dark: by the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

/// How the status bar animates a change, as UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
  case none = 0
  case fade = 1
  case slide = 2
}

extension UIViewController {
  /// The controller whose status bar preferences apply, from this one: the topmost controller it
  /// presents that covers the window (or captures the status bar), then each
  /// `childForStatusBar…` in turn, bounded against cycles.
  func statusBarController(hidden: Bool) -> UIViewController {
    var controller = self
    var steps = 0
    while steps < 1_000, let presented = controller.storedPresentedViewController,
      presented.modalPresentationStyle.fillsWindow
        || presented.modalPresentationCapturesStatusBarAppearance
    {
      controller = presented
      steps += 1
    }
    while steps < 1_000,
      let child = hidden ? controller.childForStatusBarHidden : controller.childForStatusBarStyle,
      child !== controller
    {
      controller = child
      steps += 1
    }
    return controller
  }

  /// A preference changed: the status bar manager of the controller's scene asks again.
  func statusBarAppearanceDidChange() {
    storedView?.window?.windowScene?.statusBarManager?.setNeedsUpdate()
  }
}
