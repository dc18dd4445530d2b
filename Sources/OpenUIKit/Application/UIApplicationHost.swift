import Foundation

/// What runs an application: shows its windows and turns the run loop (an OpenUIKit addition).
///
/// The SDL2 platform layer (`OpenUIKitSDL`) implements it with desktop windows; ``UIHeadlessHost``
/// without a display. Each run-loop turn ends with one transaction commit.
@MainActor
public protocol UIApplicationHost: AnyObject {
  /// A window became visible (`makeKeyAndVisible()`): give it a surface and show it.
  func windowDidBecomeVisible(_ window: UIWindow)

  /// Turns the run loop until ``UIApplication/terminate()`` is asked for or the last window closes.
  func run(_ application: UIApplication)

  /// Wakes the run loop so that it notices termination.
  func stop()
}
