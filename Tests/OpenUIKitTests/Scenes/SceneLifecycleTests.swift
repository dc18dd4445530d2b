import Foundation
import Testing

@_spi(Platform) @testable import OpenUIKit

/// Scenes on the desktop, in UIKit's order: connect, enter the foreground, become active; resign,
/// background, disconnect as the window loses focus, is minimized and closes.
@MainActor @Suite(.serialized) struct SceneLifecycleTests {
  /// Records every callback, in order.
  final class Journal {
    nonisolated(unsafe) static var entries: [String] = []
  }

  final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let made = "made by init()"

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      Journal.entries.append("willConnect")
      guard let windowScene = scene as? UIWindowScene else { return }
      windowScene.title = "Notes"
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UINavigationController(rootViewController: UIViewController())
      window.makeKeyAndVisible()
      self.window = window
    }
    func sceneWillEnterForeground(_ scene: UIScene) {
      Journal.entries.append("willEnterForeground")
    }
    func sceneDidBecomeActive(_ scene: UIScene) { Journal.entries.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { Journal.entries.append("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { Journal.entries.append("didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { Journal.entries.append("didDisconnect") }
  }

  final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      Journal.entries.append("configurationForConnecting")
      let configuration = UISceneConfiguration(
        name: "Default Configuration", sessionRole: connectingSceneSession.role)
      configuration.delegateClass = RecordingSceneDelegate.self
      return configuration
    }
    func application(
      _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {
      Journal.entries.append("didDiscard \(sceneSessions.count)")
    }
    func applicationDidBecomeActive(_ application: UIApplication) {
      Journal.entries.append("applicationDidBecomeActive")
    }
    func applicationWillTerminate(_ application: UIApplication) {
      Journal.entries.append("applicationWillTerminate")
    }
  }

  /// Launches as `UIApplication.run` does, without turning a run loop.
  private func launch(_ delegate: any UIApplicationDelegate) -> UIApplication {
    let application = UIApplication.shared
    application.delegate = delegate
    application.connectInitialScene()
    application.becomeActiveAtLaunch()
    return application
  }

  private func tearDown(_ application: UIApplication) {
    for scene in application.connectedScenes {
      for window in (scene as? UIWindowScene)?.windows ?? [] { window.isHidden = true }
      application.disconnect(scene)
    }
    application.delegate = nil
    application.applicationState = .inactive
    Journal.entries = []
  }

  @Test func aSceneConnectsEntersTheForegroundAndBecomesActive() throws {
    Journal.entries = []
    let application = launch(AppDelegate())
    defer { tearDown(application) }
    #expect(
      Journal.entries == [
        "configurationForConnecting", "willConnect", "willEnterForeground", "didBecomeActive",
      ])
    let scene = try #require(application.connectedScenes.first as? UIWindowScene)
    #expect(scene.activationState == .foregroundActive)
    #expect(application.applicationState == .active)
    let delegate = try #require(scene.delegate as? RecordingSceneDelegate)
    #expect(delegate.made == "made by init()")  // stored properties initialized
    let window = try #require(delegate.window)
    #expect(window.windowScene === scene)
    #expect(scene.windows.contains { $0 === window })
    #expect(scene.session.scene === scene)
    #expect(scene.session.configuration.delegateClass == RecordingSceneDelegate.self)
    // The title bar shows the scene's title.
    #expect(window.displayTitle == "Notes")
    #expect(window.bounds.size == UIWindowScene.defaultWindowSize)
  }

  @Test func focusMinimizeAndCloseFollowTheWindow() throws {
    let application = launch(AppDelegate())
    defer { tearDown(application) }
    let scene = try #require(application.connectedScenes.first as? UIWindowScene)
    let window = try #require(scene.windows.first)
    Journal.entries = []
    application.windowWillResignActive(window)
    application.windowDidEnterBackground(window)
    #expect(application.applicationState == .background)
    application.windowWillEnterForeground(window)
    application.windowDidBecomeActive(window)
    application.windowDidBecomeActive(window)  // told once
    application.windowDidClose(window)
    #expect(
      Journal.entries == [
        "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
        "willResignActive", "didEnterBackground", "didDisconnect", "didDiscard 1",
      ])
    #expect(application.connectedScenes.isEmpty)
    #expect(scene.activationState == .unattached)
    #expect(scene.session.scene == nil)
  }

  /// Quitting (Ctrl+Q, SIGINT, `terminate()`) from the running loop: the scene resigns, enters the
  /// background and disconnects before the application delegate hears it will terminate; the
  /// session is kept (not discarded), as a quit Mac Catalyst app's are.
  @Test func terminatingDisconnectsTheScenesBeforeTheApplicationWillTerminate() throws {
    Journal.entries = []
    let application = UIApplication.shared
    let windowsBefore = application.windows
    defer {
      for window in application.windows where !windowsBefore.contains(where: { $0 === window }) {
        window.isHidden = true
      }
      tearDown(application)
    }
    DispatchQueue.main.async { application.terminate() }
    application.run(delegate: AppDelegate(), host: UIHeadlessHost(runsUntilIdle: false))
    let launch = [
      "configurationForConnecting", "willConnect", "willEnterForeground", "didBecomeActive",
    ]
    #expect(
      Journal.entries == launch + [
        "willResignActive", "didEnterBackground", "didDisconnect", "applicationWillTerminate",
      ])
    #expect(application.connectedScenes.isEmpty)
    #expect(application.applicationState == .background)
  }

  /// An app delegate of an app without scenes (iOS 12 style: no scene configuration, and no
  /// `SceneDelegate` class in its module), recording its state changes.
  final class SceneLessAppDelegate: UIResponder, UIApplicationDelegate {
    func applicationDidBecomeActive(_ application: UIApplication) {
      Journal.entries.append("applicationDidBecomeActive")
    }
    func applicationWillResignActive(_ application: UIApplication) {
      Journal.entries.append("applicationWillResignActive")
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
      Journal.entries.append("applicationDidEnterBackground")
    }
    func applicationWillTerminate(_ application: UIApplication) {
      Journal.entries.append("applicationWillTerminate")
    }
  }

  @Test func anAppWithoutScenesEntersTheBackgroundBeforeItTerminates() throws {
    Journal.entries = []
    let application = UIApplication.shared
    DispatchQueue.main.async { application.terminate() }
    application.run(delegate: SceneLessAppDelegate(), host: UIHeadlessHost(runsUntilIdle: false))
    #expect(application.connectedScenes.isEmpty)
    #expect(
      Journal.entries == [
        "applicationDidBecomeActive", "applicationWillResignActive",
        "applicationDidEnterBackground", "applicationWillTerminate",
      ])
    #expect(application.applicationState == .background)
  }

  @Test func sizeRestrictionsClampTheWindowAndTitlesFallBack() throws {
    let application = launch(AppDelegate())
    defer { tearDown(application) }
    let scene = try #require(application.connectedScenes.first as? UIWindowScene)
    let restrictions = try #require(scene.sizeRestrictions)
    restrictions.minimumSize = CGSize(width: 200, height: 200)
    restrictions.maximumSize = CGSize(width: 800, height: 500)
    let window = UIWindow(windowScene: scene)
    #expect(window.bounds.size == CGSize(width: 800, height: 500))
    #expect(window.effectiveMinimumSize == CGSize(width: 200, height: 200))
    #expect(window.effectiveMaximumSize == CGSize(width: 800, height: 500))
    scene.title = nil
    window.title = "Fallback"
    #expect(window.displayTitle == "Fallback")
  }

  @Test func anAppWithoutScenesIsActiveItself() {
    final class PlainDelegate: UIResponder, UIApplicationDelegate {
      func applicationDidBecomeActive(_ application: UIApplication) {
        Journal.entries.append("applicationDidBecomeActive")
      }
    }
    Journal.entries = []
    let application = launch(PlainDelegate())
    defer { tearDown(application) }
    // No configured class and no `SceneDelegate` in this module: no scene.
    #expect(application.connectedScenes.isEmpty)
    #expect(Journal.entries == ["applicationDidBecomeActive"])
    #expect(application.applicationState == .active)
  }

  @Test func delegatesAreMadeFromTheirClassAsUIKitMakesThem() throws {
    final class Counter: NSObject {
      var value = 41
      override init() {
        super.init()
        value += 1
      }
    }
    class Base: UIResponder {
      var list = [1, 2]
    }
    final class Derived: Base {
      var name = "derived"
    }
    // NSObject's initializer cannot be told apart in its vtable: refused, never guessed.
    #expect(DynamicInstantiation.make(Counter.self) == nil)
    let derived = try #require(DynamicInstantiation.make(Derived.self) as? Derived)
    #expect(derived.list == [1, 2] && derived.name == "derived")
    #expect(DynamicInstantiation.make(Journal.self) == nil)  // not a responder
  }
}
