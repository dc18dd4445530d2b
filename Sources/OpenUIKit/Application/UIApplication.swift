import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The application object, as UIKit's `UIApplication`: the delegate, the windows and the host
/// that runs the loop.
///
/// Start a program with ``main(delegate:host:)`` (or `UIApplication.main(delegate:)` from
/// `OpenUIKitSDL`, which picks a desktop window or the headless host). Headless tests need no
/// application: windows render without one.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// Keys of the launch options (none are passed on Linux).
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The application.
  public static let shared = UIApplication()

  /// The delegate (held strongly while the application runs, as `UIApplicationMain` does).
  ///
  /// Settable, as in UIKit: the new delegate's responder chain and ``UIResponder/buildMenu(with:)``
  /// are the application's from then on. Held strongly here (UIKit's reference is unowned, and
  /// `UIApplicationMain` keeps its own delegate alive): a delegate set here stays.
  public var delegate: (any UIApplicationDelegate)?

  /// The host running the loop, once started.
  public internal(set) var host: (any UIApplicationHost)?

  /// Whether ``terminate()`` was asked for.
  public private(set) var isTerminating = false

  /// The application's state, as UIKit's `UIApplication.State`.
  public enum State: Int, Sendable {
    /// In the foreground with the focus.
    case active = 0
    /// In the foreground without the focus (or starting).
    case inactive = 1
    /// Not on screen.
    case background = 2
  }

  /// Where the application stands: active while one of its windows has the focus.
  public internal(set) var applicationState: State = .inactive

  /// The connected scenes (`Scenes/UIApplication+Scenes.swift`).
  public internal(set) var connectedScenes: Set<UIScene> = []

  /// The sessions of the connected scenes.
  public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

  /// The user's text size: the main screen's (`UIScreen.preferredContentSizeCategory`).
  public var preferredContentSizeCategory: UIContentSizeCategory {
    UIScreen.main.preferredContentSizeCategory
  }

  /// Whether the application can show several scenes at once: on the desktop, yes.
  public var supportsMultipleScenes: Bool { true }

  /// The visible windows, in the order they became visible (from the one window registry).
  open var windows: [UIWindow] { UIWindow.registry.elements.filter { !$0.isHidden } }

  /// The key window.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// The application's next responder: its delegate when that is a responder.
  open override var next: UIResponder? { delegate as? UIResponder }

  /// Runs an application: calls the delegate's launch method, turns the host's run loop until the
  /// application terminates, calls `applicationWillTerminate(_:)` and exits the process.
  public static func main(delegate: any UIApplicationDelegate, host: any UIApplicationHost) -> Never
  {
    shared.run(delegate: delegate, host: host)
    exit(0)
  }

  /// `main` without the exit, for tests and embedding hosts.
  public func run(delegate: any UIApplicationDelegate, host: any UIApplicationHost) {
    self.delegate = delegate
    self.host = host
    isTerminating = false
    // The host fires display links from here on: animations run on real time.
    CADisplayLink.beginDriving()
    defer { CADisplayLink.endDriving() }
    // Windows shown before the application ran render headless: the host takes them over.
    for window in windows { window.attach(to: host) }
    _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
    connectInitialScene()
    becomeActiveAtLaunch()
    CATransaction.flush()
    if !isTerminating { host.run(self) }
    disconnectForTermination()
    delegate.applicationWillTerminate(self)
    self.host = nil
  }

  /// Ends the run loop after the current turn (an OpenUIKit addition: iOS apps do not quit).
  ///
  /// When the loop has ended, each connected scene resigns, enters the background and disconnects
  /// (its session is kept, as a quit app's are), then the delegate's
  /// `applicationWillTerminate(_:)` is called; an app without scenes resigns active first. The
  /// desktop host calls this for Ctrl+Q, SIGINT and SIGTERM.
  public func terminate() {
    isTerminating = true
    host?.stop()
  }

  /// Called by a host when a window closed: the window is hidden, and the last one ends the
  /// application.
  public func windowDidClose(_ window: UIWindow) {
    window.isHidden = true
    if let scene = window.storedWindowScene, scene.windows.allSatisfy(\.isHidden) {
      disconnect(scene)
    }
    if windows.isEmpty { terminate() }
  }
}
