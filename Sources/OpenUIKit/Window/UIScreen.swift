import Foundation
import OpenCoreGraphics

/// A display: its size, scale and the system appearance, as UIKit's `UIScreen`.
///
/// Headless by default. `UIScreen.main` takes its scale and style from `OPENUIKIT_SCALE` and
/// `OPENUIKIT_APPEARANCE` (`light` or `dark`), else 1 and light; the SDL2 platform layer sets them
/// from the real display.
@MainActor
public final class UIScreen {
  /// The screen windows use unless told otherwise.
  public static let main: UIScreen = {
    let environment = ProcessInfo.processInfo.environment
    let scale = environment["OPENUIKIT_SCALE"].flatMap { Double($0) }.map { CGFloat($0) } ?? 1
    let style: UIUserInterfaceStyle = environment["OPENUIKIT_APPEARANCE"] == "dark" ? .dark : .light
    return UIScreen(
      bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), scale: scale, userInterfaceStyle: style)
  }()

  /// The screen's size in points.
  public let bounds: CGRect

  /// Pixels per point.
  public let scale: CGFloat

  /// The system appearance.
  ///
  /// An OpenUIKit addition: the platform layer (or a test) sets it when the desktop switches
  /// between light and dark, and every window on the screen follows.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    didSet {
      guard userInterfaceStyle != oldValue else { return }
      traitCollection = Self.traits(scale: scale, style: userInterfaceStyle)
      for window in windows.compactMap(\.window) { window.setNeedsTraitUpdate() }
    }
  }

  /// The screen's traits, the root of every window's.
  public private(set) var traitCollection: UITraitCollection

  struct WeakWindow {
    weak var window: UIWindow?
  }
  var windows: [WeakWindow] = []

  /// Creates a screen (headless displays, tests).
  public init(bounds: CGRect, scale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle = .light) {
    self.bounds = bounds
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.userInterfaceStyle = userInterfaceStyle
    self.traitCollection = Self.traits(scale: self.scale, style: userInterfaceStyle)
  }

  private static func traits(scale: CGFloat, style: UIUserInterfaceStyle) -> UITraitCollection {
    UITraitCollection { traits in
      traits.displayScale = scale
      traits.userInterfaceStyle = style == .unspecified ? .light : style
      traits.userInterfaceLevel = .base
      traits.accessibilityContrast = .normal
      traits.layoutDirection = .leftToRight
      traits.horizontalSizeClass = .regular
      traits.verticalSizeClass = .regular
      traits.legibilityWeight = .regular
      traits.preferredContentSizeCategory = .large
    }
  }
}
