import Foundation

/// The application's delegate, as UIKit's `UIApplicationDelegate`: launch and termination.
///
/// Every method has a default that does nothing, as UIKit's optional methods.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// Launch is done: make the window key and visible here.
  ///
  /// - Returns: `true` (the value is not used, as in UIKit for a normal launch).
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The application is about to end: its last windows closed, or `terminate` was asked for.
  func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
  /// Does nothing and returns `true`.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Does nothing.
  public func applicationWillTerminate(_ application: UIApplication) {}
}
