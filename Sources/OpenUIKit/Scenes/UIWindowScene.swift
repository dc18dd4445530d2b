import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// A scene of windows, as UIKit's `UIWindowScene`: on the desktop, one top-level window and its
/// title bar.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The size a scene's window gets when the scene delegate does not size it (an OpenUIKit
  /// addition: a desktop has no full-screen window to fill): the middle of Mac Catalyst's usual sizes, within
  /// ``sizeRestrictions`` and the screen.
  public static let defaultWindowSize = CGSize(width: 1024, height: 768)

  /// The scene's windows, in the order they were made visible.
  open var windows: [UIWindow] {
    UIWindow.registry.elements.filter { $0.storedWindowScene === self }
  }

  /// The scene's key window.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// The screen the scene is on.
  open var screen: UIScreen { windows.first?.screen ?? UIScreen.main }

  /// The scene's traits: its screen's.
  open var traitCollection: UITraitCollection { screen.traitCollection }

  /// The smallest and largest sizes the user may give the scene's windows (the desktop's window
  /// size limits); `nil` where there are none (UIKit has none on iPhone).
  open private(set) var sizeRestrictions: UISceneSizeRestrictions?

  /// The scene's status bar: hidden and zero-sized on the desktop (UIStatusBarManager.swift).
  open private(set) var statusBarManager: UIStatusBarManager?

  /// The scene's coordinate space: its screen's.
  open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

  /// Creates a scene for `session`.
  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    super.init(session: session, connectionOptions: connectionOptions)
    sizeRestrictions = UISceneSizeRestrictions(scene: self)
    statusBarManager = UIStatusBarManager(scene: self)
  }

  /// The frame a new window of the scene gets.
  var defaultWindowFrame: CGRect {
    var size = Self.defaultWindowSize
    if let restrictions = sizeRestrictions {
      size = restrictions.clamp(size)
    }
    let screenSize = screen.bounds.size
    size.width = min(size.width, max(screenSize.width, 1))
    size.height = min(size.height, max(screenSize.height, 1))
    return CGRect(origin: .zero, size: size)
  }
}

/// The size limits of a scene's windows, as UIKit's `UISceneSizeRestrictions`.
///
/// Zero means no minimum; `.greatestFiniteMagnitude` (the default) no maximum. A host applies them
/// to the desktop window as they change.
@preconcurrency @MainActor
public final class UISceneSizeRestrictions {
  private weak var scene: UIWindowScene?

  /// The smallest size; `.zero` for none.
  public var minimumSize = CGSize.zero {
    didSet { if minimumSize != oldValue { scene?.sceneAttributesDidChange() } }
  }
  /// The largest size; `.greatestFiniteMagnitude` in a dimension for none.
  public var maximumSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
  {
    didSet { if maximumSize != oldValue { scene?.sceneAttributesDidChange() } }
  }
  /// Whether the window may go full screen (informational on the desktop: title bars offer it).
  public var allowsFullScreen = true

  init(scene: UIWindowScene) { self.scene = scene }

  /// `size` within the limits (a minimum above the maximum wins, as window managers do).
  func clamp(_ size: CGSize) -> CGSize {
    CGSize(
      width: max(min(size.width, maximumSize.width), minimumSize.width),
      height: max(min(size.height, maximumSize.height), minimumSize.height))
  }
}
