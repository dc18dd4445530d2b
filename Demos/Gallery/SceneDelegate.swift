// The demo gallery: a tab bar app. Its first tab, a navigation controller, lists one screen per
// article in ../shared/seeds/ (000 ReflectionView, 001 ReflectingView, 002 ShadowedTableView, 003
// inner shadows, 004 appearance properties), the cards scene and the others; the second and third
// tabs open "Pickers & bars" and "Dialogs & gestures" directly. Ctrl+1…3 switch tabs. Back with
// the bar's button, Escape or Alt+Left; dark mode with the list's bar button or Ctrl+Shift+D.
//
//   swift run Gallery [output-directory]
//   swift run Gallery --soak <seconds>      (GallerySoak.swift)
//
// With a display it opens a window; without one (or OPENUIKIT_HEADLESS=1) it writes
// gallery-light.png and gallery-dark.png (the list) and gallery-<screen>-light.png and -dark.png
// for every screen into the output directory (default gallery-output).
//
// It starts as an iOS 13+ app does: `@main` on the application delegate (AppDelegate.swift), and
// this scene delegate, found by its name, making the window when the scene connects.
import Foundation
import OpenUIKit
import OpenUIKitSDL
import Seeds

/// Opens the window when the scene connects; headless, writes every screen light and dark and
/// ends.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var soak: GallerySoak?
  let navigation = UINavigationController(rootViewController: GalleryListController())
  /// The app's tabs: the gallery's list, then two screens of its own.
  lazy var tabs: UITabBarController = {
    let tabs = UITabBarController()
    navigation.tabBarItem = UITabBarItem(
      title: "Gallery", image: UIImage(systemName: "square.grid.2x2"), tag: 0)
    let pickers = UINavigationController(rootViewController: GalleryScreen.make(slug: "pickers"))
    pickers.tabBarItem = UITabBarItem(
      title: "Pickers", image: UIImage(systemName: "calendar"), tag: 1)
    let dialogs = UINavigationController(rootViewController: GalleryScreen.make(slug: "dialogs"))
    dialogs.tabBarItem = UITabBarItem(
      title: "Dialogs", image: UIImage(systemName: "bubble.left"), tag: 2)
    tabs.viewControllers = [navigation, pickers, dialogs]
    return tabs
  }()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    // No scene title: the window is titled by the screen in front ("OpenUIKit Gallery",
    // "Controls", …), as a Mac Catalyst window without one is.
    windowScene.sizeRestrictions?.minimumSize = CGSize(width: 800, height: 480)
    let window = UIWindow(windowScene: windowScene)
    window.frame = CGRect(x: 0, y: 0, width: 1040, height: 600)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
    if let seconds = GallerySoak.requestedSeconds {
      // The soak (GallerySoak.swift): minutes of use on the real clock, memory sampled.
      let soak = GallerySoak(window: window, navigation: navigation, seconds: seconds)
      self.soak = soak
      soak.begin()
      return
    }
    if UIApplication.shared.host is UIHeadlessHost {
      // Written from a timer that a main-actor task started from the main queue: the headless
      // run (CI's) then goes through the run loop's three kinds of work before it ends.
      DispatchQueue.main.async {
        Task { @MainActor in self.scheduleFrames(of: window) }
      }
    }
  }

  /// Headless: writes the frames from a timer, then ends the application.
  func scheduleFrames(of window: UIWindow) {
    _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
      MainActor.assumeIsolated {
        self.writeFrames(of: window)
        UIApplication.shared.terminate()
      }
    }
  }

  /// Renders the list, then every screen pushed in turn, light and dark, into PNG files.
  func writeFrames(of window: UIWindow) {
    let directory = URL(
      fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "gallery-output")
    let accessibility = GalleryAccessibilityDump()
    defer { accessibility.stop() }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try writeBoth(of: window, named: "gallery", in: directory, accessibility: accessibility)
      for screen in GalleryScreen.all {
        navigation.pushViewController(screen.make(), animated: false)
        CATransaction.flush()
        try writeBoth(
          of: window, named: "gallery-\(screen.slug)", in: directory, accessibility: accessibility)
        navigation.popViewController(animated: false)
        CATransaction.flush()
      }
    } catch {
      FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
      exit(1)
    }
  }

  /// Writes the frame and the accessibility tree of the window, light then dark.
  private func writeBoth(
    of window: UIWindow, named name: String, in directory: URL,
    accessibility: GalleryAccessibilityDump
  ) throws {
    for style in [UIUserInterfaceStyle.light, .dark] {
      window.overrideUserInterfaceStyle = style
      CATransaction.flush()
      let stem = "\(name)-\(style == .dark ? "dark" : "light")"
      try accessibility.dump(of: window).write(
        to: directory.appendingPathComponent("\(stem).a11y.txt"), atomically: true, encoding: .utf8)
      guard let image = window.renderer?.makeImage() else { continue }
      let file = directory.appendingPathComponent("\(stem).png")
      try image.writePNG(to: file)
      print("Gallery: wrote \(image.width)x\(image.height) pixels to \(file.path)")
    }
    window.overrideUserInterfaceStyle = .unspecified
  }
}
