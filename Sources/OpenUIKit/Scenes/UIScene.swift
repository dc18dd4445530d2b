import Foundation

/// One instance of the application's user interface, as UIKit's `UIScene`: on the desktop, one
/// window (``UIWindowScene``).
///
/// Made by the application when a session connects; not made by apps.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// Where a scene stands, as UIKit's `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable {
    /// Not connected yet, or disconnected.
    case unattached = -1
    /// On screen with the keyboard focus.
    case foregroundActive = 0
    /// On screen without the focus.
    case foregroundInactive = 1
    /// Not on screen (minimized).
    case background = 2
  }

  /// What the scene was connected with, as UIKit's `UIScene.ConnectionOptions`.
  ///
  /// Empty on the desktop: no URLs, shortcuts or user activities open a scene here, so their
  /// properties are left out.
  @preconcurrency @MainActor
  open class ConnectionOptions {
    init() {}
  }

  /// The scene's session.
  public let session: UISceneSession

  /// The scene's delegate, held strongly as UIKit holds it.
  open var delegate: (any UISceneDelegate)?

  /// Where the scene stands.
  open internal(set) var activationState: ActivationState = .unattached

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The title shown for the scene: a desktop window's title bar.
  ///
  /// `nil` shows the application's name. Implicitly unwrapped, as UIKit declares it.
  open var title: String! {
    didSet { sceneAttributesDidChange() }
  }

  /// Creates a scene for `session`.
  public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
  }

  /// The scene's next responder: the application.
  open override var next: UIResponder? { UIApplication.shared }

  /// Tells the host of the scene's windows that their title or size limits changed.
  func sceneAttributesDidChange() {
    guard let windowScene = self as? UIWindowScene, let host = UIApplication.shared.host else {
      return
    }
    for window in windowScene.windows { host.windowAttributesDidChange(window) }
  }
}
