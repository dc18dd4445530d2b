import Foundation

/// What a scene tells its delegate, as UIKit's `UISceneDelegate`: connection, activation and
/// disconnection.
///
/// Every method has a default that does nothing, as UIKit's optional methods. On the desktop a
/// scene is a window: it connects when the application starts, becomes active when its window has
/// the keyboard focus and resigns when another window takes it, enters the background when the
/// window is minimized and the foreground when it is restored, and disconnects when it closes.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene connected: make its window here (`UIWindow(windowScene:)`).
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene disconnected (its window closed).
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active (its window has the keyboard focus).
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop being active (another window took the focus).
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to be seen again (its window is being restored).
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene is no longer seen (its window was minimized).
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`: it keeps the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window (declare `var window: UIWindow?`, as Xcode's template does).
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window, for delegates that do not keep one.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
