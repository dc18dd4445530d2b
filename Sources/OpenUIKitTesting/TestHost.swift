import Foundation
@_spi(Platform) import OpenUIKit

/// The application tests run in, as an iOS host app gives its test bundle: a connected window
/// scene, active, with a visible key window whose root is a plain view controller, so that
/// `UIApplication.shared.keyWindow`, `windows` and `connectedScenes` answer as iOS library tests
/// expect (`keyWindow!.rootViewController!.present(…)`).
///
/// One line, in a suite's `init()` (Swift Testing) or in `setUp()` (XCTest):
///
/// ```swift
/// @MainActor @Suite(.serialized) struct ToastTests {
///   init() { TestHost.install() }
/// }
/// ```
///
/// The host is one per process and the application is global: suites that use it are best
/// serialized, and a test that makes its own key window takes the key status until the next
/// `install()`.
@MainActor
public enum TestHost {
  /// The host's window, once installed.
  public private(set) static var window: UIWindow?
  /// The scene `install()` connected (`nil` when it used the application's own) and the
  /// application state before it, both put back by `uninstall()`.
  private static var connected: (scene: UIWindowScene, stateBefore: UIApplication.State)?

  /// Connects the host scene and shows its key window (made once, at the scene's default size
  /// on a headless screen); later calls make the same window key and visible again and return it.
  @discardableResult
  public static func install() -> UIWindow {
    let stateBefore = UIApplication.shared.applicationState
    let (scene, isNew) = UIApplication.shared.connectHostScene()
    if isNew { connected = (scene, stateBefore) }
    if let window, window.windowScene === scene {
      if window.isHidden || !window.isKeyWindow { window.makeKeyAndVisible() }
      CATransaction.flush()
      return window
    }
    let window = UIWindow(windowScene: scene)
    window.screen = UIScreen(
      bounds: CGRect(origin: .zero, size: window.bounds.size), scale: 1,
      userInterfaceStyle: .light)
    window.backgroundColor = .systemBackground
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    CATransaction.flush()
    self.window = window
    return window
  }

  /// Hides the host's window and disconnects the scene ``install()`` connected (never the
  /// application's own), leaving the application as it was before ``install()`` (for a test that must not leave a host behind it; a test bundle keeps its host
  /// for the whole run, as on iOS).
  public static func uninstall() {
    guard let window else { return }
    window.isHidden = true
    if let (scene, state) = connected {
      UIApplication.shared.disconnectHostScene(scene, restoring: state)
      connected = nil
    }
    CATransaction.flush()
    self.window = nil
  }
}
