import Foundation

/// The application's delegate, as UIKit's `UIApplicationDelegate`: launch, scenes, activation and
/// termination.
///
/// Every method has a default, as UIKit's optional methods. Start a program with `@main` on the
/// delegate class, as iOS apps do (`UIApplicationDelegate+Main.swift`).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The application's main window, for apps without scenes (declare `var window: UIWindow?`).
  var window: UIWindow? { get set }

  /// Launch is starting; nothing is on screen yet.
  ///
  /// - Returns: `true` (the value is not used, as in UIKit for a normal launch).
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// Launch is done: an app without scenes makes its window key and visible here; an app with
  /// scenes makes it in its scene delegate.
  ///
  /// - Returns: `true` (the value is not used, as in UIKit for a normal launch).
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The configuration of a scene about to connect: its delegate's and scene's classes.
  ///
  /// The default names no class: a class named `SceneDelegate` in the delegate's module is then
  /// the scene's delegate, as Xcode's template names it in Info.plist.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// Sessions were discarded (their windows closed).
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

  /// The application became active (an app without scenes: its window took the focus).
  func applicationDidBecomeActive(_ application: UIApplication)

  /// The application is about to stop being active.
  func applicationWillResignActive(_ application: UIApplication)

  /// The application is no longer seen (its windows were minimized).
  func applicationDidEnterBackground(_ application: UIApplication)

  /// The application is about to be seen again.
  func applicationWillEnterForeground(_ application: UIApplication)

  /// The application is about to end: its last windows closed, or `terminate` was asked for.
  func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
  /// No window, for delegates that do not keep one.
  public var window: UIWindow? {
    get { nil }
    set {}
  }

  /// Does nothing and returns `true`.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Does nothing and returns `true`.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// A configuration naming no classes, with the session's role.
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  /// Does nothing.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}

  /// Does nothing.
  public func applicationDidBecomeActive(_ application: UIApplication) {}

  /// Does nothing.
  public func applicationWillResignActive(_ application: UIApplication) {}

  /// Does nothing.
  public func applicationDidEnterBackground(_ application: UIApplication) {}

  /// Does nothing.
  public func applicationWillEnterForeground(_ application: UIApplication) {}

  /// Does nothing.
  public func applicationWillTerminate(_ application: UIApplication) {}
}
