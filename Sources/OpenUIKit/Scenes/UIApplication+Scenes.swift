import Foundation
@_spi(Compositor) import OpenCoreGraphics

/// Scenes on the desktop: one window scene connects at launch when the application has a scene
/// delegate, and each scene's activation follows its window (focus, minimize, close), as
/// `UISceneDelegate` describes. An app without scenes gets the application delegate's
/// `applicationDidBecomeActive(_:)` family instead, as before iOS 13.
extension UIApplication {
  /// Connects the launch scene, when the configuration names a delegate class or the delegate's
  /// module has a `SceneDelegate`; else the app has no scenes.
  func connectInitialScene() {
    guard let delegate else { return }
    let session = UISceneSession(role: .windowApplication)
    let options = UIScene.ConnectionOptions()
    let configuration = delegate.application(
      self, configurationForConnecting: session, options: options)
    session.configuration = configuration
    guard let delegateClass = configuration.delegateClass ?? conventionalSceneDelegateClass()
    else { return }
    guard let sceneDelegate = DynamicInstantiation.make(delegateClass) as? any UISceneDelegate
    else {
      Diagnostics.log(
        "no scene connects: \(delegateClass) is not a UIResponder subclass conforming to "
          + "UISceneDelegate, which OpenUIKit makes with init()",
        module: "OpenUIKit")
      return
    }
    let sceneType = configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
    let scene = sceneType.init(session: session, connectionOptions: options)
    scene.delegate = sceneDelegate
    session.scene = scene
    connectedScenes.insert(scene)
    scene.activationState = .background
    sceneDelegate.scene(scene, willConnectTo: session, options: options)
  }

  /// The window scene tests run in, as an iOS host app's launch scene while its test bundle runs:
  /// the application's own window scene when one is connected, else one connected here without a
  /// delegate; in the foreground and active either way (`TestHost` in `OpenUIKitTesting`).
  ///
  /// - Returns: The scene, and whether it was connected by this call.
  @_spi(Platform)
  public func connectHostScene() -> (scene: UIWindowScene, isNew: Bool) {
    if let scene = connectedScenes.lazy.compactMap({ $0 as? UIWindowScene }).first {
      enterForeground(scene)
      becomeActive(scene)
      return (scene, false)
    }
    let session = UISceneSession(role: .windowApplication)
    let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    session.scene = scene
    connectedScenes.insert(scene)
    scene.activationState = .background
    enterForeground(scene)
    becomeActive(scene)
    return (scene, true)
  }

  /// Disconnects a scene that ``connectHostScene()`` connected, and puts back the application
  /// state it had before.
  @_spi(Platform)
  public func disconnectHostScene(_ scene: UIWindowScene, restoring state: State) {
    disconnect(scene)
    applicationState = state
  }

  /// A class named `SceneDelegate` in the application delegate's module, as Xcode's template
  /// names it in Info.plist (`$(PRODUCT_MODULE_NAME).SceneDelegate`).
  private func conventionalSceneDelegateClass() -> AnyClass? {
    guard let delegate else { return nil }
    let name = String(reflecting: type(of: delegate))
    guard let module = name.split(separator: ".").first else { return nil }
    return _typeByName("\(module).SceneDelegate") as? AnyClass
  }

  /// After launch: the scenes enter the foreground and become active, or the application does.
  func becomeActiveAtLaunch() {
    if connectedScenes.isEmpty {
      applicationState = .active
      delegate?.applicationDidBecomeActive(self)
      return
    }
    for scene in connectedScenes {
      enterForeground(scene)
      becomeActive(scene)
    }
  }

  // MARK: Host events (a desktop window's focus and visibility)

  /// A window took the keyboard focus: its scene (or the application) becomes active.
  @_spi(Platform)
  public func windowDidBecomeActive(_ window: UIWindow) {
    guard let scene = window.storedWindowScene else {
      guard applicationState != .active else { return }
      if applicationState == .background { delegate?.applicationWillEnterForeground(self) }
      applicationState = .active
      return delegate?.applicationDidBecomeActive(self) ?? ()
    }
    enterForeground(scene)
    becomeActive(scene)
  }

