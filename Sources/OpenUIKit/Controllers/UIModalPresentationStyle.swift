import Foundation

/// How a presented controller is shown, as UIKit's `UIModalPresentationStyle`.
///
/// On the desktop, `.automatic`, `.pageSheet` and `.formSheet` are a sheet centred over a dimming
/// view (the presenter stays); `.fullScreen` replaces the presenter's view; `.overFullScreen`
/// covers it and keeps it; `.currentContext` and `.overCurrentContext` do the same within the view
/// of the nearest controller that `definesPresentationContext` (the window without one);
/// `.popover` hangs from its source (``UIPopoverPresentationController``). `.custom` is an alert's
/// style; other controllers with it show as sheets (transitioning delegates are left out).
public enum UIModalPresentationStyle: Int, Sendable {
  /// The presenter's view is removed; the presented view fills the window.
  case fullScreen = 0
  /// A sheet (as `.formSheet` on the desktop).
  case pageSheet = 1
  /// A sheet of `preferredContentSize` (540 × 620 points when zero), centred over a dimming view.
  case formSheet = 2
  /// The presented view takes the place of the presentation context's view, which is removed.
  case currentContext = 3
  /// A presentation the controller draws itself (an alert); a sheet for other controllers.
  case custom = 4
  /// The presented view fills the window over the presenter's, which stays.
  case overFullScreen = 5
  /// The presented view covers the presentation context's view, which stays.
  case overCurrentContext = 6
  /// A popover hung from its source view or bar button.
  case popover = 7
  /// The system's choice: a page sheet, as UIKit on iOS 13 and later.
  case automatic = -2

  /// Whether the presented view fills the window.
  var fillsWindow: Bool { self == .fullScreen || self == .overFullScreen }

  /// Whether the style presents within a presentation context.
  var usesContext: Bool { self == .currentContext || self == .overCurrentContext }

  /// Whether the presenting view is removed while the presented one shows.
  var removesPresenter: Bool { self == .fullScreen || self == .currentContext }
}

/// How an animated presentation moves in and out, as UIKit's `UIModalTransitionStyle`.
///
/// `.flipHorizontal` and `.partialCurl` are left out: they need 3D perspective on both sides of a
/// view (Docs/ViewControllers.md).
public enum UIModalTransitionStyle: Int, Sendable {
  /// The presented view slides up from the bottom edge, and back down when dismissed.
  case coverVertical = 0
  /// The presented view fades in, and out when dismissed.
  case crossDissolve = 2
}
