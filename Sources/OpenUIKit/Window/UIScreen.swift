import Foundation
@_spi(OpenUIKit) import OpenCoreGraphics
@_spi(OpenUIKit) import OpenQuartzCore
import Synchronization

/// A display: its size, scale and the system appearance, as UIKit's `UIScreen`.
///
/// One per display. Headless by default: `UIScreen.main` takes its scale and style from
/// `OPENUIKIT_SCALE` and `OPENUIKIT_APPEARANCE` (`light` or `dark`), else 1 and light. A host
/// updates a display's screen in place (``setBounds(_:scale:)``) when the display's size or
/// density changes, and its windows' traits follow.
@preconcurrency @MainActor
public final class UIScreen {
  /// The screen windows use unless told otherwise.
  public static let main: UIScreen = {
    let environment = ProcessInfo.processInfo.environment
    let scale = environment["OPENUIKIT_SCALE"].flatMap { Double($0) }.map { CGFloat($0) } ?? 1
    let style: UIUserInterfaceStyle = environment["OPENUIKIT_APPEARANCE"] == "dark" ? .dark : .light
    let screen = UIScreen(
      bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), scale: scale, userInterfaceStyle: style)
    mainScale.store(screen.scale.bitPattern, ordering: .relaxed)
    return screen
  }()

  /// The screen's size in points.
  public private(set) var bounds: CGRect

  /// Pixels per point.
  public private(set) var scale: CGFloat {
    didSet { if self === Self.main { Self.mainScale.store(scale.bitPattern, ordering: .relaxed) } }
  }

  /// The main screen's scale, readable from any thread: UIKit's drawing API
  /// (`UIGraphicsImageRendererFormat()`, `UIGraphicsBeginImageContextWithOptions(_, _, 0)`) is not
  /// actor-isolated and defaults to it.
  nonisolated public static var mainScreenScale: CGFloat {
    if MainThread.isCurrent { return MainActor.assumeIsolated { main.scale } }
    let bits = mainScale.load(ordering: .relaxed)
    return bits == 0 ? 1 : CGFloat(bitPattern: bits)
  }
  // The main screen's scale for other threads; 0 until the main screen exists.
  nonisolated private static let mainScale = Atomic<UInt>(0)

  /// The system appearance.
  ///
  /// An OpenUIKit addition: the platform layer (or a test) sets it when the desktop switches
  /// between light and dark, and every window on the screen follows.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    didSet {
      guard userInterfaceStyle != oldValue else { return }
      traitsDidChange()
    }
  }

  /// The user's text size (Dynamic Type); default `.large`.
  ///
  /// An OpenUIKit addition, as ``userInterfaceStyle``: an app's settings or a test sets it, every
  /// window on the screen follows (`preferredContentSizeCategory` trait), preferred fonts in
  /// labels and text fields that adjust resize, and the main screen's change posts
  /// `UIContentSizeCategory.didChangeNotification`. `.unspecified` is `.large`.
  public var preferredContentSizeCategory: UIContentSizeCategory = .large {
    didSet {
      if preferredContentSizeCategory == .unspecified { preferredContentSizeCategory = .large }
      guard preferredContentSizeCategory != oldValue else { return }
      if self === Self.main {
        Self.mainCategory.withLock { $0 = preferredContentSizeCategory }
      }
      traitsDidChange()
      if self === Self.main {
        NotificationCenter.default.post(
          name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
          userInfo: [UIContentSizeCategory.newValueUserInfoKey: preferredContentSizeCategory])
      }
    }
  }

  /// The main screen's content size category, readable from any thread (`preferredFont` is not
  /// actor-isolated).
  nonisolated public static var mainContentSizeCategory: UIContentSizeCategory {
    mainCategory.withLock { $0 }
  }
  nonisolated private static let mainCategory = Mutex(UIContentSizeCategory.large)

  /// The screen's traits, the root of every window's.
  public private(set) var traitCollection: UITraitCollection

  /// The screen's coordinate space: its bounds, the origin at the top left.
  public var coordinateSpace: any UICoordinateSpace { screenSpace }
  /// The screen's fixed coordinate space: the same space, a desktop screen does not rotate.
  public var fixedCoordinateSpace: any UICoordinateSpace { screenSpace }
  private lazy var screenSpace = ScreenCoordinateSpace(screen: self)

  /// The windows on this screen, from the one window registry.
  var windows: [UIWindow] { UIWindow.registry.elements.filter { $0.storedScreen === self } }

  /// Creates a screen (headless displays, tests).
  public init(bounds: CGRect, scale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle = .light) {
    self.bounds = bounds
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.userInterfaceStyle = userInterfaceStyle
    self.traitCollection = Self.traits(
      scale: self.scale, style: userInterfaceStyle, category: .large)
  }

  /// Changes the display's size (points) and density (pixels per point), for hosts: its windows'
  /// `displayScale` trait follows; each window's renderer is the host's to remake at the new scale.
  @_spi(Platform)
  public func setBounds(_ bounds: CGRect, scale: CGFloat) {
    let scale = scale.isFinite && scale > 0 ? scale : self.scale
    guard [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite),
      bounds != self.bounds || scale != self.scale
    else { return }
    self.bounds = bounds
    if self === Self.main { UIDevice.current.screenDidResize() }
    if scale != self.scale {
      self.scale = scale
      traitsDidChange()
    }
  }

  /// The desktop's contrast or bold-text setting changed (`UIAccessibility.settings`).
  func accessibilitySettingsDidChange() { traitsDidChange() }

  private func traitsDidChange() {
    traitCollection = Self.traits(
      scale: scale, style: userInterfaceStyle, category: preferredContentSizeCategory)
    for window in windows { window.setNeedsTraitUpdate() }
  }

  private static func traits(
    scale: CGFloat, style: UIUserInterfaceStyle, category: UIContentSizeCategory
  ) -> UITraitCollection {
    UITraitCollection { traits in
      traits.displayScale = scale
      traits.userInterfaceStyle = style == .unspecified ? .light : style
      traits.userInterfaceLevel = .base
      traits.userInterfaceIdiom = .pad
      traits.accessibilityContrast = UIAccessibility.settings.highContrast ? .high : .normal
      traits.layoutDirection =
        UIApplication.languageLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      traits.horizontalSizeClass = .regular
      traits.verticalSizeClass = .regular
      traits.legibilityWeight = UIAccessibility.settings.boldText ? .bold : .regular
      traits.preferredContentSizeCategory = category
    }
  }
}
