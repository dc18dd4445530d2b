import Foundation
@_spi(Platform) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Tests as iOS libraries write them inside a host app.
///
/// The key window's root controller presents what the library shows; `TestHost.install()` gives
/// the application that host.
@MainActor @Suite(.serialized) struct TestHostTests {
  /// A toast library's entry point, shaped after the usual ones: it finds the key window itself.
  @MainActor enum Toast {
    static func show(_ message: String) -> UILabel? {
      guard let window = UIApplication.shared.keyWindow else { return nil }
      let label = UILabel()
      label.text = message
      label.tag = 4242
      window.addSubview(label)
      return label
    }
  }

  @Test func aHostedTestFindsAKeyWindowAndPresentsOnItsRoot() throws {
    TestHost.install()
    defer { TestHost.uninstall() }
    let window = try #require(UIApplication.shared.keyWindow)
    let root = try #require(window.rootViewController)
    let sheet = UIViewController()
    root.present(sheet, animated: false)
    #expect(root.presentedViewController === sheet)
    root.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
    let toast = try #require(Toast.show("Saved"))
    #expect(toast.window === window && window.viewWithTag(4242) === toast)
    toast.removeFromSuperview()
    // The host app's scene, foreground and active.
    let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    #expect(scene.activationState == .foregroundActive)
    #expect(scene.keyWindow === window && window.windowScene === scene)
    #expect(UIApplication.shared.applicationState == .active)
    #expect(UIApplication.shared.windows.contains { $0 === window })
  }

  @Test func installingAgainGivesTheSameWindowKeyAgain() throws {
    let host = TestHost.install()
    defer { TestHost.uninstall() }
    let other = UIWindow.headless(size: CGSize(width: 100, height: 100))
    #expect(UIApplication.shared.keyWindow === other, "a test's own window takes the key")
    #expect(TestHost.install() === host)
    #expect(UIApplication.shared.keyWindow === host)
    other.isHidden = true
  }

  @Test func uninstallingLeavesTheApplicationAsItWas() {
    let before = UIApplication.shared.connectedScenes.count
    let host = TestHost.install()
    TestHost.uninstall()
    #expect(host.isHidden && TestHost.window == nil)
    #expect(UIApplication.shared.connectedScenes.count == before)
    #expect(!UIApplication.shared.windows.contains { $0 === host })
  }

  /// In a test target whose application already has a window scene, the host uses that scene and
  /// `uninstall()` leaves it connected.
  @Test func theApplicationsOwnSceneIsUsedAndKept() {
    let stateBefore = UIApplication.shared.applicationState
    let (own, isNew) = UIApplication.shared.connectHostScene()  // stands for the app's scene
    #expect(isNew)
    defer { UIApplication.shared.disconnectHostScene(own, restoring: stateBefore) }
    let host = TestHost.install()
    #expect(host.windowScene === own)
    TestHost.uninstall()
    #expect(UIApplication.shared.connectedScenes.contains(own))
    #expect(own.activationState == .foregroundActive)
  }
}