  /// A window lost the keyboard focus: its scene (or the application) resigns.
  @_spi(Platform)
  public func windowWillResignActive(_ window: UIWindow) {
    guard let scene = window.storedWindowScene else {
      guard applicationState == .active else { return }
      delegate?.applicationWillResignActive(self)
      applicationState = .inactive
      return
    }
    resignActive(scene)
  }

  /// A window was minimized: its scene (or the application) enters the background.
  @_spi(Platform)
  public func windowDidEnterBackground(_ window: UIWindow) {
    guard let scene = window.storedWindowScene else {
      windowWillResignActive(window)
      guard applicationState != .background else { return }
      applicationState = .background
      return delegate?.applicationDidEnterBackground(self) ?? ()
    }
    enterBackground(scene)
  }

  /// A window was restored: its scene (or the application) enters the foreground.
  @_spi(Platform)
  public func windowWillEnterForeground(_ window: UIWindow) {
    guard let scene = window.storedWindowScene else {
      guard applicationState == .background else { return }
      delegate?.applicationWillEnterForeground(self)
      applicationState = .inactive
      return
    }
    enterForeground(scene)
  }

  // MARK: Scene transitions, each told once

  private func enterForeground(_ scene: UIScene) {
    guard scene.activationState == .background else { return }
    scene.delegate?.sceneWillEnterForeground(scene)
    scene.activationState = .foregroundInactive
    updateApplicationState()
  }

  private func becomeActive(_ scene: UIScene) {
    guard scene.activationState == .foregroundInactive else { return }
    scene.activationState = .foregroundActive
    updateApplicationState()
    scene.delegate?.sceneDidBecomeActive(scene)
  }

  private func resignActive(_ scene: UIScene) {
    guard scene.activationState == .foregroundActive else { return }
    scene.delegate?.sceneWillResignActive(scene)
    scene.activationState = .foregroundInactive
    updateApplicationState()
  }

  private func enterBackground(_ scene: UIScene) {
    resignActive(scene)
    guard scene.activationState == .foregroundInactive else { return }
    scene.activationState = .background
    updateApplicationState()
    scene.delegate?.sceneDidEnterBackground(scene)
  }

  /// The scene's windows closed: it resigns, enters the background and disconnects, and its
  /// session is discarded.
  func disconnect(_ scene: UIScene) {
    guard connectedScenes.contains(scene) else { return }
    enterBackground(scene)
    connectedScenes.remove(scene)
    scene.activationState = .unattached
    scene.delegate?.sceneDidDisconnect(scene)
    scene.session.scene = nil
    delegate?.application(self, didDiscardSceneSessions: [scene.session])
  }

  /// The application ends (its loop has stopped): its scenes disconnect.
  ///
  /// Every connected scene resigns, enters the background and disconnects, as a Mac Catalyst
  /// app's do on Quit; the sessions are not discarded (a quit app's are restored on its next
  /// launch). An app without scenes resigns active.
  func disconnectForTermination() {
    guard !connectedScenes.isEmpty else {
      // An app without scenes resigns and enters the background before it terminates, as iOS
      // tells an app the system ends.
      if applicationState == .active {
        delegate?.applicationWillResignActive(self)
        applicationState = .inactive
      }
      if applicationState != .background {
        applicationState = .background
        delegate?.applicationDidEnterBackground(self)
      }
      return
    }
    // Sorted for a stable order: a set of scenes has none.
    let scenes = connectedScenes.sorted {
      $0.session.persistentIdentifier < $1.session.persistentIdentifier
    }
    for scene in scenes {
      enterBackground(scene)
      connectedScenes.remove(scene)
      scene.activationState = .unattached
      scene.delegate?.sceneDidDisconnect(scene)
      scene.session.scene = nil
    }
  }

  /// The application is active while a scene is, in the background when every scene is.
  private func updateApplicationState() {
    let states = connectedScenes.map(\.activationState)
    if states.contains(.foregroundActive) {
      applicationState = .active
    } else if !states.isEmpty, states.allSatisfy({ $0 == .background }) {
      applicationState = .background
    } else {
      applicationState = .inactive
    }
  }
}
