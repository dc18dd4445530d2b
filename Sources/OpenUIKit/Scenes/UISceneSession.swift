import Foundation

/// A scene's record with the system, as UIKit's `UISceneSession`: its role, its configuration and
/// the scene connected to it.
///
/// One session per desktop window the application opens; sessions are not persisted between runs
/// (there is no system to restore them).
@preconcurrency @MainActor
open class UISceneSession: Hashable {
  /// What a scene is for, as UIKit's `UISceneSession.Role`.
  public struct Role: RawRepresentable, Hashable, Sendable {
    /// The role's name.
    public let rawValue: String
    /// Creates a role.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An interactive window: the role of every scene here.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// A non-interactive window on an external display (not used on the desktop).
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  /// The session's role.
  public let role: Role
  /// A unique identifier for the session.
  public let persistentIdentifier: String
  /// The configuration the application delegate chose when the scene connected.
  public internal(set) var configuration: UISceneConfiguration
  /// The connected scene, while it is connected.
  public internal(set) weak var scene: UIScene?
  /// Data of your own kept with the session.
  public var userInfo: [String: Any]?

  init(role: Role) {
    self.role = role
    self.persistentIdentifier = UUID().uuidString
    self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
  }

  /// Sessions are equal when they are the same object.
  nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool {
    lhs === rhs
  }

  /// Hashes the session's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// How to make a scene, as UIKit's `UISceneConfiguration`: returned by the application delegate's
/// `application(_:configurationForConnecting:options:)`.
@preconcurrency @MainActor
open class UISceneConfiguration {
  /// The configuration's name (UIKit finds it in Info.plist; here it is informational).
  public let name: String?
  /// The role of the sessions it configures.
  public let role: UISceneSession.Role
  /// The class of the scene's delegate, made with its `init()`.
  ///
  /// When `nil`, a class named `SceneDelegate` in the application delegate's module is used, as an
  /// Xcode project's Info.plist names it; without one, no scene connects and the application
  /// delegate makes its windows itself (an app without scenes).
  public var delegateClass: AnyClass?
  /// The class of the scene (`UIWindowScene` when `nil`).
  public var sceneClass: AnyClass?

  /// Creates a configuration.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
  }
}
